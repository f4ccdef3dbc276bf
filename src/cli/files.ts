import fs from 'node:fs';
import path from 'node:path';
import { TEST_FILE_IGNORE_LINES } from '../vocabulary/words.js';
import { ignoreRule, isIgnored, readIgnoreFile, type IgnoreRule } from './ignore.js';

export const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
export const TS_FILE = /\.(?:[cm]?ts|tsx)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/** ESLint's own default ignores: never walked into, whatever the patterns say. */
const NEVER_WALKED = new Set(['node_modules', '.git']);

/**
 * Build output, bundles, Yarn Plug'n'Play's generated loader and store, and tests, fixtures and mocks (as the
 * plugin's configs leave them out), skipped when walking a directory (a file named on the command line is always
 * linted). Same syntax as a .gitignore line, so `--ignore-pattern '!dist/'` or `'!test/'` brings one back.
 */
export const DEFAULT_IGNORES = [
  'dist/', 'build/', 'coverage/', '*.min.js', '*.min.mjs', '*.min.cjs', '*.bundle.js', '*-bundle.js', '.yarn/', '.pnp.cjs', '.pnp.loader.mjs',
  ...TEST_FILE_IGNORE_LINES,
];

/**
 * The "looks minified" heuristic for generated files that no name gives away: in the first 64 KiB,
 * at least 1,000 characters and an average line longer than 200 characters. Hand-written code
 * averages well under 80.
 */
export const MINIFIED = { sample: 64 * 1024, minChars: 1000, maxAverageLine: 200 } as const;

export function looksMinified(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(MINIFIED.sample);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    if (n < MINIFIED.minChars) return false;
    let lines = 1;
    for (let i = 0; i < n; i++) if (buf[i] === 0x0a) lines++;
    return n / lines > MINIFIED.maxAverageLine;
  } finally {
    fs.closeSync(fd);
  }
}

export interface FileSet {
  /** Absolute paths, sorted. */
  readonly files: string[];
  /** Files that were found but skipped because they look minified. */
  readonly minified: string[];
  /** Named paths that are not JavaScript or TypeScript files. */
  readonly notSource: string[];
}

/** The directory whose .gitignore files still apply to `dir`: the git root, else `cwd` when it holds `dir`. */
function ignoreRoot(dir: string, cwd: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) break;
  }
  return isInside(cwd, dir) ? cwd : dir;
}

const isInside = (dir: string, p: string): boolean => {
  const rel = path.relative(dir, p);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** .gitignore rules from the ignore root down to `dir`'s parent (the walk reads `dir`'s own). */
function inheritedRules(dir: string, cwd: string): IgnoreRule[] {
  const root = ignoreRoot(dir, cwd);
  const chain: string[] = [];
  for (let d = path.dirname(dir); d !== dir && isInside(root, d); d = path.dirname(d)) {
    chain.unshift(d);
    if (d === root) break;
  }
  return [readIgnoreFile(path.join(root, '.git', 'info', 'exclude'), root), ...chain.map((d) => readIgnoreFile(path.join(d, '.gitignore')))].flat();
}

/**
 * The JavaScript and TypeScript files under `paths`: directories are walked with .gitignore,
 * `--ignore-pattern`s (relative to `cwd`) and the default ignores applied; named files are taken as they are.
 */
export function collectFiles(paths: readonly string[], cwd: string, ignorePatterns: readonly string[] = []): FileSet {
  const found = new Set<string>();
  const minified: string[] = [];
  const notSource: string[] = [];
  const user = ignorePatterns.flatMap((p) => ignoreRule(p, cwd) ?? []);

  const walk = (dir: string, inherited: readonly IgnoreRule[], defaults: readonly IgnoreRule[]): void => {
    const gitignore = [...inherited, ...readIgnoreFile(path.join(dir, '.gitignore'))];
    // Last match wins, so a user's `!pattern` can bring back what a default or .gitignore left out.
    const rules = [...defaults, ...gitignore, ...user];
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        // Linked directories are not followed (cycles); linked files are linted.
        isFile = fs.statSync(full, { throwIfNoEntry: false })?.isFile() ?? false;
        isDir = false;
      }
      if (isDir && NEVER_WALKED.has(entry.name)) continue;
      if (!isDir && !(isFile && SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name))) continue;
      if (isIgnored(rules, full, isDir)) continue;
      if (isDir) walk(full, gitignore, defaults);
      else if (looksMinified(full)) minified.push(full);
      else found.add(full);
    }
  };

  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) walk(abs, inheritedRules(abs, cwd), DEFAULT_IGNORES.flatMap((d) => ignoreRule(d, abs) ?? []));
    else if (SOURCE_FILE.test(abs)) found.add(abs);
    else notSource.push(p);
  }
  return { files: [...found].sort(), minified: minified.sort(), notSource };
}
