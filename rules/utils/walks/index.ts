/**
 * Walk shapes, recognised in one place. Each recogniser turns one syntax into a `Walk`; a rule asks
 * `walkOf(node)` from the listeners `walkListeners` builds and never looks at loop syntax itself.
 * A new loop shape is one more recogniser here.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../ts-eslint.js';
import { propertyName, type Node } from '../ast.js';
import { always, when, type Guarded } from '../selectors.js';
import { hasEscapes, mayReport, names, type Gate } from '../text-gate.js';
import { forOfWalk } from './for-of.js';
import { generatorWalk } from './generator.js';
import { loopWalk } from './loops.js';
import { PAGINATE, paginateCallbackWalk } from './paginate-callback.js';
import { recursionWalk } from './recursion.js';
import type { MayName, ScopeOf, Walk } from './walk.js';

export type { Walk, WalkExit, WalkKind, ScopeOf } from './walk.js';
export { accumulatorsIn, countersIn } from './parts.js';

export interface WalkContext {
  readonly scopeOf: ScopeOf;
  readonly declaredVariables: (node: Node) => readonly TSESLint.Scope.Variable[];
  readonly mayName?: MayName;
}

/**
 * What each walk shows in the text: a loop awaits or yields in its body or test (`for await` too), a recursion is an
 * `async` function, and the callback walk is a `paginate` call. `WALK_TEXT`: one of them.
 */
const LOOP_GATE: Gate = [[names(['await', 'yield'])]];
const RECURSION_GATE: Gate = [[names(['async'])]];
const CALLBACK_GATE: Gate = [[names([PAGINATE])]];
export const WALK_TEXT = names(['async', 'await', 'yield', PAGINATE]);

/** Walks found so far, per node: every rule that asks about the same AST shares one answer. */
const cache = new WeakMap<Node, Walk | null>();

/** The walk `node` is, if any. */
export function walkOf(node: Node, ctx: WalkContext): Walk | null {
  let walk = cache.get(node);
  if (walk === undefined) {
    walk = recognise(node, ctx);
    cache.set(node, walk);
  }
  return walk;
}

function recognise(node: Node, ctx: WalkContext): Walk | null {
  switch (node.type) {
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
      return generatorWalk(node) ?? loopWalk(node);
    case AST_NODE_TYPES.ForOfStatement:
      return generatorWalk(node) ?? forOfWalk(node);
    case AST_NODE_TYPES.CallExpression:
      return node.arguments.length >= 2 ? paginateCallbackWalk(node, ctx.scopeOf) : null;
    case AST_NODE_TYPES.FunctionDeclaration:
    case AST_NODE_TYPES.FunctionExpression:
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return node.async ? recursionWalk(node, ctx.declaredVariables, ctx.mayName) : null;
    default:
      return null;
  }
}

/**
 * {@link MayName} from the file's text: `name` is written whole within the node right after `this.` or `this?.` (with
 * spaces between), or right after a quote (`this['name']`), a `)` or `/` (`(this).name`, a comment) or a `.` that
 * starts a line; or the file spells something with an escape.
 */
function nameIn(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): MayName {
  const text = context.sourceCode.text;
  let escaped: boolean | undefined;
  const isNameChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 36 || c === 95 || c > 127;
  const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
  const spacesBefore = (at: number, floor: number) => {
    let j = at;
    while (j >= floor && isSpace(text.charCodeAt(j))) j--;
    return j;
  };
  /** Is the occurrence at `at` possibly a member of `this`? */
  const afterThis = (at: number, floor: number): boolean => {
    let j = spacesBefore(at - 1, floor);
    const c = text.charCodeAt(j);
    if (c === 39 || c === 34 || c === 96) return true;
    if (c !== 46) return false;
    j--;
    if (text.charCodeAt(j) === 63) j--;
    const dot = j;
    j = spacesBefore(j, floor);
    const b = text.charCodeAt(j);
    // a line before the `.` may end in a comment (`this // …` then `.name(`): not read, so let it through
    if (b === 41 || b === 47 || text.slice(j, dot).includes('\n')) return true;
    return j - 3 >= floor && text.startsWith('this', j - 3) && !(j - 4 >= 0 && isNameChar(text.charCodeAt(j - 4)));
  };
  return (name, node) => {
    escaped ??= hasEscapes(context);
    if (escaped) return true;
    const [start, end] = node.range;
    // searched within the node's own text, not on to the end of the file
    const own = text.slice(start, end);
    for (let found = own.indexOf(name); found !== -1; found = own.indexOf(name, found + 1)) {
      const at = start + found;
      if (at + name.length < text.length && isNameChar(text.charCodeAt(at + name.length))) continue;
      if (at > 0 && isNameChar(text.charCodeAt(at - 1))) continue;
      if (afterThis(at, start)) return true;
    }
    return false;
  };
}

/** The last of two or more arguments of a `….paginate(…)` call, taking `done` as its second parameter. */
function isPaginateCallback(fn: TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression): boolean {
  const call = fn.parent;
  if (fn.params.length < 2 || call.type !== AST_NODE_TYPES.CallExpression) return false;
  const args = call.arguments;
  return args.length >= 2 && args[args.length - 1] === fn && call.callee.type === AST_NODE_TYPES.MemberExpression && propertyName(call.callee) === PAGINATE;
}

/**
 * Where a walk can start, as guarded listeners (./selectors.ts): a loop, a `paginate` call with a callback, an
 * async function; calls `onWalk` for every walk in a file. A shape the file's text rules out gets no listener.
 */
export function walkListeners(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, onWalk: (walk: Walk) => void): Guarded[] {
  const ctx: WalkContext = {
    scopeOf: (n) => context.sourceCode.getScope(n),
    declaredVariables: (n) => context.sourceCode.getDeclaredVariables(n),
    mayName: nameIn(context),
  };
  const visit = (node: TSESTree.Node) => {
    const walk = walkOf(node, ctx);
    if (walk) onWalk(walk);
  };
  const listeners: Guarded[] = [];
  if (mayReport(context, LOOP_GATE)) {
    listeners.push(when([AST_NODE_TYPES.ForStatement, AST_NODE_TYPES.WhileStatement, AST_NODE_TYPES.DoWhileStatement, AST_NODE_TYPES.ForOfStatement], always, visit));
  }
  if (mayReport(context, CALLBACK_GATE)) {
    // at the callback, not at every call: a function is far rarer than a call
    listeners.push(when([AST_NODE_TYPES.FunctionExpression, AST_NODE_TYPES.ArrowFunctionExpression], isPaginateCallback, (fn) => {
      visit(fn.parent);
    }));
  }
  if (mayReport(context, RECURSION_GATE)) {
    listeners.push(when([AST_NODE_TYPES.FunctionDeclaration, AST_NODE_TYPES.FunctionExpression, AST_NODE_TYPES.ArrowFunctionExpression], (fn) => fn.async, visit));
  }
  return listeners;
}
