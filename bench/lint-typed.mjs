// Typed-lint cost of the completeness rules over a typescript-eslint baseline, as a ratio in one run.
//   A: typescript-eslint recommendedTypeChecked
//   B: A + completeness recommendedTypeChecked (untyped and typed rules)
// on the generated corpus (bench/generate-ts-corpus.mjs, 2,000 modules). Each configuration runs in
// its own process (a fresh TypeScript program each time), in the order A B B A A B; the best of each is
// compared. Per-rule times come from ESLint's `stats` in one more, untimed B run.
//   npm run bench:typed
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './corpus.mjs';

const corpus = path.join(root, 'bench/.corpus/typed');

async function lintOnce(which, stats = false) {
  const { ESLint } = await import('eslint');
  const tseslint = (await import('typescript-eslint')).default;
  const { default: plugin } = await import('../dist/rules/index.js');
  const typed = { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: corpus } } };
  const config = [
    ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.ts'] })),
    { files: ['**/*.ts'], ...typed },
    ...(which === 'B' ? [{ files: ['**/*.ts'], ...plugin.configs.recommendedTypeChecked, ...typed }] : []),
  ];
  const eslint = new ESLint({ cwd: corpus, overrideConfigFile: true, overrideConfig: config, stats });
  const t0 = process.hrtime.bigint();
  const results = await eslint.lintFiles(['src/**/*.ts']);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const perRule = {};
  let reports = 0;
  const fatal = results.filter((r) => r.messages.some((m) => m.fatal)).length;
  for (const r of results) {
    reports += r.messages.filter((m) => m.ruleId?.startsWith('completeness/')).length;
    for (const pass of r.stats?.times.passes ?? []) {
      for (const [rule, t] of Object.entries(pass.rules ?? {})) perRule[rule] = (perRule[rule] ?? 0) + t.total;
    }
  }
  return { ms, files: results.length, fatal, reports, perRule };
}

if (process.argv[2] === '--run') {
  console.log(JSON.stringify(await lintOnce(process.argv[3], process.argv[4] === '--stats')));
} else {
  if (!fs.existsSync(corpus)) execFileSync(process.execPath, [path.join(root, 'bench/generate-ts-corpus.mjs')], { stdio: 'inherit' });
  const runs = { A: [], B: [] };
  for (const which of ['A', 'B', 'B', 'A', 'A', 'B']) {
    const out = JSON.parse(execFileSync(process.execPath, [import.meta.filename, '--run', which], { maxBuffer: 64 << 20 }).toString());
    runs[which].push(out);
    console.log(`${which}: ${(out.ms / 1000).toFixed(1)} s over ${out.files} files (${out.fatal} with parse errors, ${out.reports} completeness reports)`);
  }
  const best = (xs) => Math.min(...xs.map((x) => x.ms));
  const ratio = best(runs.B) / best(runs.A);
  console.log(`completeness recommendedTypeChecked on top of typescript-eslint recommendedTypeChecked: ratio ${ratio.toFixed(3)} (+${((ratio - 1) * 100).toFixed(1)}% wall time)`);
  // Per-rule times need `stats`, which slows linting itself: take them from a separate, untimed run.
  const last = JSON.parse(execFileSync(process.execPath, [import.meta.filename, '--run', 'B', '--stats'], { maxBuffer: 64 << 20 }).toString()).perRule;
  const total = Object.values(last).reduce((a, b) => a + b, 0);
  const ours = Object.entries(last).filter(([r]) => r.startsWith('completeness/')).sort((a, b) => b[1] - a[1]);
  console.log(`rule time (ESLint stats, separate B run): all rules ${total.toFixed(0)} ms; completeness rules:`);
  for (const [rule, t] of ours) console.log(`  ${rule.padEnd(48)} ${t.toFixed(1)} ms  (${((t / total) * 100).toFixed(2)}% of rule time)`);
  const top = Object.entries(last).sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(`  slowest rules overall (the first typed rule pays for the program): ${top.map(([r, t]) => `${r} ${t.toFixed(0)} ms`).join(', ')}`);
}
