import type { Listing } from '../types/listing.js';
import type { Continuation, IncompleteReason, ReasonCode } from '../types/reasons.js';
import { ContractViolationError } from './errors.js';
import { isComplete, isPartial } from './listing.js';
import { own } from './wire.js';

/** What the agent means to do with a listing. */
export type Intent = 'read' | 'enumerate' | 'claim_absence' | 'mutate';

export type Decision = 'proceed' | 'continue_search' | 'retry_later' | 'narrow_query' | 'refuse_or_request_review';

export interface DecisionResult {
  readonly decision: Decision;
  readonly reasons: readonly IncompleteReason[];
  readonly continuation: Continuation | null;
}

export const INTENTS: readonly Intent[] = ['read', 'enumerate', 'claim_absence', 'mutate'];

/** The `enumerate` table, most severe first: the first row that matches a reason decides. */
const ENUMERATE_TABLE: readonly (readonly [Decision, readonly ReasonCode[]])[] = [
  ['refuse_or_request_review', ['VISIBILITY_RESTRICTED', 'COMPLETENESS_UNKNOWN']],
  ['narrow_query', ['RESULT_LIMIT_REACHED']],
  ['retry_later', ['RATE_LIMITED', 'TIME_BUDGET_EXCEEDED', 'SOURCE_UNAVAILABLE', 'CURSOR_EXPIRED', 'SNAPSHOT_CHANGED']],
  ['continue_search', ['MORE_PAGES_AVAILABLE', 'CLIENT_CAP_REACHED']],
];

function hasNextCursor(next_cursor: unknown, continuation: Continuation | null): boolean {
  return typeof next_cursor === 'string' || continuation?.kind === 'next_cursor';
}

function decideEnumerate(next_cursor: unknown, continuation: Continuation | null, codes: ReadonlySet<ReasonCode>): Decision {
  for (const [decision, row] of ENUMERATE_TABLE) {
    if (!row.some((code) => codes.has(code))) continue;
    // More pages help only when there is a way to fetch them.
    if (decision === 'continue_search' && !hasNextCursor(next_cursor, continuation)) return 'refuse_or_request_review';
    return decision;
  }
  return 'refuse_or_request_review';
}

/**
 * The agent's decision table. A Complete listing allows every intent. A Partial one allows
 * `read`; never `claim_absence` or `mutate`; and for `enumerate` the most severe reason decides.
 * A value that is not a well-formed Listing is refused, with COMPLETENESS_UNKNOWN; an unknown intent or a
 * reason that is not an object with a string `code` throws `ContractViolationError`.
 */
export function decide(listing: Listing<unknown>, intent: Intent): DecisionResult {
  if (!INTENTS.includes(intent)) {
    const given: unknown = intent;
    const got = typeof given === 'string' ? JSON.stringify(given) : given === null ? 'null' : typeof given;
    throw new ContractViolationError('intent', `must be one of ${INTENTS.join(', ')}, got ${got}`);
  }
  if (isComplete(listing)) return { decision: 'proceed', reasons: [], continuation: null };
  if (!isPartial(listing)) {
    return {
      decision: intent === 'read' ? 'proceed' : 'refuse_or_request_review',
      reasons: [{ code: 'COMPLETENESS_UNKNOWN', message: 'not a well-formed Listing' }],
      continuation: null,
    };
  }
  // Own data properties, each read once (isPartial has checked `incomplete_reasons` is a non-empty array).
  const reasons = own(listing, 'incomplete_reasons') as readonly IncompleteReason[];
  const given = own(listing, 'continuation');
  const continuation = typeof given === 'object' && given !== null ? (given as Continuation) : null;
  const codes = new Set<ReasonCode>();
  for (let i = 0; i < reasons.length; i++) {
    const r: unknown = reasons[i];
    const code = typeof r === 'object' && r !== null ? own(r, 'code') : undefined;
    if (typeof code !== 'string') throw new ContractViolationError(`incomplete_reasons[${String(i)}]`, 'must be an object with a string `code`');
    codes.add(code as ReasonCode);
  }
  switch (intent) {
    case 'read':
      return { decision: 'proceed', reasons, continuation };
    case 'claim_absence':
    case 'mutate':
      return { decision: 'refuse_or_request_review', reasons, continuation };
    case 'enumerate':
      return { decision: decideEnumerate(own(listing, 'next_cursor'), continuation, codes), reasons, continuation };
  }
}
