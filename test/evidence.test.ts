import { createHmac, createSecretKey, generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  complete,
  ContractViolationError,
  EvidenceError,
  guardAction,
  memoryReplayStore,
  partial,
  redeemTargets,
  recheckEach,
  selectTargets,
  verifyTargets,
  type Complete,
  type ReplayStore,
} from '../src/index.js';
import { guardedTool } from '../src/mcp/index.js';
import { families } from './support/evidence-attacks.js';
import { codeOf } from './support/evidence-attacks.js';

const key = 'k'.repeat(32);
const now = 1_700_000_000_000;
const inventory = complete(
  [{ id: 'svc-1' }, { id: 'svc-2' }, { id: 'svc-3' }],
  { scope: { resource: 'service_accounts', visibility: 'admin', snapshot: '2025-03-08T14:20:11Z' } },
);
const base = { key, idOf: (x: { id: string }) => x.id, action: 'disable_account', ttlMs: 60_000, now };
const v = { key, action: 'disable_account', resource: 'service_accounts', now };


describe('selectTargets / verifyTargets', () => {
  it('round-trips and binds resource, snapshot, action, ids and expiry', () => {
    const token = selectTargets(inventory, ['svc-2', 'svc-1'], base);
    const verified = verifyTargets(token, ['svc-1', 'svc-2'], v);
    expect(verified).toEqual({
      ids: ['svc-1', 'svc-2'],
      resource: 'service_accounts',
      snapshot: '2025-03-08T14:20:11Z',
      action: 'disable_account',
      expires_at: now + 60_000,
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(Object.isFrozen(verified) && Object.isFrozen(verified.ids)).toBe(true);
  });

  it('refuses an incomplete listing even when a cast got around the types', () => {
    const cut = partial([{ id: 'svc-1' }], [{ code: 'TIME_BUDGET_EXCEEDED' }]) as unknown as Complete<{ id: string }>;
    expect(codeOf(() => selectTargets(cut, ['svc-1'], base))).toBe('INCOMPLETE_EVIDENCE');
  });

  it('refuses ids that are not in the evidence', () => {
    expect(codeOf(() => selectTargets(inventory, ['svc-9'], base))).toBe('NOT_IN_EVIDENCE');
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, key: 'short' }))).toBe('WEAK_KEY');
    expect(codeOf(() => verifyTargets('a.b', [], { key: new Uint8Array(31), action: 'x', resource: 'r' }))).toBe('WEAK_KEY');
  });

  it.each([
    ['INVALID_TOKEN', 'garbage'],
    ['INVALID_TOKEN', 'a.b.c'],
  ])('%s for %s', (code, token) => {
    expect(codeOf(() => verifyTargets(token, ['svc-1'], v))).toBe(code);
  });

  it('INVALID_TOKEN for a tampered payload or another key', () => {
    const token = selectTargets(inventory, ['svc-1'], base);
    const [body, sig] = token.split('.') as [string, string];
    const widened = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"svc-1"', '"svc-1","svc-2"')).toString('base64url');
    expect(codeOf(() => verifyTargets(`${widened}.${sig}`, ['svc-1', 'svc-2'], v))).toBe('INVALID_TOKEN');
    expect(codeOf(() => verifyTargets(token, ['svc-1'], { ...v, key: 'x'.repeat(32) }))).toBe('INVALID_TOKEN');
  });

  it('EXPIRED, TARGET_MISMATCH and ACTION_MISMATCH', () => {
    const token = selectTargets(inventory, ['svc-1', 'svc-2'], base);
    expect(codeOf(() => verifyTargets(token, ['svc-1', 'svc-2'], { ...v, now: now + 60_000 }))).toBe('EXPIRED');
    expect(codeOf(() => verifyTargets(token, ['svc-1', 'svc-3'], v))).toBe('TARGET_MISMATCH');
    expect(codeOf(() => verifyTargets(token, ['svc-1'], v))).toBe('TARGET_MISMATCH');
    expect(codeOf(() => verifyTargets(token, ['svc-1', 'svc-2'], { ...v, action: 'delete_account' }))).toBe('ACTION_MISMATCH');
  });

  it('token size grows with the selected ids only, not with the inventory', () => {
    const big = complete(Array.from({ length: 50_000 }, (_, i) => ({ id: `svc-${String(i)}` })));
    const small = complete(big.items.slice(0, 10));
    const named = { ...base, resource: 'svc' };
    const a = selectTargets(big, ['svc-1', 'svc-2'], named);
    const b = selectTargets(small, ['svc-1', 'svc-2'], named);
    expect(a.length).toBe(b.length);
    expect(selectTargets(big, big.items.slice(0, 200).map((x) => x.id), named).length).toBeGreaterThan(a.length * 10);
  });

  it('the MAC is HMAC-SHA256 over the payload', () => {
    const token = selectTargets(inventory, ['svc-1'], base);
    const [body, sig] = token.split('.') as [string, string];
    expect(sig).toBe(createHmac('sha256', key).update(body).digest('base64url'));
  });
});

describe('guardAction', () => {
  it('runs the handler only on verified evidence', async () => {
    const handler = vi.fn((input: { evidence: string; ids: readonly string[]; reason: string }) => `disabled ${input.ids.join(',')}`);
    const guarded = guardAction(handler, v);
    const evidence = selectTargets(inventory, ['svc-3'], base);
    await expect(guarded({ evidence, ids: ['svc-3'], reason: 'orphaned' })).resolves.toBe('disabled svc-3');
    await expect(guarded({ evidence, ids: ['svc-1'], reason: 'orphaned' })).rejects.toMatchObject({ code: 'TARGET_MISMATCH' });
    await expect(guarded({ evidence: 'forged.token', ids: ['svc-3'], reason: 'x' })).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('recheckEach', () => {
  it('splits targets into confirmed and rejected; a throwing check rejects', async () => {
    const result = await recheckEach(['a', 'b', 'c', 'd'], (t) => {
      if (t === 'c') throw new Error('403');
      return Promise.resolve(t !== 'b');
    });
    expect(result.confirmed).toEqual(['a', 'd']);
    expect(result.rejected.map((r) => r.target)).toEqual(['b', 'c']);
    expect(result.rejected[1]?.error).toBeInstanceOf(Error);
  });

  it('a truthy non-boolean answer is not a confirmation', async () => {
    const result = await recheckEach(['a'], () => 'yes' as unknown as boolean);
    expect(result.confirmed).toEqual([]);
  });
});

describe('single use', () => {
  it('a token runs its action once; a second use is REPLAYED', async () => {
    const handler = vi.fn(() => 'done');
    const guarded = guardAction(handler, { ...v, replayStore: memoryReplayStore() });
    const evidence = selectTargets(inventory, ['svc-1'], base);
    await expect(guarded({ evidence, ids: ['svc-1'] })).resolves.toBe('done');
    await expect(guarded({ evidence, ids: ['svc-1'] })).rejects.toMatchObject({ code: 'REPLAYED' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('two concurrent uses of one token: exactly one runs', async () => {
    const handler = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return 'done';
    });
    const guarded = guardAction(handler, v); // the process-wide default store
    const evidence = selectTargets(inventory, ['svc-2'], base);
    const results = await Promise.allSettled([guarded({ evidence, ids: ['svc-2'] }), guarded({ evidence, ids: ['svc-2'] })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('the default store is shared: a second guard for the same action does not reopen a used token', async () => {
    const evidence = selectTargets(inventory, ['svc-3'], base);
    await guardAction(() => 1, v)({ evidence, ids: ['svc-3'] });
    await expect(guardAction(() => 1, v)({ evidence, ids: ['svc-3'] })).rejects.toMatchObject({ code: 'REPLAYED' });
    await expect(redeemTargets(evidence, ['svc-3'], v)).rejects.toMatchObject({ code: 'REPLAYED' });
  });

  it('a store answering anything but true, or failing, refuses', async () => {
    const evidence = selectTargets(inventory, ['svc-1'], base);
    const says = (answer: unknown): ReplayStore => ({ claim: () => Promise.resolve(answer as boolean) });
    await expect(redeemTargets(evidence, ['svc-1'], { ...v, replayStore: says('OK') })).rejects.toMatchObject({ code: 'REPLAYED' });
    const down: ReplayStore = { claim: () => Promise.reject(new Error('ECONNREFUSED')) };
    await expect(redeemTargets(evidence, ['svc-1'], { ...v, replayStore: down })).rejects.toMatchObject({ code: 'REPLAY_STORE_UNAVAILABLE' });
  });

  it('the store is told when the token expires, in its own clock, and a failed check claims nothing', async () => {
    const claims: [string, number][] = [];
    const store: ReplayStore = { claim: (n, exp) => (claims.push([n, exp]), Promise.resolve(true)) };
    const evidence = selectTargets(inventory, ['svc-1'], base);
    await expect(redeemTargets(evidence, ['svc-2'], { ...v, replayStore: store })).rejects.toMatchObject({ code: 'TARGET_MISMATCH' });
    expect(claims).toEqual([]);
    const before = Date.now();
    await redeemTargets(evidence, ['svc-1'], { ...v, replayStore: store });
    expect(claims[0]?.[1]).toBeGreaterThanOrEqual(before + 60_000);
    expect(claims[0]?.[1]).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('the in-memory store forgets expired nonces, so it cannot grow forever', async () => {
    let t = 0;
    const store = memoryReplayStore({ clock: () => t, maxEntries: 3000 });
    let claimed = 0;
    for (let i = 0; i < 100_000; i++) {
      t = i;
      if (await store.claim(`n${String(i)}`, i + 10)) claimed++;
    }
    expect(claimed).toBe(100_000); // only 10 are live at a time; without sweeping the 3,001st claim would fail
    await expect(store.claim('n99999', 0)).resolves.toBe(false);
    const full = memoryReplayStore({ clock: () => 0, maxEntries: 2 });
    await full.claim('a', 1);
    await full.claim('b', 1);
    await expect(full.claim('c', 1)).rejects.toMatchObject({ code: 'REPLAY_STORE_UNAVAILABLE' });
  });
});

describe('bound to what was listed', () => {
  it('a token minted from prod_databases does not pass a guard for svc_accounts with the same action name', async () => {
    const dbs = complete([{ id: 'db-1' }], { scope: { resource: 'prod_databases', visibility: 'admin', snapshot: 's' } });
    const evidence = selectTargets(dbs, ['db-1'], { ...base, action: 'delete' });
    const deleteAccounts = guardAction(() => 'deleted', { key, action: 'delete', resource: 'svc_accounts' });
    await expect(deleteAccounts({ evidence, ids: ['db-1'] })).rejects.toMatchObject({ code: 'RESOURCE_MISMATCH' });
    expect(codeOf(() => verifyTargets(evidence, ['db-1'], { key, action: 'delete', resource: 'prod_databases', snapshot: 't', now }))).toBe('SNAPSHOT_MISMATCH');
    expect(codeOf(() => verifyTargets(evidence, ['db-1'], { key, action: 'delete', resource: 'prod_databases', snapshot: 's', now }))).toBeUndefined();
  });

  it('a guard must say which resource it acts on', () => {
    expect(codeOf(() => guardAction(() => 1, { key, action: 'delete' } as never))).toBe('INVALID_OPTIONS');
    expect(codeOf(() => verifyTargets('a.b', [], { key, action: 'delete' } as never))).toBe('INVALID_OPTIONS');
  });
});

describe('the handler acts only on verified ids', () => {
  it('gets a frozen copy of the verified ids, not the caller object', async () => {
    const evidence = selectTargets(inventory, ['svc-1', 'svc-2'], base);
    const theirs = ['svc-2', 'svc-1'];
    Object.defineProperty(theirs, Symbol.iterator, { value: function* () { yield* ['svc-1', 'svc-2', 'svc-3']; } });
    let got: readonly string[] = [];
    await guardAction((input) => void (got = input.ids), v)({ evidence, ids: theirs });
    expect(got).toEqual(['svc-1', 'svc-2']);
    expect(got).not.toBe(theirs);
    expect(Object.isFrozen(got)).toBe(true);
  });
});

describe('inputs refused at mint time', () => {
  it.each([1e300, Number.NaN, Infinity, '60000', -1, 0])('ttlMs %s is INVALID_TTL', (ttlMs) => {
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, ttlMs: ttlMs as number }))).toBe('INVALID_TTL');
  });

  it('keys: undefined, short KeyObjects and asymmetric keys are WEAK_KEY; a 32-byte KeyObject works', () => {
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, key: undefined as never }))).toBe('WEAK_KEY');
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, key: createSecretKey(Buffer.alloc(16, 1)) }))).toBe('WEAK_KEY');
    const { privateKey } = generateKeyPairSync('ed25519');
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, key: privateKey }))).toBe('WEAK_KEY');
    const strong = createSecretKey(Buffer.from(key));
    const token = selectTargets(inventory, ['svc-1'], { ...base, key: strong });
    expect(verifyTargets(token, ['svc-1'], v).ids).toEqual(['svc-1']);
  });

  it('guards check their key when they are built', () => {
    expect(codeOf(() => guardAction(() => 1, { ...v, key: 'short' }))).toBe('WEAK_KEY');
    expect(codeOf(() => guardAction(() => 1, { ...v, key: undefined as never }))).toBe('WEAK_KEY');
  });
});

describe('one canonical signature encoding', () => {
  it('padding or trailing characters on the signature are refused', () => {
    const token = selectTargets(inventory, ['svc-1'], base);
    for (const altered of [`${token}=`, `${token}==`, `${token}A`, `${token} `, `${token.slice(0, -1)}${token.at(-1) === 'A' ? 'B' : 'A'}`]) {
      expect(codeOf(() => verifyTargets(altered, ['svc-1'], v))).toBe('INVALID_TOKEN');
    }
  });
});

// CI-friendly counts; bench/evidence-attacks.bench-test.ts runs each family 10,000 times.
describe('attack families (fast-check)', () => {
  for (const [name, property] of Object.entries(families)) {
    it(name, async () => {
      await property(name === 'singleUse' || name === 'verifiedIdsOnly' || name === 'malformedInput' ? 100 : 300);
    });
  }
});

describe('memoryReplayStore: expired nonces are forgotten, live ones bound it', () => {
  /** Claims `count` fresh nonces; the store answers each synchronously, so they are not awaited one by one. */
  const claimAll = async (store: ReplayStore, from: number, count: number, expiresAt: number) => {
    let last: Promise<boolean> = Promise.resolve(true);
    for (let i = from; i < from + count; i++) last = store.claim(`n${String(i)}`, expiresAt);
    await expect(last).resolves.toBe(true);
  };

  it('a store filled with nonces that have all expired takes new claims (it refused every claim for good)', async () => {
    let t = 0;
    const store = memoryReplayStore({ clock: () => t, maxEntries: 2000 });
    await claimAll(store, 0, 2000, 10);
    await expect(store.claim('live', 10)).rejects.toMatchObject({ code: 'REPLAY_STORE_UNAVAILABLE' });
    t = 11;
    await expect(store.claim('after', 100)).resolves.toBe(true);
    await claimAll(store, 2000, 1999, 100); // the expired 2,000 are gone: room for 1,999 more
    await expect(store.claim('one-too-many', 100)).rejects.toMatchObject({ code: 'REPLAY_STORE_UNAVAILABLE' });
  });

  it('the default store (1,000,000 entries) too', async () => {
    let t = 0;
    const store = memoryReplayStore({ clock: () => t });
    await claimAll(store, 0, 1_000_000, 1);
    await expect(store.claim('live', 1)).rejects.toMatchObject({ code: 'REPLAY_STORE_UNAVAILABLE' });
    t = 2;
    await expect(store.claim('after', 5)).resolves.toBe(true);
  }, 60_000);

  it('behaves as the set of live nonces, bounded by maxEntries (fast-check)', async () => {
    const step = fc.record({ nonce: fc.integer({ min: 0, max: 30 }), ttl: fc.integer({ min: 1, max: 50 }), advance: fc.integer({ min: 0, max: 20 }) });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.array(step, { maxLength: 120 }), async (maxEntries, steps) => {
        let t = 0;
        const store = memoryReplayStore({ clock: () => t, maxEntries });
        const live = new Map<number, number>();
        for (const { nonce, ttl, advance } of steps) {
          t += advance;
          for (const [n, exp] of live) if (exp <= t) live.delete(n);
          const expected = live.has(nonce) ? false : live.size >= maxEntries ? 'REPLAY_STORE_UNAVAILABLE' : true;
          const got = await store.claim(`n${String(nonce)}`, t + ttl).catch((e: unknown) => (e as { code?: string }).code);
          if (got !== expected) return false;
          if (got === true) live.set(nonce, t + ttl);
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('options and claims of the wrong type are refused with a code', async () => {
    expect(codeOf(() => memoryReplayStore({ maxEntries: 0 }))).toBe('INVALID_OPTIONS');
    expect(codeOf(() => memoryReplayStore({ maxEntries: Number.NaN }))).toBe('INVALID_OPTIONS');
    expect(codeOf(() => memoryReplayStore({ clock: 5 as never }))).toBe('INVALID_OPTIONS');
    expect(codeOf(() => memoryReplayStore(null as never))).toBe('INVALID_OPTIONS');
    await expect(memoryReplayStore().claim('n', Number.NaN)).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});

describe('a guard reads the whole input before it claims the token', () => {
  const hostile: [string, (evidence: string) => object][] = [
    ['a getter on an unrelated field that throws', (evidence) => Object.defineProperty({ evidence, ids: ['svc-1'] }, 'reason', { enumerable: true, get: () => { throw new TypeError('boom'); } })],
    ['a getter on an unrelated field', (evidence) => Object.defineProperty({ evidence, ids: ['svc-1'] }, 'reason', { enumerable: true, get: () => 'x' })],
    ['a Proxy whose ownKeys trap throws', (evidence) => new Proxy({ evidence, ids: ['svc-1'] }, { ownKeys: () => { throw new TypeError('boom'); } })],
    ['a Proxy whose getOwnPropertyDescriptor trap throws', (evidence) => new Proxy({ evidence, ids: ['svc-1'] }, { getOwnPropertyDescriptor: () => { throw new TypeError('boom'); } })],
    ['a revoked Proxy', () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; }],
    ['ids behind a throwing index getter', (evidence) => ({ evidence, ids: Object.defineProperty(['svc-1'], 0, { get: () => { throw new TypeError('boom'); } }) })],
  ];

  it.each(hostile)('%s: a coded refusal, and the token stays unused', async (_, make) => {
    const handler = vi.fn(() => 'done');
    const guarded = guardAction(handler, { ...v, replayStore: memoryReplayStore() });
    const evidence = selectTargets(inventory, ['svc-1'], base);
    const error: unknown = await guarded(make(evidence) as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EvidenceError);
    expect(['INVALID_INPUT', 'INVALID_TOKEN', 'TARGET_MISMATCH']).toContain((error as EvidenceError).code);
    expect(handler).not.toHaveBeenCalled();
    await expect(guarded({ evidence, ids: ['svc-1'] })).resolves.toBe('done'); // not burned
  });

  it('the handler gets a plain copy of the input: own enumerable data fields, read once', async () => {
    let got: Record<string, unknown> = {};
    const guarded = guardAction((input: { evidence: string; ids: readonly string[]; reason?: string }) => void (got = input), { ...v, replayStore: memoryReplayStore() });
    const evidence = selectTargets(inventory, ['svc-2'], base);
    const input = Object.assign(Object.create({ inherited: 1 }) as object, { evidence, ids: ['svc-2'], reason: 'orphaned' });
    Object.defineProperty(input, 'hidden', { value: 1, enumerable: false });
    await guarded(input);
    expect(got).toEqual({ evidence, ids: ['svc-2'], reason: 'orphaned' });
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
  });

  it('evidence or ids only inherited, or behind a getter, are missing', async () => {
    const guarded = guardAction(() => 'done', { ...v, replayStore: memoryReplayStore() });
    const evidence = selectTargets(inventory, ['svc-1'], base);
    await expect(guarded(Object.create({ evidence, ids: ['svc-1'] }) as never)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(guarded(Object.defineProperty({ ids: ['svc-1'] }, 'evidence', { enumerable: true, get: () => evidence }) as never)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('guardedTool refuses such input with isError and leaves the token unused', async () => {
    const handler = vi.fn(() => ({ content: [{ type: 'text' as const, text: 'ran' }] }));
    const tool = guardedTool(handler, { ...v, replayStore: memoryReplayStore() });
    const evidence = selectTargets(inventory, ['svc-1'], base);
    const args = Object.defineProperty({ evidence, ids: ['svc-1'] }, 'note', { enumerable: true, get: () => { throw new TypeError('boom'); } });
    await expect(tool(args)).resolves.toMatchObject({ isError: true, structuredContent: { code: 'INVALID_INPUT' } });
    await expect(tool({ evidence, ids: ['svc-1'] })).resolves.toMatchObject({ content: [{ text: 'ran' }] });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('recheckEach refuses what it cannot read, with a code', () => {
  const violation = async (run: () => Promise<unknown>) => {
    const error: unknown = await run().catch((e: unknown) => e);
    return error instanceof ContractViolationError ? error.field : error;
  };

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'abc'],
    ['an array-like', { length: 2, 0: 'a', 1: 'b' }],
    ['an array-like with a negative length', { length: -1 }],
    ['a number', 7],
  ])('targets: %s', async (_, targets) => {
    expect(await violation(() => recheckEach(targets as never, () => true))).toBe('targets');
  });

  it('targets behind a throwing getter or Proxy, a check that is not a function, a bad concurrency', async () => {
    const throwing = Object.defineProperty(['a'], 0, { get: () => { throw new TypeError('boom'); } });
    expect(await violation(() => recheckEach(throwing, () => true))).toBe('targets');
    expect(await violation(() => recheckEach(new Proxy(['a'], { get: () => { throw new TypeError('boom'); } }), () => true))).toBe('targets');
    expect(await violation(() => recheckEach(['a'], 'yes' as never))).toBe('check');
    for (const concurrency of [0, -1, 1.5, Number.NaN, '2']) {
      expect(await violation(() => recheckEach(['a'], () => true, { concurrency: concurrency as number }))).toBe('concurrency');
    }
    expect(await violation(() => recheckEach(['a'], () => true, null as never))).toBe('options');
    await expect(recheckEach(['a', 'b'], () => true, { concurrency: 1 })).resolves.toEqual({ confirmed: ['a', 'b'], rejected: [] });
  });
});

describe('a token is always bound to a named resource', () => {
  const unscoped = (ids: string[]) => complete(ids.map((id) => ({ id }))); // as 10 of 12 adapters produced them

  it('a listing without scope.resource needs the resource named at selection', () => {
    expect(codeOf(() => selectTargets(unscoped(['a']), ['a'], base))).toBe('INVALID_OPTIONS');
    const token = selectTargets(unscoped(['a']), ['a'], { ...base, resource: 'pods' });
    expect(verifyTargets(token, ['a'], { ...v, resource: 'pods' }).resource).toBe('pods');
  });

  it('tokens from two unscoped listings never pass each other’s guard; a guard with resource null is refused when built', async () => {
    const pods = selectTargets(unscoped(['a']), ['a'], { ...base, resource: 'pods' });
    const buckets = selectTargets(unscoped(['a']), ['a'], { ...base, resource: 'buckets' });
    expect(codeOf(() => verifyTargets(pods, ['a'], { ...v, resource: 'buckets' }))).toBe('RESOURCE_MISMATCH');
    expect(codeOf(() => verifyTargets(buckets, ['a'], { ...v, resource: 'pods' }))).toBe('RESOURCE_MISMATCH');
    expect(codeOf(() => guardAction(() => 1, { ...v, resource: null as never }))).toBe('INVALID_OPTIONS');
    expect(codeOf(() => guardAction(() => 1, { ...v, resource: '' }))).toBe('INVALID_OPTIONS');
    await expect(redeemTargets(pods, ['a'], { ...v, resource: null as never })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });

  it('a resource named at selection must agree with the listing’s own', () => {
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, resource: 'prod_databases' }))).toBe('RESOURCE_MISMATCH');
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, resource: 'service_accounts' }))).toBeUndefined();
    expect(codeOf(() => selectTargets(inventory, ['svc-1'], { ...base, resource: 7 as never }))).toBe('INVALID_OPTIONS');
  });

  it('a version 2 token (sorted ids) still verifies; one listed without a resource opens nothing', () => {
    const v2 = (r: string | null) => {
      const body = Buffer.from(JSON.stringify({ v: 2, n: 'nonce', a: 'disable_account', r, s: null, ids: ['svc-1', 'svc-2'], exp: now + 1000 })).toString('base64url');
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    };
    expect(verifyTargets(v2('service_accounts'), ['svc-2', 'svc-1'], v).ids).toEqual(['svc-1', 'svc-2']);
    expect(codeOf(() => verifyTargets(v2(null), ['svc-1', 'svc-2'], v))).toBe('RESOURCE_MISMATCH');
  });
});
