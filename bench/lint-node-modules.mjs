// Lints every .js/.mjs/.cjs/.ts file under node_modules with several configurations, interleaved per
// file so machine noise hits all of them alike, and reports crashes, every completeness report (for
// hand review) and each rule group's share of lint time as ratios in one run.
//   A: @eslint/js recommended alone
//   B: A + completeness part-1 rules (recommended, untyped, as shipped for issue 4)
//   C: A + completeness part-3 untyped rules (no-short-page-as-end, no-fail-open-completeness-default,
//      no-error-as-absence, require-listing-return)
//   D: A + completeness strict (every untyped rule: recommended + strict)
// Typed rules need a TypeScript program and are measured by bench/lint-typed.mjs instead.
//   npm run bench:lint                     (node bench/lint-node-modules.mjs [--limit N])
import js from '@eslint/js';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import fs from 'node:fs';
import plugin from '../dist/rules/index.js';
import { FILES, nodeModulesCorpus, sourceTypeOf, virtualName } from './corpus.mjs';

const PART1 = ['no-empty-as-absence', 'no-has-more-as-complete', 'no-status-as-complete', 'no-silent-page-cap', 'require-structured-completeness'];
const PART3 = ['no-short-page-as-end', 'no-fail-open-completeness-default', 'no-error-as-absence', 'require-listing-return'];

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const { files: all, skipped } = nodeModulesCorpus();
const files = all.slice(0, limit);

const base = (sourceType) => [
  { files: FILES, ...js.configs.recommended, languageOptions: { parser, sourceType, ecmaVersion: 'latest' }, linterOptions: { reportUnusedDisableDirectives: 'off' } },
];
const ours = (names) => ({ files: FILES, plugins: { completeness: plugin }, rules: Object.fromEntries(names.map((n) => [`completeness/${n}`, 'error'])) });
const strictNames = Object.keys(plugin.configs.strict.rules).map((r) => r.replace('completeness/', ''));
const configs = {
  A: (st) => base(st),
  B: (st) => [...base(st), ours(PART1)],
  C: (st) => [...base(st), ours(PART3)],
  D: (st) => [...base(st), ours(strictNames)],
};
const order = Object.keys(configs);

const linter = new Linter({ configType: 'flat' });
const time = Object.fromEntries(order.map((k) => [k, 0n]));
let crashes = 0;
let otherCrashes = 0; // core rules that throw on some TypeScript files; not ours, counted for transparency
let parseErrors = 0;
const byRule = {};
const crashList = [];
const reportList = [];
files.forEach((file, i) => {
  const code = fs.readFileSync(file, 'utf8');
  const st = sourceTypeOf(file);
  const rotated = order.map((_, j) => order[(i + j) % order.length]); // rotate the order per file
  for (const which of rotated) {
    const t0 = process.hrtime.bigint();
    try {
      const messages = linter.verify(code, configs[which](st), virtualName(file, i));
      time[which] += process.hrtime.bigint() - t0;
      if (messages.some((m) => m.message.startsWith('No matching configuration'))) throw new Error(`not linted: ${file}`);
      if (which !== 'D') continue;
      if (messages.some((m) => m.fatal)) parseErrors++;
      for (const m of messages) {
        if (!m.ruleId?.startsWith('completeness/')) continue;
        byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
        reportList.push(`${file.slice(file.indexOf('node_modules'))}:${m.line}:${m.column} ${m.ruleId}`);
      }
    } catch (error) {
      time[which] += process.hrtime.bigint() - t0;
      const message = String(error.message);
      if (message.includes('Rule: "completeness/')) {
        crashes++;
        crashList.push(`${file}: ${message.split('\n').slice(0, 3).join(' | ')}`);
      } else if (which === 'A') {
        otherCrashes++;
      }
    }
  }
});

const ms = (k) => Number(time[k]) / 1e6;
const added = (k) => ms(k) - ms('A');
console.log(`files linted: ${files.length} (${skipped.length} over 1 MB skipped), parse errors: ${parseErrors}`);
console.log(`crashes in completeness rules: ${crashes} (files where a core rule threw: ${otherCrashes})`);
for (const c of crashList.slice(0, 10)) console.log(`  ${c}`);
console.log(`completeness reports with recommended + strict (untyped): ${reportList.length} ${JSON.stringify(byRule)}`);
for (const r of reportList) console.log(`  ${r}`);
console.log(`part-1 recommended over @eslint/js recommended alone: ratio ${(ms('B') / ms('A')).toFixed(3)} (completeness share of total ${((added('B') / ms('B')) * 100).toFixed(1)}%)`);
console.log(`part-3 untyped rules over @eslint/js recommended alone: ratio ${(ms('C') / ms('A')).toFixed(3)}`);
console.log(`time the part-3 rules add, against the time the part-1 rules add: ratio ${(added('C') / added('B')).toFixed(2)}`);
console.log(`all untyped rules (strict) over @eslint/js recommended alone: ratio ${(ms('D') / ms('A')).toFixed(3)}`);
process.exitCode = crashes === 0 ? 0 : 1;
