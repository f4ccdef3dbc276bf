import { AST_NODE_TYPES, TSESLint as Lint, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { BODY_STEPS, COPYING_BUILDERS, COPYING_METHODS, KIT } from '../../../src/vocabulary/index.js';
import { calleeName, lastName, methodCall, unwrap, type Expression, type Node } from '../syntax/ast.js';
import { FETCH, isCompleteSource, isFetchCall } from '../api/fetch.js';
import { requestsWhole, type PageRequestContext } from '../api/page-request.js';
import { constDeclarationInitOf, variableOf } from '../syntax/scope.js';
import { names } from '../gate/text-gate.js';
import { defaultVocabulary, perVocabulary, type Vocabulary } from '../api/vocabulary.js';

/**
 * Where a value came from, as far as the syntax shows:
 * - `api`: from an awaited call or a `fetch`, directly or through destructuring, property
 *   access, `.map`/`.filter`-style copies, `Set`/`Map`/`Array.from`, spreads, or an accumulator
 *   that such values were pushed into;
 * - `proven`: through the kit's `requireComplete(...)`, so a Complete listing;
 * - `null`: anything else (parameters, literals, local state).
 */
const { DefinitionType } = Lint.Scope;

export type Origin = 'api' | 'proven' | null;

const THEN = 'then';

/** `api` comes only from an `await`, a `fetch(…)` or a `.then` callback: a file without these words has no fetched value. */
export const API_ORIGIN_TEXT = names(['await', FETCH, THEN]);

/** Methods that return a collection derived from their receiver, and steps from a response to its body. */
const DERIVING_METHODS: ReadonlySet<string> = new Set([...COPYING_METHODS, ...BODY_STEPS]);
const FROM_ARGUMENT: ReadonlySet<string> = new Set(COPYING_BUILDERS);
const KIT_PROOF: ReadonlySet<string> = new Set(KIT.provers);

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
        return next(arg) ?? 'api';
      }
      case AST_NODE_TYPES.CallExpression:
        return this.callOrigin(n, next, false);
      case AST_NODE_TYPES.NewExpression: {
        const name = calleeName(n);
        const first = n.arguments[0];
        return (name === 'Set' || name === 'Map' || name === 'WeakSet' || name === 'WeakMap') && first ? next(first) : null;
      }
      case AST_NODE_TYPES.MemberExpression:
        return next(n.object);
      case AST_NODE_TYPES.SpreadElement:
        return next(n.argument);
      case AST_NODE_TYPES.ArrayExpression:
        return firstOrigin(n.elements.map((el) => (el?.type === AST_NODE_TYPES.SpreadElement ? next(el.argument) : null)));
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
    if (isFetchCall(call, false, this.vocab)) return this.answersWhole(call) ? null : 'api';
    const method = methodCall(call);
    if (method && DERIVING_METHODS.has(method.method)) {
      const fromReceiver = next(method.receiver);
      if (fromReceiver) return fromReceiver;
      // `(await fetch(wholeEndpoint)).json()`: the body of a whole answer is whole
      if (this.requests !== undefined && this.answeredWhole(method.receiver)) return null;
    }
    if (method && FROM_ARGUMENT.has(method.method) && call.arguments[0]) return next(call.arguments[0]);
    if (name === 'structuredClone' && call.arguments[0]) return next(call.arguments[0]);
    if (awaited) return isFetchCall(call, true, this.vocab) && !this.answersWhole(call) ? 'api' : null;
    return null;
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
      if (push) origins.push(firstOrigin(push.map((arg) => next(arg))));
    }
    return firstOrigin(origins);
  }
}

/** A call whose answer is complete by construction; kept for the rules that import it from here (see ./fetch.ts). */
export function isLocalCall(call: TSESTree.CallExpression, vocab: Vocabulary = defaultVocabulary): boolean {
  return isCompleteSource(call, vocab);
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

function firstOrigin(origins: readonly Origin[]): Origin {
  if (origins.includes('proven')) return 'proven';
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
