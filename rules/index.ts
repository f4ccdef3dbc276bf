import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ESLint, Linter, Rule } from 'eslint';
import { rules as ruleModules } from './all-rules.js';
import { TEST_FILE_GLOBS } from '../src/vocabulary/index.js';

/** `settings.completeness` of an ESLint config, typed (docs/configs.md "Settings: one vocabulary for every rule"). */
export type { CompletenessSettings, OperationNames, OperationSetting, OperationSpecifier, PagesSetting } from './utils/api/vocabulary.js';

/** The name of each rule, without the `completeness/` prefix. */
export type RuleName = keyof typeof ruleModules;
export type ConfigName = 'recommended' | 'recommendedTypeChecked' | 'strict' | 'strictTypeChecked' | 'disableTypeChecked' | 'all';

/**
 * The plugin, typed with the types of the ESLint that loads it (9 or 10), so that `defineConfig`,
 * `tseslint.config`, `plugins: { completeness }` and `extends: [completeness.configs.x]` accept it.
 * Each config is one config object that carries its own `files` and parser, so it works on its own.
 */
export interface CompletenessPlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string };
  readonly rules: Readonly<Record<RuleName, CompletenessRule>>;
  readonly configs: Readonly<Record<ConfigName, Linter.Config>>;
}

/** The `meta.docs` of our rules: ESLint's fields plus the ones our configs are built from. */
export type CompletenessRuleDocs = NonNullable<Rule.RuleMetaData['docs']> & {
  recommended?: boolean;
  strict?: boolean;
  recommendedOptions?: readonly unknown[];
  requiresTypeChecking?: boolean;
};
export interface CompletenessRule extends Rule.RuleModule {
  readonly meta: Rule.RuleMetaData & { readonly docs?: CompletenessRuleDocs };
}

type Docs = CompletenessRuleDocs | undefined;

const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];
const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'];

/** Exported as `meta`: kept in step with package.json by a test. */
export const meta = { name: 'completeness/eslint-plugin', version: '0.1.0' } as const;
export const rules = ruleModules as unknown as CompletenessPlugin['rules'];

const requireHere = createRequire(import.meta.url);

interface ParserModule {
  parseForESLint?(code: string, options?: unknown): unknown;
  parse?(code: string, options?: unknown): unknown;
}

/** A module found from this package (the peers are optional, so pnpm links whichever the project has), loaded on first use. */
function lazyModule(candidates: readonly [string, (m: unknown) => ParserModule][], from = requireHere): { version: string | null; load: () => ParserModule | null } {
  for (const [name, pick] of candidates) {
    let manifest: string;
    try {
      manifest = from.resolve(`${name}/package.json`);
    } catch {
      continue;
    }
    // Read, not required: keeps the module cache free of packages that are never used.
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
    let loaded: ParserModule | undefined;
    return { version, load: () => (loaded ??= pick(from(name))) };
  }
  return { version: null, load: () => null };
}

/**
 * The parser of our configs. TypeScript files go to typescript-eslint's parser (from `@typescript-eslint/parser`
 * or `typescript-eslint`); JavaScript files go to ESLint's own parser, espree, unless the options ask for type
 * information. Loading the TypeScript parser loads TypeScript (about a second), so it happens on the first
 * file that needs it. Without it, TypeScript files fail with a message that says what to install.
 */
function completenessParser(): Linter.Parser {
  const typescript = lazyModule([
    ['@typescript-eslint/parser', (m) => m as ParserModule],
    ['typescript-eslint', (m) => (m as { parser: ParserModule }).parser],
  ]);
  let espree: ReturnType<typeof lazyModule> = { version: null, load: () => null };
  try {
    espree = lazyModule([['espree', (m) => m as ParserModule]], createRequire(requireHere.resolve('eslint')));
  } catch {
    // No ESLint next to us: nothing will call this parser.
  }
  const wantsTypes = (options: unknown) => {
    const o = (options ?? {}) as { project?: unknown; projectService?: unknown; programs?: unknown };
    return Boolean(o.project) || Boolean(o.projectService) || Boolean(o.programs);
  };
  return {
    meta: { name: 'completeness/parser', version: `${meta.version}+typescript-eslint@${typescript.version ?? 'none'}` },
    parseForESLint(code: string, options?: { filePath?: string }) {
      const isTypeScript = /\.[cm]?tsx?$/.test(options?.filePath ?? '');
      const js = espree.load();
      if (!isTypeScript && js?.parse && !wantsTypes(options)) return { ast: js.parse(code, options) };
      const ts = typescript.load();
      if (ts?.parseForESLint) return ts.parseForESLint(code, options);
      if (js?.parse && !isTypeScript) return { ast: js.parse(code, options) };
      throw new Error('completeness: TypeScript files need a TypeScript parser: npm install --save-dev @typescript-eslint/parser (or typescript-eslint)');
    },
  } as Linter.Parser;
}

const parser = completenessParser();

/**
 * The rules `pick` selects, at `severity`; with `options`, each rule's options for the config (`recommended` narrows
 * some rules with their `recommendedOptions`).
 */
function entries(pick: (docs: NonNullable<Docs>) => boolean, severity: 'error' | 'off' = 'error', options?: (docs: NonNullable<Docs>) => readonly unknown[] | undefined): Linter.RulesRecord {
  return Object.fromEntries(
    Object.entries(ruleModules)
      .filter(([, rule]) => pick((rule.meta.docs as Docs) ?? {}))
      .map(([name, rule]): [string, Linter.RuleEntry] => {
        const given = options?.((rule.meta.docs as Docs) ?? {});
        return [`completeness/${name}`, given ? [severity, ...given] : severity];
      }),
  );
}

const configs = {} as Record<ConfigName, Linter.Config>;

export const plugin: CompletenessPlugin = { meta, rules, configs };
const plugins = { completeness: plugin };

/** Rules without type information, on JavaScript and TypeScript files other than tests, fixtures and mocks. */
const untypedConfig = (name: string, selected: (docs: NonNullable<Docs>) => boolean, options?: RuleOptions): Linter.Config => ({
  name: `completeness/${name}`,
  files: [...JS_FILES, ...TS_FILES],
  ignores: [...TEST_FILE_GLOBS],
  plugins,
  languageOptions: { parser },
  rules: entries((d) => selected(d) && d.requiresTypeChecking !== true, 'error', options),
});

/** All the selected rules, typed ones included, on TypeScript files only (not tests), with the project service. */
const typedConfig = (name: string, selected: (docs: NonNullable<Docs>) => boolean, options?: RuleOptions): Linter.Config => ({
  name: `completeness/${name}`,
  files: TS_FILES,
  ignores: [...TEST_FILE_GLOBS],
  plugins,
  languageOptions: { parser, parserOptions: { projectService: true } },
  rules: entries(selected, 'error', options),
});

type RuleOptions = (docs: NonNullable<Docs>) => readonly unknown[] | undefined;
const recommendedOptions: RuleOptions = (d) => d.recommendedOptions;

const recommended = (d: NonNullable<Docs>) => d.recommended === true;
const strict = (d: NonNullable<Docs>) => d.recommended === true || d.strict === true;

Object.assign(configs, {
  recommended: untypedConfig('recommended', recommended, recommendedOptions),
  recommendedTypeChecked: typedConfig('recommended-type-checked', recommended, recommendedOptions),
  strict: untypedConfig('strict', strict),
  strictTypeChecked: typedConfig('strict-type-checked', strict),
  all: typedConfig('all', () => true),
  // No `files`: it applies where the user puts it, like typescript-eslint's disableTypeChecked.
  disableTypeChecked: { name: 'completeness/disable-type-checked', plugins, rules: entries((d) => d.requiresTypeChecking === true, 'off') },
} satisfies Record<ConfigName, Linter.Config>);

export { configs };
export default plugin;
