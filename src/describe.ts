import type { Listing } from '../types/listing.js';
import type { IncompleteReason } from '../types/reasons.js';
import { decide } from './decide.js';
import { isComplete } from './listing.js';
import { oneLine, textOf } from './one-line.js';
import { own } from './wire.js';

/**
 * One short clause per reason, for approvals and tool text. Programs branch on codes, never on this.
 * Every detail is read as an own data property and shown through `textOf`, so the clause is one line
 * whatever the reason holds (a hand-made listing's reasons are not validated).
 */
export function describeReason(reason: IncompleteReason, itemsSeen: number): string {
  const n = `${textOf(itemsSeen)} item${itemsSeen === 1 ? '' : 's'}`;
  const r: unknown = reason;
  const field = (key: string): unknown => (typeof r === 'object' && r !== null ? own(r, key) : undefined);
  const detail = (key: string): string => textOf(field(key));
  const given = (key: string): boolean => field(key) !== undefined;
  const code = field('code');
  switch (code) {
    case 'MORE_PAGES_AVAILABLE':
      return `more pages remain after ${n}`;
    case 'RESULT_LIMIT_REACHED':
      return `the source stops at ${detail('limit')} results`;
    case 'CLIENT_CAP_REACHED':
      return `the client cap of ${detail('limit')} ${detail('unit')} was reached after ${n}`;
    case 'TIME_BUDGET_EXCEEDED':
      return given('budget_ms') ? `timed out after ${n} (budget ${detail('budget_ms')} ms)` : `timed out after ${n}`;
    case 'SOURCE_UNAVAILABLE':
      return given('source') ? `source ${detail('source')} did not answer` : 'a source did not answer';
    case 'VISIBILITY_RESTRICTED':
      return 'permissions hid part of the scope';
    case 'RATE_LIMITED':
      return given('retry_after_s') ? `rate limited after ${n}; retry in ${detail('retry_after_s')} s` : `rate limited after ${n}`;
    case 'CURSOR_EXPIRED':
      return `the cursor expired after ${n}`;
    case 'SNAPSHOT_CHANGED':
      return `the data changed during the scan after ${n}`;
    case 'COMPLETENESS_UNKNOWN':
      return given('unrecognized_code') ? `the source reported ${detail('unrecognized_code')}` : 'the source gave no completeness signal';
    default:
      return `the source reported ${textOf(code)}`;
  }
}

/** The number of items a value holds, 0 when it has no item array. Internal. */
export function itemsSeen(listing: Listing<unknown>): number {
  const l: unknown = listing;
  const items: unknown = typeof l === 'object' && l !== null ? own(l, 'items') : undefined;
  return Array.isArray(items) ? items.length : 0;
}

/** The distinct reason codes, in order, as one line (a hand-made listing may carry any string). Internal. */
export function codesOf(reasons: readonly IncompleteReason[]): string {
  const codes = reasons.map((reason) => {
    const r: unknown = reason; // a hand-made listing's reason may be anything
    return textOf(typeof r === 'object' && r !== null ? own(r, 'code') : r);
  });
  return oneLine([...new Set(codes)].join(', '));
}

/** How the verdict line says to continue, from a continuation read field by field (own data properties). */
function route(next: unknown): string {
  if (typeof next !== 'object' || next === null) return '';
  const detail = (key: string): string => textOf(own(next, key));
  switch (own(next, 'kind')) {
    case 'next_cursor':
      return `; continue with cursor ${detail('cursor')}`;
    case 'retry_after':
      return `; retry after ${detail('seconds')} s`;
    case 'retry_with_deadline':
      return `; retry with a deadline of at least ${detail('minimum_seconds')} s`;
    case 'narrow_query': {
      const hint = own(next, 'hint');
      return `; narrow the query${hint ? ` (${textOf(hint)})` : ''}`;
    }
    case 'restart_scan':
      return '; restart the scan';
    default:
      return '';
  }
}

/**
 * `COMPLETE: 12 items` or `INCOMPLETE (TIME_BUDGET_EXCEEDED): 842 items; continue with cursor abc`.
 * It reads the listing as `decide()` does: COMPLETE only when `isComplete` holds; a contradictory
 * envelope is INCOMPLETE (COMPLETENESS_UNKNOWN). Always exactly one line: every upstream string in it
 * (codes, cursor, hint) goes through `oneLine`, escaped and cut at `ONE_LINE_MAX` units.
 */
export function verdictLine(listing: Listing<unknown>): string {
  const count = itemsSeen(listing);
  const n = `${String(count)} item${count === 1 ? '' : 's'}`;
  if (isComplete(listing)) return `COMPLETE: ${n}`;
  const { reasons, continuation } = decide(listing, 'read');
  return `INCOMPLETE (${codesOf(reasons)}): ${n}${route(continuation)}. Absence of an item proves nothing.`;
}
