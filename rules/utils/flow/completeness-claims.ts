import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { enclosingFunction, keyName, lastName, unwrap, words, type Expression, type Node } from '../syntax/ast.js';
import { camelWords, names, type Requirement } from '../gate/text-gate.js';

/**
 * A place where code states that a result is complete (or incomplete): `complete: expr`,
 * `const exhaustive = expr`, `this.isComplete = expr`, or `return expr` from `isComplete()`.
 * `positive` is false for names that mean the opposite (`incomplete`), whose value is then read negated.
 */
export interface CompletenessClaim {
  readonly value: Expression;
  readonly name: string;
  readonly positive: boolean;
}

/** A superset test for claim names: every name `claimPolarity` answers for matches it. */
export const CLAIM_NAME = /complete|exhaustive|fetched|loaded|listed|synced/i;

/** Words that make a name a claim wherever they stand in it (`isComplete`, `incomplete_results`, `EXHAUSTIVE`). */
const CLAIM_WORDS = ['complete', 'incomplete', 'exhaustive'] as const;
/** Whole names that claim by their words together (`allFetched`, `fully_loaded`), in any case. */
const WHOLE_CLAIM_NAMES = ['allfetched', 'all_fetched', 'fetchedall', 'fetched_all', ...['fetched', 'loaded', 'listed', 'synced'].flatMap((verb) => [`fully${verb}`, `fully_${verb}`])];
const WHOLE_CLAIM = new RegExp(`^(?:${WHOLE_CLAIM_NAMES.join('|')})$`, 'i');

/**
 * What a file's text holds wherever a claim is named (./text-gate.ts): one of the claim words as a word of a name,
 * or one of the whole claim names. Exact for `claimPolarity`, which reads the same words.
 */
export const CLAIM_TEXT: Requirement = [camelWords(CLAIM_WORDS), names(WHOLE_CLAIM_NAMES, 'i')];

/** Does this name claim completeness (true), incompleteness (false), or neither (null)? */
export function claimPolarity(name: string): boolean | null {
  if (!CLAIM_NAME.test(name)) return null;
  const w = words(name);
  if (w.includes('incomplete')) return false;
  if (w.includes('complete') || w.includes('exhaustive') || WHOLE_CLAIM.test(name)) return true;
  return null;
}

function claim(name: string | null, value: Node | null | undefined): CompletenessClaim | null {
  if (name === null || !value) return null;
  const positive = claimPolarity(name);
  const v = unwrap(value);
  if (positive === null || v.type === AST_NODE_TYPES.Literal || isFunctionLike(v)) return null;
  return { value: value as Expression, name, positive };
}

function isFunctionLike(n: Node): boolean {
  return n.type === AST_NODE_TYPES.ArrowFunctionExpression || n.type === AST_NODE_TYPES.FunctionExpression;
}

export function claimOfProperty(node: TSESTree.Property): CompletenessClaim | null {
  if (node.parent.type !== AST_NODE_TYPES.ObjectExpression) return null;
  return claim(keyName(node), node.value);
}

export function claimOfDeclarator(node: TSESTree.VariableDeclarator): CompletenessClaim | null {
  return node.id.type === AST_NODE_TYPES.Identifier ? claim(node.id.name, node.init) : null;
}

export function claimOfAssignment(node: TSESTree.AssignmentExpression): CompletenessClaim | null {
  return node.operator === '=' ? claim(lastName(node.left), node.right) : null;
}

export function claimOfReturn(node: TSESTree.ReturnStatement | TSESTree.ArrowFunctionExpression): CompletenessClaim | null {
  const fn = node.type === AST_NODE_TYPES.ArrowFunctionExpression ? node : enclosingFunction(node);
  const value = node.type === AST_NODE_TYPES.ArrowFunctionExpression ? (node.body.type === AST_NODE_TYPES.BlockStatement ? null : node.body) : node.argument;
  if (!fn || !value) return null;
  let name: string | null = null;
  if (fn.id) name = fn.id.name;
  else if (fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier) name = fn.parent.id.name;
  else if (fn.parent.type === AST_NODE_TYPES.Property || fn.parent.type === AST_NODE_TYPES.MethodDefinition) name = keyName(fn.parent);
  return name !== null && /^(is|has)/i.test(name) ? claim(name, value) : null;
}
