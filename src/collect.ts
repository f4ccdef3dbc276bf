import type { DistributedOmit } from '../types/brand.js';
import type { Listing, Scope } from '../types/listing.js';
import type { Continuation, IncompleteReason, Warning } from '../types/reasons.js';
import { ContractViolationError } from './errors.js';
import { asId, capturedIds, complete, handOver, IdList, partial, recordedIds } from './listing.js';
import { parseListing } from './parse-listing.js';
import { CursorHistory, WarningTally } from './walk-memory.js';
import { isRecord } from './wire.js';

export interface PageContext {
  /** Aborts when the caller's signal aborts or the time budget runs out. Pass it to your HTTP client. */
  readonly signal: AbortSignal;
  /** 1-based number of the page being fetched. */
  readonly page: number;
}

/**
 * Fetches one page. `cursor` is null for the first page, then the previous page's `next_cursor`.
 * It may answer synchronously; the walk behaves the same either way.
 */
export type FetchPage<T> = (cursor: string | null, ctx: PageContext) => Listing<T> | PromiseLike<Listing<T>>;

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
  /**
   * Stop once this much wall time has passed: an in-flight page is aborted, and the clock is also
   * read before every page, so pages that resolve at once cannot outrun it. At most 2^31-1 ms.
   */
  readonly timeBudgetMs?: number;
  /**
   * Aborting it ends the walk Partial (TIME_BUDGET_EXCEEDED), never Complete. A walk with a signal or a budget
   * lets the event loop turn every `YIELD_EVERY_MS`, so the signal's timer fires even when pages answer at once.
   */
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

/** The walk proved the listing complete. */
const PROVEN = null;

/**
 * How long a walk that can be aborted runs on microtasks alone before it lets the event loop turn. Pages that
 * resolve at once (a cache, an in-memory source) never leave the microtask queue, so no timer could fire: not
 * a caller's `AbortSignal.timeout()`, nor any other timer of the process.
 */
export const YIELD_EVERY_MS = 10;

/** One turn of the event loop: `setImmediate` where there is one (Node, Bun, Deno), else a zero timeout. */
function macrotask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/** The largest delay `setTimeout` honours; a longer one fires at once. */
export const MAX_TIME_BUDGET_MS = 2 ** 31 - 1;

function assertLimit(name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): void {
  if (value !== undefined && !(typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max)) {
    throw new ContractViolationError(name, `must be a positive integer of at most ${String(max)}, got ${describeValue(value)}`);
  }
}

function describeValue(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value;
}

function checkOptions(fetchPage: unknown, opts: unknown): void {
  if (typeof fetchPage !== 'function') throw new ContractViolationError('fetchPage', 'must be a function');
  if (!isRecord(opts)) throw new ContractViolationError('options', 'must be an object');
}

/**
 * A page the walk can trust. A listing built by this copy of the kit is validated and frozen already (and
 * `capturedIds` knows it); anything else (a cast plain object, another copy's listing) is read field by field,
 * once, by `parseListing`, so a getter cannot answer one thing to the checks and another to the merge.
 */
function checkedPage<T>(answer: Listing<T>): Listing<T> {
  return parseListing<T>(answer);
}

function snapshotOf(page: Listing<unknown>): string | null {
  return page.scope?.snapshot ?? page.page?.snapshot ?? null;
}

/** The same resource through the same permissions; the snapshot is compared on its own. */
function sameScope(a: Scope | null, b: Scope | null): boolean {
  return a === b || (a !== null && b !== null && a.resource === b.resource && a.visibility === b.visibility);
}

function describeScope(scope: Scope | null): string {
  return scope === null ? 'no scope' : `${scope.resource} (${scope.visibility})`;
}

function onlyMorePages(page: Listing<unknown>): boolean {
  if (page.complete) return false;
  const reasons = page.incomplete_reasons;
  for (let i = 0; i < reasons.length; i++) if (reasons[i]?.code !== 'MORE_PAGES_AVAILABLE') return false;
  return true;
}

function uniqueByCode(reasons: readonly IncompleteReason[]): IncompleteReason[] {
  const seen = new Set<string>();
  return reasons.filter((r) => !seen.has(r.code) && seen.add(r.code));
}

const MAX_MESSAGE = 500;

/**
 * What a thrown value says, without trusting it: a value that cannot be printed (a null prototype,
 * a throwing `toString` or `message`, a revoked proxy) gets a fixed description instead.
 */
function messageOf(error: unknown): string {
  try {
    const text = error instanceof Error ? error.message : String(error);
    if (typeof text === 'string') return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
  } catch {
    // fall through: the value cannot be printed
  }
  return 'fetchPage failed with a value that cannot be printed';
}

/**
 * The kit's errors are matched by their stable `.code`, not by class identity, so an error thrown by
 * another copy of the package (a bundled adapter, a second install, src and dist in tests) is still
 * recognised. Reading `.code` may run a getter, so it is guarded too.
 */
function codeOf(error: unknown): unknown {
  try {
    return error instanceof Error ? (error as { code?: unknown }).code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The items of every page in one array, copied once the walk has ended into an array sized once. Each
 * part is a page's frozen `items`, so keeping it until then changes nothing. (A push per item inside the
 * async driver made V8 recompile the driver again and again, and regrew the array as it went.)
 */
function joined<T>(parts: readonly (readonly T[])[], total: number): T[] {
  const out = new Array<T>(total);
  let k = 0;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p] as readonly T[];
    for (let i = 0; i < part.length; i++) out[k++] = part[i] as T;
  }
  return out;
}

/**
 * One walk over the pages of a listing, driven by `scanPages` and `collectAll` through its one step,
 * `next()`: `request()` checks the page shown last and asks for the next one, `next()` awaits it and
 * hands the answer to `receive()`, or a rejection to `fail()`.
 */
class Walk<T> {
  verdict: ScanVerdict | null = null;
  private readonly started = performance.now();
  /** When the walk next lets the event loop turn (only a walk that can be aborted does). */
  private yieldAt = this.started + YIELD_EVERY_MS;
  private readonly deadline: number | undefined;
  private readonly budget = new AbortController();
  private readonly signal: AbortSignal;
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  /** Settle the page in flight: it is rejected when the signal aborts, even if `fetchPage` ignores the signal. */
  private resolveInFlight: ((page: Listing<T>) => void) | null = null;
  private rejectInFlight: ((reason: unknown) => void) | null = null;
  private readonly onAbort: (() => void) | undefined;
  private readonly cursors = new CursorHistory();
  private readonly seenIds: Set<unknown> | undefined;
  private readonly warnings = new WarningTally();
  private scope: Scope | null = null;
  private firstSnapshot: string | null = null;
  private pages = 0;
  private itemsSeen = 0;
  private cursor: string | null = null;
  /** The page handed out last, checked on the next request (after the consumer has seen it). */
  private shown: Listing<T> | null = null;
  /** An id of the page shown last that an earlier item had (read with `idOf` when the page arrived). */
  private shownDuplicate: { readonly id: unknown } | null = null;
  /**
   * For `collectAll`: the frozen id arrays of the pages that held items, as each page recorded them (default
   * reader) and as `idOf` read them here. Empty pages add nothing, so an endless source of empty pages holds no memory.
   */
  private readonly defaultIds: (readonly (string | null)[])[] | null;
  private readonly idOfIds: (readonly (string | null)[])[] | null;

  private readonly opts: ScanOptions<T>;

  constructor(
    private readonly fetchPage: FetchPage<T>,
    options: ScanOptions<T>,
    keepIds = false,
  ) {
    checkOptions(fetchPage, options);
    // Each option is read once, so a getter cannot pass validation with one value and act with another.
    const { maxPages, maxItems, timeBudgetMs, signal, idOf, onError, onPage } = options;
    const opts = { maxPages, maxItems, timeBudgetMs, signal, idOf, onError, onPage };
    this.opts = opts;
    assertLimit('maxPages', opts.maxPages);
    assertLimit('maxItems', opts.maxItems);
    assertLimit('timeBudgetMs', opts.timeBudgetMs, MAX_TIME_BUDGET_MS);
    if (opts.signal !== undefined && !(opts.signal instanceof AbortSignal)) throw new ContractViolationError('signal', 'must be an AbortSignal');
    this.seenIds = opts.idOf ? new Set<unknown>() : undefined;
    this.defaultIds = keepIds ? [] : null;
    this.idOfIds = keepIds && opts.idOf ? [] : null;
    const budgetMs = opts.timeBudgetMs;
    this.signal = opts.signal ? AbortSignal.any([opts.signal, this.budget.signal]) : this.budget.signal;
    if (budgetMs !== undefined) {
      this.deadline = this.started + budgetMs;
      this.timer = setTimeout(() => {
        this.budget.abort(new Error('time budget exceeded'));
      }, budgetMs);
    }
    // Without a budget or a caller's signal nothing can abort, so the per-page race is skipped.
    if (opts.signal !== undefined || budgetMs !== undefined) {
      this.onAbort = () => this.rejectInFlight?.(this.signal.reason);
      this.signal.addEventListener('abort', this.onAbort, { once: true });
    }
  }

  /** The ids of every page received, in order, for the listing `collectAll` builds: read once, when each page was built or arrived. */
  ids(): { idOf: ((item: never) => unknown) | undefined; ids: IdList; defaults: IdList } {
    const defaults = new IdList(this.defaultIds ?? []);
    const idOf = this.opts.idOf;
    if (idOf === undefined || this.idOfIds === null) return { idOf: undefined, ids: defaults, defaults };
    return { idOf, ids: new IdList(this.idOfIds), defaults };
  }

  /**
   * Checks the page handed out last (now that the consumer has seen it) and the clock, then asks
   * for the next page. Null once the walk has ended; `verdict` then holds the result.
   */
  request(): Listing<T> | PromiseLike<Listing<T>> | null {
    if (this.verdict) return null;
    const shown = this.shown;
    if (shown !== null) {
      this.shown = null;
      const stop = this.afterPage(shown);
      if (stop !== undefined) return this.end(stop);
    }
    if (this.deadline !== undefined && performance.now() >= this.deadline) this.budget.abort(new Error('time budget exceeded'));
    if (this.signal.aborted) return this.end(this.interrupted());
    try {
      const answer = this.fetchPage(this.cursor, { signal: this.signal, page: this.pages + 1 });
      return this.onAbort ? this.race(answer) : answer;
    } catch (error) {
      return this.fail(error);
    }
  }

  /** Takes the settled answer of `request()`: the checked page, or null when it ended the walk. */
  receive(answer: Listing<T>): Listing<T> | null {
    let page = answer;
    let captured = capturedIds(answer);
    if (captured === undefined) {
      try {
        page = checkedPage(answer);
        captured = recordedIds(page);
      } catch (error) {
        return this.fail(error);
      }
    }
    this.pages++;
    const items = page.items;
    this.itemsSeen += items.length;
    const warnings = page.warnings;
    for (let i = 0; i < warnings.length; i++) this.warnings.add(warnings[i] as Warning);
    // The ids each page recorded when it was built, for the listing `collectAll` builds.
    if (items.length > 0) this.defaultIds?.push(captured.defaults.all);
    const idOf = this.opts.idOf;
    if (idOf !== undefined && this.seenIds !== undefined) this.readIds(items, idOf, this.seenIds);
    if (this.pages === 1) {
      this.scope = page.scope;
      this.firstSnapshot = snapshotOf(page);
    }
    this.shown = page;
    return page;
  }

  /** Reads each item's id once with `idOf` (kept for `collectAll`) and notes the first one seen before. */
  private readIds(items: readonly T[], idOf: (item: T) => string, seen: Set<unknown>): void {
    const kept = this.idOfIds === null ? null : new Array<string | null>(items.length);
    let duplicate: { readonly id: unknown } | null = null;
    for (let i = 0; i < items.length; i++) {
      const id: unknown = idOf(items[i] as T);
      if (kept !== null) kept[i] = asId(id);
      if (duplicate === null) {
        if (seen.has(id)) duplicate = { id };
        else seen.add(id);
      }
    }
    if (kept !== null && kept.length > 0) this.idOfIds?.push(Object.freeze(kept));
    this.shownDuplicate = duplicate;
  }

  /** The next accepted page, or null when the walk has ended (a failure is a reason, never a raw rejection, unless `onError: 'throw'`). */
  async next(): Promise<Listing<T> | null> {
    if (this.onAbort !== undefined && performance.now() >= this.yieldAt) await this.letTimersRun();
    const request = this.request();
    if (request === null) return null;
    let answer: Listing<T>;
    try {
      answer = await request;
    } catch (error) {
      return this.fail(error);
    }
    return this.receive(answer);
  }

  private async letTimersRun(): Promise<void> {
    await macrotask();
    this.yieldAt = performance.now() + YIELD_EVERY_MS;
  }

  fail(error: unknown): null {
    return this.end(this.failure(error));
  }

  /** Ends the walk early (the consumer stopped): releases the timer and the listener. */
  close(): void {
    clearTimeout(this.timer);
    if (this.onAbort) this.signal.removeEventListener('abort', this.onAbort);
  }

  /** Arms the settlers of the page in flight; bound once, so a page costs no new closure. */
  private readonly arm = (resolve: (page: Listing<T>) => void, reject: (reason: unknown) => void): void => {
    this.resolveInFlight = resolve;
    this.rejectInFlight = reject;
  };
  private readonly settled = (page: Listing<T>): void => this.resolveInFlight?.(page);
  private readonly failed = (reason: unknown): void => this.rejectInFlight?.(reason);

  private race(answer: Listing<T> | PromiseLike<Listing<T>>): Promise<Listing<T>> {
    const inFlight = new Promise<Listing<T>>(this.arm);
    if (this.signal.aborted) this.failed(this.signal.reason);
    else Promise.resolve(answer).then(this.settled, this.failed);
    return inFlight;
  }

  private end(stop: Stop | typeof PROVEN): null {
    this.close();
    this.verdict = this.verdictOf(stop);
    return null;
  }

  private verdictOf(stop: Stop | typeof PROVEN): ScanVerdict {
    const common = { scope: this.scope, warnings: this.warnings.all() };
    const { items: _unused, ...envelope } =
      stop === PROVEN
        ? complete<never>([], common)
        : partial<never>([], uniqueByCode(stop.reasons) as [IncompleteReason, ...IncompleteReason[]], {
            ...common,
            next_cursor: stop.next_cursor,
            continuation: stop.continuation,
          });
    return Object.freeze({ ...envelope, pages: this.pages, items_seen: this.itemsSeen });
  }

  /** The walk was aborted; by default it resumes from the cursor of the page that was not fetched. */
  private interrupted(next_cursor = this.pages === 0 ? null : this.cursor): Stop {
    const reason: IncompleteReason =
      this.budget.signal.aborted && this.opts.timeBudgetMs !== undefined
        ? { code: 'TIME_BUDGET_EXCEEDED', budget_ms: this.opts.timeBudgetMs }
        : { code: 'TIME_BUDGET_EXCEEDED', message: 'the scan was aborted by the caller' };
    return { reasons: [reason], next_cursor };
  }

  private failure(error: unknown): Stop {
    if (this.signal.aborted) return this.interrupted();
    const code = codeOf(error);
    if (code === 'CURSOR_EXPIRED') {
      return { reasons: [{ code: 'CURSOR_EXPIRED', message: messageOf(error) }], next_cursor: null, continuation: { kind: 'restart_scan' } };
    }
    if (this.opts.onError === 'throw') throw error;
    return { reasons: [{ code: code === 'CONTRACT_VIOLATION' ? 'COMPLETENESS_UNKNOWN' : 'SOURCE_UNAVAILABLE', message: messageOf(error) }], next_cursor: this.cursor };
  }

  /** The page answered for another scope or snapshot. Its own reasons (an expiry, a failure) still hold beside the change. */
  private changed(page: Listing<T>, routine: boolean, snapshot: string | null): Stop {
    const where = `page ${String(this.pages)}`;
    const changes: IncompleteReason[] = [];
    if (routine && !sameScope(page.scope, this.scope)) {
      changes.push({ code: 'COMPLETENESS_UNKNOWN', message: `${where} answered for ${describeScope(page.scope)}, the first page for ${describeScope(this.scope)}` });
    }
    const moved = snapshot !== this.firstSnapshot;
    if (moved) changes.push({ code: 'SNAPSHOT_CHANGED', message: `${where} reported snapshot ${String(snapshot)}, the first page ${String(this.firstSnapshot)}` });
    return { reasons: [...changes, ...this.ownReasons(page)], next_cursor: null, continuation: moved ? { kind: 'restart_scan' } : null };
  }

  /** The reasons of a page beyond routine pagination. */
  private ownReasons(page: Listing<T>): readonly IncompleteReason[] {
    return page.complete ? [] : page.incomplete_reasons.filter((r) => r.code !== 'MORE_PAGES_AVAILABLE');
  }

  /** After the consumer saw `page`: report progress, then decide whether the walk goes on (undefined) or ends. */
  private afterPage(page: Listing<T>): Stop | typeof PROVEN | undefined {
    const { opts, pages } = this;
    opts.onPage?.({ page: pages, items: this.itemsSeen, elapsed_ms: Math.round(performance.now() - this.started), next_cursor: page.next_cursor });

    // A page that would carry the walk on (or end it Complete) must answer for the first page's scope;
    // one that stops the walk with its own reasons may omit it (an error page built without a scope).
    const routine = page.complete || onlyMorePages(page);
    const snapshot = snapshotOf(page);
    if ((routine && !sameScope(page.scope, this.scope)) || snapshot !== this.firstSnapshot) {
      return this.changed(page, routine, snapshot);
    }
    const duplicate = this.shownDuplicate;
    if (duplicate !== null) {
      this.shownDuplicate = null;
      return {
        reasons: [{ code: 'SNAPSHOT_CHANGED', message: `item ${String(duplicate.id)} was returned twice: offsets shifted, so items may have been skipped` }, ...this.ownReasons(page)],
        next_cursor: null,
        continuation: { kind: 'restart_scan' },
      };
    }

    // An abort during the last page's `onPage` (or while a scanPages consumer held it) still stops the walk:
    // an aborted walk is never Complete. Every page was received, so there is no cursor to resume from.
    if (page.complete) return this.signal.aborted ? this.interrupted(null) : PROVEN;
    if (!routine && page.incomplete_reasons.some((r) => r.code === 'CURSOR_EXPIRED')) {
      return { reasons: page.incomplete_reasons, next_cursor: null, continuation: { kind: 'restart_scan' } };
    }
    if (!routine || page.next_cursor === null) {
      return { reasons: page.incomplete_reasons, next_cursor: page.next_cursor, continuation: page.continuation };
    }
    if (this.cursors.repeats(page.next_cursor)) {
      return {
        reasons: [{ code: 'COMPLETENESS_UNKNOWN', message: `the source returned cursor ${JSON.stringify(page.next_cursor.slice(0, 200))} twice (or two cursors with one fingerprint); the walk would loop` }],
        next_cursor: null,
      };
    }
    this.cursor = page.next_cursor;

    if (opts.maxPages !== undefined && pages >= opts.maxPages) {
      return { reasons: [{ code: 'CLIENT_CAP_REACHED', limit: opts.maxPages, unit: 'pages' }], next_cursor: this.cursor };
    }
    if (opts.maxItems !== undefined && this.itemsSeen >= opts.maxItems) {
      return { reasons: [{ code: 'CLIENT_CAP_REACHED', limit: opts.maxItems, unit: 'items' }], next_cursor: this.cursor };
    }
    return undefined;
  }
}

/**
 * Walks the pages of a listing and yields each one, keeping no items. Its return value is the
 * verdict that `collectAll` would give: Complete only when the last page was complete, every
 * earlier page was partial only for MORE_PAGES_AVAILABLE, every page answered for the same scope
 * and snapshot, and no cap was hit. It never restarts silently and never merges two attempts.
 */
export async function* scanPages<T>(fetchPage: FetchPage<T>, opts: ScanOptions<T> = {}): AsyncGenerator<Listing<T>, ScanVerdict, void> {
  const walk = new Walk(fetchPage, opts);
  try {
    for (let page = await walk.next(); page !== null; page = await walk.next()) yield page;
    return walk.verdict as ScanVerdict;
  } finally {
    walk.close();
  }
}

/**
 * Follows `next_cursor` and returns every item in one Listing. The result is Complete only when
 * the walk proved it; its own caps (`maxPages`, `maxItems`, `timeBudgetMs`) come back as reasons
 * with a `next_cursor` to resume from, never as a silently short Complete.
 */
export async function collectAll<T>(fetchPage: FetchPage<T>, opts: ScanOptions<T> = {}): Promise<Listing<T>> {
  const walk = new Walk(fetchPage, opts, true);
  const parts: (readonly T[])[] = [];
  let total = 0;
  try {
    for (let page = await walk.next(); page !== null; page = await walk.next()) {
      const n = page.items.length;
      if (n > 0) {
        parts.push(page.items);
        total += n;
      }
    }
  } finally {
    walk.close();
  }
  return collected(walk, parts, total);
}

/** The listing `collectAll` returns once the walk has ended (a function of its own: the loop above stays small). */
function collected<T>(walk: Walk<T>, parts: readonly (readonly T[])[], total: number): Listing<T> {
  const v = walk.verdict as ScanVerdict;
  const common = { scope: v.scope, warnings: v.warnings };
  // The joined items never escaped, so the envelope may take them without a copy, with the ids read page by page.
  const all = handOver(joined(parts, total), walk.ids());
  return v.complete
    ? complete(all, common)
    : partial(all, v.incomplete_reasons, { ...common, next_cursor: v.next_cursor, continuation: v.continuation });
}
