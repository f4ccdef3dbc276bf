import { AST_NODE_TYPES, type TSESTree } from './utils/typed/ts-eslint.js';
import { abbreviate } from './utils/syntax/ast.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { lazyListingTypes } from './utils/typed/typed.js';

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
      unsafeCompleteCast: 'Casting `{{text}}` to `Complete` skips the proof, so its gaps read as absence. Use `requireComplete()` or `isComplete()`.',
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
      report(context, { node, messageId: 'unsafeCompleteCast', data: { text: abbreviate(context.sourceCode.getText(node.expression), 25) } });
    }

    return { TSAsExpression: check, TSTypeAssertion: check };
  },
});
