import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from './utils/ts-eslint.js';
import { alwaysExits, isNullish, keyName, lastName, numberValue, propertyName, unwrap, walk, words, enclosingFunction, isFunction, type Expression, type Node } from './utils/ast.js';
import { claimPolarity } from './utils/completeness-claims.js';
import { createRule } from './utils/create-rule.js';
import { OriginTracker } from './utils/origin.js';
import { noMorePagesLeaf } from './utils/signals.js';

export type MessageIds = 'shortPageAsEnd';

/** Words of a name that holds the requested page size. */
const SIZE_WORDS = new Set(['size', 'limit', 'per', 'batch', 'chunk', 'max', 'top', 'first', 'count', 'results']);
/** Request keys that carry the page size, to recognise a literal like `data.length < 100`. */
const SIZE_KEYS = /^(per_?page|page_?size|limit|size|max_?results|max_?keys|MaxKeys|maxItems|max_?items|count|first|top|\$top|batch_?size)$/i;
/** Names that say "more pages" or "this was the last page". */
const END_NAMES = /^(has_?more|has_?next(_?page)?|more|is_?last(_?page)?|last_?page|done|finished|is_?done|end|at_?end|exhausted)$/i;

function isSizeName(name: string): boolean {
  return words(name).some((w) => SIZE_WORDS.has(w)) || /^[A-Z][A-Z0-9_]*$/.test(name);
}

/** The literal page sizes the enclosing function passes in a request (`{ per_page: 100 }`). */
function requestedSizes(from: Node): Set<number> {
  const sizes = new Set<number>();
  const fn = enclosingFunction(from);
  if (!fn) return sizes;
  walk(fn.body, (n) => {
    if (n.type === AST_NODE_TYPES.Property && SIZE_KEYS.test(keyName(n) ?? '')) {
      const k = numberValue(n.value);
      if (k !== null) sizes.add(k);
    }
  });
  return sizes;
}

/** Does this comparison decide that pagination ended (or compute "has more")? */
function endsPagination(test: Expression): boolean {
  let n: Node = test;
  while (n.parent.type === AST_NODE_TYPES.LogicalExpression || (n.parent.type === AST_NODE_TYPES.UnaryExpression && n.parent.operator === '!')) n = n.parent;
  const p = n.parent;
  // `!res.next && data.length < limit`: the API's own signal is required as well.
  if (n !== test && n.type === AST_NODE_TYPES.LogicalExpression && n.operator === '&&') {
    const signals: Node[] = [];
    walk(n, (c) => {
      if (c !== test && (c.type === AST_NODE_TYPES.MemberExpression || c.type === AST_NODE_TYPES.Identifier) && noMorePagesLeaf(c)) signals.push(c);
    });
    if (signals.length > 0) return false;
  }
  switch (p.type) {
    case AST_NODE_TYPES.IfStatement:
      return p.test === n && alwaysExits(p.consequent) && insideLoopOrFunctionEnd(p);
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
      return p.test === n;
    case AST_NODE_TYPES.ConditionalExpression:
      // `batch.length === 100 ? nextCursor : undefined`: one side says "no next page".
      return p.test === n && (isNullish(p.consequent) || isNullish(p.alternate));
    case AST_NODE_TYPES.VariableDeclarator:
      return p.id.type === AST_NODE_TYPES.Identifier && (END_NAMES.test(p.id.name) || claimPolarity(p.id.name) !== null);
    case AST_NODE_TYPES.AssignmentExpression: {
      const name = lastName(p.left);
      return name !== null && (END_NAMES.test(name) || claimPolarity(name) !== null);
    }
    case AST_NODE_TYPES.Property: {
      const name = keyName(p);
      return name !== null && (END_NAMES.test(name) || claimPolarity(name) !== null);
    }
    default:
      return false;
  }
}

function insideLoopOrFunctionEnd(node: Node): boolean {
  for (let n = node.parent; n; n = n.parent) {
    if (isFunction(n)) return false;
    if (n.type === AST_NODE_TYPES.ForStatement || n.type === AST_NODE_TYPES.WhileStatement || n.type === AST_NODE_TYPES.DoWhileStatement || n.type === AST_NODE_TYPES.ForOfStatement) return true;
  }
  return false;
}

/** An array the code adds to (`all.push(...)`): its length is a running total, not a page. */
function isAccumulator(node: Node, scopeOf: (n: Node) => TSESLint.Scope.Scope): boolean {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = ASTUtils.findVariable(scopeOf(n), n);
  return (variable?.references ?? []).some((ref) => {
    const parent = ref.identifier.parent;
    return parent.type === AST_NODE_TYPES.MemberExpression && parent.object === ref.identifier && ['push', 'unshift', 'concat'].includes(propertyName(parent) ?? '');
  });
}

export default createRule<[], MessageIds>({
  name: 'no-short-page-as-end',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow ending pagination (or computing "has more") by comparing a page\'s item count with the requested page size',
      recommended: true,
    },
    schema: [],
    messages: {
      shortPageAsEnd:
        '`{{check}}` treats a page shorter (or not equal to) the requested size as the last one. Pages can be short while more remain: sparse partitions, byte limits and filters applied after the limit all do it (Google AIP-158 and Slack\'s pagination docs say so). Continue on the API\'s own continuation signal (`next_cursor`, `nextPageToken`, `has_more`), or use `collectAll()`.',
    },
  },
  create(context) {
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const origins = new OriginTracker(scopeOf);
    return {
      BinaryExpression(node: TSESTree.BinaryExpression) {
        if (!['<', '<=', '!==', '!=', '===', '==', '>=', '>'].includes(node.operator) || node.left.type === AST_NODE_TYPES.PrivateIdentifier) return;
        for (const [side, other] of [
          [node.left, node.right],
          [node.right, node.left],
        ] as const) {
          const s = unwrap(side);
          if (s.type !== AST_NODE_TYPES.MemberExpression || propertyName(s) !== 'length') continue;
          const k = numberValue(other);
          if (k === 0 || (k !== null && k < 2)) return; // `length === 0` ends a page-number loop honestly enough
          const otherName = lastName(other);
          const isSize = k !== null ? requestedSizes(node).has(k) : otherName !== null && isSizeName(otherName);
          if (!isSize || !endsPagination(node) || isAccumulator(s.object, scopeOf) || origins.of(s.object) !== 'api') return;
          context.report({ node, messageId: 'shortPageAsEnd', data: { check: context.sourceCode.getText(node) } });
          return;
        }
      },
    };
  },
});
