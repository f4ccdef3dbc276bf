import type { PageInfo, Scope } from '../types/listing.js';
import type { Continuation, IncompleteReason, Warning } from '../types/reasons.js';
import { CONTINUATION_KINDS, isReasonCode, isWarningCode } from './codes.js';
import { ContractViolationError } from './errors.js';
import { describe, expectArray, expectBoolean, expectCount, expectRecord, expectString, nullable, optional, own } from './wire.js';

/**
 * Readers for the envelope's small fields (reasons, warnings, continuation, scope, page). Each reads
 * every own field of its input once and returns a fresh, deeply frozen object of the contract's
 * shape, so neither a getter nor a later edit of the input can change what was checked. Both the
 * constructors (`complete()`, `partial()`) and `parseListing` go through them.
 */

function withOptional<O extends object, K extends string, V>(obj: O, key: K, value: V | undefined): O & { [P in K]?: V } {
  return value === undefined ? obj : { ...obj, [key]: value };
}

export function readReason(value: unknown, index: number): IncompleteReason {
  return Object.freeze(reasonOf(value, `incomplete_reasons[${String(index)}]`));
}

function reasonOf(value: unknown, field: string): IncompleteReason {
  const r = typeof value === 'string' ? { code: value } : expectRecord(value, field);
  const code = expectString(own(r, 'code'), `${field}.code`);
  const message = optional(r, 'message', field, expectString);
  const base = message === undefined ? {} : { message };
  if (!isReasonCode(code)) {
    return { code: 'COMPLETENESS_UNKNOWN', unrecognized_code: code, ...base };
  }
  switch (code) {
    case 'RESULT_LIMIT_REACHED':
      return { code, limit: expectCount(own(r, 'limit'), `${field}.limit`), ...base };
    case 'CLIENT_CAP_REACHED': {
      const unit = own(r, 'unit');
      if (unit !== 'pages' && unit !== 'items') throw new ContractViolationError(`${field}.unit`, `must be "pages" or "items", got ${describe(unit)}`);
      return { code, limit: expectCount(own(r, 'limit'), `${field}.limit`), unit, ...base };
    }
    case 'TIME_BUDGET_EXCEEDED':
      return withOptional({ code, ...base }, 'budget_ms', optional(r, 'budget_ms', field, expectCount));
    case 'SOURCE_UNAVAILABLE':
      return withOptional({ code, ...base }, 'source', optional(r, 'source', field, expectString));
    case 'RATE_LIMITED':
      return withOptional({ code, ...base }, 'retry_after_s', optional(r, 'retry_after_s', field, expectCount));
    case 'COMPLETENESS_UNKNOWN':
      return withOptional({ code, ...base }, 'unrecognized_code', optional(r, 'unrecognized_code', field, expectString));
    case 'MORE_PAGES_AVAILABLE':
    case 'VISIBILITY_RESTRICTED':
    case 'CURSOR_EXPIRED':
    case 'SNAPSHOT_CHANGED':
      return { code, ...base };
  }
}

/** Unknown warning codes are dropped (an empty list): warnings never change `complete`, so ignoring one is safe. */
export function readWarning(value: unknown, index: number): Warning[] {
  const warning = warningOf(value, `warnings[${String(index)}]`);
  return warning === null ? [] : [Object.freeze(warning)];
}

function warningOf(value: unknown, field: string): Warning | null {
  const w = typeof value === 'string' ? { code: value } : expectRecord(value, field);
  const code = expectString(own(w, 'code'), `${field}.code`);
  if (!isWarningCode(code)) return null;
  const message = optional(w, 'message', field, expectString);
  const base = message === undefined ? {} : { message };
  const str = (key: string) => expectString(own(w, key), `${field}.${key}`);
  switch (code) {
    case 'STALE_INDEX': {
      let warning: Warning = { code, source: str('source'), ...base };
      warning = withOptional(warning, 'observed_revision', optional(w, 'observed_revision', field, expectString));
      return withOptional(warning, 'updated_at', optional(w, 'updated_at', field, expectString));
    }
    case 'PARTIAL_FIELD_SET': {
      const fields = expectArray(own(w, 'fields'), `${field}.fields`).map((f, i) => expectString(f, `${field}.fields[${String(i)}]`));
      return { code, fields: Object.freeze(fields), requestable: expectBoolean(own(w, 'requestable'), `${field}.requestable`), ...base };
    }
    case 'DEFAULT_SCOPE_APPLIED':
      return { code, scope: str('scope'), ...base };
    case 'TOTAL_IS_LOWER_BOUND':
      return { code, total: expectCount(own(w, 'total'), `${field}.total`), ...base };
    case 'DEPRECATED_FIELD':
    case 'VALUE_NORMALIZED':
      return { code, field: str('field'), ...base };
    case 'SORT_DEFAULTED':
      return { code, requested: str('requested'), applied: str('applied'), ...base };
  }
}

export function readContinuation(value: unknown, field: string): Continuation {
  const c = expectRecord(value, field);
  const kind = own(c, 'kind');
  switch (kind) {
    case 'next_cursor':
      return Object.freeze({ kind, cursor: expectString(own(c, 'cursor'), `${field}.cursor`) });
    case 'retry_after':
      return Object.freeze({ kind, seconds: expectCount(own(c, 'seconds'), `${field}.seconds`) });
    case 'narrow_query':
      return Object.freeze(withOptional({ kind }, 'hint', optional(c, 'hint', field, expectString)));
    case 'retry_with_deadline':
      return Object.freeze({ kind, minimum_seconds: expectCount(own(c, 'minimum_seconds'), `${field}.minimum_seconds`) });
    case 'restart_scan':
      return Object.freeze({ kind });
    default:
      throw new ContractViolationError(`${field}.kind`, `must be one of ${CONTINUATION_KINDS.join(', ')}, got ${describe(kind)}`);
  }
}

export function readScope(value: unknown, field: string): Scope {
  const s = expectRecord(value, field);
  return Object.freeze({
    resource: expectString(own(s, 'resource'), `${field}.resource`),
    visibility: expectString(own(s, 'visibility'), `${field}.visibility`),
    snapshot: nullable(s, 'snapshot', field, expectString),
  });
}

export function readPage(value: unknown, field: string): PageInfo {
  const p = expectRecord(value, field);
  return Object.freeze({
    returned: expectCount(own(p, 'returned'), `${field}.returned`),
    requested_size: nullable(p, 'requested_size', field, expectCount),
    ordering: nullable(p, 'ordering', field, expectString),
    snapshot: nullable(p, 'snapshot', field, expectString),
  });
}
