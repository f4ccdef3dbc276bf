import path from 'node:path';
import * as tsParser from '@typescript-eslint/parser';
import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';
import type { Linter } from 'eslint';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import plugin from '../rules/index.js';
import { isPartial, parseListing } from '../src/index.js';

vi.mock('@typescript-eslint/rule-tester', async () => ({ RuleTester: (await import('./support/rule-cases.js')).RecordingRuleTester }));
const { invalidCases, lintCase, typedDir } = await import('./support/rule-cases.js');

/**
 * Every suggestion the rules make, applied: on the invalid cases of the rule tests and on the shapes below. Each
 * output must parse, add no TypeScript error to the snippet, resolve the finding it was offered for, and
 * - `no-fail-open-completeness-default`: read a missing signal as the cautious value and a present one as itself;
 * - `require-structured-completeness`: build an envelope that `parseListing` accepts as Partial (fails closed).
 */

type Case = Awaited<ReturnType<typeof invalidCases>>[number];

/** Shapes the rule tests do not show, for each kind of fix. */
const EXTRA: Case[] = [
  // `||` inside `&&`, a TS assertion on the left, a plain return, a done-like name: the fix must keep parsing and meaning.
  { rule: 'no-fail-open-completeness-default', typed: false, code: 'async function f(ok: boolean) { const res = await api.list(); return ok && res.has_more || false; }', errors: [] },
  { rule: 'no-fail-open-completeness-default', typed: false, code: 'async function f(ok: boolean) { const res = await api.list(); return ok && (res.has_more || false); }', errors: [] },
  { rule: 'no-fail-open-completeness-default', typed: false, code: 'async function f() { const res = await api.list(); return (res.has_more as boolean | undefined) || false; }', errors: [] },
  { rule: 'no-fail-open-completeness-default', typed: false, code: 'async function f() { const res = await api.list(); const more: boolean = res.hasMore || false; return more; }', errors: [] },
  { rule: 'no-fail-open-completeness-default', typed: false, code: 'async function f() { const res = await api.list(); if (res.isLast || true) return res.items; return []; }', errors: [] },
  { rule: 'no-fail-open-completeness-default', typed: false, code: 'async function f() { const r = await gh.search(); return r?.incomplete_results ?? false; }', errors: [] },
  // an envelope typed by the snippet, and one built for a tool result
  {
    rule: 'require-structured-completeness',
    typed: false,
    code: "import type { Listing } from 'completeness';\nexport function f(items: string[]) { return { items, complete: true, note: 'Results may be incomplete' }; }",
    errors: [],
  },
  { rule: 'require-structured-completeness', typed: false, code: "export const reply = (items: number[]) => ({ items, warning: 'Some results may be missing' });", errors: [] },
];

interface Applied {
  readonly c: Case;
  readonly message: Linter.LintMessage;
  readonly messageId: string;
  readonly fix: { range: [number, number]; text: string };
  readonly output: string;
}

const cases = [...(await invalidCases()), ...EXTRA];
const applied: Applied[] = [];
const reportIds = new Set<string>();
for (const c of cases) {
  for (const message of await lintCase(c)) {
    reportIds.add(`${c.rule}/${String(message.messageId)}`);
    for (const s of message.suggestions ?? []) {
      applied.push({ c, message, messageId: String(s.messageId), fix: s.fix, output: c.code.slice(0, s.fix.range[0]) + s.fix.text + c.code.slice(s.fix.range[1]) });
    }
  }
}

/** TypeScript's diagnostics of every input and output, from one program (each file a module of its own). */
function diagnosticsOf(texts: readonly string[]): string[][] {
  const files = texts.map((text, i) => ({ name: path.join(typedDir, `__suggestion_${String(i)}.ts`), text: `${text}\nexport {};\n` }));
  const options: ts.CompilerOptions = { strict: true, noImplicitAny: false, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, lib: ['lib.es2022.d.ts'], noEmit: true, skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const byName = new Map(files.map((f) => [f.name, f.text]));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    const text = byName.get(name);
    return text === undefined ? getSourceFile(name, version, ...rest) : ts.createSourceFile(name, text, version, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  const program = ts.createProgram(files.map((f) => f.name), options, host);
  return files.map((f) => {
    const source = program.getSourceFile(f.name);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => `TS${String(d.code)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  });
}

const inputs = [...new Set(applied.map((a) => a.c.code))];
const diagnostics = diagnosticsOf([...inputs, ...applied.map((a) => a.output)]);
const before = new Map(inputs.map((code, i) => [code, new Set(diagnostics[i])]));

/** A stand-in for any value the snippet does not define: every property, call and `await` of it is one too. */
function standIn(signal: { name: string; value: unknown } | null): unknown {
  const target = function () {
    /* stand-in */
  };
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => {
      if (key === 'then') return undefined;
      if (key === Symbol.toPrimitive) return () => 'x';
      if (signal && key === signal.name) return signal.value;
      return proxy;
    },
    apply: () => proxy,
  });
  return proxy;
}

/** Evaluates an expression of the output, its free names bound to stand-ins (and `signal.name` to `signal.value`). */
async function evaluate(expression: string, signal: { name: string; value: unknown } | null = null): Promise<unknown> {
  const js = ts.transpileModule(`async function __value() { return (${expression}); }`, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const env = new Proxy(
    {},
    {
      has: (_t, key) => typeof key === 'string' && !key.startsWith('__') && !(key in globalThis),
      get: (_t, key) => (key === Symbol.unscopables ? undefined : signal && key === signal.name ? signal.value : standIn(signal)),
    },
  );
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test evaluates the suggestion's own output, sloppy mode for `with`
  const run = new Function('env', `with (env) { ${js}\n return __value(); }`) as (env: object) => Promise<unknown>;
  return run(env);
}

/** The node of `code` at `range` whose type is one of `types`, innermost last. */
function nodeAt(code: string, at: number, types: readonly string[]): TSESTree.Node | null {
  const ast = tsParser.parse(code, { range: true, loc: true });
  let found: TSESTree.Node | null = null;
  const visit = (node: TSESTree.Node) => {
    if (node.range[0] > at || node.range[1] < at) return;
    if (types.includes(node.type)) found = node;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof (child as { type?: unknown }).type === 'string') visit(child as TSESTree.Node);
    }
  };
  visit(ast);
  return found;
}

const label = (a: Applied) => `${a.c.rule} ${a.messageId}: ${a.output.replace(/\s+/g, ' ').slice(0, 140)}`;

describe('suggestions', () => {
  it('covers every suggestion of every rule', () => {
    const suggested = new Set(applied.map((a) => `${a.c.rule}/${a.messageId}`));
    for (const [name, rule] of Object.entries(plugin.rules)) {
      const ids = Object.keys(rule.meta.messages ?? {}).map((id) => `${name}/${id}`);
      const offered = ids.filter((id) => !reportIds.has(id));
      if (rule.meta.hasSuggestions !== true) {
        expect(applied.filter((a) => a.c.rule === name), name).toEqual([]);
        continue;
      }
      // A message no report uses is a suggestion's: each one must be offered, and so tested, below.
      expect(offered.length, `${name} has no suggestion message`).toBeGreaterThan(0);
      for (const id of offered) expect(suggested, `${id} is never offered by a test case`).toContain(id);
    }
  });

  it.each(applied.map((a) => [label(a), a] as const))('%s', async (_label, a) => {
    // it parses, and adds no TypeScript error
    expect(() => tsParser.parse(a.output, { range: true })).not.toThrow();
    const index = applied.indexOf(a);
    const added = (diagnostics[inputs.length + index] ?? []).filter((d) => !before.get(a.c.code)?.has(d));
    expect(added).toEqual([]);

    // it resolves the finding it was offered for
    const after = await lintCase({ ...a.c, code: a.output });
    const at = (m: Linter.LintMessage) => `${String(m.line)}:${String(m.column)} ${String(m.messageId)}`;
    expect(after.map(at)).not.toContain(at(a.message));

    if (a.messageId === 'assumeWorst') {
      // a missing signal reads as the cautious value, a present one as itself
      const [, name, failOpen] = /A missing `([^`]+)` defaults to `(true|false)`/.exec(a.message.message) ?? [];
      expect(name).toBeDefined();
      const cautious = failOpen !== 'true';
      const node = nodeAt(a.output, a.fix.range[0], ['LogicalExpression', 'BinaryExpression', 'AssignmentPattern']);
      expect(node, 'the fixed expression').not.toBeNull();
      if (!node) return;
      if (node.type === AST_NODE_TYPES.AssignmentPattern) {
        // a destructuring or parameter default applies to a missing value only
        expect(await evaluate(a.output.slice(...node.right.range))).toBe(cautious);
        return;
      }
      const text = a.output.slice(...node.range);
      expect(await evaluate(text, { name: name ?? '', value: undefined }), `${text} with ${String(name)} missing`).toBe(cautious);
      expect(await evaluate(text, { name: name ?? '', value: null }), `${text} with ${String(name)}: null`).toBe(cautious);
      expect(await evaluate(text, { name: name ?? '', value: true }), `${text} with ${String(name)}: true`).toBe(true);
      expect(await evaluate(text, { name: name ?? '', value: false }), `${text} with ${String(name)}: false`).toBe(false);
    }

    if (a.messageId === 'addCompleteFalse') {
      // the envelope parses as a Partial, with a reason: it fails closed
      const node = nodeAt(a.output, a.fix.range[0], ['ObjectExpression']);
      expect(node, 'the envelope').not.toBeNull();
      if (!node) return;
      const value = (await evaluate(a.output.slice(...node.range))) as Record<string, unknown>;
      // Items the snippet names under another key (`hits`, `content`), or as a name it does not define, are no
      // part of what the suggestion writes: they stand in as an empty list.
      const envelope = { ...value, items: Array.isArray(value.items) ? value.items : [] };
      const listing = parseListing(envelope);
      expect(listing.complete).toBe(false);
      expect(isPartial(listing)).toBe(true);
      expect(listing.incomplete_reasons.map((r) => r.code)).toEqual(['COMPLETENESS_UNKNOWN']);
    }

    if (a.messageId === 'usePartialStatus') {
      expect(a.fix.text).toBe("'partial'");
    }
  });
});
