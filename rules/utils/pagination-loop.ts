import { AST_NODE_TYPES, TSESLint as Lint, type TSESLint, type TSESTree } from './ts-eslint.js';
import { awaitsOwn, calleeName, lastName, methodCall, numberValue, propertyName, unwrap, walk, walkOwn, words, type Expression, type FunctionNode, type Node } from './ast.js';
import { resolveConst, variableOf } from './scope.js';

const { DefinitionType } = Lint.Scope;

export type Loop = TSESTree.ForStatement | TSESTree.WhileStatement | TSESTree.DoWhileStatement;

/** A limit that stops a walk before the data ends. */
export interface Cap {
  readonly node: Expression;
  readonly kind: 'pages' | 'items' | 'deadline' | 'depth';
  /** Names the cap reads (the counter and the limit), to recognise a `throw` that reports it. */
  readonly names: ReadonlySet<string>;
}

/** Names that are the server's own end (`totalPages`, `lastPage`), not a client cap. */
const SERVER_END_WORDS = new Set(['total', 'count', 'last', 'length', 'size', 'remaining', 'available']);
const LIMIT_WORDS = new Set(['max', 'limit', 'cap', 'maximum', 'budget', 'deadline', 'depth', 'pages']);



function isClockRead(node: Node): boolean {
  let found = false;
  walk(node, (n) => {
    if (n.type === AST_NODE_TYPES.CallExpression && calleeName(n) === 'now') found = true;
    if (n.type === AST_NODE_TYPES.NewExpression && calleeName(n) === 'Date') found = true;
  });
  return found;
}

/** Is `node` a client-chosen limit: a number, a constant, a parameter or an option named like one? */
function isLimit(node: Node, fn: FunctionNode, scopeOf: (n: Node) => TSESLint.Scope.Scope): boolean {
  const n = unwrap(node);
  const k = numberValue(n);
  if (k !== null) return k >= 1;
  const name = lastName(n);
  if (name === null) return false;
  const w = words(name);
  if (w.some((x) => SERVER_END_WORDS.has(x))) return false;
  if (w.some((x) => LIMIT_WORDS.has(x)) || /^[A-Z][A-Z0-9_]*$/.test(name)) return true;
  if (n.type === AST_NODE_TYPES.Identifier) {
    const init = resolveConst(scopeOf(n), n);
    if (init && numberValue(init) !== null) return true;
    const def = variableOf(scopeOf(n), n)?.defs[0];
    return def?.type === DefinitionType.Parameter && def.node === fn;
  }
  return false;
}

/** The identifier or member an increment targets: `page++`, `page += 1`, `page = page + 1`. */
function incremented(root: Node): Set<string> {
  const names = new Set<string>();
  walkOwn(root, (n) => {
    if (n.type === AST_NODE_TYPES.UpdateExpression) {
      const name = lastName(n.argument);
      if (name !== null) names.add(name);
    }
    if (n.type === AST_NODE_TYPES.AssignmentExpression && (n.operator === '+=' || n.operator === '=' || n.operator === '-=')) {
      const name = lastName(n.left);
      if (name !== null && (n.operator !== '=' || (n.right.type === AST_NODE_TYPES.BinaryExpression && lastName(n.right.left) === name))) names.add(name);
    }
  });
  return names;
}

function namesIn(node: Node): Set<string> {
  const names = new Set<string>();
  walk(node, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier) names.add(n.name);
    if (n.type === AST_NODE_TYPES.MemberExpression) {
      const p = propertyName(n);
      if (p !== null) names.add(p);
    }
  });
  return names;
}

/** A comparison in `test` that caps the loop, if any. */
function capIn(
  test: Expression,
  counters: ReadonlySet<string>,
  accumulators: ReadonlySet<string>,
  fn: FunctionNode,
  scopeOf: (n: Node) => TSESLint.Scope.Scope,
): Cap | null {
  const e = unwrap(test) as Expression;
  if (e.type === AST_NODE_TYPES.LogicalExpression) {
    return capIn(e.left, counters, accumulators, fn, scopeOf) ?? capIn(e.right, counters, accumulators, fn, scopeOf);
  }
  if (e.type === AST_NODE_TYPES.UnaryExpression && e.operator === '!') return capIn(e.argument, counters, accumulators, fn, scopeOf);
  if (e.type !== AST_NODE_TYPES.BinaryExpression || !['<', '<=', '>', '>=', '===', '=='].includes(e.operator)) return null;
  if (e.left.type === AST_NODE_TYPES.PrivateIdentifier) return null;
  if (isClockRead(e)) return { node: e, kind: 'deadline', names: namesIn(e) };
  for (const [side, other] of [
    [e.left, e.right],
    [e.right, e.left],
  ] as const) {
    const s = unwrap(side);
    if (s.type === AST_NODE_TYPES.MemberExpression && propertyName(s) === 'length') {
      const owner = lastName(s.object);
      if (owner !== null && accumulators.has(owner) && isLimit(other, fn, scopeOf)) return { node: e, kind: 'items', names: namesIn(e) };
      continue;
    }
    const name = lastName(s);
    if (name !== null && counters.has(name) && isLimit(other, fn, scopeOf)) {
      return { node: e, kind: /depth/i.test(name) ? 'depth' : 'pages', names: namesIn(e) };
    }
  }
  return null;
}

/** Arrays that the loop adds to: `all.push(...)`, `all = all.concat(...)`, `all = [...all, ...x]`. */
function accumulatorsOf(loop: Loop): Set<string> {
  const names = new Set<string>();
  walkOwn(loop.body, (n) => {
    const call = methodCall(n);
    if (call && (call.method === 'push' || call.method === 'unshift')) {
      const name = lastName(call.receiver);
      if (name !== null) names.add(name);
    }
    if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === '=') {
      const name = lastName(n.left);
      const right = unwrap(n.right);
      const concat = methodCall(right);
      if (name !== null && concat?.method === 'concat' && lastName(concat.receiver) === name) names.add(name);
      if (name !== null && right.type === AST_NODE_TYPES.ArrayExpression && right.elements.some((el) => el?.type === AST_NODE_TYPES.SpreadElement && lastName(el.argument) === name)) {
        names.add(name);
      }
    }
  });
  return names;
}

export interface CappedLoop {
  readonly loop: Loop;
  readonly cap: Cap;
  readonly accumulators: ReadonlySet<string>;
}

/** A loop that fetches (awaits), adds to an array, and stops at a client cap. */
export function cappedPaginationLoop(loop: Loop, fn: FunctionNode, scopeOf: (n: Node) => TSESLint.Scope.Scope): CappedLoop | null {
  if (!awaitsOwn(loop.body) && !(loop.test && awaitsOwn(loop.test))) return null;
  const accumulators = accumulatorsOf(loop);
  if (accumulators.size === 0) return null;
  const counters = incremented(loop);
  const tests: Expression[] = [];
  if (loop.test) tests.push(loop.test);
  walkOwn(loop.body, (n) => {
    // `if (page >= MAX) break;` and `if (all.length >= max) return all;` inside the loop.
    if (n.type === AST_NODE_TYPES.IfStatement && exitsLoop(n.consequent)) tests.push(n.test);
  });
  for (const test of tests) {
    const cap = capIn(test, counters, accumulators, fn, scopeOf);
    if (cap) return { loop, cap, accumulators };
  }
  return null;
}

function exitsLoop(stmt: TSESTree.Statement): boolean {
  const body = stmt.type === AST_NODE_TYPES.BlockStatement ? stmt.body : [stmt];
  const last = body[body.length - 1];
  return last?.type === AST_NODE_TYPES.BreakStatement || last?.type === AST_NODE_TYPES.ReturnStatement;
}

/** Does `expr` carry one of `names` out (the array itself, a copy, or an object holding it)? */
export function carries(expr: Node, names: ReadonlySet<string>): boolean {
  let found = false;
  walkOwn(expr, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier && names.has(n.name)) {
      const parent = n.parent;
      // `all.length` alone is a count, not the items.
      if (!(parent.type === AST_NODE_TYPES.MemberExpression && parent.object === n && propertyName(parent) === 'length')) found = true;
    }
  });
  return found;
}
