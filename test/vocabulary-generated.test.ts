import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countByVendor } from '../scripts/vocabulary/docs.js';
import { DOCS_FILE, generate, INPUTS, installedVersion, ROOT, SDK_FILE, SDK_INPUTS, TABLE_DIR } from '../scripts/vocabulary/generate.js';
import type { EncodedSdkOperations } from '../src/vocabulary/sdk-operations.js';
import { INDEX_FILE, type LayoutIndex } from '../src/vocabulary/operation-layout.js';
import { decodeLayout } from '../src/vocabulary/operations.js';

const committed = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const tableFile = (file: string) => committed(path.join(TABLE_DIR, file));
const index = JSON.parse(tableFile(INDEX_FILE)) as LayoutIndex;
const operations = decodeLayout(tableFile);
const paged = operations.filter((op) => op.kind === 'paged');
const sdk = JSON.parse(committed(SDK_FILE)) as EncodedSdkOperations;

describe('the generated operations table', () => {
  it('was generated from the pinned inputs', () => {
    const pkg = JSON.parse(committed('package.json')) as { devDependencies: Record<string, string> };
    for (const name of INPUTS) {
      expect(pkg.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installedVersion(ROOT, name), name).toBe(pkg.devDependencies[name]);
      expect(index.inputs[name], name).toBe(pkg.devDependencies[name]);
    }
    for (const name of SDK_INPUTS) {
      expect(pkg.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installedVersion(ROOT, name), name).toBe(pkg.devDependencies[name]);
      expect(sdk.inputs[name], name).toBe(pkg.devDependencies[name]);
    }
  });

  // Reads every pinned description again (about 2,650, 440 MB): 15–40 s on the 2-core machine.
  it('is what the generator writes from the pinned inputs, and so is docs/apis.md', () => {
    const started = performance.now();
    const fresh = generate();
    const ms = performance.now() - started;
    const stale = `${TABLE_DIR} is stale: run npm run vocabulary:generate`;
    expect(readdirSync(path.join(ROOT, TABLE_DIR)).sort(), stale).toEqual([...fresh.table.keys()].sort());
    for (const [file, text] of fresh.table) expect(text === tableFile(file), `${file}: ${stale}`).toBe(true);
    expect(fresh.sdk === committed(SDK_FILE), `${SDK_FILE} is stale: run npm run vocabulary:generate`).toBe(true);
    expect(fresh.docs === committed(DOCS_FILE), `${DOCS_FILE} is stale: run npm run vocabulary:generate`).toBe(true);
    console.info(`vocabulary: regenerated and compared in ${ms.toFixed(0)} ms`);
  }, 300_000);

  it('meets the coverage targets: >= 2,000 paginated operations of >= 60 vendors, >= 300 AWS, >= 200 Google', () => {
    const vendors = countByVendor(operations).filter((v) => v.paged > 0);
    const of = (vendor: string) => paged.filter((op) => op.vendor === vendor).length;
    const counts = { paged: paged.length, whole: operations.length - paged.length, vendors: vendors.length, aws: of('amazonaws.com'), google: of('googleapis.com'), github: of('github.com') };
    console.info(`vocabulary: ${JSON.stringify(counts)}`);
    expect(counts.paged).toBeGreaterThanOrEqual(2000);
    expect(counts.vendors).toBeGreaterThanOrEqual(60);
    expect(counts.aws).toBeGreaterThanOrEqual(300);
    expect(counts.google).toBeGreaterThanOrEqual(200);
    expect(counts.github).toBeGreaterThanOrEqual(200);
  });

  it('reads the paginated methods of every pinned SDK from its own type declarations', () => {
    const counts = Object.fromEntries(sdk.sdks.map((s) => [s.package, s.operations.length]));
    console.info(`vocabulary: SDK methods ${JSON.stringify(counts)}`);
    expect(Object.keys(counts).sort()).toEqual([...SDK_INPUTS].sort());
    for (const [name, n] of Object.entries(counts)) expect(n, name).toBeGreaterThan(0);
    const row = (pkg: string, name: string) => sdk.sdks.find((s) => s.package === pkg)?.operations.find((op) => op[0] === name);
    expect(row('@notionhq/client', 'dataSources.query')).toEqual(['dataSources.query', 'results', 'next_cursor has_more', 'start_cursor', 'page_size']);
    expect(row('@kubernetes/client-node', 'listNamespacedPod')).toEqual(['listNamespacedPod', 'items', 'metadata._continue metadata.remainingItemCount', '_continue', 'limit']);
    expect(row('@slack/web-api', 'conversations.history')?.slice(0, 2)).toEqual(['conversations.history', 'messages']);
    expect(row('@linear/sdk', 'issues')?.[1]).toBe('nodes');
    expect(row('contentful-management', 'getContentTypes')?.[3]).toBe('skip');
    // writes and pagers are not pages
    expect(row('@notionhq/client', 'blocks.children.append')).toBeUndefined();
    expect(row('dropbox', 'filesUploadSessionFinish')).toBeUndefined();
  });

  it('records, for each paginated operation, the evidence that makes it one', () => {
    const unproven = paged.filter((op) => op.cursor === undefined && op.page === undefined && op.signals.length === 0);
    expect(unproven.map((op) => `${op.vendor} ${op.operationId}`)).toEqual([]);
    const whole = operations.filter((op) => op.kind === 'whole' && (op.cursor !== undefined || op.page !== undefined));
    expect(whole.map((op) => `${op.vendor} ${op.operationId}`)).toEqual([]);
  });

  it('holds known operations as their descriptions state them', () => {
    const find = (vendor: string, api: string, id: string) => operations.find((op) => op.vendor === vendor && op.api === api && op.operationId === id);
    expect(find('amazonaws.com', 'iam', 'ListUsers')).toMatchObject({
      kind: 'paged', sdk: ['ListUsersCommand', 'listUsers'], cursor: 'Marker', pageSize: { name: 'MaxItems', default: 100 }, items: ['Users'],
      signals: ['IsTruncated', 'Marker'],
    });
    expect(find('amazonaws.com', 'acm', 'ListCertificates')).toMatchObject({ kind: 'paged', cursor: 'NextToken', signals: ['NextToken'] });
    expect(find('googleapis.com', 'calendar', 'calendar.events.list')).toMatchObject({
      kind: 'paged', cursor: 'pageToken', pageSize: { name: 'maxResults', default: 250, max: 2500 }, items: ['items', 'defaultReminders'], signals: ['nextPageToken'],
    });
    expect(find('googleapis.com', 'gmail', 'gmail.users.labels.list')).toMatchObject({ kind: 'whole', items: ['labels'] });
    expect(find('github.com', 'api.github.com', 'repos/list-for-org')).toMatchObject({
      kind: 'paged', sdk: ['octokit.rest.repos.listForOrg', 'GET /orgs/{org}/repos'], pageSize: { name: 'per_page', default: 30, max: 100 }, signals: ['header:Link'],
    });
    expect(find('github.com', 'api.github.com', 'search/issues-and-pull-requests')?.signals).toEqual(['total_count', 'incomplete_results']);
    expect(find('atlassian.com', 'jira', 'searchForIssuesUsingJql')).toMatchObject({ kind: 'paged', page: 'startAt', pageSize: { name: 'maxResults', default: 50 } });
  });
});
