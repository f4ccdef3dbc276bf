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
      errors: [{ messageId: 'knownPages', line: 5, column: 21, data: { request: 'fetchTeams', api: 'src/clients/*.ts fetchTeams', size: 'one page', field: 'nextPage' } }],
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
    // url: the host the code shows and the whole path, `{org}` standing for one segment
    {
      settings,
      code: `const BASE = 'https://api.acme.internal/v1';
export async function people(squad: string) {
  const res = await fetch(\`\${BASE}/squads/\${squad}/people\`);
  const body = await res.json();
  return body.people.map((m) => m.login);
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 21, data: { request: 'fetch', api: 'https://api.acme.internal/v1/squads/{squad}/people', size: 'one page', field: 'next_page_token' } }],
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
  const widgets = await allWidgets(org);
  if (widgets.length === 0) await deleteOrg(org);
}`,
    },
  ],
  invalid: [
    // without the setting, the same call may be one page
    {
      code: `import { allWidgets } from '@acme/cache';
export async function prune(org: string) {
  const widgets = await allWidgets(org);
  if (widgets.length === 0) await deleteOrg(org);
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 7 }],
    },
    // another package's `allWidgets` is not complete by construction
    {
      settings,
      code: `import { allWidgets } from '@acme/cache-remote';
export async function prune(org: string) {
  const widgets = await allWidgets(org);
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
