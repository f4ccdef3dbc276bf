import { LIST_WRAPPER_PREFIXES, LIST_WRAPPER_SUFFIXES, WHOLE_PROMISE_WORDS } from '../../../src/vocabulary/index.js';
import { words } from '../syntax/ast.js';

const PREFIXES: readonly (readonly string[])[] = LIST_WRAPPER_PREFIXES.map((p) => words(p));
const SUFFIXES: ReadonlySet<string> = new Set(LIST_WRAPPER_SUFFIXES.map((s) => s.toLowerCase()));
const FIND = 'find';

/** A word every listing name has (its first, or its suffix), for a file's gate (./text-gate.ts). */
export const LISTING_NAME_WORDS: readonly string[] = [...PREFIXES.map((p) => p[0] ?? ''), FIND, ...SUFFIXES];

/** The prefixes by their first word: a name is compared only with the prefixes its own first word starts. */
const PREFIXES_BY_FIRST = new Map<string, (readonly string[])[]>();
for (const p of PREFIXES) {
  const first = p[0];
  if (first !== undefined) PREFIXES_BY_FIRST.set(first, [...(PREFIXES_BY_FIRST.get(first) ?? []), p]);
}
/** A prefix with no word at all starts every name. */
const ANY_PREFIX = PREFIXES.some((p) => p.length === 0);

/** Names that read as a list, search or inventory wrapper (src/vocabulary/words.ts). */
export function isListingName(name: string): boolean {
  const w = words(name);
  if (w.length === 0) return false;
  // `all` alone is no wrapper's name; `allMembers` is.
  if (ANY_PREFIX) return true;
  if ((PREFIXES_BY_FIRST.get(w[0] ?? '') ?? []).some((p) => p.every((word, i) => w[i] === word) && (p[0] !== 'all' || w.length > 1))) return true;
  // `findRepos`, `findUsers`: find with a plural object.
  if (w[0] === FIND && w.length > 1 && (w[w.length - 1] ?? '').endsWith('s')) return true;
  return SUFFIXES.has(w[w.length - 1] ?? '');
}

const WHOLE_PROMISE: ReadonlySet<string> = new Set(WHOLE_PROMISE_WORDS);

/** Does the name promise the whole collection: `getAllUsers`, `allContacts`, `fetchEveryProject`? */
export function promisesWhole(name: string): boolean {
  return words(name).some((w) => WHOLE_PROMISE.has(w.toLowerCase()));
}
