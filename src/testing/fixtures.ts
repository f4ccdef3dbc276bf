import type { Decision, Intent } from '../decide.js';
import { REASON_CODES } from '../codes.js';
import type { IncompleteReason, ReasonCode } from '../../types/reasons.js';

/** One contract case: a wire response, what the agent means to do, and the decision the contract requires. */
export interface ContractFixture {
  readonly case: string;
  readonly response: Readonly<Record<string, unknown>>;
  readonly intent: Intent;
  readonly expected_decision: Decision;
}

/** A valid reason object per code, with its details filled in. */
export const SAMPLE_REASONS: { readonly [C in ReasonCode]: IncompleteReason & { code: C } } = {
  MORE_PAGES_AVAILABLE: { code: 'MORE_PAGES_AVAILABLE' },
  RESULT_LIMIT_REACHED: { code: 'RESULT_LIMIT_REACHED', limit: 1000 },
  CLIENT_CAP_REACHED: { code: 'CLIENT_CAP_REACHED', limit: 20, unit: 'pages' },
  TIME_BUDGET_EXCEEDED: { code: 'TIME_BUDGET_EXCEEDED', budget_ms: 30000 },
  SOURCE_UNAVAILABLE: { code: 'SOURCE_UNAVAILABLE', source: 'shard-3' },
  VISIBILITY_RESTRICTED: { code: 'VISIBILITY_RESTRICTED' },
  RATE_LIMITED: { code: 'RATE_LIMITED', retry_after_s: 30 },
  CURSOR_EXPIRED: { code: 'CURSOR_EXPIRED' },
  SNAPSHOT_CHANGED: { code: 'SNAPSHOT_CHANGED' },
  COMPLETENESS_UNKNOWN: { code: 'COMPLETENESS_UNKNOWN' },
};

/** The `enumerate` decision for a listing whose only reason is this code (with a cursor where one makes sense). The contract's table, restated as data. */
export const ENUMERATE_DECISIONS: { readonly [C in ReasonCode]: Decision } = {
  VISIBILITY_RESTRICTED: 'refuse_or_request_review',
  COMPLETENESS_UNKNOWN: 'refuse_or_request_review',
  RESULT_LIMIT_REACHED: 'narrow_query',
  RATE_LIMITED: 'retry_later',
  TIME_BUDGET_EXCEEDED: 'retry_later',
  SOURCE_UNAVAILABLE: 'retry_later',
  CURSOR_EXPIRED: 'retry_later',
  SNAPSHOT_CHANGED: 'retry_later',
  MORE_PAGES_AVAILABLE: 'continue_search',
  CLIENT_CAP_REACHED: 'continue_search',
};

const CURSOR_CODES: readonly ReasonCode[] = ['MORE_PAGES_AVAILABLE', 'CLIENT_CAP_REACHED'];
const INTENTS: readonly Intent[] = ['read', 'enumerate', 'claim_absence', 'mutate'];
const SAMPLE_ITEMS = [{ id: 'svc-184', owner: null }, { id: 'svc-185', owner: 'team-a' }];
const SCOPE = { resource: 'service_accounts', visibility: 'resources readable by this credential', snapshot: '2025-03-08T14:20:11Z' };

function incompleteResponse(code: ReasonCode, items: readonly object[]): Record<string, unknown> {
  const cursor = CURSOR_CODES.includes(code) ? 'eyJvZmZzZXQiOjEwMDB9' : null;
  return {
    items,
    complete: false,
    truncated: code === 'RESULT_LIMIT_REACHED' || code === 'CLIENT_CAP_REACHED',
    incomplete_reasons: [SAMPLE_REASONS[code]],
    next_cursor: cursor,
    continuation: cursor === null ? null : { kind: 'next_cursor', cursor },
    scope: SCOPE,
    warnings: [],
  };
}

function build(): ContractFixture[] {
  const out: ContractFixture[] = [];
  for (const [state, items] of [['complete with items', SAMPLE_ITEMS], ['complete and empty', []]] as const) {
    for (const intent of INTENTS) {
      out.push({ case: `${state} / ${intent}`, response: { items, complete: true, incomplete_reasons: [], next_cursor: null, scope: SCOPE, warnings: [] }, intent, expected_decision: 'proceed' });
    }
  }
  for (const code of REASON_CODES) {
    for (const [state, items] of [['incomplete with items', SAMPLE_ITEMS], ['incomplete and empty', []]] as const) {
      for (const intent of INTENTS) {
        const expected: Decision = intent === 'read' ? 'proceed' : intent === 'enumerate' ? ENUMERATE_DECISIONS[code] : 'refuse_or_request_review';
        out.push({ case: `${state} (${code}) / ${intent}`, response: incompleteResponse(code, items), intent, expected_decision: expected });
      }
    }
  }
  const firstPage = { items: [], complete: false, incomplete_reasons: ['MORE_PAGES_AVAILABLE'], next_cursor: 'eyJvZmZzZXQiOjEwMDB9', scope: SCOPE };
  out.push({ case: 'empty first page with more pages / enumerate', response: firstPage, intent: 'enumerate', expected_decision: 'continue_search' });
  out.push({ case: 'empty first page with more pages / mutate', response: firstPage, intent: 'mutate', expected_decision: 'refuse_or_request_review' });
  for (const intent of INTENTS) {
    out.push({
      case: `no completeness field (bare items) / ${intent}`,
      response: { items: [] },
      intent,
      expected_decision: intent === 'read' ? 'proceed' : 'refuse_or_request_review',
    });
  }
  return out;
}

/**
 * Contract cases for every reason code (populated and empty), the four states, all four intents,
 * and the documented "empty first page with more pages". Feed each `response` through your parser
 * and your agent's decision logic; compare with `expected_decision`. Also published as
 * `completeness/testing/fixtures.json`.
 */
export const contractFixtures: readonly ContractFixture[] = Object.freeze(build());
