#!/usr/bin/env node
// The project's real-world benchmark: lints pinned places in public repositories with the plugin's untyped rules
// and scores each case (a report within --window lines of the pinned line counts). With --heads it lints the HEAD
// of every repository instead, prints every report for hand judgement and the rules' share of lint time.
//
//   npm run bench:realworld -- --mirrors DIR [--cases FILE] [--window 3] [--list]
//   npm run bench:realworld -- --mirrors DIR --heads [--repos a/b,c/d] [--out reports.json] [--tree TREE]
//
// --tree TREE keeps the extracted HEAD files under TREE/<owner>+<name> and reuses them on the next run.
// --ours-only lints without @eslint/js recommended (faster; the time share is then of our rules and parsing only).
// --rounds N lints each repository N times in a row and prints each round's time share and their median (this
// machine's noise moves one round's share by up to a tenth); the reports are the first round's.
// --judged FILE tallies the reports against verdicts given by hand (default: realworld/heads-judged.json; the
// mirrors' HEAD commits are recorded there, so a verdict holds for that snapshot only).
//
// DIR holds bare mirrors as `<owner>+<name>/repo` (what the fetch tool creates). Nothing here uses the network.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { ESLint } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import tseslint from 'typescript-eslint';
import plugin from '../dist/rules/index.js';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const here = path.dirname(fileURLToPath(import.meta.url));
const mirrors = opt('--mirrors');
if (!mirrors) {
  console.error('bench:realworld: --mirrors DIR is required (a folder of <owner>+<name>/repo bare mirrors)');
  process.exit(2);
}
const windowLines = Number(opt('--window', '3'));
const cases = JSON.parse(fs.readFileSync(opt('--cases', path.join(here, 'realworld', 'cases.json')), 'utf8'));
const untyped = Object.entries(plugin.rules).filter(([, r]) => r.meta.docs?.requiresTypeChecking !== true).map(([n]) => `completeness/${n}`);
const gitDir = (repo) => path.join(mirrors, repo.replace('/', '+'), 'repo');
const SOURCE = /\.(m|c)?(j|t)sx?$/;
const SKIP = /(^|\/)(node_modules|dist|build|out|coverage|vendor|\.next|__snapshots__)\/|\.min\.(c|m)?js$|\.d\.(m|c)?ts$/;

/** Every untyped rule, as the `strict` config a user adopts gives them (with its `ignores`: tests, fixtures, mocks). */
function lintConfig(extra = []) {
  const strict = plugin.configs.strict;
  if (untyped.some((r) => !(r in strict.rules))) throw new Error('the strict config no longer holds every untyped rule');
  const files = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];
  return [
    // every file is parsed the same way, also the ones our rules leave out (so @eslint/js lints them too)
    { files, languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } }, linterOptions: { reportUnusedDisableDirectives: 'off', noInlineConfig: true } },
    { files, ignores: strict.ignores, plugins: { completeness: plugin }, rules: Object.fromEntries(untyped.map((r) => [r, 'error'])) },
    ...extra,
  ];
}

function extract(tmp, repo, commit, file) {
  const out = path.join(tmp, repo.replace('/', '+'), commit.slice(0, 8), file);
  const text = execFileSync('git', ['--git-dir', gitDir(repo), 'show', `${commit}:${file}`], { maxBuffer: 64 << 20 });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  return out;
}

async function scoreCases() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-realworld-'));
  const files = new Map();
  let missing = 0;
  for (const c of cases) {
    const key = `${c.repo}@${c.commit}:${c.path}`;
    if (files.has(key)) continue;
    try {
      files.set(key, extract(tmp, c.repo, c.commit, c.path));
    } catch {
      files.set(key, null);
      missing++;
    }
  }
  const eslint = new ESLint({ cwd: tmp, overrideConfigFile: true, ignore: false, overrideConfig: lintConfig() });
  const results = await eslint.lintFiles([...files.values()].filter(Boolean));
  const byFile = new Map(results.map((r) => [r.filePath, r.messages]));
  const crashes = results.flatMap((r) => r.messages.filter((m) => m.fatal).map((m) => `${path.relative(tmp, r.filePath)}:${m.line} ${m.message}`));
  const tally = new Map();
  const lines = [];
  for (const c of cases) {
    const f = files.get(`${c.repo}@${c.commit}:${c.path}`);
    if (!f) continue;
    const near = (byFile.get(f) ?? []).filter((m) => m.ruleId?.startsWith('completeness/') && Math.abs(m.line - c.line) <= windowLines);
    const key = c.verdict === 'bug' ? c.pattern : 'ok';
    const t = tally.get(key) ?? { n: 0, hit: 0 };
    t.n++;
    if (near.length > 0) t.hit++;
    tally.set(key, t);
    const mark = c.verdict === 'bug' ? (near.length ? 'CAUGHT' : 'missed') : near.length ? 'FALSE+' : 'quiet ';
    lines.push(`${mark} ${c.pattern.padEnd(3)} ${c.repo}/${c.path}:${c.line} ${[...new Set(near.map((m) => m.ruleId.slice(13)))].join(',')}`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  if (argv.includes('--list')) console.log(lines.join('\n'));
  const bugs = [...tally].filter(([k]) => k !== 'ok');
  const caught = bugs.reduce((s, [, t]) => s + t.hit, 0);
  const total = bugs.reduce((s, [, t]) => s + t.n, 0);
  const ok = tally.get('ok') ?? { n: 0, hit: 0 };
  console.log(`by pattern: ${bugs.sort(([a], [b]) => a.localeCompare(b)).map(([k, t]) => `${k} ${t.hit}/${t.n} (${Math.round((100 * t.hit) / t.n)}%)`).join(', ')}`);
  console.log(`real-world cases: ${caught}/${total} bugs caught (${Math.round((100 * caught) / total)}%), ${ok.hit}/${ok.n} sound cases flagged, ${crashes.length} crashes, ${missing} files missing`);
  if (crashes.length) console.log(`crashes:\n  ${crashes.join('\n  ')}`);
  return crashes.length === 0;
}

function ruleTimes(results) {
  const times = new Map();
  let parse = 0;
  let total = 0;
  for (const r of results) {
    for (const pass of r.stats?.times.passes ?? []) {
      parse += pass.parse?.total ?? 0;
      total += pass.total ?? 0;
      for (const [id, t] of Object.entries(pass.rules ?? {})) times.set(id, (times.get(id) ?? 0) + t.total);
    }
  }
  return { times, parse, total };
}

/** Lints the files together; if a rule throws, lints them one by one so one file cannot hide the rest. */
async function lintEach(eslint, files, onCrash) {
  try {
    return await eslint.lintFiles(files);
  } catch {
    const results = [];
    for (const file of files) {
      try {
        results.push(...(await eslint.lintFiles([file])));
      } catch (error) {
        onCrash(file, error);
      }
    }
    return results;
  }
}

/** Writes the HEAD source files of a mirror under `dir`; returns their paths, or null without a mirror. */
function extractHead(repo, dir) {
  fs.mkdirSync(dir, { recursive: true });
  let listed;
  try {
    listed = execFileSync('git', ['--git-dir', gitDir(repo), 'ls-tree', '-r', '-l', 'HEAD'], { maxBuffer: 1 << 28 }).toString();
  } catch {
    console.error(`skipped ${repo}: no mirror`);
    return null;
  }
  // Snapshots lack their largest files, so files are taken one by one rather than with `git archive`.
  return listed
    .split('\n')
    .map((line) => /^\d+ blob \w+\s+(\d+)\t(.*)$/.exec(line))
    .filter((m) => m !== null && Number(m[1]) < 1_000_000 && SOURCE.test(m[2]) && !SKIP.test(m[2]))
    .map((m) => m[2])
    .filter((f) => {
      try {
        const text = execFileSync('git', ['--git-dir', gitDir(repo), 'show', `HEAD:${f}`], { maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] });
        fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
        fs.writeFileSync(path.join(dir, f), text);
        return true;
      } catch {
        return false;
      }
    });
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function lintHeads() {
  const rounds = Number(opt('--rounds', '1'));
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds takes a whole number of at least 1, not ${opt('--rounds')}`);
  const only = opt('--repos')?.split(',');
  const repos = [...new Set(cases.map((c) => c.repo))].filter((r) => !only || only.includes(r));
  const kept = opt('--tree');
  const tmp = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-heads-'));
  const reports = [];
  const perRule = new Map();
  let ours = 0;
  let all = 0;
  let lintTotal = 0;
  let fileCount = 0;
  let crashes = 0;
  const crashed = [];
  // per round: our rules' time, parse time, parse + rule time, the passes' whole time
  const byRound = Array.from({ length: rounds }, () => ({ ours: 0, parse: 0, all: 0, total: 0 }));
  for (const repo of repos) {
    const dir = path.join(tmp, repo.replace('/', '+'));
    const listFile = path.join(dir, '.completeness-files');
    let files;
    if (kept && fs.existsSync(listFile)) files = fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
    else files = extractHead(repo, dir);
    if (files === null) continue;
    if (kept) fs.writeFileSync(listFile, files.join('\n'));
    if (files.length === 0) continue;
    fileCount += files.length;
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      ignore: false,
      stats: true,
      overrideConfig: lintConfig(argv.includes('--ours-only') ? [] : [
        { files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'], rules: js.configs.recommended.rules },
        // What typescript-eslint turns off for TS files, plus no-unused-vars, which throws on some TS-only syntax.
        { ...tseslint.configs.eslintRecommended, files: ['**/*.{ts,mts,cts,tsx}'] },
        { rules: { 'no-unused-vars': 'off' } },
      ]),
    });
    let results = [];
    for (let round = 0; round < rounds; round++) {
      const lint = await lintEach(eslint, files.map((f) => path.join(dir, f)), (file, error) => {
        if (round === 0) crashed.push(`${repo}/${path.relative(dir, file)}: ${String(error.message).split('\n')[0]}`);
      });
      if (round === 0) results = lint;
      const { times, parse, total } = ruleTimes(lint);
      const sums = byRound[round];
      sums.total += total;
      sums.parse += parse;
      sums.all += parse;
      for (const [id, t] of times) {
        sums.all += t;
        if (id.startsWith('completeness/')) {
          sums.ours += t;
          perRule.set(id, (perRule.get(id) ?? 0) + t);
        }
      }
    }
    for (const r of results) {
      for (const m of r.messages) {
        if (m.fatal) crashes++;
        if (!m.ruleId?.startsWith('completeness/')) continue;
        reports.push({ repo, path: path.relative(dir, r.filePath), line: m.line, column: m.column, rule: m.ruleId.slice(13), message: m.message });
      }
    }
  }
  if (!kept) fs.rmSync(tmp, { recursive: true, force: true });
  for (const sums of byRound) {
    ours += sums.ours;
    all += sums.all;
    lintTotal += sums.total;
  }
  for (const r of reports) console.log(`${r.repo}/${r.path}:${r.line}:${r.column} ${r.rule} ${r.message}`);
  const counts = new Map();
  for (const r of reports) counts.set(r.rule, (counts.get(r.rule) ?? 0) + 1);
  console.log(`reports by rule: ${[...counts].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  console.log(`time by rule (share of the lint${argv.includes('--ours-only') ? ', our rules alone' : ' with @eslint/js recommended'}): ${[...perRule].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k.slice(13)} ${((100 * v) / all).toFixed(2)}%`).join(', ')}`);
  if (crashed.length) console.log(`files where a rule threw:\n  ${crashed.join('\n  ')}`);
  // Reports judged by hand before (bench/realworld/heads-judged.json: repository, commit, place, rule, verdict, reason)
  const judgedFile = opt('--judged', path.join(here, 'realworld', 'heads-judged.json'));
  if (fs.existsSync(judgedFile)) {
    // a verdict names its column when two reports of one rule share a line (`commits(last: 100) { … parents(first: 3)`)
    const place = (x, column) => `${x.repo}/${x.path}:${x.line}${column === undefined ? '' : `:${column}`} ${x.rule}`;
    const verdicts = new Map(JSON.parse(fs.readFileSync(judgedFile, 'utf8')).map((j) => [place(j, j.column), j.verdict]));
    const tally = new Map();
    for (const r of reports) {
      const v = verdicts.get(place(r, r.column)) ?? verdicts.get(place(r)) ?? 'unjudged';
      tally.set(v, (tally.get(v) ?? 0) + 1);
    }
    const worth = (tally.get('true') ?? 0) + (tally.get('latent') ?? 0);
    const judged = reports.length - (tally.get('unjudged') ?? 0);
    console.log(`judged by hand (${path.relative(process.cwd(), judgedFile)}): ${[...tally].map(([k, v]) => `${v} ${k}`).join(', ')}; true or latent ${judged ? ((100 * worth) / judged).toFixed(1) : '-'}% of the judged reports`);
  }
  console.log(`heads: ${reports.length} reports in ${fileCount} files of ${repos.length} repositories; completeness untyped rules ${((100 * ours) / all).toFixed(2)}% of parse + rule time (${((100 * ours) / lintTotal).toFixed(2)}% of the passes' whole time, which adds scope analysis and traversal); ${crashes} files that did not parse; ${crashed.length} files where a rule threw`);
  if (rounds > 1) {
    const shares = byRound.map((s) => (100 * s.ours) / s.all);
    const whole = byRound.map((s) => (100 * s.ours) / s.total);
    console.log(`rounds: ${shares.map((v, i) => `${v.toFixed(2)}% (${whole[i].toFixed(2)}%)`).join(', ')} of parse + rule time (of the passes' whole time); median ${median(shares).toFixed(2)}% (${median(whole).toFixed(2)}%)`);
    // A later round's share can fall because parsing slows as the heap grows, not because our rules got faster:
    // each round's own time and parse time, as ratios to the first round's.
    const [first] = byRound;
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '-');
    console.log(`rounds against the first: ${byRound.map((s) => `ours ×${ratio(s.ours, first.ours)}, parse ×${ratio(s.parse, first.parse)}`).join('; ')}`);
  }
  const out = opt('--out');
  if (out) fs.writeFileSync(out, JSON.stringify(reports, null, 1));
  return true;
}

const ok = argv.includes('--heads') ? await lintHeads() : await scoreCases();
process.exit(ok ? 0 : 1);
