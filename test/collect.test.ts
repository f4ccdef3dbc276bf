import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  collectAll,
  complete,
  CursorExpiredError,
  parseListing,
  partial,
  REASON_CODES,
  scanPages,
  type FetchPage,
  type Listing,
  type ScanVerdict,
  type Warning,
} from '../src/index.js';
import { CursorHistory, fingerprint, KEPT_WARNING_CHARS, KEPT_WARNINGS } from '../src/walk-memory.js';
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

// ---- issue 35: aborts, bounded memory, warning summary -------------------------------------------

describe('an abort after the last page arrived', () => {
  it("a caller's signal aborted in the last page's onPage gives a Partial, never Complete", async () => {
    for (const fetch of [pagesOf(more([1], 'c1'), last([2])), pagesOf(last([1, 2]))]) {
      const ac = new AbortController();
      const l = await collectAll(fetch, {
        signal: ac.signal,
        onPage: ({ next_cursor }) => {
          if (next_cursor === null) ac.abort();
        },
      });
      expect(l).toMatchObject({
        complete: false,
        items: [1, 2],
        incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED', message: 'the scan was aborted by the caller' }],
        // Every page was received: there is no page to resume from.
        next_cursor: null,
      });
    }
  });

  it('a scanPages consumer that aborts while it holds the last page gets a Partial verdict', async () => {
    const ac = new AbortController();
    const walk = scanPages(pagesOf(more([1], 'c1'), last([2])), { signal: ac.signal });
    let step = await walk.next();
    while (!step.done) {
      if (step.value.complete) ac.abort();
      step = await walk.next();
    }
    expect(step.value).toMatchObject({ complete: false, pages: 2, items_seen: 2, incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED' }] });
  });

  it('without an abort the same walks stay Complete', async () => {
    const l = await collectAll(pagesOf(more([1], 'c1'), last([2])), { signal: new AbortController().signal, onPage: () => undefined });
    expect(l.complete).toBe(true);
  });
});

describe('repeated cursors, by fingerprint', () => {
  it('equal strings have equal fingerprints; a change anywhere in a 32 KB cursor changes it', () => {
    const long = 'a'.repeat(32 * 1024);
    expect(fingerprint(long)).toBe(fingerprint('a'.repeat(32 * 1024)));
    const edits = [`b${long.slice(1)}`, `${long.slice(0, 16_384)}b${long.slice(16_385)}`, `${long.slice(0, -1)}b`, `${long}a`, long.slice(1)];
    expect(new Set([long, ...edits].map(fingerprint)).size).toBe(edits.length + 1);
    expect(Number.isSafeInteger(fingerprint(long))).toBe(true);
  });

  it('a 32 KB cursor repeated after 500 pages is caught', async () => {
    let n = 0;
    const cursor = (i: number) => `${String(i)}:${'x'.repeat(32 * 1024)}`;
    const fetchPage: FetchPage<number> = () => {
      n++;
      if (n > 600) throw new Error('the loop was not caught');
      return Promise.resolve(more([n], cursor(n <= 500 ? n : 7)));
    };
    const l = await collectAll(fetchPage);
    expect(n).toBe(501);
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], next_cursor: null });
    // The message quotes the cursor, cut, on one line.
    const message = l.incomplete_reasons[0]?.message ?? '';
    expect(message).toContain(JSON.stringify(cursor(7).slice(0, 200)));
  });

  it('a cursor with a line break is quoted in the message, on one line', async () => {
    const l = await collectAll(() => Promise.resolve(more([1], 'x\nCOMPLETE: 0 items')));
    expect(l.incomplete_reasons[0]?.message).not.toMatch(/\n/);
  });

  it('the history answers "seen before" exactly for the fingerprints it was given, 0 and clustered slots included (property)', () => {
    // Fingerprints that share their low bits land in one run of slots, and the table grows past 256 slots.
    const print = fc.oneof(fc.constant(0), fc.nat({ max: 3000 }), fc.nat({ max: 40 }).map((k) => k * 1024), fc.nat({ max: 40 }).map((k) => k * 2 ** 32 + 7));
    fc.assert(
      fc.property(fc.array(print, { maxLength: 600, size: 'max' }), (prints) => {
        const history = new CursorHistory(Number);
        const seen = new Set<number>();
        for (const p of prints) {
          expect(history.repeats(String(p))).toBe(seen.has(p));
          seen.add(p);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the history grows: 20,000 distinct fingerprints, each caught when it comes again', () => {
    const history = new CursorHistory(Number);
    for (let i = 1; i <= 20_000; i++) expect(history.repeats(String(i * 4096))).toBe(false);
    for (let i = 1; i <= 20_000; i += 97) expect(history.repeats(String(i * 4096))).toBe(true);
  });

  it('distinct cursors share no fingerprint (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ unit: 'binary', maxLength: 64 }), { minLength: 2, maxLength: 50 }), (cursors) => {
        expect(new Set(cursors.map(fingerprint)).size).toBe(cursors.length);
      }),
      { numRuns: 300 },
    );
  });

  it('a fingerprint collision only ever makes a result Partial, never Complete (forced collisions, property)', async () => {
    vi.resetModules();
    const real = await import('../src/walk-memory.js');
    // Two fingerprints in all: a walk of three cursors or more always collides.
    const coarse = (text: string) => real.fingerprint(text) % 2;
    vi.doMock('../src/walk-memory.js', () => ({
      ...real,
      CursorHistory: class extends real.CursorHistory {
        constructor() {
          super(coarse);
        }
      },
    }));
    const colliding = await import('../src/collect.js');
    vi.doUnmock('../src/walk-memory.js');
    let collided = 0;
    let completes = 0;
    await fc.assert(
      fc.asyncProperty(scenario, caps, async (opts, { maxPages, maxItems, useIds }) => {
        const walkOpts = { maxPages, maxItems, ...(useIds ? { idOf: (x: FakeItem) => x.id } : {}) };
        const exact = await collectAll(createFakeApi(opts).fetchPage, walkOpts);
        const l = await colliding.collectAll(createFakeApi(opts).fetchPage, walkOpts);
        if (l.complete) {
          completes++;
          expect(exact.complete).toBe(true);
          expect(l.items).toEqual(exact.items);
          return;
        }
        if (JSON.stringify(l) !== JSON.stringify(exact)) {
          collided++;
          expect(l.incomplete_reasons.map((r) => r.code)).toEqual(['COMPLETENESS_UNKNOWN']);
          expect(l.incomplete_reasons[0].message).toMatch(/fingerprint/);
        }
      }),
      { numRuns: 500 },
    );
    // Both kinds of outcome occur, or the property proves nothing.
    expect(collided).toBeGreaterThan(20);
    expect(completes).toBeGreaterThan(20);
  });
});

describe('warnings of a walk', () => {
  const warningOf = fc.oneof(
    { arbitrary: fc.nat({ max: 400 }).map((i): Warning => ({ code: 'STALE_INDEX', source: `index-${String(i)}` })), weight: 4 },
    fc.nat({ max: 3 }).map((i): Warning => ({ code: 'TOTAL_IS_LOWER_BOUND', total: 10_000 * (i + 1) })),
    fc.constantFrom<Warning>(
      { code: 'PARTIAL_FIELD_SET', fields: ['email'], requestable: true },
      { code: 'DEFAULT_SCOPE_APPLIED', scope: 'active only' },
      { code: 'DEPRECATED_FIELD', field: 'login' },
      { code: 'SORT_DEFAULTED', requested: 'name', applied: 'id' },
    ),
  );

  it('keeps the first distinct warnings exactly and folds the rest into one summary per code, dropping no code (property)', async () => {
    let folded = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(warningOf, { maxLength: 5, size: 'max' }), { minLength: 20, maxLength: 200, size: 'max' }), async (perPage) => {
        const fetchPage: FetchPage<never> = (cursor) => {
          const i = cursor === null ? 0 : Number(cursor);
          const warnings = perPage[i] ?? [];
          return i === perPage.length - 1 ? complete([], { warnings }) : partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: String(i + 1), warnings });
        };
        const l = await collectAll(fetchPage);
        const all = perPage.flat();
        const distinct = [...new Map(all.map((w) => [JSON.stringify(w), w])).values()];
        if (distinct.length <= KEPT_WARNINGS) {
          expect(l.warnings).toEqual(distinct);
          return;
        }
        folded++;
        expect(l.warnings.slice(0, KEPT_WARNINGS)).toEqual(distinct.slice(0, KEPT_WARNINGS));
        const rest = distinct.slice(KEPT_WARNINGS);
        const summaries = l.warnings.slice(KEPT_WARNINGS);
        // Every code that was folded has exactly one summary: its first folded warning.
        expect(summaries.map((w) => w.code)).toEqual([...new Set(rest.map((w) => w.code))]);
        for (const summary of summaries) {
          const ofCode = rest.filter((w) => w.code === summary.code);
          const { message, ...fields } = summary;
          expect(fields).toEqual(ofCode[0]);
          if (message === undefined) {
            expect(ofCode).toHaveLength(1);
            continue;
          }
          const count = Number(/^(\d+) /.exec(message)?.[1]);
          // Occurrences are counted: at least every distinct folded warning, at most every folded occurrence.
          expect(count).toBeGreaterThanOrEqual(ofCode.length);
          expect(count).toBeLessThanOrEqual(all.filter((w) => w.code === summary.code).length);
        }
        expect(new Set(l.warnings.map((w) => w.code))).toEqual(new Set(all.map((w) => w.code)));
      }),
      { numRuns: 200 },
    );
    // Both sides of the bound are common, or the property proves little.
    expect(folded).toBeGreaterThan(40);
    expect(folded).toBeLessThan(160);
  });

  it('keeps at most KEPT_WARNING_CHARS of warning text exactly; a code past it is still summarised', async () => {
    const big = (i: number): Warning => ({ code: 'STALE_INDEX', source: `${String(i)}${'s'.repeat(10_000)}` });
    const pages = [
      more<never>([], 'c1'),
      ...Array.from({ length: 20 }, (_, i) => partial<never>([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(i + 2)}`, warnings: [big(i)] })),
      complete<never>([], { warnings: [{ code: 'DEPRECATED_FIELD', field: 'login' }] }),
    ];
    const scope = { resource: 'r', visibility: 'v', snapshot: null };
    const l = await collectAll(pagesOf(...pages.map((p) => parseListing<never>({ ...p, scope }))));
    expect(l.complete).toBe(true);
    const chars = l.warnings.slice(0, -2).reduce((n, w) => n + JSON.stringify(w).length, 0);
    expect(chars).toBeLessThanOrEqual(KEPT_WARNING_CHARS);
    expect(l.warnings.map((w) => w.code).slice(-2)).toEqual(['STALE_INDEX', 'DEPRECATED_FIELD']);
    expect(l.warnings.at(-2)?.message).toMatch(/^14 STALE_INDEX warnings came after the first 6 distinct warnings/);
    expect(l.warnings.at(-1)).toEqual({ code: 'DEPRECATED_FIELD', field: 'login' });
  });

  it('a warning repeated on every page is kept once', async () => {
    const w: Warning = { code: 'TOTAL_IS_LOWER_BOUND', total: 10_000 };
    const fetchPage: FetchPage<never> = (cursor) => {
      const i = cursor === null ? 0 : Number(cursor);
      return i === 999 ? complete([], { warnings: [w] }) : partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: String(i + 1), warnings: [w] });
    };
    expect((await collectAll(fetchPage)).warnings).toEqual([w]);
  });
});
