import type { TSESLint } from '@typescript-eslint/utils';
import { rules } from './all-rules.js';

type Severity = 'error' | 'off';
type RuleEntries = Record<string, Severity>;

const pkg = { name: 'completeness/eslint-plugin', version: '0.1.0' };

function select(pick: (docs: { recommended?: boolean; strict?: boolean; requiresTypeChecking?: boolean }) => boolean, severity: Severity = 'error'): RuleEntries {
  return Object.fromEntries(
    Object.entries(rules)
      .filter(([, rule]) => pick(rule.meta.docs ?? {}))
      .map(([name]) => [`completeness/${name}`, severity]),
  );
}

const plugin = {
  meta: pkg,
  rules,
  configs: {} as Record<'recommended' | 'recommendedTypeChecked' | 'strict' | 'strictTypeChecked' | 'disableTypeChecked' | 'all', TSESLint.FlatConfig.Config>,
};

const plugins = { completeness: plugin as unknown as TSESLint.FlatConfig.Plugin };
const typed = { languageOptions: { parserOptions: { projectService: true } } };

plugin.configs.recommended = {
  name: 'completeness/recommended',
  plugins,
  rules: select((d) => d.recommended === true && d.requiresTypeChecking !== true),
};
plugin.configs.recommendedTypeChecked = {
  name: 'completeness/recommended-type-checked',
  plugins,
  ...typed,
  rules: select((d) => d.recommended === true),
};
plugin.configs.strict = {
  name: 'completeness/strict',
  plugins,
  rules: select((d) => (d.recommended === true || d.strict === true) && d.requiresTypeChecking !== true),
};
plugin.configs.strictTypeChecked = {
  name: 'completeness/strict-type-checked',
  plugins,
  ...typed,
  rules: select((d) => d.recommended === true || d.strict === true),
};
plugin.configs.disableTypeChecked = {
  name: 'completeness/disable-type-checked',
  plugins,
  rules: select((d) => d.requiresTypeChecking === true, 'off'),
};
plugin.configs.all = {
  name: 'completeness/all',
  plugins,
  ...typed,
  rules: select(() => true),
};

export default plugin;
