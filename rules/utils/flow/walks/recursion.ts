import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../../typed/ts-eslint.js';
import { contains, keyName, lastName, numberValue, unwrap, walkOwn, type FunctionNode } from '../../syntax/ast.js';
import { accumulatorsIn } from './parts.js';
import type { MayName, Walk, WalkExit } from './walk.js';

/** The calls `fn` makes to itself, by name (`walk(…)`), as a method (`this.walk(…)`) or through its `const`. */
function selfCalls(fn: FunctionNode, declaredVariables: (node: TSESTree.Node) => readonly TSESLint.Scope.Variable[], mayName?: MayName): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  const parent = fn.parent;
  if (parent.type === AST_NODE_TYPES.MethodDefinition || (parent.type === AST_NODE_TYPES.Property && parent.method)) {
    const name = keyName(parent);
    if (name === null || (mayName && !mayName(name, fn.body))) return calls;
    walkOwn(fn.body, (n) => {
      if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && n.callee.object.type === AST_NODE_TYPES.ThisExpression && lastName(n.callee) === name) calls.push(n);
    });
    return calls;
  }
  const name = fn.type !== AST_NODE_TYPES.ArrowFunctionExpression && fn.id ? fn.id.name : parent.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier ? parent.id.name : null;
  if (name === null) return calls;
  const declared = fn.type === AST_NODE_TYPES.ArrowFunctionExpression || !fn.id ? declaredVariables(parent) : declaredVariables(fn);
  for (const ref of declared.find((v) => v.name === name)?.references ?? []) {
    const call = ref.identifier.parent;
    if (call.type === AST_NODE_TYPES.CallExpression && call.callee === ref.identifier && contains(fn.body, call)) calls.push(call);
  }
  return calls;
}

/**
 * An async function that calls itself for the next page: `walk(next, depth + 1)`, `this.getMany(next, all)`.
 * Counters are the arguments passed on incremented; exits are the `if (…) return/throw` tests of its body.
 */
export function recursionWalk(fn: FunctionNode, declaredVariables: (node: TSESTree.Node) => readonly TSESLint.Scope.Variable[], mayName?: MayName): Walk | null {
  if (!fn.async) return null;
  const calls = selfCalls(fn, declaredVariables, mayName);
  if (calls.length === 0) return null;
  const counters = new Set<string>();
  for (const call of calls) {
    for (const arg of call.arguments) {
      if (arg.type === AST_NODE_TYPES.BinaryExpression && arg.operator === '+' && numberValue(arg.right) === 1) {
        const param = lastName(arg.left);
        if (param !== null) counters.add(param);
      }
    }
  }
  const exits: WalkExit[] = [];
  if (fn.body.type === AST_NODE_TYPES.BlockStatement) {
    walkOwn(fn.body, (n) => {
      if (n.type !== AST_NODE_TYPES.IfStatement) return;
      const body = n.consequent.type === AST_NODE_TYPES.BlockStatement ? n.consequent.body : [n.consequent];
      const exit = body.find((s) => s.type === AST_NODE_TYPES.ReturnStatement || s.type === AST_NODE_TYPES.ThrowStatement);
      if (exit) exits.push({ test: unwrap(n.test) as TSESTree.Expression, exit });
    });
  }
  return { kind: 'recursion', node: fn, fn, body: fn.body, exits, accumulators: accumulatorsIn(fn.body), counters, yields: false };
}
