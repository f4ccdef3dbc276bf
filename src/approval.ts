import type { Listing } from '../types/listing.js';
import type { Continuation, IncompleteReason } from '../types/reasons.js';
import { decide } from './decide.js';
import { codesOf, describeReason, itemsSeen } from './describe.js';
import { isComplete } from './listing.js';
import { textOf } from './one-line.js';
import { expectArray, expectRecord, expectString, own } from './wire.js';

export type RecoveryOption =
  | { readonly kind: 'continue_scan'; readonly label: string; readonly continuation: Continuation }
  | { readonly kind: 'retry'; readonly label: string; readonly continuation: Continuation }
  | { readonly kind: 'narrow_query'; readonly label: string; readonly continuation: Continuation }
  | { readonly kind: 'restart_scan'; readonly label: string; readonly continuation: Continuation }
  | { readonly kind: 'limit_to_returned_ids'; readonly label: string; readonly ids_count: number }
  | { readonly kind: 'skip_change'; readonly label: string };

export interface ApprovalRequest {
  /** False when the listing is complete, or when the only gap is a routine next page to fetch. */
  readonly approval_required: boolean;
  readonly action: { readonly verb: string; readonly targets: readonly string[] };
  readonly scope: string;
  readonly evidence: {
    readonly complete: boolean;
    readonly items_seen: number;
    readonly reasons: readonly IncompleteReason[];
    readonly summary: string;
  };
  readonly options: readonly RecoveryOption[];
}

export interface ApprovalInput {
  readonly verb: string;
  readonly targets: readonly string[];
  readonly scope: string;
}

/** The option a continuation offers; its label shows upstream details (seconds, hint) through `textOf`, as one line. */
function continuationOption(c: Continuation): RecoveryOption | null {
  const detail = (key: string): string => textOf(own(c, key));
  switch (own(c, 'kind')) {
    case 'next_cursor':
      return { kind: 'continue_scan', label: 'continue the scan from the next page', continuation: c };
    case 'retry_after':
      return { kind: 'retry', label: `retry after ${detail('seconds')} s`, continuation: c };
    case 'retry_with_deadline':
      return { kind: 'retry', label: `retry with a longer deadline (at least ${detail('minimum_seconds')} s)`, continuation: c };
    case 'narrow_query':
      return { kind: 'narrow_query', label: `narrow the query${own(c, 'hint') ? ` (${detail('hint')})` : ''}`, continuation: c };
    case 'restart_scan':
      return { kind: 'restart_scan', label: 'restart the scan from the beginning', continuation: c };
    default:
      return null; // a hand-made listing's continuation of no known kind offers nothing
  }
}

/** The continuation a reason suggests when the listing itself gave none. */
function impliedContinuation(reasons: readonly IncompleteReason[]): Continuation | null {
  for (const r of reasons) {
    if (r.code === 'TIME_BUDGET_EXCEEDED') return { kind: 'retry_with_deadline', minimum_seconds: Math.ceil(((r.budget_ms ?? 30_000) * 2) / 1000) };
    if (r.code === 'RATE_LIMITED') return { kind: 'retry_after', seconds: r.retry_after_s ?? 60 };
    if (r.code === 'RESULT_LIMIT_REACHED') return { kind: 'narrow_query' };
    if (r.code === 'CURSOR_EXPIRED' || r.code === 'SNAPSHOT_CHANGED') return { kind: 'restart_scan' };
  }
  return null;
}

/**
 * A structured request for a human to approve an action chosen from `listing`: what would be
 * done, to what, on what evidence, and the ways to recover the missing evidence instead. The listing
 * is read as `decide()` reads it: complete only when `isComplete` holds.
 */
export function approvalRequest(listing: Listing<unknown>, input: ApprovalInput): ApprovalRequest {
  const { verb, targets, scope } = readInput(input);
  const complete = isComplete(listing);
  const { reasons, continuation: given } = complete ? { reasons: [], continuation: null } : decide(listing, 'read');
  const seen = itemsSeen(listing);
  const routine = !complete && reasons.every((r) => r.code === 'MORE_PAGES_AVAILABLE') && given?.kind === 'next_cursor';
  const continuation = complete ? null : (given ?? impliedContinuation(reasons));
  const options: RecoveryOption[] = [];
  const next = typeof continuation === 'object' && continuation !== null ? continuationOption(continuation) : null;
  if (next) options.push(next);
  if (!complete && seen > 0) {
    options.push({ kind: 'limit_to_returned_ids', label: `limit the action to the ${String(seen)} returned ids`, ids_count: seen });
  }
  options.push({ kind: 'skip_change', label: 'skip the change' });
  const summary = complete
    ? `complete: ${String(seen)} items cover the whole scope`
    : reasons.map((r) => describeReason(r, seen)).join('; ');
  return {
    approval_required: !complete && !routine,
    action: { verb, targets },
    scope,
    evidence: { complete, items_seen: seen, reasons, summary },
    options,
  };
}

/** The caller's input, checked (typed errors, not a raw `TypeError`) and copied: targets into a frozen array. */
function readInput(input: unknown): ApprovalInput {
  const i = expectRecord(input, 'input');
  const targets = expectArray(own(i, 'targets'), 'input.targets').map((t, n) => expectString(t, `input.targets[${String(n)}]`));
  return { verb: expectString(own(i, 'verb'), 'input.verb'), targets: Object.freeze(targets), scope: expectString(own(i, 'scope'), 'input.scope') };
}

/** How long a line of `formatApproval` may grow from the request's own text (the summary, a label). */
const APPROVAL_FIELD_MAX = 1000;

/**
 * Renders an approval request as text for a chat or a ticket: `Proposed action: …`, then the one
 * `Evidence: …` line, then the options, one per line. Every string from the request (verb, scope,
 * targets, summary, codes, labels) goes through `oneLine`, so none can add a line such as a forged
 * `Evidence: complete`; the evidence reads complete only when `evidence.complete` is `true` and it
 * lists no reason. A request that is not one (`null`, a missing or mistyped field) is a ContractViolationError
 * naming the field.
 */
export function formatApproval(req: ApprovalRequest): string {
  // Read field by field, own data properties only: a hand-made or parsed request may be anything.
  const r = expectRecord(req, 'request');
  const action = expectRecord(own(r, 'action'), 'request.action');
  const targets = expectArray(own(action, 'targets'), 'request.action.targets');
  const evidence = expectRecord(own(r, 'evidence'), 'request.evidence');
  const reasons = expectArray(own(evidence, 'reasons'), 'request.evidence.reasons') as readonly IncompleteReason[];
  const options = expectArray(own(r, 'options'), 'request.options').map((o, i) => expectRecord(o, `request.options[${String(i)}]`));
  const summary = own(evidence, 'summary');
  const n = targets.length;
  const shown = targets.slice(0, 10).map((t) => textOf(t)).join(', ') + (n > 10 ? `, … (${String(n - 10)} more)` : '');
  const scope = textOf(own(r, 'scope'));
  const lines = [
    `Proposed action: ${textOf(own(action, 'verb'))} ${String(n)} target${n === 1 ? '' : 's'} in ${scope}${n > 0 ? `: ${shown}` : ''}`,
    own(evidence, 'complete') === true && reasons.length === 0
      ? `Evidence: complete (${textOf(summary, APPROVAL_FIELD_MAX)}).`
      : `Evidence: INCOMPLETE: ${scope} inventory ${textOf(summary, APPROVAL_FIELD_MAX)} [${codesOf(reasons)}]. Targets were chosen from a partial list.`,
    'Options:',
    ...options.map((o, i) => `  ${String(i + 1)}. ${textOf(own(o, 'label'), APPROVAL_FIELD_MAX)}`),
  ];
  return lines.join('\n');
}
