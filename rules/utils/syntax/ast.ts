import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';

export type Node = TSESTree.Node;
export type Expression = TSESTree.Expression;

/** Strips what does not change a value: parentheses are gone already; `x!`, `x as T`, `<T>x`, `x satisfies T`, `?.` chains. */
export function unwrap(node: Node): Node {
  let n = node;
  for (;;) {
    switch (n.type) {
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.ChainExpression:
        n = n.expression;
        break;
      default:
        return n;
    }
  }
}

/** The static name of a member's property: `a.b`, `a['b']`, `a?.b`. */
export function propertyName(node: TSESTree.MemberExpression): string | null {
  if (!node.computed && node.property.type === AST_NODE_TYPES.Identifier) return node.property.name;
  if (node.computed && node.property.type === AST_NODE_TYPES.Literal && typeof node.property.value === 'string') return node.property.value;
  return null;
}

/** The key name of an object property or pattern: `{ a: 1 }`, `{ 'a': 1 }`, `{ a }`. */
export function keyName(node: TSESTree.Property | TSESTree.PropertyDefinition | TSESTree.MethodDefinition): string | null {
  if (!node.computed && node.key.type === AST_NODE_TYPES.Identifier) return node.key.name;
  if (node.key.type === AST_NODE_TYPES.Literal && typeof node.key.value === 'string') return node.key.value;
  return null;
}

/** The node that spells `lastName`: `c` of `a.b.c`, `foo`, the `'b'` of `a['b']`. */
export function lastNameNode(node: Node): TSESTree.Identifier | TSESTree.StringLiteral | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier) return n;
  if (n.type !== AST_NODE_TYPES.MemberExpression) return null;
  const p = n.property;
  if (!n.computed && p.type === AST_NODE_TYPES.Identifier) return p;
  return n.computed && p.type === AST_NODE_TYPES.Literal && typeof p.value === 'string' ? p : null;
}

/** `a.b.c` → 'c'; `foo` → 'foo'; `a['b']` → 'b'. */
export function lastName(node: Node): string | null {
  const n = lastNameNode(node);
  if (n === null) return null;
  return n.type === AST_NODE_TYPES.Identifier ? n.name : n.value;
}

/** The name a call is made through: `deleteRepo()` → 'deleteRepo', `gh.repos.delete()` → 'delete'. */
export function calleeName(call: TSESTree.CallExpression | TSESTree.NewExpression): string | null {
  return lastName(call.callee);
}

/** The name of the function a call invokes, through `.call`/`.apply` (`apiRequestAllItems.call(this, …)` → `apiRequestAllItems`). */
export function invokedName(call: TSESTree.CallExpression): string | null {
  const callee = unwrap(call.callee);
  const last = lastName(callee);
  return (last === 'call' || last === 'apply') && callee.type === AST_NODE_TYPES.MemberExpression ? lastName(callee.object) : last;
}

/** `obj.method(...)`: the receiver and method name of a method call, or null. */
export function methodCall(node: Node): { receiver: Expression; method: string; call: TSESTree.CallExpression } | null {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = unwrap(n.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  const method = propertyName(callee);
  return method === null ? null : { receiver: callee.object, method, call: n };
}

/** Splits `deleteOrphanedRepos`, `delete_orphaned_repos`, `DELETE-REPOS` into lower-case words. */
const wordsCache = new Map<string, readonly string[]>();
export function words(name: string): readonly string[] {
  let cached = wordsCache.get(name);
  if (cached) return cached;
  cached = Object.freeze(splitWords(name));
  // names repeat across files (`get`, `map`, `listPulls`); a bound keeps the cache from growing without end, and
  // starting afresh when it is reached keeps the names of the files being linted now (a cache that stops filling
  // would split every new name of a long run again and again)
  if (wordsCache.size >= 20_000) wordsCache.clear();
  wordsCache.set(name, cached);
  return cached;
}

const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLowerLetter = (c: number): boolean => c >= 97 && c <= 122;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

const LOOP_TYPES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.ForStatement, AST_NODE_TYPES.ForInStatement, AST_NODE_TYPES.ForOfStatement, AST_NODE_TYPES.WhileStatement, AST_NODE_TYPES.DoWhileStatement,
]);

/** `for`, `for…in`, `for…of`, `while`, `do…while`. */
export function isLoop(node: Node): boolean {
  return LOOP_TYPES.has(node.type);
}

/**
 * The words of a name: runs of ASCII letters and digits, where a capital starts a new word after a lower-case letter
 * or a digit (`listPulls`, `v2Api`), or after a capital when a lower-case letter follows it (`HTTPServer`).
 */
export function splitWords(name: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const upper = isUpper(c);
    if (!upper && !isLowerLetter(c) && !isDigit(c)) {
      if (start !== -1) out.push(name.slice(start, i).toLowerCase());
      start = -1;
    } else if (start === -1) {
      start = i;
    } else if (upper) {
      const before = name.charCodeAt(i - 1);
      if (!isUpper(before) || isLowerLetter(name.charCodeAt(i + 1))) {
        out.push(name.slice(start, i).toLowerCase());
        start = i;
      }
    }
  }
  if (start !== -1) out.push(name.slice(start).toLowerCase());
  return out;
}

export function isFunction(node: Node): node is TSESTree.FunctionLike & (TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression) {
  return (
    node.type === AST_NODE_TYPES.FunctionDeclaration ||
    node.type === AST_NODE_TYPES.FunctionExpression ||
    node.type === AST_NODE_TYPES.ArrowFunctionExpression
  );
}

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function enclosingFunction(node: Node): FunctionNode | null {
  for (let n = node.parent; n; n = n.parent) if (isFunction(n)) return n;
  return null;
}

/** Visits every node under `root` (including it), skipping the subtrees for which `enter` returns false. */
export function walk(root: Node, enter: (node: Node) => unknown): void {
  const keysOf = visitorKeys;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (enter(node) === false) continue;
    const keys = keysOf?.[node.type];
    if (keys !== undefined) {
      for (let k = 0; k < keys.length; k++) pushChildren(stack, (node as unknown as Record<string, unknown>)[keys[k] as string]);
      continue;
    }
    // a node type the parser gave no keys for: every property (`for…in`: no array per node)
    for (const key in node) {
      if (key !== 'parent') pushChildren(stack, (node as unknown as Record<string, unknown>)[key]);
    }
  }
}

/** Pushes the nodes of one property (a node, or an array of them) so that the first is popped first. */
function pushChildren(stack: Node[], value: unknown): void {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      const child: unknown = value[i];
      if (isNode(child)) stack.push(child);
    }
  } else if (isNode(value)) {
    stack.push(value);
  }
}

/** The parser's keys of each node's children (`sourceCode.visitorKeys`), for the file being linted: what ESLint itself walks. */
let visitorKeys: Readonly<Record<string, readonly string[] | undefined>> | undefined;

/** Walks of the file being linted follow its parser's visitor keys (set by each rule's `create`: ./create-rule.ts). */
export function useVisitorKeys(keys: Readonly<Record<string, readonly string[] | undefined>> | undefined): void {
  visitorKeys = keys;
}

const holds = (node: Node, index: number): boolean => node.range[0] <= index && index < node.range[1];

/**
 * The deepest node under `root` whose range holds `index`, found down the parser's visitor keys (the nodes ESLint
 * visits). Children in an array are in source order, so a long array is searched by halves.
 */
export function nodeAt(root: Node, index: number): Node {
  let node = root;
  descend: for (;;) {
    const keys = visitorKeys?.[node.type] ?? Object.keys(node).filter((k) => k !== 'parent');
    for (const key of keys) {
      const value = (node as unknown as Record<string, unknown>)[key];
      const child = Array.isArray(value) ? childAt(value, index) : isNode(value) && holds(value, index) ? value : null;
      if (child !== null) {
        node = child;
        continue descend;
      }
    }
    return node;
  }
}

/** The node of `children` (in source order; a hole is null) whose range holds `index`, or null. */
function childAt(children: readonly unknown[], index: number): Node | null {
  let lo = 0;
  let hi = children.length;
  while (hi - lo > 8) {
    const mid = (lo + hi) >> 1;
    const child = children[mid];
    if (!isNode(child)) break;
    if (child.range[1] <= index) lo = mid + 1;
    else if (index < child.range[0]) hi = mid;
    else return child;
  }
  for (let i = lo; i < hi; i++) {
    const child = children[i];
    if (isNode(child) && holds(child, index)) return child;
  }
  return null;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** True if `inner` is `outer` or lies inside it. */
export function contains(outer: Node, inner: Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/** A numeric literal value, `-1` included. */
export function numberValue(node: Node): number | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal && typeof n.value === 'number') return n.value;
  if (n.type === AST_NODE_TYPES.UnaryExpression && n.operator === '-' && n.argument.type === AST_NODE_TYPES.Literal && typeof n.argument.value === 'number') {
    return -n.argument.value;
  }
  return null;
}

/** `items[0]`, `items.at(0)`: the expression that reads the first item of `items`, or null for any other use. */
export function firstItemRead(items: Node): TSESTree.MemberExpression | TSESTree.CallExpression | null {
  const p = items.parent;
  if (p?.type !== AST_NODE_TYPES.MemberExpression || p.object !== items) return null;
  if (p.computed) return numberValue(p.property) === 0 ? p : null;
  const call = p.parent;
  return propertyName(p) === 'at' && call.type === AST_NODE_TYPES.CallExpression && call.callee === p && call.arguments.length === 1 && numberValue(call.arguments[0] as Node) === 0 ? call : null;
}

export function isNullish(node: Node): boolean {
  const n = unwrap(node);
  return (n.type === AST_NODE_TYPES.Literal && n.value === null && !('regex' in n)) || (n.type === AST_NODE_TYPES.Identifier && n.name === 'undefined');
}

export function isBooleanLiteral(node: Node, value?: boolean): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.Literal && typeof n.value === 'boolean' && (value === undefined || n.value === value);
}

/** The statement's statements if it is a block, else the statement itself. */
export function statementsOf(node: TSESTree.Statement): readonly TSESTree.Statement[] {
  return node.type === AST_NODE_TYPES.BlockStatement ? node.body : [node];
}

/** Does this statement always leave the surrounding block (return, throw, break, continue)? */
export function alwaysExits(node: TSESTree.Statement): boolean {
  const body = statementsOf(node);
  const last = body[body.length - 1];
  if (!last) return false;
  switch (last.type) {
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ThrowStatement:
    case AST_NODE_TYPES.BreakStatement:
    case AST_NODE_TYPES.ContinueStatement:
      return true;
    case AST_NODE_TYPES.IfStatement:
      return last.alternate !== null && alwaysExits(last.consequent) && alwaysExits(last.alternate);
    case AST_NODE_TYPES.BlockStatement:
      return alwaysExits(last);
    default:
      return false;
  }
}

/**
 * The whole test a leaf belongs to, for reporting: `!x.has(y)` rather than `x.has(y)`,
 * `r.IsTruncated === false` rather than `r.IsTruncated`.
 */
export function wholeTest(node: Expression): Expression {
  let n: Expression = node;
  for (let p: Node | undefined = n.parent; p !== undefined; p = p.parent) {
    const wraps =
      (p.type === AST_NODE_TYPES.UnaryExpression && p.operator === '!') ||
      p.type === AST_NODE_TYPES.ChainExpression ||
      p.type === AST_NODE_TYPES.TSNonNullExpression ||
      (p.type === AST_NODE_TYPES.BinaryExpression && ['===', '!==', '==', '!='].includes(p.operator) && (isBooleanLiteral(p.left) || isBooleanLiteral(p.right)));
    if (!wraps) return n;
    n = p as Expression;
  }
  return n;
}

/** A node's parent, or null at the Program (whose `parent` ESLint sets to null, whatever the typings say). */
export function parentOf(node: Node): Node | null {
  return (node.parent as Node | null | undefined) ?? null;
}

/** Visits `root`'s own code, not the bodies of functions nested in it. */
export function walkOwn(root: Node, enter: (node: Node) => void): void {
  walk(root, (n) => {
    if (n !== root && isFunction(n)) return false;
    enter(n);
    return undefined;
  });
}

/** Does `test` hold for some node under `root` (itself included)? The walk stops growing once it does. */
export function some(root: Node, test: (node: Node) => boolean): boolean {
  let found = false;
  walk(root, (n) => {
    if (found) return false;
    found = test(n);
    return undefined;
  });
  return found;
}

/** {@link some} over `root`'s own code, not the bodies of functions nested in it. */
export function someOwn(root: Node, test: (node: Node) => boolean): boolean {
  let found = false;
  walk(root, (n) => {
    if (found || (n !== root && isFunction(n))) return false;
    found = test(n);
    return undefined;
  });
  return found;
}

/** The values `fn` itself returns (not those of nested functions); an expression body counts. */
export function returnedValues(fn: FunctionNode): Node[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const values: Node[] = [];
  walkOwn(fn.body, (n) => {
    if (n.type === AST_NODE_TYPES.ReturnStatement && n.argument) values.push(n.argument);
  });
  return values;
}

/** The name a function is known by: its own, its variable's, or its property's. */
export function functionName(fn: FunctionNode): string | null {
  if (fn.type !== AST_NODE_TYPES.ArrowFunctionExpression && fn.id) return fn.id.name;
  const p = fn.parent;
  if (p.type === AST_NODE_TYPES.VariableDeclarator && p.id.type === AST_NODE_TYPES.Identifier) return p.id.name;
  if (p.type === AST_NODE_TYPES.Property || p.type === AST_NODE_TYPES.MethodDefinition || p.type === AST_NODE_TYPES.PropertyDefinition) return keyName(p);
  return null;
}

/** Source text on one line, cut to `max` characters, for message data. */
export function abbreviate(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

/** Does `root`'s own code (not nested functions) await or yield: is it a fetching step? */
export function awaitsOwn(root: Node): boolean {
  return someOwn(root, (n) => n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.YieldExpression);
}

/** The call a promise chain starts from: `sendOne(…)` in `sendOne(…).then((r) => r.data).catch(…)`. */
export function chainStart(call: TSESTree.CallExpression): TSESTree.CallExpression {
  let c = call;
  for (let m = methodCall(c); m && /^(then|catch|finally|json)$/.test(m.method); m = methodCall(c)) {
    const receiver = unwrap(m.receiver);
    if (receiver.type !== AST_NODE_TYPES.CallExpression) break;
    c = receiver;
  }
  return c;
}
