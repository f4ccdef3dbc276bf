#!/usr/bin/env node
// What the plugin adds to a lint, in wall-clock time: each file is linted with the baseline (parsing plus
// @eslint/js recommended) and with the baseline plus every untyped completeness rule, one right after the other and
// in alternating order, so load on the machine falls on both alike. A warm-up round is not counted. Unlike the
// per-rule times of ESLint's stats, this includes selector matching, listener dispatch and garbage collection.
//
//   npm run bench:overhead -- DIR [--limit 800]
//
// DIR: a folder of sources (for instance a tree kept by `npm run bench:realworld -- --heads --tree T`, one repository).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import js from '@eslint/js';
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import tseslint from 'typescript-eslint';
import plugin from '../dist/rules/index.js';

const argv = process.argv.slice(2);
const dir = argv.find((a) => !a.startsWith('--'));
const limitAt = argv.indexOf('--limit');
const limit = limitAt >= 0 ? Number(argv[limitAt + 1]) : 800;
if (!dir) {
  console.error('bench:overhead: give a folder of sources');
  process.exit(2);
}
const SOURCE = /\.(m|c)?(j|t)sx?$/;
const SKIP = /(^|\/)(node_modules|dist|build|coverage|\.git)(\/|$)|\.min\.(c|m)?js$|\.d\.(m|c)?ts$/;

function sources(root) {
  const out = [];
  const visit = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const file = path.join(rel, entry.name);
      if (SKIP.test(file)) continue;
      if (entry.isDirectory()) visit(file);
      else if (SOURCE.test(entry.name)) out.push(file);
    }
  };
  visit('');
  return out.sort();
}

const untyped = Object.entries(plugin.rules).filter(([, r]) => r.meta.docs?.requiresTypeChecking !== true).map(([n]) => `completeness/${n}`);
const config = (withPlugin) => [
  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'off', noInlineConfig: true },
    ...(withPlugin ? { plugins: { completeness: plugin }, rules: Object.fromEntries(untyped.map((r) => [r, 'error'])) } : {}),
  },
  { files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'], rules: js.configs.recommended.rules },
  { ...tseslint.configs.eslintRecommended, files: ['**/*.{ts,mts,cts,tsx}'] },
  { rules: { 'no-unused-vars': 'off' } },
];
const configs = [config(false), config(true)];
const linter = new Linter({ configType: 'flat' });
const files = sources(path.resolve(dir))
  .slice(0, limit)
  .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]);
const totals = [0, 0];
for (const counted of [false, true]) {
  files.forEach(([file, text], i) => {
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const start = performance.now();
      linter.verify(text, configs[k], file);
      if (counted) totals[k] += performance.now() - start;
    }
  });
}
console.log(`lint overhead: ${files.length} files; with the completeness rules ${((totals[1] / totals[0] - 1) * 100).toFixed(1)}% slower than parsing + @eslint/js recommended alone (ratio ${(totals[1] / totals[0]).toFixed(3)})`);
