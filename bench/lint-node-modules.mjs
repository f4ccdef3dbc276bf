// Lints every .js/.mjs/.cjs/.ts file under node_modules twice per file, interleaved:
//   A: @eslint/js recommended alone          B: @eslint/js recommended + completeness recommended
// and reports crashes (a rule throwing) and completeness's share of lint time, as a ratio in one run.
//   npm run bench:lint                     (node bench/lint-node-modules.mjs [--limit N])
import js from '@eslint/js';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import fs from 'node:fs';
import plugin from '../dist/rules/index.js';
import { FILES, nodeModulesCorpus, sourceTypeOf, virtualName } from './corpus.mjs';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;
const { files: all, skipped } = nodeModulesCorpus();
const files = all.slice(0, limit);

const base = (sourceType) => [
  { files: FILES, ...js.configs.recommended, languageOptions: { parser, sourceType, ecmaVersion: 'latest' }, linterOptions: { reportUnusedDisableDirectives: 'off' } },
];
const withOurs = (sourceType) => [...base(sourceType), { files: FILES, ...plugin.configs.recommended }];

const linter = new Linter({ configType: 'flat' });
let tA = 0n;
let tB = 0n;
let crashes = 0;
let otherCrashes = 0; // core rules that throw on some TypeScript files; not ours, counted for transparency
let parseErrors = 0;
let reports = 0;
const byRule = {};
const crashList = [];
const reportList = [];
files.forEach((file, i) => {
  const code = fs.readFileSync(file, 'utf8');
  const st = sourceTypeOf(file);
  const runs = i % 2 === 0 ? ['A', 'B'] : ['B', 'A']; // alternate the order so warm-up favours neither
  for (const which of runs) {
    const t0 = process.hrtime.bigint();
    try {
      const messages = linter.verify(code, which === 'A' ? base(st) : withOurs(st), virtualName(file, i));
      const dt = process.hrtime.bigint() - t0;
      if (which === 'A') tA += dt;
      else {
        tB += dt;
        if (messages.some((m) => m.fatal)) parseErrors++;
        if (messages.some((m) => m.message.startsWith('No matching configuration'))) throw new Error(`not linted: ${file}`);
        for (const m of messages) {
          if (m.ruleId?.startsWith('completeness/')) {
            reports++;
            byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
            reportList.push(`${file.slice(file.indexOf('node_modules'))}:${m.line}:${m.column} ${m.ruleId}`);
          }
        }
      }
    } catch (error) {
      const message = String(error.message);
      if (message.includes('Rule: "completeness/')) {
        crashes++;
        crashList.push(`${file}: ${message.split('\n').slice(0, 3).join(' | ')}`);
      } else if (which === 'B') {
        otherCrashes++;
      }
    }
  }
});

const share = Number(tB - tA) / Number(tB);
console.log(`files linted: ${files.length} (${skipped.length} over 1 MB skipped), parse errors: ${parseErrors}`);
console.log(`crashes in completeness rules: ${crashes} (files where another rule threw: ${otherCrashes})`);
for (const c of crashList.slice(0, 10)) console.log(`  ${c}`);
console.log(`completeness reports: ${reports} ${JSON.stringify(byRule)}`);
for (const r of reportList) console.log(`  ${r}`);
console.log(
  `lint time, @eslint/js recommended + completeness recommended vs @eslint/js recommended alone: ratio ${(Number(tB) / Number(tA)).toFixed(3)}; completeness share of total ${(share * 100).toFixed(1)}%`,
);
process.exitCode = crashes === 0 ? 0 : 1;
