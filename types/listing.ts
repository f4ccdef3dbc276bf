import type { Branded } from './brand.js';
import type { Continuation, IncompleteReasons, Warning } from './reasons.js';

/** What the caller asked to cover, and with whose eyes. */
export interface Scope {
  /** The collection, for example `github:org/acme/members`. */
  readonly resource: string;
  /** Whose permissions filtered the view, for example `token:read-only` or `admin`. */
  readonly visibility: string;
  /** A consistent-read marker (resourceVersion, snapshot id, point-in-time id), or null when the source has none. */
  readonly snapshot: string | null;
}

/** Facts about the one page this envelope came from. */
export interface PageInfo {
  readonly returned: number;
  readonly requested_size: number | null;
  readonly ordering: string | null;
  readonly snapshot: string | null;
}

interface Envelope<T> {
  readonly items: readonly T[];
  readonly scope: Scope | null;
  readonly page: PageInfo | null;
  readonly warnings: readonly Warning[];
}

/** The unbranded wire shape of a complete result. */
export interface CompleteShape<T> extends Envelope<T> {
  readonly complete: true;
  readonly truncated: false;
  readonly incomplete_reasons: readonly [];
  readonly next_cursor: null;
  readonly continuation: null;
}

/** The unbranded wire shape of an incomplete result. */
export interface PartialShape<T> extends Envelope<T> {
  readonly complete: false;
  /** True exactly when a reason is RESULT_LIMIT_REACHED or CLIENT_CAP_REACHED. */
  readonly truncated: boolean;
  readonly incomplete_reasons: IncompleteReasons;
  readonly next_cursor: string | null;
  readonly continuation: Continuation | null;
}

/**
 * A result that covered its whole requested scope. Only this variant lets an empty `items`
 * prove absence. Values come only from `complete()`, `parseListing`, `collectAll` and the
 * adapters: an object literal, a bare array or an unnarrowed `Listing` does not fit.
 */
export type Complete<T> = Branded<CompleteShape<T>, 'completeness:Complete'>;

/** A result that did not cover its scope. Its items are real; their absence proves nothing. */
export type Partial<T> = Branded<PartialShape<T>, 'completeness:Partial'>;

/** `Partial<T>` under a name that does not shadow TypeScript's built-in `Partial`. */
export type Incomplete<T> = Partial<T>;

/** Every list or search result. Narrow with `if (l.complete)`, `isComplete(l)` or `requireComplete(l)`. */
export type Listing<T> = Complete<T> | Partial<T>;

/** The item type of a Listing. */
export type ItemOf<L> = L extends Listing<infer T> ? T : never;
