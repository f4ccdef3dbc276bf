// Clean code in a repository that also uses other ESLint plugins, which `completeness check` does not load.
import { collectAll } from 'completeness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const parse = (text) => JSON.parse(text);

// eslint-disable-next-line unicorn/no-array-reduce
export const total = (xs) => xs.reduce((sum, x) => sum + x, 0);

/* eslint-disable react-hooks/exhaustive-deps */
export function useRefresh(effect, refresh) {
  effect(() => refresh(), []);
}

export const everything = (fetchPage) => collectAll(fetchPage, { maxPages: 20 });
