import { REASON_CODES, WARNING_CODES } from '../codes.js';
import { ContractViolationError } from '../errors.js';
import { parseListing } from '../parse-listing.js';
import { createFakeApi, type FakeApi, type FakeApiOptions, type FakeItem } from './fake-api.js';

/** Any wrapper around the fake service: it may return a Listing, a look-alike, or a bare array. */
export type ListingWrapper = (api: FakeApi) => Promise<unknown>;

export interface CheckWrapperOptions {
  /** Property runs (default 300). */
  readonly numRuns?: number;
  readonly seed?: number;
  /** Restrict or extend the generated scenarios. */
  readonly scenarios?: Partial<Record<'shortPages' | 'resultCap' | 'cursorExpiry' | 'failingShard' | 'permissionFilter' | 'timeouts' | 'mutations', boolean>>;
}

export interface CheckWrapperReport {
  readonly numRuns: number;
  readonly seed: number;
  readonly ms: number;
}

/** The wrapper broke the contract; `.message` describes the shrunk counterexample in plain words. */
export class WrapperContractError extends Error {
  override readonly name = 'WrapperContractError';
  readonly code = 'WRAPPER_CONTRACT';
  constructor(
    message: string,
    readonly scenario: FakeApiOptions,
  ) {
    super(message);
  }
}

const CONDITIONS: Record<string, string> = {
  RESULT_LIMIT_REACHED: 'the server stopped at its result cap',
  CURSOR_EXPIRED: 'a cursor expired',
  SOURCE_UNAVAILABLE: 'a shard did not answer',
  VISIBILITY_RESTRICTED: 'a permission filter hid items',
  TIME_BUDGET_EXCEEDED: 'a page timed out',
};

/** The scenario in plain words, for the failure message. */
export function describeScenario(s: FakeApiOptions): string {
  const parts = [`a ${String(s.size)}-item collection served in ${s.pagination === 'offset' ? 'offset' : 'cursor'} pages of ${String(s.pageSize ?? 10)}`];
  if (s.shortPages) parts.push('pages may be short or empty while more remain');
  if (s.resultCap !== undefined) parts.push(`the server stops after ${String(s.resultCap)} items`);
  if (s.cursorTtl !== undefined) parts.push(`a cursor expires after ${String(s.cursorTtl)} later call(s)${s.expiry === 'throw' ? ' (thrown as CursorExpiredError)' : ''}`);
  if (s.failingShard) parts.push(`shard ${String(s.failingShard.shard)} fails from page ${String(s.failingShard.fromPage ?? 1)}${s.failingShard.untilPage === undefined ? '' : ` to ${String(s.failingShard.untilPage)}`}`);
  if (s.permissionFilter) parts.push(`from page ${String(s.permissionFilter.fromPage ?? 1)} a permission filter hides items (disclosed)`);
  if (s.timeouts) parts.push(`page ${String(s.timeouts.fromPage)} times out with half its items`);
  if (s.mutations) parts.push(`every ${String(s.mutations.everyPages)} page(s) the data changes (${s.mutations.kinds.join(', ')})`);
  return `${parts.join('; ')} (seed ${String(s.seed ?? 1)})`;
}

function sample(ids: readonly string[]): string {
  return ids.length <= 5 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')}, … (${String(ids.length)} in all)`;
}

/** Runs one scenario; returns a plain-words failure, or null. Exported for tests of the harness itself. */
export async function judgeWrapper(wrapper: ListingWrapper, scenario: FakeApiOptions): Promise<string | null> {
  const api = createFakeApi(scenario);
  let result: unknown;
  try {
    result = await wrapper(api);
  } catch (error) {
    // Throwing is an honest way to refuse: nothing was labelled complete.
    if (error instanceof Error) return null;
    return `the wrapper threw a non-Error value: ${String(error)}`;
  }
  if (Array.isArray(result)) {
    return 'no completeness signal: the wrapper returned a bare array, so an empty or short result cannot be told from a complete one. Return a Listing (complete/partial, collectAll, parseListing).';
  }
  const raw = typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : null;
  if (!raw || !Object.hasOwn(raw, 'complete')) {
    return 'no completeness signal: the result has no `complete` field. Return a Listing.';
  }
  const rawReasons = raw.incomplete_reasons;
  if (Array.isArray(rawReasons) && rawReasons.some((r) => typeof r !== 'string' && (typeof r !== 'object' || r === null || typeof (r as { code?: unknown }).code !== 'string'))) {
    return 'a reason is prose only: every entry of incomplete_reasons needs a stable `code`.';
  }
  const listing = (() => {
    try {
      return parseListing<FakeItem>(result);
    } catch (error) {
      if (error instanceof ContractViolationError) return error;
      throw error;
    }
  })();
  if (listing instanceof ContractViolationError) return `the result breaks the wire contract: ${listing.message}`;
  const unknownCodes = (Array.isArray(rawReasons) ? rawReasons : [])
    .map((r) => (typeof r === 'string' ? r : (r as { code: string }).code))
    .filter((c) => !(REASON_CODES as readonly string[]).includes(c));
  if (unknownCodes.length > 0) return `reasons must be stable codes from REASON_CODES, got ${unknownCodes.join(', ')}`;
  const unknownWarnings = (Array.isArray(raw.warnings) ? (raw.warnings as unknown[]) : [])
    .map((w) => (typeof w === 'string' ? w : (w as { code?: unknown } | null)?.code))
    .filter((c) => typeof c !== 'string' || !(WARNING_CODES as readonly string[]).includes(c));
  if (unknownWarnings.length > 0) return `warnings must be stable codes from WARNING_CODES, got ${unknownWarnings.map(String).join(', ')}`;

  const served = new Set(api.served);
  if (listing.complete) {
    const got = listing.items.map((x) => x.id);
    const want = api.truth(listing.scope?.snapshot).map((x) => x.id);
    const gotSet = new Set(got);
    const missing = want.filter((id) => !gotSet.has(id));
    const wantSet = new Set(want);
    const extra = got.filter((id) => !wantSet.has(id));
    const dupes = got.length - gotSet.size;
    for (const code of Object.keys(CONDITIONS)) {
      if (served.has(code)) return `labelled complete although ${CONDITIONS[code] ?? code} during the scan (${code}); it must be incomplete with ${code}.`;
    }
    if (api.pendingMore) return `labelled complete although the last page said more pages remain (next_cursor was never followed): ${String(got.length)} of ${String(want.length)} items.`;
    if (missing.length > 0 || extra.length > 0 || dupes > 0) {
      return `labelled complete with ${String(got.length)} items, but the snapshot holds ${String(want.length)}${missing.length ? `; missing: ${sample(missing)}` : ''}${extra.length ? `; not in the snapshot: ${sample(extra)}` : ''}${dupes ? `; ${String(dupes)} duplicate(s)` : ''}.`;
    }
    return null;
  }
  const codes = new Set<string>(listing.incomplete_reasons.map((r) => r.code));
  for (const code of Object.keys(CONDITIONS)) {
    if (served.has(code) && !codes.has(code)) {
      return `labelled incomplete, but without ${code} although ${CONDITIONS[code] ?? code} during the scan (reasons given: ${[...codes].join(', ')}).`;
    }
  }
  return null;
}

/**
 * A fast-check property over the seeded fake service: every result the wrapper labels Complete
 * matches `truth()` exactly; every scan that hit a cap, an expiry, a failure, a time-out or a
 * permission filter is labelled incomplete with the matching reason; reasons and warnings are stable
 * codes; a bare array is "no completeness signal". Rejects with `WrapperContractError` describing
 * the shrunk counterexample in plain words. Needs `fast-check` (an optional peer dependency).
 */
export async function checkListingWrapper(wrapper: ListingWrapper, options: CheckWrapperOptions = {}): Promise<CheckWrapperReport> {
  const fc = await import('fast-check').catch(() => {
    throw new Error('checkListingWrapper needs fast-check: npm install --save-dev fast-check');
  });
  const on = (k: keyof NonNullable<CheckWrapperOptions['scenarios']>) => options.scenarios?.[k] ?? true;
  const maybe = <T>(enabled: boolean, arb: import('fast-check').Arbitrary<T>) => (enabled ? fc.option(arb, { nil: undefined, freq: 2 }) : fc.constant(undefined));
  const scenario = fc
    .record({
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      size: fc.integer({ min: 0, max: 60 }),
      pageSize: fc.integer({ min: 1, max: 12 }),
      pagination: fc.constantFrom<'cursor' | 'offset'>('cursor', 'offset'),
      shortPages: on('shortPages') ? fc.boolean() : fc.constant(false),
      resultCap: maybe(on('resultCap'), fc.integer({ min: 1, max: 50 })),
      cursorTtl: maybe(on('cursorExpiry'), fc.integer({ min: 0, max: 3 })),
      expiry: fc.constantFrom<'reason' | 'throw'>('reason', 'throw'),
      failingShard: maybe(on('failingShard'), fc.record({ shard: fc.integer({ min: 0, max: 3 }), shards: fc.constant(4), fromPage: fc.integer({ min: 1, max: 4 }) })),
      permissionFilter: maybe(on('permissionFilter'), fc.record({ fromPage: fc.integer({ min: 1, max: 4 }), disclosed: fc.constant(true) })),
      timeouts: maybe(on('timeouts'), fc.record({ fromPage: fc.integer({ min: 1, max: 4 }) })),
      mutations: maybe(
        on('mutations'),
        fc.record({ everyPages: fc.integer({ min: 1, max: 4 }), kinds: fc.subarray<'insert' | 'delete' | 'reorder'>(['insert', 'delete', 'reorder'], { minLength: 1 }) }),
      ),
    })
    .map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as unknown as FakeApiOptions);

  const numRuns = options.numRuns ?? 300;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const started = Date.now();
  const details = await fc.check(
    fc.asyncProperty(scenario, async (s) => {
      const failure = await judgeWrapper(wrapper, s);
      if (failure !== null) throw new Error(failure);
    }),
    { numRuns, seed },
  );
  if (details.failed) {
    const [counterexample] = details.counterexample ?? [];
    const s: FakeApiOptions = counterexample ?? { size: 0 };
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new WrapperContractError(
      `The wrapper broke the completeness contract after ${String(details.numRuns)} run(s) (seed ${String(seed)}).\nScenario: ${describeScenario(s)}.\nProblem: ${cause}`,
      s,
    );
  }
  return { numRuns, seed, ms: Date.now() - started };
}
