import { AST_NODE_TYPES, type TSESLint } from './ts-eslint.js';
import { calleeName, propertyName, unwrap, type Expression, type Node } from './ast.js';
import { factsOf, guardsOf, type Leaf } from './conditions.js';

const COMPLETE_FIELDS = new Set(['complete', 'isComplete', 'is_complete', 'exhaustive']);

/**
 * Leaf matcher for tests that prove completeness: `x.complete`, `isComplete(x)`,
 * `x.incomplete_reasons.length === 0`, `decide(x, …).decision === 'proceed'`.
 */
export function completenessProofLeaf(expr: Expression): Leaf<true> | null {
  const e = unwrap(expr);
  if (e.type === AST_NODE_TYPES.MemberExpression && COMPLETE_FIELDS.has(propertyName(e) ?? '')) return { fact: true, holdsWhen: true };
  if (e.type === AST_NODE_TYPES.CallExpression && calleeName(e) === 'isComplete') return { fact: true, holdsWhen: true };
  if (e.type === AST_NODE_TYPES.BinaryExpression && ['===', '==', '!==', '!='].includes(e.operator)) {
    const holdsWhen = e.operator === '===' || e.operator === '==';
    const sides = [unwrap(e.left), unwrap(e.right)];
    const literal = sides.find((s) => s.type === AST_NODE_TYPES.Literal);
    const other = sides.find((s) => s !== literal);
    if (literal?.type === AST_NODE_TYPES.Literal && other?.type === AST_NODE_TYPES.MemberExpression) {
      const name = propertyName(other);
      if (name === 'decision' && literal.value === 'proceed') return { fact: true, holdsWhen };
      if (name === 'length' && literal.value === 0 && other.object.type === AST_NODE_TYPES.MemberExpression && propertyName(other.object) === 'incomplete_reasons') {
        return { fact: true, holdsWhen };
      }
    }
  }
  return null;
}

/** Does some test that must hold for `node` to run prove that the listing is complete? */
export function isUnderCompletenessProof(node: Node, scopeOf: (node: Node) => TSESLint.Scope.Scope): boolean {
  return guardsOf(node).some((g) => factsOf(scopeOf, g.test, g.branch, completenessProofLeaf).length > 0);
}
