import type { Listing, Scope } from '../../types/listing.js';
import type { Continuation, IncompleteReason, Warning } from '../../types/reasons.js';
import { complete, partial } from '../listing.js';
import { describe, expectArray, isRecord, own, type Json } from '../wire.js';
import { ContractViolationError } from '../errors.js';

/** What an adapter read from one response: the items and every signal, before deciding. */
export interface Signals<T> {
  readonly items: readonly T[];
  readonly reasons: readonly IncompleteReason[];
  readonly next_cursor?: string | null;
  readonly continuation?: Continuation | null;
  readonly scope?: Scope | null;
  readonly warnings?: readonly Warning[];
}

/** Complete only when no signal said otherwise; every adapter ends here. */
export function toListing<T>(s: Signals<T>): Listing<T> {
  const [first, ...rest] = s.reasons;
  const common = { scope: s.scope ?? null, warnings: s.warnings ?? [] };
  if (!first) return complete(s.items, common);
  return partial(s.items, [first, ...rest], { ...common, next_cursor: s.next_cursor ?? null, continuation: s.continuation ?? null });
}

/** The response body as an object, or a typed error naming the adapter. */
export function body(input: unknown, adapter: string): Json {
  if (!isRecord(input)) throw new ContractViolationError(`${adapter}(body)`, `must be an object, got ${describe(input)}`);
  return input;
}

/** An array field, or a typed error naming it. */
export function arrayField(record: Json, key: string, path: string): readonly unknown[] {
  return expectArray(own(record, key), path);
}

/** `COMPLETENESS_UNKNOWN` for a signal that is missing or of the wrong type. */
export function unknownSignal(field: string, value: unknown): IncompleteReason {
  return {
    code: 'COMPLETENESS_UNKNOWN',
    message: value === undefined ? `the response has no \`${field}\`` : `\`${field}\` was ${describe(value)}`,
  };
}

/**
 * A boolean "more pages" flag (`IsTruncated`, `has_more`, `done`): the value `moreWhen` means more pages,
 * with the cursor from `next()`; its opposite means the end; anything else is COMPLETENESS_UNKNOWN.
 */
export function moreFlag(field: string, value: unknown, moreWhen: boolean, next: () => string | null): { reasons: IncompleteReason[]; next_cursor: string | null } {
  if (value === moreWhen) return { reasons: [{ code: 'MORE_PAGES_AVAILABLE' }], next_cursor: next() };
  if (value === !moreWhen) return { reasons: [], next_cursor: null };
  return { reasons: [unknownSignal(field, value)], next_cursor: null };
}

/** A non-empty string, else null. */
export function token(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A user client's answer may be the body itself or an SDK response `{ data, headers }`; `headers` is null when there were none to read. */
export function unwrapResponse(res: unknown): { data: unknown; headers: Readonly<Record<string, unknown>> | null } {
  if (isRecord(res) && Object.hasOwn(res, 'data') && Object.hasOwn(res, 'headers') && isRecord(own(res, 'headers'))) {
    return { data: own(res, 'data'), headers: own(res, 'headers') as Json };
  }
  return { data: res, headers: null };
}

/** A string or number field as text, else `fallback` (never "[object Object]"). */
export function text(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}
