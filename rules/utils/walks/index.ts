/**
 * Walk shapes, recognised in one place. Each recogniser turns one syntax into a `Walk`; a rule asks
 * `walkOf(node)` from the listeners in `WALK_SELECTORS` and never looks at loop syntax itself.
 * A new loop shape is one more recogniser here.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../ts-eslint.js';
import type { Node } from '../ast.js';
import { forOfWalk } from './for-of.js';
import { generatorWalk } from './generator.js';
import { loopWalk } from './loops.js';
import { paginateCallbackWalk } from './paginate-callback.js';
import { recursionWalk } from './recursion.js';
import type { ScopeOf, Walk } from './walk.js';

export type { Walk, WalkExit, WalkKind, ScopeOf } from './walk.js';
export { accumulatorsIn, countersIn } from './parts.js';

export interface WalkContext {
  readonly scopeOf: ScopeOf;
  readonly declaredVariables: (node: Node) => readonly TSESLint.Scope.Variable[];
}

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
      return node.async ? recursionWalk(node, ctx.declaredVariables) : null;
    default:
      return null;
  }
}

/** The node types a walk can start at, as one ESLint selector. */
// narrowed to what `recognise` can answer for: a paginate call with a callback, an async function
export const WALK_SELECTOR = [
  'ForStatement, WhileStatement, DoWhileStatement, ForOfStatement',
  'CallExpression[arguments.length>=2][callee.property.name="paginate"], CallExpression[arguments.length>=2][callee.property.value="paginate"]',
  'FunctionDeclaration[async=true], FunctionExpression[async=true], ArrowFunctionExpression[async=true]',
].join(', ');

/** Listeners that call `onWalk` for every walk in a file. */
export function walkListeners(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, onWalk: (walk: Walk) => void): TSESLint.RuleListener {
  const ctx: WalkContext = {
    scopeOf: (n) => context.sourceCode.getScope(n),
    declaredVariables: (n) => context.sourceCode.getDeclaredVariables(n),
  };
  return {
    [WALK_SELECTOR](node: TSESTree.Node) {
      const walk = walkOf(node, ctx);
      if (walk) onWalk(walk);
    },
  };
}
