import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { alwaysExits, contains, isFunction, unwrap, type Expression, type Node } from './ast.js';
import { constInitOf } from './scope.js';

/**
 * A leaf matcher recognises one kind of test (an absence check, a pagination signal, HTTP
 * success…) and says on which side of the test its fact holds.
 */
export interface Leaf<F> {
  readonly fact: F;
  /** The fact holds when the leaf expression is truthy (true) or falsy (false). */
  readonly holdsWhen: boolean;
}

export type LeafMatcher<F> = (expr: Expression) => Leaf<F> | null;

/**
 * The facts that may hold when `test` evaluates to `branch`. Negation flips the branch;
 * `&&`/`||` contribute every operand (a fact from either side may be the one that decided);
 * a `const` alias is followed to its initializer.
 */
export function factsOf<F>(
  scopeOf: (node: Node) => TSESLint.Scope.Scope,
  test: Expression,
  branch: boolean,
  leaf: LeafMatcher<F>,
  depth = 0,
): F[] {
  const e = unwrap(test) as Expression;
  if (depth > 4) return [];
  if (e.type === AST_NODE_TYPES.UnaryExpression && e.operator === '!') {
    return factsOf(scopeOf, e.argument, !branch, leaf, depth + 1);
  }
  if (e.type === AST_NODE_TYPES.CallExpression && e.callee.type === AST_NODE_TYPES.Identifier && e.callee.name === 'Boolean' && e.arguments[0]) {
    const arg = e.arguments[0];
    return arg.type === AST_NODE_TYPES.SpreadElement ? [] : factsOf(scopeOf, arg, branch, leaf, depth + 1);
  }
  if (e.type === AST_NODE_TYPES.LogicalExpression && (e.operator === '&&' || e.operator === '||')) {
    return [...factsOf(scopeOf, e.left, branch, leaf, depth + 1), ...factsOf(scopeOf, e.right, branch, leaf, depth + 1)];
  }
  if (e.type === AST_NODE_TYPES.BinaryExpression && (e.operator === '===' || e.operator === '==' || e.operator === '!==' || e.operator === '!=')) {
    const negated = e.operator === '!==' || e.operator === '!=';
    for (const [side, other] of [
      [e.left, e.right],
      [e.right, e.left],
    ] as const) {
      const o = unwrap(other);
      if (o.type === AST_NODE_TYPES.Literal && typeof o.value === 'boolean') {
        return factsOf(scopeOf, side, o.value === branch !== negated, leaf, depth + 1);
      }
    }
  }
  const matched = leaf(e);
  if (matched) return matched.holdsWhen === branch ? [matched.fact] : [];
  if (e.type === AST_NODE_TYPES.Identifier) {
    const init = constInitOf(scopeOf, e);
    if (init) return factsOf(scopeOf, init, branch, leaf, depth + 1);
  }
  return [];
}

/** A test that decides whether `node` runs, and the value the test must have for it to run. */
export interface Guard {
  readonly test: Expression;
  readonly branch: boolean;
}

/** Guards found so far, per node: the rules that ask about the same call (an action, its absence checks) share one answer. */
const guardsFound = new WeakMap<Node, readonly Guard[]>();

/**
 * Every test that must have a given value for `node` to run, up to the enclosing function:
 * `if`/`else`, `?:`, `&&`/`||`, and early exits (`if (x) return;` guards what follows with `!x`).
 */
export function guardsOf(node: Node): readonly Guard[] {
  let guards = guardsFound.get(node);
  if (!guards) {
    guards = findGuards(node);
    guardsFound.set(node, guards);
  }
  return guards;
}

function findGuards(node: Node): Guard[] {
  const guards: Guard[] = [];
  let child: Node = node;
  for (let parent = node.parent; parent && !isOpaqueFunction(child); child = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.IfStatement:
      case AST_NODE_TYPES.ConditionalExpression:
        if (child === parent.consequent) guards.push({ test: parent.test, branch: true });
        else if (child === parent.alternate) guards.push({ test: parent.test, branch: false });
        break;
      case AST_NODE_TYPES.LogicalExpression:
        if (child === parent.right && parent.operator === '&&') guards.push({ test: parent.left, branch: true });
        else if (child === parent.right && parent.operator === '||') guards.push({ test: parent.left, branch: false });
        break;
      case AST_NODE_TYPES.BlockStatement:
      case AST_NODE_TYPES.Program:
      case AST_NODE_TYPES.SwitchCase:
        guards.push(...earlyExitGuards(parent.type === AST_NODE_TYPES.SwitchCase ? parent.consequent : parent.body, child));
        break;
      default:
        break;
    }
  }
  return guards;
}

/**
 * A function boundary that stops guard collection. Callbacks passed straight to a call
 * (`items.forEach((i) => remove(i))`, `Promise.all(ids.map(...))`) run under their caller's guards.
 */
function isOpaqueFunction(node: Node): boolean {
  if (!isFunction(node)) return false;
  const parent = node.parent;
  return !(parent.type === AST_NODE_TYPES.CallExpression && parent.arguments.includes(node as TSESTree.CallExpressionArgument));
}

function earlyExitGuards(body: readonly (TSESTree.Statement | TSESTree.ProgramStatement)[], child: Node): Guard[] {
  const guards: Guard[] = [];
  for (const stmt of body) {
    if (contains(stmt, child)) break;
    if (stmt.type === AST_NODE_TYPES.IfStatement) {
      if (alwaysExits(stmt.consequent) && (!stmt.alternate || !alwaysExits(stmt.alternate))) guards.push({ test: stmt.test, branch: false });
      else if (stmt.alternate && alwaysExits(stmt.alternate) && !alwaysExits(stmt.consequent)) guards.push({ test: stmt.test, branch: true });
    }
  }
  return guards;
}
