import { AST_NODE_TYPES } from './ts-eslint.js';
import { isNullish, lastName, numberValue, propertyName, unwrap, walk, words, isFunction, type Expression, type Node } from './ast.js';
import type { Leaf } from './conditions.js';

/** A signal read in a test, with the node to report. */
export interface SignalFact {
  readonly node: Expression;
  readonly name: string;
}

/** Fields that are true while more pages remain. */
const MORE_FLAGS = new Set(['has_more', 'hasMore', 'hasNextPage', 'has_next_page', 'more', 'moreResults', 'more_results', 'IsTruncated', 'isTruncated', 'is_truncated', 'hasMorePages', 'has_more_pages']);
/** Fields that hold a continuation while more pages remain. */
const CURSOR_FIELDS = new Set([
  'next_cursor', 'nextCursor', 'next_page_token', 'nextPageToken', 'NextToken', 'nextToken', 'next_token', 'continue',
  'continuation_token', 'continuationToken', 'NextContinuationToken', 'NextMarker', 'nextMarker', 'nextLink', '@odata.nextLink',
  'odata.nextLink', 'LastEvaluatedKey', 'nextRecordsUrl', 'next_page', 'nextPage', 'next', 'cursor', 'endCursor', 'pageToken', 'page_token', 'next_url', 'nextUrl',
]);
/** Names too generic to be read as a signal unless they are a field (`res.next`, not a local `next`). */
const FIELD_ONLY = new Set(['more', 'next', 'continue', 'nextPage', 'next_page']);
/** Fields that are true on the last page. */
const LAST_FLAGS = new Set(['isLast', 'is_last', 'last', 'lastPage', 'isLastPage', 'is_last_page', 'last_page', 'done']);

function signalName(node: Node): string | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.MemberExpression) return propertyName(n);
  if (n.type === AST_NODE_TYPES.Identifier) return FIELD_ONLY.has(n.name) ? null : n.name;
  return null;
}

/**
 * Leaf matcher for "the pagination sequence ended": `!res.has_more`, `!res.next_cursor`,
 * `next_cursor === null`, `IsTruncated === false`, `res.isLast`. It says nothing about coverage.
 */
export function noMorePagesLeaf(expr: Expression): Leaf<SignalFact> | null {
  const e = unwrap(expr) as Expression;
  if (e.type === AST_NODE_TYPES.BinaryExpression && e.left.type !== AST_NODE_TYPES.PrivateIdentifier) {
    const eq = e.operator === '===' || e.operator === '==';
    const ne = e.operator === '!==' || e.operator === '!=';
    if (!eq && !ne) return null;
    for (const [side, other] of [
      [e.left, e.right],
      [e.right, e.left],
    ] as const) {
      const name = signalName(side);
      if (name !== null && CURSOR_FIELDS.has(name) && (isNullish(other) || isEmptyString(other))) {
        return { fact: { node: e, name }, holdsWhen: eq };
      }
    }
    return null;
  }
  const name = signalName(e);
  if (name === null) return null;
  if (MORE_FLAGS.has(name) || CURSOR_FIELDS.has(name)) return { fact: { node: e, name }, holdsWhen: false };
  if (LAST_FLAGS.has(name) && e.type === AST_NODE_TYPES.MemberExpression) return { fact: { node: e, name }, holdsWhen: true };
  return null;
}

function isEmptyString(node: Node): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.Literal && n.value === '';
}

const STATUS_FIELDS = new Set(['status', 'statusCode', 'status_code', 'httpStatus']);

/** Is `status OP k` true exactly for HTTP success (true), exactly for failure (false), or neither (null)? */
function successTest(op: string, k: number): boolean | null {
  const is2xx = k >= 200 && k < 300;
  if ((op === '===' || op === '==') && is2xx) return true;
  if ((op === '!==' || op === '!=') && is2xx) return false;
  if ((op === '<' && (k === 300 || k === 400)) || (op === '<=' && (k === 299 || k === 399))) return true;
  if ((op === '>=' && (k === 300 || k === 400)) || (op === '>' && (k === 299 || k === 399))) return false;
  return null;
}

const FLIPPED: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** Leaf matcher for HTTP success: `res.ok`, `status === 200`, `status < 300`, and their negations. */
export function httpSuccessLeaf(expr: Expression): Leaf<SignalFact> | null {
  const e = unwrap(expr) as Expression;
  if (e.type === AST_NODE_TYPES.MemberExpression && propertyName(e) === 'ok') return { fact: { node: e, name: 'ok' }, holdsWhen: true };
  if (e.type !== AST_NODE_TYPES.BinaryExpression || e.left.type === AST_NODE_TYPES.PrivateIdentifier) return null;
  for (const [side, other, op] of [
    [e.left, e.right, e.operator],
    [e.right, e.left, FLIPPED[e.operator] ?? e.operator],
  ] as const) {
    const name = lastName(side);
    const k = numberValue(other);
    if (name !== null && STATUS_FIELDS.has(name) && k !== null) {
      const success = successTest(op, k);
      if (success !== null) return { fact: { node: e, name }, holdsWhen: success };
    }
  }
  return null;
}

/** Words that show a value already weighs a real completeness signal, a cap or a failure. */
const OTHER_SIGNAL_WORDS = new Set([
  'complete', 'incomplete', 'partial', 'truncated', 'timed', 'timeout', 'shards', 'terminated', 'unreachable', 'error', 'errors',
  'failed', 'failures', 'cap', 'capped', 'limit', 'limited', 'budget', 'deadline', 'reasons', 'exhausted',
]);

/** Does `expr` read any name that is itself a completeness, cap or failure signal? */
export function readsOtherSignal(expr: Node): boolean {
  let found = false;
  walk(expr, (n) => {
    if (found || isFunction(n)) return false;
    const name = n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression ? propertyName(n) : null;
    if (name === null || MORE_FLAGS.has(name) || CURSOR_FIELDS.has(name)) return undefined;
    if (name === 'incomplete_results' || words(name).some((w) => OTHER_SIGNAL_WORDS.has(w))) found = true;
    return undefined;
  });
  return found;
}

/** Does `expr` read a pagination signal anywhere? */
export function readsPaginationSignal(expr: Node): boolean {
  let found = false;
  walk(expr, (n) => {
    if (found || isFunction(n)) return false;
    if ((n.type === AST_NODE_TYPES.Identifier || n.type === AST_NODE_TYPES.MemberExpression) && noMorePagesLeaf(n)) found = true;
    return undefined;
  });
  return found;
}

