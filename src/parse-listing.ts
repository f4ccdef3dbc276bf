import type { StandardResult, StandardSchema } from '../types/standard-schema.js';
import type { Listing, PageInfo, Scope } from '../types/listing.js';
import type { Continuation, IncompleteReason, IncompleteReasons, Warning } from '../types/reasons.js';
import { CONTINUATION_KINDS, isReasonCode, isWarningCode } from './codes.js';
import { ContractViolationError } from './errors.js';
import { complete, isTruncating, partial } from './listing.js';
import {
  describe,
  expectArray,
  expectBoolean,
  expectCount,
  expectRecord,
  expectString,
  nullable,
  optional,
  own,
  type Json,
} from './wire.js';

export interface ParseListingOptions<T> {
  /** Any Standard Schema (zod, valibot, arktype…) to validate and transform each item. */
  readonly item?: StandardSchema<unknown, T>;
}

/**
 * Turns untrusted JSON into a Listing, failing closed: without a boolean `complete` the result
 * is a Partial with COMPLETENESS_UNKNOWN, contradictions throw `ContractViolationError`, and
 * nothing that lacks a valid completeness claim ever becomes Complete.
 */
export function parseListing<T = unknown>(input: unknown, opts: ParseListingOptions<T> = {}): Listing<T> {
  const body = expectRecord(input, '(root)');
  const items = expectArray(own(body, 'items'), 'items').map((item, i) => validateItemSync(opts.item, item, i));
  return buildListing(body, items);
}

/** `parseListing` for item schemas whose validation is asynchronous. */
export async function parseListingAsync<T = unknown>(input: unknown, opts: ParseListingOptions<T> = {}): Promise<Listing<T>> {
  const body = expectRecord(input, '(root)');
  const raw = expectArray(own(body, 'items'), 'items');
  const schema = opts.item;
  const items = schema ? await Promise.all(raw.map(async (item, i) => checkResult(await schema['~standard'].validate(item), i))) : (raw as T[]);
  return buildListing(body, items);
}

function validateItemSync<T>(schema: StandardSchema<unknown, T> | undefined, item: unknown, index: number): T {
  if (!schema) return item as T;
  const result = schema['~standard'].validate(item);
  if (result instanceof Promise) {
    throw new ContractViolationError('items', 'the item schema validates asynchronously; use parseListingAsync');
  }
  return checkResult(result, index);
}

function checkResult<T>(result: StandardResult<T>, index: number): T {
  if (result.issues) {
    const detail = result.issues.map((issue) => issue.message).join('; ');
    throw new ContractViolationError(`items[${String(index)}]`, `failed the item schema: ${detail}`);
  }
  return result.value;
}

function buildListing<T>(body: Json, items: readonly T[]): Listing<T> {
  const claim = own(body, 'complete');
  const reasons = listField(body, 'incomplete_reasons').map(parseReason);
  const truncated = optional(body, 'truncated', '', expectBoolean);
  const next_cursor = nullable(body, 'next_cursor', '', expectString);
  const continuation = nullable(body, 'continuation', '', parseContinuation);
  const common = {
    scope: nullable(body, 'scope', '', parseScope),
    page: nullable(body, 'page', '', parsePage),
    warnings: listField(body, 'warnings').flatMap(parseWarning),
  };

  if (claim === true) {
    if (reasons.length > 0) throw new ContractViolationError('incomplete_reasons', 'must be empty when `complete` is true');
    if (truncated === true) throw new ContractViolationError('truncated', 'cannot be true when `complete` is true');
    if (next_cursor !== null) throw new ContractViolationError('next_cursor', 'must be null when `complete` is true');
    if (continuation !== null) throw new ContractViolationError('continuation', 'must be null when `complete` is true');
    return complete(items, common);
  }

  if (claim === false) {
    if (!hasReason(reasons)) throw new ContractViolationError('incomplete_reasons', 'must name at least one reason when `complete` is false');
    if (truncated !== undefined && truncated !== isTruncating(reasons)) {
      throw new ContractViolationError('truncated', 'must be true exactly when a reason is RESULT_LIMIT_REACHED or CLIENT_CAP_REACHED');
    }
    return partial(items, reasons, { ...common, next_cursor, continuation });
  }

  const unknown: IncompleteReason = {
    code: 'COMPLETENESS_UNKNOWN',
    message: claim === undefined ? 'the source sent no `complete` field' : `\`complete\` was ${describe(claim)}, not a boolean`,
  };
  return partial(items, [unknown, ...reasons.filter((r) => r.code !== 'COMPLETENESS_UNKNOWN')], { ...common, next_cursor, continuation });
}

/** An absent list is empty; any other non-array (null included) is a wrong type. */
function listField(body: Json, key: string): readonly unknown[] {
  const value = own(body, key);
  return value === undefined ? [] : expectArray(value, key);
}

function hasReason(reasons: readonly IncompleteReason[]): reasons is IncompleteReasons {
  return reasons.length > 0;
}

function parseReason(value: unknown, index: number): IncompleteReason {
  const field = `incomplete_reasons[${String(index)}]`;
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

function withOptional<O extends object, K extends string, V>(obj: O, key: K, value: V | undefined): O & { [P in K]?: V } {
  return value === undefined ? obj : { ...obj, [key]: value };
}

/** Unknown warning codes are dropped: warnings never change `complete`, so ignoring one is safe. */
function parseWarning(value: unknown, index: number): Warning[] {
  const field = `warnings[${String(index)}]`;
  const w = typeof value === 'string' ? { code: value } : expectRecord(value, field);
  const code = expectString(own(w, 'code'), `${field}.code`);
  if (!isWarningCode(code)) return [];
  const message = optional(w, 'message', field, expectString);
  const base = message === undefined ? {} : { message };
  const str = (key: string) => expectString(own(w, key), `${field}.${key}`);
  switch (code) {
    case 'STALE_INDEX': {
      let warning: Warning = { code, source: str('source'), ...base };
      warning = withOptional(warning, 'observed_revision', optional(w, 'observed_revision', field, expectString));
      return [withOptional(warning, 'updated_at', optional(w, 'updated_at', field, expectString))];
    }
    case 'PARTIAL_FIELD_SET': {
      const fields = expectArray(own(w, 'fields'), `${field}.fields`).map((f, i) => expectString(f, `${field}.fields[${String(i)}]`));
      return [{ code, fields, requestable: expectBoolean(own(w, 'requestable'), `${field}.requestable`), ...base }];
    }
    case 'DEFAULT_SCOPE_APPLIED':
      return [{ code, scope: str('scope'), ...base }];
    case 'TOTAL_IS_LOWER_BOUND':
      return [{ code, total: expectCount(own(w, 'total'), `${field}.total`), ...base }];
    case 'DEPRECATED_FIELD':
    case 'VALUE_NORMALIZED':
      return [{ code, field: str('field'), ...base }];
    case 'SORT_DEFAULTED':
      return [{ code, requested: str('requested'), applied: str('applied'), ...base }];
  }
}

function parseContinuation(value: unknown, field: string): Continuation {
  const c = expectRecord(value, field);
  const kind = own(c, 'kind');
  switch (kind) {
    case 'next_cursor':
      return { kind, cursor: expectString(own(c, 'cursor'), `${field}.cursor`) };
    case 'retry_after':
      return { kind, seconds: expectCount(own(c, 'seconds'), `${field}.seconds`) };
    case 'narrow_query':
      return withOptional({ kind }, 'hint', optional(c, 'hint', field, expectString));
    case 'retry_with_deadline':
      return { kind, minimum_seconds: expectCount(own(c, 'minimum_seconds'), `${field}.minimum_seconds`) };
    case 'restart_scan':
      return { kind };
    default:
      throw new ContractViolationError(`${field}.kind`, `must be one of ${CONTINUATION_KINDS.join(', ')}, got ${describe(kind)}`);
  }
}

function parseScope(value: unknown, field: string): Scope {
  const s = expectRecord(value, field);
  return {
    resource: expectString(own(s, 'resource'), `${field}.resource`),
    visibility: expectString(own(s, 'visibility'), `${field}.visibility`),
    snapshot: nullable(s, 'snapshot', field, expectString),
  };
}

function parsePage(value: unknown, field: string): PageInfo {
  const p = expectRecord(value, field);
  return {
    returned: expectCount(own(p, 'returned'), `${field}.returned`),
    requested_size: nullable(p, 'requested_size', field, expectCount),
    ordering: nullable(p, 'ordering', field, expectString),
    snapshot: nullable(p, 'snapshot', field, expectString),
  };
}
