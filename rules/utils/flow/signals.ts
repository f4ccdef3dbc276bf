import { AST_NODE_TYPES } from '../typed/ts-eslint.js';
import { isNullish, lastName, numberValue, propertyName, unwrap, walk, words, isFunction, type Expression, type Node } from '../syntax/ast.js';
import { SIGNAL_WORDS } from '../../../src/vocabulary/index.js';
import type { Leaf, LeafMatcher } from '../syntax/conditions.js';
import { defaultVocabulary, type Vocabulary } from '../api/vocabulary.js';

/** A signal read in a test, with the node to report. */
export interface SignalFact {
  readonly node: Expression;
  readonly name: string;
}

/** The signal names one vocabulary gives these matchers, built once per vocabulary. */
interface SignalNames {
  /** True while more pages remain (`has_more`, `IsTruncated`). */
  readonly more: ReadonlySet<string>;
  /** Hold a continuation while more pages remain (`next_cursor`, `nextToken`). */
  readonly cursors: ReadonlySet<string>;
  /** True on the last page (`isLast`, `done`); read only as a field. */
  readonly last: ReadonlySet<string>;
  /** Everyday words (`next`, `cursor`, `more`): a signal only as a field (`res.next`), never as a bare local. */
  readonly fieldOnly: ReadonlySet<string>;
  readonly status: ReadonlySet<string>;
}

const namesCache = new WeakMap<Vocabulary, SignalNames>();

function signalNames(vocab: Vocabulary): SignalNames {
  let names = namesCache.get(vocab);
  if (!names) {
    names = {
      more: vocab.namesOf(['more-flag']),
      cursors: vocab.namesOf(['cursor']),
      last: vocab.namesOf(['last-flag']),
      fieldOnly: new Set(vocab.fields.filter((f) => f.ambiguous).map((f) => f.name)),
      status: vocab.namesOf(['status']),
    };
    namesCache.set(vocab, names);
  }
  return names;
}

function signalName(node: Node, names: SignalNames): string | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.MemberExpression) return propertyName(n);
  if (n.type === AST_NODE_TYPES.Identifier) return names.fieldOnly.has(n.name) ? null : n.name;
  return null;
}

/**
 * Leaf matcher for "the pagination sequence ended": `!res.has_more`, `!res.next_cursor`,
 * `next_cursor === null`, `IsTruncated === false`, `res.isLast`. It says nothing about coverage.
 */
export function noMorePagesLeafOf(vocab: Vocabulary): LeafMatcher<SignalFact> {
  let matcher = noMoreCache.get(vocab);
  if (!matcher) {
    matcher = noMorePages(signalNames(vocab));
    noMoreCache.set(vocab, matcher);
  }
  return matcher;
}

const noMoreCache = new WeakMap<Vocabulary, LeafMatcher<SignalFact>>();

function noMorePages(names: SignalNames): LeafMatcher<SignalFact> {
  return (expr: Expression): Leaf<SignalFact> | null => {
    const e = unwrap(expr) as Expression;
    if (e.type === AST_NODE_TYPES.BinaryExpression && e.left.type !== AST_NODE_TYPES.PrivateIdentifier) {
      const eq = e.operator === '===' || e.operator === '==';
      const ne = e.operator === '!==' || e.operator === '!=';
      if (!eq && !ne) return null;
      for (const [side, other] of [
        [e.left, e.right],
        [e.right, e.left],
      ] as const) {
        const name = signalName(side, names);
        if (name !== null && names.cursors.has(name) && (isNullish(other) || isEmptyString(other))) {
          return { fact: { node: e, name }, holdsWhen: eq };
        }
      }
      return null;
    }
    const name = signalName(e, names);
    if (name === null) return null;
    if (names.more.has(name) || names.cursors.has(name)) return { fact: { node: e, name }, holdsWhen: false };
    if (names.last.has(name) && e.type === AST_NODE_TYPES.MemberExpression) return { fact: { node: e, name }, holdsWhen: true };
    return null;
  };
}

/** The names a {@link noMorePagesLeafOf} fact reads: every more-flag, cursor and last-flag. */
export function noMorePagesNames(vocab: Vocabulary): Iterable<string> {
  const names = signalNames(vocab);
  return [...names.more, ...names.cursors, ...names.last];
}

/** {@link noMorePagesLeafOf} over the default vocabulary. */
export const noMorePagesLeaf: LeafMatcher<SignalFact> = noMorePagesLeafOf(defaultVocabulary);

function isEmptyString(node: Node): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.Literal && n.value === '';
}

/** Is `status OP k` true exactly for HTTP success (true), exactly for failure (false), or neither (null)? */
function successTest(op: string, k: number): boolean | null {
  const is2xx = k >= 200 && k < 300;
  if ((op === '===' || op === '==') && is2xx) return true;
  if ((op === '!==' || op === '!=') && is2xx) return false;
  if ((op === '<' && (k === 300 || k === 400)) || (op === '<=' && (k === 299 || k === 399))) return true;
  if ((op === '>=' && (k === 300 || k === 400)) || (op === '>' && (k === 299 || k === 399))) return false;
  return null;
}

/** `res.ok`: the Fetch API's "status in 200–299". */
const OK = 'ok';

const FLIPPED: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** Leaf matcher for HTTP success: `res.ok`, `status === 200`, `status < 300`, and their negations. */
export function httpSuccessLeafOf(vocab: Vocabulary): LeafMatcher<SignalFact> {
  const names = signalNames(vocab);
  return (expr) => httpSuccess(expr, names.status);
}

/** The names an {@link httpSuccessLeafOf} fact reads: `ok` and the status fields. */
export function httpSuccessNames(vocab: Vocabulary): Iterable<string> {
  return [OK, ...signalNames(vocab).status];
}

/** {@link httpSuccessLeafOf} over the default vocabulary. */
export const httpSuccessLeaf: LeafMatcher<SignalFact> = httpSuccessLeafOf(defaultVocabulary);

function httpSuccess(expr: Expression, statusFields: ReadonlySet<string>): Leaf<SignalFact> | null {
  const e = unwrap(expr) as Expression;
  if (e.type === AST_NODE_TYPES.MemberExpression && propertyName(e) === OK) return { fact: { node: e, name: OK }, holdsWhen: true };
  if (e.type !== AST_NODE_TYPES.BinaryExpression || e.left.type === AST_NODE_TYPES.PrivateIdentifier) return null;
  for (const [side, other, op] of [
    [e.left, e.right, e.operator],
    [e.right, e.left, FLIPPED[e.operator] ?? e.operator],
  ] as const) {
    const name = lastName(side);
    const k = numberValue(other);
    if (name !== null && statusFields.has(name) && k !== null) {
      const success = successTest(op, k);
      if (success !== null) return { fact: { node: e, name }, holdsWhen: success };
    }
  }
  return null;
}

const OTHER_SIGNAL_WORDS: ReadonlySet<string> = new Set(SIGNAL_WORDS);

/** Does `expr` read any name that is itself a completeness, cap or failure signal? */
export function readsOtherSignal(expr: Node, vocab: Vocabulary = defaultVocabulary): boolean {
  const names = signalNames(vocab);
  const claims = vocab.namesOf(['partial-claim', 'complete-claim', 'reasons', 'failure']);
  let found = false;
  walk(expr, (n) => {
    if (found || isFunction(n)) return false;
    const name = n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression ? propertyName(n) : null;
    if (name === null || names.more.has(name) || names.cursors.has(name)) return undefined;
    if (claims.has(name) || words(name).some((w) => OTHER_SIGNAL_WORDS.has(w))) found = true;
    return undefined;
  });
  return found;
}

/** Does `expr` read a pagination signal anywhere? */
export function readsPaginationSignal(expr: Node, vocab: Vocabulary = defaultVocabulary): boolean {
  const leaf = noMorePagesLeafOf(vocab);
  let found = false;
  walk(expr, (n) => {
    if (found || isFunction(n)) return false;
    if ((n.type === AST_NODE_TYPES.Identifier || n.type === AST_NODE_TYPES.MemberExpression) && leaf(n)) found = true;
    return undefined;
  });
  return found;
}

