import { AST_NODE_TYPES, TSESLint as Lint, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { APIS, BODY_STEPS, COPYING_BUILDERS, COPYING_METHODS, ELEMENT_METHODS, JOINING_METHODS, KIT } from '../../../src/vocabulary/index.js';
import { calleeName, isFunction, isLoop, keyName, lastName, propertyName, words, methodCall, returnedValues, unwrap, type Expression, type Node } from '../syntax/ast.js';
import { FETCH, isCompleteSource, isFetchCall, type FetchSense } from '../api/fetch.js';
import { asksForOneRecord, pageRequestOf, requestsWhole, type PageRequestContext } from '../api/page-request.js';
import { calledFunction, constDeclarationInitOf, variableOf } from '../syntax/scope.js';
import { capOf } from './pagination-loop.js';
import { walkOf, type WalkContext } from './walks/index.js';
import { names } from '../gate/text-gate.js';
import { defaultVocabulary, perVocabulary, type Vocabulary } from '../api/vocabulary.js';

/**
 * Where a value came from, as far as the syntax shows:
 * - `api`: from an awaited call or a `fetch`, directly or through destructuring, property
 *   access, `.map`/`.filter`-style copies, `Set`/`Map`/`Array.from`, spreads, or an accumulator
 *   that such values were pushed into;
 * - `proven`: through the kit's `requireComplete(...)`, so a Complete listing;
 * - `null`: anything else (parameters, literals, local state).
 *
 * Asked with a walk context (`pages`), `api` is narrower: a value that may be partial. It starts only at one page of
 * a paginated request (`pageRequestOf`: an operation of the table or of the settings, or a request that sets a page
 * size), at the items field of a list or search call's envelope, at what a capped walk gathered, or at a call of a
 * helper of the same file that returns such a value; `listing` is a kit Listing not yet proven (`collectAll(…)`, an
 * adapter), which states its own verdict. A read by id, a whole-by-design endpoint or a call of unknown shape answers
 * what it was asked, so absence in it is no guess.
 */
const { DefinitionType } = Lint.Scope;

export type Origin = 'api' | 'listing' | 'proven' | null;

const THEN = 'then';

/** `api` comes only from an `await`, a `fetch(…)` or a `.then` callback: a file without these words has no fetched value. */
export const API_ORIGIN_TEXT = names(['await', FETCH, THEN]);

/** Methods that return a collection derived from their receiver, and steps from a response to its body. */
const DERIVING_METHODS: ReadonlySet<string> = new Set([...COPYING_METHODS, ...BODY_STEPS]);
const FROM_ARGUMENT: ReadonlySet<string> = new Set(COPYING_BUILDERS);
const JOINING: ReadonlySet<string> = new Set(JOINING_METHODS);
const ELEMENTS: ReadonlySet<string> = new Set(ELEMENT_METHODS);
const KIT_PROOF: ReadonlySet<string> = new Set(KIT.provers);
/** The kit's calls whose answer is a Listing that states its own completeness: `collectAll`, `scanPages`, `parseListing`, the adapters. */
const KIT_LISTINGS: ReadonlySet<string> = new Set([...KIT.listingConstructors, ...KIT.walkers, ...APIS.map((a) => a.adapter).filter((n): n is string => n !== null)]);

export class OriginTracker {
  private readonly cache = new WeakMap<Node, Origin>();

  /**
   * @param requests given, a request for an endpoint that a hand row or the vendor's own API description documents
   *   as answering whole (`requestsWhole`) is no `api` origin: its answer is complete.
   */
  constructor(
    private readonly scopeOf: (node: Node) => TSESLint.Scope.Scope,
    private readonly vocab: Vocabulary = defaultVocabulary,
    private readonly requests?: PageRequestContext,
    /** Given, `api` means a value that may be partial (see above); the walks' context finds capped walks. */
    private readonly pages?: WalkContext,
    /** Without `pages`: `failing` makes `api` any value fetched remotely, a complete one too (see {@link FetchSense}). */
    private readonly sense: FetchSense = 'partial',
  ) {}

  of(node: Node): Origin {
    return this.visit(node, 0, new Set());
  }

  private visit(node: Node, depth: number, seen: Set<Node>): Origin {
    const n = unwrap(node);
    if (depth > 8 || seen.has(n)) return null;
    const cached = this.cache.get(n);
    if (cached !== undefined) return cached;
    seen.add(n);
    const result = this.compute(n, depth, seen);
    this.cache.set(n, result);
    return result;
  }

  private compute(n: Node, depth: number, seen: Set<Node>): Origin {
    const next = (child: Node | null | undefined): Origin => (child ? this.visit(child, depth + 1, seen) : null);
    switch (n.type) {
      case AST_NODE_TYPES.AwaitExpression: {
        const arg = unwrap(n.argument);
        if (arg.type === AST_NODE_TYPES.CallExpression) return this.callOrigin(arg, next, true);
        if (!this.pages) return next(arg) ?? 'api';
        // `const pending = api.list(…)` then `await pending`: the call is the one awaited
        const promised = arg.type === AST_NODE_TYPES.Identifier ? constDeclarationInitOf(this.scopeOf, arg) : null;
        const call = promised === null ? null : unwrap(promised);
        return call?.type === AST_NODE_TYPES.CallExpression ? this.callOrigin(call, next, true) : next(arg);
      }
      case AST_NODE_TYPES.CallExpression:
        return this.callOrigin(n, next, false);
      case AST_NODE_TYPES.NewExpression: {
        const name = calleeName(n);
        const first = n.arguments[0];
        return (name === 'Set' || name === 'Map' || name === 'WeakSet' || name === 'WeakMap') && first ? next(first) : null;
      }
      case AST_NODE_TYPES.MemberExpression:
        return next(n.object) ?? (this.pages && this.readsListEnvelope(n.object, propertyName(n)) ? 'api' : null);
      case AST_NODE_TYPES.SpreadElement:
        return next(n.argument);
      case AST_NODE_TYPES.ArrayExpression:
        return firstOrigin(n.elements.map((el) => (el?.type === AST_NODE_TYPES.SpreadElement ? next(el.argument) : null)));
      case AST_NODE_TYPES.ObjectExpression:
        // `return { records, complete: true }` from a helper: what its fields carry (read when asked about pages)
        return this.pages ? firstOrigin(n.properties.map((p) => next(p.type === AST_NODE_TYPES.Property ? p.value : p.argument))) : null;
      case AST_NODE_TYPES.LogicalExpression:
        return firstOrigin([next(n.left), next(n.right)]);
      case AST_NODE_TYPES.ConditionalExpression:
        return firstOrigin([next(n.consequent), next(n.alternate)]);
      case AST_NODE_TYPES.Identifier:
        return this.identifierOrigin(n, next);
      default:
        return null;
    }
  }

  private callOrigin(call: TSESTree.CallExpression, next: (child: Node | null | undefined) => Origin, awaited: boolean): Origin {
    const name = calleeName(call);
    if (name !== null && KIT_PROOF.has(name)) return 'proven';
    if (this.pages) return this.pageOrigin(call, name, next, awaited, this.pages);
    if (isFetchCall(call, false, this.vocab, this.sense)) return this.answersWhole(call) ? null : 'api';
    const method = methodCall(call);
    if (method && DERIVING_METHODS.has(method.method)) {
      const fromReceiver = joinedOrigin(method, next);
      if (fromReceiver) return fromReceiver;
      // `(await fetch(wholeEndpoint)).json()`: the body of a whole answer is whole
      if (this.requests !== undefined && this.answeredWhole(method.receiver)) return null;
    }
    if (method && FROM_ARGUMENT.has(method.method) && call.arguments[0]) return next(call.arguments[0]);
    // `tasks.find(…)`: one item of fetched data is fetched data (one item is no page, so only outside `pages`)
    if (method && ELEMENTS.has(method.method)) return next(method.receiver);
    if (name === 'structuredClone' && call.arguments[0]) return next(call.arguments[0]);
    if (awaited) return isFetchCall(call, true, this.vocab, this.sense) && !this.answersWhole(call) ? 'api' : null;
    return null;
  }

  /** {@link callOrigin} with `pagesOnly`: a page, an unproven kit Listing, or what a helper of the file returns. */
  private pageOrigin(call: TSESTree.CallExpression, name: string | null, next: (child: Node | null | undefined) => Origin, awaited: boolean, walks: WalkContext): Origin {
    if (name !== null && KIT_LISTINGS.has(name)) return 'listing';
    // `octokit.paginate(route, params, (res, done) => …)` that stops early
    if (isCappedWalk(call, walks)) return 'api';
    const method = methodCall(call);
    if (method && DERIVING_METHODS.has(method.method)) {
      const fromReceiver = joinedOrigin(method, next);
      if (fromReceiver) return fromReceiver;
    }
    if (method && FROM_ARGUMENT.has(method.method) && call.arguments[0]) return next(call.arguments[0]);
    // `await Promise.all(ids.map((id) => api.listMembers(id)))`: each element is what the callback returns
    if (method?.method === 'all' && call.arguments[0]) return next(call.arguments[0]) ?? this.callbackReturns(call.arguments[0], next);
    const waited = awaited || isAwaitedElsewhere(call);
    if ((!waited && name !== FETCH) || isCompleteSource(call, this.vocab)) return null;
    if (this.requests !== undefined && pageRequestOf(call, this.requests, waited) !== null) return 'api';
    const helper = calledFunction(this.scopeOf, call);
    return helper === null ? null : firstOrigin(returnedValues(helper).map((v) => next(v)));
  }

  /** `ids.map((id) => api.listMembers(id))`: the origin of what the callback returns, its calls taken as awaited. */
  private callbackReturns(node: Node, next: (child: Node | null | undefined) => Origin): Origin {
    const n = unwrap(node);
    if (n.type !== AST_NODE_TYPES.CallExpression) return null;
    const method = methodCall(n);
    const callback = n.arguments[0];
    if (!method || (method.method !== 'map' && method.method !== 'flatMap') || !callback || !isFunction(callback)) return null;
    return firstOrigin(returnedValues(callback).map((v) => next(v)));
  }

  /**
   * Is `field` the items field of the envelope a list or search call answers with (`(await listMembers(org)).items`)?
   * A call named as a listing whose answer wraps its items in a field is shaped like a page, whoever serves it.
   */
  private readsListEnvelope(node: Node, field: string | null): boolean {
    if (field === null || !itemsFieldsOf(this.vocab).has(field)) return false;
    let n = unwrap(node);
    if (n.type === AST_NODE_TYPES.Identifier) {
      const init = constDeclarationInitOf(this.scopeOf, n);
      if (init === null) return false;
      n = unwrap(init);
    }
    if (n.type !== AST_NODE_TYPES.AwaitExpression) return false;
    const call = unwrap(n.argument);
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    const name = calleeName(call);
    if (name === null || !LISTING_VERBS.has(words(name)[0] ?? '')) return false;
    // `pulls.list({ head: branch })` asks for the one record: its envelope holds all there is
    return this.requests === undefined || !asksForOneRecord(call, this.requests.resolve);
  }

  private answersWhole(call: TSESTree.CallExpression): boolean {
    return this.requests !== undefined && requestsWhole(call, this.requests);
  }

  /** Is `node` the awaited answer of a whole endpoint, directly or through the `const` it is bound to? */
  private answeredWhole(node: Node): boolean {
    let n = unwrap(node);
    if (n.type === AST_NODE_TYPES.Identifier) {
      const init = constDeclarationInitOf(this.scopeOf, n);
      if (init === null) return false;
      n = unwrap(init);
    }
    if (n.type === AST_NODE_TYPES.AwaitExpression) n = unwrap(n.argument);
    return n.type === AST_NODE_TYPES.CallExpression && this.answersWhole(n);
  }

  private identifierOrigin(id: TSESTree.Identifier, next: (child: Node | null | undefined) => Origin): Origin {
    const variable = variableOf(this.scopeOf(id), id);
    if (!variable) return null;
    const origins: Origin[] = [];
    for (const def of variable.defs) {
      if (isAnnotatedComplete(def.name)) return 'proven';
      if (def.type === DefinitionType.Variable) {
        origins.push(next(def.node.init));
        // `const { data } = await gh.listMembers({ org })`
        if (this.pages && def.node.init && def.node.id.type === AST_NODE_TYPES.ObjectPattern && this.readsListEnvelope(def.node.init, patternKeyOf(def.name))) origins.push('api');
        const loop = def.node.parent.parent;
        // `for (const page of pages)`: each element of a fetched collection is fetched data too.
        if (loop.type === AST_NODE_TYPES.ForOfStatement && loop.left === def.node.parent) origins.push(next(loop.right));
      } else if (def.type === DefinitionType.Parameter && isThenCallbackParam(def.node)) {
        origins.push('api');
      }
    }
    const firstDef = variable.defs[0];
    const declaredInit = firstDef?.type === DefinitionType.Variable ? firstDef.node.init : null;
    for (const ref of variable.references) {
      if (ref.writeExpr && ref.writeExpr !== declaredInit) origins.push(next(ref.writeExpr));
      if (ref.identifier.type !== AST_NODE_TYPES.Identifier) continue;
      const push = pushedInto(ref.identifier);
      if (push) origins.push(this.pages && gathersInCappedWalk(ref.identifier, this.pages) ? 'api' : firstOrigin(push.map((arg) => next(arg))));
    }
    return firstOrigin(origins);
  }
}


/** `const l: Complete<T>` or `(l: Complete<T>) =>`: the type system already proved it. */
function isAnnotatedComplete(id: TSESTree.BindingName | TSESTree.StringLiteral): boolean {
  const annotation = 'typeAnnotation' in id ? id.typeAnnotation?.typeAnnotation : undefined;
  return (
    annotation?.type === AST_NODE_TYPES.TSTypeReference &&
    annotation.typeName.type === AST_NODE_TYPES.Identifier &&
    annotation.typeName.name === KIT.completeType
  );
}

/** Does `node` (a walk's node: a loop, a `paginate` call) stop at a client cap before the data ends? */
function isCappedWalk(node: Node, walks: WalkContext): boolean {
  const walk = walkOf(node, walks);
  return walk !== null && capOf(walk, walks.scopeOf) !== null;
}

/** Is the array `id` pushed into inside a loop that stops at a cap (`for (const p of [1, 2])`, `if (++n >= max) break`)? */
function gathersInCappedWalk(id: TSESTree.Identifier, walks: WalkContext): boolean {
  for (let n: Node | undefined = id.parent; n && !isFunction(n); n = n.parent) {
    if (isLoop(n) && isCappedWalk(n, walks)) return true;
  }
  return false;
}

/** The first word of a call that answers with a listing. */
const LISTING_VERBS: ReadonlySet<string> = new Set(['list', 'search']);

/** The key an object pattern binds `id` under: `data` in `const { data } = …` and in `const { data: rows } = …`. */
function patternKeyOf(id: TSESTree.BindingName | TSESTree.StringLiteral): string | null {
  const prop = id.parent;
  if (prop.type !== AST_NODE_TYPES.Property || prop.parent.type !== AST_NODE_TYPES.ObjectPattern) return null;
  return keyName(prop);
}


/** A call returned from a callback that `Promise.all` awaits, or chained to its body: it is waited on, though no `await` is written beside it. */
function isAwaitedElsewhere(call: TSESTree.CallExpression): boolean {
  const p = call.parent;
  return p.type === AST_NODE_TYPES.ReturnStatement || (p.type === AST_NODE_TYPES.ArrowFunctionExpression && p.body === call);
}

/** `p` in `promise.then((p) => …)`. */
function isThenCallbackParam(fn: Node): boolean {
  const call = fn.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== fn) return false;
  return methodCall(call)?.method === THEN;
}

/** The arguments of `id.push(...)` / `id.unshift(...)` / `id.add(...)` / `id.set(...)`, when `id` is the receiver. */
function pushedInto(id: TSESTree.Identifier): Expression[] | null {
  const member = id.parent;
  if (member.type !== AST_NODE_TYPES.MemberExpression || member.object !== id) return null;
  const call = member.parent;
  if (call.type !== AST_NODE_TYPES.CallExpression || call.callee !== member) return null;
  const method = lastName(member);
  if (method !== 'push' && method !== 'unshift' && method !== 'add' && method !== 'set') return null;
  return call.arguments.map((a) => (a.type === AST_NODE_TYPES.SpreadElement ? a.argument : a));
}

/** A copy's origin: its receiver's, and for `concat` its arguments' too (`all = all.concat(page.items)`). */
function joinedOrigin(method: { receiver: Expression; method: string; call: TSESTree.CallExpression }, next: (child: Node | null | undefined) => Origin): Origin {
  const fromReceiver = next(method.receiver);
  if (fromReceiver || !JOINING.has(method.method)) return fromReceiver;
  return firstOrigin(method.call.arguments.map((a) => next(a.type === AST_NODE_TYPES.SpreadElement ? a.argument : a)));
}

function firstOrigin(origins: readonly Origin[]): Origin {
  if (origins.includes('proven')) return 'proven';
  if (origins.includes('listing')) return 'listing';
  return origins.includes('api') ? 'api' : null;
}

const ARRAY_CALLBACKS: ReadonlySet<string> = new Set(['forEach', 'map', 'filter', 'some', 'every', 'find', 'flatMap']);

/** Is `id` one element of a collection: a `for…of` variable or the first parameter of `items.forEach((item) => …)`? */
function isElement(id: TSESTree.Identifier, scopeOf: (node: Node) => TSESLint.Scope.Scope): boolean {
  const def = variableOf(scopeOf(id), id)?.defs[0];
  if (!def) return false;
  if (def.type === DefinitionType.Variable) {
    const loop = def.node.parent.parent;
    return loop.type === AST_NODE_TYPES.ForOfStatement && loop.left === def.node.parent;
  }
  if (def.type !== DefinitionType.Parameter) return false;
  const fn = def.node;
  const call = fn.parent;
  return call.type === AST_NODE_TYPES.CallExpression && call.arguments[0] === fn && 'params' in fn && fn.params[0] === def.name && ARRAY_CALLBACKS.has(methodCall(call)?.method ?? '');
}

/**
 * Is `subject` an array field of one record of a listing (`deployment.aliases`, `user.groups`)? The API returned the
 * record whole, so its own fields are not a page: emptiness there says nothing about what a walk missed. A field
 * named as a row's items (`page.items`, `res.data`) stays a listing.
 */
export function isRecordField(subject: Node, scopeOf: (node: Node) => TSESLint.Scope.Scope, vocab: Vocabulary = defaultVocabulary): boolean {
  const n = unwrap(subject);
  if (n.type !== AST_NODE_TYPES.MemberExpression || n.computed || n.property.type !== AST_NODE_TYPES.Identifier) return false;
  const object = unwrap(n.object);
  if (object.type !== AST_NODE_TYPES.Identifier || !isElement(object, scopeOf)) return false;
  return !itemsFieldsOf(vocab).has(n.property.name);
}

/** The fields the API rows hold their items in (`items`, `data`, `records`), as names. */
const itemsFieldsOf = perVocabulary((vocab): ReadonlySet<string> => new Set(vocab.apis.flatMap((api) => api.items.map((i) => i.split('.')[0] as string)).filter((i) => i !== '*')));
