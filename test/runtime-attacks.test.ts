import { describe, expect, it } from 'vitest';
import { collectAll, complete, ContractViolationError, parseListing, parseRead, partial, scanPages, type FetchPage } from '../src/index.js';
import { EXACT_CURSORS, KEPT_WARNINGS } from '../src/walk-memory.js';
import {
  budgetOnInstantSources,
  budgetValues,
  callerTimeoutOnInstantSources,
  deepNesting,
  drain,
  failuresAreReasons,
  frozenResults,
  gettersCannotTurnPagesComplete,
  scopeAcrossPages,
  retainedMiB,
  syncSourcesIgnoreTheBudget,
  wireString,
  within,
} from './support/runtime-attacks.js';

// CI-friendly run counts; `npm run bench:attacks` runs every property 10,000 times.
describe('attack families (properties)', () => {
  it('an endless source that answers at once ends with TIME_BUDGET_EXCEEDED and a cursor', () => budgetOnInstantSources(20));
  it("a caller's AbortSignal.timeout ends a walk whose pages never let a timer run", () => callerTimeoutOnInstantSources(20));
  it('a budget is refused unless it is a positive integer the timer can hold', () => budgetValues(200));
  it('a synchronous or thenable source gives the same result with or without a budget or signal', () => syncSourcesIgnoreTheBudget(200));
  it('pages that answer for different scopes never merge into a Complete', () => scopeAcrossPages(200));
  it('reasons, scope, warnings and continuation are deeply frozen copies', () => frozenResults(200));
  it('a getter that answers differently on a second read cannot turn a page complete', () => gettersCannotTurnPagesComplete(200));
  it('a thrown value or a broken hand-made page is a reason, never a raw rejection', () => failuresAreReasons(300));
  it('bodies nested deeper than the limit give ContractViolationError', () => {
    deepNesting(100);
  });
});

describe('time budget', () => {
  it('an endless instant source returns shortly after its budget, with the cursor to resume', async () => {
    let n = 0;
    const started = performance.now();
    const fetchPage: FetchPage<number> = () => {
      if (performance.now() - started > 5_000) throw new Error('the walk outran its budget by far'); // instead of hanging
      return Promise.resolve(partial([++n], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(n)}` }));
    };
    const l = await within(10_000, collectAll(fetchPage, { timeBudgetMs: 50 }));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(49);
    // Within a small multiple of the budget (bench:runtime measures about 1.02x; the bound leaves room for a busy machine).
    expect(elapsed).toBeLessThan(50 * 10);
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 50 }], next_cursor: `c${String(n)}` });
    expect(l.items).toHaveLength(n);
  });

  it('scanPages stops an endless instant source too', async () => {
    let n = 0;
    const started = performance.now();
    const walk = scanPages<number>(() => {
      if (performance.now() - started > 5_000) throw new Error('the walk outran its budget by far'); // instead of hanging
      return partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(++n)}` });
    }, { timeBudgetMs: 20 });
    const verdict = await within(10_000, (async () => {
      for (;;) {
        const step = await walk.next();
        if (step.done) return step.value;
      }
    })());
    expect(verdict).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 20 }], pages: n });
  });

  it.each([2 ** 31, 2 ** 53, 1e300, Infinity, -1, 0, 1.5, NaN, '50', null])('refuses timeBudgetMs %s with a typed error', async (timeBudgetMs) => {
    await expect(collectAll(() => partial([], ['MORE_PAGES_AVAILABLE' as never]), { timeBudgetMs: timeBudgetMs as number })).rejects.toMatchObject({
      name: 'ContractViolationError',
      code: 'CONTRACT_VIOLATION',
      field: 'timeBudgetMs',
    });
  });

  it('accepts the largest budget the timer holds', async () => {
    expect((await collectAll(() => partial([1], [{ code: 'RATE_LIMITED' }]), { timeBudgetMs: 2 ** 31 - 1 })).items).toEqual([1]);
  });
});

describe('repeated cursors', () => {
  it('a loop that starts after the exactly remembered cursors is still caught, in constant memory', async () => {
    const loopFrom = EXACT_CURSORS + 10;
    let n = 0;
    // Cursors 1, 2, …, loopFrom, then a loop of 7 cursors, forever.
    const next = (i: number) => (i < loopFrom ? i + 1 : loopFrom + ((i - loopFrom + 1) % 7));
    const fetchPage: FetchPage<never> = (cursor) => {
      if (++n > loopFrom + 10_000) throw new Error('the loop was not caught'); // instead of hanging
      return partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: String(next(cursor === null ? 0 : Number(cursor))) });
    };
    const l = await within(60_000, collectAll(fetchPage));
    expect(l.incomplete_reasons[0]?.code).toBe('COMPLETENESS_UNKNOWN');
    expect(n).toBeLessThan(loopFrom + 64);
  });
});

describe("a caller's signal over a source that never yields to the event loop", () => {
  it.each([
    ['collectAll', (f: FetchPage<number>, signal: AbortSignal) => collectAll(f, { signal })],
    ['scanPages', (f: FetchPage<number>, signal: AbortSignal) => drain(scanPages(f, { signal }))],
  ])('%s with AbortSignal.timeout(50) returns a Partial shortly after 50 ms', async (_name, walk) => {
    let n = 0;
    const started = performance.now();
    const fetchPage: FetchPage<number> = () => {
      // The signal's timer cannot fire while the walk runs on microtasks alone: give up instead of hanging.
      if (performance.now() - started > 3_000) throw new Error('the signal never fired');
      n++;
      return Promise.resolve(partial([n], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(n)}` }));
    };
    const l = await walk(fetchPage, AbortSignal.timeout(50));
    const elapsed = performance.now() - started;
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED', message: 'the scan was aborted by the caller' }] });
    expect(elapsed).toBeGreaterThanOrEqual(49);
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('bounded memory', () => {
  const endlessEmpty = (cursorBytes: number, pages: number): FetchPage<never> => {
    let n = 0;
    return () => {
      n++;
      return n === pages ? complete([]) : partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: wireString(`${String(n)}:`, cursorBytes) });
    };
  };

  it('scanPages over 2,000 pages with 32 KB cursors retains no cursor: the heap stays flat', async () => {
    let atPage200 = 0;
    let atEnd = 0;
    let page = 0;
    const walk = scanPages(endlessEmpty(32 * 1024, 2_000));
    // Measured while the walk is still going (once it ends, all it held is garbage).
    for (let step = await walk.next(); !step.done; step = await walk.next()) {
      if (++page === 200) atPage200 = retainedMiB();
      if (page === 1_999) atEnd = retainedMiB();
    }
    // Kept exactly, the 1,800 cursors after page 200 would be about 56 MiB.
    expect(atEnd - atPage200).toBeLessThan(8);
  });

  it('collectAll over 2,000 pages with 32 KB cursors retains no cursor either', async () => {
    let atPage200 = 0;
    let atEnd = 0;
    const l = await collectAll(endlessEmpty(32 * 1024, 2_000), {
      onPage: ({ page }) => {
        if (page === 200) atPage200 = retainedMiB();
        if (page === 1_999) atEnd = retainedMiB();
      },
    });
    expect(l.complete).toBe(true);
    expect(atEnd - atPage200).toBeLessThan(8);
  });

  it('10,000 pages that each carry a distinct 3 KB warning retain a bounded summary of them', async () => {
    let n = 0;
    let atPage500 = 0;
    let atEnd = 0;
    const fetchPage: FetchPage<never> = () => {
      n++;
      const warnings = [{ code: 'STALE_INDEX' as const, source: 'search', message: wireString(`${String(n)} `, 3 * 1024) }];
      return n === 10_000 ? complete([], { warnings }) : partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(n)}`, warnings });
    };
    const l = await collectAll(fetchPage, {
      onPage: ({ page }) => {
        if (page === 500) atPage500 = retainedMiB();
        if (page === 9_999) atEnd = retainedMiB();
      },
    });
    // Kept, the 9,500 warnings after page 500 would be about 28 MiB.
    expect(atEnd - atPage500).toBeLessThan(8);
    expect(l.warnings.length).toBeLessThanOrEqual(KEPT_WARNINGS + 1);
    expect(l.warnings.at(-1)?.message).toMatch(/^\d+ STALE_INDEX warnings came after the first \d+ distinct warnings/);
  });
});

describe('deep nesting', () => {
  let deep: unknown = {};
  for (let i = 0; i < 200_000; i++) deep = { a: deep };
  let deepArray: unknown = [];
  for (let i = 0; i < 200_000; i++) deepArray = [deepArray];

  it.each([
    ['parseListing items', () => parseListing({ items: [deep], complete: true })],
    ['parseListing nested arrays', () => parseListing({ items: deepArray, complete: false, incomplete_reasons: ['MORE_PAGES_AVAILABLE'] })],
    ['parseRead value', () => parseRead({ value: deep, complete: true })],
    ['parseRead nested arrays', () => parseRead({ value: deepArray })],
  ])('%s 200,000 levels deep: ContractViolationError, not RangeError', (_name, run) => {
    expect(run).toThrow(ContractViolationError);
  });

  it('a cyclic body is refused, not walked forever', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => parseListing({ items: [cycle], complete: true })).toThrow(ContractViolationError);
  });
});
