import fc from 'fast-check';
import type { Listing } from '../../src/index.js';
import {
  fromBitbucket,
  fromConfluence,
  fromDynamoDbQuery,
  fromElasticsearch,
  fromGitHubList,
  fromGitHubSearch,
  fromGoogleAip,
  fromGraphCollection,
  fromGraphQLConnection,
  fromHubSpot,
  fromJira,
  fromKubernetesList,
  fromMcpList,
  fromNotion,
  fromS3ListObjectsV2,
  fromSalesforceQuery,
  fromSlack,
  fromStripeList,
  fromZendesk,
} from '../../src/adapters/index.js';
import { APIS, type SignalSpec, type SignalType } from '../../src/vocabulary/index.js';

/**
 * Attacks on every adapter, driven by the vocabulary: each signal its API row declares (`APIS[].reads`) is set to
 * every value of the wrong JSON type, alone or together, and each adapter has its contradictory combinations. The
 * oracle for "wrong type" is written here from the documented types, not taken from the implementation.
 */

type Body = Record<string, unknown>;

export interface AdapterUnderAttack {
  /** The APIS row id whose `reads` drive the attack. */
  readonly api: string;
  readonly run: (body: unknown) => Listing<unknown>;
  /** Valid bodies that prove the end, so every Partial the attack sees comes from the attack. */
  readonly base: fc.Arbitrary<Body>;
  /** Bodies whose signals contradict each other. */
  readonly contradictions: fc.Arbitrary<Body>;
}

const items = (n: number, make: (i: number) => unknown = (i) => ({ id: `i${String(i)}` })) => Array.from({ length: n }, (_, i) => make(i));
const n = fc.integer({ min: 0, max: 4 });
const text = fc.string({ minLength: 1, maxLength: 8 });

export const ADAPTERS: readonly AdapterUnderAttack[] = [
  {
    // An object body read as a list (Actions runs, git trees, search bodies walked by Link).
    api: 'github-rest',
    run: (b) => fromGitHubList(b, { linkHeader: null, itemsField: 'workflow_runs' }),
    base: n.map((k) => ({ total_count: k, workflow_runs: items(k) })),
    contradictions: fc.oneof(
      n.map((k) => ({ total_count: k + 1, workflow_runs: items(k) })),
      n.map((k) => ({ truncated: true, workflow_runs: items(k) })),
      n.map((k) => ({ incomplete_results: true, total_count: k, workflow_runs: items(k) })),
    ),
  },
  {
    api: 'github-search',
    run: (b) => fromGitHubSearch(b, { page: 1, perPage: 100 }),
    base: n.map((k) => ({ total_count: k, incomplete_results: false, items: items(k) })),
    contradictions: fc.oneof(
      // items fewer than total_count on the last page asked
      fc.integer({ min: 1, max: 99 }).map((k) => ({ total_count: k + 1, incomplete_results: false, items: items(k) })),
      // more items than total_count
      n.map((k) => ({ total_count: k, incomplete_results: false, items: items(k + 1) })),
    ),
  },
  {
    api: 'elasticsearch',
    run: (b) => fromElasticsearch(b, { size: 10, offset: 0 }),
    base: n.map((k) => ({ timed_out: false, _shards: { total: 3, successful: 3, skipped: 1, failed: 0 }, hits: { total: { value: k, relation: 'eq' }, hits: items(k) } })),
    contradictions: fc.oneof(
      fc.record({ successful: fc.integer({ min: 0, max: 2 }) }).map(({ successful }) => ({ timed_out: false, _shards: { total: 3, successful, skipped: 0, failed: 0 }, hits: { total: 0, hits: [] } })),
      fc.constantFrom('skipped', 'running', 'partial', 'failed').map((k) => ({
        timed_out: false,
        _shards: { total: 1, successful: 1, failed: 0 },
        _clusters: { total: 2, successful: 2, skipped: 0, running: 0, partial: 0, failed: 0, [k]: 1 },
        hits: { total: 0, hits: [] },
      })),
      // the last (short) page ends before hits.total
      n.map((k) => ({ timed_out: false, _shards: { total: 1, successful: 1, failed: 0 }, hits: { total: { value: k + 1, relation: 'eq' }, hits: items(k) } })),
      // no total at all, and no size asked: checked by the no-size variant below
      fc.constant({ timed_out: false, _shards: {}, hits: { total: 0, hits: [] } }),
    ),
  },
  {
    api: 'kubernetes',
    run: fromKubernetesList,
    base: n.map((k) => ({ kind: 'PodList', apiVersion: 'v1', metadata: { resourceVersion: '7' }, items: items(k) })),
    contradictions: fc.oneof(
      fc.integer({ min: 1, max: 1e6 }).map((r) => ({ kind: 'PodList', metadata: { resourceVersion: '7', remainingItemCount: r }, items: [] })),
      // the client-node model's spelling, alone (more pages) or beside a different wire spelling
      text.map((c) => ({ kind: 'PodList', metadata: { resourceVersion: '7', _continue: c }, items: [] })),
      fc.tuple(text, text).filter(([a, b]) => a !== b).map(([a, b]) => ({ kind: 'PodList', metadata: { resourceVersion: '7', continue: a, _continue: b }, items: [] })),
    ),
  },
  {
    api: 'google-aip',
    run: (b) => fromGoogleAip(b, { itemsField: 'instances' }),
    base: n.map((k) => ({ instances: items(k) })),
    contradictions: fc.oneof(
      n.map((k) => ({ instance: items(k) })),
      fc.tuple(text, text).filter(([a, b]) => a !== b).map(([a, b]) => ({ instances: [], nextPageToken: a, next_page_token: b })),
      fc.constantFrom('NOT_FOUND', 'PERMISSION_DENIED', 'RESOURCE_EXHAUSTED').map((status) => ({ error: { code: 400, status, message: 'no' } })),
      fc.tuple(text, text).filter(([a, b]) => a !== b).map(([a, b]) => ({ instances: [], nextPageToken: a, pageToken: b })),
      n.map((k) => ({ instances: items(k), incompleteSearch: true })),
      n.map((k) => ({ instances: items(k), jobComplete: false })),
      text.map((zone) => ({ instances: [], missingZones: [zone] })),
    ),
  },
  {
    api: 'stripe',
    run: fromStripeList,
    base: fc.tuple(n, fc.constantFrom('list', 'search_result')).map(([k, object]) => ({ object, has_more: false, data: items(k), ...(object === 'search_result' ? { next_page: null } : {}) })),
    contradictions: fc.oneof(
      text.map((page) => ({ object: 'search_result', has_more: false, next_page: page, data: [] })),
      fc.constant({ object: 'search_result', has_more: true, next_page: null, data: [] }),
      fc.constant({ object: 'list', has_more: true, data: [{ name: 'no id' }] }),
    ),
  },
  {
    api: 'aws-s3',
    run: fromS3ListObjectsV2,
    base: n.map((k) => ({ IsTruncated: false, KeyCount: k, Contents: items(k, (i) => ({ Key: `k${String(i)}` })) })),
    contradictions: fc.oneof(text.map((t) => ({ IsTruncated: false, NextContinuationToken: t, Contents: [] })), fc.constant({ IsTruncated: true, Contents: [] })),
  },
  {
    api: 'aws-dynamodb',
    run: fromDynamoDbQuery,
    base: n.map((k) => ({ Items: items(k), Count: k, ScannedCount: k })),
    contradictions: fc.oneof(
      n.map((k) => ({ Items: items(k), Count: k + 1 })),
      fc.constant({ Items: [], Count: 0, LastEvaluatedKey: { pk: { N: Number.NaN } } }),
    ),
  },
  {
    api: 'microsoft-graph',
    run: (b) => fromGraphCollection(b),
    base: n.map((k) => ({ '@odata.context': 'x', value: items(k), '@odata.count': k })),
    contradictions: fc.oneof(
      n.map((k) => ({ value: items(k), '@odata.count': k + 1 })),
      fc.tuple(fc.constantFrom('@odata.nextLink', '@nextLink', 'odata.nextLink', 'nextLink', 'odataNextLink'), text).map(([k, link]) => ({ value: [], [k]: link })),
      fc.tuple(text, text).filter(([a, b]) => a !== b).map(([a, b]) => ({ value: [], '@odata.nextLink': a, odataNextLink: b })),
      n.map((k) => ({ value: [{ hitsContainers: [{ hits: items(k), total: k + 10, moreResultsAvailable: true }] }] })),
    ),
  },
  {
    api: 'slack',
    run: (b) => fromSlack(b, { itemsField: 'members' }),
    base: n.map((k) => ({ ok: true, members: items(k), response_metadata: { next_cursor: '' } })),
    contradictions: fc.oneof(
      text.map((c) => ({ ok: true, members: [], has_more: false, response_metadata: { next_cursor: c } })),
      fc.integer({ min: 1, max: 5 }).map((page) => ({ ok: true, members: [], paging: { count: 100, total: 1000, page, pages: page + 1 } })),
      fc.constant({ ok: true, members: [], paging: {} }),
    ),
  },
  {
    api: 'salesforce',
    run: fromSalesforceQuery,
    base: n.map((k) => ({ totalSize: k, done: true, records: items(k) })),
    contradictions: fc.oneof(text.map((u) => ({ done: true, nextRecordsUrl: `/q/${u}`, records: [] })), fc.constant({ done: false, records: [] })),
  },
  {
    api: 'mcp',
    run: fromMcpList,
    base: fc.tuple(n, fc.constantFrom('tools', 'resources', 'resourceTemplates', 'prompts')).map(([k, field]) => ({ [field]: items(k) })),
    contradictions: fc.oneof(
      fc.constantFrom('tools', 'prompts').map((field) => ({ [field]: [], nextCursor: '' })),
      // SEP-2322: a round trip that is not final, or a resultType not known, is no list page
      fc.tuple(n, fc.constantFrom('input_required', 'incomplete', 'COMPLETE', '')).map(([k, resultType]) => ({ tools: items(k), resultType })),
    ),
  },
  {
    api: 'jira',
    run: (b) => fromJira(b, { itemsField: 'issues' }),
    base: fc.oneof(
      n.map((k) => ({ startAt: 0, maxResults: 50, total: k, isLast: true, issues: items(k) })),
      n.map((k) => ({ startAt: 0, maxResults: 50, total: k, issues: items(k) })),
      n.map((k) => ({ issues: items(k), isLast: true })),
    ),
    contradictions: fc.oneof(
      text.map((t) => ({ isLast: true, nextPageToken: t, issues: [] })),
      fc.constant({ isLast: false, issues: items(2) }),
      fc.constant({ issues: items(2) }),
      n.map((k) => ({ startAt: 0, maxResults: 50, total: k + 1, isLast: true, issues: items(k) })),
      n.map((k) => ({ startAt: 0, maxResults: 50, issues: items(k) })),
      text.map((t) => ({ startAt: 0, maxResults: 50, isLast: true, nextPage: `/rest/api/3/x?startAt=${t}`, issues: [] })),
      fc.integer({ min: 1, max: 99 }).map((k) => ({ startAt: k, maxResults: 50, total: k + 5, issues: [] })),
      n.map((k) => ({ startAt: 0, maxResults: k, total: 10, isLast: true, issues: items(k + 1) })),
      text.map((t) => ({ startAt: 0, nextPageToken: t, isLast: false, issues: [] })),
    ),
  },
  {
    api: 'confluence',
    run: (b) => fromConfluence(b),
    base: n.map((k) => ({ results: items(k), _links: { base: 'https://acme.atlassian.net/wiki' } })),
    contradictions: fc.oneof(fc.constant({ results: [] }), fc.constant({ results: [], _links: { next: '' } }), fc.constant({ errors: [{ status: 400, code: 'INVALID', title: 'bad' }] })),
  },
  {
    api: 'bitbucket',
    run: (b) => fromBitbucket(b),
    base: fc.oneof(n.map((k) => ({ values: items(k), page: 1, pagelen: 10, size: k })), n.map((k) => ({ values: items(k), pagelen: 10 }))),
    contradictions: fc.oneof(
      n.map((k) => ({ values: items(k), page: 1, pagelen: 10, size: k + 1 })),
      n.map((k) => ({ values: items(k + 1), page: 1, pagelen: k })),
      fc.integer({ min: 2, max: 9 }).map((page) => ({ values: [], page, pagelen: 10, size: page * 10 - 5, previous: 'https://api.bitbucket.org/2.0/x?page=1' })),
      fc.constant({ type: 'error', error: { message: 'Repository not found' } }),
    ),
  },
  {
    api: 'zendesk',
    run: (b) => fromZendesk(b, { itemsField: 'tickets' }),
    base: fc.oneof(
      n.map((k) => ({ tickets: items(k), meta: { has_more: false, after_cursor: 'xyz', before_cursor: 'abc' }, links: { next: 'https://acme.zendesk.com/api/v2/tickets.json?page%5Bafter%5D=xyz', prev: null } })),
      n.map((k) => ({ tickets: items(k), next_page: null, previous_page: null, count: k })),
      n.map((k) => ({ tickets: items(k), end_of_stream: true, after_url: 'https://acme.zendesk.com/api/v2/incremental/tickets/cursor.json?cursor=c' })),
    ),
    contradictions: fc.oneof(
      fc.constant({ tickets: [], meta: { has_more: true, after_cursor: 'xyz' } }),
      n.map((k) => ({ tickets: items(k), next_page: null, count: k + 1 })),
      fc.constant({ tickets: [] }),
      fc.constant({ tickets: [], end_of_stream: false }),
      text.map((t) => ({ tickets: [], meta: { has_more: false }, next_page: `https://acme.zendesk.com/${t}` })),
    ),
  },
  {
    api: 'hubspot',
    run: (b) => fromHubSpot(b),
    base: fc.oneof(n.map((k) => ({ results: items(k) })), n.map((k) => ({ total: k, results: items(k) })), n.map((k) => ({ results: items(k), paging: { prev: { before: 'MQ' } } }))),
    contradictions: fc.oneof(
      fc.constant({ results: [], paging: { next: { link: 'https://api.hubapi.com/crm/v3/objects/contacts?after=2' } } }),
      n.map((k) => ({ total: k + 1, results: items(k) })),
      fc.constant({ status: 'COMPLETE', results: [], numErrors: 1, errors: [{ status: 'error', category: 'OBJECT_NOT_FOUND' }] }),
      fc.constant({ status: 'error', category: 'RATE_LIMITS', message: 'You have reached your secondly limit.' }),
    ),
  },
  {
    api: 'notion',
    run: (b) => fromNotion(b),
    base: n.map((k) => ({ object: 'list', results: items(k), has_more: false, next_cursor: null, type: 'page_or_database', page_or_database: {} })),
    contradictions: fc.oneof(
      text.map((c) => ({ object: 'list', results: [], has_more: false, next_cursor: c })),
      fc.constant({ object: 'list', results: [], has_more: true, next_cursor: null }),
      fc.constant({ object: 'error', status: 429, code: 'rate_limited', message: 'slow down' }),
      fc.constant({ object: 'page', results: [], has_more: false }),
    ),
  },
  {
    api: 'graphql-connection',
    run: (b) => fromGraphQLConnection(b),
    base: fc.oneof(
      n.map((k) => ({ nodes: items(k), pageInfo: { hasNextPage: false, endCursor: k > 0 ? 'Y3Vyc29y' : null }, totalCount: k })),
      n.map((k) => ({ edges: items(k).map((node, i) => ({ cursor: `c${String(i)}`, node })), pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
    ),
    contradictions: fc.oneof(
      fc.constant({ nodes: [], pageInfo: { hasNextPage: true, endCursor: null } }),
      n.map((k) => ({ nodes: items(k), pageInfo: { hasNextPage: false }, totalCount: k + 1 })),
      fc.constant({ nodes: [null, { id: 'a' }], pageInfo: { hasNextPage: false } }),
      fc.constant({ nodes: [], pageInfo: {} }),
      n.map((k) => ({ nodes: items(k), edges: items(k + 1).map((node) => ({ node })), pageInfo: { hasNextPage: false } })),
    ),
  },
];

/** Values of every JSON type and the edges between them. */
const POOL: readonly unknown[] = [true, false, 0, 1, -1, 1.5, Number.NaN, Infinity, 2 ** 53, '', 'x', 'true', '0', null, {}, [], ['a'], [1], { value: 1, relation: 'gte' }, { value: -1 }, { a: 1 }];

const isCount = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Is `v` acceptable for `type` (the documented JSON type), absence and null aside? */
export function validFor(type: SignalType, v: unknown): boolean {
  switch (type) {
    case 'flag': return typeof v === 'boolean';
    case 'count': return isCount(v);
    case 'text': return typeof v === 'string';
    case 'texts': return Array.isArray(v) && v.every((s) => typeof s === 'string');
    case 'object': case 'key': return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'cursor': return typeof v === 'string' && v !== '';
    case 'token': return typeof v === 'string';
    case 'total': {
      if (isCount(v)) return true;
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
      const t = v as { value?: unknown; relation?: unknown };
      return isCount(t.value) && (t.relation === undefined || t.relation === 'eq' || t.relation === 'gte');
    }
    case 'present': case 'header': return true;
  }
}

function typeOf(spec: SignalSpec): { type: SignalType; optional: boolean } {
  return spec.endsWith('?') ? { type: spec.slice(0, -1) as SignalType, optional: true } : { type: spec as SignalType, optional: false };
}

/** A wrong value for the type: never valid, and for a cursor never the `null` that means "no cursor". */
function wrongFor(type: SignalType): fc.Arbitrary<unknown> {
  const cursorLike = type === 'cursor' || type === 'token' || type === 'key';
  const bad = (v: unknown) => !validFor(type, v) && !(cursorLike && v === null) && v !== undefined;
  return fc.oneof(fc.constantFrom(...POOL.filter(bad)), fc.anything().filter(bad));
}

/** Sets a dotted path, making the objects on the way; `@odata.…` keys are one key. */
export function setPath(body: Body, path: string, value: unknown): Body {
  const parts = path.startsWith('@') ? [path] : path.split('.');
  const out: Body = structuredClone(body);
  let node = out;
  for (const [i, key] of parts.entries()) {
    if (i === parts.length - 1) {
      if (value === undefined) Reflect.deleteProperty(node, key);
      else node[key] = value;
    } else {
      const child = node[key];
      node[key] = typeof child === 'object' && child !== null && !Array.isArray(child) ? { ...(child as Body) } : {};
      node = node[key] as Body;
    }
  }
  return out;
}

/** The body signals of a row that can be of a wrong type, with their types. */
export function attackableSignals(api: string): { path: string; type: SignalType; optional: boolean }[] {
  const reads = APIS.find((a) => a.id === api)?.reads ?? {};
  return Object.entries(reads)
    .map(([path, spec]) => ({ path, ...typeOf(spec) }))
    .filter((s) => s.type !== 'header' && s.type !== 'present');
}

/** A base body with one or more signals set to a wrong type (or a required one removed). */
export function mistyped(a: AdapterUnderAttack): fc.Arbitrary<{ body: Body; attacked: string[] }> {
  const signals = attackableSignals(a.api);
  const one = fc.constantFrom(...signals).chain((s) => fc.oneof(wrongFor(s.type), ...(s.optional ? [] : [fc.constant(undefined)])).map((value) => ({ path: s.path, value })));
  return fc.tuple(a.base, fc.array(one, { minLength: 1, maxLength: 4 })).map(([base, edits]) => ({
    body: edits.reduce((b, e) => setPath(b, e.path, e.value), base),
    attacked: edits.map((e) => e.path),
  }));
}

/**
 * A base body with one signal behind a getter: on the signal itself, or on an object on its path (`response_metadata`
 * for `response_metadata.next_cursor`). The getter answers the honest value the base holds there (the sneakiest case:
 * the body reads exactly as before) or any value of the pool, and counts its calls. The kit reads own data
 * properties only, so whatever the getter would answer, the signal is unknown and the body never Complete.
 */
export function behindGetter(a: AdapterUnderAttack): fc.Arbitrary<{ body: Body; calls: () => number }> {
  const signals = Object.keys(APIS.find((row) => row.id === a.api)?.reads ?? {}).filter((p) => !p.startsWith('headers.'));
  return fc
    .tuple(a.base, fc.constantFrom(...signals), fc.nat(), fc.oneof(fc.constant('honest' as const), fc.constantFrom(...POOL)))
    .map(([base, path, depth, answer]) => {
      const parts = path.startsWith('@') ? [path] : path.split('.');
      const at = parts.slice(0, 1 + (depth % parts.length));
      const body: Body = structuredClone(base);
      let node: Body = body;
      for (const key of at.slice(0, -1)) {
        const child = node[key];
        node[key] = typeof child === 'object' && child !== null && !Array.isArray(child) ? { ...(child as Body) } : {};
        node = node[key] as Body;
      }
      const last = at[at.length - 1] as string;
      const honest = node[last];
      let calls = 0;
      Object.defineProperty(node, last, {
        enumerable: true,
        configurable: true,
        get: () => {
          calls++;
          return answer === 'honest' ? honest : answer;
        },
      });
      return { body, calls: () => calls };
    });
}

/** What a run may do with a bad body: throw one of the kit's coded errors, or answer not Complete. */
export function neverComplete(run: () => Listing<unknown>): string {
  let l: Listing<unknown>;
  try {
    l = run();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'CONTRACT_VIOLATION' || code === 'UPSTREAM_ERROR') return `threw ${code}`;
    throw e;
  }
  if (l.complete) throw new Error('Complete');
  return 'partial';
}

/** The GitHub list adapter reads only its Link header: headers of every shape, with a Link value of a wrong type. */
export const badHeaders: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant('link: <x>; rel="next"'),
  fc.tuple(fc.constantFrom('link', 'Link', 'LINK', 'lInK'), fc.oneof(fc.integer(), fc.constant({}), fc.constant([1]), fc.constant(true))).map(([k, v]) => ({ [k]: v })),
  fc.tuple(fc.constantFrom('link', 'Link', 'LINK'), fc.constantFrom('<', '<a', '<a>; rel="next', '<a>; rel=', 'a; rel=next', '<a>; rel="next", <b>; rel="next"', '<' .repeat(64))).map(([k, v]) => ({ [k]: v })),
);

export function runGitHubList(headers: unknown): Listing<unknown> {
  return fromGitHubList([{ id: 1 }], { headers });
}

/**
 * Fields a vendor may add that say more remains, as vendors spell them (written here from their docs, not from the
 * kit's families): where they sit (top level or inside an envelope) and a value that says "more" or "not everything".
 */
export const FOREIGN_MORE: readonly { readonly path: readonly string[]; readonly value: unknown }[] = [
  { path: ['isLast'], value: false },
  { path: ['is_last_page'], value: false },
  { path: ['done'], value: false },
  { path: ['jobComplete'], value: false },
  { path: ['paging'], value: { next: { after: 'NTI1Cg%3D%3D', link: 'https://api.hubapi.com/crm/v3/objects/contacts?after=NTI1Cg%3D%3D' } } },
  { path: ['paging', 'next'], value: { after: '10' } },
  { path: ['_links', 'next'], value: '/wiki/api/v2/pages?cursor=abc' },
  { path: ['links', 'next'], value: 'https://acme.zendesk.com/api/v2/tickets.json?page[after]=x' },
  { path: ['meta', 'has_more'], value: true },
  { path: ['meta', 'page', 'after'], value: 'eyJhZnRlciI6IjEifQ' },
  { path: ['nextLink'], value: 'https://management.azure.com/subscriptions/s/resources?$skiptoken=x' },
  { path: ['@nextLink'], value: 'https://x/?$skiptoken=1' },
  { path: ['odata.nextLink'], value: 'directoryObjects?$skiptoken=1' },
  { path: ['odataNextLink'], value: 'https://graph.microsoft.com/v1.0/users?$skiptoken=1' },
  { path: ['metadata', '_continue'], value: 'eyJ2IjoibWV0YS5rOHMuaW8vdjEifQ' },
  { path: ['next'], value: 'https://api.bitbucket.org/2.0/repositories/acme?page=2' },
  { path: ['next_page'], value: 'https://acme.zendesk.com/api/v2/tickets.json?page=2' },
  { path: ['nextPage'], value: 2 },
  { path: ['nextPageToken'], value: 'CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA' },
  { path: ['next_page_token'], value: 'tok' },
  { path: ['has_more'], value: true },
  { path: ['hasMore'], value: true },
  { path: ['more'], value: true },
  { path: ['truncated'], value: true },
  { path: ['IsTruncated'], value: true },
  { path: ['incomplete_results'], value: true },
  { path: ['incompleteSearch'], value: true },
  { path: ['moreResultsAvailable'], value: true },
  { path: ['missingZones'], value: ['us-central1-a'] },
  { path: ['unreachable'], value: ['projects/p/locations/europe-west4'] },
  { path: ['pageInfo', 'hasNextPage'], value: true },
  { path: ['response_metadata', 'next_cursor'], value: 'dXNlcjpVMEc5V0ZYTlo=' },
  { path: ['next_cursor'], value: 'c' },
  { path: ['nextCursor'], value: 'c' },
  { path: ['cursor'], value: 'c' },
  { path: ['after'], value: 'c' },
  { path: ['pageToken'], value: 'BEHUL' },
  { path: ['@odata.nextLink'], value: 'https://graph.microsoft.com/v1.0/users?$skiptoken=2' },
  { path: ['total'], value: 99 },
  { path: ['total_count'], value: 99 },
  { path: ['totalCount'], value: 99 },
  { path: ['count'], value: 99 },
  { path: ['totalRows'], value: '99' },
  { path: ['meta', 'total'], value: 99 },
];

/** Fields whose value plainly says "done": a valid complete body stays Complete with them. */
export const FOREIGN_DONE: readonly { readonly path: readonly string[]; readonly value: unknown }[] = [
  { path: ['isLast'], value: true },
  { path: ['truncated'], value: false },
  { path: ['next'], value: null },
  { path: ['_links', 'next'], value: null },
  { path: ['links'], value: { next: null, prev: 'https://x/?page=1' } },
  { path: ['paging'], value: {} },
  { path: ['meta', 'has_more'], value: false },
  { path: ['missingZones'], value: [] },
  { path: ['incompleteSearch'], value: false },
];

/** Is this path one the API's row declares (an understood field, which the adapter's own tests cover)? */
function declared(api: string, path: readonly string[]): boolean {
  const reads = Object.keys(APIS.find((row) => row.id === api)?.reads ?? {});
  const dotted = path.join('.');
  return reads.some((r) => r === dotted || r.startsWith(`${dotted}.`));
}

/** Sets `path` in a copy of `body`, merging into the objects on the way. */
function merged(body: Body, path: readonly string[], value: unknown): Body {
  const out: Body = structuredClone(body);
  let node = out;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      const child = node[key];
      node[key] = typeof child === 'object' && child !== null && !Array.isArray(child) ? { ...(child as Body) } : {};
      node = node[key] as Body;
    }
  }
  return out;
}

/** A valid complete base plus one or more foreign fields that say "more remains". */
export function foreignMore(a: AdapterUnderAttack): fc.Arbitrary<{ body: Body; added: string[] }> {
  const usable = FOREIGN_MORE.filter((f) => !declared(a.api, f.path));
  return fc.tuple(a.base, fc.uniqueArray(fc.constantFrom(...usable), { minLength: 1, maxLength: 3 })).map(([base, fields]) => ({
    body: fields.reduce((b, f) => merged(b, f.path, f.value), base),
    added: fields.map((f) => f.path.join('.')),
  }));
}

/** A valid complete base plus foreign fields whose values say "done". */
export function foreignDone(a: AdapterUnderAttack): fc.Arbitrary<Body> {
  const usable = FOREIGN_DONE.filter((f) => !declared(a.api, f.path));
  return fc.tuple(a.base, fc.subarray([...usable])).map(([base, fields]) => fields.reduce((b, f) => merged(b, f.path, f.value), base));
}

/** An object nested `depth` levels deep, built without recursion. */
export function nested(depth: number): Body {
  const root: Body = {};
  let node = root;
  for (let i = 0; i < depth; i++) {
    const child: Body = {};
    node.a = child;
    node = child;
  }
  return root;
}
