import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { anyAttribute, eachProperty, listen, when } from '../../../rules/utils/syntax/selectors.js';
import { keyName } from '../../../rules/utils/syntax/ast.js';
import { AST_NODE_TYPES } from '../../../rules/utils/typed/ts-eslint.js';

/** What the listeners of `build` saw in `code`, in order. */
function seen(code: string, build: (log: (entry: string) => void) => TSESLint.RuleListener): string[] {
  const log: string[] = [];
  const rule = { meta: { type: 'problem', schema: [] }, create: () => build((e) => log.push(e)) };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    { files: ['**/*.ts'], languageOptions: { parser: tsParser }, plugins: { t: { rules: { r: rule as never } } }, rules: { 't/r': 'error' } },
  ], 'x.ts');
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return log;
}

describe('eachProperty', () => {
  it('reads the properties of object literals in order, not of patterns, where the test holds', () => {
    const code = `
const { status: pattern } = x;
const a = { status: 1, other: 2, ...rest, 'status': 3, nested: { status: 4 } };
`;
    const isStatus = (p: TSESTree.Property) => keyName(p) === 'status';
    const logValue = (log: (entry: string) => void) => (p: TSESTree.Property) => {
      log(`${keyName(p)}=${(p.value as TSESTree.Literal).raw}`);
    };
    expect(seen(code, (log) => listen({}, eachProperty(isStatus, logValue(log))))).toEqual([
      'status=1',
      'status=3',
      'status=4',
    ]);
  });

  it('asks `objects` first, and runs beside a plain listener of the same node type', () => {
    const code = `
f({ length: 1 });
g.from({ length: 2, size: 3 });
`;
    const isFromArgument = (o: TSESTree.ObjectExpression) =>
      o.parent.type === AST_NODE_TYPES.CallExpression && o.parent.callee.type === AST_NODE_TYPES.MemberExpression;
    expect(seen(code, (log) => listen(
      { ObjectExpression: () => { log('object'); } },
      eachProperty(() => true, (p) => { log(keyName(p) ?? '?'); }, isFromArgument),
      when(AST_NODE_TYPES.ObjectExpression, () => true, () => { log('after'); }),
    ))).toEqual(['object', 'after', 'object', 'length', 'size', 'after']);
  });
});

describe('anyAttribute', () => {
  const node = (value: object) => value as TSESTree.Node;

  it('tests the string at each dotted path, as an attribute selector reads it', () => {
    const assigned = anyAttribute(['left.name', 'left.property.name', 'left.property.value'], /complete/i);
    expect(assigned(node({ left: { name: 'isComplete' } }))).toBe(true);
    expect(assigned(node({ left: { property: { name: 'done' } } }))).toBe(false);
    expect(assigned(node({ left: { property: { value: 'allComplete' } } }))).toBe(true);
    expect(assigned(node({ left: { property: { value: 1 } } }))).toBe(false);
    expect(assigned(node({ left: null }))).toBe(false);
    expect(assigned(node({ left: 'complete' }))).toBe(false);
  });

  it('reads paths of one segment and of more than three, and holds for none with no path', () => {
    expect(anyAttribute(['name'], /^a$/)(node({ name: 'a' }))).toBe(true);
    expect(anyAttribute(['name'], /^a$/)(node({ name: 'b' }))).toBe(false);
    const deep = anyAttribute(['a.b.c.d'], /^x$/);
    expect(deep(node({ a: { b: { c: { d: 'x' } } } }))).toBe(true);
    expect(deep(node({ a: { b: 'c' } }))).toBe(false);
    expect(anyAttribute(['x', 'y', 'z'], /^z$/)(node({ z: 'z' }))).toBe(true);
    expect(anyAttribute([], /(?:)/)(node({}))).toBe(false);
  });
});
