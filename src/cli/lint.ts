import fs from 'node:fs';
import path from 'node:path';
import { collectFiles, TS_FILE } from './files.js';
import type { LintMessage, LintResult } from './sarif.js';

/** A usage or configuration problem: exit 2 with this message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code = 'USAGE';
  /** Whether the usage text helps: true for a malformed command line, false for a project problem. */
  readonly usage: boolean;
  constructor(message: string, options: { usage?: boolean } = {}) {
    super(message);
    this.usage = options.usage ?? false;
  }
}

type Plugin = (typeof import('../../rules/index.js'))['default'];

interface ESLintLike {
  lintFiles(patterns: string[]): Promise<LintResult[]>;
  loadFormatter(name: string): Promise<{ format(results: LintResult[]): string | Promise<string> }>;
  calculateConfigForFile?(filePath: string): Promise<unknown>;
}
export type ESLintCtor = (new (options: Record<string, unknown>) => ESLintLike) & { readonly version?: string };

/** A rule at `error`, alone or with the options a config gives it (`['error', { shortPages: 'proven' }]`). */
export type ErrorEntry = 'error' | readonly ['error', ...unknown[]];

/** Which rules to run: those that need type information only on files with a tsconfig.json. */
export interface RuleSelection {
  readonly untyped: Record<string, ErrorEntry>;
  readonly typed: Record<string, ErrorEntry>;
  /** Extra rules beside the plugin's own (the inventory collector). */
  readonly extraRules?: Record<string, unknown>;
}

export interface LintOptions {
  readonly paths: readonly string[];
  readonly cwd: string;
  readonly command: 'check' | 'inventory';
  readonly ignorePatterns?: readonly string[];
  /** Called after each batch of files. */
  readonly progress?: (done: number, total: number) => void;
  /** How peer packages are loaded; tests pass one that lacks a package. */
  readonly importPeer?: (name: string) => Promise<unknown>;
}

export interface SkippedFile {
  readonly file: string;
  readonly reason: string;
}

export interface LintRun {
  /** Only this plugin's messages, with the counts recomputed; one entry per linted file. */
  readonly results: LintResult[];
  /** Files found but not linted: parse errors, a missing parser, minified code. */
  readonly skipped: SkippedFile[];
  readonly notes: string[];
  readonly plugin: Plugin;
  readonly ESLint: ESLintCtor;
}

const TS_GLOBS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_GLOBS = ['**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'];
const OURS = 'completeness/';
const BATCH = 100;
const PROJECT_SERVICE_MISS = /was not found by the project service|not included in|allowDefaultProject/;

/**
 * `settings.completeness` of the project's own ESLint config (for the first file found), so that the CLI knows the
 * user's APIs and sources as the plugin does in their lint. Undefined without a config, with one that sets none,
 * or with one that does not load here (it may need plugins that are not installed).
 */
async function projectSettings(ESLint: ESLintCtor, cwd: string, file: string | undefined): Promise<unknown> {
  if (file === undefined) return undefined;
  try {
    const config = (await new ESLint({ cwd }).calculateConfigForFile?.(file)) as { settings?: { completeness?: unknown } } | undefined;
    return config?.settings?.completeness;
  } catch {
    return undefined;
  }
}

/** The nearest tsconfig.json at or above `dir`, cached per directory. */
export function nearestTsconfig(dir: string, cache = new Map<string, string | null>()): string | null {
  const seen: string[] = [];
  let found: string | null = null;
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const cached = cache.get(d);
    if (cached !== undefined) {
      found = cached;
      break;
    }
    seen.push(d);
    const candidate = path.join(d, 'tsconfig.json');
    if (fs.existsSync(candidate)) {
      found = candidate;
      break;
    }
    if (path.dirname(d) === d) break;
  }
  for (const d of seen) cache.set(d, found);
  return found;
}

function commonDir(paths: readonly string[]): string {
  let [common = path.parse(process.cwd()).root] = paths;
  for (const p of paths) {
    while (path.relative(common, p).startsWith('..') || path.isAbsolute(path.relative(common, p))) common = path.dirname(common);
  }
  return common;
}

async function defaultImport(name: string): Promise<unknown> {
  return import(name);
}

/**
 * typescript-eslint's parser, from `@typescript-eslint/parser` or else from `typescript-eslint` (its `parser`
 * export), as the configs find it. A project that installs only `typescript-eslint` has the first one
 * within reach under npm's hoisting, but not under Yarn Plug'n'Play or strict pnpm.
 */
async function loadTsParser(load: (name: string) => Promise<unknown>): Promise<object | null> {
  const candidates: [string, (m: unknown) => unknown][] = [
    ['@typescript-eslint/parser', (m) => m],
    ['typescript-eslint', (m) => (m as { parser?: unknown }).parser ?? (m as { default?: { parser?: unknown } }).default?.parser],
  ];
  for (const [name, pick] of candidates) {
    const parser = await load(name).then(pick, () => null);
    if (typeof parser === 'object' && parser !== null) return parser;
  }
  return null;
}

/** Keeps this plugin's messages only and recomputes the counts the formatters print. */
function ours(result: LintResult): LintResult {
  const messages = result.messages.filter((m) => m.ruleId?.startsWith(OURS) === true);
  const count = (severity: number) => messages.filter((m) => m.severity === severity).length;
  return {
    ...result,
    messages,
    suppressedMessages: (result.suppressedMessages ?? []).filter((m) => m.ruleId?.startsWith(OURS) === true),
    errorCount: count(2),
    warningCount: count(1),
    fatalErrorCount: 0,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    usedDeprecatedRules: [],
  };
}

/** Why ESLint did not lint a file, or null when it did. */
function notLinted(result: LintResult): LintMessage | null {
  return result.messages.find((m) => m.ruleId === null && (m.fatal === true || /^File ignored\b/.test(m.message))) ?? null;
}

/**
 * Lints `paths` with this plugin and no config file. Each TypeScript file gets the typed rules when
 * a tsconfig.json sits at or above it (typescript-eslint's project service then picks the nearest
 * one, so a package of a monorepo gets its own); files that no project includes fall back to the
 * untyped rules. JavaScript needs no TypeScript parser: ESLint's default parser reads it.
 */
export async function lintPaths(opts: LintOptions, select: (plugin: Plugin) => RuleSelection): Promise<LintRun> {
  const load = opts.importPeer ?? defaultImport;
  for (const p of opts.paths) {
    if (!fs.existsSync(path.resolve(opts.cwd, p))) throw new UsageError(`no such file or directory: ${p}`);
  }
  const found = collectFiles(opts.paths, opts.cwd, opts.ignorePatterns);
  const notes: string[] = [];
  const skipped: SkippedFile[] = found.minified.map((file) => ({ file, reason: 'looks minified or bundled' }));
  for (const p of found.notSource) notes.push(`not a JavaScript or TypeScript file: ${p}`);

  let ESLint: ESLintCtor;
  try {
    ({ ESLint } = (await load('eslint')) as { ESLint: ESLintCtor });
  } catch {
    throw new UsageError(`completeness ${opts.command} needs eslint to run the rules. Install it: npm install --save-dev eslint`);
  }
  // Only TypeScript files need it; without it they are skipped and said so.
  const tsParser = await loadTsParser(load);
  const { default: plugin } = await import('../../rules/index.js');
  const selection = select(plugin);
  const plugins = { completeness: { ...plugin, rules: { ...plugin.rules, ...selection.extraRules } } };

  const tsconfigs = new Map<string, string | null>();
  const js: string[] = [];
  const typed: string[] = [];
  const untypedTs: string[] = [];
  for (const file of found.files) {
    if (!TS_FILE.test(file)) js.push(file);
    else if (tsParser === null) skipped.push({ file, reason: 'needs @typescript-eslint/parser, which is not installed' });
    else if (nearestTsconfig(path.dirname(file), tsconfigs) !== null) typed.push(file);
    else untypedTs.push(file);
  }
  if (tsParser === null && skipped.some((s) => TS_FILE.test(s.file))) {
    notes.push(
      `${String(skipped.filter((s) => TS_FILE.test(s.file)).length)} TypeScript file(s) skipped: @typescript-eslint/parser is not installed (npm install --save-dev @typescript-eslint/parser)`,
    );
  }
  const projects = new Set([...tsconfigs.values()].filter((t): t is string => t !== null));
  if (typed.length > 0) notes.push(`type-aware rules on: ${[...projects].map((t) => path.relative(opts.cwd, t) || 'tsconfig.json').join(', ')}`);
  else if (tsParser !== null) notes.push('no tsconfig.json found: running the rules that need no type information (recommended)');

  // ESLint lints only files under its cwd; typescript-eslint hands tsconfigRootDir to TypeScript as the
  // project root, so it holds every file and every tsconfig.json found for them.
  const base = commonDir([...found.files, ...projects].map((f) => path.dirname(f)));
  const linterOptions = { reportUnusedDisableDirectives: 'off' };
  const completeness = await projectSettings(ESLint, opts.cwd, found.files[0]);
  if (completeness !== undefined) notes.push("settings.completeness read from the project's ESLint config");
  const settings = completeness === undefined ? {} : { settings: { completeness } };
  // JSX is allowed in every JavaScript file, whichever parser reads it: React projects put it in .js.
  const jsLanguage = { ...(tsParser ? { parser: tsParser } : {}), parserOptions: { ecmaFeatures: { jsx: true } } };
  const untypedConfig = [
    { files: JS_GLOBS, linterOptions, languageOptions: jsLanguage, plugins, rules: selection.untyped, ...settings },
    ...(tsParser ? [{ files: TS_GLOBS, linterOptions, languageOptions: { parser: tsParser }, plugins, rules: selection.untyped, ...settings }] : []),
  ];
  const typedConfig = [
    {
      files: TS_GLOBS,
      linterOptions,
      languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: base } },
      plugins,
      rules: selection.typed,
      ...settings,
    },
  ];
  const eslint = (config: object[]) => new ESLint({ cwd: base, overrideConfigFile: true, overrideConfig: config, errorOnUnmatchedPattern: false });
  const untypedLinter = eslint(untypedConfig);
  const typedLinter = typed.length > 0 ? eslint(typedConfig) : null;

  const total = found.files.length - skipped.filter((s) => !found.minified.includes(s.file)).length;
  let done = 0;
  const raw: LintResult[] = [];
  const runBatches = async (linter: ESLintLike, files: readonly string[]) => {
    const out: LintResult[] = [];
    for (let i = 0; i < files.length; i += BATCH) {
      const batch = files.slice(i, i + BATCH);
      out.push(...(await linter.lintFiles(batch)));
      done += batch.length;
      opts.progress?.(done, total);
    }
    return out;
  };
  raw.push(...(await runBatches(untypedLinter, [...js, ...untypedTs])));
  if (typedLinter) {
    const typedResults = await runBatches(typedLinter, typed);
    // TypeScript files that no tsconfig includes cannot be type-checked: lint them without types.
    const outside = typedResults.filter((r) => r.messages.some((m) => m.fatal === true && PROJECT_SERVICE_MISS.test(m.message))).map((r) => r.filePath);
    if (outside.length > 0) {
      notes.push(`${String(outside.length)} TypeScript file(s) in no tsconfig.json project: linted without type information`);
      const retried = new Map((await untypedLinter.lintFiles(outside)).map((r) => [r.filePath, r]));
      raw.push(...typedResults.map((r) => retried.get(r.filePath) ?? r));
    } else raw.push(...typedResults);
  }

  const results: LintResult[] = [];
  for (const result of raw) {
    const why = notLinted(result);
    if (why) skipped.push({ file: result.filePath, reason: why.line ? `${String(why.line)}:${String(why.column ?? 0)} ${why.message}` : why.message });
    else results.push(ours(result));
  }
  results.sort((a, b) => a.filePath.localeCompare(b.filePath));
  return { results, skipped, notes, plugin, ESLint };
}
