import { lintPaths, UsageError, type ErrorEntry, type LintOptions, type SkippedFile } from './lint.js';
import { toSarif, type LintResult } from './sarif.js';

export type Format = 'stylish' | 'json' | 'sarif';

export interface CheckOptions extends Omit<LintOptions, 'command'> {
  readonly format: Format;
}

export interface CheckOutcome {
  readonly output: string;
  /** 0: files linted, no findings; 1: findings; 2: usage or configuration error, or no file linted. */
  readonly exitCode: 0 | 1 | 2;
  readonly notes: readonly string[];
  /** How many files were linted. */
  readonly linted: number;
  readonly skipped: readonly SkippedFile[];
  readonly results: readonly LintResult[];
}

/** A config's rules at `error`, each with the options the config gives it (`recommended` narrows some). */
const errorRules = (rules: Partial<Record<string, unknown>> | undefined): Record<string, ErrorEntry> =>
  Object.fromEntries(Object.entries(rules ?? {}).map(([name, entry]): [string, ErrorEntry] => [name, Array.isArray(entry) ? ['error', ...(entry.slice(1) as unknown[])] : 'error']));

/** `completeness check`: the recommended rules, typed where a tsconfig.json allows. */
export async function check(opts: CheckOptions): Promise<CheckOutcome> {
  const { results, skipped, notes, plugin, ESLint } = await lintPaths({ ...opts, command: 'check' }, (p) => ({
    untyped: errorRules(p.configs.recommended.rules),
    typed: errorRules(p.configs.recommendedTypeChecked.rules),
  }));
  const findings = results.some((r) => r.messages.length > 0);
  let output: string;
  if (opts.format === 'sarif') {
    const rules = Object.fromEntries(Object.entries(plugin.rules).map(([name, rule]) => [name, { description: rule.meta.docs?.description, url: rule.meta.docs?.url }]));
    output = JSON.stringify(toSarif(results, opts.cwd, rules, plugin.meta.version, skipped), null, 2);
  } else {
    const formatter = await new ESLint({ cwd: opts.cwd }).loadFormatter(opts.format);
    output = await formatter.format(results);
  }
  // A run that lints nothing proves nothing: never a pass.
  const exitCode = results.length === 0 ? 2 : findings ? 1 : 0;
  return { output, exitCode, notes, linted: results.length, skipped, results };
}

export { UsageError };
