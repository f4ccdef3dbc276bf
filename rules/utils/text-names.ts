/**
 * Whole names in a file's text, every gate's at once. A gate that asks whether the text holds one of a list of names
 * (`(?<![\w$])(?:has_more|nextCursor|…)(?![\w$])`) would scan the text once per list; here one scan per file looks
 * every word of the text up among all the names registered, and each list is answered from what it found.
 *
 * Exact, not a superset: a name made of word characters (`\w` and `$`, ASCII, as a pattern without the `u` flag
 * reads them) stands alone in the text exactly where it is one whole word of it. A name with other characters
 * (`X-Total-Count`, `@odata.nextLink`) is looked up by its first word (`X`, `odata`), which is then a whole word of
 * the text too, and checked in place.
 */

const WORD_CHARS = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = /[\w$]/.test(String.fromCharCode(c)) ? 1 : 0;
  return table;
})();

function isWordChar(code: number): boolean {
  return code < 128 && WORD_CHARS[code] === 1;
}

/** The hash a word is looked up by (30 bits: a small integer, never boxed); the scan computes the same, a character at a time. */
function hashOf(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) & 0x3fffffff;
  return h;
}

interface Entry {
  readonly id: number;
  readonly name: string;
  /** Where the name's first word starts in it (1 for `@odata.nextLink`), and its length. */
  readonly anchor: number;
  readonly anchorLength: number;
}

const ids = new Map<string, number>();
const byHash = new Map<number, Entry[]>();
/** `anchorLengths[n]`: some name's first word is `n` characters long (a cheap test before the hash lookup). */
const anchorLengths = new Uint8Array(256);

/** Where a name's first word starts and ends. */
function anchorOf(name: string): { anchor: number; end: number } {
  let anchor = 0;
  while (anchor < name.length && !isWordChar(name.charCodeAt(anchor))) anchor++;
  let end = anchor;
  while (end < name.length && isWordChar(name.charCodeAt(end))) end++;
  return { anchor, end };
}

/** Can a scan find this name: has it a word character (and a first word of a sane length)? */
export function scannable(name: string): boolean {
  const { anchor, end } = anchorOf(name);
  return end > anchor && end - anchor < anchorLengths.length;
}

/** The id of a `scannable` name, registered on first sight. */
function register(name: string): number {
  const known = ids.get(name);
  if (known !== undefined) return known;
  const { anchor, end } = anchorOf(name);
  const anchorLength = end - anchor;
  const entry: Entry = { id: ids.size, name, anchor, anchorLength };
  ids.set(name, entry.id);
  const h = hashOf(name, anchor, end);
  const list = byHash.get(h);
  if (list) list.push(entry);
  else byHash.set(h, [entry]);
  anchorLengths[anchorLength] = 1;
  return entry.id;
}

/** Does the name stand at `at` as a whole: no word character right before or after it? */
function standsAt(text: string, name: string, at: number): boolean {
  if (at < 0 || !text.startsWith(name, at)) return false;
  const end = at + name.length;
  return !(at > 0 && isWordChar(text.charCodeAt(at - 1))) && !(end < text.length && isWordChar(text.charCodeAt(end)));
}

/** Per name id, the scan (a number that grows) that last found it. */
const foundIn: number[] = [];
let scans = 0;
let scannedText: string | null = null;
/** How many names were registered when `scannedText` was scanned: a name registered later needs a new scan. */
let scannedNames = 0;

function scan(text: string): void {
  scans++;
  scannedText = text;
  scannedNames = ids.size;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!isWordChar(c)) {
      i++;
      continue;
    }
    const start = i;
    let h = 0;
    do {
      h = (Math.imul(h, 31) + c) & 0x3fffffff;
      i++;
    } while (i < n && isWordChar((c = text.charCodeAt(i))));
    const length = i - start;
    if (length >= anchorLengths.length || anchorLengths[length] === 0) continue;
    const entries = byHash.get(h);
    if (entries === undefined) continue;
    for (const e of entries) if (e.anchorLength === length && standsAt(text, e.name, start - e.anchor)) foundIn[e.id] = scans;
  }
}

/** A list of `scannable` whole names (`names()` in ./text-gate.ts): `test` asks one text alone, `foundIn` the file's scan. */
export class WholeNames {
  private readonly ids: readonly number[];
  private readonly newest: number;

  constructor(
    list: readonly string[],
    /** The same question as a pattern, for a text asked about alone. */
    private readonly pattern: RegExp,
  ) {
    this.ids = list.map(register);
    this.newest = Math.max(-1, ...this.ids);
  }

  test(text: string): boolean {
    return this.pattern.test(text);
  }

  /** Does `text` hold one of the names? One scan per text answers every list. */
  foundIn(text: string): boolean {
    if (text !== scannedText || this.newest >= scannedNames) scan(text);
    for (const id of this.ids) if (foundIn[id] === scans) return true;
    return false;
  }
}
