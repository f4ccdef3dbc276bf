import { LIST_WRAPPER_PREFIXES, LIST_WRAPPER_SUFFIXES } from '../../src/vocabulary/index.js';
import { words } from './ast.js';

const PREFIXES: readonly (readonly string[])[] = LIST_WRAPPER_PREFIXES.map((p) => words(p));
const SUFFIXES: ReadonlySet<string> = new Set(LIST_WRAPPER_SUFFIXES.map((s) => s.toLowerCase()));

/** Names that read as a list, search or inventory wrapper (src/vocabulary/words.ts). */
export function isListingName(name: string): boolean {
  const w = words(name);
  if (w.length === 0) return false;
  // `all` alone is no wrapper's name; `allMembers` is.
  if (PREFIXES.some((p) => p.every((word, i) => w[i] === word) && (p[0] !== 'all' || w.length > 1))) return true;
  // `findRepos`, `findUsers`: find with a plural object.
  if (w[0] === 'find' && w.length > 1 && (w[w.length - 1] ?? '').endsWith('s')) return true;
  return SUFFIXES.has(w[w.length - 1] ?? '');
}
