import type { Complete, CompleteShape, Listing, PageInfo, Partial, PartialShape, Scope } from '../types/listing.js';
import type { Continuation, IncompleteReason, IncompleteReasons, Warning } from '../types/reasons.js';
import { TRUNCATING_CODES } from './codes.js';
import { readContinuation, readPage, readReason, readScope, readWarning } from './envelope.js';
import { ContractViolationError, IncompleteResultError } from './errors.js';
import { describe, expectArray, expectRecord, expectString, nullable, own } from './wire.js';

export interface CompleteOptions<T = unknown> {
  readonly scope?: Scope | null;
  readonly page?: PageInfo | null;
  readonly warnings?: readonly Warning[];
  /**
   * How to read an item's id for evidence (`selectTargets`). Called once per item, now; the answers are
   * kept with the listing (`listedIds`). Without it, the default reader is used: an own data property
   * `id` holding a string or a safe integer.
   */
  readonly idOf?: (item: T) => string;
}

export interface PartialOptions<T = unknown> extends CompleteOptions<T> {
  readonly next_cursor?: string | null;
  readonly continuation?: Continuation | null;
}

/**
 * The ids of a listing's items, read once when the kit built it, index by index (null: no id). `collectAll`
 * builds one from the frozen id arrays of its pages, without copying them per item; they are joined, once,
 * when first asked for.
 */
export class IdList {
  private flat: readonly (string | null)[] | null;
  private set: ReadonlySet<string> | null = null;
  private parts: readonly (readonly (string | null)[])[];

  /** `parts` are frozen arrays the kit read (a single one is kept as is). */
  constructor(parts: readonly (readonly (string | null)[])[]) {
    this.flat = parts.length === 1 ? (parts[0] as readonly (string | null)[]) : parts.length === 0 ? EMPTY_IDS : null;
    this.parts = this.flat === null ? parts : [];
  }

  get all(): readonly (string | null)[] {
    if (this.flat === null) {
      const out: (string | null)[] = [];
      for (const part of this.parts) for (let i = 0; i < part.length; i++) out.push(part[i] ?? null);
      this.flat = Object.freeze(out);
      this.parts = [];
    }
    return this.flat;
  }

  /** The distinct ids, for membership tests. */
  get known(): ReadonlySet<string> {
    if (this.set === null) {
      const set = new Set<string>();
      for (const id of this.all) if (id !== null) set.add(id);
      this.set = set;
    }
    return this.set;
  }
}

const EMPTY_IDS: readonly (string | null)[] = Object.freeze([]);

/** What a kit-built listing recorded about its items' ids. `idOf` is the builder's reader, undefined for the default one. */
export interface CapturedIds {
  readonly idOf: ((item: never) => unknown) | undefined;
  /** The ids under the builder's reader (`idOf`, else the default one). */
  readonly ids: IdList;
  /** The ids under the default reader (the same list when no `idOf` was given). */
  readonly defaults: IdList;
}

/**
 * The default id reader: an own data property `id` holding a string, or a safe integer (as its decimal
 * text). A getter, an inherited `id`, any other value, or an item that throws when inspected has no id.
 */
export function defaultId(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  let id: unknown;
  try {
    id = own(item, 'id');
  } catch {
    return null;
  }
  return typeof id === 'string' ? id : typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : null;
}

/** An id as the kit keeps it: a string, else null (no id). */
export function asId(id: unknown): string | null {
  return typeof id === 'string' ? id : null;
}

/**
 * A frozen copy, so a value that passed the constructor's checks cannot be edited into a lie later.
 * Arrays in `owned` were built by the kit itself and have no other reference (or are frozen already):
 * they are frozen in place. `handed` holds the ids the kit read when it built such an array.
 */
const owned = new WeakSet<readonly unknown[]>();
const handed = new WeakMap<readonly unknown[], CapturedIds>();

function frozen<T>(values: readonly T[]): readonly T[] {
  if (owned.has(values)) return Object.freeze(values);
  return Object.freeze(values.slice());
}

/**
 * Marks an array the kit built (or a kit listing's frozen items) and hands it over, so `complete()`/`partial()`
 * need not copy it; with `ids`, the ids already read for its items, so they are not read a second time. Internal.
 */
export function handOver<T>(values: readonly T[], ids?: CapturedIds): readonly T[] {
  owned.add(values);
  if (ids !== undefined) handed.set(values, ids);
  return values;
}

/**
 * Every listing `complete()` or `partial()` built in this copy of the kit (validated and deeply frozen, so it
 * can be trusted as is), with the ids it recorded when it was built.
 */
const captures = new WeakMap<object, CapturedIds>();

/** What a listing built by this copy of the kit recorded about its ids; undefined for any other value. Internal. */
export function capturedIds(listing: unknown): CapturedIds | undefined {
  return typeof listing === 'object' && listing !== null ? captures.get(listing) : undefined;
}

/** The ids a kit-built listing recorded; anything else is refused (a page the kit has just parsed always has them). Internal. */
export function recordedIds(listing: object): CapturedIds {
  const ids = captures.get(listing);
  if (ids === undefined) throw new ContractViolationError('items', 'the listing was not built by this copy of the kit');
  return ids;
}

/**
 * The ids of a listing's items as the kit read them when it built the listing (with the `idOf` it was
 * built with, else the default reader), index by index, `null` where an item had no id. These, and only
 * these, are the ids `selectTargets` can sign. `undefined` for a value this copy of the kit did not build.
 */
export function listedIds(listing: Listing<unknown>): readonly (string | null)[] | undefined {
  return capturedIds(listing)?.ids.all;
}

/** Reads every item's id once, with the default reader and, when given, with `idOf`. */
function readIds<T>(items: readonly T[], idOf: ((item: T) => string) | undefined): CapturedIds {
  const defaults = new Array<string | null>(items.length);
  for (let i = 0; i < items.length; i++) defaults[i] = defaultId(items[i]);
  const d = new IdList([Object.freeze(defaults)]);
  if (idOf === undefined) return { idOf: undefined, ids: d, defaults: d };
  const custom = new Array<string | null>(items.length);
  for (let i = 0; i < items.length; i++) custom[i] = asId(idOf(items[i] as T));
  return { idOf, ids: new IdList([Object.freeze(custom)]), defaults: d };
}

/** The frozen items and their ids: handed over by the kit with the ids it read, or read now, once. */
function itemsAndIds<T>(items: readonly T[], idOf: ((item: T) => string) | undefined): { items: readonly T[]; ids: CapturedIds } {
  const values = frozen(items);
  const given = handed.get(items);
  if (given !== undefined && (idOf === undefined || idOf === given.idOf)) return { items: values, ids: given };
  return { items: values, ids: readIds(values, idOf) };
}

/** The `idOf` option, read once: a function or absent. */
function idOfOption(o: Readonly<Record<string, unknown>>): unknown {
  const idOf = own(o, 'idOf');
  if (idOf !== undefined && typeof idOf !== 'function') throw new ContractViolationError('idOf', `must be a function, got ${describe(idOf)}`);
  return idOf;
}

function assertArray(items: unknown): void {
  if (!Array.isArray(items)) throw new ContractViolationError('items', 'must be an array');
}

/** True exactly when a reason says the result was cut at a count. */
export function isTruncating(reasons: readonly IncompleteReason[]): boolean {
  return reasons.some((r) => TRUNCATING_CODES.includes(r.code));
}

/** True for a listing that this copy of the kit built; anything else must be parsed before it is trusted. Internal. */
export function isBuilt<T>(value: unknown): value is Listing<T> {
  return typeof value === 'object' && value !== null && captures.has(value);
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

function seal<S extends object>(shape: S, ids: CapturedIds): S {
  Object.freeze(shape);
  captures.set(shape, ids);
  return shape;
}

/**
 * A result that covered its whole requested scope. Call it only when that is proven. Scope, page
 * and warnings are validated and copied into deeply frozen values; the items array is frozen.
 */
export function complete<T>(items: readonly T[], opts: CompleteOptions<T> = {}): Complete<T> {
  assertArray(items);
  const o = optionsOf(opts);
  const common = commonFields(o);
  const listed = itemsAndIds(items, idOfOption(o) as ((item: T) => string) | undefined);
  const shape: CompleteShape<T> = {
    items: listed.items,
    complete: true,
    truncated: false,
    incomplete_reasons: Object.freeze<readonly []>([]),
    next_cursor: null,
    continuation: null,
    ...common,
  };
  return seal(shape, listed.ids) as Complete<T>;
}

/**
 * A result that did not cover its scope. `reasons` must say why (an empty list throws), and
 * `truncated` is derived from them. With a `next_cursor` and no explicit continuation, the
 * continuation is `{ kind: 'next_cursor' }`. Every reason, the continuation, scope, page and
 * warnings are validated as `parseListing` does and copied into deeply frozen values.
 */
export function partial<T>(items: readonly T[], reasons: IncompleteReasons, opts: PartialOptions<T> = {}): Partial<T> {
  assertArray(items);
  if (!Array.isArray(reasons) || reasons.length === 0) {
    throw new ContractViolationError('incomplete_reasons', 'a partial result must give at least one reason');
  }
  const checked = Object.freeze(reasons.map(readReason)) as unknown as IncompleteReasons;
  const o = optionsOf(opts);
  const common = commonFields(o);
  const next_cursor = nullable(o, 'next_cursor', '', expectString);
  const continuation = nullable(o, 'continuation', '', readContinuation) ?? (next_cursor === null ? null : Object.freeze({ kind: 'next_cursor' as const, cursor: next_cursor }));
  const listed = itemsAndIds(items, idOfOption(o) as ((item: T) => string) | undefined);
  const shape: PartialShape<T> = {
    items: listed.items,
    complete: false,
    truncated: isTruncating(checked),
    incomplete_reasons: checked,
    next_cursor,
    continuation,
    ...common,
  };
  return seal(shape, listed.ids) as Partial<T>;
}

/** Type guard that also checks the Complete invariants at runtime (own properties only), in case a cast got around the types. */
export function isComplete<T>(listing: Listing<T>): listing is Complete<T> {
  const l: unknown = listing;
  if (typeof l !== 'object' || l === null) return false;
  const reasons = own(l, 'incomplete_reasons');
  return (
    own(l, 'complete') === true &&
    own(l, 'truncated') === false &&
    Array.isArray(own(l, 'items')) &&
    Array.isArray(reasons) &&
    reasons.length === 0 &&
    own(l, 'next_cursor') === null &&
    own(l, 'continuation') === null
  );
}

/** Type guard for a well-formed Partial: `complete: false` with at least one reason (own data properties only). */
export function isPartial<T>(listing: Listing<T>): listing is Partial<T> {
  const l: unknown = listing;
  if (typeof l !== 'object' || l === null) return false;
  const reasons = own(l, 'incomplete_reasons');
  return own(l, 'complete') === false && Array.isArray(own(l, 'items')) && Array.isArray(reasons) && reasons.length > 0;
}

/** Returns the listing as Complete, or throws `IncompleteResultError` with its reasons and continuation. */
export function requireComplete<T>(listing: Listing<T>): Complete<T> {
  if (isComplete(listing)) return listing;
  const l: unknown = listing;
  const given = typeof l === 'object' && l !== null ? own(l, 'incomplete_reasons') : undefined;
  const wellFormed = (Array.isArray(given) ? given : []).filter(
    (r: unknown): r is IncompleteReason => typeof r === 'object' && r !== null && typeof (r as { code?: unknown }).code === 'string',
  );
  const reasons: readonly IncompleteReason[] =
    wellFormed.length > 0 ? wellFormed : [{ code: 'COMPLETENESS_UNKNOWN', message: 'value is not a well-formed complete Listing' }];
  const continuation = typeof l === 'object' && l !== null ? own(l, 'continuation') : undefined;
  throw new IncompleteResultError(reasons, typeof continuation === 'object' ? (continuation as Continuation | null) : null);
}
