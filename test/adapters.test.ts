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
  kubernetesListPages,
  nextLink,
} from '../src/adapters/index.js';

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
