import { AST_NODE_TYPES, type TSESTree } from './utils/ts-eslint.js';
import { calleeName, functionName, isFunction, isNullish, keyName, methodCall, numberValue, propertyName, unwrap, walkOwn, type FunctionNode, type Node } from './utils/ast.js';
import { factsOf, type Leaf } from './utils/conditions.js';
import { createRule } from './utils/create-rule.js';
import { isLocalCall, OriginTracker } from './utils/origin.js';
import { httpSuccessLeaf } from './utils/signals.js';
import { isListingName } from './utils/wrapper-names.js';

export type MessageIds = 'errorAsAbsence';

/** An empty collection: `[]`, `{ items: [] }`, `new Map()`, `new Set()`. */
function isEmptyCollection(node: Node | null | undefined): boolean {
  if (!node) return false;
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.ArrayExpression) return n.elements.length === 0;
  if (n.type === AST_NODE_TYPES.NewExpression) return (calleeName(n) === 'Map' || calleeName(n) === 'Set') && n.arguments.length === 0;
  return n.type === AST_NODE_TYPES.ObjectExpression && n.properties.some((p) => p.type === AST_NODE_TYPES.Property && isEmptyCollection(p.value)) && isEmptyValue(n);
}

/** `[]`, `{}`, `{ items: [] }`, `null`, `undefined`, `0`, `false`, `''`, `new Map()`, `new Set()`. */
function isEmptyValue(node: Node | null | undefined): boolean {
  if (!node) return true; // `return;`
  const n = unwrap(node);
  if (isNullish(n)) return true;
  if (n.type === AST_NODE_TYPES.ArrayExpression) return n.elements.length === 0;
  if (n.type === AST_NODE_TYPES.Literal) return n.value === false || n.value === '' || numberValue(n) === 0;
  if (n.type === AST_NODE_TYPES.TemplateLiteral) return n.expressions.length === 0 && n.quasis.every((q) => q.value.cooked === '');
  if (n.type === AST_NODE_TYPES.NewExpression) return (calleeName(n) === 'Map' || calleeName(n) === 'Set') && n.arguments.length === 0;
  if (n.type === AST_NODE_TYPES.ObjectExpression) {
    // An object that names the failure (`error`, `complete: false`, `incomplete_reasons`) is not empty.
    return n.properties.every((p) => p.type === AST_NODE_TYPES.Property && !/error|complete|reason|status|ok|partial|failed/i.test(keyName(p) ?? '') && isEmptyValue(p.value));
  }
  return false;
}

/** Leaf matcher for "the request failed": `!res.ok`, `status !== 200`, `status >= 400`, `res.error`, `err`. */
function failureLeaf(expr: TSESTree.Expression): Leaf<true> | null {
  const success = httpSuccessLeaf(expr);
  if (success) return { fact: true, holdsWhen: !success.holdsWhen };
  const e = unwrap(expr);
  const name = e.type === AST_NODE_TYPES.MemberExpression ? propertyName(e) : e.type === AST_NODE_TYPES.Identifier ? e.name : null;
  if (name !== null && /^(error|err|errors|errorMessage|error_message|failed|failure)$/.test(name)) return { fact: true, holdsWhen: true };
  return null;
}

/** Does the function's normal path return fetched data? */
function returnsFetchedData(fn: FunctionNode, origins: OriginTracker, except: Node): boolean {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return origins.of(fn.body) === 'api';
  let found = false;
  walkOwn(fn.body, (n) => {
    if (!found && n.type === AST_NODE_TYPES.ReturnStatement && n !== except && n.argument && !isEmptyValue(n.argument) && origins.of(n.argument) === 'api') found = true;
  });
  return found;
}


export default createRule<[], MessageIds>({
  name: 'no-error-as-absence',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow hiding a failed fetch behind an empty result',
      recommended: true,
    },
    schema: [],
    messages: {
      errorAsAbsence:
        'This {{path}} returns `{{value}}`, which looks exactly like "nothing exists". The caller can no longer tell "none exist" from "could not look". Rethrow, return a Partial (`partial([], [{ code: \'SOURCE_UNAVAILABLE\', message }])`), or return a value with an explicit `error` or `complete: false` field. Logging does not count as handling.',
    },
  },
  create(context) {
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const origins = new OriginTracker(scopeOf);

    /** The failure path `node` is on, if any: a catch block or a branch taken on failure. */
    function failurePath(node: Node): string | null {
      let child: Node = node;
      for (let p: Node | undefined = node.parent; p && !isFunction(child); child = p, p = p.parent) {
        if (p.type === AST_NODE_TYPES.CatchClause) return 'catch block';
        if (p.type === AST_NODE_TYPES.IfStatement && (child === p.consequent || child === p.alternate)) {
          if (factsOf(scopeOf, p.test, child === p.consequent, failureLeaf).length > 0) return 'failure branch';
        }
      }
      return null;
    }

    function check(ret: Node, value: Node | null | undefined, fn: FunctionNode | null): void {
      if (!fn || !isEmptyValue(value)) return;
      // `[]` from a failure path hides it in any fetching function; a bare `null`, `0` or `false` does only in
      // a function that reads as a list or search wrapper (elsewhere it is usually "not found" or "no").
      const name = functionName(fn);
      if (!isEmptyCollection(value) && !(name !== null && isListingName(name))) return;
      const path = failurePath(ret);
      if (path === null || !returnsFetchedData(fn, origins, ret)) return;
      context.report({ node: value ?? ret, messageId: 'errorAsAbsence', data: { path, value: value ? context.sourceCode.getText(value) : 'undefined' } });
    }

    return {
      ReturnStatement(ret: TSESTree.ReturnStatement) {
        let fn: Node | undefined = ret.parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        check(ret, ret.argument, fn && isFunction(fn) ? fn : null);
      },
      // `await fetchItems().catch(() => [])`
      CallExpression(call: TSESTree.CallExpression) {
        const m = methodCall(call);
        const handler = call.arguments[m?.method === 'then' ? 1 : 0];
        if ((m?.method !== 'catch' && m?.method !== 'then') || !handler || !isFunction(handler)) return;
        const body = handler.body;
        let value: Node | null;
        if (body.type === AST_NODE_TYPES.BlockStatement) {
          const ret = body.body.find((s): s is TSESTree.ReturnStatement => s.type === AST_NODE_TYPES.ReturnStatement);
          if (!ret) return;
          value = ret.argument;
        } else {
          value = body;
        }
        const receiver = unwrap(m.receiver);
        const fetched = receiver.type === AST_NODE_TYPES.CallExpression ? !isLocalCall(receiver) : origins.of(receiver) === 'api';
        if (!isEmptyCollection(value) || !fetched) return;
        const node = value ?? handler;
        context.report({ node, messageId: 'errorAsAbsence', data: { path: `.${m.method}() handler`, value: value ? context.sourceCode.getText(value) : 'undefined' } });
      },
    };
  },
});
