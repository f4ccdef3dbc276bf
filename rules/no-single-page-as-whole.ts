import { AST_NODE_TYPES, type TSESTree } from './utils/typed/ts-eslint.js';
import { abbreviate, awaitsOwn, enclosingFunction, functionName, isBooleanLiteral, invokedName, isFunction, isLoop, isNullish, keyName, methodCall, words, propertyName, returnedValues, unwrap, walk, walkOwn, type FunctionNode, type Node } from './utils/syntax/ast.js';
import { ADVICE } from './utils/reporting/advice.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report, responseKey } from './utils/reporting/one-finding.js';
import { destructiveMatcherOf, destructiveVerb } from './utils/flow/destructive.js';
import { AWAITED_TEXT, awaitedCall, isAwaited, isBodyChain, isInWalk, isRequestCandidate, isWriteRequest, namesEveryPageWalk, PAGER_CALL_TEXT, UNAWAITED_CANDIDATE_TEXT, namesClient, pageRequestOf, paginatedSearch, requestsWhole, requestText, type PageRequest } from './utils/api/page-request.js';
import { always, escapeRegExp, listen, when } from './utils/syntax/selectors.js';
import { asksOnlyForAnyOrFirst, deferredRequestAt, insideAssertion, insideLogCall, isLogCall, namesIn, ResponseTracker, type NamesIn, type ResponseUse } from './utils/api/page-response.js';
import { isFetchCall } from './utils/api/fetch.js';
import { bindingOf, calledFunction, storedReads } from './utils/syntax/scope.js';
import { globNames, mayReport, names, type Gate } from './utils/gate/text-gate.js';
import { perVocabulary, vocabularyOf, type Vocabulary } from './utils/api/vocabulary.js';
import { fieldToFollow, OPERATION_TEXT, operationLabel, pageSizeText } from './utils/api/operations.js';
import type { KnownOperation } from '../src/vocabulary/operations.js';
import { COPYING_METHODS, FIELDS, FIND_METHODS, MEMBERSHIP_METHODS, PAGE_OBJECT_METHODS, RETURN_ALL_OPTIONS, SIGNAL_ROLES, TOTAL_FIELD_PATTERN, WHOLE_PROMISE_WORDS, type ApiEntry } from '../src/vocabulary/index.js';
import { factsOf, guardsOf, type Leaf } from './utils/syntax/conditions.js';
import { promisesWhole } from './utils/gate/wrapper-names.js';
import { narrowedBy } from './utils/api/narrowed-lookup.js';
import { isFailOpenLiteral } from './utils/api/markers.js';

const PAGER_METHODS: ReadonlySet<string> = new Set(PAGE_OBJECT_METHODS);

export type MessageIds = 'singlePage' | 'ignoredSignal' | 'absenceFromPage' | 'searchPaginateDropsSignal' | 'knownPages' | 'returnAllOnce' | 'claimedEnd';

const AMBIGUOUS = new Set(FIELDS.filter((f) => f.ambiguous).map((f) => f.name));
const MEMBERSHIP = new Set([...MEMBERSHIP_METHODS, ...FIND_METHODS, 'filter']);
/** Steps that keep the items while copying, reordering or mapping them: `[...page].reverse().find(...)`. */
const REORDERING = new Set(COPYING_METHODS);

/** Words of a continuation key whose empty value says "no next page": `nextCursor`, `NextMarker`, `LastEvaluatedKey`. */
const NEXT_WORDS: ReadonlySet<string> = new Set(['next', 'continuation', 'continue', 'marker', 'evaluated', 'cursor']);
/** Cursors that point back or at the page itself, and flags about earlier pages: their empty values claim no end. */
const NOT_AN_END: ReadonlySet<string> = new Set(['startCursor', 'endCursor', 'hasPreviousPage', 'prevCursor', 'previousCursor']);

/**
 * Does `key: value` claim with a constant that the list ends here (the kit's fail-open markers): a next-page
 * continuation left empty (`next_page: ''`, `nextCursor: null`), `hasMore: false`, `isLast: true`, `complete: true`,
 * `truncated: false`, `incomplete_reasons: []`?
 */
function claimsEnd(key: string | null, value: Node, vocabulary: Vocabulary): boolean {
  const role = key === null || NOT_AN_END.has(key) ? null : vocabulary.roleOf(key);
  if (role === null || (role === 'cursor' && !words(key as string).some((w) => NEXT_WORDS.has(w)))) return false;
  return isFailOpenLiteral(role, value);
}

/**
 * `return { data: page.data, next_page: '' }`: an object `fn` answers with, holding what the response gave and a
 * constant that tells the caller the list ends there. The property of that claim, or null.
 */
function claimedEnd(use: ResponseUse, fn: FunctionNode | null, vocabulary: Vocabulary): TSESTree.Property | null {
  if (fn === null) return null;
  for (const object of use.objects) {
    let top: Node = object;
    while (top.parent.type === AST_NODE_TYPES.TSAsExpression || top.parent.type === AST_NODE_TYPES.TSSatisfiesExpression) top = top.parent;
    const returned = top.parent.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(top.parent) === fn : fn.body === top;
    if (!returned) continue;
    for (const p of object.properties) if (p.type === AST_NODE_TYPES.Property && claimsEnd(keyName(p), p.value, vocabulary)) return p;
  }
  return null;
}

/** A report is of a `paginate` over a search, or of an awaited request that one of the rows (or a page size) names. */
const gateOf = perVocabulary((vocabulary): Gate => [
  [names(['paginate'])],
  // the names and URL words of `settings.completeness.operations` open it too
  [[AWAITED_TEXT, WHOLE_PROMISE_TEXT], [requestText(vocabulary.apis), OPERATION_TEXT, ...(vocabulary.operations === null ? [] : [globNames(vocabulary.operations.gateNames)])]],
  ...RETURN_ALL_GATE,
]);
/**
 * A name with `all` or `every` as a word of it (`getAllUsers`, `allProjects`), as `promisesWhole` reads names; a member
 * after a dot (`Promise.all`) names no function a file declares.
 */
const WHOLE_PROMISE_TEXT = new RegExp(WHOLE_PROMISE_WORDS.map((w) => `(?<![a-z.])${w}(?![a-z])|${w[0]?.toUpperCase() ?? ''}${w.slice(1)}(?![a-z])`).join('|'));
const UNAWAITED_CANDIDATE_GATE: Gate = [[UNAWAITED_CANDIDATE_TEXT]];
const RETURN_ALL_GATE: Gate = [[names(RETURN_ALL_OPTIONS), AWAITED_TEXT]];
const PAGER_CALL_GATE: Gate = [[PAGER_CALL_TEXT]];

/** The names that show a row's signals were read: each path's last name, and its first when that is a signal field. */
function signalNames(apis: readonly ApiEntry[], vocabulary: Vocabulary, generic: boolean): Set<string> {
  const names = new Set(vocabulary.namesOf(SIGNAL_ROLES));
  if (generic || apis.length === 0) for (const n of vocabulary.namesOf(['total'], true)) names.add(n);
  for (const api of apis) {
    for (const signal of api.signals) {
      const parts = signal.split('.');
      names.add(parts[parts.length - 1] as string);
      if (vocabulary.roleOf(parts[0] as string) !== null) names.add(parts[0] as string);
    }
  }
  return names;
}

/**
 * Does the code read the response's own total count (`{ items, total }`, `res.totalEvents`)? Set beside the items,
 * it shows how many exist. Not for rows that can also fail partway (`incomplete_results`, `timed_out`): a total
 * does not show a timed-out search.
 */
function readsTotal(apis: readonly ApiEntry[], fields: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const totals = vocabulary.namesOf(['total'], true);
  if (apis.some((api) => api.signals.some((s) => FAILING_ROLES.has(vocabulary.roleOf(s.split('.')[0] as string) ?? '')))) return false;
  for (const f of fields) if (totals.has(f) || TOTAL_FIELD_PATTERN.test(f)) return true;
  return false;
}
const FAILING_ROLES: ReadonlySet<string> = new Set(['partial-claim', 'failure']);

/** The objects that carry a row's signals (`headers` of `headers.link`, `pagination` of `pagination.cursor`). */
const containersCache = new WeakMap<readonly ApiEntry[], Set<string>>();
function signalContainers(apis: readonly ApiEntry[], vocabulary: Vocabulary): Set<string> {
  const cached = containersCache.get(apis);
  if (cached) return cached;
  const out = new Set<string>();
  containersCache.set(apis, out);
  for (const api of apis) {
    for (const signal of api.signals) {
      const head = signal.split('.')[0] as string;
      if (head !== signal && vocabulary.roleOf(head) === null) out.add(head);
    }
  }
  return out;
}

/** The first body signal a row documents (`has_more`, `incomplete_results`), for the message; null for header-only rows. */
function documentedSignal(apis: readonly ApiEntry[]): string | null {
  for (const api of apis) for (const s of api.signals) if (!s.startsWith('headers.') && !/^x-|^link$/.test(s)) return s;
  return null;
}

/** How a request pages, for a message: the size it sends, else its API's documented default (`30 by default`). */
function pageSizeOf(sent: string | null, row: ApiEntry | null): string {
  if (sent !== null) return `\`${sent}\``;
  return row?.defaultPageSize !== undefined ? `${String(row.defaultPageSize)} by default` : 'default size';
}

/** Does any row's items field show among the fields read (`data`, `hits`, a plural `Functions`)? */
function showsItems(apis: readonly ApiEntry[], fields: ReadonlySet<string>): boolean {
  for (const api of apis) {
    for (const item of api.items) {
      const head = item.split('.')[0] as string;
      if (head !== '*' && fields.has(head)) return true;
      if (head === '*') for (const f of fields) if (/^[A-Za-z]\w*s$/.test(f) && f.length > 3 && f !== 'status' && f !== 'headers') return true;
    }
  }
  return false;
}

/**
 * Does the code read fields of an answer whose items are named fields, and none of them? A body read through a call
 * (`res.json()`) keeps its fields out of sight: unknown.
 */
function readsOnlyBeside(op: KnownOperation, apis: readonly ApiEntry[], fields: ReadonlySet<string>): boolean {
  if (fields.size === 0 || op.items.length === 0 || op.items.some((i) => i === '.' || i.includes('*'))) return false;
  for (const f of fields) if (isBodyChain(f)) return false;
  return !showsItems(apis, fields);
}

/**
 * Does the code read one of these signal names anywhere outside the request's own arguments? A name that is
 * also an everyday word (`next_page`, `done`) counts only as a property or key, never as a bare local.
 */
function readsAny(root: Node, call: TSESTree.CallExpression, signals: ReadonlySet<string>, containers: ReadonlySet<string>, vocabulary: Vocabulary): boolean {
  const all = namesIn(root);
  // the object that carries the signals is handed on whole: `parseLink(res.headers)`
  for (const c of containers) if (all.whole.has(c)) return true;
  // what the request sends and what the function takes in (`continuationToken` as a tool input) is not a read of
  // the response
  const inputs = [...call.arguments, ...(isFunction(root) ? root.params : [])].map((a) => namesIn(a));
  const minus = (s: string, pick: (n: NamesIn) => ReadonlyMap<string, number>) => inputs.reduce((n, o) => n + (pick(o).get(s) ?? 0), 0);
  for (const s of signals) {
    if ((all.props.get(s) ?? 0) - minus(s, (n) => n.props) > 0) return true;
    // a local of the signal's name with a value of its own reads nothing of the response, unless it is a cursor: a
    // keyset cursor taken from the last item (`const next_cursor = rows.at(-1)?.ts`) continues the walk like any other
    const computed = all.locals.has(s) && vocabulary.roleOf(s) !== 'cursor';
    if (!AMBIGUOUS.has(s) && !computed && (all.idents.get(s) ?? 0) - minus(s, (n) => n.idents) > 0) return true;
  }
  return false;
}

/** The top-level statement holding a node (the scope of module-level code). */
function topStatement(node: Node): Node {
  let n = node;
  while (n.parent && n.parent.type !== AST_NODE_TYPES.Program) n = n.parent;
  return n;
}

/** The outermost function that the request's code belongs to: a `.then` callback's enclosing function included. */
function scopeFunction(call: Node): FunctionNode | null {
  let fn = enclosingFunction(call);
  while (fn) {
    const p = fn.parent;
    const isCallback = p.type === AST_NODE_TYPES.CallExpression && p.arguments.includes(fn as TSESTree.Expression);
    if (!isCallback) return fn;
    const outer = enclosingFunction(fn);
    if (!outer) return fn;
    fn = outer;
  }
  return null;
}

const RETURN_ALL = new Set(RETURN_ALL_OPTIONS);

/** "Return all is off": a leaf that names the option holds this fact where it is falsy. */
function returnAllLeaf(expr: TSESTree.Expression): Leaf<true> | null {
  const e = unwrap(expr);
  const named = e.type === AST_NODE_TYPES.Identifier ? e.name
    : e.type === AST_NODE_TYPES.MemberExpression ? propertyName(e)
    : e.type === AST_NODE_TYPES.CallExpression && e.arguments[0]?.type === AST_NODE_TYPES.Literal && typeof e.arguments[0].value === 'string' ? e.arguments[0].value
    : null;
  return named !== null && RETURN_ALL.has(named) ? { fact: true, holdsWhen: false } : null;
}

export default createRule<[], MessageIds>({
  name: 'no-single-page-as-whole',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow passing one page of a paginated API off as the whole result',
      recommended: true,
    },
    schema: [],
    messages: {
      singlePage: `\`{{request}}\` gets one page{{of}} ({{size}}), used as the whole. ${ADVICE.followOrReturn}`,
      ignoredSignal: `\`{{request}}\` gets one page{{of}}, used as the whole: its \`{{signal}}\` is never read. Read it, then ${ADVICE.followOrReturn.toLowerCase()}`,
      absenceFromPage: '`{{test}}` searches one page of `{{request}}`; what it misses may be on a later one. Walk every page first.',
      knownPages: '`{{request}}` gets one page of {{api}} ({{size}}), used as the whole. Follow `{{field}}` to the end, or return it.',
      searchPaginateDropsSignal: '`{{request}}` drops each search page\'s `incomplete_results`, so a timed-out search looks whole. Check it per page.',
      returnAllOnce: '`{{request}}` is sent once with `{{option}}` on: the first page comes back as every item. Walk the pages.',
      claimedEnd: '`{{claim}}` tells the caller the list ends here, though `{{request}}` got one page and its continuation was never read. Return that continuation.',
    },
  },
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the RuleCreator of typescript-eslint 8 still takes it here
  defaultOptions: [],
  gate: (_, vocabulary) => gateOf(vocabulary),
  create(context) {
    const vocabulary = vocabularyOf(context);
    const sourceCode = context.sourceCode;
    const scopeOf = (node: Node) => sourceCode.getScope(node);
    const tracker = new ResponseTracker(scopeOf);
    const destructive = destructiveMatcherOf(vocabulary);
    const text = (n: Node) => sourceCode.getText(n);
    const resolve = (id: TSESTree.Identifier) => bindingOf(scopeOf, id);

    /**
     * Is the request made only where the person's "return all" option is off (`if (returnAll) { …walk… } else { …
     * request({ limit }) }`, `returnAll ? walk() : request()`, `if (!returnAll)`)? The option is read as a name
     * (`returnAll`, `options.returnAll`) or asked for by name (`this.getNodeParameter('returnAll', i)`).
     */
    function returnAllOff(call: TSESTree.CallExpression): boolean {
      return guardsOf(call).some((g) => factsOf(scopeOf, g.test, g.branch, returnAllLeaf).length > 0);
    }

    function requestText(call: TSESTree.CallExpression): string {
      return abbreviate(text(call.callee), 36);
    }

    /** Is `node`'s value tested or returned: an `if`/`?:` test, a `!`, `&&`, a return (the caller decides)? */
    function decides(node: Node, depth: number): Node | null {
      let n: Node = node;
      for (let p = n.parent; p; n = p, p = p.parent) {
        switch (p.type) {
          case AST_NODE_TYPES.IfStatement:
          case AST_NODE_TYPES.ConditionalExpression:
          case AST_NODE_TYPES.WhileStatement:
            return p.test === n ? p : null;
          case AST_NODE_TYPES.ReturnStatement:
            return p;
          case AST_NODE_TYPES.ArrowFunctionExpression:
            return p.body === n ? p : null;
          case AST_NODE_TYPES.VariableDeclarator:
          case AST_NODE_TYPES.AssignmentExpression: {
            // stored (`const hit = …`, or `hit = …` into a `let`): decided where a later read is
            const stored = depth > 1 ? null : storedReads(scopeOf, n);
            for (const read of stored?.reads ?? []) {
              if (insideLogCall(read, p) || insideAssertion(read, p)) continue;
              const hit = decides(read, depth + 1);
              if (hit) return hit;
            }
            return null;
          }
          case AST_NODE_TYPES.UnaryExpression:
          case AST_NODE_TYPES.LogicalExpression:
          case AST_NODE_TYPES.BinaryExpression:
          case AST_NODE_TYPES.ChainExpression:
          case AST_NODE_TYPES.TSNonNullExpression:
          case AST_NODE_TYPES.MemberExpression:
          case AST_NODE_TYPES.AwaitExpression:
            continue;
          default:
            return null;
        }
      }
      return null;
    }

    /** Does a decision act destructively? That shape belongs to `no-empty-as-absence`. */
    function actsDestructively(decision: Node): boolean {
      if (decision.type !== AST_NODE_TYPES.IfStatement && decision.type !== AST_NODE_TYPES.ConditionalExpression) return false;
      let found = false;
      for (const branch of [decision.consequent, decision.alternate]) {
        if (!branch) continue;
        walk(branch, (n) => {
          if (found || isFunction(n)) return false;
          if (n.type === AST_NODE_TYPES.CallExpression && destructiveVerb(n, destructive) !== null) found = true;
          return undefined;
        });
      }
      return found;
    }

    /** Membership tests over the page's items that decide something: `page.find(...)`, `!page.some(...)`, `filter(...).length`. */
    function absenceTests(use: ResponseUse): TSESTree.CallExpression[] {
      const tests: TSESTree.CallExpression[] = [];
      for (const holder of use.holders) {
        let n: Node = holder;
        for (;;) {
          const p: Node | undefined = n.parent;
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
          if (!p) break;
          if (p.type === AST_NODE_TYPES.MemberExpression && p.object === n) {
            const name = propertyName(p);
            if (name !== null && MEMBERSHIP.has(name) && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) {
              tests.push(p.parent);
              break;
            }
            if (name !== null && REORDERING.has(name) && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) {
              n = p.parent;
              continue;
            }
            n = p;
            continue;
          }
          if (p.type === AST_NODE_TYPES.SpreadElement && p.parent.type === AST_NODE_TYPES.ArrayExpression && p.parent.elements.length === 1) {
            n = p.parent;
            continue;
          }
          if (p.type === AST_NODE_TYPES.ChainExpression || p.type === AST_NODE_TYPES.TSNonNullExpression) {
            n = p;
            continue;
          }
          break;
        }
      }
      return tests.filter((test) => {
        if (insideLogCall(test, test.parent) || insideAssertion(test, null)) return false;
        const method = propertyName(test.callee as TSESTree.MemberExpression);
        let subject: Node = test;
        if (method === 'filter') {
          const p = test.parent;
          if (p.type === AST_NODE_TYPES.MemberExpression && propertyName(p) === 'length') subject = p;
          else if (p.type !== AST_NODE_TYPES.VariableDeclarator) return false;
        }
        // a find stored into a `let` declared earlier counts where its miss is tested (`if (!hit)`), not where it is handed on
        if (test.parent.type === AST_NODE_TYPES.AssignmentExpression && negatedFind(test) === null) return false;
        const decision = decides(subject, 0);
        return decision !== null && !actsDestructively(decision);
      });
    }

    /**
     * A search loop over the page: `for (const x of page) { if (match) { ...; return; } }` followed by a throw or a
     * "none" return, or a `found = true` flag tested as `!found` after the loop. The miss is what is reported.
     */
    function searchLoopMisses(use: ResponseUse): Node[] {
      const out: Node[] = [];
      for (const holder of use.holders) {
        let n: Node = holder;
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
        while (n.parent?.type === AST_NODE_TYPES.MemberExpression && n.parent.object === n) n = n.parent;
        const loop = n.parent;
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
        if (loop?.type !== AST_NODE_TYPES.ForOfStatement || loop.right !== n) continue;
        const block = loop.parent;
        if (block.type !== AST_NODE_TYPES.BlockStatement) continue;
        let exits = false;
        const flags = new Set<string>();
        walk(loop.body, (m) => {
          if (isFunction(m)) return false;
          if (m.type === AST_NODE_TYPES.ReturnStatement || m.type === AST_NODE_TYPES.BreakStatement) exits = true;
          if (m.type === AST_NODE_TYPES.AssignmentExpression && m.left.type === AST_NODE_TYPES.Identifier && m.right.type === AST_NODE_TYPES.Literal && m.right.value === true) flags.add(m.left.name);
          return undefined;
        });
        const after = block.body.slice(block.body.indexOf(loop) + 1);
        const next = after[0];
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
        if (exits && next?.type === AST_NODE_TYPES.ThrowStatement) out.push(next);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
        else if (exits && next?.type === AST_NODE_TYPES.ReturnStatement && next.argument && (isNullish(next.argument) || isBooleanLiteral(next.argument, false))) out.push(next);
        if (flags.size === 0) continue;
        for (const statement of after) {
          if (statement.type !== AST_NODE_TYPES.IfStatement) continue;
          const t = statement.test;
          if (t.type === AST_NODE_TYPES.UnaryExpression && t.operator === '!' && t.argument.type === AST_NODE_TYPES.Identifier && flags.has(t.argument.name)) out.push(t);
        }
      }
      return out;
    }

    /** `const hit = page.find(…)` (or `hit = …` into a `let`) later tested as `!hit`: the negation is where absence is concluded. */
    function negatedFind(test: TSESTree.CallExpression): Node | null {
      if (!FIND_METHODS.includes(propertyName(test.callee as TSESTree.MemberExpression) ?? '')) return null;
      for (const read of storedReads(scopeOf, test)?.reads ?? []) {
        const p = read.parent;
        if (p.type === AST_NODE_TYPES.UnaryExpression && p.operator === '!' && (p.parent.type === AST_NODE_TYPES.IfStatement || p.parent.type === AST_NODE_TYPES.ConditionalExpression)) return p;
      }
      return null;
    }

    /** Does the operation answer a page that walks on by itself (`getNextPage()`, `iterPages()`)? */
    function answersPager(request: PageRequest): boolean {
      return request.operation?.signals.some((s) => PAGER_METHODS.has(s)) === true;
    }

    /**
     * `const page = await client.files.list(); for await (const f of page)`: an answer that `for await` iterates, of
     * an operation whose pages are pagers ({@link answersPager}), walks every page (Stainless's and Fern's
     * auto-pagination). An array of items iterated with `for await` is still one page.
     */
    function iteratedAsPager(answer: TSESTree.CallExpression): boolean {
      const held = answer.parent.type === AST_NODE_TYPES.AwaitExpression ? answer.parent : null;
      return (storedReads(scopeOf, held ?? answer)?.reads ?? []).some((read) => read.parent.type === AST_NODE_TYPES.ForOfStatement && read.parent.await && read.parent.right === read);
    }

    /**
     * @param answer where the page's value is awaited and used: the request itself, or the call of a helper of this
     *   file that returns the request (`listVersions(fn) { return provider.request('Lambda', …); }`, awaited by its
     *   callers). The report is made there: each caller decides for itself whether one page is enough.
     */
    function check(request: PageRequest, answer: TSESTree.CallExpression = request.call): void {
      const { call } = request;
      const fn = scopeFunction(answer);
      const use = tracker.of(answer, fn);
      if (use === null || !use.used) return;
      if (request.needsItems && !showsItems(request.apis, use.fields)) return;
      // an answer that names its list (`files` of a commit, `Users` beside `Marker`) and is read only for other fields
      // (the commit's `sha`, a combined `state`) is read as a record, not as the list's page
      if (request.operation !== undefined && readsOnlyBeside(request.operation, request.apis, use.fields)) return;
      if (use.rest) return;
      // `return { data, next_page: '' }`: the caller is told the list ends here, and nothing read the response's signal
      const end = claimedEnd(use, fn, vocabulary);
      if (end !== null) {
        const signals = signalNames(request.apis, vocabulary, request.apis.length === 0);
        const containers = signalContainers(request.apis.length > 0 ? request.apis : vocabulary.apis, vocabulary);
        if (isInWalk(answer) || [fn ?? topStatement(answer), ...use.helpers].some((root) => readsAny(root, answer, signals, containers, vocabulary))) return;
        report(context, { node: end, messageId: 'claimedEnd', data: { claim: abbreviate(text(end), 30), request: requestText(answer) } }, [responseKey(answer)]);
        return;
      }
      // one step at a continuation the caller passed in, whose body leaves whole: the next continuation goes with it
      // (unless that "body" is the row's items field, as Stripe's `data` is)
      const payload = use.payloadLeaves;
      if (request.sendsCursor && (use.wholeLeaves || (payload !== null && !request.apis.some((api) => api.items.includes(payload))))) return;
      if (readsTotal(request.apis, use.fields, vocabulary)) return;
      const signals = signalNames(request.apis, vocabulary, request.apis.length === 0);
      const readsItems = [...use.fields].some((f) => !signals.has(f) && vocabulary.roleOf(f) !== 'status' && f !== 'headers');
      // a response returned whole hands its continuation to the caller, unless the function's name tells the caller
      // it is everything (`getAllUsers() { return auth.listUsers(); }`)
      const promisedWhole = use.returnedFrom !== null && promisesWhole(functionName(use.returnedFrom) ?? '');
      if (use.wholeLeaves && !readsItems && !promisedWhole) return;
      // the two walks of the whole function last: most requests leave at what their response's use shows
      if (isInWalk(answer) || (answersPager(request) && iteratedAsPager(answer))) return;
      const containers = signalContainers(request.apis.length > 0 ? request.apis : vocabulary.apis, vocabulary);
      // the function of the request, and those of this file it handed the response to
      if ([fn ?? topStatement(answer), ...use.helpers].some((root) => readsAny(root, answer, signals, containers, vocabulary))) return;
      // "is there any?" and "the first one" are answered by page 1, unless the API (matched, or named by the client the
      // call goes through) documents empty pages before its end
      const emptyPagesBeforeEnd = (api: ApiEntry) => api.emptyPagesBeforeEnd !== undefined;
      if (!request.apis.some(emptyPagesBeforeEnd) && !vocabulary.apis.some((api) => emptyPagesBeforeEnd(api) && namesClient(call, api)) && asksOnlyForAnyOrFirst(use)) return;

      const tests = absenceTests(use);
      // `listProjects({ search: id })` then `.find((p) => p.id === id)`: the server was asked for the very record
      // the lookup tests, so the lookup is an existence check, not a walk through pages
      if (tests.some((test) => narrowedBy(test, call, scopeOf))) return;
      const request_ = requestText(answer);
      for (const test of tests) {
        const callee = test.callee as TSESTree.MemberExpression;
        const miss = negatedFind(test);
        const node = miss ?? callee.property;
        report(context, { node, messageId: 'absenceFromPage', data: { test: abbreviate(text(miss ?? test), 30), request: request_ } });
      }
      for (const fallThrough of searchLoopMisses(use)) {
        report(context, { node: fallThrough, messageId: 'absenceFromPage', data: { test: abbreviate(text(fallThrough), 30), request: request_ } });
      }
      // a window the code chose (`{ limit: 5 }`), or the limit a person chose where "return all" is off: its list is
      // what was asked for; only decisions taken from it count
      if (request.window || returnAllOff(call)) return;
      if (request.operation) {
        const op = request.operation;
        report(context, { node: answer, messageId: 'knownPages', data: { request: request_, api: operationLabel(op), size: pageSizeText(op, request.pageSize), field: fieldToFollow(op) } }, [responseKey(answer)]);
        return;
      }
      // a loose shape names its API only when that API's own items field showed (`hits` of a `search`)
      const shown = request.loose ? request.apis.filter((api) => api.items.some((i) => !i.startsWith('*') && use.fields.has(i.split('.')[0] as string))) : request.apis;
      // the row the callee names (`stripe.coupons.list`) first
      const named = [...shown].sort((a, b) => Number(namesClient(call, b)) - Number(namesClient(call, a)));
      const signal = request.loose && !request.needsItems ? null : documentedSignal(named);
      // the API is named where a row's own shape (not a loose one) matched, and one row, or the one its client names
      const row = named[0];
      const known = !request.loose && row !== undefined && (named.length === 1 || namesClient(call, row)) ? row : null;
      const of = known === null ? '' : ` of ${known.name}`;
      // The same response may be reported by the typed no-ignored-completeness-signal at its items: one finding.
      if (signal !== null) report(context, { node: answer, messageId: 'ignoredSignal', data: { request: request_, of, signal } }, [responseKey(answer)]);
      else report(context, { node: answer, messageId: 'singlePage', data: { request: request_, of, size: pageSizeOf(request.pageSize, known) } }, [responseKey(answer)]);
    }

    const ctx = { vocabulary, text, resolve };
    /**
     * The cheap filter: a member call or a call with arguments (a bare call of no arguments is a page only by an entry
     * of the user's: the built-in SDK operations are all methods).
     */
    function mayBeCandidate(call: TSESTree.CallExpression): boolean {
      return call.callee.type === AST_NODE_TYPES.MemberExpression || call.arguments.length > 0 || vocabulary.ownOperations;
    }
    function candidate(call: TSESTree.CallExpression): void {
      if (!mayBeCandidate(call)) return;
      const search = paginatedSearch(call, vocabulary);
      if (search) {
        const fn = scopeFunction(call);
        const names = namesIn(fn ?? topStatement(call)).props;
        if (!names.has('incomplete_results') && !names.has('incompleteResults')) {
          report(context, { node: call, messageId: 'searchPaginateDropsSignal', data: { request: requestText(call) } });
        }
        return;
      }
      const request = pageRequestOf(call, ctx);
      if (request) check(request);
      else {
        // `await this.listVersions(fn)`, a helper here whose one answer is the request it returns un-awaited
        const returned = returnedRequest(call);
        if (returned === null) return;
        let inner = returnedPages.get(returned);
        if (inner === undefined) returnedPages.set(returned, (inner = pageRequestOf(returned, ctx, true)));
        if (inner) check(inner, call);
      }
    }

    /**
     * The request a helper of this file returns as its only answer, un-awaited (`return provider.request(…)`,
     * `return iam.listUsers(p).promise()`), for an awaited call of that helper; null for anything else.
     */
    function returnedRequest(call: TSESTree.CallExpression): TSESTree.CallExpression | null {
      if (!isAwaited(call)) return null;
      const helper = calledFunction(scopeOf, call);
      if (helper === null) return null;
      let returned = helperRequests.get(helper);
      if (returned === undefined) helperRequests.set(helper, (returned = onlyReturnedCall(helper)));
      return returned !== call ? returned : null;
    }

    /** What each helper's returned request is, asked once however many callers await the helper. */
    const returnedPages = new WeakMap<TSESTree.CallExpression, PageRequest | null>();

    /** A helper's one answer when it is a call (a v2 request's `.promise()` stands for the request), else null. */
    const helperRequests = new WeakMap<FunctionNode, TSESTree.CallExpression | null>();
    function onlyReturnedCall(helper: FunctionNode): TSESTree.CallExpression | null {
      // most helpers end otherwise: only one that ends by returning a call has its body walked
      if (helper.body.type === AST_NODE_TYPES.BlockStatement && !endsByReturningCall(helper.body.body.at(-1))) return null;
      const answers = returnedValues(helper);
      if (answers.length !== 1) return null;
      let answer = unwrap(answers[0] as Node);
      // the AWS SDK v2's request is sent by `.promise()`
      if (answer.type === AST_NODE_TYPES.CallExpression && answer.arguments.length === 0) {
        const m = methodCall(answer);
        if (m?.method === 'promise') answer = unwrap(m.receiver);
      }
      return answer.type === AST_NODE_TYPES.CallExpression ? answer : null;
    }

    /** `return api.list(…)` as the last statement, or as the last of a `try` block that is (`catch` then rethrows). */
    function endsByReturningCall(last: TSESTree.Statement | undefined): boolean {
      if (last?.type === AST_NODE_TYPES.TryStatement) return endsByReturningCall(last.block.body.at(-1));
      return last?.type === AST_NODE_TYPES.ReturnStatement && last.argument !== null && unwrap(last.argument).type === AST_NODE_TYPES.CallExpression;
    }

    /** `const query = client.projects(…); … await query`: the request, awaited once through its const. */
    function deferredCandidate(node: TSESTree.AwaitExpression): void {
      const call = deferredRequestAt(node, scopeOf);
      if (call === null || call.callee.type !== AST_NODE_TYPES.MemberExpression) return;
      const request = pageRequestOf(call, ctx, true);
      if (request) check(request);
    }
    const awaitsName = (node: TSESTree.AwaitExpression) => node.argument.type === AST_NODE_TYPES.Identifier;

    /**
     * `getAllUsers() { return auth.listUsers(); }`: a function whose name promises everything hands on one page
     * un-awaited. Checked where no call of it in this file awaits it (there each caller is checked, through
     * `returnedRequest`): its callers elsewhere read the page as all.
     */
    function promisedWholeReturn(fn: FunctionNode): void {
      const name = functionName(fn);
      // the regular expression first: most names leave there, before their words are split
      if (name === null || !WHOLE_PROMISE_TEXT.test(name) || !promisesWhole(name)) return;
      const call = onlyReturnedCall(fn);
      if (call === null || isAwaited(call) || calledHere(fn, name)) return;
      const request = pageRequestOf(call, ctx, true);
      if (request) check(request);
    }

    /**
     * Is `fn` (named `name`) called in this file where `candidate` looks: through its binding, or as a method
     * (`this.name(…)`, `api.name(…)`)?
     */
    function calledHere(fn: FunctionNode, name: string): boolean {
      const declared = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent.type === AST_NODE_TYPES.VariableDeclarator ? fn.parent : null;
      if (declared === null) return new RegExp(`\\.${escapeRegExp(name)}\\s*\\(`).test(sourceCode.text);
      return sourceCode.getDeclaredVariables(declared).some((v) => v.references.some((r) => {
        const p = r.identifier.parent;
        return p.type === AST_NODE_TYPES.CallExpression && p.callee === r.identifier && mayBeCandidate(p);
      }));
    }
    // only a file that names something "all" or "every" can declare a function so named
    const wholeReturns = WHOLE_PROMISE_TEXT.test(sourceCode.text)
      ? [when([AST_NODE_TYPES.FunctionDeclaration, AST_NODE_TYPES.FunctionExpression, AST_NODE_TYPES.ArrowFunctionExpression], always, promisedWholeReturn)]
      : [];

    /** Does a test read the "return all" option, on either branch? */
    const testsReturnAll = (test: TSESTree.Expression): boolean =>
      factsOf(scopeOf, test, true, returnAllLeaf).length > 0 || factsOf(scopeOf, test, false, returnAllLeaf).length > 0;

    /**
     * `if (!returnAll) qs.limit = limit; … return await api.request('GET', url, qs)`: the person's "return all" only
     * leaves the limit out, and the one request's answer, the API's first page, goes back as every item. The branches
     * must only set what is sent; a function that walks (a loop that awaits, recursion, a call of a walker named for
     * all items or pages: `apiRequestAllItems`, `paginate`) or hands the option to a call leaves it to that walk. With
     * one read request after the test, not made only where the option is off, that request is reported (or the test,
     * where the request is shared by other branches); with several, nothing is.
     */
    function returnAllOnce(branch: TSESTree.IfStatement | TSESTree.ConditionalExpression): void {
      if (!testsReturnAll(branch.test) || awaitsOwn(branch.consequent) || (branch.alternate !== null && awaitsOwn(branch.alternate))) return;
      const fn = enclosingFunction(branch);
      if (fn === null || walksOrHandsOnOption(fn)) return;
      const requests: TSESTree.CallExpression[] = [];
      walkOwn(fn.body, (n) => {
        if (n.type !== AST_NODE_TYPES.AwaitExpression || n.range[0] < branch.range[1]) return;
        const call = awaitedCall(n);
        if (call !== null && !isLogCall(call) && isFetchCall(call, true, vocabulary) && !isWriteRequest(call, ctx) && !returnAllOff(call)) requests.push(call);
      });
      const [request] = requests;
      if (request === undefined || requests.length > 1 || requestsWhole(request, ctx)) return;
      const option = RETURN_ALL_OPTIONS.find((o) => text(branch.test).includes(o)) ?? RETURN_ALL_OPTIONS[0] ?? '';
      // at the request where it follows the test in one block; at the test where the request is shared by other
      // branches (a node's operations): there "all" was taken for "no limit"
      const node = blockOf(request) === blockOf(branch) ? request : branch.test;
      report(context, { node, messageId: 'returnAllOnce', data: { request: requestText(request), option } });
    }

    /** The block or program whose statements hold `node`'s statement. */
    function blockOf(node: Node): Node | undefined {
      let n: Node | undefined = node.parent;
      while (n && n.type !== AST_NODE_TYPES.BlockStatement && n.type !== AST_NODE_TYPES.Program) n = n.parent;
      return n;
    }

    /** Does `fn` walk pages itself, or hand the "return all" option to a call that may? */
    function walksOrHandsOnOption(fn: FunctionNode): boolean {
      const own = functionName(fn);
      let found = false;
      walkOwn(fn.body, (n) => {
        if (found) return;
        if (isLoop(n) && awaitsOwn(n)) found = true;
        else if (n.type === AST_NODE_TYPES.CallExpression) {
          const name = invokedName(n) ?? '';
          if (name === own || promisesWhole(name) || namesEveryPageWalk(name)) found = true;
          else if (n.arguments.some((a) => returnAllLeaf(a as TSESTree.Expression) !== null && !isOptionRead(n))) found = true;
        }
      });
      return found;
    }

    /** `this.getNodeParameter('returnAll', i)`: the call that reads the option is no call it is handed to. */
    const isOptionRead = (call: TSESTree.CallExpression): boolean => call.arguments[0]?.type === AST_NODE_TYPES.Literal;

    const returnAllChecks = mayReport(context, RETURN_ALL_GATE) ? [when([AST_NODE_TYPES.IfStatement, AST_NODE_TYPES.ConditionalExpression], always, returnAllOnce)] : [];

    // A file with no pager, body chain or `Promise.all` has only awaited candidates: its `await`s, far fewer than its calls.
    if (!mayReport(context, UNAWAITED_CANDIDATE_GATE)) {
      return listen(
        {},
        when(AST_NODE_TYPES.AwaitExpression, always, (node) => {
          const call = awaitedCall(node);
          if (call) candidate(call);
          else if (awaitsName(node)) deferredCandidate(node);
        }),
        wholeReturns,
        returnAllChecks,
      );
    }
    return listen(
      {},
      when(AST_NODE_TYPES.CallExpression, mayReport(context, PAGER_CALL_GATE) ? isRequestCandidate : isAwaited, candidate),
      when(AST_NODE_TYPES.AwaitExpression, awaitsName, deferredCandidate),
      wholeReturns,
      returnAllChecks,
    );
  },
});

