/**
 * Walk shapes, recognised in one place. Each recogniser turns one syntax into a `Walk`; a rule asks
 * `walkOf(node)` from the listeners `walkListeners` builds and never looks at loop syntax itself.
 * A new loop shape is one more recogniser here.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../../typed/ts-eslint.js';
import { propertyName, type Node } from '../../syntax/ast.js';
import { always, when, type Guarded } from '../../syntax/selectors.js';
import { hasEscapes, mayReport, names, type Gate } from '../../gate/text-gate.js';
import { isNameChar } from '../../gate/text-names.js';
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

const SPACE = /\s/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * {@link MayName} from the file's text: `name` is written whole within the node as a member (after `.` or `?.`, or a
 * quote: `this['name']`) of something that may be `this`: the name `this`, or anything but another name, a `]` or a
 * string's closing quote (`(this).name`, a comment); or the file spells something with an escape.
 */
function nameIn(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): MayName {
  const text = context.sourceCode.text;
  let escaped: boolean | undefined;
  const before = (at: number, floor: number) => {
    let j = at;
    while (j >= floor && SPACE.test(text.charAt(j))) j--;
    return j;
  };
  /** Is the name at `at` possibly a member of `this`? */
  const ofThis = (at: number, floor: number): boolean => {
    let j = before(at - 1, floor);
    const c = text.charCodeAt(j);
    if (c === 39 || c === 34 || c === 96) return true;
    if (c !== 46) return false;
    j--;
    if (text.charCodeAt(j) === 63) j--;
    const dot = j;
    j = before(j, floor);
    // a line before the `.` may end in a comment (`this // …` then `.name(`), which is not read here
    if (LINE_BREAK.test(text.slice(j, dot))) return true;
    const b = text.charCodeAt(j);
    if (b === 93 || b === 39 || b === 34 || b === 96) return false;
    if (!isNameChar(b)) return true;
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
      if (isNameChar(text.charCodeAt(at + name.length)) || (at > 0 && isNameChar(text.charCodeAt(at - 1)))) continue;
      if (ofThis(at, start)) return true;
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
  // made at the first node looked at: most files that open a gate hold no walk shape
  let ctx: WalkContext | null = null;
  const visit = (node: TSESTree.Node) => {
    ctx ??= {
      scopeOf: (n) => context.sourceCode.getScope(n),
      declaredVariables: (n) => context.sourceCode.getDeclaredVariables(n),
      mayName: nameIn(context),
    };
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
