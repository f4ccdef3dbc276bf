import type { TSESLint, TSESTree } from '../../typed/ts-eslint.js';
import type { Expression, FunctionNode, Node } from '../../syntax/ast.js';

/** The shapes a walk over pages takes; each has one recogniser in this folder. */
export type WalkKind = 'loop' | 'for-of' | 'generator' | 'paginate-callback' | 'recursion';

/** A test that ends the walk, and how it ends it. */
export interface WalkExit {
  readonly test: Expression;
  /**
   * `continue-while-true`: the loop's own test (the walk goes on while it holds);
   * otherwise the statement run when the test holds (`break`, `return x`, `throw`, a `done()` call).
   */
  readonly exit: 'continue-while-true' | TSESTree.Statement | TSESTree.CallExpression;
}

/**
 * One walk over pages, whatever its syntax: where it gathers (`body`), what it gathers into
 * (`accumulators`, or `yields` for a generator), what it counts (`counters`) and the tests that end it.
 */
export interface Walk {
  readonly kind: WalkKind;
  /** The loop, `paginate` call or recursive function. */
  readonly node: Node;
  /** The function whose returned values carry what the walk gathered. */
  readonly fn: FunctionNode;
  readonly body: Node;
  readonly exits: readonly WalkExit[];
  /** Arrays the walk adds to: `all.push(...)`, `all = all.concat(...)`, `all = [...all, ...x]`. */
  readonly accumulators: ReadonlySet<string>;
  /** Names the walk increments: `page++`, `++n`, `n += 1`, `depth + 1` passed to the recursive call. */
  readonly counters: ReadonlySet<string>;
  /** The walk hands out pages or items with `yield` rather than gathering them. */
  readonly yields: boolean;
}

export type ScopeOf = (node: Node) => TSESLint.Scope.Scope;

/**
 * False when `node`'s text cannot hold `name` as a member of `this` (`this.name`, `this?.name`, `this['name']`), so
 * no method call in it is to `this.name(…)`: a cheap test before a walk.
 */
export type MayName = (name: string, node: Node) => boolean;
