import { AST_NODE_TYPES, ASTUtils, TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { isFunction, walk, type Node } from '../syntax/ast.js';

/** `id`, `args.id`, `this.opts.name`: a value written as a name chain, as text; null for anything else. */
export function chainText(node: Node): string | null {
  if (node.type === AST_NODE_TYPES.Identifier) return node.name;
  if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier) {
    const head = node.object.type === AST_NODE_TYPES.ThisExpression ? 'this' : chainText(node.object);
    return head === null ? null : `${head}.${node.property.name}`;
  }
  return null;
}

/**
 * The values a request sends as name chains: `{ search: id, org_id: args.org }` → `id`, `args.org`; with `positional`,
 * the bare arguments too (`gitApi.getRefs(repo, project, 'heads/', …, branchName)`: SDKs whose filters are parameters).
 */
export function sentValues(call: TSESTree.CallExpression, positional: boolean): Set<string> {
  const out = new Set<string>();
  for (const arg of call.arguments) {
    if (arg.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of arg.properties) {
        const text = p.type === AST_NODE_TYPES.Property ? chainText(p.value) : null;
        if (text !== null) out.add(text);
      }
    } else if (positional) {
      const text = chainText(arg);
      if (text !== null) out.add(text);
    }
  }
  return out;
}

/**
 * Is `side` a sent value, as sent (`id`), inside a template (`` `refs/heads/${name}` ``), or through a local `const`
 * built from one (`const ref = `refs/heads/${name}``; `b.name === ref`)?
 */
function carriesSent(side: Node, sent: ReadonlySet<string>, scopeOf: (node: Node) => TSESLint.Scope.Scope, depth = 0): boolean {
  const text = chainText(side);
  if (text !== null && sent.has(text)) return true;
  if (side.type === AST_NODE_TYPES.TemplateLiteral) return side.expressions.some((e) => carriesSent(e, sent, scopeOf, depth));
  if (side.type !== AST_NODE_TYPES.Identifier || depth > 0) return false;
  const def = ASTUtils.findVariable(scopeOf(side), side)?.defs[0];
  const init = def?.type === TSESLint.Scope.DefinitionType.Variable && def.parent.kind === 'const' ? def.node.init : null;
  return init != null && carriesSent(init, sent, scopeOf, depth + 1);
}

/**
 * Does a lookup's predicate compare an item with a value the request itself sent (`search: id`, then `p.id === id`)?
 * The server was asked for that very record, so finding it or not in the answer is an existence check, not a search
 * through one page of many.
 */
export function narrowedBy(test: TSESTree.CallExpression, call: TSESTree.CallExpression, scopeOf: (node: Node) => TSESLint.Scope.Scope, positional = false): boolean {
  const sent = sentValues(call, positional);
  const predicate = test.arguments[0];
  if (sent.size === 0 || !predicate || !isFunction(predicate)) return false;
  let found = false;
  walk(predicate.body, (n) => {
    if (found || isFunction(n)) return false;
    if (n.type === AST_NODE_TYPES.BinaryExpression && (n.operator === '===' || n.operator === '==')) {
      found = [n.left, n.right].some((side) => carriesSent(side, sent, scopeOf));
    }
    return undefined;
  });
  return found;
}
