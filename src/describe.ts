import type { Listing } from '../types/listing.js';
import type { IncompleteReason } from '../types/reasons.js';
import { decide } from './decide.js';
import { isComplete } from './listing.js';
import { own } from './wire.js';

/** One short clause per reason, for approvals and tool text. Programs branch on codes, never on this. */
export function describeReason(reason: IncompleteReason, itemsSeen: number): string {
  const n = `${String(itemsSeen)} item${itemsSeen === 1 ? '' : 's'}`;
  switch (reason.code) {
    case 'MORE_PAGES_AVAILABLE':
      return `more pages remain after ${n}`;
    case 'RESULT_LIMIT_REACHED':
      return `the source stops at ${String(reason.limit)} results`;
    case 'CLIENT_CAP_REACHED':
      return `the client cap of ${String(reason.limit)} ${reason.unit} was reached after ${n}`;
    case 'TIME_BUDGET_EXCEEDED':
      return reason.budget_ms === undefined ? `timed out after ${n}` : `timed out after ${n} (budget ${String(reason.budget_ms)} ms)`;
    case 'SOURCE_UNAVAILABLE':
      return reason.source === undefined ? 'a source did not answer' : `source ${reason.source} did not answer`;
    case 'VISIBILITY_RESTRICTED':
      return 'permissions hid part of the scope';
    case 'RATE_LIMITED':
      return reason.retry_after_s === undefined ? `rate limited after ${n}` : `rate limited after ${n}; retry in ${String(reason.retry_after_s)} s`;
    case 'CURSOR_EXPIRED':
      return `the cursor expired after ${n}`;
    case 'SNAPSHOT_CHANGED':
      return `the data changed during the scan after ${n}`;
    case 'COMPLETENESS_UNKNOWN':
      return reason.unrecognized_code === undefined ? 'the source gave no completeness signal' : `the source reported ${reason.unrecognized_code}`;
  }
}

/** The number of items a value holds, 0 when it has no item array. Internal. */
export function itemsSeen(listing: Listing<unknown>): number {
  const l: unknown = listing;
  const items: unknown = typeof l === 'object' && l !== null ? own(l, 'items') : undefined;
  return Array.isArray(items) ? items.length : 0;
}

/**
 * `COMPLETE: 12 items` or `INCOMPLETE (TIME_BUDGET_EXCEEDED): 842 items; continue with cursor abc`.
 * It reads the listing as `decide()` does: COMPLETE only when `isComplete` holds; a contradictory
 * envelope is INCOMPLETE (COMPLETENESS_UNKNOWN).
 */
export function verdictLine(listing: Listing<unknown>): string {
  const count = itemsSeen(listing);
  const n = `${String(count)} item${count === 1 ? '' : 's'}`;
  if (isComplete(listing)) return `COMPLETE: ${n}`;
  const { reasons, continuation: next } = decide(listing, 'read');
  const codes = [...new Set(reasons.map((r) => r.code))].join(', ');
  let route = '';
  if (next?.kind === 'next_cursor') route = `; continue with cursor ${next.cursor}`;
  else if (next?.kind === 'retry_after') route = `; retry after ${String(next.seconds)} s`;
  else if (next?.kind === 'retry_with_deadline') route = `; retry with a deadline of at least ${String(next.minimum_seconds)} s`;
  else if (next?.kind === 'narrow_query') route = `; narrow the query${next.hint ? ` (${next.hint})` : ''}`;
  else if (next?.kind === 'restart_scan') route = '; restart the scan';
  return `INCOMPLETE (${codes}): ${n}${route}. Absence of an item proves nothing.`;
}
