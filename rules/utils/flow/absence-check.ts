import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { isNullish, lastName, methodCall, numberValue, propertyName, unwrap, wholeTest, words, type Expression, type Node } from '../syntax/ast.js';
import { FAILURE_COLLECTION_WORDS, FIND_METHODS, INDEX_METHODS, MEMBERSHIP_METHODS, UNIVERSAL_METHODS } from '../../../src/vocabulary/index.js';
import type { Leaf } from '../syntax/conditions.js';

/** How a check concludes that something is absent. */
export type AbsenceKind = 'empty' | 'every' | 'not-found';

/**
 * One check over a collection: `subject` is the collection tested, `node` the whole check.
 * Combined with `factsOf(…, absenceLeaf)`, a check is an *absence* check on the side of the test
 * where nothing (or no match) was found.
 */
export interface CollectionCheck {
  readonly node: Expression;
  readonly subject: Expression;
  readonly kind: AbsenceKind;
}

const MEMBERSHIP: ReadonlySet<string> = new Set(MEMBERSHIP_METHODS);
const FIND: ReadonlySet<string> = new Set(FIND_METHODS);
const INDEX: ReadonlySet<string> = new Set(INDEX_METHODS);
const UNIVERSAL: ReadonlySet<string> = new Set(UNIVERSAL_METHODS);

/** `x.length` / `x.size` / `Object.keys(x).length`: the collection whose count is read. */
function countedCollection(node: Node): Expression | null {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.MemberExpression) return null;
  const name = propertyName(n);
  if (name !== 'length' && name !== 'size') return null;
  const keys = methodCall(n.object);
  if (keys && name === 'length' && keys.receiver.type === AST_NODE_TYPES.Identifier && keys.receiver.name === 'Object' && keys.call.arguments[0]) {
    const arg = keys.call.arguments[0];
    return arg.type === AST_NODE_TYPES.SpreadElement ? null : arg;
  }
  return n.object;
}

type Comparison = '===' | '!==' | '<' | '<=' | '>' | '>=';

/** Normalises `k OP x` to `x OP' k` so only the collection side needs matching. */
function flip(op: Comparison): Comparison {
  return ({ '===': '===', '!==': '!==', '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const)[op];
}

function normalise(op: string): Comparison | null {
  if (op === '==' || op === '===') return '===';
  if (op === '!=' || op === '!==') return '!==';
  if (op === '<' || op === '<=' || op === '>' || op === '>=') return op;
  return null;
}

/** Is `count OP k` true exactly when the count is zero (true), exactly when it is not (false), or neither (null)? */
function zeroTest(op: Comparison, k: number): boolean | null {
  if ((op === '===' && k === 0) || (op === '<' && k === 1) || (op === '<=' && k === 0) || (op === '<' && k === 0.5)) return true;
  if ((op === '!==' && k === 0) || (op === '>' && k === 0) || (op === '>=' && k === 1)) return false;
  return null;
}

/** `i === -1` / `i < 0` (true: not found) or `i !== -1` / `i >= 0` / `i > -1` (false). */
function missingIndexTest(op: Comparison, k: number): boolean | null {
  if ((op === '===' && k === -1) || (op === '<' && k === 0) || (op === '<=' && k === -1)) return true;
  if ((op === '!==' && k === -1) || (op === '>=' && k === 0) || (op === '>' && k === -1)) return false;
  return null;
}

function binaryLeaf(e: TSESTree.BinaryExpression): Leaf<CollectionCheck> | null {
  const op = normalise(e.operator);
  if (!op || e.left.type === AST_NODE_TYPES.PrivateIdentifier) return null;
  for (const [side, other, o] of [
    [e.left, e.right, op],
    [e.right, e.left, flip(op)],
  ] as const) {
    const k = numberValue(other);
    const counted = k === null ? null : countedCollection(side);
    if (counted && k !== null) {
      const zero = zeroTest(o, k);
      if (zero !== null) return { fact: { node: e, subject: counted, kind: 'empty' }, holdsWhen: zero };
    }
    const call = methodCall(side);
    if (call && k !== null && INDEX.has(call.method)) {
      const missing = missingIndexTest(o, k);
      if (missing !== null) return { fact: { node: e, subject: call.receiver, kind: 'not-found' }, holdsWhen: missing };
    }
    if (call && FIND.has(call.method) && isNullish(other) && (o === '===' || o === '!==')) {
      return { fact: { node: e, subject: call.receiver, kind: 'not-found' }, holdsWhen: o === '===' };
    }
  }
  return null;
}

/**
 * Leaf matcher for every rule that asks "is this an absence check?". It recognises
 * `.length`/`.size` compared with zero (or read as a boolean), `.every(...)`, `.some`/`.includes`/`.has`,
 * `.find(...)` against nullish or as a boolean, and `.indexOf`/`.findIndex` against -1.
 */
export function absenceLeaf(expr: Expression): Leaf<CollectionCheck> | null {
  const leaf = collectionLeaf(expr);
  return leaf && !namesFailures(leaf.fact.subject) ? leaf : null;
}

const FAILURE_WORDS: ReadonlySet<string> = new Set(FAILURE_COLLECTION_WORDS);
/** `res.errors`, `config.artifactErrors`: a collection of failures, whose emptiness is not an absence of records. */
function namesFailures(subject: Expression): boolean {
  const name = lastName(subject);
  return name !== null && words(name).some((w) => FAILURE_WORDS.has(w));
}

function collectionLeaf(expr: Expression): Leaf<CollectionCheck> | null {
  const e = unwrap(expr) as Expression;
  if (e.type === AST_NODE_TYPES.BinaryExpression) return binaryLeaf(e);
  const counted = countedCollection(e);
  if (counted) return { fact: { node: e, subject: counted, kind: 'empty' }, holdsWhen: false };
  const call = methodCall(e);
  if (!call) return null;
  if (UNIVERSAL.has(call.method)) return { fact: { node: e, subject: call.receiver, kind: 'every' }, holdsWhen: true };
  if (MEMBERSHIP.has(call.method) || FIND.has(call.method)) {
    return { fact: { node: e, subject: call.receiver, kind: 'not-found' }, holdsWhen: false };
  }
  return null;
}

/** The node to report for a check: `!x.has(y)` rather than `x.has(y)`. */
export function reportNode(check: CollectionCheck): Expression {
  return wholeTest(check.node);
}
