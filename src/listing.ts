import type { Complete, CompleteShape, Listing, PageInfo, Partial, PartialShape, Scope } from '../types/listing.js';
import type { Continuation, IncompleteReason, IncompleteReasons, Warning } from '../types/reasons.js';
import { TRUNCATING_CODES } from './codes.js';
import { readContinuation, readPage, readReason, readScope, readWarning } from './envelope.js';
import { ContractViolationError, IncompleteResultError } from './errors.js';
import { expectArray, expectRecord, expectString, nullable, own } from './wire.js';

export interface CompleteOptions {
  readonly scope?: Scope | null;
  readonly page?: PageInfo | null;
  readonly warnings?: readonly Warning[];
}

export interface PartialOptions extends CompleteOptions {
  readonly next_cursor?: string | null;
  readonly continuation?: Continuation | null;
}

/**
 * A frozen copy, so a value that passed the constructor's checks cannot be edited into a lie later.
 * Arrays in `owned` were built by the kit itself and have no other reference: they are frozen in place.
 */
const owned = new WeakSet<readonly unknown[]>();

function frozen<T>(values: readonly T[]): readonly T[] {
  if (owned.has(values)) return Object.freeze(values);
  return Object.freeze(values.slice());
}

/** Marks an array the kit built and hands over, so `complete()`/`partial()` need not copy it. Internal. */
export function handOver<T>(values: T[]): readonly T[] {
  owned.add(values);
  return values;
}

function assertArray(items: unknown): void {
  if (!Array.isArray(items)) throw new ContractViolationError('items', 'must be an array');
}

/** True exactly when a reason says the result was cut at a count. */
export function isTruncating(reasons: readonly IncompleteReason[]): boolean {
  return reasons.some((r) => TRUNCATING_CODES.includes(r.code));
}

/** Built by `complete()` or `partial()` in this copy of the kit: validated and deeply frozen, so it can be trusted as is. */
const built = new WeakSet<object>();

/** True for a listing that this copy of the kit built; anything else must be parsed before it is trusted. Internal. */
export function isBuilt<T>(value: unknown): value is Listing<T> {
  return typeof value === 'object' && value !== null && built.has(value);
}

function optionsOf(opts: unknown): Readonly<Record<string, unknown>> {
  return opts === undefined ? {} : expectRecord(opts, 'options');
}

/** The fields both variants share, each read once from the options and copied into frozen values. */
function commonFields(o: Readonly<Record<string, unknown>>): { scope: Scope | null; page: PageInfo | null; warnings: readonly Warning[] } {
  const warnings = own(o, 'warnings');
  return {
    scope: nullable(o, 'scope', '', readScope),
    page: nullable(o, 'page', '', readPage),
    warnings: Object.freeze(warnings === undefined ? [] : expectArray(warnings, 'warnings').flatMap(readWarning)),
  };
}

function seal<S extends object>(shape: S): S {
  Object.freeze(shape);
  built.add(shape);
  return shape;
}

/**
 * A result that covered its whole requested scope. Call it only when that is proven. Scope, page
 * and warnings are validated and copied into deeply frozen values; the items array is frozen.
 */
export function complete<T>(items: readonly T[], opts: CompleteOptions = {}): Complete<T> {
  assertArray(items);
  const common = commonFields(optionsOf(opts));
  const shape: CompleteShape<T> = {
    items: frozen(items),
    complete: true,
    truncated: false,
    incomplete_reasons: Object.freeze<readonly []>([]),
    next_cursor: null,
    continuation: null,
    ...common,
  };
  return seal(shape) as Complete<T>;
}

/**
 * A result that did not cover its scope. `reasons` must say why (an empty list throws), and
 * `truncated` is derived from them. With a `next_cursor` and no explicit continuation, the
 * continuation is `{ kind: 'next_cursor' }`. Every reason, the continuation, scope, page and
 * warnings are validated as `parseListing` does and copied into deeply frozen values.
 */
export function partial<T>(items: readonly T[], reasons: IncompleteReasons, opts: PartialOptions = {}): Partial<T> {
  assertArray(items);
  if (!Array.isArray(reasons) || reasons.length === 0) {
    throw new ContractViolationError('incomplete_reasons', 'a partial result must give at least one reason');
  }
  const checked = Object.freeze(reasons.map(readReason)) as unknown as IncompleteReasons;
  const o = optionsOf(opts);
  const common = commonFields(o);
  const next_cursor = nullable(o, 'next_cursor', '', expectString);
  const continuation = nullable(o, 'continuation', '', readContinuation) ?? (next_cursor === null ? null : Object.freeze({ kind: 'next_cursor' as const, cursor: next_cursor }));
  const shape: PartialShape<T> = {
    items: frozen(items),
    complete: false,
    truncated: isTruncating(checked),
    incomplete_reasons: checked,
    next_cursor,
    continuation,
    ...common,
  };
  return seal(shape) as Partial<T>;
}

/** An own data property's value; an inherited or accessor property reads as undefined, so a polluted prototype proves nothing. */
function ownValue(o: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  return d !== undefined && 'value' in d ? d.value : undefined;
}

/** Type guard that also checks the Complete invariants at runtime (own properties only), in case a cast got around the types. */
export function isComplete<T>(listing: Listing<T>): listing is Complete<T> {
  const l: unknown = listing;
  if (typeof l !== 'object' || l === null) return false;
  const reasons = ownValue(l, 'incomplete_reasons');
  return (
    ownValue(l, 'complete') === true &&
    ownValue(l, 'truncated') === false &&
    Array.isArray(ownValue(l, 'items')) &&
    Array.isArray(reasons) &&
    reasons.length === 0 &&
    ownValue(l, 'next_cursor') === null &&
    ownValue(l, 'continuation') === null
  );
}

/** Type guard for a well-formed Partial: `complete: false` with at least one reason. */
export function isPartial<T>(listing: Listing<T>): listing is Partial<T> {
  const l: unknown = listing;
  if (typeof l !== 'object' || l === null) return false;
  const r = l as Record<string, unknown>;
  return (
    r.complete === false &&
    Array.isArray(r.items) &&
    Array.isArray(r.incomplete_reasons) &&
    r.incomplete_reasons.length > 0
  );
}

/** Returns the listing as Complete, or throws `IncompleteResultError` with its reasons and continuation. */
export function requireComplete<T>(listing: Listing<T>): Complete<T> {
  if (isComplete(listing)) return listing;
  const l: unknown = listing;
  const given = typeof l === 'object' && l !== null ? ownValue(l, 'incomplete_reasons') : undefined;
  const wellFormed = (Array.isArray(given) ? given : []).filter(
    (r: unknown): r is IncompleteReason => typeof r === 'object' && r !== null && typeof (r as { code?: unknown }).code === 'string',
  );
  const reasons: readonly IncompleteReason[] =
    wellFormed.length > 0 ? wellFormed : [{ code: 'COMPLETENESS_UNKNOWN', message: 'value is not a well-formed complete Listing' }];
  const continuation = typeof l === 'object' && l !== null ? ownValue(l, 'continuation') : undefined;
  throw new IncompleteResultError(reasons, typeof continuation === 'object' ? (continuation as Continuation | null) : null);
}
