import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as adapters from '../src/adapters/index.js';
import * as kit from '../src/index.js';
import { APIS, FIELDS, KIT, fieldsByRole, roleOf } from '../src/vocabulary/index.js';

describe('the vocabulary', () => {
  it('gives each field one role', () => {
    const names = FIELDS.map((f) => f.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('answers roles and role sets', () => {
    expect(roleOf('has_more')).toBe('more-flag');
    expect(roleOf('nextToken')).toBe('cursor');
    expect(roleOf('incomplete_results')).toBe('partial-claim');
    expect(roleOf('items')).toBeNull();
    expect(fieldsByRole(['last-flag'], true).has('done')).toBe(false);
    expect(fieldsByRole(['last-flag']).has('done')).toBe(true);
  });

  it('names only adapters the package exports', () => {
    const exported = new Set(Object.keys(adapters));
    for (const api of APIS) {
      if (api.adapter !== null) expect(exported, `${api.id}.adapter`).toContain(api.adapter);
      if (api.pages !== null) expect(exported, `${api.id}.pages`).toContain(api.pages);
    }
  });

  it('names SDK packages as npm names, a trailing `*` only after a scope', () => {
    const npmName = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
    for (const api of APIS) {
      for (const p of api.packages ?? []) expect(npmName.test(p) || /^@[a-z0-9][\w.-]*\/([a-z0-9][\w.-]*-)?\*$/.test(p), `${api.id}: ${p}`).toBe(true);
    }
  });

  it('maps every exported adapter to an API row', () => {
    const named = new Set(APIS.flatMap((a) => [a.adapter, a.pages]));
    const fns = Object.entries(adapters).filter(([name, v]) => typeof v === 'function' && /^from|Pages$/.test(name) && name !== 'nextLink');
    expect(fns.map(([name]) => name).filter((name) => !named.has(name))).toEqual([]);
  });

  it('names only kit functions the package exports', () => {
    const exported = new Set(Object.keys(kit));
    const fns = [...KIT.listingConstructors, ...KIT.proofs, ...KIT.partialTests, ...KIT.decisions, ...KIT.walkers];
    expect(fns.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('documents every API that has an adapter', () => {
    const doc = readFileSync(new URL('../docs/adapters.md', import.meta.url), 'utf8');
    for (const api of APIS) if (api.adapter !== null) expect(doc, api.id).toContain(api.adapter);
  });
});
