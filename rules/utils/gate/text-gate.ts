import type { TSESLint } from '../typed/ts-eslint.js';
import { escapeRegExp, NO_LISTENERS, type Guarded } from '../syntax/selectors.js';
import { perKey } from '../api/vocabulary.js';
import { BACKSLASH, escapeMarksIn, listFoundIn, parseOf, scannable, scannedFor, useScanSource, WholeNames, type Located, type ScanSource, type WholeNamesOptions } from './text-names.js';

/**
 * File-level gates. Most files never mention what a rule looks for, so a rule declares its gate (`createRule`'s
 * `gate`), and is not created on a file whose text cannot hold one of its reports; inside `create`, `gated` leaves out
 * the listeners of each way of reporting the file cannot hold.
 *
 * A gate has one clause per way the rule reports; a clause lists what every such report needs, and holds when each
 * requirement matches the text (a requirement is a pattern, or a list of patterns of which one must match). The
 * patterns are built from the tables the rule itself reads (src/vocabulary merged with `settings.completeness`, the
 * rule's options), so a new table row or setting widens the gate with it.
 *
 * Sound because the rules compare names, keys, strings and documents as the parser reads them out of the text, and
 * the parser reads a name as written unless it is escaped (`\u0066irst`, `'\x66irst'`, `'fir\st'`, a line
 * continuation, `%66irst` in a URL): a file holding any such escape passes every gate. Not looked for: a word split
 * over a string concatenation (`'per_' + 'page=100'`).
 */

/** What a text may hold: a pattern, or whole names (found by one scan of the file for every list: ./text-names.ts). */
export type Pattern = RegExp | WholeNames | NamesOrPattern;
/** One requirement: the pattern matches the text, or one of the patterns does. */
export type Requirement = Pattern | readonly Pattern[];
/** What `mentions` asks: a pattern, or a test that answers as one. */
interface TextTest {
  test(text: string): boolean;
}
/** Clauses of requirements: the file may hold a report when every requirement of some clause matches. */
export type Gate = readonly (readonly Requirement[])[];

/**
 * Is an escape written where the rules read a name, key, string or document: outside comments and regular
 * expression literals (`/\d+/`), which no rule reads as one? Only the places the file's one scan marked are read.
 */
function spellsEscape(text: string): boolean {
  // the comments and tokens of the file being linted say where an escape cannot change a name
  const ast = parseOf(text);
  // every `\` and `%` outside the comments, as the file's one scan met them
  for (const at of escapeMarksIn(text)) {
    if (text.charCodeAt(at) === BACKSLASH) {
      // `'\\d'` is a backslash and a `d`, spelled as it reads
      if (ESCAPED_AFTER_BACKSLASH.test(text.charAt(at + 1)) && !escapedBackslash(text, at) && !inert(ast, at)) return true;
    } else if (isHexDigit(text.charCodeAt(at + 1)) && isHexDigit(text.charCodeAt(at + 2)) && !inert(ast, at)) {
      return true;
    }
  }
  return false;
}

/**
 * Escapes that can spell a name differently from what it reads as: `\u`, `\x`, octal, a line continuation, an
 * escaped letter, digit, `_` or `$` (`\s` in a string is `s`), and percent-encoding in a URL (`%` and two hex digits).
 * What follows the backslash:
 */
const ESCAPED_AFTER_BACKSLASH = /^(?![bfnrtv])[\w$\r\n\u2028\u2029]$/;
const isHexDigit = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/** Is the backslash at `at` itself escaped: an odd number of backslashes right before it? */
function escapedBackslash(text: string, at: number): boolean {
  let before = 0;
  while (at - before > 0 && text.charCodeAt(at - before - 1) === BACKSLASH) before++;
  return before % 2 === 1;
}

/** Is `at` inside a comment or a regular expression literal of the parse (never, when the parse is not at hand)? */
function inert(ast: ScanSource['ast'], at: number): boolean {
  if (!ast?.tokens || !ast.comments) return false;
  if (containing(ast.comments, at) !== undefined) return true;
  return containing(ast.tokens, at)?.type === 'RegularExpression';
}

/** The item of a list in order, apart, whose range holds `at` (found by halving, as the parser's lists are). */
function containing(items: readonly Located[], at: number): Located | undefined {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid] as Located).range[1] <= at) lo = mid + 1;
    else hi = mid;
  }
  const item = items[lo];
  return item !== undefined && item.range[0] <= at ? item : undefined;
}

const NEVER = '(?!)';

/** One pattern object per source: a pattern two rules build alike is tested once per file. */
const compiled = new Map<string, RegExp>();
function pattern(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  return re;
}

function alternatives(list: Iterable<string>): string {
  const words = [...new Set(list)].filter((w) => w.length > 0);
  // longest first, so that a word is never cut short by one that begins it; alike lists give alike sources
  return words.sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(escapeRegExp).join('|') || NEVER;
}

/** One object per list: a list two rules build alike is looked up once per file. */
const wholeNames = new Map<string, WholeNames>();

function scanned(all: readonly string[], source: string, flags: string, options: WholeNamesOptions): Pattern {
  if ((flags !== '' && flags !== 'i') || !all.every((name) => scannable(name, options.kind))) return pattern(source, flags);
  const key = `${flags}/${source}`;
  let found = wholeNames.get(key);
  if (!found) {
    found = new WholeNames(all, pattern(source, flags), { ...options, caseless: flags === 'i' });
    wholeNames.set(key, found);
  }
  return found;
}

/** Whole names: an identifier, a key or a string that is one of `list` (`has_more`, `'X-Total-Count'`); `i`: in any case. */
export function names(list: Iterable<string>, flags = ''): Pattern {
  const all = [...new Set(list)].filter((w) => w.length > 0);
  return scanned(all, `(?<![\\w$])(?:${alternatives(all)})(?![\\w$])`, flags, { kind: 'name' });
}

/**
 * Whole words of prose or of a document in a string, as `\b` bounds them (`truncated` in `'… truncated${more}'`, `nodes`
 * in `'{\nnodes {'`: the parser reads a newline there); `i`: in any case.
 */
export function proseWords(list: Iterable<string>, flags = ''): Pattern {
  const all = [...new Set(list)].filter((w) => w.length > 0);
  return scanned(all, `(?:(?<![A-Za-z0-9_])|(?<=\\\\[bfnrtv]))(?:${alternatives(all)})(?![A-Za-z0-9_])`, flags, { kind: 'word' });
}

/**
 * Words of camelCase and snake_case names, as `words()` in ./ast.ts splits them: `delete` in `deleteRepo`,
 * `bulk_delete`, `DELETE_ALL` and `hardDelete`, not in `undelete` or `deleted`. Words are lower-case letters and
 * digits; anything else can never be one.
 */
export function camelWords(list: Iterable<string>): Pattern {
  const lower = [...new Set([...list].map((w) => w.toLowerCase()).filter((w) => /^[a-z0-9]+$/.test(w)))];
  if (lower.length === 0) return pattern(NEVER);
  const capitalized = lower.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  // `rm` starts a word after anything but a letter or digit, `Rm` after anything, `RM` after anything but a capital;
  // a word ends where no lower-case letter or digit follows (`RM_DIR`, `rmSync`)
  const starts = [
    `(?<![A-Za-z0-9])(?:${alternatives(lower)})`,
    `(?:${alternatives(capitalized)})`,
    `(?<![A-Z])(?:${alternatives(lower.map((w) => w.toUpperCase()))})`,
  ];
  return scanned(lower, `(?:${starts.join('|')})(?![a-z0-9])`, '', { kind: 'camel' });
}

/** Matches any text: a requirement that holds whatever the file says. */
const ANY = /(?:)/;

/**
 * Whole names, or else a pattern: the names are looked up in the file's one scan, and the pattern is tested only on
 * a file that holds none of them.
 */
export class NamesOrPattern {
  constructor(
    readonly names: WholeNames,
    readonly pattern: RegExp,
  ) {}

  test(text: string): boolean {
    return this.names.test(text) || this.pattern.test(text);
  }
}

/**
 * Names matched by globs (`list*`, `*ForRepo`, `List*Command`, `search`; `*` stands for one or more characters):
 * the text before a glob's first `*` starts the name, the text after its last `*` ends it.
 */
export function globNames(globs: Iterable<string>): Pattern {
  const exact: string[] = [];
  const heads: string[] = [];
  const tails: string[] = [];
  const inner: string[] = [];
  for (const glob of globs) {
    const pieces = glob.split('*');
    const head = pieces[0] ?? '';
    const tail = pieces[pieces.length - 1] ?? '';
    if (pieces.length === 1) exact.push(glob);
    else if (head !== '') heads.push(head);
    else if (tail !== '') tails.push(tail);
    else {
      const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest === '') return ANY;
      inner.push(longest);
    }
  }
  const partial = [
    heads.length > 0 ? `(?<![\\w$])(?:${alternatives(heads)})` : null,
    tails.length > 0 ? `(?:${alternatives(tails)})(?![\\w$])` : null,
    inner.length > 0 ? alternatives(inner) : null,
  ].filter((p) => p !== null);
  const whole = exact.length > 0 ? names(exact) : null;
  const rest = pattern(partial.join('|') || NEVER);
  if (whole === null) return rest;
  if (whole instanceof RegExp) return pattern(`${whole.source}${partial.length > 0 ? `|${rest.source}` : ''}`);
  if (partial.length === 0) return whole;
  const key = `${rest.source}\u0000${[...new Set(exact)].sort().join('\u0000')}`;
  let both = namesOrPatterns.get(key);
  if (!both) {
    both = new NamesOrPattern(whole as WholeNames, rest);
    namesOrPatterns.set(key, both);
  }
  return both;
}

/** One object per list, as for `names`. */
const namesOrPatterns = new Map<string, NamesOrPattern>();

/** `build` memoised per key (a vocabulary, a matcher): a gate's patterns are compiled once, not once per file. */
export function gateBy<K extends object, G = Gate>(build: (key: K) => G): (key: K) => G {
  return perKey(build);
}

/**
 * The answers for the file being linted, kept without allocating per file: each pattern has a number, and its answer
 * counts for the file (the generation) it was given in.
 */
const numbers = new Map<TextTest, number>();
const numbered: TextTest[] = [];
const answeredIn: number[] = [];
const answers: boolean[] = [];
let currentText: string | null = null;
let generation = 0;

function numberOf(re: TextTest): number {
  let n = numbers.get(re);
  if (n === undefined) {
    n = numbered.length;
    numbers.set(re, n);
    numbered.push(re);
  }
  return n;
}

/** Does the text match pattern number `n`? Asked once per file, whichever rule asks. */
function answer(text: string, n: number): boolean {
  if (answeredIn[n] !== generation) {
    answers[n] = (numbered[n] as TextTest).test(text);
    answeredIn[n] = generation;
  }
  return answers[n] === true;
}

/** Starts the answers over when the text is another file's; tells the scan which parse the text comes from. */
function useSource(sourceCode: ScanSource): string {
  const text = sourceCode.text;
  if (text !== currentText) {
    currentText = text;
    generation++;
  }
  useScanSource(sourceCode);
  return text;
}

/**
 * May this file hold a report the gate stands for? False only when no clause can hold and nothing is escaped. A gate
 * is compiled on first use (keep it in a constant, or memoised per vocabulary: `gateBy`).
 */
export function mayReport(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, gate: Gate): boolean {
  return opensOn(context.sourceCode, compileGate(gate));
}

/**
 * A gate as one array of numbers, asked without walking its objects: a rule whose gate is shut on a file then costs a
 * few reads of memory that the file's scan has just written (`createRule`'s `gate`). Per clause: its length in
 * numbers and its number of requirements; per requirement: its number of tests, then each test, a list of the scan
 * (its number, `>= 0`) or a pattern (`~` its number for `answer`).
 */
export interface CompiledGate {
  readonly program: Int32Array;
  /** The highest name id of its lists (-1: none), which the scan asked must know. */
  readonly newest: number;
}

const compiledGates = new WeakMap<Gate, CompiledGate>();

export function compileGate(gate: Gate): CompiledGate {
  let done = compiledGates.get(gate);
  if (done) return done;
  const program: number[] = [gate.length];
  let newest = -1;
  const testsOf = (p: Pattern): number[] => {
    if (p instanceof WholeNames) {
      newest = Math.max(newest, p.newest);
      return [p.number];
    }
    if (p instanceof NamesOrPattern) {
      newest = Math.max(newest, p.names.newest);
      return [p.names.number, ~numberOf(p.pattern)];
    }
    return [~numberOf(p)];
  };
  for (const clause of gate) {
    const start = program.length;
    program.push(0, clause.length);
    for (const requirement of clause) {
      const tests = (Array.isArray(requirement) ? (requirement as readonly Pattern[]) : [requirement as Pattern]).flatMap(testsOf);
      program.push(tests.length, ...tests);
    }
    program[start] = program.length - start;
  }
  done = { program: Int32Array.from(program), newest };
  compiledGates.set(gate, done);
  return done;
}

/** `mayReport`: may the file of `sourceCode` hold a report of the compiled gate? */
export function opensOn(sourceCode: ScanSource, gate: CompiledGate): boolean {
  const text = useSource(sourceCode);
  const scan = gate.newest >= 0 ? scannedFor(text, gate.newest) : -1;
  const p = gate.program;
  const clauses = p[0] as number;
  let i = 1;
  for (let c = 0; c < clauses; c++) {
    const end = i + (p[i] as number);
    const requirements = p[i + 1] as number;
    i += 2;
    let all = true;
    for (let r = 0; r < requirements && all; r++) {
      const tests = p[i++] as number;
      let any = false;
      for (let t = 0; t < tests && !any; t++) {
        const test = p[i + t] as number;
        any = test >= 0 ? listFoundIn(test, scan) : answer(text, ~test);
      }
      i += tests;
      all = any;
    }
    if (all) return true;
    i = end;
  }
  return escapedIn(text);
}

/** Whether the file being linted spells anything with an escape, kept apart from `mentions`: every shut gate asks it. */
let escapesAnsweredIn = -1;
let escapesAnswer = false;
function escapedIn(text: string): boolean {
  if (escapesAnsweredIn !== generation) {
    escapesAnswer = spellsEscape(text);
    escapesAnsweredIn = generation;
  }
  return escapesAnswer;
}

/** Does the file spell anything with an escape (see `ESCAPED_AFTER_BACKSLASH`), so that a name may not be written as it reads? */
export function hasEscapes(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): boolean {
  return mayReport(context, NO_CLAUSES);
}
const NO_CLAUSES: Gate = [];

export { NO_LISTENERS };

/**
 * The listeners of one way a rule reports, where the file may hold such a report; none where it cannot. A listener
 * left out must neither report nor change what the others see (a cache they read). Listeners costly to set up are
 * given as a function, called only where the gate opens.
 */
export function gated(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  gate: Gate,
  listeners: Guarded | readonly Guarded[] | (() => readonly Guarded[]),
): readonly Guarded[] {
  if (!mayReport(context, gate)) return [];
  if (typeof listeners === 'function') return listeners();
  return 'types' in listeners ? [listeners] : listeners;
}
