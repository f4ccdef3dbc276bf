import { AST_NODE_TYPES, TSESLint, type TSESTree } from './utils/typed/ts-eslint.js';
import { calleeName, keyName, lastName, propertyName, type Node } from './utils/syntax/ast.js';
import { ITEM_CARRYING_METHODS, OUTPUT_KEYS as OUTPUT_KEY_LIST, RESPONDER_METHODS } from '../src/vocabulary/index.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import type { ListingTypeSpecifier } from './utils/typed/listing-types.js';
import { variableOf } from './utils/syntax/scope.js';
import { lazyListingTypes, listingTypesSchema } from './utils/typed/typed.js';
import { vocabularyOf } from './utils/api/vocabulary.js';

export type Options = [{ listingTypes?: ListingTypeSpecifier[] }];
export type MessageIds = 'droppedCompleteness';

/** Keys of tool results whose value reaches the caller as text. */
const OUTPUT_KEYS: ReadonlySet<string> = new Set(OUTPUT_KEY_LIST);
const RESPONDERS: ReadonlySet<string> = new Set(RESPONDER_METHODS);
/** Methods whose result still carries the items (or their text), so the items leave through it. */
const ITEM_CARRYING: ReadonlySet<string> = new Set(ITEM_CARRYING_METHODS);

/**
 * Where the items at `node` leave the function — returned, stringified, templated, joined into text,
 * or put in a tool `content` block — following one `const` alias; null if they stay inside. A count
 * (`.length`) or a test (`.some()`, `.every()`) is not the items.
 */
function escapePoint(node: Node, scopeOf: (n: Node) => TSESLint.Scope.Scope, depth = 0): Node | null {
  let child: Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.ReturnStatement:
      case AST_NODE_TYPES.TemplateLiteral:
      case AST_NODE_TYPES.YieldExpression:
        return node;
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return parent.body === child ? node : null;
      case AST_NODE_TYPES.Property:
        if (parent.value === child && OUTPUT_KEYS.has(keyName(parent) ?? '')) return node;
        break;
      case AST_NODE_TYPES.MemberExpression:
        if (parent.object !== child) return null;
        if (parent.parent.type !== AST_NODE_TYPES.CallExpression || parent.parent.callee !== parent) return null; // `items.length`, `items[0]`
        if (!ITEM_CARRYING.has(propertyName(parent) ?? '')) return null;
        break;
      case AST_NODE_TYPES.CallExpression: {
        if (parent.callee === child) break; // `items.map(...)`: checked at the member above
        const name = calleeName(parent);
        if (name === 'stringify' || (name !== null && RESPONDERS.has(name))) return node;
        return null; // an argument of any other call does not carry the items out
      }
      case AST_NODE_TYPES.VariableDeclarator: {
        if (depth > 0 || parent.init !== child || parent.id.type !== AST_NODE_TYPES.Identifier) return null;
        const alias = variableOf(scopeOf(parent.id), parent.id);
        for (const ref of alias?.references ?? []) {
          if (ref.identifier === parent.id) continue;
          const out = escapePoint(ref.identifier, scopeOf, depth + 1);
          if (out) return out;
        }
        return null;
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
        return null;
    }
  }
  return null;
}

/** Does the function read `variable`'s completeness, or pass the whole envelope on? */
function handlesCompleteness(variable: TSESLint.Scope.Variable, completenessFields: ReadonlySet<string>): boolean {
  return variable.references.some((ref) => {
    const id = ref.identifier;
    if (ref.init || ref.writeExpr) return false;
    const parent = id.parent;
    if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== id) return true; // passed on whole
    return completenessFields.has(propertyName(parent) ?? '');
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
    schema: [listingTypesSchema],
    defaultOptions: [{}],
    messages: {
      droppedCompleteness: '`{{name}}.{{prop}}` leaves without `{{name}}.complete`, so a partial list reads as whole. Pass `{{name}}` on, or add `verdictLine({{name}})`.',
    },
  },
  create(context, [options]) {
    const { types, typeOf } = lazyListingTypes(context, options.listingTypes);
    /** Fields whose reading shows the function looked at completeness. */
    const completenessFields = vocabularyOf(context).namesOf(['complete-claim', 'partial-claim', 'reasons', 'cursor', 'status']);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const judged = new Set<TSESLint.Scope.Variable>();

    return {
      MemberExpression(member: TSESTree.MemberExpression) {
        if (member.computed || member.object.type !== AST_NODE_TYPES.Identifier) return;
        const id = member.object;
        const prop = propertyName(member);
        if (prop === null || completenessFields.has(prop)) return;
        const leaves = escapePoint(member, scopeOf);
        if (!leaves) return;
        const variable = variableOf(scopeOf(id), id);
        if (!variable || judged.has(variable) || variable.defs[0]?.type === TSESLint.Scope.DefinitionType.ImportBinding) return;
        const type = typeOf(id);
        if (!types().isPossiblyPartial(type) || !types().arrayProperties(type).has(prop)) return;
        judged.add(variable);
        if (handlesCompleteness(variable, completenessFields)) return;
        report(context, { node: leaves, messageId: 'droppedCompleteness', data: { name: lastName(id) ?? id.name, prop } });
      },
    };
  },
});
