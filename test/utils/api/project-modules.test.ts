import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from '@typescript-eslint/rule-tester';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import singlePage from '../../../rules/no-single-page-as-whole.js';
import { namedForPackage, reexportsClientOf } from '../../../rules/utils/api/project-modules.js';

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
write('firebase-stub.js', `module.exports = { authAdmin: { listUsers: async () => ({ users: [] }) } };\n`);
write('git/repository.ts', [
  `import { Octokit } from '@octokit/rest';`,
  'export interface RepoContext { client: Octokit; owner: string; name: string }',
].join('\n'));
write('git/wrapped.ts', [
  `import { Octokit } from '@octokit/rest';`,
  'export class Repos {',
  '  async getAllEnvironments(owner: string, repo: string) {',
  '    return [];',
  '  }',
  '}',
].join('\n'));
write('git/plain-context.ts', `export interface RepoContext { client: unknown; owner: string; name: string }\n`);
const importer = path.join(dir, 'routes', 'users.js');
afterAll(() => { fs.rmSync(dir, { recursive: true, force: true }); });

describe('reexportsClientOf', () => {
  it('a project module that imports the package hands on its client', () => {
    expect(reexportsClientOf(importer, '../auth/auth', 'firebase-admin', 'listUsers')).toBe(true);
    expect(reexportsClientOf(importer, '../firebase.js', 'firebase-admin', 'listUsers')).toBe(true);
  });
  it('a module that declares the method itself, or imports nothing of the package, does not', () => {
    expect(reexportsClientOf(importer, '../users-service', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../users-class', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../plain', 'firebase-admin', 'listUsers')).toBe(false);
    expect(reexportsClientOf(importer, '../auth/auth', '@supabase/supabase-js', 'listUsers')).toBe(false);
  });
  it('a package, an alias or a missing file cannot be read: null, left to the module name', () => {
    expect(reexportsClientOf(importer, 'firebase-admin', 'firebase-admin', 'listUsers')).toBeNull();
    expect(reexportsClientOf(importer, '../missing', 'firebase-admin', 'listUsers')).toBeNull();
    expect(reexportsClientOf(importer, '@/lib/firebase', 'firebase-admin', 'listUsers')).toBeNull();
  });
  it('several packages, or a scope standing for its packages: any of them', () => {
    expect(reexportsClientOf(importer, '../git/repository', ['@octokit', 'octokit'], 'getAllEnvironments')).toBe(true);
    expect(reexportsClientOf(importer, '../git/repository', ['octokit', 'probot'], 'getAllEnvironments')).toBe(false);
    expect(reexportsClientOf(importer, '../git/wrapped', ['@octokit'], 'getAllEnvironments')).toBe(false);
  });
  it('a module edited after it was read (an editor keeps one lint process)', () => {
    write('late.js', `module.exports = {};\n`);
    expect(reexportsClientOf(importer, '../late', 'firebase-admin', 'listUsers')).toBe(false);
    write('late.js', `const admin = require('firebase-admin');\nmodule.exports = { auth: admin.auth() };\n`);
    expect(reexportsClientOf(importer, '../late', 'firebase-admin', 'listUsers')).toBe(true);
  });
});

describe('namedForPackage', () => {
  it('a project module with the vendor as a word of its path: a scope, or the first word of the name', () => {
    expect(namedForPackage('../../firebase', 'firebase-admin')).toBe(true);
    expect(namedForPackage('../lib/firebaseAdmin.js', 'firebase-admin')).toBe(true);
    expect(namedForPackage('../../utils/contentful-clients', 'contentful-management')).toBe(true);
    expect(namedForPackage('@/lib/supabase/server', '@supabase/supabase-js')).toBe(true);
    expect(namedForPackage('~/services/jira', 'jira.js')).toBe(true);
  });
  it('not a package, not another vendor, not a word that only contains the vendor', () => {
    expect(namedForPackage('firebase', 'firebase-admin')).toBe(false);
    expect(namedForPackage('@acme/firebase', 'firebase-admin')).toBe(false);
    expect(namedForPackage('../directory', 'firebase-admin')).toBe(false);
    expect(namedForPackage('../firebasement', 'firebase-admin')).toBe(false);
    expect(namedForPackage('./supabase', '@clerk/backend')).toBe(false);
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
      // the project's modules import no Octokit: \`client.repos\` is no GitHub client the file shows
      filename: importer,
      code: `
import type { RepoContext } from '../git/plain-context';
export async function environments(ctx: RepoContext) {
  const result = await ctx.client.repos.getAllEnvironments({ owner: ctx.owner, repo: ctx.name });
  return result.data.environments ?? [];
}
`,
    },
    {
      // the module that imports Octokit declares the method itself: its own wrapper answers
      filename: importer,
      code: `
import { Repos } from '../git/wrapped';
const client = { repos: new Repos() };
export async function environments(owner: string, repo: string) {
  const result = await client.repos.getAllEnvironments(owner, repo);
  return result.data.environments ?? [];
}
`,
    },
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
    {
      // a module named for the vendor that can be read, and imports nothing of it: what it holds decides
      filename: importer,
      code: `
const { authAdmin } = require('../firebase-stub');
async function all(res) {
  const r = await authAdmin.listUsers();
  res.json(r.users);
}
`,
    },
  ],
  invalid: [
    {
      // a GitHub client typed by a module of the project that imports Octokit: Octokit's method names GitHub's operation
      filename: importer,
      code: `
import type { RepoContext } from '../git/repository';
export async function environments(ctx: RepoContext) {
  const result = await ctx.client.repos.getAllEnvironments({ owner: ctx.owner, repo: ctx.name });
  return result.data.environments ?? [];
}
`,
      errors: [{
        messageId: 'knownPages',
        line: 4,
        column: 24,
        data: {
          request: 'ctx.client.repos.getAllEnvironments', api: 'api.github.com repos/get-all-environments', size: 'pages at 30', field: 'page',
        },
      }],
    },
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
    {
      // a module that cannot be read (a file linted alone) speaks by its name
      filename: importer,
      code: `
const admin = require('../../firebase');
async function all(res) {
  const r = await admin.auth().listUsers(1000);
  res.json(r.users);
}
`,
      errors: [{ messageId: 'knownPages', line: 4, column: 19 }],
    },
    {
      // a client handed in, untyped, in a file that imports a module named for the vendor
      filename: importer,
      code: `
const { createManagementClient } = require('../utils/contentful-clients');
async function contentTypes(environment) {
  return (await environment.getContentTypes()).items;
}
`,
      errors: [{ messageId: 'knownPages', line: 4, column: 17 }],
    },
  ],
});
