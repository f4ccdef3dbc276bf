import { AST_NODE_TYPES, type TSESTree } from './utils/ts-eslint.js';
import { enclosingFunction, isFunction, lastName, methodCall, numberValue, returnedValues, unwrap, walkOwn, type FunctionNode, type Node } from './utils/ast.js';
import { guardsOf } from './utils/conditions.js';
import { createRule } from './utils/create-rule.js';
import { markerOf } from './utils/markers.js';
import { carries, cappedPaginationLoop, type Cap, type Loop } from './utils/pagination-loop.js';
import { variableOf } from './utils/scope.js';
import { readsPaginationSignal } from './utils/signals.js';

export type MessageIds = 'silentCap' | 'capHiddenByMarker';


/** A `throw` whose condition reads the cap's counter or limit, or whether more pages remain: the cap is reported loudly. */
function throwsOnCap(fn: FunctionNode, cap: Cap): boolean {
  let found = false;
  walkOwn(fn.body, (n) => {
    if (found || n.type !== AST_NODE_TYPES.ThrowStatement) return;
    found = guardsOf(n).some((g) => {
      const read: string[] = [];
      walkOwn(g.test, (t) => {
        const name = t.type === AST_NODE_TYPES.Identifier || t.type === AST_NODE_TYPES.MemberExpression ? lastName(t) : null;
        if (name !== null) read.push(name);
      });
      return read.some((name) => cap.names.has(name)) || readsPaginationSignal(g.test);
    });
  });
  return found;
}

export default createRule<[], MessageIds>({
  name: 'no-silent-page-cap',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow pagination loops whose page, item, time or depth cap is hidden from the caller',
      recommended: true,
    },
    schema: [],
    messages: {
      silentCap:
        'This walk stops at `{{cap}}`, but the function returns the collected items with no completeness marker, so a capped result looks like the whole collection. Return a Listing (`partial(items, [{ code: \'CLIENT_CAP_REACHED\', limit, unit: \'{{unit}}\' }])` when the cap is hit), use `collectAll()`, or throw when the cap is hit.',
      capHiddenByMarker:
        '`{{marker}}` is returned after a walk capped at `{{cap}}`: it claims completeness even when the cap cut the walk short, which is worse than no marker. Derive it from whether the cap was hit (or return `partial(…, [{ code: \'CLIENT_CAP_REACHED\', … }])`), or use `collectAll()`.',
    },
  },
  create(context) {
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);

    /** Reports the values returned after a walk capped at `capNode`: no marker at all, or a marker fixed to "complete". */
    function reportMarkers(capNode: Node, unit: 'items' | 'pages', values: readonly Node[]): void {
      const capText = context.sourceCode.getText(capNode);
      let silent = false;
      const lying = new Map<Node, string>();
      for (const value of values) {
        const verdict = markerOf(value, scopeOf, context.sourceCode);
        if (verdict.kind === 'none') silent = true;
        if (verdict.kind === 'lying') lying.set(verdict.node, verdict.text);
      }
      if (silent) context.report({ node: capNode, messageId: 'silentCap', data: { cap: capText, unit } });
      for (const [node, marker] of lying) context.report({ node, messageId: 'capHiddenByMarker', data: { cap: capText, marker } });
    }

    function judge(fn: FunctionNode, cap: Cap, carried: ReadonlySet<string> | null): void {
      if (throwsOnCap(fn, cap)) return;
      const values = returnedValues(fn).filter((v) => carried === null || carries(v, carried));
      reportMarkers(cap.node, cap.kind === 'items' ? 'items' : 'pages', values);
    }

    function onLoop(loop: Loop): void {
      const fn = enclosingFunction(loop);
      if (!fn) return;
      const capped = cappedPaginationLoop(loop, fn, scopeOf);
      if (capped) judge(fn, capped.cap, capped.accumulators);
    }

    return {
      ForStatement: onLoop,
      WhileStatement: onLoop,
      DoWhileStatement: onLoop,
      // Octokit-style `paginate(route, params, (response, done) => { if (n >= max) done(); … })`.
      CallExpression(call: TSESTree.CallExpression) {
        if (methodCall(call)?.method !== 'paginate') return;
        const mapFn = call.arguments[call.arguments.length - 1];
        if (!mapFn || !isFunction(mapFn) || mapFn.params.length < 2) return;
        const done = mapFn.params[1];
        if (done?.type !== AST_NODE_TYPES.Identifier) return;
        const doneVar = variableOf(scopeOf(done), done);
        for (const ref of doneVar?.references ?? []) {
          const callNode = ref.identifier.parent;
          if (callNode.type !== AST_NODE_TYPES.CallExpression || callNode.callee !== ref.identifier) continue;
          const guard = guardsOf(callNode)[0];
          if (!guard) continue;
          const test = unwrap(guard.test);
          if (test.type !== AST_NODE_TYPES.BinaryExpression || !['<', '<=', '>', '>='].includes(test.operator)) continue;
          const fn = enclosingFunction(call);
          if (fn) judge(fn, { node: test, kind: 'items', names: new Set() }, null);
          return;
        }
      },
      // Recursion: `if (depth >= MAX) return items; … return [...items, ...(await walk(next, depth + 1))]`.
      'FunctionDeclaration, FunctionExpression'(fn: TSESTree.FunctionDeclaration | TSESTree.FunctionExpression) {
        const name = fn.id?.name;
        if (!name || !fn.async) return;
        const depthParams = new Set<string>();
        walkOwn(fn.body, (n) => {
          if (n.type !== AST_NODE_TYPES.CallExpression || lastName(n.callee) !== name) return;
          for (const arg of n.arguments) {
            if (arg.type === AST_NODE_TYPES.BinaryExpression && arg.operator === '+' && numberValue(arg.right) === 1) {
              const param = lastName(arg.left);
              if (param !== null) depthParams.add(param);
            }
          }
        });
        if (depthParams.size === 0) return;
        walkOwn(fn.body, (n) => {
          if (n.type !== AST_NODE_TYPES.IfStatement) return;
          const test = unwrap(n.test);
          if (test.type !== AST_NODE_TYPES.BinaryExpression || !['>', '>=', '==='].includes(test.operator)) return;
          const counter = lastName(test.left);
          if (counter === null || !depthParams.has(counter)) return;
          const body = n.consequent.type === AST_NODE_TYPES.BlockStatement ? n.consequent.body : [n.consequent];
          const ret = body.find((s): s is TSESTree.ReturnStatement => s.type === AST_NODE_TYPES.ReturnStatement);
          if (ret?.argument) reportMarkers(test, 'pages', [ret.argument]);
        });
      },
    };
  },
});
