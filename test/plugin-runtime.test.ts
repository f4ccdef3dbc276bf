import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseForESLint } from '@typescript-eslint/parser';
import { AST_NODE_TYPES as realNodeTypes, ASTUtils as realASTUtils, ESLintUtils as realESLintUtils, TSESLint as realTSESLint, type TSESTree } from '@typescript-eslint/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRule } from '../rules/utils/reporting/create-rule.js';
import { listen, when } from '../rules/utils/syntax/selectors.js';
import { AST_NODE_TYPES, ASTUtils, ESLintUtils, TSESLint } from '../rules/utils/typed/ts-eslint.js';
import { root } from './support/lint-project.js';

describe('the plugin at run time', () => {
  it('lints JavaScript without loading @typescript-eslint/* or typescript', () => {
    // In a child process, so that nothing this test file imported is in the module cache.
    const script = `
      import { createRequire } from 'node:module';
      import { Linter } from 'eslint';
      const { default: completeness } = await import(${JSON.stringify(path.join(root, 'dist/rules/index.js'))});
      const messages = new Linter().verify('async function f(api) { const page = await api.list(); if (page.items.length === 0) await api.deleteAll(); }', completeness.configs.recommended, 'job.js');
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => /node_modules[\\\\/](typescript|@typescript-eslint)[\\\\/]/.test(f));
      console.log(JSON.stringify({ rules: messages.map((m) => m.ruleId), loaded }));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { rules, loaded } = JSON.parse(run.stdout) as { rules: string[]; loaded: string[] };
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r) => r.startsWith('completeness/'))).toBe(true);
    expect(loaded).toEqual([]);
  });

  it('leaves tests, fixtures and mocks out of every config, and lints the code beside them', async () => {
    const { Linter } = await import('eslint');
    const { default: completeness } = await import('../rules/index.js');
    const code = 'async function f(api) { const page = await api.list(); if (page.items.length === 0) await api.deleteAll(); }';
    for (const name of ['recommended', 'strict'] as const) {
      const config = completeness.configs[name];
      const rulesAt = (file: string) => new Linter({ configType: 'flat' }).verify(code, [config], file).map((m) => m.ruleId);
      expect(rulesAt('src/jobs/cleanup.js').length).toBeGreaterThan(0);
      for (const file of ['src/jobs/cleanup.test.js', 'src/__tests__/cleanup.js', 'test/helpers/cleanup.js', 'src/fixtures/cleanup.js', 'e2e/cleanup.spec.js']) {
        expect(rulesAt(file), file).toEqual([]);
      }
    }
  });

  it('works from CommonJS: require() gives configs, rules and meta beside the default export', () => {
    const script = `const p = require('completeness/eslint-plugin'); console.log(JSON.stringify({ configs: Object.keys(p.configs), rules: Object.keys(p.rules).length, meta: p.meta, same: p.default.configs === p.configs }));`;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { configs: string[]; rules: number; meta: { name: string }; same: boolean };
    expect(out.configs).toContain('recommended');
    expect(out.rules).toBeGreaterThan(0);
    expect(out.meta.name).toBe('completeness/eslint-plugin');
    expect(out.same).toBe(true);
  });
});

describe('rules/utils/typed/ts-eslint: our copy of what the rules used from @typescript-eslint/utils', () => {
  it('AST_NODE_TYPES and DefinitionType have the values of the real enums', () => {
    expect({ ...AST_NODE_TYPES }).toEqual({ ...realNodeTypes });
    expect({ ...TSESLint.Scope.DefinitionType }).toEqual({ ...realTSESLint.Scope.DefinitionType });
  });

  it('findVariable resolves every identifier of the plugin sources as typescript-eslint does', () => {
    const files = fs
      .readdirSync(path.join(root, 'rules'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(root, 'rules', f));
    let compared = 0;
    for (const file of files) {
      const { ast, scopeManager } = parseForESLint(fs.readFileSync(file, 'utf8'), { range: true, sourceType: 'module', filePath: file });
      const globalScope = scopeManager.globalScope;
      if (!globalScope) throw new Error(`no global scope for ${file}`);
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) {
          node.forEach(visit);
          return;
        }
        const n = node as TSESTree.Node;
        if (n.type === AST_NODE_TYPES.Identifier) {
          expect(ASTUtils.findVariable(globalScope, n)).toBe(realASTUtils.findVariable(globalScope, n));
          compared++;
        }
        for (const [key, child] of Object.entries(n)) if (key !== 'parent') visit(child);
      };
      visit(ast);
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('getParserServices throws a message that names the rule and the config to use when there is no type information', () => {
    const context = { id: 'completeness/require-listing-return', sourceCode: { parserServices: {} } } as unknown as Parameters<typeof realESLintUtils.getParserServices>[0];
    expect(() => ESLintUtils.getParserServices(context)).toThrow(/completeness\/require-listing-return needs type information.*recommendedTypeChecked/);
  });
});

describe('createRule', () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 2 }), tie('object')),
    object: fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
  }));

  it('hands create the options merged over meta.defaultOptions exactly as typescript-eslint does', () => {
    fc.assert(
      fc.property(fc.array(json.value, { maxLength: 2 }), fc.array(fc.option(json.value, { nil: undefined }), { maxLength: 3 }), (defaults, given) => {
        let seen: unknown;
        const rule = createRule<unknown[], 'x'>({
          name: 'probe',
          meta: { type: 'problem', docs: { description: 'probe' }, messages: { x: 'x' }, schema: [], defaultOptions: defaults },
          create: (_context, options) => {
            seen = options;
            return {};
          },
        });
        rule.create({ options: given, sourceCode: { text: '' } } as unknown as Parameters<typeof rule.create>[0]);
        expect(seen).toEqual(realESLintUtils.applyDefault(defaults, given));
        expect(rule.meta.docs?.url).toMatch(/\/docs\/rules\/probe\.md$/);
      }),
      { numRuns: 300 },
    );
  });

  it('settles the findings of a file only for a rule that listens there: none for `listen` with nothing to listen to', () => {
    const probe = (build: () => TSESLint.RuleListener) =>
      createRule<[], 'x'>({ name: 'no-empty-as-absence', meta: { type: 'problem', docs: { description: 'probe' }, messages: { x: 'x' }, schema: [] }, create: build });
    const keysOn = (build: () => TSESLint.RuleListener) => {
      const context = { options: [], id: 'completeness/no-empty-as-absence', sourceCode: { text: 'x', visitorKeys: {} } };
      return Object.keys(probe(build).create(context as unknown as Parameters<ReturnType<typeof probe>['create']>[0]));
    };
    const onCalls = when(AST_NODE_TYPES.CallExpression, () => true, () => undefined);
    expect(keysOn(() => listen({}))).toEqual([]);
    expect(keysOn(() => listen({}, []))).toEqual([]);
    expect(keysOn(() => listen({}, onCalls))).toEqual(['CallExpression', 'Program:exit']);
    expect(keysOn(() => listen({ Program: () => undefined }))).toEqual(['Program', 'Program:exit']);
    // an object literal of listeners is read as it is
    expect(keysOn(() => ({}))).toEqual([]);
    expect(keysOn(() => ({ Identifier: () => undefined }))).toEqual(['Identifier', 'Program:exit']);
  });
});
