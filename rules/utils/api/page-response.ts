import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { calledFunction } from '../syntax/scope.js';
import { ASSERTION_FUNCTIONS, COPYING_BUILDERS, ASSERTION_ROOTS, LOG_METHODS, LOG_RECEIVER_WORDS, TEST_CONTEXT_NAMES } from '../../../src/vocabulary/index.js';
import { enclosingFunction, firstItemRead, isFunction, keyName, lastName, numberValue, propertyName, unwrap, walk, words, type FunctionNode, type Node } from '../syntax/ast.js';

/**
 * Where one response goes: the fields read off it, the variables holding it or its items, and whether the
 * whole response leaves the function (returned, spread, serialised or handed on), which keeps its signals.
 */
export interface ResponseUse {
  /** Fields read directly off the response (`res.data`, `{ data }`, `res.data.items` gives both). */
  readonly fields: Set<string>;
  /** Identifiers (references) that hold the response's items or the response itself. */
  readonly holders: Set<TSESTree.Identifier>;
  /** The response object itself leaves the function whole. */
  wholeLeaves: boolean;
  /** The function that returns the response whole, if one does (`getAllUsers() { return auth.listUsers(); }`). */
  returnedFrom: FunctionNode | null;
  /**
   * The response's body leaves the function whole: `return res.data`, `return res.body`, `return await res.json()`
   * (the field's name, `json` for the parsed body), or null. Whether the body holds the continuation depends on the API.
   */
  payloadLeaves: string | null;
  /** The binding has a `...rest` pattern: unknown fields travel on. */
  rest: boolean;
  /** The response is used at all outside log calls. */
  used: boolean;
  /** Functions of this file that the response was handed to whole (`extractAliases(res)`), followed into. */
  readonly helpers: Set<FunctionNode>;
  /** Object literals the response, or a value read from it, is written into (`{ data: res.data, next: null }`). */
  readonly objects: Set<TSESTree.ObjectExpression>;
}

const LOG_RECEIVERS = new Set(LOG_RECEIVER_WORDS);
/** `client.listX(params).promise()` (AWS SDK v2), `got(url).json()`: steps to the body that keep it one response. */
const BODY_STEPS = new Set(['promise', 'json', 'text']);
const LOG_NAMES = new Set(LOG_METHODS);

/** `console.log(...)`, `logger.debug(...)`, `core.info(...)`, `this.logger.warn(...)`, `debug(...)`. */
export function isLogCall(call: TSESTree.CallExpression): boolean {
  const callee = unwrap(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return callee.name === 'debug' || callee.name === 'log';
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const method = propertyName(callee);
  const receiver = unwrap(callee.object);
  const receiverName = receiver.type === AST_NODE_TYPES.Identifier ? receiver.name : receiver.type === AST_NODE_TYPES.MemberExpression ? propertyName(receiver) : null;
  if (receiverName === null || method === null) return false;
  return LOG_NAMES.has(method) && words(receiverName).some((w) => LOG_RECEIVERS.has(w));
}

const ASSERTION_ROOT_NAMES = new Set(ASSERTION_ROOTS);
const ASSERTION_NAMES = new Set(ASSERTION_FUNCTIONS);
const TEST_CONTEXTS = new Set(TEST_CONTEXT_NAMES);

/** The root name of a callee chain: `expect(x).not.toBe` → `expect`, `assert.deepEqual` → `assert`. */
function calleeRoot(callee: Node): TSESTree.Identifier | null {
  let n = unwrap(callee);
  for (;;) {
    if (n.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.object);
    else if (n.type === AST_NODE_TYPES.CallExpression) n = unwrap(n.callee);
    else return n.type === AST_NODE_TYPES.Identifier ? n : null;
  }
}

/** `expect(x)…`, `assert.equal(...)`, `assert(...)`, `strictEqual(...)`, `t.is(...)`: a test's check. */
export function isAssertionCall(call: TSESTree.CallExpression): boolean {
  const callee = unwrap(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return ASSERTION_ROOT_NAMES.has(callee.name) || ASSERTION_NAMES.has(callee.name);
  const root = calleeRoot(callee);
  if (root === null) return false;
  if (ASSERTION_ROOT_NAMES.has(root.name)) return true;
  return TEST_CONTEXTS.has(root.name) && callee.type === AST_NODE_TYPES.MemberExpression && ASSERTION_NAMES.has(propertyName(callee) ?? '');
}

/**
 * Is `node` inside an assertion's arguments or subject (`expect(page.items).toHaveLength(2)`), also through a
 * function handed to it (`assert.rejects(() => client.list())`)? A value that only a test checks decides nothing.
 */
export function insideAssertion(node: Node, stop: Node | null): boolean {
  for (let n: Node | undefined = node.parent, child: Node = node; n && n !== stop; child = n, n = n.parent) {
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee !== child && isAssertionCall(n)) return true;
    if (isFunction(n)) {
      const p = n.parent;
      if (p.type !== AST_NODE_TYPES.CallExpression || !p.arguments.includes(n as TSESTree.Expression) || !isAssertionCall(p)) return false;
    }
  }
  return false;
}

export function insideLogCall(node: Node, stop: Node): boolean {
  for (let n: Node | undefined = node.parent; n && n !== stop; n = n.parent) {
    if (n.type === AST_NODE_TYPES.CallExpression && isLogCall(n)) return true;
    if (isFunction(n)) return false;
  }
  return false;
}

const ARRAY_NAMES = new Set([
  'length', 'map', 'filter', 'find', 'findLast', 'some', 'every', 'includes', 'forEach', 'reduce', 'slice', 'sort', 'concat', 'flatMap', 'join',
  'indexOf', 'findIndex', 'at', 'reverse', 'values', 'keys', 'entries', 'then', 'catch', 'promise',
]);

/** Calls whose result still holds their first argument's items: `JSON.stringify(x)`, `Array.from(x)`, `Object.values(x)`. */
const CARRYING_CALLS = new Set([...COPYING_BUILDERS, 'stringify']);
/** Array methods that act on each item rather than answer a value: the items are used by the call itself. */
const ACTING_METHODS = new Set(['forEach', 'reduce', 'reduceRight']);

/** Steps up from a value through what does not change it: `await x`, `x!`, `x as T`, `(x || [])`, `x ?? []`. */
function climb(node: Node): Node {
  let n = node;
  for (;;) {
    const p = n.parent;
    if (!p) return n;
    if (
      p.type === AST_NODE_TYPES.AwaitExpression ||
      p.type === AST_NODE_TYPES.TSNonNullExpression ||
      p.type === AST_NODE_TYPES.TSAsExpression ||
      p.type === AST_NODE_TYPES.ChainExpression ||
      (p.type === AST_NODE_TYPES.LogicalExpression && p.left === n && p.operator !== '&&')
    ) {
      n = p;
      continue;
    }
    return n;
  }
}

const PAYLOAD_FIELDS = new Set(['data', 'body']);

/** `res.data`, `res.body` or `await res.json()` as `top`, one step off the response `value`: that step's name, or null. */
function payloadStep(value: Node, top: Node): string | null {
  let n = unwrap(top);
  if (n.type === AST_NODE_TYPES.AwaitExpression) n = unwrap(n.argument);
  if (n.type === AST_NODE_TYPES.CallExpression && n.arguments.length === 0) {
    const callee = unwrap(n.callee);
    return callee.type === AST_NODE_TYPES.MemberExpression && callee.object === value && propertyName(callee) === 'json' ? 'json' : null;
  }
  if (n.type !== AST_NODE_TYPES.MemberExpression || n.object !== value) return null;
  const name = propertyName(n);
  return name !== null && PAYLOAD_FIELDS.has(name) ? name : null;
}

/**
 * The request an `await id` settles when `id` is a `const` that holds it (`const query = client.projects({ first:
 * 100 }); … const projects = await query;`), or null. Whether that await is the request's one answer (no other read of
 * the const hands the promise on) is the tracker's to say: {@link deferredAwaitOf}.
 */
export function deferredRequestAt(node: TSESTree.AwaitExpression, scopeOf: (node: Node) => TSESLint.Scope.Scope): TSESTree.CallExpression | null {
  const id = unwrap(node.argument);
  if (id.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = ASTUtils.findVariable(scopeOf(id), id);
  const def = variable?.defs[0];
  if (variable === null || variable.defs.length !== 1 || def?.node.type !== AST_NODE_TYPES.VariableDeclarator || def.parent?.type !== AST_NODE_TYPES.VariableDeclaration || def.parent.kind !== 'const') return null;
  const init = def.node.init === null ? null : unwrap(def.node.init);
  return init?.type === AST_NODE_TYPES.CallExpression && def.node.id.type === AST_NODE_TYPES.Identifier ? init : null;
}

/** The one `await` that settles a request kept in a `const`, when the const is read nowhere else; null otherwise. */
function deferredAwaitOf(call: TSESTree.CallExpression, scopeOf: (node: Node) => TSESLint.Scope.Scope): TSESTree.AwaitExpression | null {
  const declarator = call.parent;
  if (declarator.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== call || declarator.id.type !== AST_NODE_TYPES.Identifier) return null;
  const reads = ASTUtils.findVariable(scopeOf(declarator.id), declarator.id)?.references.filter((r) => r.isRead()) ?? [];
  const only = reads.length === 1 ? reads[0]?.identifier.parent : undefined;
  return only?.type === AST_NODE_TYPES.AwaitExpression && deferredRequestAt(only, scopeOf) === call ? only : null;
}

export class ResponseTracker {
  constructor(private readonly scopeOf: (node: Node) => TSESLint.Scope.Scope) {}

  /** How the response of `call` is used, or null when it goes somewhere the syntax does not follow. */
  of(call: TSESTree.CallExpression, fn: FunctionNode | null): ResponseUse | null {
    const use: ResponseUse = { fields: new Set(), holders: new Set(), wholeLeaves: false, returnedFrom: null, payloadLeaves: null, rest: false, used: false, helpers: new Set(), objects: new Set() };
    // `const query = client.projects(…); … await query`: the response is what that await gives
    const deferred = deferredAwaitOf(call, this.scopeOf);
    let value: Node = climb(deferred ?? call);
    // `client.listX(params).promise()` (AWS SDK v2)
    let p = value.parent;
    if (p?.type === AST_NODE_TYPES.MemberExpression && BODY_STEPS.has(propertyName(p) ?? '') && p.parent.type === AST_NODE_TYPES.CallExpression) value = climb(p.parent);
    p = value.parent;
    // `.then((res) => ...)`
    if (p?.type === AST_NODE_TYPES.MemberExpression && propertyName(p) === 'then' && p.parent.type === AST_NODE_TYPES.CallExpression) {
      const cb = p.parent.arguments[0];
      if (cb && isFunction(cb) && cb.params[0]) {
        this.bind(cb.params[0], use, 0, cb);
        return use;
      }
      return null;
    }
    // `Promise.all([a, b])` destructured as `[x, y]`
    if (p?.type === AST_NODE_TYPES.ArrayExpression) {
      const index = p.elements.indexOf(value as TSESTree.Expression);
      const all = climb(p).parent;
      if (all?.type === AST_NODE_TYPES.CallExpression && propertyName(all.callee as TSESTree.MemberExpression) === 'all') {
        const target = climb(all).parent;
        if (target?.type === AST_NODE_TYPES.VariableDeclarator && target.id.type === AST_NODE_TYPES.ArrayPattern) {
          const element = target.id.elements[index];
          if (element) this.bind(element, use, 0, fn);
          return use;
        }
        // `.then(([plans]) => …)`, `.then((data) => data[1].items)`
        const cb = target?.type === AST_NODE_TYPES.MemberExpression && propertyName(target) === 'then' && target.parent.type === AST_NODE_TYPES.CallExpression ? target.parent.arguments[0] : undefined;
        const param = cb && isFunction(cb) ? cb.params[0] : undefined;
        if (param?.type === AST_NODE_TYPES.ArrayPattern) {
          const element = param.elements[index];
          if (element) this.bind(element, use, 0, cb as FunctionNode);
          return use;
        }
        if (param?.type === AST_NODE_TYPES.Identifier) {
          this.followElement(param, index, use, cb as FunctionNode);
          return use;
        }
      }
      return null;
    }
    this.follow(value, use, 0, fn);
    return use;
  }

  /** Follow one value that is the response (or, with `depth` > 0, its items). */
  private follow(value: Node, use: ResponseUse, depth: number, fn: Node | null): void {
    // member chain off the value: `res.data.items.map(...)`
    if ((fn && insideLogCall(value, fn)) || insideAssertion(value, fn)) return;
    let top = value;
    let first = true;
    for (;;) {
      const p = top.parent;
      if (p?.type === AST_NODE_TYPES.MemberExpression && p.object === top) {
        const name = propertyName(p);
        if (name !== null && (!ARRAY_NAMES.has(name) || !first)) use.fields.add(name);
        first = false;
        top = climb(p);
        // `page.data.map(...)`, `items.slice(0, 5)`: the call's result still holds the items; `items.find(...)`,
        // `items.some(...)`: its result is what the items decide, followed the same way; `forEach` acts on each item
        const call = top.parent;
        if (name !== null && call?.type === AST_NODE_TYPES.CallExpression && call.callee === top) {
          if (ACTING_METHODS.has(name)) use.used = true;
          top = climb(call);
        }
        continue;
      }
      break;
    }
    // `JSON.stringify(page.items)`, `Array.from(res.data)`: the call's result still holds the items
    const carrier = top.parent;
    if (carrier?.type === AST_NODE_TYPES.CallExpression && carrier.callee !== top && carrier.arguments[0] === top && CARRYING_CALLS.has(lastName(carrier.callee) ?? '')) {
      this.follow(climb(carrier), use, depth + 1, fn);
      return;
    }
    const parent = top.parent;
    const binds = (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === top) || (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.right === top && parent.left.type === AST_NODE_TYPES.Identifier);
    // a response awaited and dropped (`await client.listX();`) is not used
    const dropped = parent?.type === AST_NODE_TYPES.ExpressionStatement && top === value;
    if (!binds && !dropped) use.used = true;
    if (!parent) return;
    switch (parent.type) {
      case AST_NODE_TYPES.VariableDeclarator:
        if (parent.init === top) this.bind(parent.id, use, depth + (top === value ? 0 : 1), fn);
        return;
      case AST_NODE_TYPES.AssignmentExpression:
        if (parent.right === top && parent.left.type === AST_NODE_TYPES.Identifier) this.bind(parent.left, use, depth + (top === value ? 0 : 1), fn);
        return;
      case AST_NODE_TYPES.ReturnStatement:
      case AST_NODE_TYPES.ArrowFunctionExpression:
        if (top === value && depth === 0) {
          use.wholeLeaves = true;
          use.returnedFrom = parent.type === AST_NODE_TYPES.ArrowFunctionExpression ? parent : enclosingFunction(parent);
        } else if (depth === 0) use.payloadLeaves = payloadStep(value, top);
        return;
      case AST_NODE_TYPES.SpreadElement:
        if (top === value && depth === 0) use.wholeLeaves = true;
        return;
      case AST_NODE_TYPES.Property:
        if (parent.value === top && parent.parent.type === AST_NODE_TYPES.ObjectExpression) use.objects.add(parent.parent);
        return;
      case AST_NODE_TYPES.CallExpression:
        if (top !== value || depth !== 0 || parent.callee === top) return;
        // handed whole to a function of this file (`extractAliases(res)`): what it reads there is what is read
        if (this.followInto(parent, top, use)) return;
        use.wholeLeaves = true;
        return;
      default:
        return;
    }
  }

  /** Follows the response into the parameter of the function of this file it is handed to; false when there is none. */
  private followInto(call: TSESTree.CallExpression, arg: Node, use: ResponseUse): boolean {
    const helper = calledFunction(this.scopeOf, call);
    const index = call.arguments.indexOf(arg as TSESTree.CallExpressionArgument);
    const param = helper?.params[index];
    if (!helper || !param || param.type === AST_NODE_TYPES.RestElement || param.type === AST_NODE_TYPES.TSParameterProperty) return false;
    // a function handed the response twice, or calling itself, was followed the first time
    if (use.helpers.has(helper)) return true;
    use.helpers.add(helper);
    this.bind(param, use, 0, helper);
    return true;
  }

  /** `data[index]` wherever the array `data` (a `Promise.all`'s answers) is read. */
  private followElement(array: TSESTree.Identifier, index: number, use: ResponseUse, fn: FunctionNode): void {
    const variable = ASTUtils.findVariable(this.scopeOf(array), array);
    for (const ref of variable?.references ?? []) {
      const p = ref.identifier.parent;
      // `data[index]` is the response itself, not an item of it: `data` holds no page
      if (ref.isRead() && p.type === AST_NODE_TYPES.MemberExpression && p.object === ref.identifier && p.computed && numberValue(p.property) === index) this.follow(p, use, 0, fn);
    }
  }

  private bind(target: Node, use: ResponseUse, depth: number, fn: Node | null): void {
    if (depth > 3) return;
    switch (target.type) {
      case AST_NODE_TYPES.Identifier: {
        const variable = ASTUtils.findVariable(this.scopeOf(target), target);
        if (!variable) return;
        for (const ref of variable.references) {
          if (!ref.isRead()) continue;
          use.holders.add(ref.identifier as TSESTree.Identifier);
          this.follow(ref.identifier, use, depth, fn);
        }
        return;
      }
      case AST_NODE_TYPES.ObjectPattern:
        for (const prop of target.properties) {
          if (prop.type === AST_NODE_TYPES.RestElement) {
            use.rest = true;
            continue;
          }
          const key = keyName(prop);
          if (key !== null && depth === 0) use.fields.add(key);
          else if (key !== null) use.fields.add(key);
          this.bind(prop.value, use, depth + 1, fn);
        }
        return;
      case AST_NODE_TYPES.AssignmentPattern:
        this.bind(target.left, use, depth, fn);
        return;
      default:
        return;
    }
  }
}

/** Is `node` (a length) compared with "none": `n === 0`, `n > 0`, `n !== 0`, `n >= 1`, `!n`, or tested as it is? */
function testsEmptiness(node: Node): boolean {
  const p = node.parent;
  if (!p) return false;
  if (p.type === AST_NODE_TYPES.BinaryExpression) {
    const other = p.left === node ? p.right : p.left;
    if (other.type !== AST_NODE_TYPES.Literal) return false;
    const zeroOps = ['===', '!==', '==', '!=', '>', '<=', '<', '>='];
    if (other.value === 0) return zeroOps.includes(p.operator);
    // `n >= 1`, `n < 1`, `1 > n`, `1 <= n`
    return other.value === 1 && (p.left === node ? p.operator === '>=' || p.operator === '<' : p.operator === '<=' || p.operator === '>');
  }
  return isTruthinessTest(node);
}

/** Is `node` only tested for truthiness: an `if`/`?:`/loop test, a `!`, or the guard of an `&&`? */
function isTruthinessTest(node: Node): boolean {
  const p = node.parent;
  if (!p) return false;
  switch (p.type) {
    case AST_NODE_TYPES.UnaryExpression:
      return p.operator === '!';
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.WhileStatement:
      return p.test === node;
    case AST_NODE_TYPES.LogicalExpression:
      return p.operator === '&&' && p.left === node;
    default:
      return false;
  }
}

/**
 * Does this reference to a response (or to its items) only ask "is there any?" or take the first one:
 * `res.data[0]`, `items.at(0)`, `const [first] = items`, `res.value.length > 0`, `!items.length`, `res.value && …`?
 * Page 1 answers both whatever the page size, unless the API may return empty pages before its end. A reference that
 * binds a new name (`const items = res.data`) passes: that name's own references are checked as holders.
 */
const HOW_IT_WENT: ReadonlySet<string> = new Set(['status', 'statusCode', 'statusText', 'ok']);

function asksForAnyOrFirst(holder: TSESTree.Identifier, firstItems: Set<string>): boolean {
  let n: Node = holder;
  // a name that holds the first item, or what was read of it (`const price = top.attributes.price`)
  let first = firstItems.has(holder.name);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the Program node has no parent, whatever the typings say
  for (let p: Node | undefined = n.parent; p; n = p, p = n.parent) {
    if (p.type === AST_NODE_TYPES.ChainExpression || p.type === AST_NODE_TYPES.TSNonNullExpression || p.type === AST_NODE_TYPES.TSAsExpression || p.type === AST_NODE_TYPES.AwaitExpression) continue;
    if (p.type === AST_NODE_TYPES.LogicalExpression && p.left === n && p.operator !== '&&') continue;
    if (p.type === AST_NODE_TYPES.MemberExpression && p.object === n) {
      if (first) continue;
      const name = p.computed ? null : propertyName(p);
      if (p.computed || name === 'at') {
        const read = firstItemRead(n);
        if (read === null) return false;
        first = true;
        p = read;
        continue;
      }
      if (name === 'length') return testsEmptiness(p.parent.type === AST_NODE_TYPES.ChainExpression ? p.parent : p);
      if (name === null || ARRAY_NAMES.has(name)) return false;
      // `res.status >= 500`, `!res.ok`: how the request went, not what it holds
      if (n === holder && HOW_IT_WENT.has(name)) return true;
      // `(await res.json())`, `.promise()`: the body of the same response
      if (BODY_STEPS.has(name) && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) p = p.parent;
      continue;
    }
    if (p.type === AST_NODE_TYPES.VariableDeclarator && p.init === n) {
      // the first item kept in a name (`const top = res.data[0]`): what is read of it is that item's
      if (first && p.id.type === AST_NODE_TYPES.Identifier) firstItems.add(p.id.name);
      if (p.id.type === AST_NODE_TYPES.ArrayPattern) return p.id.elements.length === 1 && p.id.elements[0]?.type !== AST_NODE_TYPES.RestElement;
      return true;
    }
    // `result = await res.json()` into a `let`: that name's references are holders too
    if (p.type === AST_NODE_TYPES.AssignmentExpression && p.right === n && p.left.type === AST_NODE_TYPES.Identifier) return true;
    return first || isTruthinessTest(n);
  }
  return first;
}

/** Is the response used only to ask whether there is any item, or to take the first? Every holder must ask only that. */
export function asksOnlyForAnyOrFirst(use: ResponseUse): boolean {
  if (use.holders.size === 0 || use.wholeLeaves || use.rest) return false;
  // in the order of the code, so a name is known to hold the first item before its own reads are asked
  const firstItems = new Set<string>();
  return [...use.holders].sort((a, b) => a.range[0] - b.range[0]).every((holder) => asksForAnyOrFirst(holder, firstItems));
}

/** The names a function reads or writes: properties, keys and strings apart from bare identifiers (outside log calls). */
export interface NamesIn {
  /** Property names, object keys and short strings, with how often each occurs. */
  readonly props: Map<string, number>;
  /** Bare identifiers (variables), with how often each occurs. */
  readonly idents: Map<string, number>;
  /** Names `root` declares as locals with a value of their own (`const lastPage = Math.ceil(items.length / size)`). */
  readonly locals: ReadonlySet<string>;
  /** Properties whose object is handed on whole (`parseLink(res.headers)`, `{ pagination: res.pagination }`), not read further. */
  readonly whole: Set<string>;
}

const namesCache = new WeakMap<Node, NamesIn>();

/** `a.b`'s `b`, `{ b: 1 }`'s `b`: an identifier that names a property, not a variable. */
function isNameSlot(id: TSESTree.Identifier): boolean {
  const p = id.parent as Node | undefined;
  if (!p) return true;
  if (p.type === AST_NODE_TYPES.MemberExpression) return p.property === id && !p.computed;
  if (p.type === AST_NODE_TYPES.Property) return p.key === id && !p.computed && !p.shorthand;
  return false;
}

/** Is the value of `node` handed on as it is: a call's argument, a returned value or a property value? */
function handedOn(node: Node): boolean {
  let n = node;
  let p = n.parent;
  while (p && (p.type === AST_NODE_TYPES.TSAsExpression || p.type === AST_NODE_TYPES.TSNonNullExpression || p.type === AST_NODE_TYPES.ChainExpression)) {
    n = p;
    p = n.parent;
  }
  if (!p) return false;
  if (p.type === AST_NODE_TYPES.CallExpression || p.type === AST_NODE_TYPES.NewExpression) return p.arguments.includes(n as TSESTree.Expression);
  if (p.type === AST_NODE_TYPES.Property) return p.value === n;
  return p.type === AST_NODE_TYPES.ReturnStatement || p.type === AST_NODE_TYPES.SpreadElement;
}

const stringsCache = new WeakMap<Node, ReadonlyMap<string, string>>();

/** The top-level `const NAME = 'text'` bindings of the file `node` is in, by name; read once per file. */
function topLevelStrings(node: Node): ReadonlyMap<string, string> {
  let program: Node = node;
  while (program.parent) program = program.parent;
  let found = stringsCache.get(program);
  if (found) return found;
  const out = new Map<string, string>();
  const { body } = program;
  for (const statement of body) {
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
    if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations) {
      if (d.id.type === AST_NODE_TYPES.Identifier && d.init?.type === AST_NODE_TYPES.Literal && typeof d.init.value === 'string') out.set(d.id.name, d.init.value);
    }
  }
  found = out;
  stringsCache.set(program, found);
  return found;
}

/** Every name under `root`, counted; cached per node. */
export function namesIn(root: Node): NamesIn {
  let names = namesCache.get(root);
  if (names) return names;
  const props = new Map<string, number>();
  const idents = new Map<string, number>();
  const whole = new Set<string>();
  const locals = new Set<string>();
  const add = (name: string) => props.set(name, (props.get(name) ?? 0) + 1);
  walk(root, (n) => {
    if (n.type === AST_NODE_TYPES.VariableDeclarator && n.id.type === AST_NODE_TYPES.Identifier && n.init !== null) locals.add(n.id.name);
    if (n.type === AST_NODE_TYPES.CallExpression && isLogCall(n)) return false;
    if (n.type === AST_NODE_TYPES.MemberExpression) {
      // `res[NextLink]` with `const NextLink = '@odata.nextLink'` at the top of the file reads that field
      const name = propertyName(n) ?? (n.computed && n.property.type === AST_NODE_TYPES.Identifier ? (topLevelStrings(root).get(n.property.name) ?? null) : null);
      if (name !== null) add(name);
      if (name !== null && handedOn(n)) whole.add(name);
    } else if (n.type === AST_NODE_TYPES.Property) {
      // a key read out of an object (`const { nextPageToken } = res`) reads the field; a key written into one
      // (`{ lastPage: Math.ceil(n / size) }`) reads nothing of the response
      const name = keyName(n);
      if (name !== null && n.parent.type !== AST_NODE_TYPES.ObjectExpression) add(name);
    } else if (n.type === AST_NODE_TYPES.Literal && typeof n.value === 'string' && n.value.length < 40) {
      add(n.value);
    } else if (n.type === AST_NODE_TYPES.Identifier && !isNameSlot(n)) {
      idents.set(n.name, (idents.get(n.name) ?? 0) + 1);
    }
    return undefined;
  });
  names = { props, idents, whole, locals };
  namesCache.set(root, names);
  return names;
}
