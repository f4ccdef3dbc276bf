// npm run test:ts-range: compiles the public types with skipLibCheck: false on the lowest and the highest
// TypeScript of the peer range, and the highest 5.x (installed from the registry into a temp dir, kept between
// runs): a consumer of every entry point (with @types/node, and without any @types: "types": [] with the DOM lib,
// as a browser bundle, and with the WebWorker lib, as an edge worker), the ESLint config type tests (ESLint 10
// and 9) and types/*.test-d.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const range = pkg.peerDependencies.typescript;
const published = JSON.parse(execFileSync('npm', ['view', `typescript@${range}`, 'version', '--json'], { encoding: 'utf8' }));
const stable = [published].flat().filter((v) => /^\d+\.\d+\.\d+$/.test(v));
const versions = [...new Set([stable[0], stable.filter((v) => v.startsWith('5.')).at(-1), stable.at(-1)])].filter(Boolean);

function install(version) {
  const dir = path.join(os.tmpdir(), 'completeness-ts-range', version);
  const tsc = path.join(dir, 'node_modules/typescript/bin/tsc');
  if (!fs.existsSync(tsc)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `typescript@${version}`], { cwd: dir, stdio: 'ignore' });
  }
  return tsc;
}

const projects = [
  ['consumer of every entry point', 'test/fixtures/ts-range/tsconfig.json'],
  ['every entry point without @types/node, lib DOM', 'test/fixtures/ts-range/tsconfig.no-node-types.dom.json'],
  ['every entry point without @types/node, lib WebWorker', 'test/fixtures/ts-range/tsconfig.no-node-types.worker.json'],
  ['config types, ESLint 10', 'test/fixtures/config-types/tsconfig.json'],
  ['config types, ESLint 9', 'test/fixtures/config-types/tsconfig.eslint9.json'],
  ['types/*.test-d.ts', 'test/fixtures/ts-range/tsconfig.type-tests.json'],
];

/** tsc's errors, except those on an `expectError(` line; and the expectError lines that gave none. */
function judge(output) {
  const errors = [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map(([, file, line, text]) => ({ file: path.resolve(root, file), line: Number(line), text }));
  const lineOf = (e) => fs.readFileSync(e.file, 'utf8').split('\n')[e.line - 1] ?? '';
  const unexpected = errors.filter((e) => !lineOf(e).includes('expectError('));
  const missing = [];
  for (const name of fs.readdirSync(path.join(root, 'types')).filter((f) => f.endsWith('.test-d.ts'))) {
    const file = path.join(root, 'types', name);
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (text.includes('expectError(') && !errors.some((e) => e.file === file && e.line === i + 1)) missing.push(`types/${name}:${String(i + 1)} expectError without an error`);
      });
  }
  return { unexpected, missing };
}

let failed = false;
console.log(`TypeScript peer range ${range}: testing ${versions.join(' and ')}`);
for (const version of versions) {
  const tsc = install(version);
  for (const [label, project] of projects) {
    const run = spawnSync(process.execPath, [tsc, '-p', project, '--skipLibCheck', 'false', '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    const { unexpected, missing } = project.includes('type-tests') ? judge(output) : { unexpected: run.status === 0 ? [] : [{ text: output.trim() }], missing: [] };
    const ok = unexpected.length === 0 && missing.length === 0;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} TypeScript ${version}  ${label}`);
    for (const e of unexpected) console.log(`     ${e.file ? `${path.relative(root, e.file)}:${String(e.line)} ` : ''}${e.text}`);
    for (const m of missing) console.log(`     ${m}`);
  }
}
process.exit(failed ? 1 : 0);
