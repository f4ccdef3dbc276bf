import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ESLint, Linter, Rule } from 'eslint';
import { rules as ruleModules } from './all-rules.js';

/** The name of each rule, without the `completeness/` prefix. */
export type RuleName = keyof typeof ruleModules;
export type ConfigName = 'recommended' | 'recommendedTypeChecked' | 'strict' | 'strictTypeChecked' | 'disableTypeChecked' | 'all';

/**
 * The plugin, typed with the types of the ESLint that loads it (9 or 10), so that `defineConfig`,
 * `tseslint.config`, `plugins: { completeness }` and `extends: [completeness.configs.x]` accept it.
 * Each config is a list of config objects that carry their own `files` (and, for TypeScript files, a parser).
 */
export interface CompletenessPlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string };
  readonly rules: Readonly<Record<RuleName, CompletenessRule>>;
  readonly configs: Readonly<Record<ConfigName, Linter.Config[]>>;
}

/** The `meta.docs` of our rules: ESLint's fields plus the ones our configs are built from. */
export type CompletenessRuleDocs = NonNullable<Rule.RuleMetaData['docs']> & { recommended?: boolean; strict?: boolean; requiresTypeChecking?: boolean };
export interface CompletenessRule extends Rule.RuleModule {
  readonly meta: Rule.RuleMetaData & { readonly docs: CompletenessRuleDocs };
}

type Docs = CompletenessRuleDocs | undefined;

const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];
const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'];

/** Exported as `meta`: kept in step with package.json by a test. */
export const meta = { name: 'completeness/eslint-plugin', version: '0.1.0' } as const;
export const rules = ruleModules as unknown as CompletenessPlugin['rules'];

const requireHere = createRequire(import.meta.url);

/**
 * The TypeScript parser, loaded on the first TypeScript file only (loading it loads TypeScript, about a
 * second), from `@typescript-eslint/parser` or `typescript-eslint` (both optional peers, so pnpm links
 * whichever the project has). Without either, TypeScript files fail with a message that says what to install.
 */
interface TypeScriptParser {
  parseForESLint(code: string, options?: unknown): unknown;
}

function typescriptParser(): Linter.Parser {
  const candidates: [string, (m: unknown) => TypeScriptParser][] = [
    ['@typescript-eslint/parser', (m) => m as TypeScriptParser],
    ['typescript-eslint', (m) => (m as { parser: TypeScriptParser }).parser],
  ];
  const manifest = (name: string): string | null => {
    try {
      return requireHere.resolve(`${name}/package.json`);
    } catch {
      return null;
    }
  };
  const found = candidates.map(([name, pick]) => ({ name, pick, manifest: manifest(name) })).find((c) => c.manifest !== null);
  // Read, not required: requiring the manifest would not load TypeScript, but keeps the module cache honest.
  const version = found?.manifest ? (JSON.parse(fs.readFileSync(found.manifest, 'utf8')) as { version: string }).version : 'missing';
  let parser: TypeScriptParser | undefined;
  const load = (): TypeScriptParser => {
    if (!found) {
      throw new Error('completeness: TypeScript files need a TypeScript parser: npm install --save-dev @typescript-eslint/parser (or typescript-eslint)');
    }
    parser ??= found.pick(requireHere(found.name));
    return parser;
  };
  return {
    meta: { name: 'completeness/typescript-parser', version },
    parseForESLint: (code: string, options?: unknown) => load().parseForESLint(code, options),
  } as Linter.Parser;
}

const parser = typescriptParser();

function entries(pick: (docs: NonNullable<Docs>) => boolean, severity: 'error' | 'off' = 'error'): Linter.RulesRecord {
  return Object.fromEntries(
    Object.entries(ruleModules)
      .filter(([, rule]) => pick((rule.meta.docs as Docs) ?? {}))
      .map(([name]) => [`completeness/${name}`, severity]),
  );
}

const configs = {} as Record<ConfigName, Linter.Config[]>;

export const plugin: CompletenessPlugin = { meta, rules, configs };
const plugins = { completeness: plugin };

/**
 * A config in two parts: `selected` rules on JavaScript and TypeScript files without type information,
 * and, when `typed`, the type-aware ones on TypeScript files only, with the project service.
 */
function config(name: string, selected: (docs: NonNullable<Docs>) => boolean, typed: boolean): Linter.Config[] {
  return [
    { name: `completeness/${name}`, files: [...JS_FILES, ...TS_FILES], plugins, rules: entries((d) => selected(d) && d.requiresTypeChecking !== true) },
    {
      name: `completeness/${name}/typescript`,
      files: TS_FILES,
      plugins,
      languageOptions: { parser, ...(typed ? { parserOptions: { projectService: true } } : {}) },
      rules: typed ? entries((d) => selected(d) && d.requiresTypeChecking === true) : {},
    },
  ];
}

const recommended = (d: NonNullable<Docs>) => d.recommended === true;
const strict = (d: NonNullable<Docs>) => d.recommended === true || d.strict === true;

Object.assign(configs, {
  recommended: config('recommended', recommended, false),
  recommendedTypeChecked: config('recommended-type-checked', recommended, true),
  strict: config('strict', strict, false),
  strictTypeChecked: config('strict-type-checked', strict, true),
  all: config('all', () => true, true),
  // No `files`: it applies where the user puts it, like typescript-eslint's disableTypeChecked.
  disableTypeChecked: [{ name: 'completeness/disable-type-checked', plugins, rules: entries((d) => d.requiresTypeChecking === true, 'off') }],
} satisfies Record<ConfigName, Linter.Config[]>);

/** The rule settings of a config, all its parts together. */
export function configRules(name: ConfigName): Linter.RulesRecord {
  return Object.assign({}, ...configs[name].map((c) => c.rules ?? {})) as Linter.RulesRecord;
}

export { configs };
export default plugin;
