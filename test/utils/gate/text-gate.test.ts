import fc from 'fast-check';
import tsParser from '@typescript-eslint/parser';
import { SourceCode } from 'eslint';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../rules/all-rules.js';
import { words } from '../../../rules/utils/syntax/ast.js';
import { destructiveMatcherOf } from '../../../rules/utils/flow/destructive.js';
import { requestText } from '../../../rules/utils/api/page-request.js';
import { noMorePagesNames } from '../../../rules/utils/flow/signals.js';
import {
  camelWords, compileGate, globNames, mayReport, names, NO_LISTENERS, opensOn, proseWords, type Gate, type Pattern, type Requirement,
} from '../../../rules/utils/gate/text-gate.js';
import { createRule } from '../../../rules/utils/reporting/create-rule.js';
import { CLAIM_TEXT, claimPolarity } from '../../../rules/utils/flow/completeness-claims.js';
import { defaultVocabulary, vocabularyOf } from '../../../rules/utils/api/vocabulary.js';
import { APIS, FIELDS } from '../../../src/vocabulary/index.js';

type RuleName = keyof typeof rules;
const untyped = (Object.keys(rules) as RuleName[]).filter((n) => rules[n].meta.docs?.requiresTypeChecking !== true);

/** A rule context that holds only what `create` reads; the listeners are built, never run. */
function contextFor(text: string, settings: object = {}): TSESLint.RuleContext<string, unknown[]> {
  return { sourceCode: { text, parserServices: {} }, settings, options: [], id: 'x' } as unknown as TSESLint.RuleContext<string, unknown[]>;
}

function create(rule: RuleName, text: string, settings?: object): object {
  return (rules[rule] as unknown as { create: (context: TSESLint.RuleContext<string, unknown[]>) => object }).create(contextFor(text, settings));
}

function listenersOf(rule: RuleName, text: string, settings?: object): string[] {
  return Object.keys(create(rule, text, settings));
}

/** Everyday code that names none of what the rules look for. */
const PLAIN = `
import React from 'react';
export function Badge({ label, tone }: { label: string; tone: 'info' | 'warn' }) {
  const className = tone === 'info' ? 'badge-info' : 'badge-warn';
  return <span className={className}>{label}</span>;
}
`;

describe('text gate patterns', () => {
  it('names match whole names only', () => {
    const re = names(['has_more', 'X-Total-Count']);
    expect(re.test('if (!res.has_more) return')).toBe(true);
    expect(re.test("res['has_more']")).toBe(true);
    expect(re.test("headers.get('X-Total-Count')")).toBe(true);
    expect(re.test('res.has_more_items')).toBe(false);
    expect(re.test('res.$has_more')).toBe(false);
  });

  it('camelWords finds a word wherever words() splits a name into it', () => {
    const re = camelWords(['delete', 'rm']);
    const found = ['deleteRepo', 'hardDelete', 'bulk_delete', 'DELETE_ALL', 'XDelete', 'fs.rmSync', 'RM_DIR', 'fooRM'];
    for (const name of found) expect(re.test(name), name).toBe(true);
    for (const name of ['undelete', 'deleted', 'form', 'perform', 'FORM', 'rm2']) expect(re.test(name), name).toBe(false);
  });

  it('camelWords agrees with words() on any name', () => {
    const verbs = ['delete', 'rm', 'ban', 'stop', 'a1'];
    const re = camelWords(verbs);
    const part = fc.constantFrom(
      'delete', 'Delete', 'DELETE', 'rm', 'Rm', 'RM', 'ban', 'x', 'X', 'Id', 'ID', '2', '_', '$', 'stop', 'A1', 'a1', 'é', 'ed', 'un',
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const name = parts.join('');
        if (words(name).some((w) => verbs.includes(w))) expect(re.test(name), name).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the claim gate lets every name claimPolarity reads as a claim through, as a key or a name', () => {
    const part = fc.constantFrom(
      'is', 'Is', 'complete', 'Complete', 'COMPLETE', 'in', 'In', 'incomplete', 'Incomplete', 'exhaustive', 'EXHAUSTIVE', 'all', 'All', 'ALL',
      'fetched', 'Fetched', 'FETCHED', 'fully', 'FULLY', 'loaded', 'Loaded', 'listed', 'synced', '_', '$', '2', 'x', 'X', 'ed', 'é',
    );
    const gate: Gate = [[CLAIM_TEXT]];
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const name = parts.join('');
        if (claimPolarity(name) === null) return;
        expect(mayReport(contextFor(`send({ ${JSON.stringify(name)}: done });`), gate), name).toBe(true);
        if (/^[A-Za-z_$][\w$]*$/.test(name)) expect(mayReport(contextFor(`this.${name} = done;`), gate), name).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(mayReport(contextFor('const completed = items.length; const loadedAll = true;'), gate)).toBe(false);
  });

  it('globNames: the text before a `*` starts a name, the text after it ends one', () => {
    const re = globNames(['list*', '*ForRepo', 'search']);
    expect(re.test('octokit.rest.pulls.listFiles(')).toBe(true);
    expect(re.test('gh.listWorkflowRunsForRepo(')).toBe(true);
    expect(re.test('client.search(')).toBe(true);
    expect(re.test('client.searchAll(')).toBe(false);
    expect(re.test('blacklisted')).toBe(false);
  });

  it('globNames: a file gate finds the exact names in the file\'s scan and the globs by pattern, as `test` does', () => {
    const gate: Gate = [[globNames(['list*', '*ForRepo', 'search_scan_gate_test'])]];
    const holding = ['client.search_scan_gate_test(q)', 'gh.listIssues()', 'x.workflowsForRepo()'];
    const lacking = ['client.search_scan_gate_tests()', 'blacklisted', 'plain()'];
    for (const text of holding) expect(mayReport(contextFor(text), gate), text).toBe(true);
    for (const text of lacking) expect(mayReport(contextFor(text), gate), text).toBe(false);
  });

  it('a file with an escape passes every gate', () => {
    const never: Gate = [[names(['first'])]];
    expect(mayReport(contextFor('const a = 1;'), never)).toBe(false);
    for (const text of ['const a = "\\u0066irst";', "const a = 'fir\\st';", "const a = 'fir\\\nst';", 'get(`/x?%66irst=1`)', 'const \\u0061 = 1;']) {
      expect(mayReport(contextFor(text), never), text).toBe(true);
    }
  });

  it('finds an escape wherever the escape pattern would, outside a backslash written twice, in any text', () => {
    const never: Gate = [[names(['first'])]];
    const oracle = (text: string) => {
      for (const m of text.matchAll(/\\(?![bfnrtv])[\w$\r\n\u2028\u2029]|%[0-9A-Fa-f]{2}/g)) {
        let before = 0;
        while (text[m.index - before - 1] === '\\') before++;
        if (text[m.index] !== '\\' || before % 2 === 0) return true;
      }
      return false;
    };
    const part = fc.constantFrom('\\', '\\', '%', '%4', 'a', 'F', 'g', 'n', 'u', 'x', '$', '_', '\n', '\r', '\u2028', ' ', '1', 'é');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        expect(mayReport(contextFor(text), never), JSON.stringify(text)).toBe(oracle(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('an escape in a comment or a regular expression literal, which no rule reads as a name, passes no gate', () => {
    const never: Gate = [[names(['first'])]];
    const parsed = (text: string) => {
      const { ast, services, scopeManager, visitorKeys } = tsParser.parseForESLint(text, { range: true, loc: true, tokens: true, comment: true });
      const sourceCode = new SourceCode({
        text, ast: ast as never, parserServices: services, scopeManager: scopeManager as never, visitorKeys: visitorKeys as never,
      });
      return { ...contextFor(text), sourceCode } as unknown as TSESLint.RuleContext<string, unknown[]>;
    };
    const inert = ['const n = /\\d+\\s/.test(x); // \\u0066irst', '/* 100%20 \\x41 */ const a = /%66irst/;'];
    for (const text of inert) expect(mayReport(parsed(text), never), text).toBe(false);
    const read = ['const r = /\\d/; const a = "\\u0066irst";', 'const a = `\\d`; // \\x41', 'get("/x?%66irst=1") /* \\d */', '/* c */\\u0061 = 1;'];
    for (const text of read) expect(mayReport(parsed(text), never), text).toBe(true);
    // a backslash written twice is a backslash, and what follows it reads as written
    expect(mayReport(parsed(String.raw`const r = new RegExp('\\d+\\s');`), never)).toBe(false);
    expect(mayReport(parsed(String.raw`const a = '\\\u0066irst';`), never)).toBe(true);
    // without the parse at hand, any escape passes
    expect(mayReport(contextFor(inert[0] as string), never)).toBe(true);
  });

  it('the patterns come from the tables', () => {
    const signals = names(noMorePagesNames(defaultVocabulary));
    const signalFields = FIELDS.filter((f) => ['more-flag', 'cursor', 'last-flag'].includes(f.role));
    for (const f of signalFields) expect(signals.test(`r.${f.name}`), f.name).toBe(true);
    const destructive = destructiveMatcherOf(defaultVocabulary).inText;
    for (const verb of defaultVocabulary.destructiveVerbs) expect(destructive.test(`${verb}Thing()`), verb).toBe(true);
    const requests = requestText(APIS);
    for (const api of APIS) {
      for (const shape of api.requests) {
        if (shape.kind !== 'method') continue;
        const name = shape.path.split('.').filter((s) => s !== '*').at(-1)?.replace(/\*/g, 'Xyz') ?? '';
        expect(requests.test(`client.${name}(`), shape.path).toBe(true);
      }
    }
  });
});

describe('compiled gates', () => {
  // patterns of every kind: names (with and without case), prose words, camel words, globs (names or a pattern), a pattern
  const patterns: readonly Pattern[] = [
    names(['has_more', 'nextCursor']),
    names(['total'], 'i'),
    proseWords(['truncated', 'partial'], 'i'),
    camelWords(['delete', 'purge']),
    globNames(['list*', '*ForRepo', 'pageToken']),
    /fetch\(/,
    names(['await']),
  ];
  const pieces = [
    'has_more', 'nextCursor', 'TOTAL', 'total', 'truncated', 'hardDelete', 'PURGE_ALL', 'listRepos', 'workflowsForRepo', 'pageToken',
    'fetch(', 'await', ' ', '.', "'", '\\u0066', '%66', 'x', '// has_more\n',
  ];
  const requirement: fc.Arbitrary<Requirement> = fc.oneof(
    fc.constantFrom(...patterns),
    fc.uniqueArray(fc.constantFrom(...patterns), { minLength: 1, maxLength: 3 }),
  );
  const gate: fc.Arbitrary<Gate> = fc.array(fc.array(requirement, { minLength: 1, maxLength: 3 }), { maxLength: 4 });

  /** The gate read as its patterns read a text alone (`test`), each clause in full; else an escape opens it. */
  const answerOf = (g: Gate, text: string): boolean =>
    g.some((clause) => clause.every((r) => (Array.isArray(r) ? (r as readonly Pattern[]) : [r as Pattern]).some((p) => p.test(text)))) ||
    mayReport(contextFor(text), []);

  it('a compiled gate, read against the file\'s one scan, answers as its patterns do on the text alone', () => {
    fc.assert(
      fc.property(gate, fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), (g, parts) => {
        const text = parts.join('');
        expect(opensOn(contextFor(text).sourceCode, compileGate(g)), JSON.stringify(text)).toBe(answerOf(g, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('a gate is compiled once', () => {
    const g: Gate = [[names(['has_more'])]];
    expect(compileGate(g)).toBe(compileGate(g));
  });
});

describe('a rule with a gate', () => {
  /** A rule of `createRule` whose gate reads a setting and an option, counting how often its own `create` runs. */
  function gatedRule() {
    const created = { count: 0 };
    const rule = createRule<[{ word?: string }], 'found'>({
      name: 'gated-test-rule',
      meta: {
        type: 'problem',
        docs: { description: 'test' },
        schema: [{ type: 'object', properties: { word: { type: 'string' } } }],
        defaultOptions: [{}],
        messages: { found: 'found' },
      },
      gate: ([options], vocabulary) => [[names([options.word ?? 'has_more', ...vocabulary.namesOf(['last-flag'])])]],
      create() {
        created.count++;
        return { Program() {} };
      },
    });
    const createIn = (text: string, options: unknown[] = [], settings: object = {}) =>
      Object.keys((rule.create as (c: TSESLint.RuleContext<string, unknown[]>) => object)({ ...contextFor(text, settings), options }));
    return { created, createIn };
  }

  it('is not created on a file its gate shuts, and is on one it opens', () => {
    const { created, createIn } = gatedRule();
    expect(createIn('const a = 1;')).toEqual([]);
    expect(created.count).toBe(0);
    expect(createIn('if (!r.has_more) stop();')).toContain('Program');
    expect(created.count).toBe(1);
  });

  it('asks the gate of the options and settings each file is linted with, kept or changed', () => {
    const { createIn } = gatedRule();
    const settings = { completeness: { signals: { feedExhausted: 'last-flag' } } };
    const option = { word: 'quarantine' };
    const plain = {};
    // the same objects file after file, then others, then the first ones again
    expect(createIn('r.feedExhausted', [], plain)).toEqual([]);
    expect(createIn('r.feedExhausted', [], plain)).toEqual([]);
    expect(createIn('r.feedExhausted', [], settings)).toContain('Program');
    expect(createIn('r.feedExhausted', [], plain)).toEqual([]);
    expect(createIn('quarantine()', [option], plain)).toContain('Program');
    expect(createIn('quarantine()', [option], plain)).toContain('Program');
    expect(createIn('quarantine()', [], plain)).toEqual([]);
    expect(createIn('quarantine()', [{ word: 'quarantine' }, {}], plain)).toContain('Program');
  });
});

describe('rule gates', () => {
  it.each(untyped)('%s: a file without its words gets no listeners', (rule) => {
    expect(listenersOf(rule, PLAIN)).toEqual([]);
    expect(create(rule, PLAIN)).toBe(NO_LISTENERS);
  });

  const OPENING: Readonly<Record<RuleName, string>> = {
    'no-absence-from-partial': '',
    'no-dropped-completeness': '',
    'no-ignored-completeness-signal': '',
    'no-unsafe-complete-cast': '',
    'no-empty-as-absence': 'const m = await api.members(); if (!m.length) await deleteOrg();',
    'no-error-as-absence': 'try { x = await api.list(); } catch { }',
    'no-fail-open-completeness-default': 'const more = r.hasMore ?? false;',
    'no-has-more-as-complete': 'return { complete: !r.has_more };',
    'no-short-page-as-end': 'const page = await api.list(); if (page.length < size) break;',
    'no-silent-page-cap': 'async function f() {}',
    'no-single-page-as-whole': 'const r = await client.customers.list({ limit: 10 });',
    'no-status-as-complete': 'return { complete: res.ok };',
    'require-graphql-page-info': 'gql`query { repos(first: 10) { nodes { id } } }`',
    'require-listing-return': 'export async function listRepos() { return await api.repos(); }',
    'require-structured-completeness': "return { items, note: 'results may be incomplete' };",
  };

  it.each(untyped)('%s: a file with its words gets listeners', (rule) => {
    expect(listenersOf(rule, OPENING[rule]).length).toBeGreaterThan(0);
  });

  it('a word a user adds through settings.completeness opens the gates that read it', () => {
    const signals = { completeness: { signals: { feedExhausted: 'last-flag' } } };
    expect(listenersOf('no-has-more-as-complete', 'return { complete: r.feedExhausted };')).toEqual([]);
    expect(listenersOf('no-has-more-as-complete', 'return { complete: r.feedExhausted };', signals).length).toBeGreaterThan(0);
    const verbs = { completeness: { destructiveVerbs: ['quarantine'] } };
    const code = 'const m = await api.members(); if (!m.length) await quarantineOrg();';
    expect(listenersOf('no-empty-as-absence', code)).toEqual([]);
    expect(listenersOf('no-empty-as-absence', code, verbs).length).toBeGreaterThan(0);
    const apis = { completeness: { apis: [{ ...APIS[0], id: 'feeds', requests: [{ kind: 'method', path: 'feeds.pull' }] }] } };
    expect(listenersOf('no-single-page-as-whole', 'const r = await feeds.pull();')).toEqual([]);
    expect(listenersOf('no-single-page-as-whole', 'const r = await feeds.pull();', apis).length).toBeGreaterThan(0);
    expect(vocabularyOf(contextFor('', apis)).apis.length).toBe(APIS.length + 1);
    // a JSON-RPC method opens the gate by its first word
    const rpc = { completeness: { apis: [{ ...APIS[0], id: 'jobs', requests: [{ kind: 'rpc', method: 'jobs/enumerate' }] }] } };
    const sends = "const r = await client.request({ method: 'jobs/enumerate' });";
    expect(listenersOf('no-single-page-as-whole', sends)).toEqual([]);
    expect(listenersOf('no-single-page-as-whole', sends, rpc).length).toBeGreaterThan(0);
  });

  it('only the listeners of a way of reporting the file can hold are registered', () => {
    // a failure test and no catch: the failure-branch and walk listeners, not the catch ones
    const failure = listenersOf('no-error-as-absence', 'const r = await api.list(); if (!r.ok) return [];');
    expect(failure).toContain('ReturnStatement');
    expect(failure).not.toContain('CatchClause');
    expect(failure).not.toContain('CallExpression');
    // a claim and no destructive call: the claim listeners, no CallExpression
    const claim = listenersOf('no-has-more-as-complete', 'return { complete: !r.has_more };');
    expect(claim).toContain('ObjectExpression');
    expect(claim).not.toContain('CallExpression');
  });
});
