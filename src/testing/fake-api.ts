import type { Listing } from '../../types/listing.js';
import type { IncompleteReason } from '../../types/reasons.js';
import type { PageContext } from '../collect.js';
import { CursorExpiredError } from '../errors.js';
import { complete, partial } from '../listing.js';
import { randomInt, seededRandom } from './random.js';

export interface FakeItem {
  readonly id: string;
  /** The shard that stores the item. */
  readonly shard: number;
  /** Whether the caller's credential can see the item once a permission filter applies. */
  readonly visible: boolean;
}

export type Mutation = 'insert' | 'delete' | 'reorder';

export interface FakeApiOptions {
  readonly seed?: number;
  /** Items in the first snapshot. */
  readonly size: number;
  readonly pageSize?: number;
  /** `offset` cursors hold a position (shifts under inserts and deletes); `cursor` cursors hold the last id (keyset). */
  readonly pagination?: 'cursor' | 'offset';
  /** Pages may be short, even empty, while more remain: filters applied after the limit do this. */
  readonly shortPages?: boolean;
  /** The server serves at most this many items, then answers RESULT_LIMIT_REACHED. */
  readonly resultCap?: number;
  /** A cursor expires once this many other calls were made after it was issued. */
  readonly cursorTtl?: number;
  /** How expiry shows: a CURSOR_EXPIRED page (default) or a thrown `CursorExpiredError`. */
  readonly expiry?: 'reason' | 'throw';
  /** One of `shards` shards stops answering from page `fromPage` to `untilPage` (1-based, inclusive); its items are missing and SOURCE_UNAVAILABLE is reported. */
  readonly failingShard?: { readonly shard: number; readonly shards: number; readonly fromPage?: number; readonly untilPage?: number };
  /** From page `fromPage`, items the credential cannot see are filtered out; `disclosed` adds VISIBILITY_RESTRICTED. */
  readonly permissionFilter?: { readonly fromPage?: number; readonly disclosed: boolean };
  /** Pages `fromPage`..`untilPage` (1-based) time out: they hold half their items and report TIME_BUDGET_EXCEEDED, with a cursor. */
  readonly timeouts?: { readonly fromPage: number; readonly untilPage?: number };
  /** Between pages, every `everyPages` calls, one of `kinds` happens. Each mutation is a new snapshot. */
  readonly mutations?: { readonly everyPages: number; readonly kinds: readonly Mutation[] };
  /** Report `scope.snapshot` (default true). Without it, a client cannot see mutations. */
  readonly snapshots?: boolean;
}

/** The same page in the shape many REST APIs use: a bare array, `has_more` and a cursor, plus `timed_out`. */
export interface RawPage {
  readonly data: readonly FakeItem[];
  readonly has_more: boolean;
  readonly next_cursor: string | null;
  readonly timed_out: boolean;
  /** Shards or sources that did not answer for this page. */
  readonly failed_sources: readonly string[];
  /** Permissions filtered this page. */
  readonly restricted: boolean;
  /** The server's result cap, when this page hit it. */
  readonly result_limit: number | null;
  /** The data version the page was served from (like Kubernetes' resourceVersion). */
  readonly snapshot: string | null;
  readonly error?: { readonly code: string; readonly message: string };
}

export interface FakeApi {
  /** Pass to `collectAll` or `scanPages`. */
  readonly fetchPage: (cursor: string | null, ctx?: PageContext) => Promise<Listing<FakeItem>>;
  /** The raw endpoint behind `fetchPage`, for wrappers that read `has_more` themselves. */
  readonly list: (params?: { readonly cursor?: string | null }) => Promise<RawPage>;
  /** Every reason code the API has served so far, in order (MORE_PAGES_AVAILABLE excluded). */
  readonly served: readonly string[];
  /** True when the last page served had a next cursor that nobody has asked for yet. */
  readonly pendingMore: boolean;
  /** The exact items a complete scan of `snapshot` must return (default: the first snapshot). */
  truth(snapshot?: string | null): readonly FakeItem[];
  /** The snapshot the next page would be served from. */
  readonly snapshot: string;
  /** Pages served so far. */
  readonly calls: number;
  readonly options: Readonly<FakeApiOptions>;
}

interface CursorState {
  readonly pos: number;
  readonly after: string | null;
  readonly issued: number;
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

function decodeCursor(cursor: string): CursorState {
  return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
}

/**
 * A deterministic, seeded, paginated service that is honest about everything it does, except
 * what `permissionFilter.disclosed: false` tells it to hide. Use `truth()` to check a scan.
 */
export function createFakeApi(options: FakeApiOptions): FakeApi {
  const rnd = seededRandom(options.seed ?? 1);
  const pageSize = options.pageSize ?? 10;
  const shards = options.failingShard?.shards ?? 4;
  let serial = 0;
  const makeItem = (): FakeItem => {
    serial++;
    return { id: `item-${String(serial).padStart(6, '0')}`, shard: randomInt(rnd, 0, shards - 1), visible: rnd() >= 0.2 };
  };
  let store: FakeItem[] = Array.from({ length: options.size }, makeItem);
  let version = 1;
  const history = new Map<string, readonly FakeItem[]>([['v1', store]]);
  let calls = 0;
  const served: string[] = [];
  let pendingCursor: string | null = null;

  const mutate = () => {
    const kinds = options.mutations?.kinds ?? [];
    const kind = kinds[randomInt(rnd, 0, kinds.length - 1)];
    const next = store.slice();
    if (kind === 'insert') next.splice(randomInt(rnd, 0, next.length), 0, makeItem());
    else if (kind === 'delete' && next.length > 0) next.splice(randomInt(rnd, 0, next.length - 1), 1);
    else if (kind === 'reorder') next.reverse();
    else return;
    if (options.pagination === 'cursor') next.sort((a, b) => a.id.localeCompare(b.id));
    store = next;
    version++;
    history.set(`v${String(version)}`, store);
  };

  const fetchPage = (cursor: string | null): Promise<Listing<FakeItem>> => {
    calls++;
    if (cursor !== null && cursor === pendingCursor) pendingCursor = null;
    const every = options.mutations?.everyPages;
    if (every && calls > 1 && (calls - 1) % every === 0) mutate();
    const snapshot = options.snapshots === false ? null : `v${String(version)}`;
    const scope = { resource: 'fake:items', visibility: options.permissionFilter ? 'restricted-credential' : 'full', snapshot };

    const state: CursorState = cursor === null ? { pos: 0, after: null, issued: calls } : decodeCursor(cursor);
    if (options.cursorTtl !== undefined && cursor !== null && calls - state.issued > options.cursorTtl) {
      served.push('CURSOR_EXPIRED');
      pendingCursor = null;
      if (options.expiry === 'throw') return Promise.reject(new CursorExpiredError());
      return Promise.resolve(partial<FakeItem>([], [{ code: 'CURSOR_EXPIRED' }], { scope, continuation: { kind: 'restart_scan' } }));
    }

    const after = state.after;
    const start = options.pagination === 'cursor' && after !== null ? store.findIndex((it) => it.id > after) : state.pos;
    const from = start < 0 ? store.length : start;
    const cap = options.resultCap ?? Infinity;
    const size = options.shortPages ? randomInt(rnd, 0, pageSize) : pageSize;
    const end = Math.min(from + size, store.length, cap);
    let items = store.slice(from, end);
    const reasons: IncompleteReason[] = [];

    const shard = options.failingShard;
    if (shard && calls >= (shard.fromPage ?? 1) && calls <= (shard.untilPage ?? Infinity)) {
      items = items.filter((it) => it.shard !== shard.shard);
      reasons.push({ code: 'SOURCE_UNAVAILABLE', source: `shard-${String(shard.shard)}` });
    }
    const filter = options.permissionFilter;
    if (filter && calls >= (filter.fromPage ?? 1)) {
      items = items.filter((it) => it.visible);
      if (filter.disclosed) reasons.push({ code: 'VISIBILITY_RESTRICTED' });
    }

    const timeout = options.timeouts;
    if (timeout && calls >= timeout.fromPage && calls <= (timeout.untilPage ?? timeout.fromPage)) {
      items = items.slice(0, Math.floor(items.length / 2));
      reasons.push({ code: 'TIME_BUDGET_EXCEEDED' });
    }
    const more = end < store.length;
    if (more && end >= cap) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: cap });
    else if (more) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
    const next =
      more && end < cap
        ? encodeCursor({ pos: end, after: store[end - 1]?.id ?? state.after, issued: calls })
        : null;
    for (const r of reasons) if (r.code !== 'MORE_PAGES_AVAILABLE') served.push(r.code);
    pendingCursor = next;
    const page = { returned: items.length, requested_size: pageSize, ordering: options.pagination === 'cursor' ? 'id ascending' : null, snapshot };
    const [first, ...rest] = reasons;
    return Promise.resolve(first ? partial(items, [first, ...rest], { scope, page, next_cursor: next }) : complete(items, { scope, page }));
  };

  const list = async (params: { readonly cursor?: string | null } = {}): Promise<RawPage> => {
    try {
      const page = await fetchPage(params.cursor ?? null);
      const codes = page.complete ? [] : page.incomplete_reasons.map((r) => r.code);
      return {
        data: page.items,
        has_more: page.next_cursor !== null,
        next_cursor: page.next_cursor,
        timed_out: codes.includes('TIME_BUDGET_EXCEEDED'),
        failed_sources: page.complete ? [] : page.incomplete_reasons.flatMap((r) => (r.code === 'SOURCE_UNAVAILABLE' ? [r.source ?? 'unknown'] : [])),
        restricted: codes.includes('VISIBILITY_RESTRICTED'),
        result_limit: page.complete ? null : (page.incomplete_reasons.find((r) => r.code === 'RESULT_LIMIT_REACHED')?.limit ?? null),
        snapshot: page.scope?.snapshot ?? null,
        ...(codes.includes('CURSOR_EXPIRED') ? { error: { code: 'cursor_expired', message: 'the cursor expired' } } : {}),
      };
    } catch (error) {
      if (error instanceof CursorExpiredError) {
        return { data: [], has_more: false, next_cursor: null, timed_out: false, failed_sources: [], restricted: false, result_limit: null, snapshot: null, error: { code: 'cursor_expired', message: error.message } };
      }
      throw error;
    }
  };

  return {
    fetchPage,
    list,
    get served() {
      return served.slice();
    },
    get pendingMore() {
      return pendingCursor !== null;
    },
    truth: (snapshot) => history.get(snapshot ?? 'v1') ?? [],
    get snapshot() {
      return `v${String(version)}`;
    },
    get calls() {
      return calls;
    },
    options,
  };
}
