import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { ITERATING_METHODS } from '../../../src/vocabulary/index.js';
import { absenceLeaf, type CollectionCheck } from './absence-check.js';
import { contains, isFunction, methodCall, someOwn, unwrap, walk, walkOwn, type Expression, type Node } from '../syntax/ast.js';
import { factsOf, guardsOf } from '../syntax/conditions.js';
import { constInitOf, variableOf } from '../syntax/scope.js';

const ITERATING: ReadonlySet<string> = new Set(ITERATING_METHODS);

/** The predicate's result expression of `xs.filter(pred)`, following a `const` alias of the filter. */
function filterPredicate(node: Node, scopeOf: (node: Node) => TSESLint.Scope.Scope): Expression | null {
  let n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier) n = constInitOf(scopeOf, n) ?? n;
  const call = methodCall(n);
  if (call?.method !== 'filter') return null;
  const pred = call.call.arguments[0];
  if (!pred || !isFunction(pred)) return null;
  if (pred.body.type !== AST_NODE_TYPES.BlockStatement) return pred.body;
  const [only] = pred.body.body;
  return pred.body.body.length === 1 && only?.type === AST_NODE_TYPES.ReturnStatement && only.argument ? only.argument : null;
}

/**
 * The collections an action works through: `for (x of C)`, `C.forEach(cb)`, and the action's own
 * arguments, as in `archive(stale)` or `Promise.all(stale.map(archive))`.
 */
function iteratedCollections(action: TSESTree.CallExpression): Node[] {
  const found: Node[] = [...action.arguments];
  let child: Node = action;
  // Program.parent is null in ESLint, whatever the typings say: test for truthiness.
  for (let parent: Node | undefined = action.parent; parent; parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.ForOfStatement && child === parent.body) found.push(parent.right);
    if (parent.type === AST_NODE_TYPES.CallExpression && isFunction(child)) {
      const call = methodCall(parent);
      if (call && ITERATING.has(call.method)) found.push(call.receiver);
    }
    if (isFunction(child) && parent.type !== AST_NODE_TYPES.CallExpression) break;
    child = parent;
  }
  return found;
}

/**
 * Every absence check that decides whether `action` runs: branch conditions and early exits,
 * plus the predicate of a `.filter` whose result the action iterates ("everything not in the list").
 */
export function absenceChecksGuarding(action: TSESTree.CallExpression, scopeOf: (node: Node) => TSESLint.Scope.Scope): CollectionCheck[] {
  const checks = guardsOf(action)
    .flatMap((g) => factsOf(scopeOf, g.test, g.branch, absenceLeaf))
    .filter((c) => !isHandedTo(action, c.subject, scopeOf));
  for (const collection of iteratedCollections(action)) {
    const predicate = filterPredicate(collection, scopeOf);
    if (predicate) checks.push(...factsOf(scopeOf, predicate, true, absenceLeaf));
  }
  if (checks.length === 0) return checks;
  // the fresh read decides; an absence check over that read itself (one page of the item's pods) still counts
  const reads = rereadsOfItem(action);
  return reads.size === 0 ? checks : checks.filter((c) => mentions(c.subject, reads));
}

/**
 * Is the checked collection itself what the action is given (`if (updates.some(failed)) return; write(updates)`)?
 * The check then vets the very items acted on ("none of these failed"), and says nothing about items never seen.
 */
function isHandedTo(action: TSESTree.CallExpression, subject: Expression, scopeOf: (node: Node) => TSESLint.Scope.Scope): boolean {
  const s = unwrap(subject);
  if (s.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = variableOf(scopeOf(s), s);
  return (
    variable !== null &&
    action.arguments.some((a) => {
      const arg = unwrap(a);
      return arg.type === AST_NODE_TYPES.Identifier && arg.name === s.name && variableOf(scopeOf(arg), arg) === variable;
    })
  );
}

/**
 * The values the action rests on that were read fresh for the one item it acts on. In `for (const id of orphans) {
 * const pr = await getPr(id); if (pr.state === 'CLOSED') await deleteCard(id); }` the absence check only picked
 * candidates; each action rests on its own record, read just before it (its arguments or its guards use that read).
 */
function rereadsOfItem(action: TSESTree.CallExpression): ReadonlySet<string> {
  const none = new Set<string>();
  let loop: TSESTree.ForOfStatement | null = null;
  for (let n: Node | undefined = action.parent; n && !isFunction(n); n = n.parent) {
    if (n.type === AST_NODE_TYPES.ForOfStatement && contains(n.body, action)) {
      loop = n;
      break;
    }
  }
  if (loop === null) return none;
  const element = new Set<string>();
  walk(loop.left, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier) element.add(n.name);
  });
  const reads = new Set<string>();
  walkOwn(loop.body, (n) => {
    if (n.type !== AST_NODE_TYPES.VariableDeclarator || n.range[1] > action.range[0] || n.id.type !== AST_NODE_TYPES.Identifier || !n.init) return;
    const init = unwrap(n.init);
    if (init.type !== AST_NODE_TYPES.AwaitExpression) return;
    const call = unwrap(init.argument);
    if (call.type === AST_NODE_TYPES.CallExpression && call.arguments.some((a) => mentions(a, element))) reads.add(n.id.name);
  });
  if (reads.size === 0) return none;
  const used = action.arguments.some((a) => mentions(a, reads)) || guardsOf(action).some((g) => contains(loop.body, g.test) && mentions(g.test, reads));
  return used ? reads : none;
}

function mentions(root: Node, names: ReadonlySet<string>): boolean {
  return someOwn(root, (n) => n.type === AST_NODE_TYPES.Identifier && names.has(n.name));
}
