#!/usr/bin/env node
// The typed real-world benchmark: the pinned TypeScript cases linted as a user of `completeness.configs.all` lints
// them, in their own repository with its dependencies installed, so that the type-aware rules see the SDKs' declared
// types. Each case is scored twice, typed and untyped (the `strict` config), a report within 3 lines counting.
//
//   npm run bench:realworld-typed -- --mirrors DIR --work DIR --cases FILE [--repos a/b,c/d] [--install] [--list]
//   npm run bench:realworld-typed -- --mirrors DIR --work DIR --cases FILE --whole [--judged FILE]
//
// --work DIR holds one checkout per repository at its cases' commit (`<owner>+<name>/`), made from the bare mirrors
// in --mirrors. --install runs `npm install --ignore-scripts` in each new checkout: it uses the npm registry, which
// is why this is a bench and not a test. A checkout whose install fails is still linted (its types are partly
// unknown, as they would be for a user). A file outside every tsconfig is typed through the project service's
// default project, as a user would allow it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import plugin from '../dist/rules/index.js';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const mirrors = opt('--mirrors');
const work = opt('--work');
const casesFile = opt('--cases');
if (!mirrors || !work || !casesFile) {
  console.error('bench:realworld-typed: --mirrors DIR, --work DIR and --cases FILE are required');
  process.exit(2);
}
const WINDOW = 3;
const only = opt('--repos')?.split(',');
const raw = JSON.parse(fs.readFileSync(casesFile, 'utf8'));
const cases = (Array.isArray(raw) ? raw : raw.cases).filter((c) => /\.(m|c)?tsx?$/.test(c.path) && (!only || only.includes(c.repo)));

/** The checkout of `repo` at `commit`, made (and installed, with --install) when missing. */
function checkout(repo, commit) {
  const dir = path.join(work, `${repo.replace('/', '+')}@${commit.slice(0, 8)}`);
  if (fs.existsSync(path.join(dir, '.ready'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const bare = path.join(mirrors, repo.replace('/', '+'), 'repo');
  const git = (...args) => execFileSync('git', ['--git-dir', bare, ...args], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    execFileSync('tar', ['-x', '-C', dir], { input: git('archive', commit) });
  } catch {
    // a mirror that lacks a blob (a large binary left out): the case files' folders and the manifests will do
    const roots = new Set(cases.filter((c) => c.repo === repo).map((c) => c.path.split('/')[0]));
    const present = git('ls-tree', '--name-only', commit).toString().split('\n');
    const wanted = present.filter((p) => roots.has(p) || /^(package(-lock)?\.json|tsconfig(\..+)?\.json)$/.test(p));
    execFileSync('tar', ['-x', '-C', dir], { input: git('archive', commit, '--', ...wanted) });
  }
  if (argv.includes('--install')) {
    try {
      execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], { cwd: dir, stdio: 'ignore', timeout: 15 * 60_000 });
    } catch {
      console.error(`${repo}: npm install failed; linted with the types it has`);
    }
  }
  fs.writeFileSync(path.join(dir, '.ready'), '');
  return dir;
}

/** The nearest folder above `file` (within `top`) that holds a tsconfig.json. */
function tsconfigRoot(file, top) {
  for (let d = path.dirname(file); d.startsWith(top); d = path.dirname(d)) if (fs.existsSync(path.join(d, 'tsconfig.json'))) return d;
  return top;
}

async function lint(file, top, typed) {
  const base = typed ? plugin.configs.all : plugin.configs.strict;
  const root = tsconfigRoot(file, top);
  const at = (parserOptions) => [{ ...base, files: ['**/*.{ts,mts,cts,tsx}'], ignores: [], languageOptions: { ...base.languageOptions, parserOptions } }];
  const run = async (parserOptions) => (await new ESLint({ cwd: top, overrideConfigFile: true, overrideConfig: at(parserOptions) }).lintFiles([file]))[0]?.messages ?? [];
  let messages = await run(typed ? { projectService: true, tsconfigRootDir: root } : {});
  if (typed && messages.some((m) => m.fatal && /not found by the project service/.test(m.message))) {
    messages = await run({ projectService: { allowDefaultProject: [path.relative(root, file)] }, tsconfigRootDir: root });
  }
  return messages;
}

/**
 * `--whole`: every TypeScript file of each checkout (not tests, declarations or dependencies), linted with the
 * type-aware rules only; each report is printed with the verdict `--judged FILE` gives it (realworld/typed-judged.json).
 */
if (argv.includes('--whole')) {
  const judgedFile = opt('--judged', path.join(import.meta.dirname, 'realworld', 'typed-judged.json'));
  const judged = new Map(JSON.parse(fs.readFileSync(judgedFile, 'utf8')).map((j) => [`${j.repo}|${j.commit}|${j.path}|${j.line}|${j.rule}`, j.verdict]));
  const typedRules = Object.entries(plugin.rules).filter(([, r]) => r.meta.docs?.requiresTypeChecking === true).map(([n]) => [`completeness/${n}`, 'error']);
  const counts = {};
  for (const [repo, commit] of new Map(cases.map((c) => [c.repo, c.commit]))) {
    const top = checkout(repo, commit);
    const base = plugin.configs.all;
    const config = [{ ...base, ignores: ['**/node_modules/**', '**/dist/**', '**/*.d.ts', '**/*.{test,spec}.{ts,tsx}'], rules: Object.fromEntries(typedRules), languageOptions: { ...base.languageOptions, parserOptions: { projectService: true, tsconfigRootDir: top } } }];
    const results = await new ESLint({ cwd: top, overrideConfigFile: true, overrideConfig: config, errorOnUnmatchedPattern: false }).lintFiles(['**/*.{ts,mts,cts,tsx}']);
    for (const r of results) {
      for (const m of r.messages) {
        if (m.fatal || !m.ruleId?.startsWith('completeness/')) continue;
        const file = path.relative(top, r.filePath);
        const verdict = judged.get(`${repo}|${commit}|${file}|${m.line}|${m.ruleId.slice('completeness/'.length)}`) ?? 'unjudged';
        counts[verdict] = (counts[verdict] ?? 0) + 1;
        console.log(`${verdict.padEnd(8)} ${repo}/${file}:${m.line} ${m.message}`);
      }
    }
  }
  const n = Object.values(counts).reduce((a, b) => a + b, 0);
  const judgedN = n - (counts.unjudged ?? 0);
  const good = (counts.true ?? 0) + (counts.latent ?? 0);
  console.log(`whole repositories: ${n} reports of the type-aware rules; ${JSON.stringify(counts)}; true or latent ${judgedN ? ((100 * good) / judgedN).toFixed(1) : '-'}% of the judged, true ${judgedN ? ((100 * (counts.true ?? 0)) / judgedN).toFixed(1) : '-'}%`);
  process.exit(0);
}

const tally = { typed: { caught: 0, flagged: 0, fatal: 0 }, untyped: { caught: 0, flagged: 0, fatal: 0 } };
let bugs = 0;
let sound = 0;
const rows = [];
for (const c of cases) {
  const top = checkout(c.repo, c.commit);
  const file = path.join(top, c.path);
  const bug = c.verdict !== 'ok';
  if (bug) bugs++;
  else sound++;
  const row = { case: `${c.repo}/${c.path}:${c.line}`, bug };
  for (const mode of ['typed', 'untyped']) {
    const messages = fs.existsSync(file) ? await lint(file, top, mode === 'typed') : [{ fatal: true, line: 0, message: 'file missing' }];
    const fatal = messages.some((m) => m.fatal);
    const hits = messages.filter((m) => !m.fatal && m.ruleId?.startsWith('completeness/') && Math.abs(m.line - c.line) <= WINDOW);
    if (fatal) tally[mode].fatal++;
    if (hits.length > 0) tally[mode][bug ? 'caught' : 'flagged']++;
    row[mode] = hits.map((m) => `${m.line}:${m.ruleId.slice('completeness/'.length)}`).join(',') || (fatal ? 'fatal' : '-');
  }
  rows.push(row);
}
if (argv.includes('--list')) for (const r of rows) console.log(`${r.bug ? 'bug' : 'ok '} ${r.case}  typed ${r.typed}  untyped ${r.untyped}`);
for (const mode of ['typed', 'untyped']) {
  const t = tally[mode];
  console.log(`${mode}: ${t.caught}/${bugs} bugs caught, ${t.flagged}/${sound} sound cases flagged, ${t.fatal} case files that did not parse`);
}
