import { describe, expect, it } from 'vitest';
import { collectAll, ContractViolationError, parseListing, parseRead, partial, scanPages, type FetchPage } from '../src/index.js';
import { EXACT_CURSORS } from '../src/collect.js';
import {
  budgetOnInstantSources,
  budgetValues,
  deepNesting,
  failuresAreReasons,
  frozenResults,
  gettersCannotTurnPagesComplete,
  scopeAcrossPages,
  syncSourcesIgnoreTheBudget,
  within,
} from './support/runtime-attacks.js';

// CI-friendly run counts; `npm run bench:attacks` runs every property 10,000 times.
describe('attack families (properties)', () => {
  it('an endless source that answers at once ends with TIME_BUDGET_EXCEEDED and a cursor', () => budgetOnInstantSources(20));
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
