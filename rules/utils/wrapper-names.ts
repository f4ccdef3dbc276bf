import { LIST_WRAPPER_PREFIXES, LIST_WRAPPER_SUFFIXES } from '../../src/vocabulary/index.js';
import { words } from './ast.js';

const PREFIXES: readonly (readonly string[])[] = LIST_WRAPPER_PREFIXES.map((p) => words(p));
const SUFFIXES: ReadonlySet<string> = new Set(LIST_WRAPPER_SUFFIXES.map((s) => s.toLowerCase()));
const FIND = 'find';

/** A word every listing name has (its first, or its suffix), for a file's gate (./text-gate.ts). */
export const LISTING_NAME_WORDS: readonly string[] = [...PREFIXES.map((p) => p[0] ?? ''), FIND, ...SUFFIXES];

/** Names that read as a list, search or inventory wrapper (src/vocabulary/words.ts). */
export function isListingName(name: string): boolean {
  const w = words(name);
  if (w.length === 0) return false;
  // `all` alone is no wrapper's name; `allMembers` is.
  if (PREFIXES.some((p) => p.every((word, i) => w[i] === word) && (p[0] !== 'all' || w.length > 1))) return true;
  // `findRepos`, `findUsers`: find with a plural object.
  if (w[0] === FIND && w.length > 1 && (w[w.length - 1] ?? '').endsWith('s')) return true;
  return SUFFIXES.has(w[w.length - 1] ?? '');
}
