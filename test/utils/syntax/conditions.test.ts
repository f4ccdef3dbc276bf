import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import { guardsOf } from '../../../rules/utils/syntax/conditions.js';
import type { Node } from '../../../rules/utils/syntax/ast.js';

/** The guards of every `act()` call, as `test=branch` texts, asked twice per call (the second answer is the kept one). */
function guardsOfActs(code: string): string[][] {
  const found: string[][] = [];
  const rule: Rule.RuleModule = {
    create: (context) => ({
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'act') return;
        const first = guardsOf(node as unknown as Node);
        const again = guardsOf(node as unknown as Node);
        expect(again).toBe(first);
        found.push(again.map((g) => `${context.sourceCode.getText(g.test as never)}=${String(g.branch)}`));
      },
    }),
  };
  new Linter({ configType: 'flat' }).verify(code, [{ plugins: { t: { rules: { guards: rule } } }, rules: { 't/guards': 'error' } }]);
  return found;
}

describe('guardsOf, kept per node', () => {
  it('answers each call for itself, in every lint of the same text', () => {
    const code = 'function g() { if (a) { act(); } else { if (!b) return; act(); } }\nfunction f() { if (c) return; x && act(); }';
    const expected = [['a=true'], ['!b=false', 'a=false'], ['x=true', 'c=false']];
    expect(guardsOfActs(code)).toEqual(expected);
    expect(guardsOfActs(code)).toEqual(expected);
  });
});
