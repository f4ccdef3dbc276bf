import { AST_NODE_TYPES, type TSESTree } from './utils/typed/ts-eslint.js';
import { absenceLeaf, type CollectionCheck } from './utils/flow/absence-check.js';
import { abbreviate, alwaysExits, unwrap, walk, wholeTest, type Expression, type Node } from './utils/syntax/ast.js';
import { destructiveMatcherOf, destructiveVerb, type DestructiveMatcher } from './utils/flow/destructive.js';
import { isUnderCompletenessProof } from './utils/flow/completeness-proof.js';
import { factsOf } from './utils/syntax/conditions.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { partialEnvelopeOf } from './utils/typed/envelope.js';
import type { ListingTypeSpecifier } from './utils/typed/listing-types.js';
import { lazyListingTypes, listingTypesSchema } from './utils/typed/typed.js';
import { vocabularyOf } from './utils/api/vocabulary.js';

export type Options = [{ listingTypes?: ListingTypeSpecifier[] }];
export type MessageIds = 'absenceFromPartial';

function callsDestructive(nodes: readonly Node[], destructive: DestructiveMatcher): boolean {
  let found = false;
  for (const root of nodes) {
    walk(root, (n) => {
      if (!found && n.type === AST_NODE_TYPES.CallExpression && destructiveVerb(n, destructive) !== null) found = true;
    });
  }
  return found;
}

/**
 * Is the presence test `test` (`x.some(...)`, `x.length > 0`) used to act on absence: a destructive
 * call in its `else`, or after an early exit? Plain fallbacks (`return null`) are positive-evidence code.
 */
function actsOnAbsence(test: Expression, destructive: DestructiveMatcher): boolean {
  const parent = test.parent;
  if (parent.type !== AST_NODE_TYPES.IfStatement || parent.test !== test) return false;
  if (parent.alternate) return callsDestructive([parent.alternate], destructive);
  if (!alwaysExits(parent.consequent)) return false;
  const block = parent.parent;
  const body = 'body' in block && Array.isArray(block.body) ? (block.body as Node[]) : [];
  return callsDestructive(body.slice(body.indexOf(parent) + 1), destructive);
}

export default createRule<Options, MessageIds>({
  name: 'no-absence-from-partial',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow absence or universal claims over the items of a possibly-partial result',
      recommended: true,
      requiresTypeChecking: true,
    },
    schema: [listingTypesSchema],
    defaultOptions: [{}],
    messages: {
      absenceFromPartial: '`{{envelope}}` may be partial, so what this test finds missing may still exist. Check `{{envelope}}.complete` first.',
    },
  },
  create(context, [options]) {
    const vocab = vocabularyOf(context);
    const destructive = destructiveMatcherOf(vocab);
    const { types, typeOf } = lazyListingTypes(context, options.listingTypes);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const reported = new Set<Node>();

    function check(node: Expression): void {
      const leaf = absenceLeaf(node);
      if (!leaf) return;
      const whole = wholeTest(node);
      if (reported.has(whole)) return;
      const absentWhenTrue = factsOf(scopeOf, whole, true, absenceLeaf).some((c: CollectionCheck) => c.node === leaf.fact.node);
      if (!absentWhenTrue && !actsOnAbsence(whole, destructive)) return;
      const envelope = partialEnvelopeOf(leaf.fact.subject, types, typeOf, scopeOf);
      if (!envelope || isUnderCompletenessProof(whole, scopeOf, vocab)) return;
      reported.add(whole);
      report(context, {
        node: whole,
        messageId: 'absenceFromPartial',
        data: { envelope: abbreviate(context.sourceCode.getText(envelope), 30) },
      });
    }

    return {
      BinaryExpression: check,
      CallExpression: check,
      MemberExpression(node: TSESTree.MemberExpression) {
        // A bare `x.length` / `x.size` used as a test; inside a comparison the comparison is the check.
        if (unwrap(node.parent).type !== AST_NODE_TYPES.BinaryExpression) check(node);
      },
    };
  },
});
