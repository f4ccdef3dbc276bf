import { words } from './ast.js';

/** Names that read as a list, search or inventory wrapper. */
export function isListingName(name: string): boolean {
  const w = words(name);
  const [first, second] = w;
  if (first === undefined) return false;
  if (['list', 'search', 'query'].includes(first)) return true;
  if ((first === 'get' || first === 'fetch' || first === 'load') && second === 'all') return true;
  if (first === 'all' && w.length > 1) return true; // allMembers, allRepos
  if (first === 'find' && (second === 'all' || second === 'many' || /s$/.test(w[w.length - 1] ?? ''))) return true;
  return w[w.length - 1] === 'inventory';
}

