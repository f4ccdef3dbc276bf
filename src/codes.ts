import type { ContinuationKind, ReasonCode, WarningCode } from '../types/reasons.js';

/** Builds a const list that the compiler proves holds every member of `All`. */
function everyCode<All extends string>() {
  return <const L extends readonly All[]>(
    list: L & ([Exclude<All, L[number]>] extends [never] ? unknown : { missing: Exclude<All, L[number]> }),
  ): L => list;
}

/** Every incomplete reason code, in the order `decide()` ranks them from most to least severe. */
export const REASON_CODES = everyCode<ReasonCode>()([
  'VISIBILITY_RESTRICTED',
  'COMPLETENESS_UNKNOWN',
  'RESULT_LIMIT_REACHED',
  'RATE_LIMITED',
  'TIME_BUDGET_EXCEEDED',
  'SOURCE_UNAVAILABLE',
  'CURSOR_EXPIRED',
  'SNAPSHOT_CHANGED',
  'CLIENT_CAP_REACHED',
  'MORE_PAGES_AVAILABLE',
]);

export const WARNING_CODES = everyCode<WarningCode>()([
  'STALE_INDEX',
  'PARTIAL_FIELD_SET',
  'DEFAULT_SCOPE_APPLIED',
  'TOTAL_IS_LOWER_BOUND',
  'DEPRECATED_FIELD',
  'VALUE_NORMALIZED',
  'SORT_DEFAULTED',
]);

export const CONTINUATION_KINDS = everyCode<ContinuationKind>()([
  'next_cursor',
  'retry_after',
  'narrow_query',
  'retry_with_deadline',
  'restart_scan',
]);

/** Reasons that mean the result was cut at a count, which is what `truncated` reports. */
export const TRUNCATING_CODES: readonly ReasonCode[] = ['RESULT_LIMIT_REACHED', 'CLIENT_CAP_REACHED'];

const reasonCodeSet: ReadonlySet<string> = new Set(REASON_CODES);
const warningCodeSet: ReadonlySet<string> = new Set(WARNING_CODES);

export function isReasonCode(value: unknown): value is ReasonCode {
  return typeof value === 'string' && reasonCodeSet.has(value);
}

export function isWarningCode(value: unknown): value is WarningCode {
  return typeof value === 'string' && warningCodeSet.has(value);
}
