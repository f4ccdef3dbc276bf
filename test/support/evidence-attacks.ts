// The attack families of issue 12 ("Evidence tokens and decisions") as fast-check properties, shared by
// test/evidence.test.ts (a CI-friendly run count) and bench/evidence-attacks.bench-test.ts (>= 10,000 runs).
import { createSecretKey } from 'node:crypto';
import fc from 'fast-check';
import {
  approvalRequest,
  collectAll,
  complete,
  ContractViolationError,
  decide,
  EvidenceError,
  guardAction,
  isComplete,
  memoryReplayStore,
  partial,
  REASON_CODES,
  requireComplete,
  selectTargets,
  verdictLine,
  verifyTargets,
  IncompleteResultError,
  listedIds,
  parseListing,
  type Complete,
  type IncompleteReason,
  type Listing,
} from '../../src/index.js';
import { guardedTool, toCallToolResult } from '../../src/mcp/index.js';

const key = 'k'.repeat(32);
const idOf = (x: { id: string }) => x.id;

/** The `.code` of the EvidenceError that `fn` throws, or undefined when it throws none (anything else rethrows). */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof EvidenceError) return e.code;
    throw e;
  }
  return undefined;
}

/** A complete inventory of 1..12 distinct ids under one resource, and a non-empty selection from it. */
const inventoryAndSelection = fc
  .record({
    ids: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 12 }),
    resource: fc.string({ minLength: 1, maxLength: 12 }),
    snapshot: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  })
  .chain(({ ids, resource, snapshot }) =>
    fc.record({
      listing: fc.constant(complete(ids.map((id) => ({ id })), { scope: { resource, visibility: 'admin', snapshot } })),
      selected: fc.subarray(ids, { minLength: 1 }),
      resource: fc.constant(resource),
    }),
  );

/** Single use: a token runs its action once, one after another or all at once. */
export async function singleUse(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(inventoryAndSelection, fc.integer({ min: 2, max: 5 }), fc.boolean(), async ({ listing, selected, resource }, uses, concurrent) => {
      let runs = 0;
      const action = guardAction(
        () => {
          runs++;
        },
        { key, action: 'disable', resource, replayStore: memoryReplayStore() },
      );
      const evidence = selectTargets(listing, selected, { key, idOf, action: 'disable', ttlMs: 60_000 });
      const attempt = () => action({ evidence, ids: selected }).then(() => 'ran', (e: unknown) => (e instanceof EvidenceError ? e.code : 'other'));
      const outcomes: string[] = [];
      if (concurrent) outcomes.push(...(await Promise.all(Array.from({ length: uses }, attempt))));
      else for (let i = 0; i < uses; i++) outcomes.push(await attempt());
      return runs === 1 && outcomes.filter((o) => o === 'ran').length === 1 && outcomes.filter((o) => o === 'REPLAYED').length === uses - 1;
    }),
    { numRuns },
  );
}

/**
 * Bound to what was listed: a token from one resource opens no guard of another resource. A listing with a
 * `scope.resource` binds it (a `resource` named at selection must agree); one without needs the resource
 * named at selection; a guard must name a non-empty resource (null, '' are refused when it is built).
 * Before 0.2, a listing without scope minted tokens bound to null, and every guard with `resource: null`
 * (10 of 12 adapters produced such listings) accepted them all.
 */
export function boundToResource(numRuns: number): void {
  const name = fc.constantFrom('svc', 'db', 'users', '');
  fc.assert(
    fc.property(
      inventoryAndSelection,
      fc.boolean(),
      fc.option(name, { nil: undefined }),
      fc.oneof(name, fc.constant(null), fc.string({ maxLength: 12 })),
      fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
      ({ listing, selected, resource }, scoped, named, guarded, snapshot) => {
        const source = scoped ? listing : complete(listing.items);
        let token: string | undefined;
        const minted = codeOf(() => {
          token = selectTargets(source, selected, { key, idOf, action: 'disable', ttlMs: 60_000, ...(named === undefined ? {} : { resource: named }) });
        });
        const bound = scoped ? resource : named;
        const expectedMint =
          named === '' ? 'INVALID_OPTIONS' : scoped ? (named === undefined || named === resource ? undefined : 'RESOURCE_MISMATCH') : named === undefined ? 'INVALID_OPTIONS' : undefined;
        if (minted !== expectedMint) return false;
        if (token === undefined) return true;
        const evidence = token;
        const check = (r: string | null, s?: string) =>
          codeOf(() => verifyTargets(evidence, selected, { key, action: 'disable', resource: r as string, ...(s === undefined ? {} : { snapshot: s }) }));
        const listed = source.scope?.snapshot ?? null;
        return (
          check(bound ?? null) === undefined &&
          check(guarded) === (guarded === null || guarded === '' ? 'INVALID_OPTIONS' : guarded === bound ? undefined : 'RESOURCE_MISMATCH') &&
          check(bound ?? null, snapshot) === (snapshot === undefined || snapshot === listed ? undefined : 'SNAPSHOT_MISMATCH')
        );
      },
    ),
    { numRuns },
  );
}

/** `ids` that answer differently to an iterator, a getter or a second read. */
function smuggling(honest: readonly string[], extra: string, kind: 'iterator' | 'getter' | 'proxy' | 'late'): { ids: readonly string[]; evidence?: string } {
  const arr = [...honest];
  switch (kind) {
    case 'iterator':
      Object.defineProperty(arr, Symbol.iterator, { value: function* () { yield* honest; yield extra; } });
      return { ids: arr };
    case 'getter': {
      let reads = 0;
      const input = {} as { ids: readonly string[] };
      Object.defineProperty(input, 'ids', { enumerable: true, get: () => (reads++ === 0 ? arr : [...honest, extra]) });
      return input;
    }
    case 'proxy': {
      let reads = 0;
      return { ids: new Proxy(arr, { get: (t, p, r) => (p === '0' && reads++ > 0 ? extra : Reflect.get(t, p, r) as unknown) }) };
    }
    case 'late':
      return { ids: arr };
  }
}

/** The handler acts only on verified ids: frozen, equal to the signed set, never the caller's object. */
export async function verifiedIdsOnly(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(inventoryAndSelection, fc.string({ minLength: 1 }), fc.constantFrom<'iterator' | 'getter' | 'proxy' | 'late'>('iterator', 'getter', 'proxy', 'late'), async ({ listing, selected, resource }, extra, kind) => {
      const evidence = selectTargets(listing, selected, { key, idOf, action: 'disable', ttlMs: 60_000 });
      const input = smuggling(selected, extra, kind);
      let seen: readonly string[] | undefined;
      let callers: unknown;
      const action = guardAction(
        (args: { evidence: string; ids: readonly string[] }) => {
          seen = args.ids;
          callers = input.ids;
          if (kind === 'late') (input.ids as string[]).push(extra); // the caller edits its array while the action runs
        },
        { key, action: 'disable', resource, replayStore: memoryReplayStore() },
      );
      const target: { evidence: string; ids: readonly string[] } = Object.assign(input, { evidence });
      await action(target).catch(() => undefined);
      if (seen === undefined) return true; // refused: nothing ran
      const chosen = new Set(selected);
      const signed = (listedIds(listing) ?? []).filter((id): id is string => id !== null && chosen.has(id)); // in listing order
      return Object.isFrozen(seen) && seen !== callers && seen.length === signed.length && seen.every((id, i) => id === signed[i]);
    }),
    { numRuns },
  );
}

/** Inputs refused at mint time: ttlMs and key of any kind give a token or an EvidenceError with a stable code. */
export function mintInputs(numRuns: number): void {
  const ttl = fc.oneof(
    fc.double(),
    fc.constantFrom(1e300, Number.NaN, Infinity, -Infinity, -1, 0, Number.MAX_VALUE, 24 * 60 * 60 * 1000 + 1),
    fc.integer(),
    fc.anything(),
  );
  const sized = (min: number, max: number) =>
    fc.oneof(
      fc.string({ minLength: min, maxLength: max }),
      fc.uint8Array({ minLength: min, maxLength: max }),
      fc.uint8Array({ minLength: Math.max(1, min), maxLength: max }).map((b) => createSecretKey(b)),
    );
  const keys = fc.oneof(
    { arbitrary: sized(32, 64), weight: 3 },
    { arbitrary: sized(0, 31), weight: 2 },
    { arbitrary: fc.constantFrom(undefined, null, 0, {}, [], true), weight: 1 },
  );
  const listing = complete([{ id: 'a' }], { scope: { resource: 'r', visibility: 'admin', snapshot: null } });
  fc.assert(
    fc.property(ttl, keys, (ttlMs, k) => {
      const bytes = typeof k === 'string' ? Buffer.byteLength(k) : k instanceof Uint8Array ? k.byteLength : typeof k === 'object' && k !== null && 'symmetricKeySize' in k ? (k.symmetricKeySize ?? 0) : -1;
      const goodTtl = typeof ttlMs === 'number' && Number.isFinite(ttlMs) && ttlMs > 0 && ttlMs <= 24 * 60 * 60 * 1000;
      const code = codeOf(() => selectTargets(listing, ['a'], { key: k as string, idOf, action: 'x', ttlMs: ttlMs as number }));
      if (bytes < 32) return code === 'WEAK_KEY';
      return code === (goodTtl ? undefined : 'INVALID_TTL');
    }),
    { numRuns },
  );
}

/** One canonical signature encoding: any other spelling of a token is refused. */
export function canonicalSignature(numRuns: number): void {
  const listing = complete([{ id: 'a' }, { id: 'b' }], { scope: { resource: 'r', visibility: 'admin', snapshot: null } });
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const edit = fc.oneof(
    // extra characters or padding after the signature
    fc.string({ minLength: 1, maxLength: 4 }).map((s) => (t: string) => t + s),
    fc.constantFrom('=', '==', '%3D', ' ', '\n').map((s) => (t: string) => t + s),
    // any character of the signature replaced, from base64url, base64 or neither
    fc.tuple(fc.nat(), fc.constantFrom(...`${ALPHABET}+/=.`.split(''))).map(([i, c]) => (t: string) => {
      const at = t.indexOf('.') + 1 + (i % (t.length - t.indexOf('.') - 1));
      return t.slice(0, at) + c + t.slice(at + 1);
    }),
    // the same bytes spelled another way: base64 instead of base64url, or other unused low bits in the last character
    fc.constant((t: string) => t.replaceAll('-', '+').replaceAll('_', '/')),
    fc.integer({ min: 1, max: 3 }).map((low) => (t: string) => {
      const last = ALPHABET.indexOf(t.at(-1) ?? 'A');
      return t.slice(0, -1) + (ALPHABET[(last & ~3) | ((last + low) & 3)] ?? 'A');
    }),
  );
  fc.assert(
    fc.property(fc.subarray(['a', 'b'], { minLength: 1 }), edit, (ids, f) => {
      const token = selectTargets(listing, ids, { key, idOf, action: 'x', ttlMs: 60_000 });
      const altered = f(token);
      const code = codeOf(() => verifyTargets(altered, ids, { key, action: 'x', resource: 'r' }));
      return altered === token ? code === undefined : code === 'INVALID_TOKEN';
    }),
    { numRuns },
  );
}

const reason = fc.constantFrom(...REASON_CODES).map((code) => ({ code }) as IncompleteReason);

/** Envelopes as hand-written code and hostile upstreams produce them: well-formed, contradictory or neither. */
const envelope = fc.record(
  {
    items: fc.oneof(fc.array(fc.integer(), { maxLength: 3 }), fc.anything()),
    complete: fc.oneof(fc.boolean(), fc.anything()),
    truncated: fc.oneof(fc.boolean(), fc.anything()),
    incomplete_reasons: fc.oneof(fc.array(reason, { maxLength: 3 }), fc.anything()),
    next_cursor: fc.oneof(fc.constant(null), fc.string({ maxLength: 4 })),
    continuation: fc.oneof(fc.constant(null), fc.record({ kind: fc.constant('next_cursor' as const), cursor: fc.string({ maxLength: 4 }) })),
  },
  { requiredKeys: [] },
);

/** approvalRequest, verdictLine and toCallToolResult agree with decide() on every envelope. */
export function agreeWithDecide(numRuns: number): void {
  fc.assert(
    fc.property(envelope, (raw) => {
      const l = raw as unknown as Listing<unknown>;
      let proceeds: boolean;
      try {
        proceeds = decide(l, 'claim_absence').decision === 'proceed';
      } catch (e) {
        return e instanceof ContractViolationError; // then nothing else may call it complete either
      }
      let tool: ReturnType<typeof toCallToolResult> | undefined;
      try {
        tool = toCallToolResult(l);
      } catch (e) {
        // A value JSON cannot carry (`undefined` in items, NaN) is a coded error: no result, so no claim at all.
        if (!(e instanceof ContractViolationError)) throw e;
      }
      return (
        proceeds === isComplete(l) &&
        verdictLine(l).startsWith('COMPLETE') === proceeds &&
        approvalRequest(l, { verb: 'delete', targets: [], scope: 's' }).evidence.complete === proceeds &&
        (tool === undefined || ((tool.structuredContent?.complete === true) === proceeds && tool.content[0]?.text.startsWith('COMPLETE') === proceeds))
      );
    }),
    { numRuns },
  );
}

/** Own properties only: inherited fields, or a polluted Object.prototype, never make a Complete. */
export function ownPropertiesOnly(numRuns: number): void {
  const fields = { items: [], complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null };
  const names = Object.keys(fields) as (keyof typeof fields)[];
  fc.assert(
    fc.property(fc.subarray(names, { minLength: 1 }), fc.boolean(), (inherited, pollute) => {
      const own = Object.fromEntries(names.filter((n) => !inherited.includes(n)).map((n) => [n, fields[n]]));
      const proto = Object.fromEntries(inherited.map((n) => [n, fields[n]]));
      const added: string[] = [];
      if (pollute) {
        for (const n of inherited) {
          if (!(n in Object.prototype)) {
            Object.defineProperty(Object.prototype, n, { value: fields[n], configurable: true, writable: true });
            added.push(n);
          }
        }
      }
      try {
        const l = (pollute ? own : Object.assign(Object.create(proto) as object, own)) as unknown as Complete<{ id: string }>;
        let required = false;
        try {
          requireComplete(l);
          required = true;
        } catch (e) {
          if (!(e instanceof IncompleteResultError)) throw e;
        }
        return (
          !isComplete(l) &&
          decide(l, 'claim_absence').decision !== 'proceed' &&
          !required &&
          codeOf(() => selectTargets(l, [], { key, idOf, action: 'x', ttlMs: 1000 })) === 'INCOMPLETE_EVIDENCE'
        );
      } finally {
        for (const n of added) Reflect.deleteProperty(Object.prototype, n);
      }
    }),
    { numRuns },
  );
}

/** Malformed input gives a refusal, not a crash: to guardedTool, guardAction and decide(). */
export async function malformedInput(numRuns: number): Promise<void> {
  const tool = guardedTool(() => ({ content: [{ type: 'text', text: 'ran' }] }), { key, action: 'x', resource: 'r', replayStore: memoryReplayStore() });
  const action = guardAction(() => 'ran', { key, action: 'x', resource: 'r', replayStore: memoryReplayStore() });
  await fc.assert(
    fc.asyncProperty(fc.anything(), fc.oneof(fc.anything(), fc.constantFrom(Symbol('read'), { toString: () => { throw new Error('unprintable'); } })), async (args, intent) => {
      const result = await tool(args as { evidence?: unknown; ids?: unknown });
      const acted = await action(args as { evidence: string; ids: string[] }).then(
        () => 'ran',
        (e: unknown) => (e instanceof EvidenceError ? 'refused' : 'crash'),
      );
      let decided: string;
      try {
        decide(partial([], [{ code: 'RATE_LIMITED' }]), intent as 'read');
        decided = 'ok';
      } catch (e) {
        decided = e instanceof ContractViolationError ? 'refused' : 'crash';
      }
      const reasons = [{ code: 'RATE_LIMITED' }, args];
      let withReason: string;
      try {
        decide({ items: [], complete: false, truncated: false, incomplete_reasons: reasons, next_cursor: null, continuation: null } as unknown as Listing<unknown>, 'enumerate');
        withReason = 'ok';
      } catch (e) {
        withReason = e instanceof ContractViolationError ? 'refused' : 'crash';
      }
      const wellFormedReason = typeof args === 'object' && args !== null && typeof (args as { code?: unknown }).code === 'string';
      return (
        result.isError === true &&
        acted === 'refused' &&
        decided === (typeof intent === 'string' && ['read', 'enumerate', 'claim_absence', 'mutate'].includes(intent) ? 'ok' : 'refused') &&
        withReason === (wellFormedReason ? 'ok' : 'refused')
      );
    }),
    { numRuns },
  );
}

/** An item whose `id` is a getter answering `answers[k]` on its k-th read (the last one ever after), counting its reads. */
interface Shifty {
  readonly id: string;
  readonly reads: number;
}

function shifty(answers: readonly string[]): Shifty {
  let reads = 0;
  const item = {};
  Object.defineProperty(item, 'id', { enumerable: true, get: () => answers[Math.min(reads++, answers.length - 1)] });
  Object.defineProperty(item, 'reads', { get: () => reads });
  return item as Shifty;
}

const shiftyIdOf = (x: Shifty) => x.id;

/**
 * Ids are taken when the listing is built: an `id` getter that answers differently on a later read (or an item
 * edited after listing) never gets an id signed, or verified, that the listing did not list. The oracle is the
 * getter's own log: an id may be signed only if the getter answered it while the kit built the listing
 * (`complete`, `parseListing`, `collectAll` with `idOf`), and it must be the id `listedIds` shows; for a
 * hand-made object, which the kit never built, only an answer given while `selectTargets` parsed it.
 * Mutation check: with the ids read at selection instead (`listedSet(...)` replaced by reading
 * `source.items` with `idOf` in src/evidence.ts), this property fails within a few runs.
 */
export async function idsTakenAtBuild(numRuns: number): Promise<void> {
  const word = fc.constantFrom<string>('a', 'b', 'c', 'd', 'admin');
  const item = fc.array(word, { minLength: 1, maxLength: 5 });
  const build = fc.constantFrom('complete', 'parseListing', 'collectAll', 'hand-made');
  const reader = fc.constantFrom('same', 'another', 'omitted');
  await fc.assert(
    fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 6 }), build, reader, fc.nat({ max: 3 }), fc.array(word, { maxLength: 4 }), async (answers, how, given, readsBetween, wanted) => {
      const items = answers.map(shifty);
      // The answers item i's getter gave on its reads from..to-1 (the last answer repeats once the list runs out).
      const answered = (i: number, from: number, to: number) => {
        const a = answers[i] ?? [];
        return Array.from({ length: Math.max(0, to - from) }, (_, k) => a[Math.min(from + k, a.length - 1)] as string);
      };
      const scope = { resource: 'r', visibility: 'admin', snapshot: null };
      let listing: Complete<Shifty>;
      switch (how) {
        case 'complete':
          listing = complete(items, { scope, idOf: shiftyIdOf });
          break;
        case 'parseListing':
          listing = requireComplete(parseListing<Shifty>({ items, complete: true, scope }, { idOf: shiftyIdOf }));
          break;
        case 'collectAll': {
          const all = await collectAll(() => complete(items, { scope }), { idOf: shiftyIdOf });
          if (!all.complete) return all.incomplete_reasons.every((r) => r.code === 'SNAPSHOT_CHANGED'); // an id read twice
          listing = all;
          break;
        }
        case 'hand-made':
          listing = { items, complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null, scope, page: null, warnings: [] } as unknown as Complete<Shifty>;
          break;
      }
      const built = items.map((it) => it.reads);
      // Other code reads the ids between listing and selection (to show them, say).
      const shown: string[] = [];
      for (let r = 0; r < readsBetween; r++) for (const it of items) shown.push(it.id);
      const before = items.map((it) => it.reads);
      const idOf = given === 'same' ? shiftyIdOf : given === 'another' ? (x: Shifty) => x.id : undefined;
      let token: string | undefined;
      let code: string | undefined;
      try {
        token = selectTargets(listing, wanted, { key, action: 'x', ttlMs: 60_000, ...(idOf === undefined ? {} : { idOf }) });
      } catch (e) {
        if (!(e instanceof EvidenceError)) throw e;
        code = e.code;
      }
      if (token === undefined) return code === 'NOT_IN_EVIDENCE' || code === 'ID_MISMATCH';
      // What the getters answered while the listing was built (hand-made: while selectTargets read it).
      const allowed = new Set(items.flatMap((it, i) => (how === 'hand-made' ? answered(i, before[i] ?? 0, it.reads) : answered(i, 0, built[i] ?? 0))));
      const listed = how === 'hand-made' ? undefined : listedIds(listing);
      const verified = verifyTargets(token, wanted, { key, action: 'x', resource: 'r' });
      return (
        wanted.every((id) => allowed.has(id) && (listed === undefined || listed.includes(id))) &&
        verified.ids.every((id) => allowed.has(id)) &&
        (listed === undefined || listed.every((id) => id === null || allowed.has(id)))
      );
    }),
    { numRuns },
  );
}

/** Ids as JSON and hostile callers spell them: quotes, backslashes, separators, control characters, lone surrogates. */
const trickyId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 6 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
  fc.constantFrom('"', '\\', 'a","b', 'a\\', '\\"', '],"exp":1}', ',"ids":[', '\u0000', '\ud800', '\u2028', 'é'),
);

/**
 * The caller's ids are checked against the signed ones exactly, whatever their order, repeats or spelling:
 * the same set passes (the handler gets the signed ids, in listing order), anything else is TARGET_MISMATCH.
 * The verifier compares ids in the token's order without parsing them, and parses them otherwise; this
 * property checks both paths against a plain set comparison.
 */
export function idsAnyOrder(numRuns: number): void {
  const change = fc.constantFrom('same', 'reversed', 'repeat', 'drop', 'add-listed', 'add-other', 'joined');
  fc.assert(
    fc.property(fc.uniqueArray(trickyId, { minLength: 2, maxLength: 10 }), fc.func(fc.boolean()), change, trickyId, (all, pick, how, other) => {
      const listing = complete(all.map((id) => ({ id })), { scope: { resource: 'r', visibility: 'admin', snapshot: null } });
      const selected = all.filter((id) => pick(id));
      if (selected.length === 0) selected.push(all[0] as string);
      const token = selectTargets(listing, selected, { key, idOf, action: 'x', ttlMs: 60_000 });
      const rest = all.filter((id) => !selected.includes(id));
      const given =
        how === 'same' ? selected
        : how === 'reversed' ? [...selected].reverse()
        : how === 'repeat' ? [...selected, selected[0] as string]
        : how === 'drop' ? selected.slice(1)
        : how === 'add-listed' ? [...selected, ...rest.slice(0, 1)]
        : how === 'add-other' ? [...selected, other]
        : [selected.join('","')];
      let verified: readonly string[] | undefined;
      const code = codeOf(() => (verified = verifyTargets(token, given, { key, action: 'x', resource: 'r' }).ids));
      const same = new Set(given).size === selected.length && given.every((id) => selected.includes(id));
      const inListingOrder = all.filter((id) => selected.includes(id));
      return same ? code === undefined && JSON.stringify(verified) === JSON.stringify(inListingOrder) : code === 'TARGET_MISMATCH';
    }),
    { numRuns },
  );
}

export const families = {
  singleUse,
  boundToResource,
  verifiedIdsOnly,
  mintInputs,
  canonicalSignature,
  agreeWithDecide,
  ownPropertiesOnly,
  malformedInput,
  idsTakenAtBuild,
  idsAnyOrder,
} as const;
