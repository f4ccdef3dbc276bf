// npm run test:adoption: packs the package and installs the tarball into fresh scratch projects, the way a
// new user would (plain JS on ESLint 10 and 9, typed TypeScript, a monorepo, a runtime-only install, and the
// plugin under strict pnpm and Yarn PnP). Every check compares an exit code (and the rule ids or output
// it must carry) with what is expected; the run prints one table and exits 1 on any mismatch.
// ESLint, TypeScript and typescript-eslint are installed at the versions of our package-lock.json.
//
//   node test/adoption/run.mjs [--keep] [--only js-eslint10,typed,...] [--no-pnpm] [--no-yarn]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '../..');
const templates = path.join(import.meta.dirname, 'projects');
const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]?.split(',') : undefined;
const keep = argv.includes('--keep');

const locked = (name) => JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages[`node_modules/${name}`].version;
const ESLINT_10 = `eslint@${locked('eslint')}`;
const ESLINT_9 = `eslint@${locked('eslint-v9')}`;
// A Node.js TypeScript project: the kit's types name node:crypto's KeyObject, so tsc wants @types/node.
const TYPESCRIPT = [`typescript@${locked('typescript')}`, `typescript-eslint@${locked('typescript-eslint')}`, `@types/node@${locked('@types/node')}`];
// The package managers other than npm run from the registry at a pinned version.
const PNPM = ['-y', 'pnpm@10.34.8'];
// ESLint loads eslint.config.ts with jiti on Node.js 20 (https://eslint.org/docs/latest/use/configure/configuration-files#typescript-configuration-files).
const JITI = 'jiti@2.7.0';
const YARN = ['-y', '@yarnpkg/cli-dist@4.12.0'];

// Rule ids the fixtures must give. What only type information can see stands apart.
const JS_FINDINGS = [
  'completeness/no-empty-as-absence',
  'completeness/no-error-as-absence',
  'completeness/no-fail-open-completeness-default',
  'completeness/no-single-page-as-whole',
];
const TYPED_FINDINGS = ['completeness/no-unsafe-complete-cast'];
const UNSAFE_JS = 'js/src/unsafe/janitor.js';
const FOREIGN_IDS = ['@typescript-eslint/no-explicit-any', 'react-hooks/exhaustive-deps', 'unicorn/no-array-reduce'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-adoption-'));
const rows = [];
const scenarios = [];

function run(command, args, cwd, env = {}) {
  const started = performance.now();
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', ...env } });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - started };
}

/** Rule ids in ESLint's JSON output (ours and the CLI's have the same shape), sorted and unique. */
function ruleIds(stdout) {
  try {
    return [...new Set(JSON.parse(stdout).flatMap((r) => r.messages.map((m) => m.ruleId ?? `(no rule) ${m.message}`)))].sort();
  } catch {
    return [`(not JSON) ${stdout.slice(0, 80)}`];
  }
}

/**
 * One check: runs the command and compares its exit code, and when given the rule ids of its JSON output
 * and a pattern its stdout + stderr must match.
 */
function check(scenario, label, [command, ...args], cwd, expected) {
  const r = run(command, args, cwd);
  const problems = [];
  if (r.status !== expected.exit) problems.push(`exit ${String(r.status)}`);
  if (expected.rules) {
    const got = ruleIds(r.stdout);
    if (got.join() !== [...expected.rules].sort().join()) problems.push(`rules ${got.join(' ') || '(none)'}`);
  }
  if (expected.says && !expected.says.test(r.stdout + r.stderr)) problems.push(`output lacks ${String(expected.says)}`);
  rows.push({ scenario, label, expected: expected.exit, actual: r.status, ok: problems.length === 0, ms: r.ms });
  if (problems.length > 0) {
    console.error(`\nFAIL ${scenario}: ${label}\n  ${problems.join('; ')}\n  $ ${[command, ...args].join(' ')}  (in ${cwd})`);
    console.error(`  stdout: ${r.stdout.trim().slice(0, 1500)}\n  stderr: ${r.stderr.trim().slice(0, 1500)}`);
  }
  return r;
}

/** Installed packages (name list) and size of a scratch project, read from what its package manager wrote. */
const installed = {
  npm(dir) {
    const lock = path.join(dir, 'node_modules/.package-lock.json');
    const packages = fs.existsSync(lock) ? JSON.parse(fs.readFileSync(lock, 'utf8')).packages : {};
    return Object.entries(packages)
      .filter(([key, p]) => key.startsWith('node_modules/') && p.link !== true)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  },
  pnpm(dir) {
    // node_modules/.pnpm holds one directory per package instance: `name@version` or `@scope+name@version_peers`.
    const store = path.join(dir, 'node_modules/.pnpm');
    return fs
      .readdirSync(store)
      .filter((e) => e !== 'node_modules' && e !== 'lock.yaml' && !e.startsWith('.'))
      .map((e) => (e.startsWith('@') ? `@${e.slice(1).split('@')[0]}` : e.split('@')[0]).replace('+', '/'));
  },
  yarn(dir) {
    // yarn.lock keys: `"eslint@npm:10.15.0":`, one entry per resolved package; neither the workspace itself nor
    // Yarn's patched copy of a package it already lists (TypeScript's) is one more.
    const keys = fs.readFileSync(path.join(dir, 'yarn.lock'), 'utf8').match(/^"?@?[^@\s"]+@[^\n]*:$/gm) ?? [];
    return keys.filter((k) => !k.includes('@workspace:') && !k.includes('@patch:')).map((k) => /^"?(@?[^@\s"]+)@/.exec(k)[1]);
  },
};

/** Disk usage in MB of what the install put into the project (node_modules, or Yarn's cache and .pnp files). */
function sizeMb(dir) {
  const parts = ['node_modules', '.yarn', '.pnp.cjs', '.pnp.loader.mjs'].filter((p) => fs.existsSync(path.join(dir, p)));
  if (parts.length === 0) return 0;
  const kb = run('du', ['-sck', ...parts], dir).stdout.trim().split('\n').at(-1).split('\t')[0];
  return Number(kb) / 1024;
}

/** A fresh copy of a template, with the tarball and the packages installed by `pm`; returns its directory. */
function project(scenario, template, pm, packages, options = {}) {
  const dir = path.join(work, scenario);
  fs.cpSync(path.join(templates, template), dir, { recursive: true });
  const configs = fs.readdirSync(dir).filter((f) => /^eslint\.config\.[cm]?[jt]s$/.test(f));
  const configLines = configs.length === 0 ? null : configs.map((f) => fs.readFileSync(path.join(dir, f), 'utf8').trimEnd().split('\n').length).reduce((a, b) => a + b);
  const commands = {
    npm: ['npm', 'install', '--prefer-offline', '--no-audit', '--no-fund', ...(options.runtimeOnly ? ['--omit=dev'] : ['--save-dev']), ...packages],
    pnpm: ['npx', ...PNPM, 'add', ...(options.runtimeOnly ? [] : ['--save-dev']), ...packages],
    yarn: ['npx', ...YARN, 'add', ...(options.runtimeOnly ? [] : ['--dev']), ...packages],
  };
  const [command, ...args] = commands[pm];
  const r = run(command, args, dir, { COREPACK_ENABLE_STRICT: '0', YARN_ENABLE_TELEMETRY: '0' });
  const names = r.status === 0 ? installed[pm](dir) : [];
  scenarios.push({ scenario, pm, configLines, packages: names.length, mb: sizeMb(dir), installMs: r.ms, names });
  if (r.status !== 0) {
    rows.push({ scenario, label: `${pm} install`, expected: 0, actual: r.status, ok: false, ms: r.ms });
    console.error(`\nFAIL ${scenario}: ${pm} install\n${r.stdout.slice(-1500)}\n${r.stderr.slice(-1500)}`);
    return null;
  }
  return dir;
}

const wanted = (name) => only === undefined || only.includes(name);
const bin = (pm, name) => (pm === 'yarn' ? ['npx', ...YARN, name] : ['npx', '--no-install', name]);
const json = ['--format', 'json'];

console.log('packing…');
const packed = run('npm', ['pack', '--pack-destination', work, '--json'], root);
if (packed.status !== 0) {
  console.error(packed.stderr);
  process.exit(1);
}
const tarball = path.join(work, JSON.parse(packed.stdout)[0].filename);
console.log(`packed ${path.basename(tarball)} in ${(packed.ms / 1000).toFixed(1)} s; scratch projects in ${work}`);
console.log(`installing ${[ESLINT_10, ESLINT_9, ...TYPESCRIPT].join(', ')} (package-lock.json), pnpm ${PNPM[1].split('@')[1]}, yarn ${YARN[1].split('@').at(-1)}`);
// pnpm and Yarn name a tarball dependency by its path; npm takes the path as it is.
const pkgSpec = { npm: tarball, pnpm: tarball, yarn: `completeness@file:${tarball}` };

/** Plain JS: the 2-line config, findings on unsafe code, none on the safe rewrite. */
function plainJs(scenario, eslint) {
  const dir = project(scenario, 'js', 'npm', [tarball, eslint]);
  if (!dir) return;
  const eslintBin = bin('npm', 'eslint');
  check(scenario, 'eslint on unsafe code: findings', [...eslintBin, 'src/unsafe', ...json], dir, { exit: 1, rules: JS_FINDINGS });
  check(scenario, 'eslint on the safe rewrite: clean', [...eslintBin, 'src/clean', ...json], dir, { exit: 0, rules: [] });
  // ESLint's own behaviour, not ours: a disable comment for a plugin the config does not load is an error.
  check(scenario, 'eslint on foreign disable comments: ESLint errors, no finding of ours', [...eslintBin, 'src/foreign', ...json], dir, { exit: 1, rules: FOREIGN_IDS });
  return dir;
}

/** The CLI's exit codes: 1 only on findings, 0 on clean code whatever the disable comments, 2 when nothing is linted. */
function cli(scenario, dir) {
  const c = bin('npm', 'completeness');
  const generated = path.join(dir, 'src/generated');
  fs.mkdirSync(path.join(generated, 'dist'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src/empty'));
  for (const name of ['dist/janitor.js', 'janitor.min.js', 'schema.js']) fs.copyFileSync(path.join(dir, 'src/unsafe/janitor.js'), path.join(generated, name));
  fs.writeFileSync(path.join(generated, '.gitignore'), 'schema.js\n');
  const outside = path.join(work, 'outside-src');
  fs.mkdirSync(outside);
  fs.copyFileSync(path.join(templates, UNSAFE_JS), path.join(outside, 'janitor.js'));
  fs.cpSync(path.join(templates, 'outside-empty'), path.join(work, 'outside-empty'), { recursive: true });
  const nothing = /no file was linted/;
  check(scenario, 'check unsafe code → 1', [...c, 'check', 'src/unsafe', ...json], dir, { exit: 1, rules: JS_FINDINGS });
  check(scenario, 'check foreign disable comments → 0', [...c, 'check', 'src/foreign', ...json], dir, { exit: 0, rules: [] });
  check(scenario, 'check safe rewrite (stylish) → 0', [...c, 'check', 'src/clean'], dir, { exit: 0, says: /1 file\(s\) linted, no findings/ });
  check(scenario, 'check empty directory → 2', [...c, 'check', 'src/empty'], dir, { exit: 2, says: nothing });
  check(scenario, 'check dir of only ignored files → 2', [...c, 'check', 'src/generated'], dir, { exit: 2, says: nothing });
  check(scenario, 'check ../dir outside cwd, no source → 2', [...c, 'check', '../outside-empty'], dir, { exit: 2, says: nothing });
  check(scenario, 'check ../dir outside cwd with source → 1', [...c, 'check', '../outside-src', ...json], dir, { exit: 1, rules: JS_FINDINGS });
  check(scenario, 'check /abs/file.js outside cwd → 1', [...c, 'check', path.join(outside, 'janitor.js'), ...json], dir, { exit: 1, rules: JS_FINDINGS });
  check(scenario, 'check .ts only, no TS parser → 2', [...c, 'check', 'src/typescript-only'], dir, { exit: 2, says: /@typescript-eslint\/parser is not installed/ });
  check(scenario, 'check missing path → 2', [...c, 'check', 'src/missing'], dir, { exit: 2, says: /no such file or directory/ });
  check(scenario, 'check unknown option → 2', [...c, 'check', '--fix'], dir, { exit: 2 });
  check(scenario, 'inventory → 0', [...c, 'inventory', 'src/unsafe'], dir, { exit: 0, says: /listOpenIssues/ });
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  check(scenario, '--version → 0', [...c, '--version'], dir, { exit: 0, says: new RegExp(`^${version.replaceAll('.', '\\.')}$`, 'm') });
}

/** Typed TypeScript with the README's defineConfig config: a finding only type information gives. */
function typed(scenario, pm) {
  const dir = project(scenario, 'typed', pm, [pkgSpec[pm], ESLINT_10, ...TYPESCRIPT]);
  if (!dir) return;
  const eslint = bin(pm, 'eslint');
  check(scenario, 'eslint: typed-rule finding', [...eslint, 'src', ...json], dir, { exit: 1, rules: TYPED_FINDINGS });
  check(scenario, 'check src: typed-rule finding', [...bin(pm, 'completeness'), 'check', 'src', ...json], dir, { exit: 1, rules: TYPED_FINDINGS });
  check(scenario, 'tsc --noEmit on the project', [...bin(pm, 'tsc'), '--noEmit', '-p', '.'], dir, { exit: 0 });
  // docs/configs.md's typescript-eslint block, whose disableTypeChecked block for JS files must not stop the run.
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(templates, UNSAFE_JS), path.join(dir, 'scripts/cleanup.js'));
  const lines = fs.readFileSync(path.join(dir, 'eslint.tseslint.config.js'), 'utf8').trimEnd().split('\n').length;
  check(scenario, `eslint, tseslint.config() block (${String(lines)} lines): TS and JS`, [...eslint, '-c', 'eslint.tseslint.config.js', 'src', 'scripts', ...json], dir, {
    exit: 1,
    rules: [...TYPED_FINDINGS, ...JS_FINDINGS],
  });
  if (pm !== 'npm') return;
  // The README's "(or .ts)": the same config as eslint.config.ts.
  const jiti = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-dev', JITI], dir);
  if (jiti.status !== 0) console.error(jiti.stderr);
  fs.copyFileSync(path.join(dir, 'eslint.config.js'), path.join(dir, 'eslint.config.ts'));
  check(scenario, `eslint.config.ts (with ${JITI}): typed-rule finding`, [...eslint, '-c', 'eslint.config.ts', 'src', ...json], dir, { exit: 1, rules: TYPED_FINDINGS });
}

/** npm workspaces, a tsconfig.json per package and none at the root. */
function monorepo(scenario) {
  const dir = project(scenario, 'monorepo', 'npm', [tarball, ESLINT_10, ...TYPESCRIPT]);
  if (!dir) return;
  const c = bin('npm', 'completeness');
  check(scenario, 'check packages/api from the root → 1', [...c, 'check', 'packages/api', ...json], dir, {
    exit: 1,
    rules: TYPED_FINDINGS,
    says: /type-aware rules on: packages\/api\/tsconfig\.json/,
  });
  check(scenario, 'check packages/web from the root → 0', [...c, 'check', 'packages/web'], dir, { exit: 0, says: /type-aware rules on: packages\/web\/tsconfig\.json/ });
  check(scenario, 'check (every package) → 1', [...c, 'check', ...json], dir, { exit: 1, rules: TYPED_FINDINGS });
  check(scenario, 'check inside packages/api → 1', [...c, 'check', ...json], path.join(dir, 'packages/api'), { exit: 1, rules: TYPED_FINDINGS });
}

/** The runtime kit alone: no ESLint, no TypeScript, and the kit works from ESM and CommonJS. */
function runtimeOnly(scenario, pm) {
  const dir = project(scenario, 'runtime', pm, [pkgSpec[pm]], { runtimeOnly: true });
  if (!dir) return;
  const names = scenarios.at(-1).names;
  const heavy = names.filter((n) => n === 'eslint' || n === 'typescript' || n.startsWith('@typescript-eslint/'));
  rows.push({ scenario, label: `installs no eslint/typescript (${heavy.join(' ') || 'none'})`, expected: 0, actual: heavy.length, ok: heavy.length === 0, ms: 0 });
  const node = pm === 'yarn' ? ['npx', ...YARN, 'node'] : ['node'];
  check(scenario, "import { collectAll } from 'completeness'", [...node, 'collect.mjs'], dir, { exit: 0, says: /^\{"complete":true,"items":\[1,2,3\]\}$/m });
  check(scenario, "require('completeness').collectAll", [...node, '-e', "process.exit(typeof require('completeness').collectAll === 'function' ? 0 : 1)"], dir, { exit: 0 });
}

const started = performance.now();
if (wanted('js-eslint10')) {
  const dir = plainJs('js-eslint10', ESLINT_10);
  if (dir) cli('js-eslint10', dir);
}
if (wanted('js-eslint9')) plainJs('js-eslint9', ESLINT_9);
if (wanted('typed')) typed('typed', 'npm');
if (wanted('monorepo')) monorepo('monorepo');
if (wanted('runtime')) runtimeOnly('runtime', 'npm');
if (!argv.includes('--no-pnpm')) {
  if (wanted('pnpm-typed')) {
    // Strict pnpm: nothing hoisted, not even inside node_modules/.pnpm, so each package sees only what it declares.
    fs.mkdirSync(path.join(work, 'pnpm-typed'));
    fs.writeFileSync(path.join(work, 'pnpm-typed/.npmrc'), 'hoist=false\nstrict-peer-dependencies=true\n');
    typed('pnpm-typed', 'pnpm');
  }
  if (wanted('pnpm-runtime')) runtimeOnly('pnpm-runtime', 'pnpm');
}
if (!argv.includes('--no-yarn')) {
  // Yarn 4 with Plug'n'Play (its default), from the npm registry; its own cache inside the project, so it can be measured.
  for (const name of ['yarn-typed', 'yarn-runtime']) {
    fs.mkdirSync(path.join(work, name));
    fs.writeFileSync(path.join(work, name, '.yarnrc.yml'), `npmRegistryServer: "${run('npm', ['config', 'get', 'registry'], root).stdout.trim().replace(/\/$/, '')}"\nenableGlobalCache: false\n`);
  }
  if (wanted('yarn-typed')) typed('yarn-typed', 'yarn');
  if (wanted('yarn-runtime')) runtimeOnly('yarn-runtime', 'yarn');
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const table = [['scenario', 'config lines', 'install (pm: packages, size, time)', 'check', 'exit expected', 'exit actual', 'time', '']];
for (const s of scenarios) {
  const install = `${s.pm}: ${String(s.packages)} pkgs, ${s.mb.toFixed(1)} MB, ${seconds(s.installMs)}`;
  rows
    .filter((r) => r.scenario === s.scenario)
    .forEach((r, i) => table.push([i === 0 ? s.scenario : '', i === 0 ? String(s.configLines ?? '-') : '', i === 0 ? install : '', r.label, String(r.expected), String(r.actual), seconds(r.ms), r.ok ? 'ok' : 'FAIL']));
}
const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
for (const row of table) console.log(row.map((cell, col) => cell.padEnd(widths[col])).join('  ').trimEnd());
const failed = rows.filter((r) => !r.ok).length;
console.log(`\n${String(rows.length - failed)} passed, ${String(failed)} failed (pack ${seconds(packed.ms)}, total ${seconds(performance.now() - started + packed.ms)})`);
if (keep) console.log(`kept ${work}`);
else fs.rmSync(work, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
