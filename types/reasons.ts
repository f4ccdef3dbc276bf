/**
 * The closed sets of the wire contract: why a result is incomplete, what a caller should know
 * even when it is complete, and how to continue. Every member is a plain JSON object whose
 * `code` (or `kind`) is its discriminant, so `switch (reason.code)` is exhaustive.
 */

interface Coded<C extends string> {
  readonly code: C;
  /** Human prose for logs and approvals. Never the contract: branch on `code`. */
  readonly message?: string;
}

/** The upstream has more pages; `next_cursor` continues the scan. */
export type MorePagesAvailable = Coded<'MORE_PAGES_AVAILABLE'>;

/** The upstream stops serving results at `limit` (for example GitHub search's 1,000). Paging further does not help: narrow the query. */
export interface ResultLimitReached extends Coded<'RESULT_LIMIT_REACHED'> {
  readonly limit: number;
}

/** The wrapper's own cap (`maxPages`, `maxItems`). A wrapper that caps must say so. */
export interface ClientCapReached extends Coded<'CLIENT_CAP_REACHED'> {
  readonly limit: number;
  readonly unit: 'pages' | 'items';
}

/** A deadline or time budget ended the scan (GitHub `incomplete_results`, Elasticsearch `timed_out`). */
export interface TimeBudgetExceeded extends Coded<'TIME_BUDGET_EXCEEDED'> {
  readonly budget_ms?: number;
}

/** A shard, partition, region or backend did not answer. */
export interface SourceUnavailable extends Coded<'SOURCE_UNAVAILABLE'> {
  readonly source?: string;
}

/** Permissions filtered the result. Deliberately names no hidden object. */
export type VisibilityRestricted = Coded<'VISIBILITY_RESTRICTED'>;

/** Throttling or a quota stopped the scan. */
export interface RateLimited extends Coded<'RATE_LIMITED'> {
  readonly retry_after_s?: number;
}

/** The continuation token is no longer valid; the scan must restart from the beginning. */
export type CursorExpired = Coded<'CURSOR_EXPIRED'>;

/** The data changed under the scan (new snapshot, shifted offsets): items may have been skipped. */
export type SnapshotChanged = Coded<'SNAPSHOT_CHANGED'>;

/** The upstream gave no completeness signal at all, or one this version does not recognise. */
export interface CompletenessUnknown extends Coded<'COMPLETENESS_UNKNOWN'> {
  /** Set by `parseListing` when the wire carried a reason code outside `REASON_CODES`. */
  readonly unrecognized_code?: string;
}

export type IncompleteReason =
  | MorePagesAvailable
  | ResultLimitReached
  | ClientCapReached
  | TimeBudgetExceeded
  | SourceUnavailable
  | VisibilityRestricted
  | RateLimited
  | CursorExpired
  | SnapshotChanged
  | CompletenessUnknown;

export type ReasonCode = IncompleteReason['code'];

/** The reason object for one code. */
export type ReasonOf<C extends ReasonCode> = Extract<IncompleteReason, { readonly code: C }>;

/** A non-empty, read-only list of reasons: a Partial always says why. */
export type IncompleteReasons = readonly [IncompleteReason, ...IncompleteReason[]];

/** The search index lags behind writes (Stripe search, eventually consistent indexes). */
export interface StaleIndex extends Coded<'STALE_INDEX'> {
  readonly source: string;
  readonly observed_revision?: string;
  readonly updated_at?: string;
}

/** Items carry only some of their fields. `requestable` says whether asking again can return them. */
export interface PartialFieldSet extends Coded<'PARTIAL_FIELD_SET'> {
  readonly fields: readonly string[];
  readonly requestable: boolean;
}

/** The server applied a scope the caller did not ask for (for example "active only"). */
export interface DefaultScopeApplied extends Coded<'DEFAULT_SCOPE_APPLIED'> {
  readonly scope: string;
}

/** `total` is a lower bound (Elasticsearch `relation: "gte"`), not a count. */
export interface TotalIsLowerBound extends Coded<'TOTAL_IS_LOWER_BOUND'> {
  readonly total: number;
}

export interface DeprecatedField extends Coded<'DEPRECATED_FIELD'> {
  readonly field: string;
}

export interface ValueNormalized extends Coded<'VALUE_NORMALIZED'> {
  readonly field: string;
}

export interface SortDefaulted extends Coded<'SORT_DEFAULTED'> {
  readonly requested: string;
  readonly applied: string;
}

/** Facts a caller should know. A warning never changes `complete`. */
export type Warning =
  | StaleIndex
  | PartialFieldSet
  | DefaultScopeApplied
  | TotalIsLowerBound
  | DeprecatedField
  | ValueNormalized
  | SortDefaulted;

export type WarningCode = Warning['code'];

/** The recovery route for an incomplete result. */
export type Continuation =
  | { readonly kind: 'next_cursor'; readonly cursor: string }
  | { readonly kind: 'retry_after'; readonly seconds: number }
  | { readonly kind: 'narrow_query'; readonly hint?: string }
  | { readonly kind: 'retry_with_deadline'; readonly minimum_seconds: number }
  | { readonly kind: 'restart_scan' };

export type ContinuationKind = Continuation['kind'];
