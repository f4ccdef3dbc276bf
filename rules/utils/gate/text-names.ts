/**
 * Whole names in a file's text, every gate's at once. A gate that asks whether the text holds one of a list of names
 * (`(?<![\w$])(?:has_more|nextCursor|…)(?![\w$])`) would scan the text once per list; here one scan per file looks
 * every word of the text up among all the names registered, and each list is answered from what it found.
 *
 * Exact, not a superset: the scan reads the text's runs of `\w` characters (ASCII, as a pattern without the `u` flag
 * reads them) and looks each up by the first run of every registered name (`has_more`, `X` of `X-Total-Count`,
 * `odata` of `@odata.nextLink`, `top` of `$top`); the name is then checked in place, whole, with its own boundaries.
 *
 * Two kinds of list. Names of code (`name`): a `$` joins a name, as in an identifier. Words of prose and documents
 * (`word`): only `\w` joins a word, as `\b` reads it, so `truncated${x}` holds `truncated`, and a `\n` (or another
 * one-letter escape) right before one still leaves it whole in the string the parser reads (`'…\nnodes {'`). Either
 * kind may ignore case (ASCII letters, as the `i` flag without `u` does): the scan hashes words with case folded, and
 * each entry is checked in place with or without case.
 *
 * A third kind, words of camelCase and snake_case names (`camel`: `delete` in `hardDelete`, `bulk_delete`,
 * `DELETE_ALL`), is read from the same runs: a run is split where `words()` splits a name (before a capital, at a
 * `_`), and each piece, and each prefix of a run of capitals, is looked up among them and checked in place.
 */

import { grown, IdsByHash } from './ids-by-hash.js';

/** `[\w$]`, ASCII: what joins a name of code. */
const NAME_CHARS = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = /[\w$]/.test(String.fromCharCode(c)) ? 1 : 0;
  return table;
})();

/** `\w`, ASCII, as a pattern without the `u` flag reads it: what joins a word of prose, and what the scan reads as one word. */
const WORD_CHARS = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = /\w/.test(String.fromCharCode(c)) ? 1 : 0;
  return table;
})();

/** Does the character join a name of code (`[\w$]`, ASCII)? */
export function isNameChar(code: number): boolean {
  return code < 128 && NAME_CHARS[code] === 1;
}

function isWordChar(code: number): boolean {
  return code < 128 && WORD_CHARS[code] === 1;
}

export const BACKSLASH = 92;

const isLowerOrDigit = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
const isCapital = (code: number): boolean => code >= 65 && code <= 90;
const isCapitalOrDigit = (code: number): boolean => isCapital(code) || (code >= 48 && code <= 57);
/** Of any UTF-16 unit: not `\w`, or how a camelCase or snake_case name goes on at it (the `_` is the rest). */
const NOT_WORD = 0;
const LOWER_OR_DIGIT = 1;
const CAPITAL = 2;
const UNDERSCORE = 3;
const CHAR_CLASS = (() => {
  const table = new Uint8Array(0x10000);
  for (let c = 0; c < 128; c++) table[c] = isLowerOrDigit(c) ? LOWER_OR_DIGIT : isCapital(c) ? CAPITAL : c === 95 ? UNDERSCORE : NOT_WORD;
  return table;
})();

/** The escapes of one letter that the file's escape gate lets through (`\n`, `\t`: text-gate.ts `ESCAPE`). */
const LETTER_ESCAPES: ReadonlySet<number> = new Set(Array.from('bfnrtv', (c) => c.charCodeAt(0)));

/**
 * The hash a word is looked up by (30 bits: a small integer, never boxed); the scan computes the same, a character
 * at a time. Case is folded (`| 0x20` turns an ASCII capital into its small letter and leaves digits, `_` and `$`
 * apart), so a name that ignores case is found under any spelling.
 */
function hashOf(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + (text.charCodeAt(i) | 0x20)) & 0x3fffffff;
  return h;
}

export type WordKind = 'name' | 'word' | 'camel';

export interface WholeNamesOptions {
  /**
   * `name` (the default): a `$` joins a name; `word`: only `\w` joins a word, and a one-letter escape before it does
   * not; `camel`: a lower-case word of a camelCase or snake_case name (./text-gate.ts `camelWords`).
   */
  readonly kind?: WordKind;
  /** ASCII letters of any case (the names are compared in lower case). */
  readonly caseless?: boolean;
}

const ids = new Map<string, number>();
/**
 * What the scan reads of each registered name, by id, in typed arrays: a file's scan starts with the parser's and the
 * other rules' data between it and these tables, and an object per name put each name it found in other cache lines
 * (an object, its strings, its list of lists). Here a name is a few numbers and its characters in one pool.
 *
 * How long the word looked up is (a name's first word, a `camel` word whole; each shorter than `WORD_LENGTH_LIMIT`),
 * and the scan (a number that grows) that last found it:
 */
const WORD_LENGTH_LIMIT = 256;
let lookedUpLength = new Uint8Array(64);
let foundIn = new Int32Array(64).fill(-1);
/** Where the name's first word starts in it (1 for `@odata.nextLink`), and `PROSE` / `CASELESS`. */
let anchors = new Int32Array(64);
let flags = new Uint8Array(64);
const PROSE = 1;
const CASELESS = 2;
/** The name (in lower case when caseless, and for a `camel` word) as `namePool[nameStart[id] … + nameLength[id]]`. */
let nameStart = new Int32Array(64);
let nameLength = new Int32Array(64);
let namePool = new Uint16Array(1024);
let poolUsed = 0;
/**
 * The numbers of the lists that hold each name (marked found when the scan first finds the name), as linked cells:
 * `firstCell[id]`, then `cellNext` (-1 ends them); each cell's list is `cellList`.
 */
let firstCell = new Int32Array(64).fill(-1);
let cellList = new Int32Array(256);
let cellNext = new Int32Array(256);
let cellsUsed = 0;
/** The names' and words' ids by the hash of their first word, and the `camel` words' by theirs. */
const namesByHash = new IdsByHash();
const camelByHash = new IdsByHash();
/** The longest `camel` word (0: none yet). */
let camelLongest = 0;

/** Adds list `number` to the lists that hold name `id`. */
function addList(id: number, number: number): void {
  if (cellsUsed === cellList.length) {
    cellList = grown(cellList, 0);
    cellNext = grown(cellNext, -1);
  }
  cellList[cellsUsed] = number;
  cellNext[cellsUsed] = firstCell[id] as number;
  firstCell[id] = cellsUsed++;
}

/** Where a name's first word starts and ends. */
function anchorOf(name: string): { anchor: number; end: number } {
  let anchor = 0;
  while (anchor < name.length && !isWordChar(name.charCodeAt(anchor))) anchor++;
  let end = anchor;
  while (end < name.length && isWordChar(name.charCodeAt(end))) end++;
  return { anchor, end };
}

/**
 * Can a scan find this name: has it a word character (and a first word of a sane length)? A word of prose must be
 * one word of `\w` characters.
 */
export function scannable(name: string, kind: WordKind = 'name'): boolean {
  if (kind === 'camel') return name.length < WORD_LENGTH_LIMIT && /^[a-z][a-z0-9]*$/.test(name);
  if (kind === 'word') {
    if (name.length === 0 || name.length >= WORD_LENGTH_LIMIT) return false;
    for (let i = 0; i < name.length; i++) if (!isWordChar(name.charCodeAt(i))) return false;
    return true;
  }
  const { anchor, end } = anchorOf(name);
  return end > anchor && end - anchor < WORD_LENGTH_LIMIT;
}

/** The id of a `scannable` name, registered on first sight. */
function register(given: string, kind: WordKind, caseless: boolean): number {
  const name = caseless || kind === 'camel' ? given.toLowerCase() : given;
  const key = `${kind}${caseless ? 'i' : ''}:${name}`;
  const known = ids.get(key);
  if (known !== undefined) return known;
  const { anchor, end } = anchorOf(name);
  const id = ids.size;
  ids.set(key, id);
  if (id === foundIn.length) {
    lookedUpLength = grown(lookedUpLength, 0);
    foundIn = grown(foundIn, -1);
    anchors = grown(anchors, 0);
    flags = grown(flags, 0);
    nameStart = grown(nameStart, 0);
    nameLength = grown(nameLength, 0);
    firstCell = grown(firstCell, -1);
  }
  anchors[id] = anchor;
  flags[id] = (kind === 'word' ? PROSE : 0) | (caseless ? CASELESS : 0);
  while (poolUsed + name.length > namePool.length) namePool = grown(namePool, 0);
  nameStart[id] = poolUsed;
  nameLength[id] = name.length;
  for (let i = 0; i < name.length; i++) namePool[poolUsed++] = name.charCodeAt(i);
  const h = hashOf(name, anchor, end);
  if (kind === 'camel') {
    camelByHash.add(h, id);
    lookedUpLength[id] = name.length;
    camelLongest = Math.max(camelLongest, name.length);
  } else {
    namesByHash.add(h, id);
    lookedUpLength[id] = end - anchor;
  }
  return id;
}

/** Is name `id` written at `at`, in its own case or, for a caseless name, in any? */
function writtenAt(text: string, id: number, at: number): boolean {
  const n = nameLength[id] as number;
  if (at + n > text.length) return false;
  const start = nameStart[id] as number;
  const caseless = ((flags[id] as number) & CASELESS) !== 0;
  for (let i = 0; i < n; i++) {
    const a = text.charCodeAt(at + i);
    const b = namePool[start + i] as number;
    if (a !== b && !(caseless && b >= 97 && b <= 122 && (a | 0x20) === b)) return false;
  }
  return true;
}

/** Does name `id` stand at `at` as a whole: no character that joins it right before or after it? */
function standsAt(text: string, id: number, at: number): boolean {
  if (at < 0 || !writtenAt(text, id, at)) return false;
  const end = at + (nameLength[id] as number);
  const flag = flags[id] as number;
  if ((flag & PROSE) === 0) return !(at > 0 && isNameChar(text.charCodeAt(at - 1))) && !(end < text.length && isNameChar(text.charCodeAt(end)));
  if (end < text.length && isWordChar(text.charCodeAt(end))) return false;
  if (at === 0 || !isWordChar(text.charCodeAt(at - 1))) return true;
  const letter = (flag & CASELESS) !== 0 ? text.charCodeAt(at - 1) | 0x20 : text.charCodeAt(at - 1);
  return at > 1 && text.charCodeAt(at - 2) === BACKSLASH && LETTER_ESCAPES.has(letter);
}

/**
 * Is the `camel` word `id` written at `at` in one of the spellings `camelWords` reads: `Delete`, `delete` or
 * `DELETE` (a `camel` word is lower-case letters and digits, a letter first)? Where it stands the scan has seen to:
 * `Delete` from any capital, `DELETE` only from a capital after none, `delete` only at a name's start or after a `_`,
 * and each only where no lower-case letter or digit follows.
 */
function camelAt(text: string, id: number, at: number): boolean {
  const n = nameLength[id] as number;
  if (at + n > text.length) return false;
  const start = nameStart[id] as number;
  const first = text.charCodeAt(at);
  const lower = namePool[start] as number;
  // `delete`, or `Delete` / `DELETE`
  if (first !== lower && first !== lower - 32) return false;
  let rest = 1;
  while (rest < n && text.charCodeAt(at + rest) === namePool[start + rest]) rest++;
  if (rest === n) return true;
  if (first === lower) return false;
  for (let i = 1; i < n; i++) {
    const b = namePool[start + i] as number;
    if (text.charCodeAt(at + i) !== (b >= 97 ? b - 32 : b)) return false;
  }
  return true;
}

/** Where a comment or a token of a parse lies, and what kind of token it is. */
export interface Located {
  readonly range: readonly [number, number];
  readonly type?: string;
}

/** A parsed file: its text, and its comments and tokens, each list in order. */
export interface ScanSource {
  readonly text: string;
  readonly ast?: { readonly comments?: readonly Located[]; readonly tokens?: readonly Located[] } | null;
}

/**
 * The file being linted: a scan of its text skips its comments, where no rule reads a name (a doc comment that says
 * `has_more` opens no gate). A text scanned without its parse is read whole.
 */
let scanSource: ScanSource | null = null;

/** Tells the scan which parse the text it is next asked about comes from. */
export function useScanSource(source: ScanSource): void {
  scanSource = source;
}

/** The parse of `text`, when it is the text of the source in use (./text-gate.ts reads it too). */
export function parseOf(text: string): ScanSource['ast'] {
  return scanSource !== null && scanSource.text === text ? scanSource.ast : null;
}

/** The comments of `text`, in order, when it is the text of the source in use; none otherwise. */
function commentsOf(text: string): readonly Located[] {
  return parseOf(text)?.comments ?? [];
}

/** Per `camel` word id, where in its text that scan found it. */
const places: number[][] = [];
let scans = 0;
let scannedText: string | null = null;
/** How many names were registered when `scannedText` was scanned: a name registered later needs a new scan. */
let scannedNames = 0;

/**
 * Where the last scan met a `\` or a `%` outside the comments it skipped: what may start an escape
 * (./text-gate.ts reads them instead of searching the text once more).
 */
const escapeMarks: number[] = [];
const PERCENT = 37;

/**
 * The places of every `\` and `%` of `text`, in order, from the one scan of the file (made now if the text was not
 * scanned last); outside its comments where its parse is at hand (`useScanSource`), anywhere otherwise.
 */
export function escapeMarksIn(text: string): readonly number[] {
  if (text !== scannedText) scan(text);
  return escapeMarks;
}

/**
 * Per list number (`WholeNames.number`), the last scan that found one of its names: one array of small integers, so
 * that a gate asks it without touching the lists themselves (./text-gate.ts `CompiledGate`).
 */
let listFound = new Int32Array(64).fill(-1);
let listCount = 0;

function newList(): number {
  if (listCount === listFound.length) listFound = grown(listFound, -1);
  return listCount++;
}

/** Did the last scan (`scannedFor`'s answer) find one of the names of list `number`? */
export function listFoundIn(number: number, scan: number): boolean {
  return listFound[number] === scan;
}

/**
 * The number of the scan of `text` that knows every name registered up to id `newest` (made now if the last scan was
 * of another text, or before the name was registered).
 */
export function scannedFor(text: string, newest: number): number {
  if (text !== scannedText || newest >= scannedNames) scan(text);
  return scans;
}

/** Marks name `id` found in this scan, and so each list that holds it. */
function found(id: number): void {
  foundIn[id] = scans;
  for (let cell = firstCell[id] as number; cell >= 0; cell = cellNext[cell] as number) listFound[cellList[cell] as number] = scans;
}

/** Marks the names whose first word is `text[start, end)` (its hash `h`) and that stand there whole. */
function lookUp(text: string, start: number, end: number, h: number): void {
  const length = end - start;
  for (let id = namesByHash.newest(h); id >= 0; id = namesByHash.olderThan(id)) {
    // a name found once in this scan needs no second look
    if (foundIn[id] === scans || lookedUpLength[id] !== length) continue;
    if (standsAt(text, id, start - (anchors[id] as number))) found(id);
  }
}

/** Marks the `camel` words that `text[start, end)` (its hash `h`) spells, in any case, and that stand there. */
function lookUpCamel(text: string, start: number, end: number, h: number): void {
  const length = end - start;
  for (let id = camelByHash.newest(h); id >= 0; id = camelByHash.olderThan(id)) {
    if (lookedUpLength[id] !== length || !camelAt(text, id, start)) continue;
    if (foundIn[id] === scans) (places[id] as number[]).push(start);
    else {
      places[id] = [start];
      found(id);
    }
  }
}

/** `DELETE` of `DELETEREPO` or `DELETE_ALL`: each prefix of the capitals and digits from `start` that no lower-case letter or digit follows. */
function lookUpCapitals(text: string, start: number): void {
  const limit = Math.min(text.length, start + camelLongest);
  let h = 0;
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (!isCapitalOrDigit(c)) return;
    h = (Math.imul(h, 31) + (c | 0x20)) & 0x3fffffff;
    if (i + 1 < text.length && isLowerOrDigit(text.charCodeAt(i + 1))) continue;
    lookUpCamel(text, start, i + 1, h);
  }
}

/**
 * The scan reads runs of `\w` (a `$` splits them: `$top` is read as `top`, and its entry checks the `$` in place). A
 * run right after a backslash is also read without its first letter, which may be an escape (`\nnodes`).
 */
function scan(text: string): void {
  scans++;
  scannedText = text;
  scannedNames = ids.size;
  escapeMarks.length = 0;
  const n = text.length;
  const camel = camelLongest > 0;
  const comments = commentsOf(text);
  let nextComment = 0;
  // where the next comment starts (every comment starts with a `/` or a `#`, never inside a word)
  let skipAt = comments.length > 0 ? (comments[0] as Located).range[0] : n;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    let kind = CHAR_CLASS[c] as number;
    if (kind === NOT_WORD) {
      if (i === skipAt) {
        i = Math.max(i + 1, (comments[nextComment] as Located).range[1]);
        // the next comment after this one (a list out of order or overlapping is read past, never backwards)
        while (++nextComment < comments.length && (comments[nextComment] as Located).range[0] < i);
        skipAt = nextComment < comments.length ? (comments[nextComment] as Located).range[0] : n;
        continue;
      }
      if (c === BACKSLASH || c === PERCENT) escapeMarks.push(i);
      i++;
      continue;
    }
    const start = i;
    let h = 0;
    // the camel piece being read starts at `piece`, and `pieceHash` is its hash so far; a capital or a `_` ends it
    let piece = start;
    let pieceHash = 0;
    let afterCapital = false;
    for (;;) {
      const folded = c | 0x20;
      h = (Math.imul(h, 31) + folded) & 0x3fffffff;
      if (kind === LOWER_OR_DIGIT) pieceHash = (Math.imul(pieceHash, 31) + folded) & 0x3fffffff;
      else if (camel) {
        if (i > piece) lookUpCamel(text, piece, i, pieceHash);
        if (kind === CAPITAL) {
          if (!afterCapital && i + 1 < n && isCapitalOrDigit(text.charCodeAt(i + 1))) lookUpCapitals(text, i);
          piece = i;
          pieceHash = folded;
        } else {
          piece = i + 1;
          pieceHash = 0;
        }
      }
      afterCapital = kind === CAPITAL;
      i++;
      if (i >= n) break;
      c = text.charCodeAt(i);
      kind = CHAR_CLASS[c] as number;
      if (kind === NOT_WORD) break;
    }
    if (camel && i > piece) lookUpCamel(text, piece, i, pieceHash);
    lookUp(text, start, i, h);
    if (start > 0 && text.charCodeAt(start - 1) === BACKSLASH && i - start > 1) lookUp(text, start + 1, i, hashOf(text, start + 1, i));
  }
}

/** A list of `scannable` whole names (`names()` in ./text-gate.ts): `test` asks one text alone, `foundIn` the file's scan. */
export class WholeNames {
  private readonly ids: readonly number[];
  /** The highest id of its names: a scan made before that name was registered does not know it. */
  readonly newest: number;
  private readonly camel: boolean;
  /** The list's number among every list (`listFoundIn`). */
  readonly number = newList();

  constructor(
    list: readonly string[],
    /** The same question as a pattern, for a text asked about alone. */
    private readonly pattern: RegExp,
    options: WholeNamesOptions = {},
  ) {
    this.ids = list.map((name) => register(name, options.kind ?? 'name', options.caseless === true));
    this.camel = options.kind === 'camel';
    this.newest = Math.max(-1, ...this.ids);
    for (const id of new Set(this.ids)) addList(id, this.number);
    // names other lists registered before may have been found by the scan already made
    if (this.ids.some((id) => foundIn[id] === scans)) listFound[this.number] = scans;
  }

  test(text: string): boolean {
    return this.pattern.test(text);
  }

  /** Does `text` hold one of the names? One scan per text answers every list. */
  foundIn(text: string): boolean {
    return listFoundIn(this.number, scannedFor(text, this.newest));
  }

  /** Is one of these `camel` words written in `text` within `[start, end)` (a name's range)? Throws for other lists, as `placesIn` does. */
  writtenWithin(text: string, start: number, end: number): boolean {
    const at = this.placesIn(text);
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((at[mid] as number) < start) lo = mid + 1;
      else hi = mid;
    }
    return lo < at.length && (at[lo] as number) < end;
  }

  private placesScan = -1;
  private places: readonly number[] = [];

  /** Where in `text` the scan found these `camel` words, in order. */
  placesIn(text: string): readonly number[] {
    if (!this.camel) throw new Error('placesIn: the scan keeps the places of camel words only');
    scannedFor(text, this.newest);
    if (this.placesScan !== scans) {
      const all: number[] = [];
      for (const id of this.ids) if (foundIn[id] === scans) all.push(...(places[id] ?? []));
      this.places = all.sort((a, b) => a - b);
      this.placesScan = scans;
    }
    return this.places;
  }
}
