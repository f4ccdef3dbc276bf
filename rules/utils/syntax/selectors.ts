import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { calleeName } from './ast.js';

/**
 * Guarded listeners. A rule listens to plain node types and puts a cheap test in front of its check, written in
 * code (`when('CallExpression', callNamed(/delete/), check)`), instead of an attribute selector
 * (`CallExpression[callee.name=/delete/]`): ESLint runs a selector's attribute and combinator matching through
 * esquery for every node of the type, which on real code cost more than the checks themselves. Each test keeps
 * the semantics of the check it stands in front of: it may let through more, never less.
 */

/** A word as a literal piece of a regular expression. */
export function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type AnyNode = TSESTree.Node;

/** One listener that runs for the given node types when its test holds. */
export interface Guarded {
  readonly types: readonly string[];
  readonly test: (node: never) => boolean;
  readonly listener: (node: never) => void;
}

type NodeOf<T extends AST_NODE_TYPES> = Extract<AnyNode, { type: T }>;

/** The test of a listener that runs on every node of its types: `listen` then calls the listener directly. */
export const always = (): boolean => true;

/** Listen to `types` (one type or several), calling `listener` only where `test` holds. */
export function when<T extends AST_NODE_TYPES>(types: T | readonly T[], test: (node: NodeOf<T>) => boolean, listener: (node: NodeOf<T>) => void): Guarded {
  return { types: typeof types === 'string' ? [types] : types, test, listener };
}

/**
 * Listen to the properties of object literals (`{ a: 1 }`, not patterns) where `test` holds: one listener call per
 * object instead of one per property, in the properties' order. `objects` first picks the objects worth reading.
 */
export function eachProperty(
  test: (property: TSESTree.Property) => boolean,
  listener: (property: TSESTree.Property & { parent: TSESTree.ObjectExpression }) => void,
  objects: (object: TSESTree.ObjectExpression) => boolean = always,
): Guarded {
  return when(AST_NODE_TYPES.ObjectExpression, objects, (object) => {
    for (const property of object.properties) {
      if (property.type === AST_NODE_TYPES.Property && test(property)) listener(property as TSESTree.Property & { parent: TSESTree.ObjectExpression });
    }
  });
}

/** The value at a key of what may be an object (`undefined` for anything else), as esquery's attribute selectors read it. */
function at(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Reads the value at a dotted path of a node (`callee.property.name`): one reader per path, built once, with no loop. */
function readerOf(dotted: string): (node: AnyNode) => unknown {
  const [a = '', b = '', c = ''] = dotted.split('.');
  switch (dotted.split('.').length) {
    case 1:
      return (node) => at(node, a);
    case 2:
      return (node) => at(at(node, a), b);
    case 3:
      return (node) => at(at(at(node, a), b), c);
    default: {
      const path = dotted.split('.');
      return (node) => path.reduce<unknown>(at, node);
    }
  }
}

/** A test that holds when the string at any of the dotted `paths` matches `re`. */
export function anyAttribute(paths: readonly string[], re: RegExp): (node: AnyNode) => boolean {
  const matches = (value: unknown) => typeof value === 'string' && re.test(value);
  const [first, second, ...rest] = paths.map(readerOf);
  if (!first) return () => false;
  if (!second) return (node) => matches(first(node));
  if (rest.length === 0) return (node) => matches(first(node)) || matches(second(node));
  return (node) => matches(first(node)) || matches(second(node)) || rest.some((read) => matches(read(node)));
}

/**
 * A test for calls whose name (what `calleeName` reads: `name()`, `a.name()`, `a['name']()`) matches `re`, plus
 * calls whose callee is wrapped (`(f as F)()`, `f!()`), which the check unwraps itself.
 */
export function callNamed(re: RegExp): (call: TSESTree.CallExpression) => boolean {
  return (call) => {
    const t = call.callee.type;
    if (t === AST_NODE_TYPES.TSAsExpression || t === AST_NODE_TYPES.TSNonNullExpression || t === AST_NODE_TYPES.ChainExpression || t === AST_NODE_TYPES.TSTypeAssertion) return true;
    const name = calleeName(call);
    return name !== null && re.test(name);
  };
}

/** What a rule's `create` returns on a file that cannot hold its reports: no listeners (one object, never changed). */
export const NO_LISTENERS: Readonly<Record<string, never>> = Object.freeze({});

/** Is this an object `listen` made, which holds a listener unless it is `NO_LISTENERS`? */
export function isListenerObject(listeners: object): boolean {
  return Object.getPrototypeOf(listeners) === null;
}

/**
 * One listener object from plain listeners and guarded ones (`NO_LISTENERS` when there are none). Listeners for the
 * same node type run one after the other, in the order given (plain first).
 */
export function listen(plain: TSESLint.RuleListener, ...guarded: readonly (Guarded | readonly Guarded[])[]): TSESLint.RuleListener {
  // Built once per rule and file, with no intermediate map or arrays, as an object without a prototype: its keys go
  // into a dictionary, where an ordinary object takes a new shape for each key added. The rules' node types differ,
  // so in a lint V8 looked each such step up out of line (no-error-as-absence's `listen`: 15 µs per open file, 3.5 µs
  // this way).
  const out = Object.create(null) as Record<string, (node: never) => void>;
  let added = 0;
  const add = (type: string, fn: (node: never) => void) => {
    added++;
    const before = out[type];
    out[type] = before === undefined ? fn : (node: never) => {
      before(node);
      fn(node);
    };
  };
  const addGuarded = ({ types, test, listener }: Guarded) => {
    const guardedListener = test === always ? listener : (node: never) => {
      if (test(node)) listener(node);
    };
    for (const type of types) add(type, guardedListener);
  };
  for (const type in plain) {
    const fn = plain[type];
    if (fn) add(type, fn);
  }
  for (const g of guarded) {
    if ('types' in g) addGuarded(g);
    else for (const h of g) addGuarded(h);
  }
  return added > 0 ? out : NO_LISTENERS;
}
