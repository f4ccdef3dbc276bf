import { AST_NODE_TYPES, type TSESTree } from './utils/typed/ts-eslint.js';
import { abbreviate, contains, enclosingFunction, isBooleanLiteral, isNullish, lastName, returnedValues, walkOwn, type Node } from './utils/syntax/ast.js';
import { guardsOf } from './utils/syntax/conditions.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { markerOf, writesCutMarker } from './utils/api/markers.js';
import { capOf, carries, exitStatement, type Cap } from './utils/flow/pagination-loop.js';
import { readsPaginationSignal } from './utils/flow/signals.js';
import { fetchesOwn } from './utils/api/fetch.js';
import { vocabularyOf } from './utils/api/vocabulary.js';
import { gated, names, type Gate } from './utils/gate/text-gate.js';
import { pagerCap } from './utils/api/page-request.js';
import { APIS, PAGE_CAP_OPTION_KEYS } from '../src/vocabulary/index.js';
import { WALK_TEXT, walkListeners, type Walk } from './utils/flow/walks/index.js';
import { listen, when } from './utils/syntax/selectors.js';

export type MessageIds = 'silentCap' | 'capHiddenByMarker';

/** The last names of the pagers whose rows name caps of their own (Stripe's `autoPagingToArray`). */
const ROW_CAPPED_PAGERS: readonly string[] = APIS.filter((api) => api.pagerCapKeys !== undefined)
  .flatMap((api) => api.pagers)
  .map((p) => p.split('.').at(-1) ?? p)
  .filter((p) => !p.includes('*'));
/** A pager told to stop: `maxPages: 2`, or a row's own cap of its pager (`autoPagingToArray({ limit })`). */
const CAPPED_PAGER_GATE: Gate = [[names(PAGE_CAP_OPTION_KEYS)], [names(ROW_CAPPED_PAGERS)]];
/** Every report is about a walk: one the code writes, or a capped pager's. */
const GATE: Gate = [[WALK_TEXT], ...CAPPED_PAGER_GATE];

/** Does a test read the cap's counter or limit, or whether more pages remain? */
function readsCap(test: Node, cap: Cap): boolean {
  let found = false as boolean;
  walkOwn(test, (t) => {
    const name = t.type === AST_NODE_TYPES.Identifier || t.type === AST_NODE_TYPES.MemberExpression ? lastName(t) : null;
    if (name !== null && cap.names.has(name)) found = true;
  });
  return found || readsPaginationSignal(test);
}

/** The variable a call's result is stored in: `const all = await octokit.paginate(…)`. */
function boundTo(call: Node): ReadonlySet<string> {
  let n = call.parent;
  while (n && (n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.TSAsExpression)) n = n.parent;
  return n?.type === AST_NODE_TYPES.VariableDeclarator && n.id.type === AST_NODE_TYPES.Identifier ? new Set([n.id.name]) : new Set();
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
      silentCap: 'This walk stops at `{{cap}}` yet returns its items as whole. Return `partial(…)` on the cap, or throw.',
      capHiddenByMarker: '`{{marker}}` claims completeness after a walk capped at `{{cap}}`. Derive it from whether the cap was hit.',
    },
  },
  gate: () => GATE,
  create(context) {
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const vocabulary = vocabularyOf(context);

    /**
     * The cap is told some other way: a `throw` on it, a cut written onto a record (`state.truncated = true`), or,
     * after the loop, a `return` of its own on the cap (`if (attempts >= MAX) return timedOut(progress)`) that is not
     * what the function returns otherwise.
     */
    function signalledElsewhere(w: Walk, cap: Cap): boolean {
      const returns: TSESTree.ReturnStatement[] = [];
      let found = false as boolean;
      walkOwn(w.fn.body, (n) => {
        if (found) return;
        if (n.type === AST_NODE_TYPES.ThrowStatement) found = guardsOf(n).some((g) => readsCap(g.test, cap));
        else if (writesCutMarker(n, vocabulary)) found = true;
        else if (n.type === AST_NODE_TYPES.ReturnStatement) returns.push(n);
      });
      if (found || w.kind === 'recursion' || w.kind === 'paginate-callback') return found;
      const text = (r: TSESTree.ReturnStatement) => (r.argument ? context.sourceCode.getText(r.argument) : '');
      return returns.some(
        (r) =>
          !contains(w.node, r) &&
          r.range[0] > w.node.range[1] &&
          guardsOf(r).some((g) => readsCap(g.test, cap)) &&
          returns.every((other) => other === r || text(other) !== text(r)),
      );
    }

    /** Reports the values returned after a walk capped at `cap`: no marker at all, or a marker fixed to "complete". */
    function reportMarkers(cap: Cap, unit: 'items' | 'pages', values: readonly Node[], silentAnyway: boolean, shown: Node = cap.node): void {
      const capText = abbreviate(context.sourceCode.getText(shown), 25);
      let silent = silentAnyway;
      const lying = new Map<Node, string>();
      for (const value of values) {
        const verdict = markerOf(value, scopeOf, context.sourceCode, vocabulary);
        if (verdict.kind === 'none') silent = true;
        if (verdict.kind === 'lying') lying.set(verdict.node, verdict.text);
      }
      if (silent) report(context, { node: shown, messageId: 'silentCap', data: { cap: capText } });
      for (const [node, marker] of lying) report(context, { node, messageId: 'capHiddenByMarker', data: { cap: capText, marker: abbreviate(marker, 30) } });
    }

    function onWalk(w: Walk): void {
      // a loop that awaits only local reads (a file read chunk by chunk) walks no pages
      if ((w.kind === 'loop' || w.kind === 'for-of') && !fetchesOwn(w.node, vocabulary)) return;
      const cap = capOf(w, scopeOf);
      if (!cap) return;
      const unit = cap.kind === 'items' ? 'items' : 'pages';
      const exit = exitStatement(cap.exit);
      if (exit?.type === AST_NODE_TYPES.ThrowStatement) return;
      if (exit?.type === AST_NODE_TYPES.ReturnStatement) {
        const value = exit.argument;
        // `return null` / `return false` on the cap is a signal of its own.
        if (!value || isNullish(value) || isBooleanLiteral(value)) return;
        if (!signalledElsewhere(w, cap)) reportMarkers(cap, unit, [value], false);
        return;
      }
      if (signalledElsewhere(w, cap)) return;
      if (w.yields) {
        reportMarkers(cap, unit, [], true);
        return;
      }
      // The cap ends the loop (or calls `done()`): what leaves is whatever the function returns after it.
      const gathered = w.kind === 'paginate-callback' ? boundTo(w.node) : w.accumulators;
      // a `return` inside the loop leaves on another test (no next page), not on the cap
      const inLoop = (v: Node) => w.kind !== 'recursion' && w.kind !== 'paginate-callback' && w.node.range[0] <= v.range[0] && v.range[1] <= w.node.range[1];
      const values = returnedValues(w.fn).filter((v) => (carries(v, gathered) && !inLoop(v)) || contains(v, w.node));
      if (values.length > 0) reportMarkers(cap, unit, values, false);
    }

    /**
     * `return await api.Projects.all({ perPage: 100, maxPages: 2 })`: a pager told to stop after so many pages walks
     * no further, and what it answers leaves as the whole list.
     */
    function onCall(call: TSESTree.CallExpression): void {
      const option = pagerCap(call, vocabulary.apis);
      const fn = option && enclosingFunction(call);
      if (!option || !fn) return;
      const gathered = boundTo(call);
      const values = returnedValues(fn).filter((v) => contains(v, call) || carries(v, gathered));
      if (values.length === 0) return;
      const cap: Cap = { node: option.value as TSESTree.Expression, kind: 'pages', names: new Set([lastName(option.key) ?? '']), exit: 'continue-while-true' };
      reportMarkers(cap, 'pages', values, false, option);
    }

    return listen({}, walkListeners(context, onWalk), gated(context, CAPPED_PAGER_GATE, when(AST_NODE_TYPES.CallExpression, (call) => call.arguments.length > 0, onCall)));
  },
});
