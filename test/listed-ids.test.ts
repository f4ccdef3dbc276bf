import { describe, expect, it } from 'vitest';
import { fromGraphCollection, graphCollectionPages } from '../src/adapters/index.js';
import {
  collectAll,
  complete,
  ContractViolationError,
  EvidenceError,
  listedIds,
  parseListing,
  parseListingAsync,
  partial,
  requireComplete,
  selectTargets,
  verifyTargets,
  type Complete,
} from '../src/index.js';
import { codeOf } from './support/evidence-attacks.js';

// Ids are taken when the kit builds a listing; `selectTargets` signs only those (issue: "Fail closed under attack").
const key = 'k'.repeat(32);
const scope = { resource: 'service_accounts', visibility: 'admin', snapshot: 's1' };
const sign = <T>(listing: Complete<T>, ids: string[], idOf?: (item: T) => string) =>
  selectTargets(listing, ids, { key, action: 'disable', ttlMs: 60_000, ...(idOf === undefined ? {} : { idOf }) });


/** An item whose `id` getter answers each of `answers` in turn, counting its reads. */
function shifty(...answers: string[]): { readonly id: string; reads: number } {
  const item = { reads: 0 } as { readonly id: string; reads: number };
  Object.defineProperty(item, 'id', { enumerable: true, get: () => answers[Math.min(item.reads++, answers.length - 1)] });
  return item;
}

describe('listedIds: the ids read once, when the kit built the listing', () => {
  it('the default reader takes an own data `id` (a string, or a safe integer as text); anything else has no id', () => {
    const inherited = Object.create({ id: 'proto' }) as object;
    const getter = shifty('g');
    const l = complete<unknown>([{ id: 'a' }, { id: 42 }, { id: 2 ** 60 }, { id: null }, 'b', 7, null, inherited, getter]);
    expect(listedIds(l)).toEqual(['a', '42', null, null, null, null, null, null, null]);
    expect(getter.reads).toBe(0); // a getter is never called by the default reader
    expect(Object.isFrozen(listedIds(l))).toBe(true);
  });

  it('with `idOf`, every item is read once, at build, and never again', () => {
    let calls = 0;
    const idOf = (x: { name: string }) => {
      calls++;
      return x.name;
    };
    const l = complete([{ name: 'a' }, { name: 'b' }], { scope, idOf });
    expect(calls).toBe(2);
    expect(listedIds(l)).toEqual(['a', 'b']);
    verifyTargets(sign(l, ['b'], idOf), ['b'], { key, action: 'disable', resource: 'service_accounts' });
    expect(sign(l, ['a'])).toContain('.'); // idOf omitted: the captured ids
    expect(calls).toBe(2);
  });

  it('an item edited after listing: its new id is not in the evidence, and an idOf that reads it is ID_MISMATCH', () => {
    const items = [{ id: 'svc-1' }, { id: 'svc-2' }];
    const l = complete(items, { scope });
    items[1] = { id: 'ignored' }; // the listing copied the array
    (l.items[0] as { id: string }).id = 'root'; // the item itself is the source's and mutable
    expect(listedIds(l)).toEqual(['svc-1', 'svc-2']);
    expect(codeOf(() => sign(l, ['root']))).toBe('NOT_IN_EVIDENCE');
    expect(sign(l, ['svc-1'])).toContain('.');
    expect(codeOf(() => sign(l, ['root'], (x) => x.id))).toBe('ID_MISMATCH');
    expect(codeOf(() => sign(l, ['svc-2'], (x) => x.id))).toBe('ID_MISMATCH');
  });

  it('an id getter that answers differently later: only its first answer, read at build, can be signed', () => {
    const idOf = (x: { id: string }) => x.id;
    const item = shifty('svc-1', 'admin');
    const l = complete([item], { scope, idOf });
    expect(listedIds(l)).toEqual(['svc-1']);
    expect(item.id).toBe('admin'); // what the item says now
    expect(codeOf(() => sign(l, ['admin'], idOf))).toBe('NOT_IN_EVIDENCE');
    expect(codeOf(() => sign(l, ['admin']))).toBe('NOT_IN_EVIDENCE');
    expect(codeOf(() => sign(l, ['admin'], (x) => x.id))).toBe('ID_MISMATCH'); // another function reads again, and disagrees
    expect(sign(l, ['svc-1'], idOf)).toContain('.');
  });

  it('another `idOf` must agree item by item; the check runs once per listing and function', () => {
    const l = complete([{ id: 'a', name: 'x' }, { id: 'b', name: 'y' }], { scope });
    let calls = 0;
    const same = (it: { id: string }) => {
      calls++;
      return it.id;
    };
    sign(l, ['a'], same);
    sign(l, ['b'], same);
    expect(calls).toBe(2);
    const names = (it: { name: string }) => it.name;
    expect(codeOf(() => sign(l, ['x'], names))).toBe('ID_MISMATCH');
    // Built with `idOf`, a function that agrees with the default reader is accepted too.
    const byName = complete([{ id: 'a', name: 'x' }], { scope, idOf: names });
    expect(sign(byName, ['a'], (it) => it.id)).toContain('.');
    expect(sign(byName, ['x'])).toContain('.');
  });

  it('an item without a readable id at build cannot be selected by a later idOf: ID_MISMATCH says to pass idOf when building', () => {
    const pods = [{ metadata: { uid: 'u1' } }];
    const l = complete(pods, { scope });
    let message = '';
    try {
      sign(l, ['u1'], (p) => p.metadata.uid);
    } catch (e) {
      message = e instanceof EvidenceError ? `${e.code}: ${e.message}` : '';
    }
    expect(message).toMatch(/^ID_MISMATCH: .*had no id when the listing was built/);
    const rebuilt = complete(l.items, { scope: l.scope, idOf: (p) => p.metadata.uid });
    expect(sign(rebuilt, ['u1'])).toContain('.');
  });

  it('idOf must be a function', () => {
    expect(() => complete([], { idOf: 'id' as unknown as (x: never) => string })).toThrow(ContractViolationError);
    expect(() => partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { idOf: 3 as unknown as (x: never) => string })).toThrow(ContractViolationError);
    expect(codeOf(() => selectTargets(complete([{ id: 'a' }]), ['a'], { key, action: 'x', ttlMs: 1000, idOf: 'id' as unknown as (x: { id: string }) => string }))).toBe('INVALID_OPTIONS');
  });

  it('parseListing and parseListingAsync take `idOf`, applied to the validated items', async () => {
    const body = { items: [{ name: 'a' }], complete: true };
    expect(listedIds(parseListing<{ name: string }>(body, { idOf: (x) => x.name }))).toEqual(['a']);
    expect(listedIds(await parseListingAsync<{ name: string }>(body, { idOf: (x) => x.name }))).toEqual(['a']);
    expect(listedIds(parseListing({ items: [{ id: 'z' }], complete: true }))).toEqual(['z']);
  });
});

describe('collectAll keeps the ids read page by page', () => {
  const pages = (items: { id: string }[][]) => (cursor: string | null) => {
    const p = cursor === null ? 0 : Number(cursor);
    const page = items[p] ?? [];
    return p === items.length - 1 ? complete(page, { scope }) : partial(page, [{ code: 'MORE_PAGES_AVAILABLE' }], { scope, next_cursor: String(p + 1) });
  };

  it('without idOf: the ids each page recorded when it was built; items edited since do not change them', async () => {
    const a = { id: 'a' };
    const all = requireComplete(await collectAll(pages([[a, { id: 'b' }], [{ id: 'c' }]])));
    a.id = 'root';
    expect(listedIds(all)).toEqual(['a', 'b', 'c']);
    expect(codeOf(() => sign(all, ['root']))).toBe('NOT_IN_EVIDENCE');
  });

  it('with idOf: each item read once during the walk (for duplicates too), and not again to select', async () => {
    let calls = 0;
    const idOf = (x: { id: string }) => {
      calls++;
      return x.id;
    };
    const all = requireComplete(await collectAll(pages([[{ id: 'a' }, { id: 'b' }], [{ id: 'c' }]]), { idOf }));
    expect(calls).toBe(3);
    expect(listedIds(all)).toEqual(['a', 'b', 'c']);
    sign(all, ['a', 'c'], idOf);
    expect(calls).toBe(3);
  });

  it('with idOf and a page cut short by a duplicate: ids stay aligned with the items', async () => {
    const cut = await collectAll(pages([[{ id: 'a' }, { id: 'b' }], [{ id: 'c' }, { id: 'a' }, { id: 'd' }]]), { idOf: (x) => x.id });
    expect(cut.complete).toBe(false);
    expect(listedIds(cut)).toEqual(cut.items.map((x) => x.id));
  });

  it('an adapter page carried on by a …Pages helper keeps the ids it was built with (not read again)', async () => {
    let reads = 0;
    const counted = (id: string) =>
      new Proxy({ id }, { getOwnPropertyDescriptor: (t, p) => ((p === 'id' && reads++, Reflect.getOwnPropertyDescriptor(t, p))) });
    fromGraphCollection({ value: [counted('u1')], '@odata.nextLink': 'https://graph/next' });
    const direct = reads;
    reads = 0;
    const fetchPage = graphCollectionPages(() => Promise.resolve({ value: [counted('u1')], '@odata.nextLink': 'https://graph/next' }));
    const page = await fetchPage(null, { signal: new AbortController().signal, page: 1 });
    expect(page.next_cursor).not.toBe('https://graph/next'); // repositioned: a new listing
    expect(listedIds(page)).toEqual(['u1']);
    expect(reads).toBe(direct);
  });
});

describe('a listing the kit did not build', () => {
  it('is parsed by selectTargets: its ids read once then, own data properties only without idOf', () => {
    const handMade = (items: unknown[]) =>
      ({ items, complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null, scope }) as unknown as Complete<{ id: string }>;
    expect(listedIds(handMade([{ id: 'a' }]))).toBeUndefined();
    expect(sign(handMade([{ id: 'a' }]), ['a'])).toContain('.');
    // Without idOf, a getter id is no id, whatever it answers.
    expect(codeOf(() => sign(handMade([shifty('a')]), ['a']))).toBe('NOT_IN_EVIDENCE');
    let calls = 0;
    const idOf = (x: { id: string }) => {
      calls++;
      return x.id;
    };
    expect(sign(handMade([{ id: 'a' }, { id: 'b' }]), ['a'], idOf)).toContain('.');
    expect(calls).toBe(2);
    const malformed = { ...handMade([{ id: 'a' }]), scope: { resource: 7 } } as unknown as Complete<{ id: string }>;
    expect(codeOf(() => sign(malformed, ['a']))).toBe('INCOMPLETE_EVIDENCE');
  });
});
