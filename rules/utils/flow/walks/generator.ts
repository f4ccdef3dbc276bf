import { AST_NODE_TYPES } from '../../typed/ts-eslint.js';
import { enclosingFunction, someOwn, type Node } from '../../syntax/ast.js';
import { forOfWalk } from './for-of.js';
import { loopWalk, type LoopNode } from './loops.js';
import { yieldsIn } from './parts.js';
import type { Walk } from './walk.js';
import type { TSESTree } from '../../typed/ts-eslint.js';

/**
 * A loop inside a generator that fetches and `yield`s pages or items: the consumer sees a stream, and
 * where the loop stops is where the stream ends.
 */
export function generatorWalk(loop: LoopNode | TSESTree.ForOfStatement): Walk | null {
  const fn = enclosingFunction(loop);
  if (!fn?.generator || !yieldsIn(loop.body) || !asksForSomething(loop)) return null;
  const inner = loop.type === AST_NODE_TYPES.ForOfStatement ? forOfWalk(loop) : loopWalk(loop);
  return inner ? { ...inner, kind: 'generator', yields: true } : null;
}

/** Does the loop await or call anything? `for (let i = a; i <= b; i++) yield i` makes numbers, it fetches nothing. */
function asksForSomething(loop: Node): boolean {
  return someOwn(loop, (n) => n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.CallExpression || (n.type === AST_NODE_TYPES.YieldExpression && n.delegate));
}
