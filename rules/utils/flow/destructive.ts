import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { DESTRUCTIVE_VERBS, LOCAL_MUTATORS, LOCAL_RECEIVER_WORDS, STATE_SETTER_PREFIX } from '../../../src/vocabulary/index.js';
import { calleeName, lastName, lastNameNode, methodCall, nodeAt, unwrap, words, type Node } from '../syntax/ast.js';
import { always, escapeRegExp, when, type Guarded } from '../syntax/selectors.js';
import { camelWords, hasEscapes, type Pattern } from '../gate/text-gate.js';
import { isNameChar, WholeNames } from '../gate/text-names.js';
import { defaultVocabulary, type Vocabulary } from '../api/vocabulary.js';

/** The default destructive verbs (src/vocabulary/verbs.ts); kept under this name for the rules that import it. */
export const DEFAULT_DESTRUCTIVE_VERBS: readonly string[] = DESTRUCTIVE_VERBS;

const LOCAL_MUTATOR_NAMES: ReadonlySet<string> = new Set(LOCAL_MUTATORS);

/** Receivers whose `.delete()`/`.remove()` is a local collection update, not an API call: the name ends with one of the words. */
const LOCAL_RECEIVER = new RegExp(`(${LOCAL_RECEIVER_WORDS.map(escapeRegExp).join('|')})$`, 'i');


/** `setDisableArchive`: `set` and a capital letter. */
const isStateSetter = (name: string): boolean => name.length > STATE_SETTER_PREFIX.length && name.startsWith(STATE_SETTER_PREFIX) && /[A-Z]/.test(name[STATE_SETTER_PREFIX.length] as string);

export interface DestructiveMatcher {
  readonly verbs: ReadonlySet<string>;
  /** Verbs that are destructive only with an object (`closeIssue`); alone (`conn.close()`) they are local. */
  readonly compoundOnly: ReadonlySet<string>;
  /** A cheap superset test on the raw name, so most calls never get split into words. */
  readonly prefilter: RegExp;
  /** Finds the verbs as words of names in a file's text (./text-gate.ts). */
  readonly inText: Pattern;
}

/** A matcher for these verbs; compound-only verbs come from the vocabulary. */
export function destructiveMatcher(verbs: Iterable<string>, vocab: Vocabulary = defaultVocabulary): DestructiveMatcher {
  const lower = [...verbs].map((v) => v.toLowerCase());
  return { verbs: new Set(lower), compoundOnly: vocab.compoundOnlyVerbs, prefilter: new RegExp(lower.map(escapeRegExp).join('|') || '(?!)', 'i'), inText: camelWords(lower) };
}

const matcherCache = new WeakMap<Vocabulary, DestructiveMatcher>();

/** The matcher for a vocabulary's destructive verbs (the defaults plus `settings.completeness.destructiveVerbs`). */
export function destructiveMatcherOf(vocab: Vocabulary): DestructiveMatcher {
  let matcher = matcherCache.get(vocab);
  if (!matcher) {
    matcher = destructiveMatcher(vocab.destructiveVerbs, vocab);
    matcherCache.set(vocab, matcher);
  }
  return matcher;
}

/** Per matcher, the verb each callee name carries, before its receiver is looked at: names repeat across calls and files. */
const nameVerbs = new WeakMap<DestructiveMatcher, Map<string, string | null>>();
let lastMatcher: DestructiveMatcher | null = null;
let lastNames = new Map<string, string | null>();

function verbOfName(name: string, matcher: DestructiveMatcher): string | null {
  if (matcher !== lastMatcher) {
    lastMatcher = matcher;
    lastNames = nameVerbs.get(matcher) ?? new Map<string, string | null>();
    nameVerbs.set(matcher, lastNames);
  }
  let verb = lastNames.get(name);
  if (verb === undefined) {
    verb = verbOf(name, matcher);
    // bounded like words(): a long run keeps the names of the files being linted now
    if (lastNames.size >= 20_000) lastNames.clear();
    lastNames.set(name, verb);
  }
  return verb;
}

function verbOf(name: string, matcher: DestructiveMatcher): string | null {
  if (!matcher.prefilter.test(name) || LOCAL_MUTATOR_NAMES.has(name)) return null;
  const nameWords = words(name);
  const verb = nameWords.find((w) => matcher.verbs.has(w));
  return verb === undefined || (nameWords.length === 1 && matcher.compoundOnly.has(verb)) ? null : verb;
}

/**
 * The last call asked about and its answer: every rule that guards destructive calls listens to each call, and ESLint
 * runs their listeners for one node one after another, so most asks repeat the one before.
 */
let lastCall: TSESTree.Node | null = null;
let lastCallMatcher: DestructiveMatcher | null = null;
let lastVerb: string | null = null;

/** The destructive verb a call's name carries, or null. */
export function destructiveVerb(call: TSESTree.CallExpression | TSESTree.NewExpression, matcher: DestructiveMatcher): string | null {
  if (call !== lastCall || matcher !== lastCallMatcher) {
    lastVerb = verbOfCall(call, matcher);
    lastCall = call;
    lastCallMatcher = matcher;
  }
  return lastVerb;
}

function verbOfCall(call: TSESTree.CallExpression | TSESTree.NewExpression, matcher: DestructiveMatcher): string | null {
  const name = calleeName(call);
  if (name === null) return null;
  const verb = verbOfName(name, matcher);
  if (verb === null) return null;
  if (call.callee.type === AST_NODE_TYPES.Identifier && isStateSetter(name)) return null;
  const method = call.type === AST_NODE_TYPES.CallExpression ? methodCall(call) : null;
  if (method) {
    const receiver = unwrap(method.receiver);
    const receiverName = lastName(receiver);
    const bare = words(name).length === 1;
    // `seen.delete(id)`, `this.cache.delete(k)`, `[...].remove()`: local bookkeeping.
    if (bare && receiverName !== null && LOCAL_RECEIVER.test(receiverName)) return null;
    if (bare && (receiver.type === AST_NODE_TYPES.ArrayExpression || receiver.type === AST_NODE_TYPES.NewExpression)) return null;
  }
  return verb;
}

const ANY_CALL = (): boolean => true;

/**
 * Listeners that run `check` on each call of the file that `destructiveVerb` names, in the order ESLint visits
 * them. Where the file's one scan read the verbs, those calls are found at the start of the file from the places the
 * scan read them at, and the rule needs no listener on every call (a file has thousands of calls and a few
 * destructive ones). Elsewhere (an escape, verbs the scan does not read) every call is listened to, behind
 * `mayBeDestructive`.
 */
export function whenDestructive(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  matcher: DestructiveMatcher,
  check: (call: TSESTree.CallExpression) => void,
): readonly Guarded[] {
  const verbs = matcher.inText;
  if (!(verbs instanceof WholeNames) || hasEscapes(context)) {
    const mayDestroy = mayBeDestructive(context, matcher);
    return [when(AST_NODE_TYPES.CallExpression, (call) => mayDestroy(call) && destructiveVerb(call, matcher) !== null, check)];
  }
  const text = context.sourceCode.text;
  return [
    when(AST_NODE_TYPES.Program, always, (program) => {
      for (const call of callsNamedWith(verbs, program, text)) if (destructiveVerb(call, matcher) !== null) check(call);
    }),
  ];
}

let lastProgram: TSESTree.Program | null = null;
let lastVerbs: WholeNames | null = null;
let lastCalls: readonly TSESTree.CallExpression[] = [];

/**
 * The calls of `program` (whose text is `text`) with one of the `camel` words `verbs` written in their callee's name
 * where the file's scan read them (the calls `mayBeDestructive` lets through in a file without escapes), in the
 * order ESLint visits them: by start, the enclosing call first. Kept for the last file and list: the rules that
 * guard destructive calls ask in turn.
 */
export function callsNamedWith(verbs: WholeNames, program: TSESTree.Program, text: string): readonly TSESTree.CallExpression[] {
  if (program === lastProgram && verbs === lastVerbs) return lastCalls;
  const calls: TSESTree.CallExpression[] = [];
  for (const place of verbs.placesIn(text)) {
    if (!mayBeCalleeName(text, place)) continue;
    const call = callNamedBy(nodeAt(program, place));
    // the places within one name are next to each other
    if (call !== null && call !== calls[calls.length - 1]) calls.push(call);
  }
  calls.sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1]);
  lastProgram = program;
  lastVerbs = verbs;
  lastCalls = calls;
  return calls;
}

/** What never follows a callee's name, past spaces: its call, `!`, `as`, `satisfies`, `)`, `<T>`, `?.(` or a comment do. */
const NEVER_AFTER_CALLEE: ReadonlySet<number> = new Set(Array.from('=:,;.}]+-*%&|^>{[\'"`', (c) => c.charCodeAt(0)));

const isSpace = (code: number): boolean => code === 32 || (code >= 9 && code <= 13);
const isLineEnd = (code: number): boolean => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;

/**
 * May the word the scan read at `place` be within a callee's name? A cheap test of the text before the name's node is
 * looked up (most places are not): past the rest of the name and any spaces, nothing of `NEVER_AFTER_CALLEE`; or a
 * string that closes on the same line, then `]` (`a['bulk-delete']()`: in a file without escapes a quoted name
 * spans no lines).
 */
function mayBeCalleeName(text: string, place: number): boolean {
  const n = text.length;
  let end = place;
  while (end < n && isNameChar(text.charCodeAt(end))) end++;
  let next = end;
  while (next < n && isSpace(text.charCodeAt(next))) next++;
  if (next < n && !NEVER_AFTER_CALLEE.has(text.charCodeAt(next))) return true;
  for (let i = end; i < n && !isLineEnd(text.charCodeAt(i)); i++) {
    const c = text.charCodeAt(i);
    if (c !== QUOTE && c !== DOUBLE_QUOTE) continue;
    let j = i + 1;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) === CLOSING_BRACKET) return true;
  }
  return false;
}
const QUOTE = 39;
const DOUBLE_QUOTE = 34;
const CLOSING_BRACKET = 93;

/** The call whose callee's name (`lastNameNode` of the callee) is `name`, or null. */
function callNamedBy(name: Node): TSESTree.CallExpression | null {
  let callee: TSESTree.Expression;
  if (name.type === AST_NODE_TYPES.Identifier) {
    const member = name.parent;
    // `a.name`, never `a[name]`
    if (member.type === AST_NODE_TYPES.MemberExpression && member.property === name) {
      if (member.computed) return null;
      callee = member;
    } else {
      callee = name;
    }
  } else if (name.type === AST_NODE_TYPES.Literal && typeof name.value === 'string') {
    // `a['name']`
    const member = name.parent;
    if (member.type !== AST_NODE_TYPES.MemberExpression || member.property !== name || !member.computed) return null;
    callee = member;
  } else {
    return null;
  }
  // up through what `unwrap` strips from a callee: `(a.name as F)()`, `a.name!()`
  let parent: Node = callee.parent;
  while (isValueWrapper(parent) && parent.expression === callee) {
    callee = parent;
    parent = parent.parent;
  }
  return parent.type === AST_NODE_TYPES.CallExpression && parent.callee === callee ? parent : null;
}

function isValueWrapper(node: Node): node is TSESTree.TSNonNullExpression | TSESTree.TSAsExpression | TSESTree.TSTypeAssertion | TSESTree.TSSatisfiesExpression | TSESTree.ChainExpression {
  return unwrap(node) !== node;
}

/**
 * For the calls of one file, a test that lets through every call `destructiveVerb` may name, and few others: is one of
 * the verbs written within the callee's name, where the file's one scan found it? Every call where the verbs are not
 * read by the scan or the file spells anything with an escape (its names may not read as written).
 */
export function mayBeDestructive(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  matcher: DestructiveMatcher,
): (call: TSESTree.CallExpression | TSESTree.NewExpression) => boolean {
  const verbs = matcher.inText;
  if (!(verbs instanceof WholeNames) || hasEscapes(context)) return ANY_CALL;
  const text = context.sourceCode.text;
  return (call) => {
    if (call === lastTested && verbs === lastTestedVerbs) return lastTestAnswer;
    const name = lastNameNode(call.callee);
    lastTestAnswer = name !== null && verbs.writtenWithin(text, name.range[0], name.range[1]);
    lastTested = call;
    lastTestedVerbs = verbs;
    return lastTestAnswer;
  };
}

/** The last call `mayBeDestructive`'s tests were asked about, as for `destructiveVerb`: the rules ask one after another. */
let lastTested: TSESTree.Node | null = null;
let lastTestedVerbs: WholeNames | null = null;
let lastTestAnswer = false;

