import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  collectAll,
  complete,
  CursorExpiredError,
  partial,
  REASON_CODES,
  scanPages,
  type FetchPage,
  type Listing,
  type ScanVerdict,
} from '../src/index.js';
import { createFakeApi, type FakeApiOptions, type FakeItem } from '../src/testing/fake-api.js';
import { sampleReason } from './support/reasons.js';

/** Serves fixed pages: page i has cursor `c{i}` and the next page's cursor, unless it is the last. */
function pagesOf<T>(...pages: Listing<T>[]): FetchPage<T> {
  return (cursor) => {
    const i = cursor === null ? 0 : Number(cursor.slice(1));
    const page = pages[i];
    if (!page) return Promise.reject(new Error(`no page ${String(i)}`));
    return Promise.resolve(page);
  };
}

const more = <T>(items: T[], next: string, snapshot: string | null = null) =>
  partial(items, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: next, scope: { resource: 'r', visibility: 'v', snapshot } });
const last = <T>(items: T[], snapshot: string | null = null) => complete(items, { scope: { resource: 'r', visibility: 'v', snapshot } });

describe('collectAll', () => {
  it('follows next_cursor and returns Complete when the walk proves it', async () => {
    const l = await collectAll(pagesOf(more([1, 2], 'c1'), more([], 'c2'), last([3])));
    expect(l.complete).toBe(true);
    expect(l.items).toEqual([1, 2, 3]);
  });

  it('an empty first page with more pages is not the end', async () => {
    const l = await collectAll(pagesOf(more<number>([], 'c1'), last([7])));
    expect(l).toMatchObject({ complete: true, items: [7] });
  });

  it('maxPages gives CLIENT_CAP_REACHED {unit: pages} with a cursor to resume', async () => {
    const l = await collectAll(pagesOf(more([1], 'c1'), more([2], 'c2'), last([3])), { maxPages: 2 });
    expect(l).toMatchObject({
      complete: false,
      truncated: true,
      items: [1, 2],
      incomplete_reasons: [{ code: 'CLIENT_CAP_REACHED', limit: 2, unit: 'pages' }],
      next_cursor: 'c2',
      continuation: { kind: 'next_cursor', cursor: 'c2' },
    });
  });

  it('a cap that coincides with the real end is not a cap', async () => {
    const l = await collectAll(pagesOf(more([1], 'c1'), last([2])), { maxPages: 2, maxItems: 2 });
    expect(l.complete).toBe(true);
  });

  it('maxItems gives CLIENT_CAP_REACHED {unit: items}, checked at page boundaries', async () => {
    const l = await collectAll(pagesOf(more([1, 2], 'c1'), more([3, 4], 'c2'), last([5])), { maxItems: 3 });
    expect(l).toMatchObject({ complete: false, items: [1, 2, 3, 4], incomplete_reasons: [{ code: 'CLIENT_CAP_REACHED', limit: 3, unit: 'items' }], next_cursor: 'c2' });
  });

  it('timeBudgetMs aborts a slow page and gives TIME_BUDGET_EXCEEDED {budget_ms} with the cursor to resume', async () => {
    let seenSignal: AbortSignal | undefined;
    const fetchPage: FetchPage<number> = (cursor, ctx) => {
      if (cursor === null) return Promise.resolve(more([1], 'c1'));
      seenSignal = ctx.signal;
      return new Promise(() => undefined); // never answers
    };
    const l = await collectAll(fetchPage, { timeBudgetMs: 30 });
    expect(l).toMatchObject({ complete: false, items: [1], incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 30 }], next_cursor: 'c1' });
    expect(seenSignal?.aborted).toBe(true);
  });

  it('an abort through signal gives a Partial, never Complete', async () => {
    const ac = new AbortController();
    const fetchPage: FetchPage<number> = (cursor) => {
      if (cursor === null) {
        ac.abort();
        return Promise.resolve(more([1], 'c1'));
      }
      return Promise.resolve(last([2]));
    };
    const l = await collectAll(fetchPage, { signal: ac.signal });
    expect(l.complete).toBe(false);
    expect(l.incomplete_reasons[0]?.code).toBe('TIME_BUDGET_EXCEEDED');
    const pre = new AbortController();
    pre.abort();
    expect((await collectAll(pagesOf(last([1])), { signal: pre.signal })).complete).toBe(false);
  });

  it('a snapshot that changes between pages gives SNAPSHOT_CHANGED and restart_scan', async () => {
    const l = await collectAll(pagesOf(more([1], 'c1', 's1'), last([2], 's2')));
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'SNAPSHOT_CHANGED' }], continuation: { kind: 'restart_scan' } });
  });

  it('an id seen twice (shifted offsets) gives SNAPSHOT_CHANGED when idOf is given', async () => {
    const fetch = pagesOf(more([{ id: 'a' }, { id: 'b' }], 'c1'), last([{ id: 'b' }, { id: 'c' }]));
    expect((await collectAll(fetch)).complete).toBe(true);
    const l = await collectAll(fetch, { idOf: (x) => x.id });
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'SNAPSHOT_CHANGED' }] });
  });

  it('a repeating cursor is incomplete, never a silent end', async () => {
    const fetchPage: FetchPage<number> = () => Promise.resolve(more([1], 'same'));
    const l = await collectAll(fetchPage);
    expect(l.complete).toBe(false);
    expect(l.incomplete_reasons[0]?.code).toBe('COMPLETENESS_UNKNOWN');
  });

  it('CursorExpiredError gives CURSOR_EXPIRED with restart_scan, and no silent restart', async () => {
    const fetchPage = vi.fn<FetchPage<number>>((cursor) =>
      cursor === null ? Promise.resolve(more([1], 'c1')) : Promise.reject(new CursorExpiredError()),
    );
    const l = await collectAll(fetchPage);
    expect(l).toMatchObject({ complete: false, items: [1], incomplete_reasons: [{ code: 'CURSOR_EXPIRED' }], continuation: { kind: 'restart_scan' }, next_cursor: null });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls.filter(([c]) => c === null)).toHaveLength(1);
  });

  it('a CURSOR_EXPIRED page is treated like the thrown error', async () => {
    const l = await collectAll(pagesOf(more([1], 'c1'), partial<number>([], [{ code: 'CURSOR_EXPIRED' }])));
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'CURSOR_EXPIRED' }], continuation: { kind: 'restart_scan' } });
  });

  it('other errors give SOURCE_UNAVAILABLE with the message, or are rethrown with onError: throw', async () => {
    const fetchPage: FetchPage<number> = (cursor) => (cursor === null ? Promise.resolve(more([1], 'c1')) : Promise.reject(new Error('ECONNRESET')));
    expect(await collectAll(fetchPage)).toMatchObject({
      complete: false,
      items: [1],
      incomplete_reasons: [{ code: 'SOURCE_UNAVAILABLE', message: 'ECONNRESET' }],
      next_cursor: 'c1',
    });
    await expect(collectAll(fetchPage, { onError: 'throw' })).rejects.toThrow('ECONNRESET');
  });

  it.each(REASON_CODES.filter((c) => c !== 'MORE_PAGES_AVAILABLE'))('carries a page reason %s into the result, once per code', async (code) => {
    const reason = sampleReason(code);
    for (const items of [[], [1]]) {
      const l = await collectAll(pagesOf(more([0], 'c1'), partial(items, [reason, reason])));
      expect(l.complete).toBe(false);
      expect(l.incomplete_reasons.filter((r) => r.code === code)).toHaveLength(1);
      expect(l.items).toEqual([0, ...items]);
    }
  });

  it('a plain object page that lacks `complete` is parsed fail-closed', async () => {
    const l = await collectAll((() => Promise.resolve({ items: [1] })) as unknown as FetchPage<number>);
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] });
  });

  it('reports progress for each page', async () => {
    const onPage = vi.fn();
    await collectAll(pagesOf(more([1], 'c1'), last([2, 3])), { onPage });
    expect(onPage.mock.calls.map(([p]) => (p as { page: number; items: number }).items)).toEqual([1, 3]);
  });

  it('rejects nonsense limits with a typed error', async () => {
    await expect(collectAll(pagesOf(last([1])), { maxPages: 0 })).rejects.toMatchObject({ code: 'CONTRACT_VIOLATION', field: 'maxPages' });
  });
});

describe('scanPages', () => {
  it('yields each page and returns the same verdict without keeping items', async () => {
    const walk = scanPages(pagesOf(more([1], 'c1'), more([2], 'c2'), last([3])), { maxPages: 2 });
    const seen: number[] = [];
    let step = await walk.next();
    while (!step.done) {
      seen.push(...step.value.items);
      step = await walk.next();
    }
    const verdict: ScanVerdict = step.value;
    expect(seen).toEqual([1, 2]);
    expect(verdict).toMatchObject({ complete: false, pages: 2, items_seen: 2, incomplete_reasons: [{ code: 'CLIENT_CAP_REACHED' }] });
    expect('items' in verdict).toBe(false);
  });
});

// ---- the invariant, over a fake paginated API -------------------------------------------------

const scenario = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  size: fc.integer({ min: 0, max: 60 }),
  pageSize: fc.integer({ min: 1, max: 12 }),
  pagination: fc.constantFrom('cursor' as const, 'offset' as const),
  shortPages: fc.boolean(),
  resultCap: fc.option(fc.integer({ min: 1, max: 70 }), { nil: undefined }),
  cursorTtl: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  expiry: fc.constantFrom('reason' as const, 'throw' as const),
  failingShard: fc.option(
    fc.record(
      { shard: fc.integer({ min: 0, max: 3 }), shards: fc.constant(4), fromPage: fc.integer({ min: 1, max: 6 }), untilPage: fc.integer({ min: 1, max: 8 }) },
      { requiredKeys: ['shard', 'shards', 'fromPage'] },
    ),
    { nil: undefined },
  ),
  permissionFilter: fc.option(fc.record({ fromPage: fc.integer({ min: 1, max: 6 }), disclosed: fc.constant(true) }), { nil: undefined }),
  mutations: fc.option(
    fc.record({ everyPages: fc.integer({ min: 1, max: 5 }), kinds: fc.subarray(['insert', 'delete', 'reorder'] as const, { minLength: 1 }) }),
    { nil: undefined },
  ),
}) satisfies fc.Arbitrary<FakeApiOptions>;

const caps = fc.record({
  maxPages: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
  maxItems: fc.option(fc.integer({ min: 1, max: 80 }), { nil: undefined }),
  useIds: fc.boolean(),
});

describe('collectAll: property', () => {
  it('labels a result Complete only when every item of its declared snapshot was accounted for (10,000 runs)', async () => {
    let completes = 0;
    let partials = 0;
    await fc.assert(
      fc.asyncProperty(scenario, caps, async (opts, { maxPages, maxItems, useIds }) => {
        const api = createFakeApi(opts);
        const l = await collectAll(api.fetchPage, { maxPages, maxItems, ...(useIds ? { idOf: (x: FakeItem) => x.id } : {}) });
        if (!l.complete) {
          partials++;
          expect(l.incomplete_reasons.length).toBeGreaterThan(0);
          return;
        }
        completes++;
        const got = l.items.map((x) => x.id);
        const want = api.truth(l.scope?.snapshot).map((x) => x.id);
        expect(new Set(got).size).toBe(got.length);
        expect([...got].sort()).toEqual([...want].sort());
      }),
      { numRuns: 10_000 },
    );
    // Both outcomes must be common, or the property is vacuous.
    expect(completes).toBeGreaterThan(1000);
    expect(partials).toBeGreaterThan(1000);
  });
});
