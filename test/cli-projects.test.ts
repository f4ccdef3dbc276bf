import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../src/cli/check.js';
import { inventory } from '../src/cli/inventory.js';
import { SAFE_JS, scratch, UNSAFE_JS } from './support/cli.js';

const TSCONFIG = JSON.stringify({
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: [] },
  include: ['src'],
});
/** Found only with type information: the page's `has_more` is dropped (completeness/no-ignored-completeness-signal). */
const TYPED_ONLY = `interface StripeList<T> { object: 'list'; data: T[]; has_more: boolean }
declare const billing: { invoicesFor(): Promise<StripeList<{ id: string }>> };
export async function f() {
  const page = await billing.invoicesFor();
  return page.data;
}
`;
const rulesOf = (outcome: Awaited<ReturnType<typeof check>>, dir: string) =>
  outcome.results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}:${String(m.line)} ${String(m.ruleId)}`));

describe('monorepos: type information from the nearest tsconfig.json of each file (issue 13, item 3)', () => {
  const monorepo = () =>
    scratch({
      'package.json': JSON.stringify({ private: true, workspaces: ['packages/*'] }),
      'packages/api/package.json': JSON.stringify({ name: 'api', type: 'module' }),
      'packages/api/tsconfig.json': TSCONFIG,
      'packages/api/src/billing.ts': TYPED_ONLY,
      'packages/api/scripts/seed.ts': TYPED_ONLY,
      'packages/web/tsconfig.json': TSCONFIG,
      'packages/web/src/job.ts': TYPED_ONLY,
    });

  it('`check packages/api` from the root runs the typed rules with packages/api/tsconfig.json', async () => {
    const dir = monorepo();
    const outcome = await check({ paths: ['packages/api'], cwd: dir, format: 'json' });
    expect(outcome.exitCode).toBe(1);
    expect(rulesOf(outcome, dir)).toEqual(['packages/api/src/billing.ts:5 completeness/no-ignored-completeness-signal']);
    expect(outcome.notes).toContain(`type-aware rules on: ${path.join('packages', 'api', 'tsconfig.json')}`);
    // A file its tsconfig.json leaves out is still linted, without type information.
    expect(outcome.results.map((r) => path.relative(dir, r.filePath))).toEqual(['packages/api/scripts/seed.ts', 'packages/api/src/billing.ts']);
    expect(outcome.notes).toContain('1 TypeScript file(s) in no tsconfig.json project: linted without type information');
  });

  it('each package gets its own project when the whole tree is checked, and from inside a package', async () => {
    const dir = monorepo();
    const all = await check({ paths: ['.'], cwd: dir, format: 'json' });
    expect(rulesOf(all, dir)).toEqual([
      'packages/api/src/billing.ts:5 completeness/no-ignored-completeness-signal',
      'packages/web/src/job.ts:5 completeness/no-ignored-completeness-signal',
    ]);
    const inside = await check({ paths: ['.'], cwd: path.join(dir, 'packages/web/src'), format: 'json' });
    expect(rulesOf(inside, path.join(dir, 'packages/web/src'))).toEqual(['job.ts:5 completeness/no-ignored-completeness-signal']);
  });
});

const missing = (...names: string[]) => (name: string) => (names.includes(name) ? Promise.reject(new Error(`Cannot find package '${name}'`)) : import(name));

describe('a TypeScript project with typescript-eslint but no @typescript-eslint/parser within reach (Yarn PnP)', () => {
  it('takes the parser from typescript-eslint and runs the typed rules', async () => {
    const dir = scratch({ 'tsconfig.json': TSCONFIG, 'src/billing.ts': TYPED_ONLY });
    const outcome = await check({ paths: ['.'], cwd: dir, format: 'json', importPeer: missing('@typescript-eslint/parser') });
    expect(outcome.skipped).toEqual([]);
    expect(rulesOf(outcome, dir)).toEqual(['src/billing.ts:5 completeness/no-ignored-completeness-signal']);
    expect(outcome.exitCode).toBe(1);
  });
});

describe('a plain JS project without @typescript-eslint/parser (issue 13, item 4)', () => {
  const withoutTsParser = missing('@typescript-eslint/parser', 'typescript-eslint');

  it('lints JavaScript, JSX included, with ESLint default parser', async () => {
    const dir = scratch({ 'src/job.js': UNSAFE_JS, 'src/view.jsx': 'export const View = () => <div>{42}</div>;\n', 'src/legacy.cjs': 'module.exports = 1;\n' });
    const outcome = await check({ paths: ['.'], cwd: dir, format: 'json', importPeer: withoutTsParser });
    expect(outcome.skipped).toEqual([]);
    expect(outcome.linted).toBe(3);
    expect(rulesOf(outcome, dir)).toEqual(['src/job.js:3 completeness/no-empty-as-absence']);
    expect(outcome.exitCode).toBe(1);
  });

  it('skips TypeScript files and says why; a run with nothing else to lint exits 2', async () => {
    const mixed = scratch({ 'a.js': SAFE_JS, 'b.ts': 'export const b: number = 1;\n' });
    const outcome = await check({ paths: ['.'], cwd: mixed, format: 'stylish', importPeer: withoutTsParser });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.notes).toContain('1 TypeScript file(s) skipped: @typescript-eslint/parser is not installed (npm install --save-dev @typescript-eslint/parser)');
    const tsOnly = scratch({ 'b.ts': 'export const b: number = 1;\n' });
    expect((await check({ paths: ['.'], cwd: tsOnly, format: 'stylish', importPeer: withoutTsParser })).exitCode).toBe(2);
  });

  it('inventory works too and names no other command', async () => {
    const dir = scratch({ 'src/list.js': 'export async function allUsers() {\n  const r = await api.listUsers();\n  return r.items;\n}\n' });
    const { rows, notes } = await inventory({ paths: ['.'], cwd: dir, importPeer: withoutTsParser });
    expect(rows.map((r) => [r.file, r.name])).toEqual([['src/list.js', 'allUsers']]);
    expect(notes.join('\n')).not.toMatch(/\bcheck\b/);
  });

  it('without eslint, the message names the command that was run', async () => {
    const dir = scratch({ 'a.js': SAFE_JS });
    const noEslint = (name: string) => (name === 'eslint' ? Promise.reject(new Error('missing')) : import(name));
    await expect(inventory({ paths: ['.'], cwd: dir, importPeer: noEslint })).rejects.toThrow(/^completeness inventory needs eslint/);
  });
});

describe('progress (issue 13, item 5)', () => {
  it('reports a running file count for large trees', async () => {
    const dir = scratch(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`src/f${String(i)}.js`, SAFE_JS])));
    const calls: [number, number][] = [];
    const outcome = await check({ paths: ['.'], cwd: dir, format: 'json', progress: (done, total) => calls.push([done, total]) });
    expect(outcome.exitCode).toBe(0);
    expect(calls).toEqual([
      [100, 150],
      [150, 150],
    ]);
  });
});
