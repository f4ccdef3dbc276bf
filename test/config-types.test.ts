import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/lint-project.js';

// test/fixtures/config-types holds an eslint.config.ts and a `// @ts-check` eslint.config.js that use the
// plugin with defineConfig (eslint/config), tseslint.config, `extends` and `plugins: { completeness }`.
// (test:ts-range compiles the same on the lowest and highest TypeScript of the peer range.)
describe.each([
  ['ESLint 10', 'tsconfig.json'],
  ['ESLint 9', 'tsconfig.eslint9.json'],
])('the config types on %s', (_label, tsconfig) => {
  it('type-check', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'test/fixtures/config-types', tsconfig), '--pretty', 'false'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
