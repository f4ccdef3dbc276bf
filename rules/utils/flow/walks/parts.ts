import { AST_NODE_TYPES, type TSESTree } from '../../typed/ts-eslint.js';
import { lastName, methodCall, someOwn, unwrap, walkOwn, type Node } from '../../syntax/ast.js';
import type { WalkExit } from './walk.js';

/** Arrays that `root` adds to: `all.push(...)`, `all = all.concat(...)`, `all = [...all, ...x]`. */
export function accumulatorsIn(root: Node): Set<string> {
  const names = new Set<string>();
  walkOwn(root, (n) => {
    const call = methodCall(n);
    if (call && (call.method === 'push' || call.method === 'unshift')) {
      const name = lastName(call.receiver);
      if (name !== null) names.add(name);
    }
    if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === '=') {
      const name = lastName(n.left);
      if (name === null) return;
      const right = unwrap(n.right);
      const concat = methodCall(right);
      if (concat?.method === 'concat' && lastName(concat.receiver) === name) names.add(name);
      if (right.type === AST_NODE_TYPES.ArrayExpression && right.elements.some((el) => el?.type === AST_NODE_TYPES.SpreadElement && lastName(el.argument) === name)) {
        names.add(name);
      }
    }
  });
  return names;
}

/** Names `root` increments: `page++`, `++n`, `n += 1`, `page = page + 1`. */
export function countersIn(root: Node): Set<string> {
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

/** Does `root`'s own code yield? */
export function yieldsIn(root: Node): boolean {
  return someOwn(root, (n) => n.type === AST_NODE_TYPES.YieldExpression);
}

/** The last statement of a branch, if it leaves the loop: `break`, `return`, `throw`. */
function exitOf(stmt: TSESTree.Statement): TSESTree.Statement | null {
  const body = stmt.type === AST_NODE_TYPES.BlockStatement ? stmt.body : [stmt];
  const last = body[body.length - 1];
  return last?.type === AST_NODE_TYPES.BreakStatement || last?.type === AST_NODE_TYPES.ReturnStatement || last?.type === AST_NODE_TYPES.ThrowStatement ? last : null;
}

/** `if (test) break;`, `if (test) return x;`, `if (test) throw …` inside `body`, not inside nested loops of their own. */
export function ifExitsIn(body: Node): WalkExit[] {
  const exits: WalkExit[] = [];
  walkOwn(body, (n) => {
    if (n.type !== AST_NODE_TYPES.IfStatement) return;
    const exit = exitOf(n.consequent);
    if (exit) exits.push({ test: n.test, exit });
  });
  return exits;
}
