import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APIS, FIELDS, type FieldRole, type SignalType } from '../src/vocabulary/index.js';
import { ADAPTERS, attackableSignals, badHeaders, behindGetter, foreignDone, foreignMore, mistyped, neverComplete, nested, runGitHubList } from './support/adapter-attacks.js';

// CI-friendly counts; `npm run bench:adapters` runs the same properties at 10,000 runs each.
const RUNS = 300;

describe('the typed signal table', () => {
  // The JSON types a field of each role may have; a row that reads a role's field as something else is a typo.
  const allowed: Partial<Record<FieldRole, readonly SignalType[]>> = {
    'more-flag': ['flag'],
    'last-flag': ['flag'],
    'partial-claim': ['flag'],
    'complete-claim': ['flag'],
    cursor: ['cursor', 'token', 'key', 'object', 'header'],
    total: ['count', 'total'],
    failure: ['flag', 'object', 'count', 'texts'],
  };
  it.each(APIS.filter((a) => a.adapter !== null).map((a) => [a.id, a] as const))('%s: every signal is typed, and its type fits the role of its field', (_id, api) => {
    expect(api.reads, 'reads').toBeDefined();
    const reads = Object.keys(api.reads ?? {});
    for (const signal of api.signals) expect(reads.some((r) => signal === r || signal.startsWith(`${r}.`)), signal).toBe(true);
    for (const [path, spec] of Object.entries(api.reads ?? {})) {
      // Everyday words (`partial`, `total`, `continue`) hold other roles inside a nested object; only plain names are checked.
      const field = FIELDS.find((f) => f.name === path) ?? FIELDS.find((f) => f.name === path.split('.').at(-1) && !f.ambiguous);
      const role = field?.role ?? null;
      const fits = role === null ? undefined : allowed[role];
      if (fits) expect(fits, `${path}: ${spec} as a ${String(role)}`).toContain(spec.replace(/\?$/, ''));
    }
  });
});

describe('every adapter, attacked through the vocabulary', () => {
  it('has an attack for every API row with an adapter and typed signals', () => {
    const attacked = new Set([...ADAPTERS.map((a) => a.api), 'github-rest', 'gitlab']);
    expect(APIS.filter((a) => a.adapter !== null).map((a) => a.id).filter((id) => !attacked.has(id))).toEqual([]);
    for (const a of ADAPTERS) expect(attackableSignals(a.api).length, a.api).toBeGreaterThan(0);
  });

  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: the valid bases are Complete (so every Partial below is the attack)', (_id, a) => {
    fc.assert(fc.property(a.base, (b) => a.run(b).complete), { numRuns: 50 });
  });

  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: any signal of a wrong type, or a required one missing, is never Complete', (_id, a) => {
    fc.assert(fc.property(mistyped(a), ({ body }) => { neverComplete(() => a.run(body)); }), { numRuns: RUNS });
  });

  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: a signal behind a getter (or an object on its path) is never Complete, and the getter is never called', (_id, a) => {
    fc.assert(
      fc.property(behindGetter(a), ({ body, calls }) => {
        neverComplete(() => a.run(body));
        return calls() === 0;
      }),
      { numRuns: RUNS },
    );
  });

  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: contradictory signals are never Complete', (_id, a) => {
    fc.assert(fc.property(a.contradictions, (body) => { neverComplete(() => a.run(body)); }), { numRuns: RUNS });
  });

  it('github-rest: a Link header that is unreadable, mistyped or malformed is never Complete, in any header shape', () => {
    fc.assert(fc.property(badHeaders, (headers) => { neverComplete(() => runGitHubList(headers)); }), { numRuns: RUNS });
  });
});

describe('a continuation-looking field the adapter does not read (the foreign-field principle)', () => {
  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: a valid complete body plus any foreign "more remains" field is never Complete', (_id, a) => {
    fc.assert(fc.property(foreignMore(a), ({ body }) => { neverComplete(() => a.run(body)); }), { numRuns: RUNS });
  });

  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: foreign fields whose value plainly says "done" leave a complete body Complete', (_id, a) => {
    fc.assert(fc.property(foreignDone(a), (body) => a.run(body).complete), { numRuns: 100 });
  });

});

describe('bodies too deep to read', () => {
  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: a body nested 200,000 levels deep is a coded error or not Complete, never a raw RangeError', (_id, a) => {
    const deep = nested(200_000);
    fc.assert(
      fc.property(a.base, fc.constantFrom('error', 'deep', 'metadata', 'meta', 'paging'), (base, key) => {
        const l = (() => {
          try {
            return a.run({ ...base, [key]: deep });
          } catch (e) {
            expect((e as { code?: unknown }).code).toMatch(/^(CONTRACT_VIOLATION|UPSTREAM_ERROR)$/);
            return null;
          }
        })();
        expect(l === null || typeof l.complete === 'boolean').toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});

describe('every adapter names the resource its listing answers for', () => {
  it.each(ADAPTERS.map((a) => [a.api, a] as const))('%s: a scope with a resource, never null', (_id, a) => {
    fc.assert(fc.property(a.base, (b) => typeof a.run(b).scope?.resource === 'string' && a.run(b).scope?.resource !== ''), { numRuns: 20 });
  });
});
