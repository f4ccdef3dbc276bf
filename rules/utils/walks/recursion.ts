import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils';
import { contains, lastName, numberValue, unwrap, walkOwn } from '../ast.js';
import { accumulatorsIn } from './parts.js';
import type { Walk, WalkExit } from './walk.js';

type Named = TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

/**
 * An async function that calls itself for the next page: `walk(next, depth + 1)`. Counters are the
 * parameters passed on incremented; exits are the `if (…) return/throw` tests of its body.
 * `declared` is the function's own variable (from `getDeclaredVariables`), so self-calls are found from
 * its references without walking the body when there are none.
 */
export function recursionWalk(fn: Named, declared: readonly TSESLint.Scope.Variable[]): Walk | null {
  const name = fn.id?.name;
  if (!name || !fn.async) return null;
  const self = declared.find((v) => v.name === name);
  const counters = new Set<string>();
  let calls = 0;
  for (const ref of self?.references ?? []) {
    const call = ref.identifier.parent;
    if (call.type !== AST_NODE_TYPES.CallExpression || call.callee !== ref.identifier || !contains(fn.body, call)) continue;
    calls++;
    for (const arg of call.arguments) {
      if (arg.type === AST_NODE_TYPES.BinaryExpression && arg.operator === '+' && numberValue(arg.right) === 1) {
        const param = lastName(arg.left);
        if (param !== null) counters.add(param);
      }
    }
  }
  if (calls === 0) return null;
  const exits: WalkExit[] = [];
  walkOwn(fn.body, (n) => {
    if (n.type !== AST_NODE_TYPES.IfStatement) return;
    const body = n.consequent.type === AST_NODE_TYPES.BlockStatement ? n.consequent.body : [n.consequent];
    const exit = body.find((s) => s.type === AST_NODE_TYPES.ReturnStatement || s.type === AST_NODE_TYPES.ThrowStatement);
    if (exit) exits.push({ test: unwrap(n.test) as TSESTree.Expression, exit });
  });
  return { kind: 'recursion', node: fn, fn, body: fn.body, exits, accumulators: accumulatorsIn(fn.body), counters, yields: false };
}
