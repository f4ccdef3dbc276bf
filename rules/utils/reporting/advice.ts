import { AST_NODE_TYPES, TSESLint } from '../typed/ts-eslint.js';
import { APIS, COPYING_BUILDERS, COPYING_METHODS, KIT } from '../../../src/vocabulary/index.js';
import { calleeName, methodCall, unwrap, type Node } from '../syntax/ast.js';
import { variableOf } from '../syntax/scope.js';

/**
 * What to do, in the words every message shares. A rule message is two sentences: why the code is unsafe,
 * then one of these (or its own) saying what to do. The detail lives in the rule's doc (docs/rules/*.md,
 * "Messages"). Each phrase is one sentence in the imperative.
 */
export const ADVICE = {
  /** A raw API result: walk every page with the kit, then act on its verdict. */
  collectThenCheck: 'Use `collectAll()` and act only if `.complete`.',
  /** Already a kit Listing (`collectAll()`, `scanPages()`, `parseListing()`, an adapter): walking again does not help, its verdict does. */
  actIfComplete: 'Act only if its `.complete` is true.',
  /** A claim of completeness drawn from a signal that does not prove it. */
  claimFromSignal: 'Set it from a completeness signal instead.',
  /** A decision taken on a signal that does not prove coverage. */
  readBodySignal: "Read the body's completeness signal first.",
  /** A walk that decides it has ended on a count or a short page. */
  followNext: 'Follow the next link or cursor.',
  /** One page used as the whole. */
  followOrReturn: 'Follow or return the continuation.',
} as const;

/** The kit's calls whose answer is a Listing that states its own completeness: `collectAll`, `scanPages`, `parseListing`, the adapters. */
export const KIT_LISTINGS: ReadonlySet<string> = new Set([...KIT.listingConstructors, ...KIT.walkers, ...APIS.map((a) => a.adapter).filter((n): n is string => n !== null)]);
const COPYING: ReadonlySet<string> = new Set(COPYING_METHODS);
const FROM_ARGUMENT: ReadonlySet<string> = new Set(COPYING_BUILDERS);

/**
 * Was `node` read from a kit Listing: `l.items`, `new Set(l.items.map(f))`, `const { items } = await collectAll(…)`,
 * a page of `for await (const page of scanPages(…))`? Such a value already carries its verdict, so the advice is
 * to read `.complete`, not to walk the pages again with `collectAll()`.
 */
export function fromKitListing(node: Node, scopeOf: (node: Node) => TSESLint.Scope.Scope, depth = 0): boolean {
  const n = unwrap(node);
  if (depth > 8) return false;
  const next = (child: Node) => fromKitListing(child, scopeOf, depth + 1);
  switch (n.type) {
    case AST_NODE_TYPES.AwaitExpression:
      return next(n.argument);
    case AST_NODE_TYPES.MemberExpression:
      return next(n.object);
    case AST_NODE_TYPES.CallExpression: {
      const name = calleeName(n);
      if (name !== null && KIT_LISTINGS.has(name)) return true;
      const call = methodCall(n);
      if (call && COPYING.has(call.method)) return next(call.receiver);
      const first = n.arguments[0];
      return call !== null && FROM_ARGUMENT.has(call.method) && first !== undefined && next(first);
    }
    case AST_NODE_TYPES.NewExpression: {
      const name = calleeName(n);
      const first = n.arguments[0];
      return (name === 'Set' || name === 'Map') && first !== undefined && next(first);
    }
    case AST_NODE_TYPES.ArrayExpression:
      return n.elements.some((el) => el?.type === AST_NODE_TYPES.SpreadElement && next(el.argument));
    case AST_NODE_TYPES.Identifier: {
      const def = variableOf(scopeOf(n), n)?.defs[0];
      if (def?.type !== TSESLint.Scope.DefinitionType.Variable) return false;
      if (def.node.init) return next(def.node.init);
      const loop = def.node.parent.parent;
      return loop.type === AST_NODE_TYPES.ForOfStatement && loop.left === def.node.parent && next(loop.right);
    }
    default:
      return false;
  }
}
