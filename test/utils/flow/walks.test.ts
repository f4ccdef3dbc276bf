import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { listen } from '../../../rules/utils/syntax/selectors.js';
import { walkListeners, type Walk } from '../../../rules/utils/flow/walks/index.js';

/** Every walk the recognisers find in `code`, as kind + gathered names + counters + exit count. */
function walksIn(code: string): { kind: string; accumulators: string[]; counters: string[]; exits: number; yields: boolean }[] {
  const found: Walk[] = [];
  const rule = {
    meta: { type: 'problem', schema: [] },
    create: (context: TSESLint.RuleContext<string, []>) => listen({}, walkListeners(context, (w) => found.push(w))),
  };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    { files: ['**/*.ts'], languageOptions: { parser: tsParser }, plugins: { t: { rules: { walks: rule as never } } }, rules: { 't/walks': 'error' } },
  ], 'x.ts');
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return found.map((w) => ({ kind: w.kind, accumulators: [...w.accumulators], counters: [...w.counters], exits: w.exits.length, yields: w.yields }));
}

describe('walk recognisers', () => {
  it('for / while / do that await a fetch are loops; without await they are not walks', () => {
    expect(walksIn(`
async function f() {
  const all = [];
  for (let page = 1; page <= 5; page++) { all.push(...(await api.list(page))); }
  let c; do { const r = await api.list(c); all.push(...r.items); c = r.next; } while (c);
  while (true) { const r = await api.get(); if (r.done) break; }
  for (let i = 0; i < 3; i++) all.push(i);
  return all;
}
`)).toEqual([
      { kind: 'loop', accumulators: ['all'], counters: ['page'], exits: 1, yields: false },
      { kind: 'loop', accumulators: ['all'], counters: [], exits: 1, yields: false },
      { kind: 'loop', accumulators: [], counters: [], exits: 2, yields: false },
    ]);
  });

  it('for await…of is a walk; a plain for…of over an array is not', () => {
    expect(walksIn(`
async function f(octokit, ids) {
  const out = [];
  let pages = 0;
  for await (const page of octokit.paginate.iterator('GET /repos', {})) { out.push(...page.data); if (++pages >= 3) break; }
  for (const id of ids) out.push(await api.get(id));
  return out;
}
`)).toEqual([{ kind: 'for-of', accumulators: ['out'], counters: ['pages'], exits: 1, yields: false }]);
  });

  it('a loop in a generator that yields is a generator walk', () => {
    expect(walksIn(`
async function* each(api) {
  let cursor;
  do { const r = await api.list(cursor); for (const x of r.items) yield x; cursor = r.next; } while (cursor);
}
`)).toEqual([{ kind: 'generator', accumulators: [], counters: [], exits: 1, yields: true }]);
  });

  it('paginate with a done callback is a walk whose exits are the guards of done()', () => {
    expect(walksIn(`
async function f(octokit) {
  let n = 0;
  return octokit.paginate('GET /repos', {}, (res, done) => { n += res.data.length; if (n >= 100) done(); return res.data; });
}
`)).toEqual([{ kind: 'paginate-callback', accumulators: [], counters: ['n'], exits: 1, yields: false }]);
  });

  it('a callback walk needs paginate, the callback last, and a done parameter', () => {
    expect(walksIn(`
function f(octokit, other) {
  octokit.paginate('GET /repos', {}, function (res, done) { if (res.data.length > 9) done(); return res.data; });
  octokit.paginate('GET /repos', (res, done) => res.data, {});
  octokit.paginate('GET /repos', {}, (res) => res.data);
  other.collect('GET /repos', {}, (res, done) => { done(); return res.data; });
  octokit.paginate((res, done) => { done(); });
}
`).map((w) => w.kind)).toEqual(['paginate-callback']);
  });

  it('functions, methods and const arrows that call themselves are recursion walks', () => {
    const kinds = walksIn(`
async function walk(cursor, depth = 0) {
  if (depth > 5) return [];
  const r = await api.list(cursor);
  return [...r.items, ...(await walk(r.next, depth + 1))];
}
class C { async many(url, acc = []) { const r = await get(url); acc = acc.concat(r.data); if (!r.next) return acc; return this.many(r.next, acc); } }
const all = async (p) => { const r = await api.list(p); return r.next ? [...r.items, ...(await all(r.next))] : r.items; };
async function once(x) { return api.get(x); }
`);
    expect(kinds.map((k) => [k.kind, k.counters, k.accumulators])).toEqual([
      ['recursion', ['depth'], []],
      ['recursion', [], ['acc']],
      ['recursion', [], []],
    ]);
  });
});

describe('a method that calls itself through this', () => {
  // every spelling of `this.more(…)` the parser reads, each in a class of its own
  const spellings = [
    'this.more(r.next)',
    'this?.more(r.next)',
    "this['more'](r.next)",
    '(this).more(r.next)',
    'this /* on */ .more(r.next)',
    'this // on\n      .more(r.next)',
    'this\n      .more(r.next)',
    'this\u2028.more(r.next)',
  ];
  it.each(spellings)('%s is a recursion walk', (call) => {
    expect(walksIn(`
class Pages {
  async more(cursor) {
    const r = await api.list(cursor);
    if (!r.next) return r.items;
    return [...r.items, ...(await ${call})];
  }
}
`).map((w) => w.kind)).toEqual(['recursion']);
  });

  it('a call of the same name on another object, or of a longer name, is not', () => {
    expect(walksIn(`
class Pages {
  async more(cursor) {
    const r = await this.client.more(cursor);
    const s = await this.moreItems(cursor);
    return [...r.items, ...s];
  }
}
`)).toEqual([]);
  });
});

describe('generator walks fetch something', () => {
  it('a generator that makes numbers is not a generator walk', () => {
    expect(walksIn(`
function* range(start, end) {
  for (let i = start; i <= end; i += 1) yield i;
}
`).filter((w) => w.kind === 'generator')).toEqual([]);
  });
  it('a generator that yields fetched pages is one', () => {
    expect(walksIn(`
async function* pages(api, max) {
  for (let page = 1; page <= max; page++) yield await api.list({ page });
}
`).map((w) => w.kind)).toEqual(['generator']);
  });
});
