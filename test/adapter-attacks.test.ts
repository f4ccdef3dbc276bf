import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APIS, FIELDS, type FieldRole, type SignalType } from '../src/vocabulary/index.js';
import { ADAPTERS, attackableSignals, badHeaders, behindGetter, mistyped, neverComplete, runGitHubList } from './support/adapter-attacks.js';

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
