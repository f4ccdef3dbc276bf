import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectAll, ContractViolationError, CursorExpiredError, UpstreamError, type Listing } from '../src/index.js';
import {
  dynamoDbQueryPages,
  elasticsearchPages,
  fromDynamoDbQuery,
  fromElasticsearch,
  fromGitHubList,
  fromGitHubSearch,
  fromGoogleAip,
  fromGraphCollection,
  fromKubernetesList,
  fromMcpList,
  fromS3ListObjectsV2,
  fromSalesforceQuery,
  fromSlack,
  fromStripeList,
  githubListPages,
  githubSearchPages,
  googleAipPages,
  graphCollectionPages,
  kubernetesListPages,
  mcpListPages,
  nextLink,
  stripeListPages,
} from '../src/adapters/index.js';
import { nested } from './support/adapter-attacks.js';

const codes = (l: Listing<unknown>) => (l.complete ? [] : l.incomplete_reasons.map((r) => r.code));

describe('fromGitHubSearch (docs.github.com/en/rest/search/search)', () => {
  const body = (over: object) => ({ total_count: 2, incomplete_results: false, items: [{ id: 1 }, { id: 2 }], ...over });
  it('the four states', () => {
    expect(fromGitHubSearch(body({}), { page: 1, perPage: 100 }).complete).toBe(true);
    expect(fromGitHubSearch(body({ total_count: 0, items: [] }), { page: 1, perPage: 100 }).complete).toBe(true);
    expect(codes(fromGitHubSearch(body({ total_count: 250 }), { page: 1, perPage: 2 }))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(codes(fromGitHubSearch(body({ items: [], incomplete_results: true, total_count: 0 }), { page: 1, perPage: 100 }))).toEqual(['TIME_BUDGET_EXCEEDED']);
  });
  it('incomplete_results: true is never Complete, even with items', () => {
    const l = fromGitHubSearch(body({ incomplete_results: true }), { page: 1, perPage: 100 });
    expect(l.complete).toBe(false);
    expect(l.items).toHaveLength(2);
  });
  it('total_count above 1,000 is RESULT_LIMIT_REACHED {limit: 1000}, with more pages while reachable', () => {
    const first = fromGitHubSearch(body({ total_count: 4321 }), { page: 1, perPage: 2 });
    expect(first.incomplete_reasons).toEqual([{ code: 'RESULT_LIMIT_REACHED', limit: 1000 }, { code: 'MORE_PAGES_AVAILABLE' }]);
    expect(first.next_cursor).toBe('2');
    expect(first.truncated).toBe(true);
    expect(codes(fromGitHubSearch(body({ total_count: 4321 }), { page: 500, perPage: 2 }))).toEqual(['RESULT_LIMIT_REACHED']);
  });
  it('hostile input fails closed', () => {
    expect(codes(fromGitHubSearch({ items: [], total_count: 0 }, { page: 1, perPage: 30 }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGitHubSearch({ items: [], incomplete_results: 'false', total_count: 0 }, { page: 1, perPage: 30 }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGitHubSearch({ items: [], incomplete_results: false }, { page: 1, perPage: 30 }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(() => fromGitHubSearch({ incomplete_results: false, total_count: 0 }, { page: 1, perPage: 30 })).toThrow(ContractViolationError);
    expect(codes(fromGitHubSearch({ items: [], incomplete_results: false, total_count: -1 }, { page: 1, perPage: 30 }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(() => fromGitHubSearch('nope', { page: 1, perPage: 30 })).toThrow(ContractViolationError);
  });
  it('githubSearchPages walks to the end with collectAll, from Octokit-style responses', async () => {
    const all = Array.from({ length: 250 }, (_, i) => ({ id: i }));
    const search = ({ page, per_page }: { page: number; per_page: number }) =>
      Promise.resolve({ data: { total_count: 250, incomplete_results: false, items: all.slice((page - 1) * per_page, page * per_page) }, headers: {} });
    const l = await collectAll(githubSearchPages(search));
    expect(l.complete).toBe(true);
    expect(l.items).toHaveLength(250);
  });
});

describe('fromGitHubList', () => {
  const link = '<https://api.github.com/orgs/acme/members?page=2>; rel="next", <https://api.github.com/orgs/acme/members?page=5>; rel="last"';
  it('rel="next" is MORE_PAGES_AVAILABLE with the URL as cursor; no Link header is one page; unknown is unknown', () => {
    const l = fromGitHubList([{ login: 'a' }], { linkHeader: link });
    expect(codes(l)).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(l.next_cursor).toBe('https://api.github.com/orgs/acme/members?page=2');
    expect(fromGitHubList([], { linkHeader: null }).complete).toBe(true);
    expect(fromGitHubList([{ login: 'a' }], { linkHeader: '<https://x/?page=1>; rel="prev"' }).complete).toBe(true);
    expect(codes(fromGitHubList([], { linkHeader: undefined }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(fromGitHubList({ total_count: 1, workflow_runs: [{ id: 1 }] }, { linkHeader: null, itemsField: 'workflow_runs' }).items).toHaveLength(1);
    expect(() => fromGitHubList({ items: [] }, { linkHeader: null })).toThrow(ContractViolationError);
    expect(nextLink('<a>; rel="prev next"')).toBe('a');
  });
  it('githubListPages: a client that returns only the body cannot prove the last page', async () => {
    const l = await collectAll(githubListPages(() => Promise.resolve([{ login: 'a' }])));
    expect(codes(l)).toEqual(['COMPLETENESS_UNKNOWN']);
    const withHeaders = await collectAll(githubListPages((url) => Promise.resolve(url === null ? { data: [1], headers: { link } } : { data: [2], headers: {} })));
    expect(withHeaders).toMatchObject({ complete: true, items: [1, 2] });
  });
});

describe('fromElasticsearch (search API response body)', () => {
  const ok = (over: object = {}) => ({
    took: 3,
    timed_out: false,
    _shards: { total: 5, successful: 5, skipped: 1, failed: 0 },
    hits: { total: { value: 2, relation: 'eq' }, max_score: 1, hits: [{ _id: 'a', sort: [1] }, { _id: 'b', sort: [2] }] },
    ...over,
  });
  it('the four states; skipped shards (counted as successful) are not incomplete', () => {
    expect(fromElasticsearch(ok()).complete).toBe(true);
    expect(fromElasticsearch(ok({ hits: { total: { value: 0, relation: 'eq' }, hits: [] } })).complete).toBe(true);
    expect(codes(fromElasticsearch(ok(), { size: 2 }))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(codes(fromElasticsearch(ok({ timed_out: true, hits: { total: { value: 0, relation: 'eq' }, hits: [] } })))).toEqual(['TIME_BUDGET_EXCEEDED']);
  });
  it('failed shards and partial or failed remote clusters are SOURCE_UNAVAILABLE', () => {
    expect(codes(fromElasticsearch(ok({ _shards: { total: 5, successful: 3, skipped: 0, failed: 2, failures: [{ reason: { type: 'node_disconnected_exception' } }] } })))).toEqual(['SOURCE_UNAVAILABLE']);
    expect(codes(fromElasticsearch(ok({ _clusters: { total: 3, successful: 2, skipped: 0, running: 0, partial: 1, failed: 0 } })))).toEqual(['SOURCE_UNAVAILABLE']);
    expect(codes(fromElasticsearch(ok({ _clusters: { total: 3, successful: 2, skipped: 0, running: 0, partial: 0, failed: 1 } })))).toEqual(['SOURCE_UNAVAILABLE']);
  });
  it('terminated_early is RESULT_LIMIT_REACHED; relation gte is the warning TOTAL_IS_LOWER_BOUND; more hits than returned is not complete', () => {
    expect(fromElasticsearch(ok({ terminated_early: true }), { terminateAfter: 100 }).incomplete_reasons).toEqual([{ code: 'RESULT_LIMIT_REACHED', limit: 100, message: 'terminated_early' }]);
    const gte = fromElasticsearch(ok({ hits: { total: { value: 10000, relation: 'gte' }, hits: [{ _id: 'a', sort: [1] }] } }), { size: 1 });
    expect(gte.warnings).toEqual([{ code: 'TOTAL_IS_LOWER_BOUND', total: 10000 }]);
    expect(gte.next_cursor).toBe('[1]');
    expect(codes(fromElasticsearch(ok({ hits: { total: { value: 5000, relation: 'eq' }, hits: [{ _id: 'a' }] } })))).toEqual(['MORE_PAGES_AVAILABLE']);
  });
  it('a missing search context is CURSOR_EXPIRED; the pages helper raises CursorExpiredError', async () => {
    const gone = { error: { root_cause: [{ type: 'search_context_missing_exception', reason: 'No search context found for id [42]' }], type: 'search_phase_execution_exception' }, status: 404 };
    const l = fromElasticsearch(gone);
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'CURSOR_EXPIRED' }], continuation: { kind: 'restart_scan' } });
    await expect(elasticsearchPages(() => Promise.resolve(gone), { size: 10 })(null, { signal: new AbortController().signal, page: 1 })).rejects.toBeInstanceOf(CursorExpiredError);
    const walk = await collectAll(elasticsearchPages((c) => Promise.resolve(c === null ? ok() : gone), { size: 2 }));
    expect(walk).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'CURSOR_EXPIRED' }], items: [{ _id: 'a' }, { _id: 'b' }] });
  });
  it('hostile input fails closed', () => {
    const onlyUnknown = (l: Listing<unknown>) => [...new Set(codes(l))];
    expect(onlyUnknown(fromElasticsearch({ hits: { hits: [] } }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(onlyUnknown(fromElasticsearch({ timed_out: 'no', _shards: { total: 1, successful: 1, failed: 0 }, hits: { total: 0, hits: [] } }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(onlyUnknown(fromElasticsearch({ timed_out: false, _shards: { total: 1, successful: 1, failed: 'x' }, hits: { total: 0, hits: [] } }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(() => fromElasticsearch({ timed_out: false, _shards: {}, hits: { hits: {} } })).toThrow(/hits\.hits/);
  });
});

describe('fromKubernetesList', () => {
  const list = (meta: object) => ({ kind: 'PodList', apiVersion: 'v1', metadata: meta, items: [{ metadata: { name: 'a' } }] });
  it('continue is MORE_PAGES_AVAILABLE with resourceVersion as the snapshot; remainingItemCount without continue is a contradiction', () => {
    const l = fromKubernetesList(list({ resourceVersion: '9001', continue: 'eyJ2IjoibWV0YS5rOHMuaW8vdjEifQ', remainingItemCount: 0 }));
    expect(l).toMatchObject({ complete: false, next_cursor: 'eyJ2IjoibWV0YS5rOHMuaW8vdjEifQ', scope: { snapshot: '9001' } });
    expect(codes(fromKubernetesList(list({ resourceVersion: '9001', remainingItemCount: 5 })))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(fromKubernetesList(list({ resourceVersion: '9001', remainingItemCount: 0 })).complete).toBe(true);
    expect(fromKubernetesList({ ...list({ resourceVersion: '1' }), items: [] }).complete).toBe(true);
  });
  it('a 410 Expired Status is CURSOR_EXPIRED with restart_scan; other failures throw', async () => {
    const expired = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'The provided continue parameter is too old', reason: 'Expired', code: 410 };
    expect(fromKubernetesList(expired)).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'CURSOR_EXPIRED' }], continuation: { kind: 'restart_scan' } });
    expect(() => fromKubernetesList({ kind: 'Status', status: 'Failure', reason: 'Forbidden', code: 403 })).toThrow(UpstreamError);
    const pages = kubernetesListPages((cont) => (cont ? Promise.reject(Object.assign(new Error('Gone'), { statusCode: 410 })) : Promise.resolve(list({ resourceVersion: '1', continue: 'c' }))));
    const l = await collectAll(pages);
    expect(l).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'CURSOR_EXPIRED' }] });
  });
  it('hostile input fails closed', () => {
    expect(codes(fromKubernetesList({ kind: 'PodList', items: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(() => fromKubernetesList({ kind: 'PodList', metadata: {} })).toThrow(ContractViolationError);
    expect(codes(fromKubernetesList({ kind: 'PodList', metadata: { resourceVersion: 7 }, items: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
});

describe('fromGoogleAip (AIP-158, AIP-217)', () => {
  it('a page token is more pages, even on an empty page; unreachable names the sources', () => {
    expect(codes(fromGoogleAip({ instances: [], nextPageToken: 'tok' }, { itemsField: 'instances' }))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(fromGoogleAip({ instances: [{ name: 'a' }] }, { itemsField: 'instances' }).complete).toBe(true);
    expect(fromGoogleAip({}, { itemsField: 'instances' })).toMatchObject({ complete: true, items: [] });
    const l = fromGoogleAip({ instances: [{ name: 'a' }], unreachable: ['us-east1-b', 'europe-west4-a'] }, { itemsField: 'instances' });
    expect(l.incomplete_reasons[0]).toMatchObject({ code: 'SOURCE_UNAVAILABLE', source: 'us-east1-b, europe-west4-a' });
    expect(codes(fromGoogleAip({ items: [], next_page_token: 'x' }, { itemsField: 'items' }))).toEqual(['MORE_PAGES_AVAILABLE']);
  });
  it('hostile input fails closed', () => {
    expect(() => fromGoogleAip({ instances: 'x' }, { itemsField: 'instances' })).toThrow(ContractViolationError);
    expect(codes(fromGoogleAip({ instances: [], unreachable: [1] }, { itemsField: 'instances' }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
});

describe('fromStripeList', () => {
  it('has_more continues after the last id; search adds STALE_INDEX; missing has_more is unknown', () => {
    const l = fromStripeList({ object: 'list', url: '/v1/customers', has_more: true, data: [{ id: 'cus_1' }, { id: 'cus_2' }] });
    expect(l).toMatchObject({ complete: false, next_cursor: 'cus_2' });
    expect(fromStripeList({ object: 'list', url: '/v1/customers', has_more: false, data: [] }).complete).toBe(true);
    const s = fromStripeList({ object: 'search_result', url: '/v1/customers/search', has_more: false, next_page: null, data: [] });
    expect(s.complete).toBe(true);
    expect(s.warnings[0]).toMatchObject({ code: 'STALE_INDEX', source: 'stripe-search' });
    expect(fromStripeList({ object: 'search_result', has_more: true, next_page: 'pg_2', data: [] }).next_cursor).toBe('pg_2');
    expect(codes(fromStripeList({ object: 'list', data: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(() => fromStripeList({ object: 'list', has_more: false })).toThrow(ContractViolationError);
  });
});

describe('fromS3ListObjectsV2 / fromDynamoDbQuery', () => {
  it('IsTruncated with NextContinuationToken; absent Contents is empty; missing IsTruncated is unknown', () => {
    expect(fromS3ListObjectsV2({ IsTruncated: true, NextContinuationToken: '1ueGcxLPRx1Tr', Contents: [{ Key: 'a' }], KeyCount: 1, MaxKeys: 1 })).toMatchObject({ complete: false, next_cursor: '1ueGcxLPRx1Tr' });
    expect(fromS3ListObjectsV2({ IsTruncated: false, KeyCount: 0 })).toMatchObject({ complete: true, items: [] });
    expect(codes(fromS3ListObjectsV2({ Contents: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(() => fromS3ListObjectsV2({ IsTruncated: false, Contents: {} })).toThrow(/Contents/);
  });
  it('a LastEvaluatedKey always means more pages may remain, even after an empty page', async () => {
    const l = fromDynamoDbQuery({ Items: [], Count: 0, ScannedCount: 100, LastEvaluatedKey: { pk: { S: 'user#100' } } });
    expect(l).toMatchObject({ complete: false, next_cursor: '{"pk":{"S":"user#100"}}' });
    expect(fromDynamoDbQuery({ Items: [{ pk: { S: 'a' } }], Count: 1, ScannedCount: 1 }).complete).toBe(true);
    const seen: unknown[] = [];
    const walk = await collectAll(
      dynamoDbQueryPages((start) => {
        seen.push(start);
        return Promise.resolve(start ? { Items: [2], Count: 1 } : { Items: [], Count: 0, LastEvaluatedKey: { pk: 'k' } });
      }),
    );
    expect(walk).toMatchObject({ complete: true, items: [2] });
    expect(seen).toEqual([undefined, { pk: 'k' }]);
  });
});

describe('fromGraphCollection', () => {
  it('@odata.nextLink continues; redacted members are VISIBILITY_RESTRICTED plus PARTIAL_FIELD_SET', () => {
    const next = 'https://graph.microsoft.com/v1.0/groups/1/members?$skiptoken=X';
    expect(fromGraphCollection({ value: [{ id: '1', displayName: 'A' }], '@odata.nextLink': next }).next_cursor).toBe(next);
    const l = fromGraphCollection({
      value: [
        { '@odata.type': '#microsoft.graph.user', id: 'u1', displayName: 'Ada' },
        { '@odata.type': '#microsoft.graph.device', id: 'd1', displayName: null, deletedDateTime: null },
      ],
    });
    expect(codes(l)).toEqual(['VISIBILITY_RESTRICTED']);
    expect(l.warnings[0]).toMatchObject({ code: 'PARTIAL_FIELD_SET', fields: ['displayName', 'deletedDateTime'], requestable: false });
    expect(fromGraphCollection({ value: [{ '@odata.type': '#microsoft.graph.user', id: 'u1' }] }, { selected: ['id'] }).complete).toBe(true);
    expect(() => fromGraphCollection({ '@odata.context': 'x' })).toThrow(ContractViolationError);
  });
});

describe('fromSlack', () => {
  it('a non-empty next_cursor continues; ok: false is an error, never an empty Complete', () => {
    expect(fromSlack({ ok: true, members: [{ id: 'U1' }], response_metadata: { next_cursor: 'dXNlcjpVMEc5V0ZYTlo=' } })).toMatchObject({ complete: false, next_cursor: 'dXNlcjpVMEc5V0ZYTlo=' });
    expect(fromSlack({ ok: true, members: [], response_metadata: { next_cursor: '' } }).complete).toBe(true);
    expect(codes(fromSlack({ ok: true, messages: [], has_more: true }))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(() => fromSlack({ ok: false, error: 'invalid_auth' })).toThrow(UpstreamError);
    expect(() => fromSlack({ members: [] })).toThrow(UpstreamError);
    expect(fromSlack({ ok: false, error: 'ratelimited' }, { retryAfterS: 30 }).incomplete_reasons).toEqual([{ code: 'RATE_LIMITED', retry_after_s: 30 }]);
    expect(() => fromSlack({ ok: true, channels: [], members: [] })).toThrow(/itemsField/);
  });
});

describe('fromSalesforceQuery and fromMcpList', () => {
  it('done / nextRecordsUrl', () => {
    expect(fromSalesforceQuery({ totalSize: 3000, done: false, nextRecordsUrl: '/services/data/v62.0/query/01gD0000002HU6KIAW-2000', records: [] })).toMatchObject({
      complete: false,
      next_cursor: '/services/data/v62.0/query/01gD0000002HU6KIAW-2000',
    });
    expect(fromSalesforceQuery({ totalSize: 1, done: true, records: [{ Id: '1' }] }).complete).toBe(true);
    expect(codes(fromSalesforceQuery({ records: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('MCP nextCursor on tools, resources and prompts lists', () => {
    expect(fromMcpList({ tools: [{ name: 'a' }], nextCursor: 'c2' })).toMatchObject({ complete: false, next_cursor: 'c2' });
    expect(fromMcpList({ resources: [] }).complete).toBe(true);
    expect(fromMcpList({ prompts: [{ name: 'p' }] }).complete).toBe(true);
    expect(() => fromMcpList({ nextCursor: 'x' })).toThrow(ContractViolationError);
  });
});

describe('every adapter fails closed on hostile input (property)', () => {
  const adapters: [string, (b: unknown) => Listing<unknown>][] = [
    ['fromGitHubSearch', (b) => fromGitHubSearch(b, { page: 1, perPage: 30 })],
    ['fromGitHubList', (b) => fromGitHubList(b, { linkHeader: undefined })],
    ['fromElasticsearch', (b) => fromElasticsearch(b)],
    ['fromKubernetesList', fromKubernetesList],
    ['fromStripeList', fromStripeList],
    ['fromS3ListObjectsV2', fromS3ListObjectsV2],
    ['fromSalesforceQuery', fromSalesforceQuery],
    ['fromSlack', (b) => fromSlack(b, { itemsField: 'members' })],
  ];
  // Bodies whose completeness signal is missing or mistyped: an adapter may throw, or say incomplete.
  const signalless = fc.dictionary(
    fc.constantFrom('items', 'data', 'records', 'Contents', 'members', 'hits', 'metadata', 'total_count', 'has_more', 'done', 'IsTruncated', 'incomplete_results', 'timed_out', 'ok'),
    fc.oneof(fc.constant([]), fc.string(), fc.integer(), fc.constant(null), fc.constant('true'), fc.constant({})),
  );
  it.each(adapters)('%s never returns Complete without a valid signal', (_name, adapter) => {
    fc.assert(
      fc.property(signalless, (b) => {
        let l: Listing<unknown>;
        try {
          l = adapter(b);
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
          expect((e as { code?: string }).code).toMatch(/^(CONTRACT_VIOLATION|UPSTREAM_ERROR)$/);
          return;
        }
        if (l.complete) {
          // The only complete answers are the ones whose own signal says so, with the right type.
          const ok = [b.incomplete_results === false && typeof b.total_count === 'number', b.has_more === false, b.done === true, b.IsTruncated === false, b.ok === true, b.timed_out === false, Array.isArray(b.items) && 'metadata' in b];
          expect(ok.some(Boolean)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('second red-team round: real SDK shapes and vendor quirks', () => {
  const pod = (name: string) => ({ metadata: { name } });
  it('kubernetes: client-node keeps the token in metadata._continue; a walk without remainingItemCount reads every chunk', async () => {
    // @kubernetes/client-node 1.x answers the model itself; 0.x answers { response, body }
    const chunks: Record<string, object> = {
      first: { kind: 'PodList', apiVersion: 'v1', metadata: { resourceVersion: '42', _continue: 'c2' }, items: [pod('a')] },
      c2: { kind: 'PodList', apiVersion: 'v1', metadata: { resourceVersion: '42', _continue: '' }, items: [pod('b')] },
    };
    const v1 = await collectAll(kubernetesListPages((cont) => Promise.resolve(chunks[cont ?? 'first'])));
    expect(v1).toMatchObject({ complete: true, items: [pod('a'), pod('b')], scope: { resource: 'kubernetes:PodList', snapshot: '42' } });
    const v0 = await collectAll(kubernetesListPages((cont) => Promise.resolve({ response: { statusCode: 200 }, body: chunks[cont ?? 'first'] })));
    expect(v0.items).toHaveLength(2);
    const one = fromKubernetesList(chunks.first);
    expect(one).toMatchObject({ complete: false, next_cursor: 'c2', incomplete_reasons: [{ code: 'MORE_PAGES_AVAILABLE' }] });
    // both spellings: the same token is fine, two different ones are a contradiction
    expect(fromKubernetesList({ kind: 'PodList', metadata: { continue: 'x', _continue: 'x' }, items: [] }).next_cursor).toBe('x');
    expect(codes(fromKubernetesList({ kind: 'PodList', metadata: { continue: 'x', _continue: 'y' }, items: [] }))).toContain('COMPLETENESS_UNKNOWN');
  });

  it('github: a truncated git tree, a search body read as a list, and a pull request at 3,000 files are never Complete', async () => {
    const tree = { sha: 'abc', url: 'https://api.github.com/repos/a/b/git/trees/abc', tree: [{ path: 'x' }], truncated: true };
    expect(fromGitHubList(tree, { linkHeader: null, itemsField: 'tree' }).incomplete_reasons).toMatchObject([{ code: 'RESULT_LIMIT_REACHED', limit: 100_000 }]);
    expect(fromGitHubList({ ...tree, truncated: false }, { linkHeader: null, itemsField: 'tree' }).complete).toBe(true);
    const search = { total_count: 1, incomplete_results: true, items: [{ id: 1 }] };
    expect(codes(fromGitHubList(search, { linkHeader: null, itemsField: 'items' }))).toEqual(['TIME_BUDGET_EXCEEDED']);
    const viaPages = await collectAll(githubListPages(() => Promise.resolve({ data: search, headers: {} }), { itemsField: 'items' }));
    expect(codes(viaPages)).toEqual(['TIME_BUDGET_EXCEEDED']);
    // GITHUB_SEARCH_LIMIT holds on the list path too: 1,000 reachable of 5,000
    expect(codes(fromGitHubList({ total_count: 5000, incomplete_results: false, items: [{ id: 1 }] }, { linkHeader: '<https://x/?page=9>; rel="prev"', itemsField: 'items' })))
      .toEqual(['RESULT_LIMIT_REACHED']);
    // a total_count the walk never reached
    expect(codes(fromGitHubList({ total_count: 3, workflow_runs: [{ id: 1 }] }, { linkHeader: null, itemsField: 'workflow_runs' }))).toEqual(['COMPLETENESS_UNKNOWN']);
    const runs = await collectAll(
      githubListPages(
        (url) => Promise.resolve(url === null
          ? { data: { total_count: 2, workflow_runs: [{ id: 1 }] }, headers: { link: '<https://api.github.com/repos/a/b/actions/runs?page=2>; rel="next"' } }
          : { data: { total_count: 2, workflow_runs: [{ id: 2 }] }, headers: {} }),
        { itemsField: 'workflow_runs' },
      ),
    );
    expect(runs).toMatchObject({ complete: true, items: [{ id: 1 }, { id: 2 }] });
  });

  it('github: pulls.listFiles reaching its documented 3,000 files is RESULT_LIMIT_REACHED (detected from the page URL, or resultLimit)', async () => {
    const files = (page: number) => Array.from({ length: 100 }, (_, i) => ({ sha: `${String(page)}-${String(i)}`, filename: `f${String(page * 100 + i)}` }));
    const url = (page: number) => `https://api.github.com/repos/acme/api/pulls/7/files?per_page=100&page=${String(page)}`;
    const pageOf = (u: string | null) => (u === null ? 1 : Number(new URL(u).searchParams.get('page')));
    const listFiles = (pages: number) => (u: string | null) => {
      const page = pageOf(u);
      return Promise.resolve({ data: files(page), headers: page < pages ? { link: `<${url(page + 1)}>; rel="next", <${url(pages)}>; rel="last"` } : { link: `<${url(page - 1)}>; rel="prev"` } });
    };
    const capped = await collectAll(githubListPages(listFiles(30)));
    expect(capped.items).toHaveLength(3000);
    expect(capped.incomplete_reasons).toMatchObject([{ code: 'RESULT_LIMIT_REACHED', limit: 3000 }]);
    expect((await collectAll(githubListPages(listFiles(29)))).complete).toBe(true);
    const single = await collectAll(githubListPages(() => Promise.resolve({ data: [{ sha: 'a' }, { sha: 'b' }], headers: {} }), { resultLimit: 2 }));
    expect(codes(single)).toEqual(['RESULT_LIMIT_REACHED']);
    expect(() => githubListPages(() => [], { resultLimit: 0 })).toThrow(ContractViolationError);
  });

  it('google: Drive incompleteSearch, GKE missingZones, BigQuery pageToken and jobComplete: false', async () => {
    const drive = fromGoogleAip({ kind: 'drive#fileList', incompleteSearch: true, files: [{ id: 'f' }] }, { itemsField: 'files' });
    expect(drive).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'SOURCE_UNAVAILABLE' }], continuation: { kind: 'narrow_query' } });
    expect(fromGoogleAip({ kind: 'drive#fileList', incompleteSearch: false, files: [] }, { itemsField: 'files' }).complete).toBe(true);
    expect(fromGoogleAip({ clusters: [{ name: 'c' }], missingZones: ['us-central1-a'] }, { itemsField: 'clusters' }).incomplete_reasons)
      .toMatchObject([{ code: 'SOURCE_UNAVAILABLE', source: 'us-central1-a' }]);
    const table = { kind: 'bigquery#tableDataList', etag: 'e', totalRows: '3', pageToken: 'BEHUL', rows: [{ f: [{ v: '1' }] }] };
    expect(fromGoogleAip(table, { itemsField: 'rows' })).toMatchObject({ complete: false, next_cursor: 'BEHUL' });
    const walk = await collectAll(googleAipPages((t) => Promise.resolve(t === undefined ? table : { ...table, pageToken: undefined, rows: [{}, {}] }), { itemsField: 'rows' }));
    expect(walk).toMatchObject({ complete: true, scope: { resource: 'google:rows' } });
    expect(walk.items).toHaveLength(3);
    const running = { kind: 'bigquery#getQueryResultsResponse', jobReference: { jobId: 'j' }, jobComplete: false };
    expect(codes(fromGoogleAip(running, { itemsField: 'rows' }))).toEqual(['TIME_BUDGET_EXCEEDED']);
    expect(codes(fromGoogleAip({ rows: [], nextPageToken: 'a', pageToken: 'b' }, { itemsField: 'rows' }))).toContain('COMPLETENESS_UNKNOWN');
  });

  it('google: Jira, Zendesk, HubSpot, Confluence, Bitbucket, Notion and GraphQL bodies read through fromGoogleAip are never Complete', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => ({ id: String(i) }));
    const bodies: [string, object][] = [
      ['issues', { startAt: 0, maxResults: 50, total: 120, isLast: false, issues: fifty }],
      ['issues', { issues: fifty, isLast: false }],
      ['tickets', { tickets: fifty, meta: { has_more: true, after_cursor: 'xxx', before_cursor: 'yyy' }, links: { next: 'https://acme.zendesk.com/api/v2/tickets.json?page[after]=xxx' } }],
      ['tickets', { tickets: fifty, next_page: 'https://acme.zendesk.com/api/v2/tickets.json?page=2', previous_page: null, count: 120 }],
      ['results', { results: fifty, paging: { next: { after: '50', link: 'https://api.hubapi.com/crm/v3/objects/contacts?after=50' } } }],
      ['results', { results: fifty, total: 120 }],
      ['results', { results: fifty, _links: { next: '/wiki/api/v2/pages?cursor=abc', base: 'https://acme.atlassian.net/wiki' } }],
      ['values', { values: fifty, pagelen: 50, size: 120, page: 1, next: 'https://api.bitbucket.org/2.0/repositories/acme?page=2' }],
      ['results', { object: 'list', results: fifty, has_more: true, next_cursor: 'c' }],
      ['nodes', { nodes: fifty, pageInfo: { hasNextPage: true, endCursor: 'Y3Vyc29y' } }],
    ];
    for (const [itemsField, b] of bodies) expect(fromGoogleAip(b, { itemsField }).complete, JSON.stringify(b).slice(0, 80)).toBe(false);
    // the same vendors' last pages, whose fields say "done", stay Complete
    expect(fromGoogleAip({ startAt: 0, maxResults: 50, total: 2, isLast: true, issues: fifty.slice(0, 2) }, { itemsField: 'issues' }).complete).toBe(true);
    expect(fromGoogleAip({ results: fifty, _links: { base: 'https://acme.atlassian.net/wiki' } }, { itemsField: 'results' }).complete).toBe(true);
    expect(fromGoogleAip({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } }, { itemsField: 'nodes' }).complete).toBe(true);
  });

  it('graph: search moreResultsAvailable, ARM nextLink, OData v3 odata.nextLink, OData 4.01 @nextLink, Kiota odataNextLink', async () => {
    const search = { value: [{ searchTerms: ['q'], hitsContainers: [{ hits: [{ hitId: '1' }], total: 40, moreResultsAvailable: true }] }] };
    expect(codes(fromGraphCollection(search))).toEqual(['MORE_PAGES_AVAILABLE']);
    const done = { value: [{ searchTerms: ['q'], hitsContainers: [{ hits: [{ hitId: '1' }], total: 1, moreResultsAvailable: false }] }] };
    expect(fromGraphCollection(done).complete).toBe(true);
    expect(codes(fromGraphCollection({ value: [{ hitsContainers: [{ moreResultsAvailable: 'yes' }] }] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    for (const key of ['nextLink', 'odata.nextLink', '@nextLink', 'odataNextLink']) {
      expect(fromGraphCollection({ value: [{ id: '1' }], [key]: 'https://next' }), key).toMatchObject({ complete: false, next_cursor: 'https://next' });
    }
    expect(codes(fromGraphCollection({ value: [], '@odata.nextLink': 'a', odataNextLink: 'b' }))).toContain('COMPLETENESS_UNKNOWN');
    expect(codes(fromGraphCollection({ value: [], odataCount: 3 }))).toEqual(['COMPLETENESS_UNKNOWN']);
    // the Kiota model (msgraph-sdk) through graphCollectionPages
    const pages: Record<string, object> = {
      first: { odataContext: 'x', odataNextLink: 'https://graph.microsoft.com/v1.0/users?$skiptoken=2', odataCount: 2, value: [{ id: 'u1' }] },
      'https://graph.microsoft.com/v1.0/users?$skiptoken=2': { odataCount: 2, value: [{ id: 'u2' }] },
    };
    const walk = await collectAll(graphCollectionPages((link) => Promise.resolve(pages[link ?? 'first']), { resource: 'graph:users' }));
    expect(walk).toMatchObject({ complete: true, items: [{ id: 'u1' }, { id: 'u2' }], scope: { resource: 'graph:users' } });
  });

  it('elasticsearch: an error or shard failure nested 200,000 levels deep is a ContractViolationError, not a RangeError', () => {
    const deep = nested(200_000);
    expect(() => fromElasticsearch({ error: deep })).toThrow(ContractViolationError);
    const failures = { timed_out: false, _shards: { total: 1, successful: 0, failed: 1, failures: [deep] }, hits: { total: 0, hits: [] } };
    expect(() => fromElasticsearch(failures)).toThrow(ContractViolationError);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => fromElasticsearch({ error: cyclic })).toThrow(ContractViolationError);
  });

  it('mcp: resultType says whether the round trip is final, never that the list is whole', async () => {
    expect(fromMcpList({ resultType: 'complete', tools: [{ name: 'a' }] }).complete).toBe(true);
    expect(fromMcpList({ resultType: 'complete', tools: [], nextCursor: 'c' })).toMatchObject({ complete: false, next_cursor: 'c' });
    const asks = fromMcpList({ resultType: 'input_required', inputRequests: [{ method: 'elicitation/create' }], tools: [{ name: 'a' }] });
    expect(asks).toMatchObject({ complete: false, items: [], incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] });
    expect(fromMcpList({ resultType: 'input_required' }).complete).toBe(false);
    expect(codes(fromMcpList({ resultType: 'partial', tools: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromMcpList({ resultType: 1, tools: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    const walk = await collectAll(mcpListPages((c) => Promise.resolve(c === undefined ? { tools: [{ name: 'a' }], nextCursor: 'n' } : { resultType: 'input_required' })));
    expect(walk).toMatchObject({ complete: false, items: [{ name: 'a' }] });
  });

  it('scope: every helper names the resource, from the caller or by default, so tokens bind to it', async () => {
    expect(fromStripeList({ object: 'list', has_more: false, data: [] }).scope).toEqual({ resource: 'stripe:list', visibility: 'api key', snapshot: null });
    expect(fromS3ListObjectsV2({ IsTruncated: false, Name: 'bucket', Prefix: 'logs/' }).scope?.resource).toBe('s3:bucket/logs/');
    expect(fromSlack({ ok: true, members: [] }).scope?.resource).toBe('slack:members');
    expect(fromMcpList({ prompts: [] }).scope?.resource).toBe('mcp:prompts');
    expect(fromGitHubList([], { linkHeader: null, resource: 'github:repos/acme/api/issues' }).scope?.resource).toBe('github:repos/acme/api/issues');
    expect(() => fromStripeList({ object: 'list', has_more: false, data: [] }, { resource: '' })).toThrow(ContractViolationError);
    const a = await collectAll(stripeListPages(() => Promise.resolve({ object: 'list', has_more: false, data: [{ id: 'x' }] }), { resource: 'stripe:customers' }));
    expect(a.scope?.resource).toBe('stripe:customers');
    // a page that answers for another resource ends the walk (collectAll compares scopes across pages)
    const mixed = await collectAll((cursor) => Promise.resolve(cursor === null
      ? fromSalesforceQuery({ done: false, nextRecordsUrl: '/q/2', records: [{ Id: '1' }] }, { resource: 'salesforce:Account' })
      : fromSalesforceQuery({ done: true, records: [{ Id: '2' }] }, { resource: 'salesforce:Contact' })));
    expect(codes(mixed)).toContain('COMPLETENESS_UNKNOWN');
  });
});
