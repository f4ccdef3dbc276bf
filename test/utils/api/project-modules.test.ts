import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from '@typescript-eslint/rule-tester';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import singlePage from '../../../rules/no-single-page-as-whole.js';
import { reexportsClientOf } from '../../../rules/utils/api/project-modules.js';

/**
 * One hop into the project's own modules: a client made in `../auth` from an SDK package is that SDK's client where
 * it is called, unless that module declares a function of the called name (a wrapper answers for itself).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-modules-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
write('auth/auth.js', `const admin = require('firebase-admin');\nadmin.initializeApp();\nmodule.exports = { authAdmin: admin.auth() };\n`);
write('firebase.ts', `import * as admin from 'firebase-admin/app';\nexport default admin;\n`);
write('users-service.js', [
  `const admin = require('firebase-admin');`,
  'async function listUsers() {',
  '  return [];',
  '}',
  'module.exports = { listUsers };',
].join('\n'));
write('users-class.ts', [
  `import { getAuth } from 'firebase-admin/auth';`,
  'export class Users {',
  '  async listUsers(): Promise<string[]> {',
  '    return [];',
  '  }',
  '}',
].join('\n'));
write('plain.js', `module.exports = { authAdmin: {} };\n`);
const importer = path.join(dir, 'routes', 'users.js');
afterAll(() => { fs.rmSync(dir, { recursive: true, force: true }); });

describe('reexportsClientOf', () => {
  it('a project module that imports the package hands on its client', () => {
    expect(reexportsClientOf(importer, '../auth/auth', 'firebase-admin', 'listUsers')).toBe(true);
    expect(reexportsClientOf(importer, '../firebase.js', 'firebase-admin', 'listUsers')).toBe(true);
  });
  it('a module that declares the method itself, one that imports nothing, a package, or a missing file does not', () => {
    expect(reexportsClientOf(importer, '../users-service', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../users-class', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../plain', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, 'firebase-admin', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../missing', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../auth/auth', '@supabase/supabase-js', 'listUsers')).toBe(false);
  });
  it('a module edited after it was read is read again (an editor keeps one lint process)', () => {
    write('late.js', `module.exports = {};\n`);
    expect(reexportsClientOf(importer, '../late', 'firebase-admin', 'listUsers')).toBe(false);
    write('late.js', `const admin = require('firebase-admin');\nmodule.exports = { auth: admin.auth() };\n`);
    expect(reexportsClientOf(importer, '../late', 'firebase-admin', 'listUsers')).toBe(true);
  });
});

describe('reexportsClientOf: a declaration of the called name, in any form, makes the module answer for itself', () => {
  const name = fc.stringMatching(/^[a-z][A-Za-z0-9]{2,12}$/);
  const declarations = [
    (n: string) => `function ${n}(a) {\n  return [];\n}`,
    (n: string) => `async function ${n}() {\n  return [];\n}`,
    (n: string) => `export function* ${n}() {}`,
    (n: string) => `const ${n} = async (a) => [];`,
    (n: string) => `export const ${n} = function () { return []; };`,
    (n: string) => `module.exports = {\n  ${n}: async () => [],\n};`,
    (n: string) => `class Users {\n  async ${n}(a, b) {\n    return [];\n  }\n}`,
    (n: string) => `class Users {\n  public static ${n}(): Promise<string[]> {\n    return [];\n  }\n}`,
  ];
  let file = 0;
  it('only calls of the name: the module hands on a client; one declaration: it does not', () => {
    fc.assert(
      fc.property(name, fc.nat({ max: declarations.length - 1 }), (method, form) => {
        const calls = `const sdk = require('firebase-admin');\nmodule.exports = { run: () => sdk.auth().${method}(10) };\n`;
        const declared = `const sdk = require('firebase-admin');\n${(declarations[form] as (n: string) => string)(method)}\n`;
        file += 1;
        write(`prop/calls-${String(file)}.js`, calls);
        write(`prop/declares-${String(file)}.ts`, declared);
        expect(reexportsClientOf(importer, `../prop/calls-${String(file)}`, 'firebase-admin', method)).toBe(true);
        expect(reexportsClientOf(importer, `../prop/declares-${String(file)}`, 'firebase-admin', method)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

const ruleTester = new RuleTester();
ruleTester.run('no-single-page-as-whole through a project module', singlePage, {
  valid: [
    {
      filename: importer,
      code: `
const service = require('../users-service');
async function all(res) {
  const users = await service.listUsers();
  res.json(users);
}
`,
    },
    {
      filename: importer,
      code: `
const { authAdmin } = require('../plain');
async function all(res) {
  const r = await authAdmin.listUsers();
  res.json(r.users);
}
`,
    },
  ],
  invalid: [
    {
      filename: importer,
      code: `
const { authAdmin } = require('../auth/auth');
async function all(res) {
  const r = await authAdmin.listUsers();
  res.json(r.users);
}
`,
      errors: [{ messageId: 'knownPages', line: 4, column: 19 }],
    },
  ],
});
