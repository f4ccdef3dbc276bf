// Lints directories with no-single-page-as-whole alone and with @eslint/js recommended, and prints each report
// plus the rule's own time as a share of the recommended lint (ESLint `stats`), in the same run.
// Usage: node bench/single-page-lint.mjs DIR...   (after `npm run build`)
import { ESLint } from 'eslint';
import js from '@eslint/js';
import tsParser from '@typescript-eslint/parser';
import plugin from '../dist/rules/index.js';

const dirs = process.argv.slice(2);
const files = ['**/*.ts', '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.tsx'];
const ignores = ['**/node_modules/**', '**/dist/**', '**/*.min.js', '**/build/**', '**/*.d.ts', '**/vendor/**'];
const languageOptions = { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' };
const ruleId = 'completeness/no-single-page-as-whole';

function ruleTime(results, id) {
  let ms = 0;
  for (const r of results) for (const pass of r.stats?.times.passes ?? []) ms += pass.rules?.[id]?.total ?? 0;
  return ms;
}
function allRulesTime(results) {
  let ms = 0;
  for (const r of results) for (const pass of r.stats?.times.passes ?? []) for (const t of Object.values(pass.rules ?? {})) ms += t.total;
  return ms;
}

let ours = 0;
let base = 0;
for (const dir of dirs) {
  const mine = new ESLint({ cwd: dir, stats: true, errorOnUnmatchedPattern: false, overrideConfigFile: true, overrideConfig: [{ ignores }, { files, languageOptions, plugins: { completeness: plugin }, rules: { [ruleId]: 'error' } }] });
  const results = await mine.lintFiles(files);
  for (const r of results) for (const m of r.messages) if (m.ruleId === ruleId) console.log(`${r.filePath.slice(dir.length + 1)}:${m.line} ${m.messageId} ${m.message.slice(0, 110)}`);
  const reference = new ESLint({ cwd: dir, stats: true, errorOnUnmatchedPattern: false, overrideConfigFile: true, overrideConfig: [{ ignores }, { files, languageOptions, rules: js.configs.recommended.rules }] });
  const refResults = await reference.lintFiles(files);
  const t = ruleTime(results, ruleId);
  const b = allRulesTime(refResults);
  ours += t;
  base += b;
  console.log(`# ${dir}: ${results.length} files, ${results.reduce((n, r) => n + r.messages.filter((m) => m.ruleId === ruleId).length, 0)} reports, rule ${t.toFixed(1)} ms vs @eslint/js recommended rules ${b.toFixed(1)} ms`);
}
console.log(`# total: rule ${ours.toFixed(1)} ms / recommended ${base.toFixed(1)} ms = ${((100 * ours) / base).toFixed(2)}%`);
