import { AST_NODE_TYPES, type TSESLint } from '../typed/ts-eslint.js';
import { calleeName, propertyName, unwrap, type Expression, type Node } from '../syntax/ast.js';
import { KIT } from '../../../src/vocabulary/index.js';
import { factsOf, guardsOf, type Leaf, type LeafMatcher } from '../syntax/conditions.js';
import { defaultVocabulary, type Vocabulary } from '../api/vocabulary.js';

const PROOF_CALLS: ReadonlySet<string> = new Set(KIT.proofs);
const cache = new WeakMap<Vocabulary, LeafMatcher<true>>();

/**
 * Leaf matcher for tests that prove completeness: `x.complete`, `isComplete(x)`,
 * `x.incomplete_reasons.length === 0`, `decide(x, …).decision === 'proceed'`.
 */
export function completenessProofLeafOf(vocab: Vocabulary): LeafMatcher<true> {
  let leaf = cache.get(vocab);
  if (!leaf) {
    const claims = vocab.namesOf(['complete-claim']);
    const reasons = vocab.namesOf(['reasons']);
    leaf = (expr) => proofLeaf(expr, claims, reasons);
    cache.set(vocab, leaf);
  }
  return leaf;
}

/** {@link completenessProofLeafOf} over the default vocabulary. */
export const completenessProofLeaf: LeafMatcher<true> = completenessProofLeafOf(defaultVocabulary);

function proofLeaf(expr: Expression, claims: ReadonlySet<string>, reasons: ReadonlySet<string>): Leaf<true> | null {
  const e = unwrap(expr);
  if (e.type === AST_NODE_TYPES.MemberExpression && claims.has(propertyName(e) ?? '')) return { fact: true, holdsWhen: true };
  if (e.type === AST_NODE_TYPES.CallExpression && PROOF_CALLS.has(calleeName(e) ?? '')) return { fact: true, holdsWhen: true };
  if (e.type === AST_NODE_TYPES.BinaryExpression && ['===', '==', '!==', '!='].includes(e.operator)) {
    const holdsWhen = e.operator === '===' || e.operator === '==';
    const sides = [unwrap(e.left), unwrap(e.right)];
    const literal = sides.find((s) => s.type === AST_NODE_TYPES.Literal);
    const other = sides.find((s) => s !== literal);
    if (literal?.type === AST_NODE_TYPES.Literal && other?.type === AST_NODE_TYPES.MemberExpression) {
      const name = propertyName(other);
      if (name === 'decision' && literal.value === 'proceed') return { fact: true, holdsWhen };
      if (name === 'length' && literal.value === 0 && other.object.type === AST_NODE_TYPES.MemberExpression && reasons.has(propertyName(other.object) ?? '')) {
        return { fact: true, holdsWhen };
      }
    }
  }
  return null;
}

/** Does some test that must hold for `node` to run prove that the listing is complete? */
export function isUnderCompletenessProof(node: Node, scopeOf: (node: Node) => TSESLint.Scope.Scope, vocab: Vocabulary = defaultVocabulary): boolean {
  const leaf = completenessProofLeafOf(vocab);
  return guardsOf(node).some((g) => factsOf(scopeOf, g.test, g.branch, leaf).length > 0);
}
