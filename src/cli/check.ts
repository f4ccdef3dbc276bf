import fs from 'node:fs';
import path from 'node:path';
import { toSarif, type LintResult } from './sarif.js';

export type Format = 'stylish' | 'json' | 'sarif';

export interface CheckOptions {
  readonly paths: readonly string[];
  readonly format: Format;
  readonly cwd: string;
}

export interface CheckOutcome {
  readonly output: string;
  /** 0: no findings, 1: findings, 2: usage or configuration error. */
  readonly exitCode: 0 | 1 | 2;
  readonly notes: readonly string[];
}

/** A usage or configuration problem: exit 2 with this message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code = 'USAGE';
}

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_FILES = ['**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'];
const DEFAULT_IGNORES = ['**/node_modules/**', '**/dist/**', '**/build/**', '**/coverage/**', '**/*.d.ts'];

/** The nearest tsconfig.json at or above `dir`. */
export function findTsconfig(dir: string): string | null {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const candidate = path.join(d, 'tsconfig.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(d) === d) return null;
  }
}

async function importPeer<T>(name: string, why: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    throw new UsageError(`completeness check needs ${name} (${why}). Install it: npm install --save-dev ${name}`);
  }
}

interface ESLintLike {
  lintFiles(patterns: string[]): Promise<LintResult[]>;
  loadFormatter(name: string): Promise<{ format(results: LintResult[]): string | Promise<string> }>;
}
type ESLintCtor = new (options: Record<string, unknown>) => ESLintLike;

const PROJECT_SERVICE_MISS = /was not found by the project service|not included in|allowDefaultProject/;

/** Which rules to run: those that need type information only where a tsconfig.json was found. */
export interface RuleSelection {
  readonly untyped: Record<string, 'error'>;
  readonly typed: Record<string, 'error'>;
  /** Extra rules beside the plugin's own (the inventory collector). */
  readonly extraRules?: Record<string, unknown>;
}

export interface LintRun {
  readonly results: LintResult[];
  readonly notes: string[];
  readonly plugin: (typeof import('../../rules/index.js'))['default'];
  readonly ESLint: ESLintCtor;
}

/**
 * Runs ESLint with no config file: typed rules on TypeScript files when a tsconfig.json is found
 * (files outside that project fall back to the untyped rules), untyped rules everywhere else.
 */
export async function lintPaths(opts: Pick<CheckOptions, 'paths' | 'cwd'>, select: (plugin: LintRun['plugin']) => RuleSelection): Promise<LintRun> {
  for (const p of opts.paths) {
    if (!fs.existsSync(path.resolve(opts.cwd, p))) throw new UsageError(`no such file or directory: ${p}`);
  }
  const { ESLint } = await importPeer<{ ESLint: ESLintCtor }>('eslint', 'it runs the rules');
  const parser = await importPeer<object>('@typescript-eslint/parser', 'it parses TypeScript');
  const { default: plugin } = await import('../../rules/index.js');
  const selection = select(plugin);
  const runtimePlugin = { ...plugin, rules: { ...plugin.rules, ...selection.extraRules } };
  const plugins = { completeness: runtimePlugin };
  const tsconfig = findTsconfig(opts.cwd);
  const notes: string[] = [];

  const base = { files: [...TS_FILES, ...JS_FILES], languageOptions: { parser } };
  const untyped = [{ ignores: DEFAULT_IGNORES }, base, { files: [...TS_FILES, ...JS_FILES], plugins, rules: selection.untyped }];
  const typed = tsconfig
    ? [
        { ignores: DEFAULT_IGNORES },
        base,
        { files: JS_FILES, plugins, rules: selection.untyped },
        {
          files: TS_FILES,
          plugins,
          rules: selection.typed,
          languageOptions: { parser, parserOptions: { projectService: true, tsconfigRootDir: path.dirname(tsconfig) } },
        },
      ]
    : null;
  if (tsconfig) notes.push(`type-aware rules on: ${path.relative(opts.cwd, tsconfig) || 'tsconfig.json'}`);
  else notes.push('no tsconfig.json found: running the rules that need no type information (recommended)');

  const lint = (config: object[], patterns: string[]) =>
    new ESLint({ cwd: opts.cwd, overrideConfigFile: true, overrideConfig: config, errorOnUnmatchedPattern: false }).lintFiles(patterns);

  let results: LintResult[] = await lint(typed ?? untyped, [...opts.paths]);
  if (typed) {
    // TypeScript files outside the project cannot be type-checked: lint them without types.
    const outside = results.filter((r) => r.messages.some((m) => m.fatal === true && PROJECT_SERVICE_MISS.test(m.message))).map((r) => r.filePath);
    if (outside.length > 0) {
      notes.push(`${String(outside.length)} file(s) outside ${path.basename(tsconfig ?? '')}: linted without type information`);
      const retried = new Map((await lint(untyped, outside)).map((r) => [r.filePath, r]));
      results = results.map((r) => retried.get(r.filePath) ?? r);
    }
  }
  if (results.length === 0) throw new UsageError(`no JavaScript or TypeScript files under: ${opts.paths.join(' ')}`);
  return { results, notes, plugin, ESLint };
}

const errorRules = (rules: Partial<Record<string, unknown>> | undefined): Record<string, 'error'> =>
  Object.fromEntries(Object.keys(rules ?? {}).map((name) => [name, 'error' as const]));

/** `completeness check`: the recommended rules, typed where possible. */
export async function check(opts: CheckOptions): Promise<CheckOutcome> {
  const { results, notes, plugin, ESLint } = await lintPaths(opts, (p) => ({
    untyped: errorRules(p.configs.recommended.rules),
    typed: errorRules(p.configs.recommendedTypeChecked.rules),
  }));

  const findings = results.some((r) => r.messages.some((m) => m.severity === 2 || m.fatal === true));
  let output: string;
  if (opts.format === 'sarif') {
    const rules = Object.fromEntries(Object.entries(plugin.rules).map(([name, rule]) => [name, { description: rule.meta.docs?.description, url: rule.meta.docs?.url }]));
    output = JSON.stringify(toSarif(results, opts.cwd, rules, plugin.meta.version), null, 2);
  } else {
    const formatter = await new ESLint({ cwd: opts.cwd }).loadFormatter(opts.format);
    output = await formatter.format(results);
  }
  return { output, exitCode: findings ? 1 : 0, notes };
}
