// Properties for the attack families on collectAll / scanPages and the parsers (issue 12).
// `npm test` runs each at a CI-friendly count (test/runtime-attacks.test.ts); `npm run bench:attacks`
// runs each at 10,000 (bench/attacks.bench-test.ts).
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect } from 'vitest';
import {
  collectAll,
  complete,
  isComplete,
  isPartial,
  parseListing,
  parseRead,
  partial,
  REASON_CODES,
  scanPages,
  type FetchPage,
  type Listing,
  type Scope,
} from '../../src/index.js';
import { MAX_NESTING } from '../../src/depth.js';
import { sampleReason } from './reasons.js';

/** Fails instead of hanging when a walk does not end: a broken budget would otherwise never return. */
export async function within<T>(ms: number, run: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`did not return within ${String(ms)} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Answer = 'sync' | 'promise' | 'thenable';
const answers = fc.constantFrom<Answer>('sync', 'promise', 'thenable');

/** Serves `page` as the source would: synchronously, as a native promise, or as a bare thenable. */
function serve<T>(page: T, how: Answer): T | PromiseLike<T> {
  if (how === 'sync') return page;
  if (how === 'promise') return Promise.resolve(page);
  const thenable: PromiseLike<T> = { then: (ok, fail) => Promise.resolve(page).then(ok, fail) };
  return thenable;
}

// ---- 1. the time budget holds on sources that answer at once -----------------------------------

export async function budgetOnInstantSources(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 5 }), answers, fc.boolean(), async (budgetMs, how, handMade) => {
      let n = 0;
      const started = performance.now();
      const fetchPage = (() => {
        // Pages that resolve through microtasks starve timers, so a broken budget would hang the test run:
        // the source gives up by itself after 2 s instead, which fails the property below.
        if (performance.now() - started > 2_000) throw new Error('the walk outran its budget by far');
        n++;
        const page = handMade
          ? { items: [n], complete: false, incomplete_reasons: ['MORE_PAGES_AVAILABLE'], next_cursor: `c${String(n)}` }
          : partial([n], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(n)}` });
        return serve(page, how);
      }) as FetchPage<number>;
      const l = await within(5_000, collectAll(fetchPage, { timeBudgetMs: budgetMs }));
      expect(performance.now() - started).toBeGreaterThanOrEqual(budgetMs - 1);
      expect(l.complete).toBe(false);
      expect(l.incomplete_reasons).toEqual([{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: budgetMs }]);
      // The cursor resumes after the last page kept; with no page kept, the scan starts over.
      expect(l.next_cursor).toBe(l.items.length === 0 ? null : `c${String(l.items.length)}`);
    }),
    { numRuns },
  );
}

// ---- 2. budgets: refused unless a positive integer the timer can hold; sync answers act the same --

const MAX_BUDGET = 2 ** 31 - 1;

export async function budgetValues(numRuns: number): Promise<void> {
  const budget = fc.oneof(
    fc.anything(),
    fc.double(),
    fc.integer({ min: -10, max: 10 }),
    fc.integer({ min: MAX_BUDGET - 3, max: MAX_BUDGET + 3 }),
    fc.constantFrom(Infinity, -Infinity, NaN, 2 ** 53, 1e300, '50', 50n),
  );
  await fc.assert(
    fc.asyncProperty(budget, async (timeBudgetMs) => {
      const valid = typeof timeBudgetMs === 'number' && Number.isInteger(timeBudgetMs) && timeBudgetMs > 0 && timeBudgetMs <= MAX_BUDGET;
      const run = collectAll(() => complete([1]), { timeBudgetMs: timeBudgetMs as number });
      if (valid || timeBudgetMs === undefined) {
        // A budget of a few ms may run out before the first page on a busy machine: that is the budget working.
        const l = await run;
        expect(l.complete || l.incomplete_reasons[0].code === 'TIME_BUDGET_EXCEEDED').toBe(true);
      } else {
        await expect(run).rejects.toMatchObject({ code: 'CONTRACT_VIOLATION', field: 'timeBudgetMs' });
      }
    }),
    { numRuns },
  );
}

const reasonCode = fc.constantFrom(...REASON_CODES);

/** A finite source: each page is `MORE_PAGES_AVAILABLE` with a cursor, or ends with its own reasons (or none). */
const finitePages = fc.array(fc.array(fc.integer(), { maxLength: 3 }), { minLength: 1, maxLength: 6 }).chain((itemsPerPage) =>
  fc.tuple(fc.constant(itemsPerPage), fc.option(fc.array(reasonCode, { minLength: 1, maxLength: 2 }), { nil: undefined }), fc.array(answers, { minLength: itemsPerPage.length, maxLength: itemsPerPage.length })),
);

function sourceOf([itemsPerPage, lastReasons, how]: [number[][], string[] | undefined, Answer[]]): FetchPage<number> {
  const pages: Listing<number>[] = itemsPerPage.map((items, i) => {
    if (i < itemsPerPage.length - 1) return partial(items, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(i + 1)}` });
    if (lastReasons === undefined) return complete(items);
    const reasons = lastReasons.map((code) => sampleReason(code as (typeof REASON_CODES)[number]));
    return partial(items, reasons as [never, ...never[]]);
  });
  return (cursor) => {
    const i = cursor === null ? 0 : Number(cursor.slice(1));
    return serve(pages[i] as Listing<number>, how[i] ?? 'sync');
  };
}

export async function syncSourcesIgnoreTheBudget(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(finitePages, async (source) => {
      const plain = await collectAll(sourceOf(source));
      const budgeted = await collectAll(sourceOf(source), { timeBudgetMs: MAX_BUDGET });
      const withSignal = await collectAll(sourceOf(source), { signal: new AbortController().signal });
      expect(budgeted).toEqual(plain);
      expect(withSignal).toEqual(plain);
    }),
    { numRuns },
  );
}

// ---- 3. scope is compared across pages ----------------------------------------------------------

const scopes: (Scope | null)[] = [
  null,
  { resource: 'users', visibility: 'admin', snapshot: null },
  { resource: 'groups', visibility: 'admin', snapshot: null },
  { resource: 'users', visibility: 'token:read-only', snapshot: null },
];

export async function scopeAcrossPages(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.nat({ max: scopes.length - 1 }), { minLength: 1, maxLength: 5 }), fc.boolean(), async (picks, scan) => {
      const last = picks.length - 1;
      const fetchPage: FetchPage<number> = (cursor) => {
        const i = cursor === null ? 0 : Number(cursor);
        const scope = scopes[picks[i] as number] ?? null;
        return i === last ? complete([i], { scope }) : partial([i], [{ code: 'MORE_PAGES_AVAILABLE' }], { scope, next_cursor: String(i + 1) });
      };
      const l = await collectAll(fetchPage, scan ? { maxPages: 10 } : {});
      const oneScope = picks.every((p) => p === picks[0]);
      expect(l.complete).toBe(oneScope);
      if (!oneScope) expect(l.incomplete_reasons.map((r) => r.code)).toContain('COMPLETENESS_UNKNOWN');
    }),
    { numRuns },
  );
}

// ---- 4. what the kit returns cannot be changed; a getter cannot turn a page complete -------------

/** Every object and array reachable from the envelope, items' elements aside, is frozen. */
export function expectDeeplyFrozen(l: Listing<unknown>): void {
  const stack: unknown[] = [l];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    expect(Object.isFrozen(v)).toBe(true);
    if (v === l) stack.push(...Object.entries(v as Record<string, unknown>).filter(([k]) => k !== 'items').map(([, x]) => x), l.items);
    else if (v !== l.items) stack.push(...Object.values(v as Record<string, unknown>));
  }
}

const scope = fc.record({ resource: fc.string(), visibility: fc.string(), snapshot: fc.option(fc.string(), { nil: null }) });
const warning = fc.constantFrom(
  { code: 'PARTIAL_FIELD_SET', fields: ['email', 'owner'], requestable: true },
  { code: 'STALE_INDEX', source: 'search' },
  { code: 'TOTAL_IS_LOWER_BOUND', total: 10 },
);
const continuation = fc.constantFrom({ kind: 'retry_after', seconds: 5 }, { kind: 'narrow_query', hint: 'by team' }, { kind: 'restart_scan' });

export async function frozenResults(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.record({ reasons: fc.array(reasonCode, { minLength: 1, maxLength: 3 }), scope, warnings: fc.array(warning, { maxLength: 3 }), continuation, via: fc.constantFrom('partial', 'complete', 'parse', 'collect') }),
      async ({ reasons, scope: s, warnings, continuation: c, via }) => {
        const input = {
          reasons: reasons.map((code) => structuredClone(sampleReason(code))),
          scope: structuredClone(s),
          warnings: structuredClone(warnings),
          continuation: structuredClone(c),
        };
        const build = (): Listing<number> => {
          const opts = { scope: input.scope, warnings: input.warnings as never, continuation: input.continuation as never };
          if (via === 'complete') return complete([1], opts);
          if (via === 'parse') return parseListing({ items: [1], complete: false, incomplete_reasons: input.reasons, ...opts });
          return partial([1], input.reasons as [never], opts);
        };
        const l = via === 'collect' ? await collectAll(() => build()) : build();
        expectDeeplyFrozen(l);
        const before = JSON.stringify(l);
        // Editing what was handed in changes nothing in what came out.
        for (const r of input.reasons) Object.assign(r, { code: 'MORE_PAGES_AVAILABLE', limit: 1 });
        Object.assign(input.scope, { resource: 'elsewhere', snapshot: 'other' });
        for (const w of input.warnings as { fields?: string[] }[]) w.fields?.push('password');
        Object.assign(input.continuation, { kind: 'next_cursor', cursor: 'x' });
        expect(JSON.stringify(l)).toBe(before);
      },
    ),
    { numRuns },
  );
}

const envelopeFields = ['complete', 'truncated', 'incomplete_reasons', 'next_cursor', 'continuation', 'items', 'warnings'] as const;

/**
 * A page whose fields are getters: the first read of each field sees an incomplete page, every
 * later read a complete one. Whatever the kit reads twice, it must never answer Complete.
 */
export async function gettersCannotTurnPagesComplete(numRuns: number): Promise<void> {
  const firstRead: Record<(typeof envelopeFields)[number], unknown> = {
    complete: false,
    truncated: false,
    incomplete_reasons: [{ code: 'VISIBILITY_RESTRICTED' }],
    next_cursor: null,
    continuation: null,
    items: [1],
    warnings: [],
  };
  const laterReads: typeof firstRead = { ...firstRead, complete: true, incomplete_reasons: [] };
  await fc.assert(
    fc.asyncProperty(fc.subarray([...envelopeFields], { minLength: 1 }), answers, fc.boolean(), async (flipping, how, scan) => {
      const page: Record<string, unknown> = {};
      for (const key of envelopeFields) {
        if (!flipping.includes(key)) {
          page[key] = laterReads[key];
          continue;
        }
        let reads = 0;
        Object.defineProperty(page, key, { enumerable: true, get: () => (reads++ === 0 ? firstRead[key] : laterReads[key]) });
      }
      const l = await collectAll((() => serve(page, how)) as unknown as FetchPage<number>, scan ? { maxPages: 3 } : {});
      const firstWasComplete = !flipping.includes('complete') && !flipping.includes('incomplete_reasons');
      if (!firstWasComplete) expect(l.complete).toBe(false);
    }),
    { numRuns },
  );
}

// ---- 5. failure is a reason, never a raw rejection -----------------------------------------------

function unprintable(kind: number): unknown {
  switch (kind) {
    case 0:
      return Object.create(null);
    case 1:
      return { toString: () => { throw new Error('no'); } };
    case 2: {
      const e = new Error('x');
      Object.defineProperty(e, 'message', { get: () => { throw new Error('no'); } });
      return e;
    }
    case 3: {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    }
    case 4:
      return Symbol('s');
    default: {
      const e = new Error('x');
      Object.defineProperty(e, 'code', { get: () => { throw new Error('no'); } });
      return e;
    }
  }
}

/** A valid envelope with one field broken the way hand-made pages break. */
const brokenPage = fc
  .record({
    complete: fc.boolean(),
    drop: fc.constantFrom('warnings', 'incomplete_reasons', 'items', 'next_cursor', 'continuation', 'scope', undefined),
    nasty: fc.constantFrom<unknown>(null, 5n, undefined, [null], [5n], [{ code: 'RESULT_LIMIT_REACHED', limit: 5n }], [{ code: 5n }], { code: 'TOTAL_IS_LOWER_BOUND', total: 1n }, 'x', 0),
    at: fc.constantFrom('warnings', 'incomplete_reasons', 'items', 'next_cursor', 'continuation', 'scope', 'page', 'complete'),
  })
  .map(({ complete: done, drop, nasty, at }) => {
    const page: Record<string, unknown> = done
      ? { items: [1], complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null, scope: null, page: null, warnings: [] }
      : { items: [1], complete: false, truncated: false, incomplete_reasons: [{ code: 'MORE_PAGES_AVAILABLE' }], next_cursor: 'c', continuation: null, scope: null, page: null, warnings: [] };
    if (drop !== undefined) Reflect.deleteProperty(page, drop);
    page[at] = nasty;
    return page;
  });

export async function failuresAreReasons(numRuns: number): Promise<void> {
  // Thunks: fast-check itself cannot hold a revoked proxy as a generated value.
  const thrown = fc.oneof(fc.anything().map((v) => () => v), fc.nat({ max: 5 }).map((kind) => () => unprintable(kind)));
  await fc.assert(
    fc.asyncProperty(fc.oneof(thrown.map((error) => ({ error })), brokenPage.map((page) => ({ page }))), answers, fc.boolean(), async (attack, how, budget) => {
      const fetchPage = (() => {
        if ('page' in attack) return serve(attack.page, how);
        if (how === 'sync') throw attack.error();
        return Promise.reject(attack.error() as Error); // eslint-disable-line @typescript-eslint/no-unnecessary-type-assertion -- any thrown value, typed for prefer-promise-reject-errors
      }) as unknown as FetchPage<number>;
      const l = await collectAll(fetchPage, budget ? { timeBudgetMs: 60_000 } : {});
      expect(isComplete(l) || isPartial(l)).toBe(true);
      // Items are the source's own values; everything the kit says about them must serialise.
      expect(() => JSON.stringify({ ...l, items: [] })).not.toThrow();
      if ('error' in attack) expect(l.incomplete_reasons[0]?.code).toBe('SOURCE_UNAVAILABLE');
    }),
    { numRuns },
  );
}

// ---- 6. deep nesting is a ContractViolationError, never a RangeError -----------------------------

function nested(depth: number, shape: 'object' | 'array' | 'shared'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = shape === 'object' ? { a: v } : shape === 'array' ? [v] : [v, v, v];
  return v;
}

export function deepNesting(numRuns: number, maxDepth = 3 * MAX_NESTING): void {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: maxDepth }), fc.constantFrom('object' as const, 'array' as const, 'shared' as const), fc.boolean(), (depth, shape, asRead) => {
      const body = nested(depth, shape);
      // The listing's items array is one level of its own; a read's value is measured from itself.
      const levels = asRead ? depth : depth + 1;
      const run = () => (asRead ? parseRead({ value: body, complete: true }) : parseListing({ items: [body], complete: true }));
      if (levels <= MAX_NESTING) {
        expect(run).not.toThrow();
      } else {
        expect(run).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION', field: asRead ? 'value' : 'items' }) as Error);
      }
    }),
    { numRuns },
  );
}

// ---- 7. a caller's signal ends a walk over a source that never lets a timer run -----------------

/**
 * A caller's `AbortSignal.timeout(ms)` over an endless source whose pages resolve through microtasks only:
 * the signal's timer can fire only if the walk lets the event loop turn. Without that, the walk would run
 * until the source gives up by itself (after 2 s), which fails the property.
 */
export async function callerTimeoutOnInstantSources(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 20 }), answers, fc.boolean(), async (timeoutMs, how, scan) => {
      let n = 0;
      const started = performance.now();
      const fetchPage: FetchPage<number> = () => {
        if (performance.now() - started > 2_000) throw new Error('the signal never fired');
        n++;
        return serve(partial([n], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${String(n)}` }), how);
      };
      const signal = AbortSignal.timeout(timeoutMs);
      const l = scan ? await drain(scanPages(fetchPage, { signal })) : await collectAll(fetchPage, { signal });
      expect(l.complete).toBe(false);
      expect(l.incomplete_reasons).toEqual([{ code: 'TIME_BUDGET_EXCEEDED', message: 'the scan was aborted by the caller' }]);
      // The walk lets the event loop turn every 10 ms; the bound leaves room for a busy machine.
      expect(performance.now() - started).toBeLessThan(timeoutMs + 1_000);
    }),
    { numRuns },
  );
}

/** Runs a scan to its end and returns its verdict. */
export async function drain<V>(walk: AsyncGenerator<unknown, V>): Promise<V> {
  for (;;) {
    const step = await walk.next();
    if (step.done) return step.value;
  }
}

// ---- 8. memory a walk retains ------------------------------------------------------------------

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap in use after a full collection, in MiB: what is still reachable. */
export function retainedMiB(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** A string built from JSON text, as a cursor or message arrives from the wire: flat, and shared with nothing. */
export function wireString(prefix: string, length: number): string {
  return JSON.parse(`"${prefix}${'x'.repeat(Math.max(0, length - prefix.length))}"`) as string;
}
