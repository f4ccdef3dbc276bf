import { AST_NODE_TYPES, type TSESLint, type TSESTree } from './utils/ts-eslint.js';
import { isBooleanLiteral, keyName, lastName, parentOf, unwrap, type Node } from './utils/ast.js';
import { createRule } from './utils/create-rule.js';
import { OriginTracker } from './utils/origin.js';

export type MessageIds = 'failOpenDefault' | 'assumeWorst';

/** Signals whose `true` means "finished / whole": defaulting them to true fails open. */
const DONE_SIGNALS = new Set(['isLast', 'is_last', 'last', 'lastPage', 'isLastPage', 'is_last_page', 'last_page', 'done', 'complete', 'isComplete', 'is_complete', 'exhaustive', 'isExhaustive']);
/** Signals whose `true` means "more / cut / failed": defaulting them to false fails open. */
const MORE_SIGNALS = new Set([
  'hasMore', 'has_more', 'hasNextPage', 'has_next_page', 'more', 'moreResults', 'truncated', 'isTruncated', 'IsTruncated', 'is_truncated',
  'incomplete_results', 'incompleteResults', 'incomplete', 'partial', 'isPartial', 'is_partial', 'timed_out', 'timedOut', 'terminated_early',
]);

/** Names that are a pagination or completeness signal wherever they appear. Others (`partial`, `done`, `last`…) are also common option names, so they count only on fetched values. */
const UNAMBIGUOUS = new Set([
  'isLast', 'is_last', 'lastPage', 'isLastPage', 'is_last_page', 'last_page', 'hasMore', 'has_more', 'hasNextPage', 'has_next_page', 'moreResults',
  'IsTruncated', 'isTruncated', 'is_truncated', 'truncated', 'incomplete_results', 'incompleteResults', 'timed_out', 'timedOut', 'terminated_early', 'isComplete', 'is_complete',
]);

/** The fail-open default for a signal name: `true` for done-like names, `false` for more-like names. */
function failOpenValue(name: string | null): boolean | null {
  if (name === null) return null;
  if (DONE_SIGNALS.has(name)) return true;
  if (MORE_SIGNALS.has(name)) return false;
  return null;
}

/** The initializer a destructuring default reads from: `init` in `const { isLast = true } = init`. */
function destructuredFrom(node: TSESTree.AssignmentPattern): Node | null {
  let n: Node = node;
  let p = parentOf(n);
  while (p && (p.type === AST_NODE_TYPES.Property || p.type === AST_NODE_TYPES.ObjectPattern)) {
    n = p;
    p = parentOf(p);
  }
  return p?.type === AST_NODE_TYPES.VariableDeclarator && p.id === n ? p.init : null;
}

export default createRule<[], MessageIds>({
  name: 'no-fail-open-completeness-default',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Disallow defaults that turn a missing completeness or pagination signal into "complete" or "no more"',
      recommended: true,
    },
    schema: [],
    messages: {
      failOpenDefault:
        'A missing `{{name}}` defaults to `{{value}}` here, so an absent signal reads as "{{meaning}}". A missing signal means unknown, and unknown is not complete: default to the cautious value, or treat the response as incomplete (COMPLETENESS_UNKNOWN, as `parseListing()` does).',
      assumeWorst: 'Default to `{{safe}}` (assume the result may be incomplete).',
    },
  },
  create(context) {
    const origins = new OriginTracker((node) => context.sourceCode.getScope(node));

    /** Is this default about a fetched value (or a name that can only be a signal)? */
    function aboutFetchedValue(name: string, owner: Node | null): boolean {
      return UNAMBIGUOUS.has(name) || (owner !== null && origins.of(owner) === 'api');
    }

    function report(node: Node, literal: TSESTree.Expression, name: string, value: boolean): void {
      context.report({
        node,
        messageId: 'failOpenDefault',
        data: { name, value: String(value), meaning: value ? 'finished' : 'nothing more' },
        suggest: [{ messageId: 'assumeWorst', data: { safe: String(!value) }, fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(literal, String(!value)) }],
      });
    }

    return {
      LogicalExpression(node: TSESTree.LogicalExpression) {
        if (node.operator !== '??' && node.operator !== '||') return;
        const name = lastName(node.left);
        const value = failOpenValue(name);
        const right = unwrap(node.right);
        if (value === null || name === null || right.type !== AST_NODE_TYPES.Literal || !isBooleanLiteral(right, value)) return;
        const left = unwrap(node.left);
        if (!aboutFetchedValue(name, left.type === AST_NODE_TYPES.MemberExpression ? left.object : left)) return;
        report(node, right, name, value);
      },
      AssignmentPattern(node: TSESTree.AssignmentPattern) {
        const right = unwrap(node.right);
        if (right.type !== AST_NODE_TYPES.Literal) return;
        const parent = node.parent;
        const name = parent.type === AST_NODE_TYPES.Property && parent.value === node ? keyName(parent) : node.left.type === AST_NODE_TYPES.Identifier ? node.left.name : null;
        const value = failOpenValue(name);
        if (value === null || name === null || !isBooleanLiteral(right, value)) return;
        if (!aboutFetchedValue(name, destructuredFrom(node))) return;
        report(node, right, name, value);
      },
    };
  },
});
