import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import plugin from '../../rules/index.js';

/**
 * The invalid cases of test/rules/*.test.ts, read by loading those files against a recording stand-in for
 * `RuleTester`. A test file that uses it mocks the tester first:
 *
 *   vi.mock('@typescript-eslint/rule-tester', async () => ({ RuleTester: (await import('./support/rule-cases.js')).RecordingRuleTester }));
 *   const cases = await invalidCases();
 *
 * and can then lint each case with the plugin as the rule tests do ({@link lintCase}).
 */

export interface InvalidCase {
  readonly rule: string;
  readonly typed: boolean;
  readonly code: string;
  readonly options?: readonly unknown[];
  readonly settings?: Record<string, unknown>;
  readonly errors: readonly { readonly messageId: string; readonly suggestions?: readonly { readonly messageId: string; readonly output?: string }[] | null }[];
}

interface TesterConfig {
  languageOptions?: { parserOptions?: { projectService?: unknown } };
}

interface RawCase {
  code: string;
  options?: readonly unknown[];
  settings?: Record<string, unknown>;
  errors: InvalidCase['errors'];
}

const recorded: InvalidCase[] = [];

/** Records `run(name, rule, { invalid })` instead of running it. */
export class RecordingRuleTester {
  static afterAll: unknown;
  static describe: unknown;
  static it: unknown;
  static itOnly: unknown;
  private readonly typed: boolean;
  constructor(config: TesterConfig = {}) {
    this.typed = Boolean(config.languageOptions?.parserOptions?.projectService);
  }
  run(_title: string, rule: { name: string }, tests: { invalid: readonly RawCase[] }): void {
    for (const c of tests.invalid) {
      recorded.push({ rule: rule.name, typed: this.typed, code: c.code, errors: c.errors, ...(c.options ? { options: c.options } : {}), ...(c.settings ? { settings: c.settings } : {}) });
    }
  }
}

export const rulesDir = path.resolve(import.meta.dirname, '../rules');
export const typedDir = path.resolve(import.meta.dirname, '../fixtures/typed');

/** Every invalid case of every rule test (the `inventory` tool rule left out: it is no lint rule). */
export async function invalidCases(): Promise<readonly InvalidCase[]> {
  if (recorded.length === 0) {
    for (const file of readdirSync(rulesDir).filter((f) => f.endsWith('.test.ts') && f !== 'inventory.test.ts').sort()) {
      await import(path.join(rulesDir, file));
    }
  }
  return recorded;
}

const linters = new Map<string, ESLint>();

/** An ESLint with `rules` on (names without the prefix), typed through test/fixtures/typed when asked. */
export function linterFor(rules: Linter.RulesRecord, typed: boolean, settings?: Record<string, unknown>): ESLint {
  const key = JSON.stringify([rules, typed, settings ?? null]);
  let linter = linters.get(key);
  if (!linter) {
    linter = new ESLint({
      cwd: typed ? typedDir : process.cwd(),
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          plugins: { completeness: plugin as unknown as ESLint.Plugin },
          languageOptions: { parser: tsParser, parserOptions: typed ? { projectService: true, tsconfigRootDir: typedDir } : {} },
          ...(settings ? { settings } : {}),
          rules,
        },
      ],
    });
    linters.set(key, linter);
  }
  return linter;
}

/** Where a case is linted: the typed fixture's file for typed rules, a file of its own otherwise. */
export function filePathOf(c: { typed: boolean }): string {
  return c.typed ? path.join(typedDir, 'file.ts') : path.resolve('file.ts');
}

/** The messages of one case, linted with its rule only (its options and settings), as the rule tests lint it. */
export async function lintCase(c: InvalidCase): Promise<Linter.LintMessage[]> {
  const rule = `completeness/${c.rule}`;
  const linter = linterFor({ [rule]: ['error', ...(c.options ?? [])] as Linter.RuleEntry }, c.typed, c.settings);
  const [result] = await linter.lintText(c.code, { filePath: filePathOf(c) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule);
}
