import { AST_NODE_TYPES, TSESLint, type TSESTree } from '@typescript-eslint/utils';
import { calleeName, keyName, lastName, methodCall, propertyName, type Node } from './utils/ast.js';
import { createRule } from './utils/create-rule.js';
import type { ListingTypeSpecifier } from './utils/listing-types.js';
import { variableOf } from './utils/scope.js';
import { lazyListingTypes, listingTypesOption } from './utils/typed.js';

export type Options = [{ listingTypes?: ListingTypeSpecifier[] }];
export type MessageIds = 'droppedCompleteness';

/** Fields whose reading shows the function looked at completeness. */
const COMPLETENESS_FIELDS = new Set(['complete', 'incomplete_reasons', 'status', 'truncated', 'next_cursor', 'continuation', 'incomplete']);
/** Keys of tool results whose value reaches the caller as text. */
const OUTPUT_KEYS = new Set(['content', 'text']);
const RESPONDERS = new Set(['json', 'send', 'write', 'end']);

/**
 * Does the value at `node` leave the function: returned, stringified, templated, joined into text,
 * or put in a tool `content` block? Follows one `const` alias.
 */
function escapes(node: Node, scopeOf: (n: Node) => TSESLint.Scope.Scope, depth = 0): boolean {
  let child: Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.ReturnStatement:
      case AST_NODE_TYPES.TemplateLiteral:
      case AST_NODE_TYPES.YieldExpression:
        return true;
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return parent.body === child;
      case AST_NODE_TYPES.Property:
        if (parent.value === child && OUTPUT_KEYS.has(keyName(parent) ?? '')) return true;
        break;
      case AST_NODE_TYPES.MemberExpression:
        if (parent.object !== child) return false;
        break;
      case AST_NODE_TYPES.CallExpression: {
        if (parent.callee === child) break; // `items.map(...)`: the call's result carries the items on
        const name = calleeName(parent);
        if (name === 'stringify' || (name !== null && RESPONDERS.has(name))) return true;
        const method = methodCall(parent);
        // A callback's argument, as in `lines.push(items.length)`, does not carry the items.
        if (!method || method.method !== 'join') return false;
        break;
      }
      case AST_NODE_TYPES.VariableDeclarator: {
        if (depth > 0 || parent.init !== child || parent.id.type !== AST_NODE_TYPES.Identifier) return false;
        const alias = variableOf(scopeOf(parent.id), parent.id);
        return (alias?.references ?? []).some((ref) => ref.identifier !== parent.id && escapes(ref.identifier, scopeOf, depth + 1));
      }
      case AST_NODE_TYPES.ObjectExpression:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.SpreadElement:
      case AST_NODE_TYPES.ConditionalExpression:
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.BinaryExpression:
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.AwaitExpression:
        break;
      default:
        return false;
    }
  }
  return false;
}

/** Does the function read `variable`'s completeness, or pass the whole envelope on? */
function handlesCompleteness(variable: TSESLint.Scope.Variable): boolean {
  return variable.references.some((ref) => {
    const id = ref.identifier;
    if (ref.init || ref.writeExpr) return false;
    const parent = id.parent;
    if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== id) return true; // passed on whole
    return COMPLETENESS_FIELDS.has(propertyName(parent) ?? '');
  });
}

export default createRule<Options, MessageIds>({
  name: 'no-dropped-completeness',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow letting the items of a possibly-partial result out of a function without its completeness',
      recommended: true,
      requiresTypeChecking: true,
    },
    schema: [{ type: 'object', properties: { listingTypes: listingTypesOption }, additionalProperties: false }],
    defaultOptions: [{}],
    messages: {
      droppedCompleteness:
        '`{{name}}.{{prop}}` leaves this function, but `{{name}}` may be incomplete and the function never reads its `complete` or `incomplete_reasons`. The caller (often an agent) will read the items as the whole answer. Pass the envelope on (`structuredContent: {{name}}`), return a Listing, or state the verdict (`verdictLine({{name}})`, `toCallToolResult({{name}})`).',
    },
  },
  create(context, [options]) {
    const { types, typeOf } = lazyListingTypes(context, options.listingTypes);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const judged = new Set<TSESLint.Scope.Variable>();

    return {
      'MemberExpression[computed=false] > Identifier.object'(id: TSESTree.Identifier) {
        const member = id.parent as TSESTree.MemberExpression;
        const prop = propertyName(member);
        if (prop === null || COMPLETENESS_FIELDS.has(prop) || !escapes(member, scopeOf)) return;
        const variable = variableOf(scopeOf(id), id);
        if (!variable || judged.has(variable) || variable.defs[0]?.type === TSESLint.Scope.DefinitionType.ImportBinding) return;
        const type = typeOf(id);
        if (!types().isPossiblyPartial(type) || !types().arrayProperties(type).has(prop)) return;
        judged.add(variable);
        if (handlesCompleteness(variable)) return;
        context.report({ node: member, messageId: 'droppedCompleteness', data: { name: lastName(id) ?? id.name, prop } });
      },
    };
  },
});
