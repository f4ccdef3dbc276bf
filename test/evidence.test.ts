import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  complete,
  EvidenceError,
  guardAction,
  partial,
  recheckEach,
  selectTargets,
  verifyTargets,
  type Complete,
} from '../src/index.js';

const key = 'k'.repeat(32);
const now = 1_700_000_000_000;
const inventory = complete(
  [{ id: 'svc-1' }, { id: 'svc-2' }, { id: 'svc-3' }],
  { scope: { resource: 'service_accounts', visibility: 'admin', snapshot: '2025-03-08T14:20:11Z' } },
);
const base = { key, idOf: (x: { id: string }) => x.id, action: 'disable_account', ttlMs: 60_000, now };

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof EvidenceError) return e.code;
    throw e;
  }
  return undefined;
}

describe('selectTargets / verifyTargets', () => {
  it('round-trips and binds resource, snapshot, action, ids and expiry', () => {
    const token = selectTargets(inventory, ['svc-2', 'svc-1'], base);
    expect(verifyTargets(token, ['svc-1', 'svc-2'], { key, action: 'disable_account', now })).toEqual({
      ids: ['svc-1', 'svc-2'],
      resource: 'service_accounts',
      snapshot: '2025-03-08T14:20:11Z',
      action: 'disable_account',
      expires_at: now + 60_000,
    });
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
    expect(codeOf(() => verifyTargets('a.b', [], { key: new Uint8Array(31), action: 'x' }))).toBe('WEAK_KEY');
  });

  it.each([
    ['INVALID_TOKEN', 'garbage'],
    ['INVALID_TOKEN', 'a.b.c'],
  ])('%s for %s', (code, token) => {
    expect(codeOf(() => verifyTargets(token, ['svc-1'], { key, action: 'disable_account', now }))).toBe(code);
  });

  it('INVALID_TOKEN for a tampered payload or another key', () => {
    const token = selectTargets(inventory, ['svc-1'], base);
    const [body, sig] = token.split('.') as [string, string];
    const widened = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"svc-1"', '"svc-1","svc-2"')).toString('base64url');
    expect(codeOf(() => verifyTargets(`${widened}.${sig}`, ['svc-1', 'svc-2'], { key, action: 'disable_account', now }))).toBe('INVALID_TOKEN');
    expect(codeOf(() => verifyTargets(token, ['svc-1'], { key: 'x'.repeat(32), action: 'disable_account', now }))).toBe('INVALID_TOKEN');
  });

  it('EXPIRED, TARGET_MISMATCH and ACTION_MISMATCH', () => {
    const token = selectTargets(inventory, ['svc-1', 'svc-2'], base);
    expect(codeOf(() => verifyTargets(token, ['svc-1', 'svc-2'], { key, action: 'disable_account', now: now + 60_000 }))).toBe('EXPIRED');
    expect(codeOf(() => verifyTargets(token, ['svc-1', 'svc-3'], { key, action: 'disable_account', now }))).toBe('TARGET_MISMATCH');
    expect(codeOf(() => verifyTargets(token, ['svc-1'], { key, action: 'disable_account', now }))).toBe('TARGET_MISMATCH');
    expect(codeOf(() => verifyTargets(token, ['svc-1', 'svc-2'], { key, action: 'delete_account', now }))).toBe('ACTION_MISMATCH');
  });

  it('token size grows with the selected ids only, not with the inventory', () => {
    const big = complete(Array.from({ length: 50_000 }, (_, i) => ({ id: `svc-${String(i)}` })));
    const small = complete(big.items.slice(0, 10));
    const a = selectTargets(big, ['svc-1', 'svc-2'], base);
    const b = selectTargets(small, ['svc-1', 'svc-2'], base);
    expect(a.length).toBe(b.length);
    expect(selectTargets(big, big.items.slice(0, 200).map((x) => x.id), base).length).toBeGreaterThan(a.length * 10);
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
    const guarded = guardAction(handler, { key, action: 'disable_account', now });
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
