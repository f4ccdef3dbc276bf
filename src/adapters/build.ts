import type { Listing, Scope } from '../../types/listing.js';
import type { Continuation, IncompleteReason, Warning } from '../../types/reasons.js';
import { capturedIds, complete, handOver, partial } from '../listing.js';
import { describe, expectArray, isRecord, own, type Json } from '../wire.js';
import { positioned } from './signals.js';
export { unknownSignal } from './signals.js';
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

/**
 * The scope an adapter's listing answers for: `resource` names the collection (the caller's, or a default that names
 * the API), so an evidence token minted from it binds to that name; `visibility` names whose permissions filtered it.
 */
export function scopeOf(resource: string, visibility: string, snapshot: string | null): Scope {
  if (typeof resource !== 'string' || resource === '') throw new ContractViolationError('resource', `must be a non-empty string, got ${describe(resource)}`);
  return { resource, visibility, snapshot };
}

/** Complete only when no signal said otherwise; every adapter ends here. */
export function toListing<T>(s: Signals<T>): Listing<T> {
  const [first, ...rest] = s.reasons;
  const common = { scope: s.scope ?? null, warnings: s.warnings ?? [] };
  if (!first) return complete(s.items, common);
  return partial(s.items, [first, ...rest], { ...common, next_cursor: s.next_cursor ?? null, continuation: s.continuation ?? null });
}

/** A page: MORE_PAGES_AVAILABLE and its cursor when `more`, else no cursor; then `toListing`. */
export function pageListing<T>(more: boolean, s: Signals<T>): Listing<T> {
  return more ? toListing({ ...s, reasons: [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }] }) : toListing({ ...s, next_cursor: null });
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

/** A user client's answer may be the body itself or an SDK response `{ data, headers }`; `headers` is null when there were none to read. */
export function unwrapResponse(res: unknown): { data: unknown; headers: object | null } {
  if (!isRecord(res)) return { data: res, headers: null };
  const data = own(res, 'data');
  const headers = own(res, 'headers');
  return data !== undefined && isRecord(headers) ? { data, headers } : { data: res, headers: null };
}

/** A string or number field as text, else `fallback` (never "[object Object]"). */
export function text(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

/** The listing with its `next_cursor` carrying the items seen so far. */
export function repositioned<T>(listing: Listing<T>, offset: number): Listing<T> {
  if (listing.complete || listing.next_cursor === null) return listing;
  // The same frozen items, with the ids the kit read when it built `listing`: they are not read again.
  const items = handOver(listing.items, capturedIds(listing));
  return toListing({ ...listing, items, reasons: listing.incomplete_reasons, next_cursor: positioned.encode(offset + listing.items.length, listing.next_cursor), continuation: null });
}
