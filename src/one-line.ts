/**
 * One line of display text from a string the kit did not write (a cursor, a hint, an upstream code, a source
 * name, an id, a message, a rendered item). It is the one mechanism behind every text the kit writes for
 * people and agents (`verdictLine`, `toCallToolResult`'s text, `approvalRequest` / `formatApproval`, error
 * details), so that no upstream string can start a line of its own, such as a forged `COMPLETE: …` verdict.
 *
 * Written as escapes: C0 controls (`\n`, `\r`, `\t`, others as `\u00XX`) and DEL, C1 controls (U+0085 NEL
 * among them), U+2028 / U+2029, the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
 * and marks (U+200E, U+200F, U+061C) that can visually reorder a line, and lone surrogates. A backslash is
 * left as it is, so escaping JSON text keeps it valid JSON of the same value. The text is for reading: the
 * exact value is in the listing (or `structuredContent`).
 */

/** How many UTF-16 units of one upstream value a line shows before the cut marker. */
export const ONE_LINE_MAX = 200;

function needsEscape(c: number): boolean {
  return (
    c < 0x20 ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x061c ||
    c === 0x200e ||
    c === 0x200f ||
    (c >= 0x2028 && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069) ||
    (c >= 0xd800 && c <= 0xdfff) // only a lone surrogate reaches here: codePointAt joins a pair
  );
}

function escapeOf(c: number): string {
  if (c === 0x0a) return '\\n';
  if (c === 0x0d) return '\\r';
  if (c === 0x09) return '\\t';
  return `\\u${c.toString(16).padStart(4, '0')}`;
}

/** Is `text` already one safe line of at most `max` units? The fast path, and what a test can assert. */
export function isOneLine(text: string, max = Infinity): boolean {
  if (text.length > max) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    if (needsEscape(c)) return false;
  }
  return true;
}

/**
 * `text` as one line: every character listed above escaped, and anything past `max` units (of the escaped
 * text) cut, never inside a character or an escape, with a visible marker `…[+N chars]` that counts the
 * characters of `text` left out.
 */
export function oneLine(text: string, max = ONE_LINE_MAX): string {
  if (isOneLine(text, max)) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text.codePointAt(i) as number;
    const piece = needsEscape(c) ? escapeOf(c) : String.fromCodePoint(c);
    if (out.length + piece.length > max) break;
    out += piece;
    i += c > 0xffff ? 2 : 1;
  }
  return i < text.length ? `${out}…[+${String(text.length - i)} chars]` : out;
}

/**
 * Any value as one line of text, without calling anything on it (no `toString`, getter or Proxy trap):
 * a string through `oneLine`, a number, boolean, bigint, null or undefined as written, anything else by
 * its type in angle brackets (`<object>`).
 */
export function textOf(value: unknown, max = ONE_LINE_MAX): string {
  switch (typeof value) {
    case 'string':
      return oneLine(value, max);
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return String(value);
    default:
      return value === null ? 'null' : `<${typeof value}>`;
  }
}
