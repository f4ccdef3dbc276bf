import { Linter, type Rule } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { abbreviate, type Node } from '../../../rules/utils/syntax/ast.js';
import { bindingOf, calledFunction, constDeclarationInitOf, constInitOf, storedReads } from '../../../rules/utils/syntax/scope.js';
import type { TSESLint, TSESTree } from '../../../rules/utils/typed/ts-eslint.js';

type Show = (n: Node | null) => string;
type ScopeOf = (node: Node) => TSESLint.Scope.Scope;

/**
 * Runs `code` through a rule that hands each call of `callee` (its first argument) to `see`, with the scope helper and a
 * printer of source text; answers what `see` answered, in order.
 */
function eachCall(code: string, callee: string, see: (arg: TSESTree.Node, scopeOf: ScopeOf, show: Show) => string): string[] {
  const out: string[] = [];
  const rule: Rule.RuleModule = {
    create: (context) => {
      const scopeOf: ScopeOf = (node) => context.sourceCode.getScope(node as never) as unknown as TSESLint.Scope.Scope;
      const show: Show = (n) => (n ? abbreviate(context.sourceCode.getText(n as never), 20) : '-');
      return {
        [`CallExpression[callee.name="${callee}"]`](node: Rule.Node) {
          out.push(see((node as unknown as TSESTree.CallExpression).arguments[0] as TSESTree.Node, scopeOf, show));
        },
      };
    },
  };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    { files: ['**/*.ts'], languageOptions: { parser: tsParser }, plugins: { t: { rules: { r: rule } } }, rules: { 't/r': 'error' } },
  ], 'x.ts');
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return out;
}

/** For each call `use(x)` of `code`, what its argument resolves to through each helper, as source text or `-`. */
function resolved(code: string): string[] {
  return eachCall(code, 'use', (arg, scopeOf, show) => {
    const id = arg as TSESTree.Identifier;
    return `${id.name}: ${show(constInitOf(scopeOf, id))} | ${show(bindingOf(scopeOf, id))} | ${show(constDeclarationInitOf(scopeOf, id))}`;
  });
}

describe('constInitOf, bindingOf, constDeclarationInitOf: what an identifier is bound to, through its own scope', () => {
  it('resolves consts and function declarations, and nothing else, in any scope', () => {
    const code = `
const base = '/v1';
function url() { return base; }
let later = 1;
const { length } = page;
use(base); use(url); use(later); use(length);
function f(base: string) {
  use(base);
  if (ok) { const inner = 'x'; use(inner); }
  use(inner);
}
use(undeclared);
`;
    expect(resolved(code)).toEqual([
      "base: '/v1' | '/v1' | '/v1'",
      'url: - | function url() { ... | -',
      'later: - | - | -',
      'length: - | - | page',
      'base: - | - | -',
      "inner: 'x' | 'x' | 'x'",
      'inner: - | - | -',
      'undeclared: - | - | -',
    ]);
  });
});

/** For each call `run(f())` of `code`, the parameters of the function of the file the inner call runs, or `-`. */
function called(code: string): string[] {
  return eachCall(code, 'run', (arg, scopeOf, show) => {
    const fn = calledFunction(scopeOf, arg as TSESTree.CallExpression);
    return fn ? fn.params.map((p) => show(p)).join(',') : '-';
  });
}

describe('calledFunction: the function of this file that a call runs', () => {
  it('finds declarations, const functions and methods of the own class; not imports, parameters or other objects', () => {
    expect(called(`
import { load } from './load';
function read(a) {}
const parse = (b, c) => b;
class Store {
  fetch(d) {}
  go(other, cb) {
    run(this.fetch(1)); run(read(1)); run(parse(1)); run(load(1)); run(other.fetch(1)); run(cb(1)); run(this.missing(1));
  }
}
`)).toEqual(['d', 'a', 'b,c', '-', '-', '-', '-']);
  });
});

/** For each call `store(v)` of `code`, the variable its argument is stored in and the lines of the reads that may see it. */
function stored(code: string): string[] {
  return eachCall(code, 'store', (arg, scopeOf) => {
    const at = storedReads(scopeOf, arg.parent as Node);
    return at ? `${at.id.name}: ${at.reads.map((r) => r.loc.start.line).join(',')}` : '-';
  });
}

describe('storedReads: where a value is stored, and the reads that may see it', () => {
  it('reads every use of a declared variable, and only those after a plain assignment into a let (`+=` reads too)', () => {
    expect(stored(`
const a = store(1);
use(a);
let b;
use(b);
b = store(2);
use(b); use(b);
b += store(3);
call(store(4));
`)).toEqual(['a: 3', 'b: 7,7,8', '-', '-']);
  });
});
