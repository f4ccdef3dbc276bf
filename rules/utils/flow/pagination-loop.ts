import { AST_NODE_TYPES, TSESLint as Lint, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { CAP_WORDS, SERVER_END_WORDS } from '../../../src/vocabulary/index.js';
import { calleeName, lastName, numberValue, propertyName, some, someOwn, unwrap, walk, walkOwn, words, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { constInitOf, variableOf } from '../syntax/scope.js';
import type { Walk, WalkExit } from './walks/index.js';

const { DefinitionType } = Lint.Scope;

/** A limit that stops a walk before the data ends. */
export interface Cap {
  readonly node: Expression;
  readonly kind: 'pages' | 'items' | 'deadline' | 'depth';
  /** Names the cap reads (the counter and the limit), to recognise a `throw` or flag that reports it. */
  readonly names: ReadonlySet<string>;
  /** How the walk leaves when the cap is hit. */
  readonly exit: WalkExit['exit'];
}

const SERVER_END = new Set(SERVER_END_WORDS);
const LIMIT = new Set(CAP_WORDS);
const COMPARISONS = new Set(['<', '<=', '>', '>=', '===', '==']);

function isClockRead(node: Node): boolean {
  return some(node, (n) => (n.type === AST_NODE_TYPES.CallExpression && calleeName(n) === 'now') || (n.type === AST_NODE_TYPES.NewExpression && calleeName(n) === 'Date'));
}

/**
 * Is `node` a client-chosen limit: a number, a constant, a parameter or an option named like one
 * (`MAX_PAGES`, `opts?.maxPages`, `params.maxPages ?? 10`, `args.limit`)?
 */
function isLimit(node: Node, fn: FunctionNode, scopeOf: (n: Node) => TSESLint.Scope.Scope): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.LogicalExpression && (n.operator === '??' || n.operator === '||')) return isLimit(n.left, fn, scopeOf) || isLimit(n.right, fn, scopeOf);
  const k = numberValue(n);
  if (k !== null) return k >= 1;
  const name = lastName(n);
  if (name === null) return false;
  const w = words(name);
  if (w.some((x) => SERVER_END.has(x))) return false;
  if (w.some((x) => LIMIT.has(x)) || /^[A-Z][A-Z0-9_]*$/.test(name)) return true;
  if (n.type === AST_NODE_TYPES.Identifier) {
    const init = constInitOf(scopeOf, n);
    if (init) return isLimit(init, fn, scopeOf);
    const def = variableOf(scopeOf(n), n)?.defs[0];
    return def?.type === DefinitionType.Parameter && def.node === fn;
  }
  return false;
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

/** `++n`, `n++` and `n += 1` in a test stand for `n`. */
function counterName(node: Node): string | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.UpdateExpression) return lastName(n.argument);
  if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === '+=') return lastName(n.left);
  return lastName(n);
}

/** A comparison in `test` that caps the walk, if any. */
function capIn(test: Expression, walkNode: Walk, exit: WalkExit['exit'], scopeOf: (n: Node) => TSESLint.Scope.Scope): Cap | null {
  const e = unwrap(test) as Expression;
  if (e.type === AST_NODE_TYPES.LogicalExpression) return capIn(e.left, walkNode, exit, scopeOf) ?? capIn(e.right, walkNode, exit, scopeOf);
  if (e.type === AST_NODE_TYPES.UnaryExpression && e.operator === '!') return capIn(e.argument, walkNode, exit, scopeOf);
  if (e.type !== AST_NODE_TYPES.BinaryExpression || !COMPARISONS.has(e.operator) || e.left.type === AST_NODE_TYPES.PrivateIdentifier) return null;
  if (isClockRead(e)) return { node: e, kind: 'deadline', names: namesIn(e), exit };
  for (const [side, other] of [
    [e.left, e.right],
    [e.right, e.left],
  ] as const) {
    const s = unwrap(side);
    if (s.type === AST_NODE_TYPES.MemberExpression && propertyName(s) === 'length') {
      const owner = lastName(s.object);
      if (owner !== null && walkNode.accumulators.has(owner) && isLimit(other, walkNode.fn, scopeOf)) return { node: e, kind: 'items', names: namesIn(e), exit };
      continue;
    }
    const name = counterName(s);
    if (name !== null && walkNode.counters.has(name) && isLimit(other, walkNode.fn, scopeOf)) {
      return { node: e, kind: /depth/i.test(name) || walkNode.kind === 'recursion' ? 'depth' : 'pages', names: namesIn(e), exit };
    }
  }
  return null;
}

/**
 * The client cap that stops `walk` before the data ends, if any. A walk that gathers nothing (no
 * accumulator, no `yield`, no recursion) is a retry or a search, not a collector, and has no cap to hide.
 */
export function capOf(w: Walk, scopeOf: (n: Node) => TSESLint.Scope.Scope): Cap | null {
  if (w.accumulators.size === 0 && !w.yields && w.kind !== 'recursion' && w.kind !== 'paginate-callback') return null;
  for (const { test, exit } of w.exits) {
    const cap = capIn(test, w, exit, scopeOf);
    if (cap) return cap;
  }
  return w.accumulators.size > 0 ? itemCapAfter(w, scopeOf) : null;
}

/** The gathered array cut to a limit after the walk: `all.slice(0, max)`, `all.splice(max)`, `all.length = max`. */
function itemCapAfter(w: Walk, scopeOf: (n: Node) => TSESLint.Scope.Scope): Cap | null {
  let cap: Cap | null = null;
  walkOwn(w.fn.body, (n) => {
    if (cap || n.range[0] < w.node.range[1]) return;
    let limit: Node | undefined;
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && w.accumulators.has(lastName(n.callee.object) ?? '')) {
      const method = propertyName(n.callee);
      if (method === 'slice' && numberValue(n.arguments[0] ?? n) === 0) limit = n.arguments[1];
      if (method === 'splice' && n.arguments.length === 1) limit = n.arguments[0];
    }
    if (n.type === AST_NODE_TYPES.AssignmentExpression && n.left.type === AST_NODE_TYPES.MemberExpression && propertyName(n.left) === 'length') {
      if (w.accumulators.has(lastName(n.left.object) ?? '')) limit = n.right;
    }
    if (limit && limit.type !== AST_NODE_TYPES.SpreadElement && isLimit(limit, w.fn, scopeOf)) {
      cap = { node: n as Expression, kind: 'items', names: namesIn(n), exit: 'continue-while-true' };
    }
  });
  return cap;
}

/** Does `expr` carry one of `names` out (the array itself, a copy, or an object holding it)? */
export function carries(expr: Node, names: ReadonlySet<string>): boolean {
  return someOwn(expr, (n) => {
    if (n.type !== AST_NODE_TYPES.Identifier || !names.has(n.name)) return false;
    const parent = n.parent;
    // `all.length` alone is a count, not the items.
    return !(parent.type === AST_NODE_TYPES.MemberExpression && parent.object === n && propertyName(parent) === 'length');
  });
}

/** Is `exit` a statement (not the loop's own test or a `done()` call)? */
export function exitStatement(exit: WalkExit['exit']): TSESTree.Statement | null {
  return exit === 'continue-while-true' || exit.type === AST_NODE_TYPES.CallExpression ? null : exit;
}
