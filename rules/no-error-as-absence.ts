import { AST_NODE_TYPES, ASTUtils, TSESLint, type TSESTree } from './utils/typed/ts-eslint.js';
import {
  abbreviate, calleeName, chainStart, contains, enclosingFunction, returnedValues, functionName, isBooleanLiteral, isFunction, isLoop, isNullish, keyName, lastName, methodCall, numberValue, propertyName, some, someOwn, statementsOf,
  unwrap, walk, walkOwn, words, type FunctionNode, type Node,
} from './utils/syntax/ast.js';
import { factsOf, guardsOf, type Leaf, type LeafMatcher } from './utils/syntax/conditions.js';
import { absenceLeaf } from './utils/flow/absence-check.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { always, listen, when } from './utils/syntax/selectors.js';
import { carries } from './utils/flow/pagination-loop.js';
import { namesAChange } from './utils/api/page-request.js';
import { destructiveMatcherOf, destructiveVerb } from './utils/flow/destructive.js';
import { defaultVocabulary, vocabularyOf } from './utils/api/vocabulary.js';
import { WALK_TEXT, walkListeners, type Walk } from './utils/flow/walks/index.js';
import { BEST_EFFORT_NAMES, CACHE_CLASS_WORDS, ERROR_RESULT_CLIENTS, KEYED_READ_METHODS, MEMBERSHIP_METHODS, RESPONDER_METHODS, RESPONSE_WORDS, UNIVERSAL_METHODS } from '../src/vocabulary/index.js';
import { API_ORIGIN_TEXT, OriginTracker } from './utils/flow/origin.js';
import { fetchesOwn, isFetchCall, readsLocalState } from './utils/api/fetch.js';
import { httpSuccessLeaf, httpSuccessNames } from './utils/flow/signals.js';
import { camelWords, gated, names, type Gate } from './utils/gate/text-gate.js';
import { isListingName } from './utils/gate/wrapper-names.js';
import { calledFunction } from './utils/syntax/scope.js';
import { errorResultClient } from './utils/api/error-results.js';

export type MessageIds = 'errorAsAbsence' | 'partialAsWhole' | 'deletesInFinally' | 'errorUnread';

const RESPONSE = new Set(RESPONSE_WORDS);
const CACHE_WORDS = new Set(CACHE_CLASS_WORDS);
const KEYED_READS = new Set(KEYED_READ_METHODS);
const BEST_EFFORT: readonly (readonly string[])[] = BEST_EFFORT_NAMES.map((n) => words(n));
const RESPONDERS = new Set(RESPONDER_METHODS);
const GATHERING_METHODS: ReadonlySet<string> = new Set(['push', 'unshift', 'add', 'set', 'concat']);
/** How a try block collects fetched items into a list or set that outlives it: `all.push(…)`, `seen.add(…)`. */
const COLLECTING_METHODS: ReadonlySet<string> = new Set(['push', 'add']);

function isEmptyString(node: Node): boolean {
  const n = unwrap(node);
  return (n.type === AST_NODE_TYPES.Literal && n.value === '') || (n.type === AST_NODE_TYPES.TemplateLiteral && n.expressions.length === 0 && n.quasis.every((q) => q.value.cooked === ''));
}

/** The variable a pattern's property binds (`data: rows`, `error = null`), or null for a nested pattern. */
function boundIdentifier(prop: TSESTree.Property): TSESTree.Identifier | null {
  const bound = unwrap(prop.value.type === AST_NODE_TYPES.AssignmentPattern ? prop.value.left : prop.value);
  return bound.type === AST_NODE_TYPES.Identifier ? bound : null;
}

function paramNames(fn: FunctionNode): string[] {
  return fn.params.flatMap((p) => (p.type === AST_NODE_TYPES.Identifier ? [p.name] : p.type === AST_NODE_TYPES.AssignmentPattern && p.left.type === AST_NODE_TYPES.Identifier ? [p.left.name] : []));
}

const { DefinitionType } = TSESLint.Scope;


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

/** `Promise.allSettled`, whose outcomes say `fulfilled` or `rejected` (with a `reason`). */
const ALL_SETTLED = 'allSettled';
const FULFILLED = 'fulfilled';
const REJECTED = 'rejected';
const REASON = 'reason';

/** Names that hold a failure: `if (err)`, `if (res.error)`. */
const FAILURE_NAMES: ReadonlySet<string> = new Set(['error', 'err', 'errors', 'errorMessage', 'error_message', 'failed', 'failure']);

/**
 * What each way of reporting needs in the text. A catch that swallows a fetch: `catch`, a fetched value. An empty
 * return on a failure path of a function that returns fetched data: a fetched value, and a `catch` or a failure
 * test (`!res.ok`, `if (err)`). A walk that stops on a failure: the failure test, a `catch`, or a response (`if (!response)`)
 * read from an `await`. A `.catch(() => [])` or `.then(ok, () => [])` handler: its method.
 */
const CATCH = names(['catch']);
const FAILURE = names([...FAILURE_NAMES, ...httpSuccessNames(defaultVocabulary)]);
const CATCH_BLOCK_GATE: Gate = [[API_ORIGIN_TEXT, CATCH]];
const FINALLY_GATE: Gate = [[API_ORIGIN_TEXT, names(['finally'])]];
const ERROR_RESULT_GATE: Gate = [[names(['data']), names([...new Set(ERROR_RESULT_CLIENTS.flatMap((c) => [...c.requests, ...(c.settles === undefined ? [] : [c.settles])]))])]];
const RETURN_GATE: Gate = [[API_ORIGIN_TEXT, [CATCH, FAILURE]]];
const WALK_GATE: Gate = [[WALK_TEXT, FAILURE], [WALK_TEXT, CATCH], [names(['await']), camelWords(RESPONSE_WORDS)]];
const HANDLER_GATE: Gate = [[names(['catch', 'then'])]];
const SETTLED_GATE: Gate = [[names([ALL_SETTLED]), names([FULFILLED])]];
const GATE: Gate = [...CATCH_BLOCK_GATE, ...FINALLY_GATE, ...ERROR_RESULT_GATE, ...RETURN_GATE, ...WALK_GATE, ...HANDLER_GATE, ...SETTLED_GATE];

/**
 * Leaf matcher for "the request failed": `!res.ok`, `status !== 200`, `status >= 400`, `res.error`, `err`, and one
 * failure status named (`status === 429`, `statusCode === 503`), which holds only on a failure: its other side says
 * nothing.
 */
function failureLeaf(expr: TSESTree.Expression): Leaf<true> | null {
  const success = httpSuccessLeaf(expr);
  if (success) return { fact: true, holdsWhen: !success.holdsWhen };
  const e = unwrap(expr);
  if (namesFailureStatus(e)) return { fact: true, holdsWhen: true };
  const name = e.type === AST_NODE_TYPES.MemberExpression ? propertyName(e) : e.type === AST_NODE_TYPES.Identifier ? e.name : null;
  if (name !== null && FAILURE_NAMES.has(name)) return { fact: true, holdsWhen: true };
  return null;
}

/** HTTP 429 Too Many Requests (RFC 6585): refused for its rate, not answered. */
const TOO_MANY_REQUESTS = 429;
const STATUS_NAMES: ReadonlySet<string> = new Set(defaultVocabulary.namesOf(['status']));

/** `res.status === 429`, `err.statusCode == 503`: a status field compared equal to a rate limit or a server error. */
function namesFailureStatus(e: Node): boolean {
  if (e.type !== AST_NODE_TYPES.BinaryExpression || (e.operator !== '===' && e.operator !== '==')) return false;
  return [[e.left, e.right], [e.right, e.left]].some(([side, other]) => {
    const k = numberValue(other as Node);
    return k !== null && (k === TOO_MANY_REQUESTS || (k >= 500 && k < 600)) && STATUS_NAMES.has(lastName(side as Node) ?? '');
  });
}

/** Fetched data, or (`records`) a record built from it (`return { id: match.id, done: match.checked }`). */
function isFetchedAnswer(node: Node, origins: OriginTracker, records: boolean): boolean {
  const n = unwrap(node);
  if (!records || n.type !== AST_NODE_TYPES.ObjectExpression) return origins.of(n) === 'api';
  return n.properties.some((p) => p.type === AST_NODE_TYPES.Property && origins.of(p.value) === 'api');
}

/**
 * Does the function's normal path return fetched data? A lookup (`records`) counts a record built from what it found
 * too: its answer is that record or "not found".
 */
function returnsFetchedData(fn: FunctionNode, origins: OriginTracker, except: Node, records = false): boolean {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return isFetchedAnswer(fn.body, origins, records);
  let found = false;
  walkOwn(fn.body, (n) => {
    if (!found && n.type === AST_NODE_TYPES.ReturnStatement && n !== except && n.argument && !isEmptyValue(n.argument) && isFetchedAnswer(n.argument, origins, records)) found = true;
  });
  return found;
}


/**
 * A catch that looks at the error (`if (e.status === 404) return null; throw e;`) sorts "not found" from the rest, and
 * so does one that hands the error to a function of this file that may throw it (`handleProtectionError(err)`).
 */
function sortsErrors(node: Node, scopeOf: (n: Node) => TSESLint.Scope.Scope): boolean {
  let child: Node = node;
  for (let p: Node | undefined = node.parent; p && !isFunction(child); child = p, p = p.parent) {
    if (p.type !== AST_NODE_TYPES.CatchClause) continue;
    const param = p.param;
    if (param?.type !== AST_NODE_TYPES.Identifier) return false;
    if (guardsOf(node).some((g) => readsName(g.test, param.name))) return true;
    return p.body.body.some((st) => {
      if (st.type !== AST_NODE_TYPES.ExpressionStatement || st.expression.type !== AST_NODE_TYPES.CallExpression) return false;
      const call = st.expression;
      if (!call.arguments.some((a) => a.type === AST_NODE_TYPES.Identifier && a.name === param.name)) return false;
      const handler = calledFunction(scopeOf, call);
      return handler !== null && someOwn(handler.body, (n) => n.type === AST_NODE_TYPES.ThrowStatement);
    });
  }
  return false;
}

function readsName(root: Node, name: string): boolean {
  let found = false;
  walkOwn(root, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier && n.name === name) found = true;
  });
  return found;
}

/**
 * Is `a` the same empty value as `b`: both nullish, or the same literal (`false`, `''`, `0`), or both `{}` or `[]`?
 */
function sameEmptyValue(a: Node, b: Node | null | undefined): boolean {
  const x = unwrap(a);
  const y = b ? unwrap(b) : null;
  if (y === null || isNullish(y)) return isNullish(x);
  if (x.type === AST_NODE_TYPES.Literal && y.type === AST_NODE_TYPES.Literal) return x.value === y.value;
  if (x.type === AST_NODE_TYPES.ObjectExpression && y.type === AST_NODE_TYPES.ObjectExpression) return x.properties.length === 0 && y.properties.length === 0;
  if (x.type === AST_NODE_TYPES.ArrayExpression && y.type === AST_NODE_TYPES.ArrayExpression) return x.elements.length === 0 && y.elements.length === 0;
  return isEmptyString(x) && isEmptyString(y);
}

/**
 * Does the try block around `ret` also return the catch's value (`value`: a nullish "not found" by default) on its
 * success path (`if (res.status === 404) return ''`, `if (!body.labels) return {}`; not on a failure branch such as
 * `if (!res.ok) return false`, which `onFailurePath` tells)? Then a failure reads as that answer. Only a value
 * returned after the try has awaited something counts: one returned before (`if (!url) return null`) says "nothing
 * to look up".
 */
function answersNotFoundWith(fn: FunctionNode, ret: Node, value: Node | null = null, onFailurePath: (n: Node) => boolean = () => false): boolean {
  let found = false;
  walkOwn(fn.body, (n) => {
    if (found || n === ret || n.type !== AST_NODE_TYPES.ReturnStatement || !n.argument || !sameEmptyValue(n.argument, value) || onFailurePath(n)) return;
    for (let p: Node | undefined = n.parent; p && p !== fn; p = p.parent) {
      if (p.type === AST_NODE_TYPES.CatchClause) return;
      if (p.type === AST_NODE_TYPES.TryStatement && contains(p.block, n) && p.handler && contains(p.handler, ret)) {
        found = awaitsBefore(p.block, n);
        return;
      }
    }
  });
  return found;
}

/** Does `block`'s own code await something that ends before `node` starts? */
function awaitsBefore(block: Node, node: Node): boolean {
  let found = false;
  walkOwn(block, (n) => {
    if (n.type === AST_NODE_TYPES.AwaitExpression && n.range[1] <= node.range[0]) found = true;
  });
  return found;
}

/** A method of a cache class (`class PackageCache { async get(key) {…} }`): its null or undefined answer is a miss. */
function inCacheClass(fn: FunctionNode): boolean {
  for (let p: Node | undefined = fn.parent; p; p = p.parent) {
    if (p.type === AST_NODE_TYPES.ClassDeclaration || p.type === AST_NODE_TYPES.ClassExpression) return p.id !== null && words(p.id.name).some((w) => CACHE_WORDS.has(w));
    if (isFunction(p)) return false;
  }
  return false;
}

/** A function named best-effort (`enrichBestEffort`): its name tells callers a failure adds nothing. */
function namedBestEffort(fn: FunctionNode): boolean {
  const w = words(functionName(fn) ?? '');
  return BEST_EFFORT.some((phrase) => w.some((_, i) => phrase.every((p, j) => w[i + j] === p)));
}

/** Where a statement moves a value: `const t = f`, `t = f`, `for (const t of f)`, `t.push(f)` → [t, f]. */
function flowOf(n: Node): [Node | null, Node | null] {
  if (n.type === AST_NODE_TYPES.VariableDeclarator) return [n.id, n.init];
  if (n.type === AST_NODE_TYPES.AssignmentExpression) return [n.left, n.right];
  if (n.type === AST_NODE_TYPES.ForOfStatement) return [n.left, n.right];
  const m = methodCall(n);
  return m && GATHERING_METHODS.has(m.method) ? [m.receiver, m.call] : [null, null];
}

/** Calls that only log or report: they do not hand the failure to the caller. */
function isLogCall(node: Node): boolean {
  if (node.type !== AST_NODE_TYPES.ExpressionStatement) return false;
  let e = unwrap(node.expression);
  if (e.type === AST_NODE_TYPES.AwaitExpression) e = unwrap(e.argument);
  return e.type === AST_NODE_TYPES.CallExpression;
}

/** `swallows(handler, ANY_TARGET)`: whatever variable the try fills, may the catch swallow its failure? */
const ANY_TARGET = Symbol('any variable');

/**
 * A catch that gives the caller nothing to go on: no throw, no return, no write except an empty value
 * into `target` (any variable: `ANY_TARGET`) — only logging, `continue` or nothing.
 */
function swallows(handler: TSESTree.CatchClause, target: string | typeof ANY_TARGET): { reset: TSESTree.AssignmentExpression | null } | null {
  let reset: TSESTree.AssignmentExpression | null = null;
  for (const stmt of handler.body.body) {
    if (stmt.type === AST_NODE_TYPES.ContinueStatement || stmt.type === AST_NODE_TYPES.EmptyStatement) continue;
    if (stmt.type === AST_NODE_TYPES.ExpressionStatement && stmt.expression.type === AST_NODE_TYPES.AssignmentExpression) {
      const a = stmt.expression;
      if (a.operator === '=' && a.left.type === AST_NODE_TYPES.Identifier && (target === ANY_TARGET || a.left.name === target) && isEmptyValue(a.right) && !isBooleanLiteral(a.right)) {
        reset = a;
        continue;
      }
      return null;
    }
    if (onlyLogs(stmt)) continue;
    if (stmt.type === AST_NODE_TYPES.IfStatement && statementsOf(stmt.consequent).every(onlyLogs) && (!stmt.alternate || statementsOf(stmt.alternate).every(onlyLogs))) continue;
    return null;
  }
  return { reset };
}

/** A statement that only logs: it does not record the failure anywhere (`errors.push(e)`). */
function onlyLogs(stmt: Node): boolean {
  return isLogCall(stmt) && !writesAnything(stmt);
}

/** Does a logging statement also record the failure somewhere (`errors.push(e)`, `failed.add(x)`)? */
function writesAnything(stmt: Node): boolean {
  const m = methodCall((stmt as TSESTree.ExpressionStatement).expression);
  return m !== null && ['push', 'add', 'set', 'unshift', 'emit', 'reject', 'resolve'].includes(m.method);
}

/**
 * `p.catch(() => …)`, `p.then(ok, () => …)`, `p['catch'](…)`: a function handed a failure by the call it is an argument
 * of. Tested at the function, which is far rarer than a call.
 */
function isFailureHandler(fn: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression): boolean {
  const call = fn.parent;
  if (call.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const name = propertyName(call.callee);
  return (name === 'catch' && call.arguments[0] === fn) || (name === 'then' && call.arguments[1] === fn);
}

/** A "no" or "none" a function gives explicitly: `return false`, `return null`, `return []` (`return;` and `undefined` only skip). */
function isEmptyAnswer(ret: TSESTree.ReturnStatement): boolean {
  const v = ret.argument;
  return v !== null && (isBooleanLiteral(v, false) || (unwrap(v).type === AST_NODE_TYPES.Literal && isNullish(v)) || isEmptyCollection(v));
}

const TEST_METHODS: ReadonlySet<string> = new Set([...MEMBERSHIP_METHODS, ...UNIVERSAL_METHODS]);

/** A boolean-valued test (`!x`, `x != null`, `n > 0`, `Boolean(x)`, `xs.some(…)`), not a value handed on (`x`, `x && x.id`). */
function isBooleanTest(node: Node): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.UnaryExpression) return n.operator === '!';
  if (n.type === AST_NODE_TYPES.BinaryExpression) return ['==', '===', '!=', '!==', '<', '<=', '>', '>='].includes(n.operator);
  if (n.type === AST_NODE_TYPES.LogicalExpression) return n.operator !== '??' && isBooleanTest(n.left) && isBooleanTest(n.right);
  if (n.type !== AST_NODE_TYPES.CallExpression) return false;
  return calleeName(n) === 'Boolean' || TEST_METHODS.has(methodCall(n)?.method ?? '');
}

/**
 * `x` (an identifier) or `x == null` / `x !== undefined` over a subject: "missing" is the side where it is falsy or
 * nullish.
 */
function presenceLeaf(isSubject: (node: Node) => boolean): LeafMatcher<true> {
  return (expr) => {
    const e = unwrap(expr);
    if (e.type === AST_NODE_TYPES.Identifier) return isSubject(e) ? { fact: true, holdsWhen: false } : null;
    if (e.type !== AST_NODE_TYPES.BinaryExpression || !['==', '===', '!=', '!=='].includes(e.operator)) return null;
    for (const [side, other] of [[e.left, e.right], [e.right, e.left]] as const) {
      if (isNullish(other) && isSubject(unwrap(side))) return { fact: true, holdsWhen: e.operator === '==' || e.operator === '===' };
    }
    return null;
  };
}

/** {@link presenceLeaf} over one of `names`. */
function missingLeaf(names: ReadonlySet<string>): LeafMatcher<true> {
  return presenceLeaf((n) => n.type === AST_NODE_TYPES.Identifier && names.has(n.name));
}

/**
 * The variable a failure handler's value lands in: `const m = await x.fetch(id).catch(() => null)`, or one of the
 * racers of `await Promise.race([x.fetch(id).catch(() => null), sleep(ms)])`.
 */
function landsIn(call: TSESTree.CallExpression): TSESTree.Identifier | null {
  let n: Node = call;
  while (n.parent.type === AST_NODE_TYPES.TSAsExpression || n.parent.type === AST_NODE_TYPES.TSNonNullExpression || n.parent.type === AST_NODE_TYPES.ChainExpression) n = n.parent;
  if (n.parent.type === AST_NODE_TYPES.ArrayExpression) {
    const race = n.parent.parent;
    if (race.type !== AST_NODE_TYPES.CallExpression || !['race', 'any'].includes(lastName(race.callee) ?? '')) return null;
    n = race;
  }
  if (n.parent.type !== AST_NODE_TYPES.AwaitExpression) return null;
  const decl = n.parent.parent;
  return decl.type === AST_NODE_TYPES.VariableDeclarator && decl.init === n.parent && decl.id.type === AST_NODE_TYPES.Identifier ? decl.id : null;
}

/**
 * A failure handler's whole answer, or undefined when it does more than log and answer (it sorts errors, rethrows,
 * records): `() => null` gives `null`, `() => {}` and `(e) => { log(e); }` give no value (null here).
 */
function handlerAnswer(handler: TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression): { value: Node | null } | undefined {
  if (handler.body.type !== AST_NODE_TYPES.BlockStatement) return { value: handler.body };
  const body = handler.body.body;
  const last = body.at(-1);
  const ret = last?.type === AST_NODE_TYPES.ReturnStatement ? last : null;
  const logs = ret ? body.slice(0, -1) : body;
  if (!logs.every(onlyLogs)) return undefined;
  return { value: ret ? ret.argument : null };
}

const EMPTY_CANDIDATE = /^(Literal|Identifier|ArrayExpression|ObjectExpression|TemplateLiteral|NewExpression|UnaryExpression|TS|Chain)/;

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
      errorAsAbsence: 'This {{path}} turns a failed fetch into `{{value}}`, which reads as "none". Rethrow, or return `partial(…)`.',
      partialAsWhole: 'This walk stops at a failed page and answers `{{value}}` as if it were all. Rethrow, or return `partial(…)`.',
      errorUnread: '{{client}} answers a failure in `error`, never read here, so `{{value}}` turns it into "none". Check `error` before the data.',
      deletesInFinally: '`{{call}}` runs in `finally`, after a failed walk too, and deletes what `{{name}}` missed. Walk every page first, then delete after the try.',
    },
  },
  gate: () => GATE,
  create(context) {
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const vocabulary = vocabularyOf(context);
    // a complete source fails like any request: `octokit.paginate` that throws leaves the list as empty as a page would
    const origins = new OriginTracker(scopeOf, vocabulary, undefined, undefined, 'failing');
    const destructive = destructiveMatcherOf(vocabulary);

    /** The failure path `node` is on, if any: a catch block or a branch taken on failure. */
    function failurePath(node: Node): 'catch block' | 'failure branch' | null {
      let child: Node = node;
      for (let p: Node | undefined = node.parent; p && !isFunction(child); child = p, p = p.parent) {
        if (p.type === AST_NODE_TYPES.CatchClause) return 'catch block';
        if (p.type === AST_NODE_TYPES.IfStatement && (child === p.consequent || child === p.alternate)) {
          if (factsOf(scopeOf, p.test, child === p.consequent, failureLeaf).length > 0) return 'failure branch';
        }
      }
      return null;
    }

    /**
     * Does a caller in this file take the function's answer for "not there": `const user = await lookup(id)`, then
     * `return user === null`, `if (!user) return false` or `if (!user) await api.create(…)`? A failure the function
     * answers with the same null is then read as the record's absence.
     */
    const callerVerdicts = new WeakMap<FunctionNode, boolean>();
    function callerAnswersAbsence(fn: FunctionNode): boolean {
      let verdict = callerVerdicts.get(fn);
      if (verdict === undefined) {
        verdict = callsOf(fn).some((call) => {
          const held = call.parent.type === AST_NODE_TYPES.AwaitExpression ? call.parent.parent : call.parent;
          return held.type === AST_NODE_TYPES.VariableDeclarator && held.id.type === AST_NODE_TYPES.Identifier && enclosingFunction(held) !== fn && answersAbsenceFrom(held.id);
        });
        callerVerdicts.set(fn, verdict);
      }
      return verdict;
    }

    /** The calls of `fn` in its file: by its name (a declaration or a `const`), or as `this.name(…)` in its class. */
    function callsOf(fn: FunctionNode): TSESTree.CallExpression[] {
      const p = fn.parent;
      if (p.type === AST_NODE_TYPES.MethodDefinition || p.type === AST_NODE_TYPES.PropertyDefinition) {
        const name = keyName(p);
        const calls: TSESTree.CallExpression[] = [];
        if (name === null) return calls;
        walk(p.parent, (n) => {
          const callee = n.type === AST_NODE_TYPES.CallExpression ? n.callee : null;
          if (callee?.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression && propertyName(callee) === name) calls.push(n as TSESTree.CallExpression);
          return undefined;
        });
        return calls;
      }
      const declared = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : p.type === AST_NODE_TYPES.VariableDeclarator && p.init === fn ? p : null;
      if (declared === null) return [];
      return context.sourceCode.getDeclaredVariables(declared).flatMap((v) =>
        v.references.map((r) => r.identifier.parent).filter((c): c is TSESTree.CallExpression => c.type === AST_NODE_TYPES.CallExpression && c.callee.type === AST_NODE_TYPES.Identifier && c.callee.name === v.name),
      );
    }

    /**
     * A function of this file only (neither exported nor handed on), each of whose calls stores its answer in a
     * variable that then reaches no answer of its own (`const sponsors = await fetchSponsors();` only logged): its
     * "none" on failure reaches no decision, no caller and no write ({@link reachesAnswer}).
     */
    function answerGoesNowhere(fn: FunctionNode): boolean {
      const declared = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.init === fn ? fn.parent : null;
      const statement = declared?.type === AST_NODE_TYPES.VariableDeclarator ? declared.parent : declared;
      if (!declared || statement?.parent.type !== AST_NODE_TYPES.Program) return false;
      const variable = context.sourceCode.getDeclaredVariables(declared)[0];
      if (!variable) return false;
      const reads = variable.references.filter((r) => r.identifier !== declared.id);
      if (reads.length === 0) return false;
      return reads.every((r) => {
        const call = r.identifier.parent;
        if (call.type !== AST_NODE_TYPES.CallExpression || call.callee !== r.identifier) return false;
        const held = call.parent.type === AST_NODE_TYPES.AwaitExpression ? call.parent.parent : call.parent;
        if (held.type !== AST_NODE_TYPES.VariableDeclarator || held.id.type !== AST_NODE_TYPES.Identifier) return false;
        const caller = enclosingFunction(held);
        if (caller === null || caller === fn) return false;
        // read in a callback (`policies.map((p) => results.find(…))`): where that goes is not followed
        const uses = context.sourceCode.getDeclaredVariables(held)[0]?.references ?? [];
        if (uses.some((u) => enclosingFunction(u.identifier) !== caller)) return false;
        return !reachesAnswer(caller, held.id.name, held) && !changesOnAbsence(held.id);
      });
    }

    /**
     * `if (existing) continue;` then `await shop.createProduct(…)`: a change made where `id` is missing or empty (a
     * presence test, an emptiness test) decides from it, though the change reads nothing of it.
     */
    function changesOnAbsence(id: TSESTree.Identifier): boolean {
      const fn = enclosingFunction(id);
      if (!fn) return false;
      const missing = missingLeaf(new Set([id.name]));
      const leaf: LeafMatcher<true> = (expr) => {
        const check = absenceLeaf(expr);
        const subject = check ? unwrap(check.fact.subject) : null;
        if (check && subject?.type === AST_NODE_TYPES.Identifier && subject.name === id.name) return { fact: true, holdsWhen: check.holdsWhen };
        return missing(expr);
      };
      return someOwn(fn.body, (n) => n.range[0] > id.range[1] && n.type === AST_NODE_TYPES.CallExpression && namesAChange(calleeName(n) ?? '', vocabulary) && guardsOf(n).some((g) => factsOf(scopeOf, g.test, g.branch, leaf).length > 0));
    }

    /** Is `node` in a catch block of its own function (the test `failurePath` makes first, without its if tests)? */
    function inCatchBlock(node: Node): boolean {
      let child: Node = node;
      for (let p: Node | undefined = node.parent; p && !isFunction(child); child = p, p = p.parent) {
        if (p.type === AST_NODE_TYPES.CatchClause) return true;
      }
      return false;
    }

    function check(ret: Node, value: Node | null | undefined, fn: FunctionNode | null): void {
      if (!fn || !isEmptyValue(value)) return;
      // `[]` from a failure path hides it in any fetching function; a bare `null`, `0` or `false` does in a
      // function that reads as a list or search wrapper, or in a lookup whose success path answers "not found"
      // with the very same value (elsewhere it is usually a plain "no"). Asked before the path, which costs more.
      const name = functionName(fn);
      const emptyAnswer = isEmptyCollection(value) || (name !== null && isListingName(name));
      const nullAnswer = value != null && isNullish(value);
      const falseAnswer = value != null && isBooleanLiteral(value, false);
      const inCatch = inCatchBlock(ret);
      // `{}`, `''` or `0` from a catch block reads as "none" where the try answers "not found" with the very same value
      // (not `false`: a yes/no function's false is its "no", and a failure's "no" is as often meant)
      const sameAsNotFound = inCatch && value != null && !isBooleanLiteral(value) && answersNotFoundWith(fn, ret, value, (n) => failurePath(n) !== null);
      if (!emptyAnswer && !nullAnswer && !falseAnswer && !sameAsNotFound) return;
      // a bare null or false answers "none" from a catch block (below); outside one, only a null on a failure branch
      // that a caller of this file reads so (its calls are looked for last: that walks the file or the class)
      if (!emptyAnswer && !inCatch && !nullAnswer) return;
      const path = failurePath(ret);
      if (path === null || sortsErrors(ret, scopeOf) || namedBestEffort(fn)) return;
      if (!emptyAnswer && !inCatch && !callerAnswersAbsence(fn)) return;
      // a cache that fails to read answers "miss", and the caller goes to the source
      if ((!value || isNullish(value)) && inCacheClass(fn)) return;
      if (!emptyAnswer && falseAnswer) {
        if (path !== 'catch block' || !answersAbsentWithFalse(fn, ret)) return;
      } else {
        const lookup = !emptyAnswer;
        // a fan-out's callback (`ids.map(async (id) => { try {…} catch { return null } })`) whose nulls are filtered out
        const inFunction = path === 'catch block' && (sameAsNotFound || answersNotFoundWith(fn, ret) || droppedFromFanOut(fn));
        if (lookup && !inFunction && !callerAnswersAbsence(fn)) return;
        if (!returnsFetchedData(fn, origins, ret, lookup)) return;
        if (answerGoesNowhere(fn)) return;
      }
      report(context, { node: value ?? ret, messageId: 'errorAsAbsence', data: { path, value: value ? abbreviate(context.sourceCode.getText(value), 30) : 'undefined' } });
    }

    /**
     * `let sections = []; try { sections = await api.sections() } catch (e) { log(e) }`,
     * `try { n = (await api.list()).length } catch { n = 0 }` and `try { all.push(...await api.list()) } catch { continue }`:
     * the try writes fetched data into a variable that outlives it, and the catch leaves it empty or short.
     */
    function checkCatch(handler: TSESTree.CatchClause): void {
      const tryStmt = handler.parent;
      // a catch that passes the failure on whatever the try writes (most do) spares the walks of the try block
      if (!swallows(handler, ANY_TARGET)) return;
      for (const { name, declared } of fetchedWritesIn(tryStmt.block)) {
        const verdict = swallows(handler, name);
        if (!verdict) return;
        const variable = ASTUtils.findVariable(scopeOf(tryStmt), name);
        const def = variable?.defs[0];
        // Module state an init fills in (\`let userId = null\` at top level) is a setting, not an answer.
        const fn = enclosingFunction(tryStmt);
        if (!variable || def?.type !== DefinitionType.Variable || contains(tryStmt, def.node) || !fn || enclosingFunction(def.node) !== fn || namedBestEffort(fn)) continue;
        const init = def.node.init;
        // \`null\` is often the "unknown" marker itself; an empty list, 0 or '' is what reads as "none".
        const none = (v: Node) => isEmptyValue(v) && !isBooleanLiteral(v) && !isNullish(v) && !isEmptyString(v);
        const leftEmpty = verdict.reset !== null ? none(verdict.reset.right) : init !== null && none(init);
        if (!declared.pushed && !leftEmpty) continue;
        if (retriedAfter(tryStmt, variable)) continue;
        // A list gathered part by part must leave the function to be an answer (not feed a best-effort write), or
        // decide a deletion (`seen.add(id)`, then `deleteMissing(seen)`: what the failure left out is deleted).
        const readAfter = declared.pushed
          ? returnedValues(fn).some((v) => carries(v, new Set([name]))) || deletesFrom(name, handler)
          : variable.references.some((r) => r.isRead() && r.identifier.range[0] > tryStmt.range[1]) && !overwrittenFirst(tryStmt, variable) && reachesAnswer(fn, name, tryStmt);
        if (!readAfter) continue;
        const value = abbreviate(verdict.reset ? context.sourceCode.getText(verdict.reset.right) : declared.pushed ? `${name} without this part` : context.sourceCode.getText(init ?? handler), 30);
        const data = { path: 'catch block', value };
        if (verdict.reset) report(context, { node: verdict.reset, messageId: 'errorAsAbsence', data });
        else report(context, { loc: { start: handler.loc.start, end: handler.body.loc.start }, messageId: 'errorAsAbsence', data });
        return;
      }
    }

    /**
     * Does `name`'s value, or one set from it after the try (`const rows = data.filter(…)`, `n = rows.length`,
     * `for (const r of rows)`, `out.push(r)`), leave the function (a return, a response) or feed a remote write
     * (`db.insert(rows)`, `api.deleteUser(id)`)? A value that only steers local steps (an optional prompt, a picker, a
     * retry flag) gives no caller a "none" to act on.
     */
    function reachesAnswer(fn: FunctionNode, name: string, since: Node): boolean {
      const carried = new Set([name]);
      const reads = (n: Node) => someOwn(n, (x) => x.type === AST_NODE_TYPES.Identifier && carried.has(x.name));
      const after = (n: Node) => n.range[1] > since.range[1];
      for (let grew = true; grew; ) {
        grew = false;
        walk(fn.body, (n) => {
          if (!after(n)) return false;
          const [target, from] = flowOf(n);
          if (!target || !from || from.range[0] < since.range[1] || !reads(from)) return undefined;
          walk(target, (t) => {
            if (t.type === AST_NODE_TYPES.Identifier && !carried.has(t.name)) {
              carried.add(t.name);
              grew = true;
            }
            return undefined;
          });
          return undefined;
        });
      }
      if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return reads(fn.body);
      let found = false;
      walk(fn.body, (n) => {
        if (found || !after(n)) return false;
        if (n.type === AST_NODE_TYPES.ReturnStatement) found = n.argument !== null && enclosingFunction(n) === fn && reads(n.argument);
        else if (n.type === AST_NODE_TYPES.CallExpression && n.arguments.some(reads)) {
          found = RESPONDERS.has(methodCall(n)?.method ?? '') || namesAChange(calleeName(n) ?? '', vocabulary);
        }
        return undefined;
      });
      return found;
    }

    /**
     * `scans = await api.listScans();` as the first use after the try on every path out of it (a statement of a block
     * the try sits in, reached without a loop): whatever the catch left is replaced before anything reads it.
     */
    function overwrittenFirst(tryStmt: TSESTree.TryStatement, variable: TSESLint.Scope.Variable): boolean {
      const uses = (n: Node) => variable.references.some((r) => contains(n, r.identifier));
      let child: Node = tryStmt;
      for (let p: Node = tryStmt.parent; ; child = p, p = p.parent) {
        if (p.type === AST_NODE_TYPES.IfStatement) continue;
        if (p.type !== AST_NODE_TYPES.BlockStatement) return false;
        const next = p.body.slice(p.body.indexOf(child as TSESTree.Statement) + 1).find(uses);
        if (!next) {
          if (isFunction(p.parent)) return false;
          continue;
        }
        const write = next.type === AST_NODE_TYPES.ExpressionStatement ? next.expression : null;
        return write?.type === AST_NODE_TYPES.AssignmentExpression && write.operator === '=' && write.left.type === AST_NODE_TYPES.Identifier && write.left.name === variable.name && !uses(write.right);
      }
    }

    /**
     * `if (res == null) { res = await fullFetch(); }` or `if (!projects.length) projects = await listV2();` after the
     * try: the empty value is a "fall back" marker, handled.
     */
    function retriedAfter(tryStmt: TSESTree.TryStatement, variable: TSESLint.Scope.Variable): boolean {
      return variable.references.some((r) => {
        if (r.identifier.range[0] < tryStmt.range[1]) return false;
        let n: Node = r.identifier;
        while (n.parent.type === AST_NODE_TYPES.MemberExpression && n.parent.object === n) n = n.parent;
        while (n.parent.type === AST_NODE_TYPES.BinaryExpression || n.parent.type === AST_NODE_TYPES.UnaryExpression || n.parent.type === AST_NODE_TYPES.LogicalExpression) n = n.parent;
        const ifStmt = n.parent;
        if (ifStmt.type !== AST_NODE_TYPES.IfStatement || ifStmt.test !== n) return false;
        // refilled from elsewhere: `projects = await listV2()`, not `docs = await split(docs)`
        const refilled = (w: TSESLint.Scope.Reference) => w.isWrite() && contains(ifStmt.consequent, w.identifier) && w.writeExpr != null && !readsName(w.writeExpr, variable.name);
        return variable.references.some(refilled) || statementsOf(ifStmt.consequent).some((st) => st.type === AST_NODE_TYPES.ThrowStatement);
      });
    }

    /**
     * Is `name` read by a destructive call after the catch, in a `finally` block or after the try: deletion tracking
     * (`await db.deleteWhere((row) => !seen.has(row.id))`) over what the swallowed failure left out?
     */
    function deletesFrom(name: string, handler: TSESTree.CatchClause): boolean {
      const fn = enclosingFunction(handler);
      if (!fn) return false;
      // the set may be read in a callback of the argument (`ids.filter((id) => !seen.has(id))`)
      const reads = (n: Node) => some(n, (x) => x.type === AST_NODE_TYPES.Identifier && x.name === name);
      return someOwn(fn.body, (n) => n.range[0] > handler.range[1] && n.type === AST_NODE_TYPES.CallExpression && destructiveVerb(n, destructive) !== null && n.arguments.some(reads));
    }

    /**
     * `const { data } = await supabase.from('t').select()`, then `data ?? []`; urql's
     * `client.query(Doc, vars).toPromise().then((r) => r.data?.items ?? [])`: the client answers a failure in
     * `error` instead of rejecting, nothing reads it, and the default turns the failure into "none".
     */
    function checkDefaultedResult(logical: TSESTree.LogicalExpression): void {
      const path: string[] = [];
      let n: Node = unwrap(logical.left);
      for (;;) {
        if (n.type === AST_NODE_TYPES.ChainExpression || n.type === AST_NODE_TYPES.TSNonNullExpression) n = unwrap(n.expression);
        else if (n.type === AST_NODE_TYPES.CallExpression) n = unwrap(n.callee);
        else if (n.type === AST_NODE_TYPES.MemberExpression) {
          path.unshift(propertyName(n) ?? '');
          n = unwrap(n.object);
        } else break;
      }
      if (n.type !== AST_NODE_TYPES.Identifier) return;
      const variable = ASTUtils.findVariable(scopeOf(n), n.name);
      const def = variable?.defs[0];
      if (!variable || !def) return;
      const source = resultSource(def, n.name);
      if (source === null || (source.whole && path[0] !== 'data')) return;
      // under a test that the data came (`if (row) … row.scopes || []`), a failure never reaches the default
      const missing = missingLeaf(new Set([n.name]));
      if (guardsOf(logical).some((g) => factsOf(scopeOf, g.test, !g.branch, missing).length > 0)) return;
      const client = errorResultClient(source.request);
      if (client === null) return;
      const readsError = source.whole
        ? variable.references.some((ref) => {
          const p = ref.identifier.parent;
          // used whole (handed on, returned): its error may be read there
          if (p.type !== AST_NODE_TYPES.MemberExpression || p.object !== ref.identifier) return !ref.init;
          return client.errorFields.includes(propertyName(p) ?? '');
        })
        : source.pattern.properties.some((prop) => {
          if (prop.type === AST_NODE_TYPES.RestElement) return true;
          if (!client.errorFields.includes(keyName(prop) ?? '')) return false;
          const bound = boundIdentifier(prop);
          if (bound === null) return true;
          return (ASTUtils.findVariable(scopeOf(bound), bound.name)?.references ?? []).some((r) => r.isRead());
        });
      if (readsError) return;
      report(context, { node: logical, messageId: 'errorUnread', data: { client: client.name, value: abbreviate(context.sourceCode.getText(logical.right), 30) } });
    }

    /**
     * Where a variable holds a request's result: the whole result (`const res = await req`, or `.then((r) => …)`'s
     * parameter), or its `data` taken from a pattern (`const { data, error } = await req`).
     */
    function resultSource(def: TSESLint.Scope.Definition, name: string): { request: TSESTree.CallExpression; whole: true } | { request: TSESTree.CallExpression; whole: false; pattern: TSESTree.ObjectPattern } | null {
      let target: Node | null = null;
      let request: Node | null = null;
      if (def.type === DefinitionType.Variable && def.node.init) {
        target = def.node.id;
        request = unwrap(def.node.init);
        if (request.type === AST_NODE_TYPES.AwaitExpression) request = unwrap(request.argument);
        else return null;
      } else if (def.type === DefinitionType.Parameter && isFunction(def.node) && def.node.params[0]) {
        const then = def.node.parent;
        const m = then.type === AST_NODE_TYPES.CallExpression && then.arguments[0] === def.node ? methodCall(then) : null;
        if (m?.method !== 'then') return null;
        target = def.node.params[0];
        request = unwrap(m.receiver);
      }
      if (target === null || request?.type !== AST_NODE_TYPES.CallExpression) return null;
      if (target.type === AST_NODE_TYPES.Identifier) return target.name === name ? { request, whole: true } : null;
      if (target.type !== AST_NODE_TYPES.ObjectPattern) return null;
      const takesData = target.properties.some((p) => p.type === AST_NODE_TYPES.Property && keyName(p) === 'data' && boundIdentifier(p)?.name === name);
      return takesData ? { request, whole: false, pattern: target } : null;
    }

    /**
     * `try { for (…) seen.add(item.id) } finally { await db.deleteMissing(seen) }`: the finally block runs after a
     * failed walk too, and the deletion reads the set the walk left short (with no catch the failure still reaches the
     * caller, after the records were deleted).
     */
    function checkFinally(tryStmt: TSESTree.TryStatement): void {
      const finalizer = tryStmt.finalizer;
      if (!finalizer) return;
      for (const { name, declared } of fetchedWritesIn(tryStmt.block)) {
        if (!declared.pushed) continue;
        const reads = (n: Node) => some(n, (x) => x.type === AST_NODE_TYPES.Identifier && x.name === name);
        const deletions: TSESTree.CallExpression[] = [];
        walkOwn(finalizer, (n) => {
          if (n.type === AST_NODE_TYPES.CallExpression && destructiveVerb(n, destructive) !== null && n.arguments.some(reads)) deletions.push(n);
        });
        const [call] = deletions;
        if (call === undefined) continue;
        report(context, { node: call, messageId: 'deletesInFinally', data: { call: abbreviate(context.sourceCode.getText(call.callee), 30), name } });
        return;
      }
    }

    /** Does the call create or change something (\`issues.create\`)? Its id is a receipt, not a lookup. */
    function writesRemotely(call: TSESTree.CallExpression): boolean {
      const first = words(calleeName(call) ?? '')[0] ?? '';
      return vocabulary.createVerbs.has(first) || vocabulary.updateVerbs.has(first);
    }

    /** Is `id` a variable of the function declared before `block` (a list or set the block fills), not a parameter or import? */
    function declaredOutside(id: TSESTree.Identifier, block: Node): boolean {
      const def = ASTUtils.findVariable(scopeOf(id), id)?.defs[0];
      return def?.type === DefinitionType.Variable && !contains(block, def.node) && enclosingFunction(def.node) === enclosingFunction(block);
    }

    /** A fetched value, or arithmetic over fetched values (`a.data.length + b.data.length`). */
    function fetchedValue(node: Node): boolean {
      const n = unwrap(node);
      if (n.type === AST_NODE_TYPES.BinaryExpression && n.left.type !== AST_NODE_TYPES.PrivateIdentifier) return fetchedValue(n.left) || fetchedValue(n.right);
      return origins.of(n) === 'api';
    }

    /**
     * Variables the block fills from a fetch: `x = await api.get()`, `x = res.data.length`, `all.push(...await api.list())`;
     * none when the block awaits nothing or writes remotely. One walk of the block's own nodes finds all three.
     */
    function fetchedWritesIn(block: TSESTree.BlockStatement): { name: string; declared: { pushed: boolean } }[] {
      // set in the walk's callback, which TypeScript does not follow
      const seen = { awaits: false };
      const candidates: Node[] = [];
      const calls: TSESTree.CallExpression[] = [];
      walk(block, (n) => {
        if (n !== block && isFunction(n)) return false;
        if (n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.YieldExpression) seen.awaits = true;
        else if (n.type === AST_NODE_TYPES.CallExpression) calls.push(n);
        if (n.type === AST_NODE_TYPES.AssignmentExpression || COLLECTING_METHODS.has(methodCall(n)?.method ?? '')) candidates.push(n);
        return undefined;
      });
      const out: { name: string; declared: { pushed: boolean } }[] = [];
      // the calls' names are read only where something could be filled (most blocks fill nothing); `seen.add(id)`
      // names a create verb, but adds to the local set the block fills
      const fillsLocally = (c: TSESTree.CallExpression) => {
        const m = methodCall(c);
        return m !== null && COLLECTING_METHODS.has(m.method) && m.receiver.type === AST_NODE_TYPES.Identifier && declaredOutside(m.receiver, block);
      };
      if (!seen.awaits || candidates.length === 0 || calls.some((c) => writesRemotely(c) && !fillsLocally(c))) return out;
      for (const n of candidates) {
        if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === '=' && n.left.type === AST_NODE_TYPES.Identifier && fetchedValue(n.right)) {
          out.push({ name: n.left.name, declared: { pushed: false } });
        }
        const m = methodCall(n);
        if (m && COLLECTING_METHODS.has(m.method) && m.receiver.type === AST_NODE_TYPES.Identifier && m.call.arguments.some((a) => fetchedValue(a))) {
          out.push({ name: m.receiver.name, declared: { pushed: true } });
        }
      }
      return out;
    }

    /** Is `test` (or a leaf of it) "the response is missing or failed": `res == null`, `!response`, `!res.ok`? */
    function failedResponse(test: TSESTree.Expression): boolean {
      const leaf = (e: TSESTree.Expression): Leaf<true> | null => {
        const failed = failureLeaf(e);
        if (failed) return failed;
        const x = unwrap(e);
        if (x.type === AST_NODE_TYPES.Identifier && isWholeResponse(x)) return { fact: true, holdsWhen: false };
        if (x.type === AST_NODE_TYPES.BinaryExpression && (x.operator === '==' || x.operator === '===') && isNullish(x.right) && x.left.type === AST_NODE_TYPES.Identifier && isWholeResponse(x.left)) {
          return { fact: true, holdsWhen: true };
        }
        return null;
      };
      return factsOf(scopeOf, test, true, leaf).length > 0;
    }

    /** A name like `response` bound to an awaited call. */
    function isWholeResponse(id: TSESTree.Identifier): boolean {
      if (!words(id.name).some((w) => RESPONSE.has(w))) return false;
      const def = ASTUtils.findVariable(scopeOf(id), id)?.defs[0];
      const init = def?.type === DefinitionType.Variable ? def.node.init : null;
      return init !== null && unwrap(init).type === AST_NODE_TYPES.AwaitExpression && origins.of(init) === 'api';
    }

    /**
     * `const [extras] = await Promise.all([api.extras(ids).catch(() => new Map())])` read only as
     * `item.extra = extras.get(item.id)`: each field is left undefined on failure, as for an id the table never held,
     * so the fallback adds no "none" that success could not give.
     */
    function onlyKeyedIntoFields(call: TSESTree.CallExpression): boolean {
      let n: Node = call;
      let index: number | null = null;
      if (n.parent.type === AST_NODE_TYPES.ArrayExpression && n.parent.parent.type === AST_NODE_TYPES.CallExpression && lastName(n.parent.parent.callee) === 'all') {
        index = n.parent.elements.indexOf(n);
        n = n.parent.parent;
      }
      if (n.parent.type !== AST_NODE_TYPES.AwaitExpression) return false;
      const decl = n.parent.parent;
      if (decl.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== n.parent) return false;
      const id = index === null ? decl.id : decl.id.type === AST_NODE_TYPES.ArrayPattern ? decl.id.elements[index] : null;
      if (id?.type !== AST_NODE_TYPES.Identifier) return false;
      const reads = (ASTUtils.findVariable(scopeOf(id), id)?.references ?? []).filter((r) => r.identifier !== id);
      return reads.length > 0 && reads.every((r) => {
        const member = r.identifier.parent;
        if (member.type !== AST_NODE_TYPES.MemberExpression || member.object !== r.identifier || !KEYED_READS.has(propertyName(member) ?? '')) return false;
        const read = member.parent;
        if (read.type !== AST_NODE_TYPES.CallExpression || read.callee !== member) return false;
        const into = read.parent;
        return (into.type === AST_NODE_TYPES.AssignmentExpression && into.right === read && into.left.type === AST_NODE_TYPES.MemberExpression) || (into.type === AST_NODE_TYPES.Property && into.value === read);
      });
    }

    /** `v == null`, `!v.length`, `!v.some(…)` over fetched data `v`, as a leaf of the missing side. */
    // the fetched value itself is tested bare, not a field of it: `res.ok` or `body.success` is a status, and a status
    // test is a probe; compared with null, any fetched value counts
    const fetchedPresence = presenceLeaf((n) => n.type !== AST_NODE_TYPES.PrivateIdentifier && origins.of(n) === 'api');
    const fetchedMissingLeaf: LeafMatcher<true> = (expr) => {
      const check = absenceLeaf(expr);
      if (check) return origins.of(check.fact.subject) === 'api' ? { fact: true, holdsWhen: check.holdsWhen } : null;
      return fetchedPresence(expr);
    };

    /**
     * `try { const ban = await guild.bans.fetch(id); return ban != null; } catch { return false; }`: the success path
     * answers "absent" with `false` (a presence test over what it fetched), and so does any failure.
     */
    function answersAbsentWithFalse(fn: FunctionNode, ret: Node): boolean {
      let found = false;
      walkOwn(fn.body, (n) => {
        if (found || n === ret || n.type !== AST_NODE_TYPES.ReturnStatement || !n.argument) return;
        for (let p: Node | undefined = n.parent; p && p !== fn; p = p.parent) {
          if (p.type === AST_NODE_TYPES.CatchClause) return;
          if (p.type === AST_NODE_TYPES.TryStatement && contains(p.block, n) && p.handler && contains(p.handler, ret)) {
            found = isBooleanTest(n.argument) && factsOf(scopeOf, n.argument, false, fetchedMissingLeaf).length > 0;
            return;
          }
        }
      });
      return found;
    }

    /**
     * Where a failure handler's null or false lands, does the function answer "not there" from it: return a presence
     * test of it (`return ban != null`), return an empty answer on its missing side (`if (!member) return false`), or
     * create or delete on its missing side (`if (!existing) await api.create(…)`)?
     */
    function answersAbsenceFrom(id: TSESTree.Identifier): boolean {
      const fn = enclosingFunction(id);
      if (!fn || fn.body.type !== AST_NODE_TYPES.BlockStatement || namedBestEffort(fn) || inCacheClass(fn)) return false;
      const leaf = missingLeaf(new Set([id.name]));
      const missingGuards = (n: Node) => guardsOf(n).some((g) => factsOf(scopeOf, g.test, g.branch, leaf).length > 0);
      let found = false;
      walk(fn.body, (n) => {
        if (found) return false;
        if (isFunction(n)) return false;
        if (n.type === AST_NODE_TYPES.ReturnStatement && n.argument) {
          // a presence test answers "absent" on its false side (`return ban != null`), an absence test on its true one (`return user === null`)
          found = (isBooleanTest(n.argument) && [false, true].some((side) => factsOf(scopeOf, n.argument as TSESTree.Expression, side, leaf).length > 0)) || (isEmptyAnswer(n) && missingGuards(n));
        } else if (n.type === AST_NODE_TYPES.CallExpression && n.range[0] > id.range[1]) {
          found = (namesAChange(calleeName(n) ?? '', vocabulary) && missingGuards(n)) || gathersWhenPresent(n, id.name, leaf, fn);
        }
        return undefined;
      });
      return found;
    }

    /**
     * `if (page) all.push(...page)`, `all.push(...(page ?? []))`: a gathering that skips the missing answer, into a
     * list the function answers. A failure's null is then a part left out of "all".
     */
    function gathersWhenPresent(call: TSESTree.CallExpression, name: string, leaf: LeafMatcher<true>, fn: FunctionNode): boolean {
      const m = methodCall(call);
      if (!m || !GATHERING_METHODS.has(m.method) || m.receiver.type !== AST_NODE_TYPES.Identifier) return false;
      const isIt = (x: Node) => { const u = unwrap(x); return u.type === AST_NODE_TYPES.Identifier && u.name === name; };
      const defaulted = (x: Node): boolean => {
        const u = unwrap(x.type === AST_NODE_TYPES.SpreadElement ? x.argument : x);
        return u.type === AST_NODE_TYPES.LogicalExpression && (u.operator === '??' || u.operator === '||') && isIt(u.left) && isEmptyCollection(u.right);
      };
      const handed = call.arguments.some((a) => isIt(a.type === AST_NODE_TYPES.SpreadElement ? a.argument : a));
      // a guard around the gathering, or an early `continue` (an early `throw` or `return` stops instead of skipping)
      const skips = (g: { test: TSESTree.Expression }) => {
        const p = g.test.parent;
        if (p.type !== AST_NODE_TYPES.IfStatement || contains(p, call)) return true;
        const exit = p.consequent.type === AST_NODE_TYPES.BlockStatement && p.consequent.body.length === 1 ? p.consequent.body[0] : p.consequent;
        return exit?.type === AST_NODE_TYPES.ContinueStatement;
      };
      const skipsMissing = call.arguments.some(defaulted) || (handed && guardsOf(call).some((g) => skips(g) && factsOf(scopeOf, g.test, !g.branch, leaf).length > 0));
      return skipsMissing && reachesAnswer(fn, m.receiver.name, call);
    }

    /** Does `test` (a filter's callback answer) keep an item only when `name` is there (`x`, `!!x`, `x != null`)? */
    function keepsPresent(callback: Node): boolean {
      const cb = unwrap(callback);
      if (cb.type === AST_NODE_TYPES.Identifier) return cb.name === 'Boolean';
      if (!isFunction(cb) || cb.params[0]?.type !== AST_NODE_TYPES.Identifier) return false;
      const kept = returnedValues(cb);
      const leaf = missingLeaf(new Set([cb.params[0].name]));
      return kept.length === 1 && factsOf(scopeOf, kept[0] as TSESTree.Expression, false, leaf).length > 0;
    }

    /**
     * The statement-level value a chain ends in (`users.push(...(await all).filter(Boolean))` gives the push), and
     * whether it leaves the function: returned, responded, written, or held by a variable that does.
     */
    function chainAnswers(start: Node, fn: FunctionNode): boolean {
      let n: Node = start;
      for (;;) {
        const p = n.parent;
        if (!p) return false;
        if (p.type === AST_NODE_TYPES.SpreadElement || p.type === AST_NODE_TYPES.ChainExpression || p.type === AST_NODE_TYPES.TSAsExpression || p.type === AST_NODE_TYPES.AwaitExpression) n = p;
        else if (p.type === AST_NODE_TYPES.MemberExpression && p.object === n && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) n = p.parent;
        else break;
      }
      const p = n.parent;
      if (p.type === AST_NODE_TYPES.ReturnStatement) return enclosingFunction(p) === fn;
      if (p.type === AST_NODE_TYPES.VariableDeclarator && p.id.type === AST_NODE_TYPES.Identifier) return reachesAnswer(fn, p.id.name, p);
      if (p.type === AST_NODE_TYPES.AssignmentExpression && p.left.type === AST_NODE_TYPES.Identifier) return reachesAnswer(fn, p.left.name, p);
      const m = methodCall(p);
      if (m && GATHERING_METHODS.has(m.method) && m.receiver.type === AST_NODE_TYPES.Identifier) return reachesAnswer(fn, m.receiver.name, p);
      return p.type === AST_NODE_TYPES.CallExpression && (RESPONDERS.has(m?.method ?? '') || namesAChange(calleeName(p) ?? '', vocabulary));
    }

    /**
     * `(await Promise.all(ids.map((id) => api.get(id).catch(() => null)))).filter(Boolean)`, or a callback whose catch
     * block answers null: each failed fetch is dropped as if its item did not exist, and what is left is answered as
     * the whole.
     */
    function droppedFromFanOut(cb: FunctionNode | null): boolean {
      const map = cb?.parent;
      if (!cb || map?.type !== AST_NODE_TYPES.CallExpression || map.arguments[0] !== cb || methodCall(map)?.method !== 'map') return false;
      return fanOutDropsFailures(map);
    }

    /** `pages.push(api.get(i).catch(log))` in a loop: a fan-out built one promise at a time, into an array `Promise.all` waits on. */
    function pushedIntoFanOut(call: TSESTree.CallExpression): boolean {
      const push = call.parent;
      if (push.type !== AST_NODE_TYPES.CallExpression || push.arguments[0] !== call) return false;
      const m = methodCall(push);
      return m?.method === 'push' && m.receiver.type === AST_NODE_TYPES.Identifier && fanOutDropsFailures(m.receiver);
    }

    /**
     * Do the promises of a fan-out (the `map` call that makes them, or the array they are pushed onto) reach a
     * `Promise.all` whose answer is filtered to the present ones (`.filter(Boolean)`) and answered: after an `await`,
     * or in its `.then((lists) => lists.filter(Boolean))`?
     */
    function fanOutDropsFailures(promises: TSESTree.CallExpression | TSESTree.Identifier): boolean {
      const isAll = (c: Node) => c.type === AST_NODE_TYPES.CallExpression && lastName(c.callee) === 'all' && c.arguments[0] !== undefined;
      const alls: Node[] = [];
      const holder = promises.type === AST_NODE_TYPES.Identifier ? promises
        : promises.parent.type === AST_NODE_TYPES.VariableDeclarator && promises.parent.id.type === AST_NODE_TYPES.Identifier ? promises.parent.id : null;
      if (isAll(promises.parent)) alls.push(promises.parent);
      else if (holder !== null) {
        for (const r of ASTUtils.findVariable(scopeOf(holder), holder.name)?.references ?? []) if (isAll(r.identifier.parent)) alls.push(r.identifier.parent);
      }
      const fn = enclosingFunction(promises);
      if (!fn || namedBestEffort(fn)) return false;
      const presentOnly = (n: Node): TSESTree.CallExpression | null => {
        const f = n.parent;
        return f?.type === AST_NODE_TYPES.MemberExpression && f.object === n && propertyName(f) === 'filter' && f.parent.type === AST_NODE_TYPES.CallExpression && f.parent.arguments[0] && keepsPresent(f.parent.arguments[0]) ? f.parent : null;
      };
      for (const all of alls) {
        const awaited = all.parent;
        if (awaited?.type === AST_NODE_TYPES.AwaitExpression) {
          const filters = [presentOnly(awaited)];
          const decl = awaited.parent;
          if (decl.type === AST_NODE_TYPES.VariableDeclarator && decl.id.type === AST_NODE_TYPES.Identifier) {
            for (const r of ASTUtils.findVariable(scopeOf(decl), decl.id.name)?.references ?? []) if (r.identifier !== decl.id) filters.push(presentOnly(r.identifier));
          }
          if (filters.some((f) => f !== null && chainAnswers(f, fn))) return true;
        }
        // `Promise.all(pages).then((lists) => lists.filter(Boolean))`: the callback answers the filtered lists
        const then = awaited?.type === AST_NODE_TYPES.MemberExpression && propertyName(awaited) === 'then' && awaited.parent.type === AST_NODE_TYPES.CallExpression ? awaited.parent : null;
        const cb = then?.arguments[0];
        if (!then || !cb || !isFunction(cb) || cb.params[0]?.type !== AST_NODE_TYPES.Identifier) continue;
        const answers = returnedValues(cb).map((v) => unwrap(v));
        const lists = ASTUtils.findVariable(scopeOf(cb.body), cb.params[0].name)?.references ?? [];
        if (lists.some((r) => { const f = presentOnly(r.identifier); return f !== null && answers.includes(f); }) && chainAnswers(then, fn)) return true;
      }
      return false;
    }

    /**
     * `const results = await Promise.allSettled(ids.map((id) => api.get(id)))`, then
     * `results.filter((r) => r.status === 'fulfilled')` answered as all: each rejected fetch is dropped, and nothing
     * in the function reads a rejection (`'rejected'`, `.reason`). The filter is returned when a callback of the
     * fan-out only reads (a write's failures are lost changes, not records) and lets its errors reach the outcome.
     */
    function checkSettled(call: TSESTree.CallExpression): void {
      const fn = enclosingFunction(call);
      const [arg] = call.arguments;
      if (!fn || namedBestEffort(fn) || call.parent.type !== AST_NODE_TYPES.AwaitExpression || !arg) return;
      const decl = call.parent.parent;
      if (decl.type !== AST_NODE_TYPES.VariableDeclarator || decl.id.type !== AST_NODE_TYPES.Identifier) return;
      if (!fansOutReads(arg)) return;
      const readsRejection = some(fn.body, (n) => (n.type === AST_NODE_TYPES.Literal && n.value === REJECTED) || (n.type === AST_NODE_TYPES.MemberExpression && propertyName(n) === REASON));
      if (readsRejection) return;
      const testsFulfilled = (n: Node) => some(n, (x) => x.type === AST_NODE_TYPES.Literal && x.value === FULFILLED);
      for (const r of ASTUtils.findVariable(scopeOf(decl), decl.id.name)?.references ?? []) {
        const member = r.identifier.parent;
        // `results.filter(…)`, `results.map((r) => (r.status === 'fulfilled' ? r.value : undefined))`, `results.flatMap(…)`
        const read = member.type === AST_NODE_TYPES.MemberExpression && member.object === r.identifier && member.parent.type === AST_NODE_TYPES.CallExpression && member.parent.callee === member ? member.parent : null;
        const callback = read?.arguments[0];
        if (read && callback && isFunction(callback) && testsFulfilled(callback) && (chainAnswers(read, fn) || gathersAnswer(callback, fn))) {
          report(context, { node: read, messageId: 'errorAsAbsence', data: { path: `fulfilled-only ${propertyName(member as TSESTree.MemberExpression) ?? 'read'}`, value: 'no entry' } });
          return;
        }
        // `for (const r of results) if (r.status === 'fulfilled') all.push(...r.value)`, then `all` answered
        const loop = member.type === AST_NODE_TYPES.ForOfStatement && member.right === r.identifier ? member : null;
        if (loop && testsFulfilled(loop.body) && gathersAnswer(loop.body, fn)) {
          report(context, { node: r.identifier, messageId: 'errorAsAbsence', data: { path: 'fulfilled-only loop', value: 'no entry' } });
          return;
        }
      }
    }

    /** Does `body` gather into a collection (`all.push(…)`, `seen.add(…)`) that the function answers? */
    function gathersAnswer(body: Node, fn: FunctionNode): boolean {
      return some(body, (n) => {
        const m = methodCall(n);
        return m !== null && GATHERING_METHODS.has(m.method) && m.receiver.type === AST_NODE_TYPES.Identifier && reachesAnswer(fn, m.receiver.name, m.call);
      });
    }

    /**
     * Is a fan-out (`ids.map(cb)` or an array of calls) made of reads that let their failures through: each callback
     * fetches, changes nothing remotely and has no catch of its own?
     */
    function fansOutReads(arg: Node): boolean {
      const m = methodCall(arg);
      const parts: Node[] = m?.method === 'map' && m.call.arguments[0] && isFunction(m.call.arguments[0]) ? [m.call.arguments[0]] : arg.type === AST_NODE_TYPES.ArrayExpression ? arg.elements.filter((e): e is TSESTree.Expression => e !== null && e.type !== AST_NODE_TYPES.SpreadElement) : [];
      if (parts.length === 0) return false;
      return parts.every((part) => {
        // set in the walk's callback, which TypeScript does not follow
        const seen = { fetches: false, other: false };
        walk(part, (n) => {
          if (n.type === AST_NODE_TYPES.TryStatement || methodCall(n)?.method === 'catch') seen.other = true;
          else if (n.type === AST_NODE_TYPES.CallExpression) {
            if (writesRemotely(n) || namesAChange(calleeName(n) ?? '', vocabulary)) seen.other = true;
            else if (isFetchCall(n, true, vocabulary, 'failing')) seen.fetches = true;
          }
          return undefined;
        });
        return seen.fetches && !seen.other;
      });
    }

    /** The map callback whose answer `call` is: its concise body, or the argument of one of its returns. */
    function callbackReturning(call: TSESTree.CallExpression): FunctionNode | null {
      const p = call.parent;
      return isFunction(p) && p.body === call ? p : p.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(p) : null;
    }

    /**
     * Is `node` on a failure path of the walk's own code: under a failed-response test, or in a catch clause whose try
     * fetches?
     */
    function onFailurePathOf(node: Node, test: TSESTree.Expression | null, w: Walk): boolean {
      if (test !== null && failedResponse(test)) return true;
      // a recursive helper's catch most often retries (`catch { return this.get(url, tries + 1) }`): loops only
      if (w.kind !== 'loop') return false;
      for (let p: Node | undefined = node.parent; p && p !== w.node && !isFunction(p); p = p.parent) {
        if (p.type === AST_NODE_TYPES.CatchClause) return fetchesOwn(p.parent.block, vocabulary);
      }
      return false;
    }

    /** The loop a `break` leaves: the nearest loop or switch around it (a labelled break is not followed). */
    function brokenLoop(stmt: TSESTree.BreakStatement): Node | null {
      if (stmt.label) return null;
      for (let p: Node | undefined = stmt.parent; p && !isFunction(p); p = p.parent) {
        if (p.type === AST_NODE_TYPES.SwitchStatement) return null;
        if (isLoop(p)) return p;
      }
      return null;
    }

    /**
     * `catch (e) { log(e); break; }` or `catch { return all; }` as the last word of a catch clause in the walk's own
     * code: the walk leaves on any failure.
     */
    function catchExits(w: Walk): { test: null; exit: TSESTree.Statement }[] {
      const out: { test: null; exit: TSESTree.Statement }[] = [];
      if (w.kind !== 'loop') return out;
      walkOwn(w.body, (n) => {
        if (n.type !== AST_NODE_TYPES.CatchClause) return;
        const last = n.body.body.at(-1);
        if ((last?.type === AST_NODE_TYPES.BreakStatement || last?.type === AST_NODE_TYPES.ReturnStatement) && n.body.body.slice(0, -1).every(onlyLogs)) out.push({ test: null, exit: last });
      });
      return out;
    }

    /**
     * Does the failure path that leads to `exit` record the failure (`unavailable.push(…)`, `failed.push(…)`) in the
     * catch clause or the if branch around it? The walk then answers the failure beside what it gathered.
     */
    function recordsFailure(exit: Node, w: Walk): boolean {
      for (let p: Node | undefined = exit.parent; p && p !== w.node && !isFunction(p); p = p.parent) {
        if (p.type === AST_NODE_TYPES.CatchClause || p.type === AST_NODE_TYPES.IfStatement) {
          if (someOwn(p.type === AST_NODE_TYPES.CatchClause ? p.body : p.consequent, (n) => n.type === AST_NODE_TYPES.ExpressionStatement && writesAnything(n))) return true;
        }
      }
      return false;
    }

    /** Is `value` a call of `fn` itself (`await request(config, path)`, `this.getRow(n)`): the request made again? */
    function retries(value: Node, fn: FunctionNode): boolean {
      const call = unwrap(value.type === AST_NODE_TYPES.AwaitExpression ? value.argument : value);
      if (call.type !== AST_NODE_TYPES.CallExpression) return false;
      const name = functionName(fn);
      return name !== null && lastName(call.callee) === name && (call.callee.type === AST_NODE_TYPES.Identifier || unwrap((call.callee as TSESTree.MemberExpression).object).type === AST_NODE_TYPES.ThisExpression);
    }

    /**
     * A walk that ends on a failed or missing page and answers what it gathered so far: it returns it from the
     * failure path (`if (!res.ok) return all;`, `catch { return all; }`), or breaks out there (`if (!res.ok) break;`,
     * `catch (e) { log(e); break; }`, `if (e.status === 429) break;`) and the gathered list is answered after the loop.
     */
    function onWalk(w: Walk): void {
      if (w.kind !== 'loop' && w.kind !== 'recursion') return;
      const gathered = w.kind === 'recursion' ? new Set([...w.accumulators, ...paramNames(w.fn)]) : w.accumulators;
      const exits = [...w.exits, ...catchExits(w)];
      for (const { test, exit } of exits) {
        if (exit === 'continue-while-true' || recordsFailure(exit, w)) continue;
        if (exit.type === AST_NODE_TYPES.ReturnStatement) {
          if (!exit.argument || !carries(exit.argument, gathered) || isEmptyValue(exit.argument)) continue;
          // `if (e.status === 429) { await sleep(ms); return this.get(url); }`: the answer is the retry's
          if (w.kind === 'recursion' && retries(exit.argument, w.fn)) continue;
          if (!onFailurePathOf(exit, test, w)) continue;
          report(context, { node: exit.argument, messageId: 'partialAsWhole', data: { value: abbreviate(context.sourceCode.getText(exit.argument), 30) } });
        } else if (exit.type === AST_NODE_TYPES.BreakStatement && w.kind === 'loop' && brokenLoop(exit) === w.node && onFailurePathOf(exit, test, w)) {
          const answered = [...w.accumulators].find((name) => reachesAnswer(w.fn, name, w.node));
          if (answered === undefined) continue;
          report(context, { node: exit, messageId: 'partialAsWhole', data: { value: answered } });
          return;
        }
      }
    }

    return listen(
      {},
      gated(context, CATCH_BLOCK_GATE, when(AST_NODE_TYPES.CatchClause, always, checkCatch)),
      gated(context, ERROR_RESULT_GATE, when(AST_NODE_TYPES.LogicalExpression, (l) => (l.operator === '??' || l.operator === '||') && isEmptyCollection(l.right), checkDefaultedResult)),
      gated(context, FINALLY_GATE, when(AST_NODE_TYPES.TryStatement, (t) => t.finalizer !== null && t.handler === null, checkFinally)),
      gated(context, WALK_GATE, () => walkListeners(context, onWalk)),
      // what `isEmptyValue` can accept: no value, a literal, `undefined`, `[]`, `{}`, `new Map()`, `-0`, or one of these wrapped
      gated(context, RETURN_GATE, when(AST_NODE_TYPES.ReturnStatement, (ret) => ret.argument === null || (EMPTY_CANDIDATE.test(ret.argument.type) && isEmptyValue(ret.argument)), (ret) => {
        let fn: Node | undefined = ret.parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        check(ret, ret.argument, fn && isFunction(fn) ? fn : null);
      })),
      // `(await Promise.allSettled(ids.map(fetchOne))).filter((r) => r.status === 'fulfilled')`
      gated(context, SETTLED_GATE, when(AST_NODE_TYPES.CallExpression, (call) => lastName(call.callee) === ALL_SETTLED, checkSettled)),
      // `await fetchItems().catch(() => [])`
      gated(context, HANDLER_GATE, when([AST_NODE_TYPES.ArrowFunctionExpression, AST_NODE_TYPES.FunctionExpression], isFailureHandler, (handler) => {
        const call = handler.parent as TSESTree.CallExpression;
        const method = call.arguments[0] === handler ? 'catch' : 'then';
        const body = handler.body;
        let value: Node | null;
        if (body.type === AST_NODE_TYPES.BlockStatement) {
          const ret = body.body.find((s): s is TSESTree.ReturnStatement => s.type === AST_NODE_TYPES.ReturnStatement);
          value = ret ? ret.argument : null;
        } else {
          value = body;
        }
        const receiver = unwrap((call.callee as TSESTree.MemberExpression).object);
        // `fs.access(p).then(() => true).catch(…)`: the chain starts at a local read
        const fetched = receiver.type === AST_NODE_TYPES.CallExpression ? !readsLocalState(receiver, vocabulary) && !readsLocalState(chainStart(receiver), vocabulary) : origins.of(receiver) === 'api';
        if (!fetched) return;
        if (!isEmptyCollection(value)) {
          // `const ban = await bans.fetch(id).catch(() => null); return ban != null;`: "failed" answers "not there"
          const answer = method === 'catch' ? handlerAnswer(handler) : undefined;
          if (!answer || !(answer.value === null || isNullish(answer.value) || isBooleanLiteral(answer.value, false))) return;
          const id = landsIn(call);
          const start = receiver.type === AST_NODE_TYPES.CallExpression ? chainStart(receiver) : null;
          // a write's failure loses a change; a chain that starts at a local read (`access(file).then(…)`) fetches nothing
          if (start !== null && (namesAChange(calleeName(start) ?? '', vocabulary) || !isFetchCall(start, true, vocabulary, 'failing'))) return;
          if (id ? !answersAbsenceFrom(id) : !droppedFromFanOut(callbackReturning(call)) && !pushedIntoFanOut(call)) return;
          const shown = answer.value ? abbreviate(context.sourceCode.getText(answer.value), 30) : 'undefined';
          report(context, { node: answer.value ?? handler, messageId: 'errorAsAbsence', data: { path: '.catch() handler', value: shown } });
          return;
        }
        if (onlyKeyedIntoFields(call)) return;
        // a failed write (`api.updateProtection(p).then(log).catch(() => [])`) loses a change, not records: no lookup answers "none"
        const start = receiver.type === AST_NODE_TYPES.CallExpression ? chainStart(receiver) : null;
        if (start !== null && namesAChange(calleeName(start) ?? '', vocabulary)) return;
        const node = value ?? handler;
        report(context, { node, messageId: 'errorAsAbsence', data: { path: `.${method}() handler`, value: value ? abbreviate(context.sourceCode.getText(value), 30) : 'undefined' } });
      })),
    );
  },
});
