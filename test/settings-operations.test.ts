import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RuleTester } from '@typescript-eslint/rule-tester';
import { Linter } from 'eslint';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import plugin from '../rules/index.js';
import emptyAsAbsence from '../rules/no-empty-as-absence.js';
import inventory from '../rules/inventory.js';
import requireListingReturn from '../rules/require-listing-return.js';
import singlePage from '../rules/no-single-page-as-whole.js';
import { SettingsError } from '../src/errors.js';
import { expectedReports, makeLintProject, root } from './support/lint-project.js';

/**
 * `settings.completeness.operations`: users declare their own APIs by package and name, by file, by URL or by name
 * alone, as paginated (`pages`) or complete by construction (`complete: true`). Each specifier kind: a call that
 * becomes reported, look-alikes that stay quiet, a cursor sent that keeps it quiet.
 */
const PAGES = { cursor: 'after', pageSize: 'first', items: 'nodes', next: ['pageInfo.hasNextPage', 'pageInfo.endCursor'] };
const settings = {
  completeness: {
    operations: [
      { from: 'package', package: '@acme/api', name: ['listWidgets', 'widgets.list'], pages: PAGES },
      { from: 'file', path: 'src/clients/*.ts', name: 'fetchTeams', pages: { cursor: 'page', items: 'teams', next: ['nextPage'] } },
      { from: 'url', url: 'https://api.acme.internal/v1/squads/{squad}/people', pages: { cursor: 'page_token', items: 'people', next: ['next_page_token'] } },
      { from: 'url', url: '/v2/audit/*', pages: { next: ['more'] } },
      { name: 'loadInvoices', pages: { pageSize: 'limit', next: ['hasMore'] } },
      { from: 'package', package: '@acme/cache', name: 'allWidgets', complete: true },
      { from: 'package', package: '@octokit/rest', name: 'pulls.list', complete: true },
      { from: 'file', name: 'pullBatch', pages: { next: ['nextBatch'] } },
    ],
  },
};

const ruleTester = new RuleTester();

ruleTester.run('settings.completeness.operations: no-single-page-as-whole', singlePage, {
  valid: [
    // without the setting, a call of an internal client with no page size is not known to page
    { code: `import { listWidgets } from '@acme/api';
export async function names() {
  const page = await listWidgets();
  return page.nodes.map((w) => w.name);
}` },
    // package: the same name from another package that starts alike
    { settings, code: `import { listWidgets } from '@acme/api-mock';
export async function names() {
  const page = await listWidgets();
  return page.nodes.map((w) => w.name);
}` },
    // package: a function of the same name declared here
    { settings, code: `async function listWidgets() { return { nodes: await db.widgets() }; }
export async function names() {
  const page = await listWidgets();
  return page.nodes.map((w) => w.name);
}` },
    // package: the cursor is sent, so this is one step of a walk
    { settings, code: `import { listWidgets } from '@acme/api';
export async function next(after: string) {
  const page = await listWidgets({ first: 50, after });
  return page.nodes;
}` },
    // package: the continuation field is read
    { settings, code: `import { listWidgets } from '@acme/api';
export async function first() {
  const page = await listWidgets({ first: 50 });
  return { items: page.nodes, more: page.pageInfo.hasNextPage };
}` },
    // file: the same name imported from a file the glob does not match
    { settings, filename: 'src/jobs/sync.ts', code: `import { fetchTeams } from '../legacy/teams.js';
export async function teamNames() {
  const res = await fetchTeams('acme');
  return res.teams.map((t) => t.name);
}` },
    // file: a function of the same name declared in a file the glob does not match
    { settings, filename: 'src/jobs/sync.ts', code: `async function fetchTeams(org) { return { teams: await cache.teams(org) }; }
export async function teamNames() {
  const res = await fetchTeams('acme');
  return res.teams.map((t) => t.name);
}` },
    // file without a path: the same name imported from a package
    { settings, code: `import { pullBatch } from 'batch-lib';
export async function ids() {
  const batch = await pullBatch('queue');
  return batch.items.map((i) => i.id);
}` },
    // url: another host with the same path
    { settings, code: `import axios from 'axios';
export async function people(squad: string) {
  const { data } = await axios.get(\`https://api.other.example/v1/squads/\${squad}/people\`);
  return data.people.map((m) => m.login);
}` },
    // url: the page token is sent
    { settings, code: `import axios from 'axios';
export async function people(squad: string, token: string) {
  const { data } = await axios.get(\`https://api.acme.internal/v1/squads/\${squad}/people?page_token=\${token}\`);
  return data.people.map((m) => m.login);
}` },
    // url: a write to the same URL is no page
    { settings, code: `export async function invite(squad: string, login: string) {
  const res = await fetch(\`https://api.acme.internal/v1/squads/\${squad}/people\`, { method: 'POST', body: login });
  return (await res.json()).people;
}` },
    // complete: true wins over the hand row that knows Octokit's `pulls.list` as one page
    { settings, code: `import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
export async function titles() {
  const { data } = await octokit.pulls.list({ owner: 'o', repo: 'r', per_page: 100 });
  return data.map((p) => p.title);
}` },
    // complete: true silences a page size that would read as one page
    { settings, code: `import { allWidgets } from '@acme/cache';
export async function names() {
  const rows = await allWidgets({ limit: 500 });
  return rows.map((w) => w.name);
}` },
  ],
  invalid: [
    // package: a name imported from the package
    {
      settings,
      code: `import { listWidgets } from '@acme/api';
export async function names() {
  const page = await listWidgets({ first: 50 });
  return page.nodes.map((w) => w.name);
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 22, data: { request: 'listWidgets', api: '@acme/api', size: 'pages at `50`', field: 'pageInfo.hasNextPage' } }],
    },
    // package: a method path on a client constructed from the package's class, with no argument
    {
      settings,
      code: `import { AcmeClient } from '@acme/api';
const acme = new AcmeClient({ token: process.env.TOKEN });
export async function names() {
  const page = await acme.widgets.list();
  return page.nodes.map((w) => w.name);
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 22 }],
    },
    // package: a class's client, set by a constructor parameter typed with the package's class
    {
      settings,
      code: `import type { AcmeClient } from '@acme/api';
export class WidgetService {
  constructor(private readonly client: AcmeClient) {}
  async names() {
    const page = await this.client.listWidgets();
    return page.nodes.map((w) => w.name);
  }
}`,
      errors: [{ messageId: 'knownPages', line: 5, column: 24 }],
    },
    // package: a namespace import, and `require`
    {
      settings,
      code: `import * as acme from '@acme/api';
const { listWidgets } = require('@acme/api');
export async function both() {
  const a = await acme.listWidgets();
  const b = await listWidgets();
  return [...a.nodes, ...b.nodes];
}`,
      errors: [
        { messageId: 'knownPages', line: 4, column: 19 },
        { messageId: 'knownPages', line: 5, column: 19 },
      ],
    },
    // file: a function declared in a file the glob matches, called there
    {
      settings,
      filename: 'src/clients/teams.ts',
      code: `export async function fetchTeams(org: string, page = 1) {
  return (await fetch(\`/orgs/\${org}/teams?page=\${page}\`)).json();
}
export async function teamNames(org: string) {
  const res = await fetchTeams(org);
  return res.teams.map((t) => t.name);
}`,
      errors: [{ messageId: 'knownPages', line: 5, column: 21, data: { request: 'fetchTeams', api: 'src/clients/*.ts fetchTeams', size: 'default page size', field: 'nextPage' } }],
    },
    // file: imported from that file by a relative path (`.js` written for a `.ts` file)
    {
      settings,
      filename: 'src/jobs/sync.ts',
      code: `import { fetchTeams } from '../clients/teams.js';
export async function teamNames() {
  const res = await fetchTeams('acme');
  return res.teams.map((t) => t.name);
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 21 }],
    },
    // file without a path: any file of the project, imported by a relative path
    {
      settings,
      code: `import { pullBatch } from './queue/batch';
export async function ids() {
  const batch = await pullBatch('queue');
  return batch.items.map((i) => i.id);
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 23, data: { request: 'pullBatch', api: 'pullBatch', size: 'default page size', field: 'nextBatch' } }],
    },
    // url: the host the code shows and the whole path, `{squad}` standing for one segment
    {
      settings,
      code: `const BASE = 'https://api.acme.internal/v1';
export async function people(squad: string) {
  const res = await fetch(\`\${BASE}/squads/\${squad}/people\`);
  const body = await res.json();
  return body.people.map((m) => m.login);
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 21, data: { request: 'fetch', api: 'https://api.acme.internal/v1/squads/{squad}/people', size: 'default page size', field: 'next_page_token' } }],
    },
    // url: a path alone matches the end of any base's URL, `*` any one segment
    {
      settings,
      code: `export async function events(http, base: string) {
  const { data } = await http.get(\`\${base}/v2/audit/events\`);
  return data.items;
}`,
      errors: [{ messageId: 'knownPages', line: 2, column: 26 }],
    },
    // a name alone, whatever it is imported from
    {
      settings,
      code: `import { loadInvoices } from './billing';
export async function unpaid(customer: string) {
  const res = await loadInvoices(customer, { limit: 100 });
  return res.data.filter((i) => !i.paid);
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 21, data: { request: 'loadInvoices', api: 'loadInvoices', size: 'pages at `100`', field: 'hasMore' } }],
    },
  ],
});

ruleTester.run('settings.completeness.operations: no-empty-as-absence (complete: true)', emptyAsAbsence, {
  valid: [
    {
      settings,
      code: `import { allWidgets } from '@acme/cache';
export async function prune(org: string) {
  const widgets = await allWidgets(org, { limit: 100 });
  if (widgets.length === 0) await deleteOrg(org);
}`,
    },
  ],
  invalid: [
    // without the setting, the same call may be one page
    {
      code: `import { allWidgets } from '@acme/cache';
export async function prune(org: string) {
  const widgets = await allWidgets(org, { limit: 100 });
  if (widgets.length === 0) await deleteOrg(org);
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 7 }],
    },
    // another package's `allWidgets` is not complete by construction
    {
      settings,
      code: `import { allWidgets } from '@acme/cache-remote';
export async function prune(org: string) {
  const widgets = await allWidgets(org, { limit: 100 });
  if (widgets.length === 0) await deleteOrg(org);
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 7 }],
    },
  ],
});

ruleTester.run('settings.completeness.operations: require-listing-return (complete: true)', requireListingReturn, {
  valid: [
    {
      settings,
      code: `import { allWidgets } from '@acme/cache';
export async function listWidgetNames(): Promise<string[]> {
  const rows = await allWidgets();
  return rows.map((w) => w.name);
}`,
    },
  ],
  invalid: [
    {
      code: `import { allWidgets } from '@acme/cache';
export async function listWidgetNames(): Promise<string[]> {
  const rows = await allWidgets();
  return rows.map((w) => w.name);
}`,
      errors: [{ messageId: 'requireListing', line: 2, column: 23 }],
    },
  ],
});

ruleTester.run('settings.completeness.operations: inventory', inventory, {
  valid: [],
  invalid: [
    {
      settings,
      code: `import { listWidgets } from '@acme/api';
export async function widgetNames() {
  const page = await listWidgets();
  return page.nodes.map((w) => w.name);
}`,
      errors: [{ messageId: 'wrapper', line: 2, column: 8, data: { record: JSON.stringify({ name: 'widgetNames', shape: 'bare array', line: 2, endLine: 5, operations: ['@acme/api'] }) } }],
    },
  ],
});

/** Lints `code` with one rule of the plugin and `settings.completeness` set to `completeness`. */
function lintWith(completeness: unknown, rule = 'no-single-page-as-whole', code = 'export async function f() { return (await listWidgets()).nodes; }') {
  const config = { files: ['**/*.ts', '**/*.js'], plugins: { completeness: plugin }, rules: { [`completeness/${rule}`]: 'error' }, settings: { completeness } };
  return new Linter().verify(code, [config as Linter.Config], 'file.js');
}

/** The error linting with these settings throws, or null. */
function settingsErrorOf(completeness: unknown): (Error & { code?: unknown; field?: unknown }) | null {
  try {
    lintWith(completeness);
    return null;
  } catch (error) {
    return error as Error & { code?: unknown; field?: unknown };
  }
}

describe('malformed settings.completeness', () => {
  const op = { name: 'listWidgets', pages: {} };
  const BAD: readonly [string, unknown, string, RegExp][] = [
    ['not an object', 'listWidgets', 'settings.completeness', /expected an object, got string/],
    ['an unknown key', { operation: [op] }, 'settings.completeness.operation', /unknown key; expected one of .*operations/],
    ['a list setting that is a string', { destructiveVerbs: 'quarantine' }, 'settings.completeness.destructiveVerbs', /expected an array of strings/],
    ['a signal of no role', { signals: { moreAvailable: 'more' } }, 'settings.completeness.signals.moreAvailable', /expected a role/],
    ['an API row without requests', { apis: [{ id: 'x', items: [], signals: [], pageSize: [], pagers: [] }] }, 'settings.completeness.apis[0].requests', /request shapes/],
    ['operations that is no array', { operations: op }, 'settings.completeness.operations', /expected an array of operation entries/],
    ['a bare name', { operations: [op, 'listWidgets'] }, 'settings.completeness.operations[1]', /a bare name cannot say what the call is/],
    ['an unknown `from`', { operations: [{ ...op, from: 'module' }] }, 'settings.completeness.operations[0].from', /expected 'package', 'file' or 'url'/],
    ["typescript-eslint's `lib`", { operations: [{ ...op, from: 'lib' }] }, 'settings.completeness.operations[0].from', /TypeScript's own types/],
    ['a package entry without a package', { operations: [{ ...op, from: 'package' }] }, 'settings.completeness.operations[0].package', /a package name/],
    ['a relative package', { operations: [{ ...op, from: 'package', package: './api' }] }, 'settings.completeness.operations[0].package', /a package name/],
    ['a file path of no text', { operations: [{ ...op, from: 'file', path: 3 }] }, 'settings.completeness.operations[0].path', /a file glob/],
    ['a url entry with a name', { operations: [{ ...op, from: 'url', url: '/v1/widgets' }] }, 'settings.completeness.operations[0].name', /unknown key/],
    ['a URL of no path or host', { operations: [{ from: 'url', url: 'widgets', pages: {} }] }, 'settings.completeness.operations[0].url', /a URL/],
    ['a name that is a path', { operations: [{ name: '/v1/widgets', pages: {} }] }, 'settings.completeness.operations[0].name', /a name or member path/],
    ['no names', { operations: [{ name: [], pages: {} }] }, 'settings.completeness.operations[0].name', /non-empty array/],
    ['neither pages nor complete', { operations: [{ name: 'listWidgets' }] }, 'settings.completeness.operations[0]', /say what the call is/],
    ['both pages and complete', { operations: [{ ...op, complete: true }] }, 'settings.completeness.operations[0]', /not both/],
    ['complete: false', { operations: [{ name: 'x', complete: false }] }, 'settings.completeness.operations[0].complete', /expected true/],
    ['a misspelt pages field', { operations: [{ name: 'x', pages: { cursors: 'after' } }] }, 'settings.completeness.operations[0].pages.cursors', /unknown key/],
    ['next as one string', { operations: [{ name: 'x', pages: { next: 'nextCursor' } }] }, 'settings.completeness.operations[0].pages.next', /an array/],
    ['an empty field name', { operations: [{ name: 'x', pages: { items: '' } }] }, 'settings.completeness.operations[0].pages.items', /a field name/],
    ['optIn as a string', { operations: [{ name: 'x', pages: { pageSize: 'limit', optIn: 'yes' } }] }, 'settings.completeness.operations[0].pages.optIn', /true or false/],
    ['optIn without a page size', { operations: [{ name: 'x', pages: { optIn: true } }] }, 'settings.completeness.operations[0].pages.optIn', /needs `pageSize`/],
  ];
  it.each(BAD)('%s: a SettingsError naming the entry and field', (_label, completeness, field, detail) => {
    const error = settingsErrorOf(completeness);
    expect(error).toBeInstanceOf(SettingsError);
    expect(error?.code).toBe('INVALID_SETTINGS');
    expect(error?.field).toBe(field);
    // ESLint shows it as the rule's load error, the field first
    expect(error?.message).toContain(`Error while loading rule 'completeness/no-single-page-as-whole': ${field}: `);
    expect(error?.message).toMatch(detail);
  });

  it('well-formed settings lint', () => {
    expect(settingsErrorOf(settings.completeness)).toBeNull();
    expect(settingsErrorOf({})).toBeNull();
    expect(settingsErrorOf({ operations: [] })).toBeNull();
  });

  it('any value: either lints or throws a SettingsError, never a raw TypeError', () => {
    const entry = fc.record(
      {
        from: fc.constantFrom('package', 'file', 'url', 'lib', undefined, 1),
        name: fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 2 }), fc.anything()),
        package: fc.oneof(fc.string(), fc.anything()),
        path: fc.oneof(fc.string(), fc.anything()),
        url: fc.oneof(fc.constantFrom('/v1/x', 'https://h/x/{id}', 'https://*.h/*'), fc.string(), fc.anything()),
        pages: fc.oneof(fc.record({ cursor: fc.string(), next: fc.array(fc.string()) }, { requiredKeys: [] }), fc.anything()),
        complete: fc.oneof(fc.constant(true), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const value = fc.oneof(fc.anything(), fc.record({ operations: fc.oneof(fc.array(entry, { maxLength: 3 }), fc.anything()) }, { requiredKeys: [] }));
    fc.assert(
      fc.property(value, (completeness) => {
        const error = settingsErrorOf(completeness);
        if (error !== null) expect(error).toBeInstanceOf(SettingsError);
      }),
      { numRuns: 300 },
    );
  });

  it('is read once per settings object, not once per file or rule', () => {
    let reads = 0;
    const completeness = {
      get operations() {
        reads++;
        return settings.completeness.operations;
      },
    };
    const config = { files: ['**/*.ts'], ...plugin.configs.recommended, settings: { completeness } };
    const linter = new Linter();
    const code = `import { listWidgets } from '@acme/api';
export async function names() {
  const page = await listWidgets();
  return page.nodes.map((w) => w.name);
}`;
    const first = linter.verify(code, [config], 'a.ts');
    expect(first.map((m) => m.ruleId)).toEqual(['completeness/no-single-page-as-whole']);
    const afterOne = reads;
    for (const file of ['b.ts', 'c.ts', 'd.ts']) linter.verify(code, [config], file);
    expect(afterOne).toBeGreaterThan(0);
    expect(reads).toBe(afterOne);
  });
});

describe('end to end: ESLint over a project with an internal client (imports dist/: npm run build)', () => {
  const client = `export interface Project {
  id: string;
  name: string;
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
export class AcmeClient {
  constructor(private readonly baseUrl: string) {}
  async listProjects(opts: { cursor?: string; limit?: number } = {}): Promise<Page<Project>> {
    const url = new URL('/v1/projects', this.baseUrl);
    if (opts.cursor !== undefined) url.searchParams.set('cursor', opts.cursor);
    url.searchParams.set('limit', String(opts.limit ?? 50));
    const res = await fetch(url);
    return (await res.json()) as Page<Project>;
  }
  async allProjects(): Promise<Project[]> {
    const res = await fetch(\`\${this.baseUrl}/v1/projects/export\`);
    return (await res.json()) as Project[];
  }
}
`;
  const job = `import { AcmeClient } from '../clients/acme.js';
const acme = new AcmeClient('https://api.acme.internal');
export async function projectNames() {
  const page = await acme.listProjects(); // @expect no-single-page-as-whole
  return page.items.map((p) => p.name);
}
export async function everyProject() {
  const out = [];
  let cursor: string | undefined;
  do {
    const page = await acme.listProjects({ cursor });
    out.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { items: out, complete: true };
}
export async function prune(org: string) {
  const projects = await acme.allProjects();
  if (projects.length === 0) await deleteOrg(org);
}
async function deleteOrg(org: string) {
  await fetch(\`https://api.acme.internal/v1/orgs/\${org}\`, { method: 'DELETE' });
}
`;
  const operations = [
    { from: 'file', path: 'src/clients/acme.ts', name: 'AcmeClient.listProjects', pages: { cursor: 'cursor', pageSize: 'limit', items: 'items', next: ['nextCursor'] } },
    { from: 'file', path: 'src/clients/acme.ts', name: 'allProjects', complete: true },
  ];

  /** A project with the client, the job and a config of `recommended` plus `settings`; the reports as `file line:rule`. */
  async function lintProject(completeness: unknown): Promise<string[]> {
    const { ESLint } = await import('eslint');
    const cwd = makeLintProject({ 'src/clients/acme.ts': client, 'src/jobs/cleanup.ts': job });
    try {
      const pluginUrl = pathToFileURL(path.join(root, 'dist/rules/index.js')).href;
      fs.writeFileSync(
        path.join(cwd, 'eslint.config.js'),
        `import completeness from ${JSON.stringify(pluginUrl)};
export default [completeness.configs.recommended, { settings: { completeness: ${JSON.stringify(completeness)} } }];
`,
      );
      const results = await new ESLint({ cwd }).lintFiles(['src/**/*.ts']);
      return results.flatMap((r) => r.messages.map((m) => `${path.relative(cwd, r.filePath)} ${String(m.line)}:${String(m.ruleId).replace('completeness/', '')}`));
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  }

  it('reports the one page used as the whole, and trusts the complete export', async () => {
    const expected = [...expectedReports(writeTemp(job))].map((key) => `src/jobs/cleanup.ts ${key}`);
    expect(expected).toEqual(['src/jobs/cleanup.ts 4:no-single-page-as-whole']);
    expect(await lintProject({ operations })).toEqual(expected);
  });

  it('without the setting, the page goes unseen (and the export, of unknown shape, is no page either)', async () => {
    expect(await lintProject({})).toEqual([]);
  });

  it('malformed settings stop the run with INVALID_SETTINGS', async () => {
    await expect(lintProject({ operations: [{ from: 'file', path: 'src/clients/acme.ts', name: 'allProjects', complete: 'yes' }] })).rejects.toMatchObject({
      code: 'INVALID_SETTINGS',
      field: 'settings.completeness.operations[0].complete',
    });
  });
});

/** `text` in a file of its own, for `expectedReports`. */
function writeTemp(text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-expect-')), 'file.ts');
  fs.writeFileSync(file, text);
  return file;
}

describe('docs/configs.md', () => {
  it("the `operations` example is well-formed settings, and reports what it says", () => {
    const doc = fs.readFileSync(path.join(root, 'docs/configs.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### Your own APIs: `operations`'));
    const block = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the documented config, evaluated as written
    const config = new Function('completeness', block.replace('export default', 'return')) as (c: unknown) => { settings?: { completeness?: unknown } }[];
    const completeness = config({ configs: { recommended: {} } })[1]?.settings?.completeness;
    expect(completeness).toMatchObject({ operations: expect.any(Array) as unknown });
    expect(settingsErrorOf(completeness)).toBeNull();
    const reports = lintWith(completeness, 'no-single-page-as-whole', `import { AcmeClient } from '@acme/api';
export async function names() {
  const page = await new AcmeClient().widgets.list({ first: 50 });
  return page.nodes.map((w) => w.name);
}`);
    expect(reports.map((m) => `${String(m.line)}:${String(m.column)} ${m.message}`)).toEqual([
      '3:22 `new AcmeClient().widgets.list` gets one page of @acme/api (pages at `50`), used as the whole. Follow `pageInfo.hasNextPage` to the end, or return it.',
    ]);
  });
});
