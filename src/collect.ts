import type { DistributedOmit } from '../types/brand.js';
import type { Listing, Scope } from '../types/listing.js';
import type { Continuation, IncompleteReason, Warning } from '../types/reasons.js';
import { ContractViolationError, type CursorExpiredError } from './errors.js';
import { complete, handOver, isComplete, isPartial, partial } from './listing.js';
import { parseListing } from './parse-listing.js';

export interface PageContext {
  /** Aborts when the caller's signal aborts or the time budget runs out. Pass it to your HTTP client. */
  readonly signal: AbortSignal;
  /** 1-based number of the page being fetched. */
  readonly page: number;
}

/** Fetches one page. `cursor` is null for the first page, then the previous page's `next_cursor`. */
export type FetchPage<T> = (cursor: string | null, ctx: PageContext) => Promise<Listing<T>>;

export interface ScanProgress {
  readonly page: number;
  readonly items: number;
  readonly elapsed_ms: number;
  readonly next_cursor: string | null;
}

export interface ScanOptions<T> {
  /** Stop after this many pages; a result cut here is CLIENT_CAP_REACHED {unit: 'pages'}. */
  readonly maxPages?: number;
  /** Stop once this many items were seen (checked at page boundaries, so whole pages are kept). */
  readonly maxItems?: number;
  /** Stop once this much wall time has passed; an in-flight page is aborted. */
  readonly timeBudgetMs?: number;
  readonly signal?: AbortSignal;
  /** With an id, an item seen twice reveals shifted offsets: SNAPSHOT_CHANGED. Holds one id per item in memory. */
  readonly idOf?: (item: T) => string;
  /** `'partial'` (default) turns a fetch error into SOURCE_UNAVAILABLE; `'throw'` rethrows it. */
  readonly onError?: 'partial' | 'throw';
  readonly onPage?: (progress: ScanProgress) => void;
}

/** The verdict of a scan without its items: `scanPages` keeps none of them. */
export type ScanVerdict = DistributedOmit<Listing<never>, 'items'> & { readonly pages: number; readonly items_seen: number };

interface Stop {
  readonly reasons: readonly IncompleteReason[];
  readonly next_cursor: string | null;
  readonly continuation?: Continuation | null;
}

function assertLimit(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
    throw new ContractViolationError(name, `must be a positive integer, got ${String(value)}`);
  }
}

/** Reads a page and makes sure it is a well-formed Listing, even if the caller cast a plain object. */
function checkedPage<T>(page: Listing<T>): Listing<T> {
  return isComplete(page) || isPartial(page) ? page : parseListing<T>(page);
}

function snapshotOf(page: Listing<unknown>): string | null {
  return page.scope?.snapshot ?? page.page?.snapshot ?? null;
}

function onlyMorePages(page: Listing<unknown>): boolean {
  return !page.complete && page.incomplete_reasons.every((r) => r.code === 'MORE_PAGES_AVAILABLE');
}

function uniqueByCode(reasons: readonly IncompleteReason[]): IncompleteReason[] {
  const seen = new Set<string>();
  return reasons.filter((r) => !seen.has(r.code) && seen.add(r.code));
}

function uniqueWarnings(warnings: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = JSON.stringify(w);
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * Matches the kit's errors by their stable `.code`, not by class identity, so an error thrown by another
 * copy of the package (a bundled adapter, a second install, src and dist in tests) is still recognised.
 */
function hasCode(error: unknown, code: CursorExpiredError['code'] | ContractViolationError['code']): error is Error & { message: string } {
  return error instanceof Error && (error as { code?: unknown }).code === code;
}

/** Read through a call, because TypeScript keeps `signal.aborted` narrowed to false across an await. */
function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

/** Resolves with the fetch, or rejects as soon as `signal` aborts, even if `fetchPage` ignores the signal. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Walks the pages of a listing and yields each one, keeping no items. Its return value is the
 * verdict that `collectAll` would give: Complete only when the last page was complete, every
 * earlier page was partial only for MORE_PAGES_AVAILABLE, every page reported the same
 * snapshot and no cap was hit. It never restarts silently and never merges two attempts.
 */
export async function* scanPages<T>(fetchPage: FetchPage<T>, opts: ScanOptions<T> = {}): AsyncGenerator<Listing<T>, ScanVerdict, void> {
  assertLimit('maxPages', opts.maxPages);
  assertLimit('maxItems', opts.maxItems);
  assertLimit('timeBudgetMs', opts.timeBudgetMs);
  const started = Date.now();
  const budget = new AbortController();
  const timer = opts.timeBudgetMs === undefined ? undefined : setTimeout(() => { budget.abort(new Error('time budget exceeded')); }, opts.timeBudgetMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, budget.signal]) : budget.signal;
  // Without a budget or a caller's signal nothing can abort, so skip the per-page race.
  const abortable = opts.signal !== undefined || opts.timeBudgetMs !== undefined;

  const seenCursors = new Set<string>();
  const seenIds = opts.idOf ? new Set<string>() : undefined;
  const warnings: Warning[] = [];
  let scope: Scope | null = null;
  let firstSnapshot: string | null = null;
  let pages = 0;
  let itemsSeen = 0;
  let cursor: string | null = null;

  const verdict = (stop: Stop | null): ScanVerdict => {
    const common = { scope, warnings: uniqueWarnings(warnings) };
    const { items: _unused, ...envelope } =
      stop === null
        ? complete<never>([], common)
        : partial<never>([], uniqueByCode(stop.reasons) as [IncompleteReason, ...IncompleteReason[]], {
            ...common,
            next_cursor: stop.next_cursor,
            continuation: stop.continuation,
          });
    return { ...envelope, pages, items_seen: itemsSeen };
  };

  const interrupted = (): Stop => {
    const reason: IncompleteReason =
      budget.signal.aborted && opts.timeBudgetMs !== undefined
        ? { code: 'TIME_BUDGET_EXCEEDED', budget_ms: opts.timeBudgetMs }
        : { code: 'TIME_BUDGET_EXCEEDED', message: 'the scan was aborted by the caller' };
    return { reasons: [reason], next_cursor: pages === 0 ? null : cursor };
  };

  try {
    for (;;) {
      if (signal.aborted) return verdict(interrupted());
      let page: Listing<T>;
      try {
        const pending = fetchPage(cursor, { signal, page: pages + 1 });
        page = checkedPage(await (abortable ? raceAbort(pending, signal) : pending));
      } catch (error) {
        if (isAborted(signal)) return verdict(interrupted());
        if (hasCode(error, 'CURSOR_EXPIRED')) {
          return verdict({ reasons: [{ code: 'CURSOR_EXPIRED', message: error.message }], next_cursor: null, continuation: { kind: 'restart_scan' } });
        }
        if (opts.onError === 'throw') throw error;
        const message = error instanceof Error ? error.message : String(error);
        const code = hasCode(error, 'CONTRACT_VIOLATION') ? 'COMPLETENESS_UNKNOWN' : 'SOURCE_UNAVAILABLE';
        return verdict({ reasons: [{ code, message }], next_cursor: cursor });
      }

      pages++;
      itemsSeen += page.items.length;
      warnings.push(...page.warnings);
      if (pages === 1) {
        scope = page.scope;
        firstSnapshot = snapshotOf(page);
      }
      yield page;
      opts.onPage?.({ page: pages, items: itemsSeen, elapsed_ms: Date.now() - started, next_cursor: page.next_cursor });

      // The page's own reasons (an expiry, a failure) still hold beside the change we detect.
      const pageReasons = page.complete ? [] : page.incomplete_reasons.filter((r) => r.code !== 'MORE_PAGES_AVAILABLE');
      if (snapshotOf(page) !== firstSnapshot) {
        return verdict({
          reasons: [
            { code: 'SNAPSHOT_CHANGED', message: `page ${String(pages)} reported snapshot ${String(snapshotOf(page))}, the first page ${String(firstSnapshot)}` },
            ...pageReasons,
          ],
          next_cursor: null,
          continuation: { kind: 'restart_scan' },
        });
      }
      if (seenIds && opts.idOf) {
        for (const item of page.items) {
          const id = opts.idOf(item);
          if (seenIds.has(id)) {
            return verdict({
              reasons: [{ code: 'SNAPSHOT_CHANGED', message: `item ${id} was returned twice: offsets shifted, so items may have been skipped` }, ...pageReasons],
              next_cursor: null,
              continuation: { kind: 'restart_scan' },
            });
          }
          seenIds.add(id);
        }
      }

      if (page.complete) return verdict(null);
      if (page.incomplete_reasons.some((r) => r.code === 'CURSOR_EXPIRED')) {
        return verdict({ reasons: page.incomplete_reasons, next_cursor: null, continuation: { kind: 'restart_scan' } });
      }
      if (!onlyMorePages(page) || page.next_cursor === null) {
        return verdict({ reasons: page.incomplete_reasons, next_cursor: page.next_cursor, continuation: page.continuation });
      }
      if (seenCursors.has(page.next_cursor)) {
        return verdict({
          reasons: [{ code: 'COMPLETENESS_UNKNOWN', message: `the source returned cursor ${page.next_cursor} twice; the walk would loop` }],
          next_cursor: null,
        });
      }
      seenCursors.add(page.next_cursor);
      cursor = page.next_cursor;

      if (opts.maxPages !== undefined && pages >= opts.maxPages) {
        return verdict({ reasons: [{ code: 'CLIENT_CAP_REACHED', limit: opts.maxPages, unit: 'pages' }], next_cursor: cursor });
      }
      if (opts.maxItems !== undefined && itemsSeen >= opts.maxItems) {
        return verdict({ reasons: [{ code: 'CLIENT_CAP_REACHED', limit: opts.maxItems, unit: 'items' }], next_cursor: cursor });
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows `next_cursor` and returns every item in one Listing. The result is Complete only when
 * the walk proved it; its own caps (`maxPages`, `maxItems`, `timeBudgetMs`) come back as reasons
 * with a `next_cursor` to resume from, never as a silently short Complete.
 */
export async function collectAll<T>(fetchPage: FetchPage<T>, opts: ScanOptions<T> = {}): Promise<Listing<T>> {
  const items: T[] = [];
  const walk = scanPages(fetchPage, opts);
  for (;;) {
    const step = await walk.next();
    if (step.done) {
      const v = step.value;
      const common = { scope: v.scope, warnings: v.warnings };
      // `items` never escaped this function, so the envelope may take it without a copy.
      return v.complete
        ? complete(handOver(items), common)
        : partial(handOver(items), v.incomplete_reasons, { ...common, next_cursor: v.next_cursor, continuation: v.continuation });
    }
    for (const item of step.value.items) items.push(item);
  }
}
