import { AST_NODE_TYPES, type TSESTree } from '../../typed/ts-eslint.js';
import { enclosingFunction, isFunction, methodCall } from '../../syntax/ast.js';
import { guardsOf } from '../../syntax/conditions.js';
import { variableOf } from '../../syntax/scope.js';
import { accumulatorsIn, countersIn } from './parts.js';
import type { ScopeOf, Walk, WalkExit } from './walk.js';

/** The method of a paginate-callback walk. */
export const PAGINATE = 'paginate';

/** Octokit-style `paginate(route, params, (response, done) => { … if (n >= max) done(); … })`. */
export function paginateCallbackWalk(call: TSESTree.CallExpression, scopeOf: ScopeOf): Walk | null {
  if (methodCall(call)?.method !== PAGINATE) return null;
  const mapFn = call.arguments[call.arguments.length - 1];
  if (!mapFn || !isFunction(mapFn) || mapFn.params.length < 2) return null;
  const done = mapFn.params[1];
  const fn = enclosingFunction(call);
  if (done?.type !== AST_NODE_TYPES.Identifier || !fn) return null;
  const exits: WalkExit[] = [];
  for (const ref of variableOf(scopeOf(done), done)?.references ?? []) {
    const doneCall = ref.identifier.parent;
    if (doneCall.type !== AST_NODE_TYPES.CallExpression || doneCall.callee !== ref.identifier) continue;
    const guard = guardsOf(doneCall)[0];
    if (guard) exits.push({ test: guard.test, exit: doneCall });
  }
  const body = mapFn.body;
  return { kind: 'paginate-callback', node: call, fn, body, exits, accumulators: accumulatorsIn(body), counters: countersIn(body), yields: false };
}
