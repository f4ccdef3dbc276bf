import { AST_NODE_TYPES, type TSESTree } from './utils/ts-eslint.js';
import { abbreviate } from './utils/ast.js';
import { createRule } from './utils/create-rule.js';
import { report } from './utils/one-finding.js';
import { lazyListingTypes } from './utils/typed.js';

export type MessageIds = 'unsafeCompleteCast';

export default createRule<[], MessageIds>({
  name: 'no-unsafe-complete-cast',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow type assertions that manufacture the `Complete` brand',
      recommended: true,
      requiresTypeChecking: true,
    },
    schema: [],
    messages: {
      unsafeCompleteCast:
        'This assertion gives `{{text}}` the `Complete` brand without proof. `Complete` is what lets an empty list prove absence, so it must come from evidence: `complete()` when you know the scope was covered, `parseListing()` for wire data (fails closed), `collectAll()`, an adapter, or narrowing with `isComplete()` / `requireComplete()`.',
    },
  },
  create(context) {
    const { types, typeOf } = lazyListingTypes(context);

    function check(node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion): void {
      const annotation = node.typeAnnotation;
      if (annotation.type === AST_NODE_TYPES.TSTypeReference && annotation.typeName.type === AST_NODE_TYPES.Identifier && annotation.typeName.name === 'const') return;
      if (!types().isComplete(typeOf(node))) return;
      // Re-asserting what is already proven (`done as Complete<T>`) manufactures nothing.
      if (types().classify(typeOf(node.expression)) === 'complete') return;
      report(context, { node, messageId: 'unsafeCompleteCast', data: { text: abbreviate(context.sourceCode.getText(node.expression), 40) } });
    }

    return { TSAsExpression: check, TSTypeAssertion: check };
  },
});
