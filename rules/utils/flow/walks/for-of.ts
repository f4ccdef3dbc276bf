import type { TSESTree } from '../../typed/ts-eslint.js';
import { enclosingFunction } from '../../syntax/ast.js';
import { loopExits } from './loops.js';
import { accumulatorsIn, countersIn } from './parts.js';
import type { Walk } from './walk.js';

/**
 * `for await (const page of octokit.paginate.iterator(…))`, `for await (const x of client.list())`:
 * the SDK fetches page after page while the body runs. A plain `for…of` runs over what is already in memory.
 */
export function forOfWalk(loop: TSESTree.ForOfStatement): Walk | null {
  const fn = enclosingFunction(loop);
  if (!fn) return null;
  if (!loop.await) return null;
  return { kind: 'for-of', node: loop, fn, body: loop.body, exits: loopExits(loop), accumulators: accumulatorsIn(loop.body), counters: countersIn(loop.body), yields: false };
}
