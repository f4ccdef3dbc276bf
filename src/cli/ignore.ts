import fs from 'node:fs';
import path from 'node:path';

/**
 * One ignore mechanism for `.gitignore` files and `--ignore-pattern`: a line in .gitignore syntax
 * (https://git-scm.com/docs/gitignore), matched against a slash-separated path relative to the
 * directory the line belongs to. `*`, `?`, `[...]` and `**` as in git; a leading `!` re-includes;
 * a trailing `/` matches directories only; a pattern with no inner slash matches at any depth.
 */
export interface IgnoreRule {
  readonly base: string;
  readonly negate: boolean;
  readonly dirOnly: boolean;
  readonly regex: RegExp;
}

/** A glob (`*`, `?`, `[...]`, `**` as in git) as a regular expression source, unanchored. */
export function globSource(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i);
    if (c === '*' && glob[i + 1] === '*') {
      const atStart = i === 0 || glob[i - 1] === '/';
      if (atStart && glob[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 2;
      } else if (atStart && i + 2 === glob.length) {
        out += '.*';
        i += 1;
      } else {
        out += '[^/]*';
        i += 1;
      }
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '\\' && i + 1 < glob.length) out += `\\${glob.charAt(++i)}`;
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end === -1) out += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\');
        out += `[${body}]`;
        i = end;
      }
    } else out += /[.+^${}()|\]\\]/.test(c) ? `\\${c}` : c;
  }
  return out;
}

/** Parses one line; null for blanks and comments. */
export function ignoreRule(line: string, base: string): IgnoreRule | null {
  let p = line.replace(/(?<!\\)\s+$/, '');
  if (p === '' || p.startsWith('#')) return null;
  const negate = p.startsWith('!');
  if (negate) p = p.slice(1);
  if (p.startsWith('\\#') || p.startsWith('\\!')) p = p.slice(1);
  const dirOnly = p.endsWith('/');
  if (dirOnly) p = p.slice(0, -1);
  if (p === '') return null;
  const anchored = p.includes('/');
  if (p.startsWith('/')) p = p.slice(1);
  const source = globSource(p);
  return { base, negate, dirOnly, regex: new RegExp(`^${anchored ? '' : '(?:.*/)?'}${source}$`) };
}

export function readIgnoreFile(file: string, base = path.dirname(file)): IgnoreRule[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text.split(/\r?\n/).flatMap((line) => ignoreRule(line, base) ?? []);
}

/** The last rule that matches decides, as in git. */
export function isIgnored(rules: readonly IgnoreRule[], absPath: string, isDir: boolean): boolean {
  let ignored = false;
  for (const rule of rules) {
    if (rule.dirOnly && !isDir) continue;
    const rel = path.relative(rule.base, absPath);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) continue;
    if (rule.regex.test(rel.split(path.sep).join('/'))) ignored = !rule.negate;
  }
  return ignored;
}
