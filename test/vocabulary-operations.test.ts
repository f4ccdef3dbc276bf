import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { encodeTable } from '../scripts/vocabulary/encode.js';
import type { JsonObject } from '../scripts/vocabulary/openapi.js';
import { operationsOf, type Operation } from '../scripts/vocabulary/operations.js';
import { fold, pageSize, requestPaging, responsePaging } from '../scripts/vocabulary/paging.js';
import { layoutFiles } from '../scripts/vocabulary/layout.js';
import { decodeLayout, decodeOperations } from '../src/vocabulary/operations.js';
import { cli } from './support/cli.js';

const RUNS = 200;
const doc = (paths: JsonObject, schemas: JsonObject = {}, info: JsonObject = {}): JsonObject => ({ info, paths, components: { schemas } });
const query = (name: string, schema: JsonObject, description = '') => ({ name, in: 'query' as const, schema, description });
const ok = (schema: JsonObject, headers: JsonObject = {}) => ({ '200': { description: 'ok', headers, content: { 'application/json': { schema } } } });

describe('reading paging from a description', () => {
  it('finds the cursor, the page parameter and the page size with its default and maximum, from the schema or its words', () => {
    const calendar = requestPaging(doc({}), [
      query('pageToken', { type: 'string' }),
      query('maxResults', { type: 'integer', minimum: 1 }, 'By default the value is 250 events. The page size can never be larger than 2500 events.'),
    ]);
    expect(calendar).toEqual({ cursor: 'pageToken', pageSize: { name: 'maxResults', default: 250, max: 2500 } });
    expect(pageSize(doc({}), query('per_page', { type: 'integer', default: 30 }, 'The number of results per page (max 100).'))).toEqual({ name: 'per_page', default: 30, max: 100 });
    expect(pageSize(doc({}), query('MaxItems', { type: 'integer' }, 'If you do not include this parameter, the number of items defaults to 100.'))).toEqual({ name: 'MaxItems', default: 100 });
    // a maximum below the default is a misreading, not a fact
    expect(pageSize(doc({}), query('limit', { type: 'integer', default: 50 }, 'at most 10 filters'))).toEqual({ name: 'limit', default: 50 });
  });

  it('takes an integer start or a named page as a page parameter, not a date called start', () => {
    expect(requestPaging(doc({}), [query('start', { type: 'string', format: 'date-time' })]).page).toBeUndefined();
    expect(requestPaging(doc({}), [query('start', { type: 'integer' })]).page).toBe('start');
    expect(requestPaging(doc({}), [query('page', { type: 'string' })]).page).toBe('page');
    expect(requestPaging(doc({}), [query('page', { type: 'boolean' })]).page).toBeUndefined();
  });

  it('reads a name the same whatever its case and separators', () => {
    const names = fc.constantFrom('pageToken', 'nextToken', 'Marker', 'cursor', 'continuationToken', 'startingAfter');
    const respelled = fc.tuple(names, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), fc.constantFrom('', '_', '-', '[]'), fc.nat());
    fc.assert(fc.property(respelled, ([name, upper, sep, at]) => {
      let variant = '';
      for (let i = 0; i < name.length; i++) variant += upper[i] === true ? name.charAt(i).toUpperCase() : name.charAt(i).toLowerCase();
      const cut = at % name.length;
      const spelled = `${variant.slice(0, cut)}${sep}${variant.slice(cut)}`;
      expect(fold(spelled)).toBe(fold(name));
      expect(requestPaging(doc({}), [query(spelled, { type: 'string' })]).cursor).toBe(spelled);
    }), { numRuns: RUNS });
  });

  it('reads continuation fields, nested ones and Link headers; a total alone shows no paging', () => {
    const d = doc({});
    const page = (properties: JsonObject, headers: JsonObject = {}) => responsePaging(d, { schema: { type: 'object', properties }, headers: Object.keys(headers) });
    expect(page({ items: { type: 'array' }, nextPageToken: { type: 'string' } })).toEqual({ items: ['items'], signals: ['nextPageToken'], continues: true });
    expect(page({ data: { type: 'array' }, meta: { type: 'object', properties: { has_more: { type: 'boolean' }, total: { type: 'integer' } } } }))
      .toEqual({ items: ['data'], signals: ['meta.has_more', 'meta.total'], continues: true });
    expect(page({ results: { type: 'array' }, paging: { type: 'object', properties: { next: { type: 'object', properties: { after: { type: 'string' } } } } } }).signals)
      .toEqual(['paging.next']);
    expect(page({ data: { type: 'array' }, total_count: { type: 'integer' }, offset: { type: 'integer' } })).toEqual({ items: ['data'], signals: ['total_count'], continues: false });
    expect(responsePaging(d, { schema: { type: 'array', items: {} }, headers: ['Link'] })).toEqual({ items: ['.'], signals: ['header:Link'], continues: true });
  });
});

describe('operations of a description', () => {
  const aws = doc({
    '/#Action=ListUsers': {
      get: { 'x-aws-operation-name': 'ListUsers', operationId: 'GET_ListUsers', parameters: [query('Marker', { type: 'string' }), query('MaxItems', { type: 'integer' })], responses: ok({ $ref: '#/components/schemas/Out' }) },
      post: { 'x-aws-operation-name': 'ListUsers', operationId: 'POST_ListUsers', responses: ok({ $ref: '#/components/schemas/Out' }) },
    },
    '/#Action=ListAccountAliases': { get: { 'x-aws-operation-name': 'ListRegions', operationId: 'GET_ListRegions', responses: ok({ type: 'object', properties: { Regions: { type: 'array' } } }) } },
    '/#Action=GetUser': { get: { 'x-aws-operation-name': 'GetUser', operationId: 'GET_GetUser', responses: ok({ type: 'object', properties: { Tags: { type: 'array' } } }) } },
  }, { Out: { type: 'object', properties: { Users: { type: 'array' }, IsTruncated: { type: 'boolean' }, Marker: { type: 'string' } } } });

  it('gives AWS operations once, with their v3 command and v2 method, paged or whole by the model', () => {
    const ops = operationsOf(aws, 'amazonaws.com', 'iam');
    expect(ops.map((op) => [op.operationId, op.kind, op.sdk])).toEqual([
      ['ListUsers', 'paged', ['ListUsersCommand', 'listUsers']],
      ['ListRegions', 'whole', ['ListRegionsCommand', 'listRegions']],
    ]);
    expect(ops[0]).toMatchObject({ cursor: 'Marker', pageSize: { name: 'MaxItems' }, items: ['Users'], signals: ['IsTruncated', 'Marker'] });
  });

  it('takes a missing paging parameter as whole only where the family documents paging completely', () => {
    const list = { get: { operationId: 'listThings', responses: ok({ type: 'array', items: {} }) } };
    expect(operationsOf(doc({ '/things': list }), 'example.com', 'example.com')).toEqual([]);
    const google = { get: { operationId: 'gmail.users.labels.list', responses: ok({ type: 'object', properties: { labels: { type: 'array' } } }) } };
    expect(operationsOf(doc({ '/labels': google }), 'googleapis.com', 'gmail')[0]).toMatchObject({ kind: 'whole', sdk: ['gmail.users.labels.list'] });
  });

  it('takes an AWS list without a token as whole whatever its answer holds, and names CloudFront operations as the SDK does', () => {
    const tags = (answer: JsonObject) => ({ get: { operationId: 'ListTags', responses: ok({ type: 'object', properties: { Tags: answer } }) } });
    const lambda = doc({ '/tags/{ARN}': tags({ type: 'object', additionalProperties: { type: 'string' } }) });
    expect(operationsOf(lambda, 'amazonaws.com', 'lambda').map((op) => [op.operationId, op.kind, op.items])).toEqual([['ListTags', 'whole', []]]);
    const cloudfront = doc({ '/2020-05-31/distribution': { get: { operationId: 'ListDistributions2020_05_31', parameters: [query('Marker', { type: 'string' })], responses: ok({ type: 'object', properties: { Items: { type: 'array' } } }) } } });
    expect(operationsOf(cloudfront, 'amazonaws.com', 'cloudfront').map((op) => [op.operationId, op.kind, op.sdk])).toEqual([['ListDistributions', 'paged', ['ListDistributionsCommand', 'listDistributions']]]);
  });

  it('reads Azure x-ms-pageable: a nextLinkName pages, none answers whole', () => {
    const op = (pageable: JsonObject) => ({ get: { operationId: 'Things_List', 'x-ms-pageable': pageable, responses: ok({ type: 'object', properties: { value: { type: 'array' } } }) } });
    expect(operationsOf(doc({ '/a': op({ nextLinkName: 'nextLink' }), '/b': op({}) }), 'azure.com', 'compute').map((o) => [o.path, o.kind, o.signals])).toEqual([
      ['/a', 'paged', ['nextLink']],
      ['/b', 'whole', []],
    ]);
  });

  it("takes a `position` for a cursor only where the response hands it back (API Gateway's GetUsagePlans)", () => {
    const plans = (returned: JsonObject) => doc({ '/usageplans': { get: { operationId: 'GetUsagePlans', parameters: [query('position', { type: 'string' }), query('limit', { type: 'integer' })], responses: ok({ type: 'object', properties: { items: { type: 'array' }, ...returned } }) } } });
    expect(operationsOf(plans({ position: { type: 'string' } }), 'amazonaws.com', 'apigateway')[0]).toMatchObject({ kind: 'paged', cursor: 'position', signals: ['position'], items: ['items'] });
    // a position the response does not return is an index or an order, not a place in a walk
    expect(operationsOf(plans({}), 'amazonaws.com', 'apigateway').map((op) => op.cursor)).toEqual([]);
  });

  it('names GitHub operations by their Octokit method and route', () => {
    const gh = doc({ '/orgs/{org}/repos': { get: { operationId: 'repos/list-for-org', parameters: [query('per_page', { type: 'integer', default: 30 }), query('page', { type: 'integer' })], responses: ok({ type: 'array', items: {} }, { Link: {} }) } } });
    expect(operationsOf(gh, 'github.com', 'api.github.com')[0]?.sdk).toEqual(['octokit.rest.repos.listForOrg', 'GET /orgs/{org}/repos']);
  });
});

describe('the compact encoding', () => {
  const text = fc.string({ maxLength: 12 }).filter((s) => !s.includes('\n'));
  const nonEmpty = text.filter((s) => s !== '');
  const operation: fc.Arbitrary<Operation> = fc.record({
    vendor: nonEmpty, api: nonEmpty, title: text, method: fc.constantFrom('GET', 'POST'), path: nonEmpty, operationId: text,
    sdk: fc.array(nonEmpty, { maxLength: 3 }), kind: fc.constantFrom('paged' as const, 'whole' as const),
    items: fc.array(nonEmpty, { maxLength: 3 }), signals: fc.array(nonEmpty, { maxLength: 3 }), continues: fc.constant(false),
  }, { requiredKeys: ['vendor', 'api', 'title', 'method', 'path', 'operationId', 'sdk', 'kind', 'items', 'signals', 'continues'] }).chain((op) =>
    fc.record({ cursor: fc.option(nonEmpty, { nil: undefined }), page: fc.option(nonEmpty, { nil: undefined }), size: fc.option(fc.record({ name: nonEmpty, default: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }), max: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }) }), { nil: undefined }) })
      .map(({ cursor, page, size }) => ({
        ...op, ...(cursor !== undefined && { cursor }), ...(page !== undefined && { page }),
        ...(size !== undefined && { pageSize: { name: size.name, ...(size.default !== undefined && { default: size.default }), ...(size.max !== undefined && { max: size.max }) } }),
      })));

  it('decodes to what was encoded', () => {
    fc.assert(fc.property(fc.array(operation, { maxLength: 8 }), (ops) => {
      // an API's title is its first operation's
      const titled = ops.map((op) => ({ ...op, title: ops.find((o) => o.vendor === op.vendor && o.api === op.api)?.title ?? op.title }));
      const encoded = encodeTable(titled, { x: '1' });
      const expected = titled.map(({ continues: _, ...op }) => op);
      expect(decodeOperations(JSON.parse(JSON.stringify(encoded)) as typeof encoded)).toEqual(expected);
      // and through the files the lookups read
      const files = layoutFiles(encoded);
      expect(decodeLayout((file) => files.get(file) ?? '')).toEqual(expected);
    }), { numRuns: RUNS });
  });
});

describe('looking an operation up', () => {
  it('reads the table only when first asked, not when the plugin or the vocabulary is imported', async () => {
    vi.resetModules();
    await import('../rules/index.js');
    await import('../src/vocabulary/index.js');
    const lookup = await import('../src/vocabulary/operations.js');
    expect(lookup.operationsLoaded()).toBe(false);
    lookup.lookupOperation('ListUsersCommand');
    expect(lookup.operationsLoaded()).toBe(true);
  });

  it('answers SDK names, dotted tails, routes and paths, hand rows first', async () => {
    const { lookupOperation } = await import('../src/vocabulary/operations.js');
    const users = lookupOperation('ListUsersCommand');
    expect(users.hand.map((h) => h.id)).toEqual(['aws']);
    expect(users.operations.find((op) => op.api === 'iam')).toMatchObject({ cursor: 'Marker', signals: ['IsTruncated', 'Marker'] });
    // the v2 method answers for the same AWS operations (other vendors' `listUsers` operation ids answer too)
    expect(lookupOperation('listUsers').operations.filter((op) => op.vendor === 'amazonaws.com')).toEqual(users.operations);
    expect(lookupOperation('events.list').operations.map((op) => op.operationId)).toContain('calendar.events.list');
    expect(lookupOperation('octokit.rest.repos.listForOrg').operations.map((op) => op.path)).toEqual(['/orgs/{org}/repos']);
    expect(lookupOperation('GET /orgs/{org}/repos').hand.map((h) => h.id)).toEqual(['github-rest']);
    expect(lookupOperation('/rest/api/3/search').operations.map((op) => op.operationId)).toEqual(['searchForIssuesUsingJql', 'searchForIssuesUsingJqlPost']);
    expect(new Set(lookupOperation('users.list').operations.map((op) => op.vendor))).toEqual(new Set(['github.com', 'googleapis.com']));
    expect(lookupOperation('noSuchOperationAnywhere')).toEqual({ hand: [], operations: [] });
    // an Octokit method by its own name
    expect(lookupOperation('getAllEnvironments').operations.map((op) => op.path)).toEqual(['/repos/{owner}/{repo}/environments']);
  });

  it('answers a name within one vendor as the whole table does, restricted to that vendor', async () => {
    const { generatedOperationsNamed, knownOperations } = await import('../src/vocabulary/operations.js');
    const vendors = ['amazonaws.com', 'googleapis.com', 'github.com'];
    const names = [...new Set(knownOperations().filter((op) => vendors.includes(op.vendor)).flatMap((op) => [op.operationId, ...op.sdk]))];
    fc.assert(fc.property(fc.constantFrom(...names), fc.constantFrom(...vendors), fc.boolean(), (name, vendor, upper) => {
      const asked = upper ? name.toUpperCase() : name;
      expect(generatedOperationsNamed(asked, vendor)).toEqual(generatedOperationsNamed(asked).filter((op) => op.vendor === vendor));
    }), { numRuns: RUNS });
    const googleUsers = generatedOperationsNamed('users.list', 'googleapis.com');
    expect(googleUsers.map((op) => op.operationId)).toContain('directory.users.list');
    expect(new Set(googleUsers.map((op) => op.vendor))).toEqual(new Set(['googleapis.com']));
  });

  it('finds the operations whose path template ends with a tail, as a scan of every operation would', async () => {
    const { generatedOperationsEndingWith, knownOperations, templateSegments } = await import('../src/vocabulary/operations.js');
    const templates = knownOperations().map((op) => [op, templateSegments(op.path)] as const);
    const tails = [...new Set(templates.flatMap(([, segments]) => [segments.slice(-1), segments.slice(-2), segments.slice(-3)].map((t) => t.join('/'))))];
    fc.assert(fc.property(fc.constantFrom(...tails), (joined) => {
      const tail = joined.split('/').filter(Boolean);
      const scanned = templates.filter(([, s]) => s.length >= tail.length && tail.every((part, i) => s[s.length - tail.length + i] === part)).map(([op]) => op);
      expect(generatedOperationsEndingWith(tail)).toEqual(scanned);
    }), { numRuns: RUNS });
    expect(generatedOperationsEndingWith([])).toEqual([]);
  });
});

describe('completeness api', () => {
  it('prints what is known of an AWS command and exits 0', async () => {
    const { code, stdout } = await cli(['api', 'ListUsersCommand']);
    expect(code).toBe(0);
    expect(stdout).toContain('amazonaws.com iam (AWS Identity and Access Management): ListUsers, paginated');
    expect(stdout).toContain('page size: MaxItems (default 100');
    expect(stdout.indexOf('hand-written rows')).toBeLessThan(stdout.indexOf('from the vendors'));
    // the hand row names the SDK packages whose import resolves a loose call to it
    expect(stdout).toMatch(/^ {2}aws: .*; packages @aws-sdk\/\*, aws-sdk$/m);
  });

  it('lists every vendor of an ambiguous name, as JSON too', async () => {
    const { code, stdout } = await cli(['api', 'users.list', '--format', 'json']);
    expect(code).toBe(0);
    const [answer] = JSON.parse(stdout) as { vendors: string[] }[];
    expect(answer?.vendors.sort()).toEqual(['github.com', 'googleapis.com']);
    expect((await cli(['api', 'users.list'])).stdout).toContain('ambiguous: github.com, googleapis.com');
  });

  it('prints the SDK methods a name calls, read from the SDKs\' own declarations', async () => {
    const { code, stdout } = await cli(['api', 'listNamespacedPod']);
    expect(code).toBe(0);
    expect(stdout).toContain('@kubernetes/client-node listNamespacedPod: paginated; items items; cursor _continue; page size limit');
    const [answer] = JSON.parse((await cli(['api', 'Notion.DataSources.Query', '--format', 'json'])).stdout) as { sdk: { package: string }[] }[];
    expect(answer?.sdk.map((op) => op.package)).toEqual(['@notionhq/client']);
  });

  it('exits 1 for a name it does not know and 2 without a name', async () => {
    const unknown = await cli(['api', 'noSuchOperationAnywhere']);
    expect([unknown.code, unknown.stdout]).toEqual([1, expect.stringContaining('noSuchOperationAnywhere: not known') as unknown]);
    const missing = await cli(['api']);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('api needs an operation name') as unknown]);
  });
});
