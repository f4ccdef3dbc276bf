import { AST_NODE_TYPES, type TSESTree } from '../../typed/ts-eslint.js';
import { awaitsOwn, enclosingFunction } from '../../syntax/ast.js';
import { accumulatorsIn, countersIn, ifExitsIn } from './parts.js';
import type { Walk, WalkExit } from './walk.js';

export type LoopNode = TSESTree.ForStatement | TSESTree.WhileStatement | TSESTree.DoWhileStatement;

/** The exit tests of a loop: its own test, then every `if (…) break/return/throw` in its body. */
export function loopExits(loop: LoopNode | TSESTree.ForOfStatement): WalkExit[] {
  const exits: WalkExit[] = [];
  if (loop.type !== AST_NODE_TYPES.ForOfStatement && loop.test) exits.push({ test: loop.test, exit: 'continue-while-true' });
  exits.push(...ifExitsIn(loop.body));
  return exits;
}

/** `for (;;)`, `while`, `do … while` that awaits a fetch in its body or test. */
export function loopWalk(loop: LoopNode): Walk | null {
  const fn = enclosingFunction(loop);
  if (!fn) return null;
  if (!awaitsOwn(loop.body) && !(loop.test && awaitsOwn(loop.test))) return null;
  return { kind: 'loop', node: loop, fn, body: loop.body, exits: loopExits(loop), accumulators: accumulatorsIn(loop.body), counters: countersIn(loop), yields: false };
}
