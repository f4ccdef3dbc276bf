import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectAll, ContractViolationError, UpstreamError, type Listing } from '../src/index.js';
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
  graphCollectionPages,
  kubernetesListPages,
  nextLink,
} from '../src/adapters/index.js';
import { headerValue, parseLinkHeader } from '../src/adapters/signals.js';

const codes = (l: Listing<unknown>) => (l.complete ? [] : l.incomplete_reasons.map((r) => r.code));
const unknown = ['COMPLETENESS_UNKNOWN'];

describe('headers as real clients deliver them', () => {
  const link = '<https://api.github.com/orgs/acme/members?page=2>; rel="next"';
  it.each([
    ['WHATWG Headers', new Headers({ Link: link })],
    ['Map', new Map([['Link', link]])],
    ['plain object, lower case', { link }],
    ['plain object, LINK', { LINK: link }],
    ['plain object, mixed case', { lInK: link }],
    ['Node raw array value', { link: [link] }],
  ])('%s: the Link header is found', (_shape, headers) => {
    expect(headerValue(headers, 'Link')).toBe(link);
    const l = fromGitHubList([{ login: 'a' }], { headers });
    expect(l).toMatchObject({ complete: false, next_cursor: 'https://api.github.com/orgs/acme/members?page=2' });
  });
  it('no Link header in a readable shape is one page; unreadable headers are unknown', () => {
    expect(fromGitHubList([1], { headers: new Headers() }).complete).toBe(true);
    expect(fromGitHubList([1], { headers: new Map() }).complete).toBe(true);
    expect(codes(fromGitHubList([1], { headers: { link: 5 } }))).toEqual(unknown);
    expect(codes(fromGitHubList([1], { headers: undefined }))).toEqual(unknown);
    expect(codes(fromGitHubList([1], { headers: new Map([[1, link]]) }))).toEqual(unknown);
  });
  it('githubListPages reads the Link header from a fetch-style Headers or a Map', async () => {
    for (const make of [(l: string) => new Headers({ LINK: l }), (l: string) => new Map([['Link', l]])]) {
      const walk = await collectAll(githubListPages((url) => Promise.resolve(url === null ? { data: [1], headers: make(link) } : { data: [2], headers: make('') })));
      expect(walk).toMatchObject({ complete: true, items: [1, 2] });
    }
  });
});

describe('RFC 8288 Link parsing', () => {
  it('commas inside <…> and inside quoted parameters do not split links; several relations; case', () => {
    const header = '<https://x/?a=1,2>; title="a, b; c"; rel="prev", <https://x/?q=a,b&page=3>; REL="Next Last"';
    expect(parseLinkHeader(header)).toEqual([
      { target: 'https://x/?a=1,2', rels: ['prev'] },
      { target: 'https://x/?q=a,b&page=3', rels: ['next', 'last'] },
    ]);
    expect(nextLink(header)).toBe('https://x/?q=a,b&page=3');
    expect(nextLink('<a>; rel=next')).toBe('a');
    expect(nextLink('<a>; rel="prev next"')).toBe('a');
    expect(nextLink('<a>; rel="nextish"')).toBeNull();
    expect(nextLink('<a>; title="rel=\\"next\\""')).toBeNull();
    expect(nextLink(' , <a>; rel="prev" ,, ')).toBeNull();
  });
  it('a malformed header, or two different next pages, is a typed error (and unknown in the adapter)', () => {
    for (const bad of ['<', '<a', 'a; rel=next', '<a>; rel="next', '<a> rel=next', '<a>; rel="next", <b>; rel="next"']) {
      expect(() => nextLink(bad), bad).toThrow(ContractViolationError);
      expect(codes(fromGitHubList([1], { linkHeader: bad })), bad).toEqual(unknown);
    }
  });
  it('runs in linear time: a 64 KiB header costs what 64 headers of 1 KiB cost, for every hostile shape', () => {
    const shapes: Record<string, (bytes: number) => string> = {
      '`<`': (b) => '<'.repeat(b),
      'real links': (b) => '<https://api.github.com/x?page=2>; rel="next", '.repeat(b / 32).slice(0, b),
      'escaped quotes': (b) => `<a>; t="${'\\"'.repeat(b / 2)}`,
      '`;`': (b) => `<a>${';'.repeat(b)}`,
      '`,`': (b) => ','.repeat(b),
      '`<a>;rel=`': (b) => '<a>;rel='.repeat(b / 8),
    };
    // The fastest of many runs: other processes only ever add time, so the minimum is the cost itself.
    const fastest = (f: () => void) => {
      let best = Infinity;
      for (let i = 0; i < 25; i++) {
        const t = performance.now();
        f();
        best = Math.min(best, performance.now() - t);
      }
      return best;
    };
    for (const [name, make] of Object.entries(shapes)) {
      const long = make(64 * 1024);
      const short = make(1024);
      for (let i = 0; i < 20; i++) parseLinkHeader(i % 2 ? long : short); // warm the JIT for both
      const ratio = fastest(() => parseLinkHeader(long)) / Math.max(fastest(() => { for (let i = 0; i < 64; i++) parseLinkHeader(short); }), 0.01);
      // Linear: about 1. Quadratic: about 64.
      expect(ratio, name).toBeLessThan(8);
    }
  });
});

describe('a mistyped continuation is unknown, never done', () => {
  it.each<[string, () => Listing<unknown>]>([
    ['Kubernetes continue: 123', () => fromKubernetesList({ kind: 'PodList', metadata: { continue: 123 }, items: [] })],
    ['AIP nextPageToken: 123', () => fromGoogleAip({ instances: [], nextPageToken: 123 }, { itemsField: 'instances' })],
    ['Graph @odata.nextLink: {}', () => fromGraphCollection({ value: [], '@odata.nextLink': {} })],
    ['Slack next_cursor: 7', () => fromSlack({ ok: true, members: [], response_metadata: { next_cursor: 7 } })],
    ['Slack has_more: "true"', () => fromSlack({ ok: true, messages: [], has_more: 'true' })],
    ['MCP nextCursor: 7', () => fromMcpList({ tools: [], nextCursor: 7 })],
    ['DynamoDB LastEvaluatedKey: "abc"', () => fromDynamoDbQuery({ Items: [], LastEvaluatedKey: 'abc' })],
    ['S3 IsTruncated: "false"', () => fromS3ListObjectsV2({ IsTruncated: 'false', Contents: [] })],
    ['Stripe has_more: 0', () => fromStripeList({ object: 'list', has_more: 0, data: [] })],
    ['Salesforce done: "true"', () => fromSalesforceQuery({ done: 'true', records: [] })],
  ])('%s', (_name, run) => {
    expect(codes(run())).toContain('COMPLETENESS_UNKNOWN');
  });
});

describe('contradictory signals are unknown, not complete', () => {
  it.each<[string, () => Listing<unknown>]>([
    ['S3 IsTruncated: false with NextContinuationToken', () => fromS3ListObjectsV2({ IsTruncated: false, NextContinuationToken: 't', Contents: [] })],
    ['Salesforce done: true with nextRecordsUrl', () => fromSalesforceQuery({ done: true, nextRecordsUrl: '/q/2', records: [] })],
    ['Stripe search has_more: false with next_page', () => fromStripeList({ object: 'search_result', has_more: false, next_page: 'pg', data: [] })],
    ['Kubernetes remainingItemCount > 0 without continue', () => fromKubernetesList({ kind: 'PodList', metadata: { remainingItemCount: 3 }, items: [] })],
    ['MCP nextCursor: ""', () => fromMcpList({ tools: [], nextCursor: '' })],
    ['Graph @odata.count above the items', () => fromGraphCollection({ value: [{ id: 1 }], '@odata.count': 2 })],
  ])('%s', (_name, run) => {
    expect(codes(run())).toEqual(unknown);
  });
  it('Graph: @odata.count is compared with every item of the walk, not one page', async () => {
    const pages = [{ value: [1, 2], '@odata.count': 3, '@odata.nextLink': 'https://graph/next' }, { value: [3], '@odata.count': 3 }];
    expect(await collectAll(graphCollectionPages((next) => Promise.resolve(pages[next === null ? 0 : 1])))).toMatchObject({ complete: true, items: [1, 2, 3] });
    const short = [pages[0], { value: [], '@odata.count': 3 }];
    expect(codes(await collectAll(graphCollectionPages((next) => Promise.resolve(short[next === null ? 0 : 1]))))).toEqual(unknown);
  });
});

describe('partial search answers', () => {
  const es = (over: object = {}) => ({ timed_out: false, _shards: { total: 2, successful: 2, skipped: 0, failed: 0 }, hits: { total: { value: 1, relation: 'eq' }, hits: [{ _id: 'a' }] }, ...over });
  it('Elasticsearch: remote clusters skipped, running, partial or failed; shards missing', () => {
    for (const k of ['skipped', 'running', 'partial', 'failed']) {
      expect(codes(fromElasticsearch(es({ _clusters: { total: 2, successful: 1, skipped: 0, running: 0, partial: 0, failed: 0, [k]: 1 } }))), k).toEqual(['SOURCE_UNAVAILABLE']);
    }
    expect(codes(fromElasticsearch(es({ _shards: { total: 5, successful: 3, skipped: 0, failed: 0 } })))).toEqual(['SOURCE_UNAVAILABLE']);
    expect(codes(fromElasticsearch(es({ _shards: {} })))).toEqual(['COMPLETENESS_UNKNOWN', 'COMPLETENESS_UNKNOWN', 'COMPLETENESS_UNKNOWN']);
    expect(fromElasticsearch(es({ _clusters: { total: 2, successful: 2, skipped: 0, running: 0, partial: 0, failed: 0 } })).complete).toBe(true);
  });
  it('Elasticsearch: size 0 with matches, no size and no total, mistyped terminated_early or hits.total.value', () => {
    expect(codes(fromElasticsearch(es({ hits: { total: { value: 5, relation: 'eq' }, hits: [] } }), { size: 0 }))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(fromElasticsearch(es({ hits: { total: { value: 0, relation: 'eq' }, hits: [] } }), { size: 0 }).complete).toBe(true);
    expect(codes(fromElasticsearch(es({ hits: { hits: [{ _id: 'a' }] } })))).toEqual(unknown);
    expect(codes(fromElasticsearch(es({ terminated_early: 'false' })))).toEqual(unknown);
    expect(codes(fromElasticsearch(es({ hits: { total: { value: '1', relation: 'eq' }, hits: [{ _id: 'a' }] } })))).toContain('COMPLETENESS_UNKNOWN');
    expect(codes(fromElasticsearch(es({ hits: { total: { value: 1, relation: 'about' }, hits: [{ _id: 'a' }] } })))).toContain('COMPLETENESS_UNKNOWN');
  });
  const gh = (total: number, n: number) => ({ total_count: total, incomplete_results: false, items: Array.from({ length: n }, (_, i) => ({ id: i })) });
  it('GitHub search: per_page above 100 is served as 100, never trusted', async () => {
    expect(codes(fromGitHubSearch(gh(150, 100), { page: 1, perPage: 200 }))).toEqual(['MORE_PAGES_AVAILABLE']);
    const all = gh(150, 150).items;
    const asked: number[] = [];
    const walk = await collectAll(
      githubSearchPages(
        ({ page, per_page }) => {
          asked.push(per_page);
          const served = Math.min(per_page, 100);
          return Promise.resolve({ data: { total_count: 150, incomplete_results: false, items: all.slice((page - 1) * served, page * served) }, headers: {} });
        },
        { perPage: 500 },
      ),
    );
    expect(walk).toMatchObject({ complete: true });
    expect(walk.items).toHaveLength(150);
    expect(asked).toEqual([100, 100]);
  });
  it('GitHub search: fewer items than total_count promises on the last page; missing options', () => {
    expect(codes(fromGitHubSearch(gh(50, 30), { page: 1, perPage: 100 }))).toEqual(unknown);
    expect(codes(fromGitHubSearch(gh(250, 40), { page: 3, perPage: 100 }))).toEqual(unknown);
    expect(fromGitHubSearch(gh(250, 50), { page: 3, perPage: 100 }).complete).toBe(true);
    expect(fromGitHubSearch(gh(3, 3)).complete).toBe(true);
    expect(codes(fromGitHubSearch(gh(300, 30)))).toEqual(unknown);
    expect(codes(fromGitHubSearch(gh(3, 3), { page: 0, perPage: 30 }))).toEqual(unknown);
  });
  it('GitHub search: a total_count that moves between pages is SNAPSHOT_CHANGED', async () => {
    const walk = await collectAll(githubSearchPages(({ page }) => Promise.resolve({ data: gh(page === 1 ? 150 : 149, page === 1 ? 100 : 49), headers: {} })));
    expect(codes(walk)).toContain('SNAPSHOT_CHANGED');
  });
  it('GitHub search: a Link rel="next" that total_count denies is unknown', () => {
    expect(codes(fromGitHubSearch(gh(2, 2), { page: 1, perPage: 100, headers: { link: '<https://api.github.com/search/issues?page=2>; rel="next"' } }))).toEqual(unknown);
  });
  it('Slack classic paging: page < pages is more pages', () => {
    const l = fromSlack({ ok: true, files: [], paging: { count: 100, total: 250, page: 1, pages: 3 } });
    expect(l).toMatchObject({ complete: false, next_cursor: null, incomplete_reasons: [{ code: 'MORE_PAGES_AVAILABLE' }] });
    const files = Array.from({ length: 50 }, (_, i) => ({ id: `F${String(i)}` }));
    expect(fromSlack({ ok: true, files, paging: { count: 100, total: 250, page: 3, pages: 3 } }).complete).toBe(true);
    expect(codes(fromSlack({ ok: true, files: [], paging: { page: '1' } }))).toContain('COMPLETENESS_UNKNOWN');
  });
  it('AIP: an error body, or an itemsField the response lacks', () => {
    expect(() => fromGoogleAip({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'no' } }, { itemsField: 'instances' })).toThrow(UpstreamError);
    expect(codes(fromGoogleAip({ error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'quota' } }, { itemsField: 'instances' }))).toEqual(['RATE_LIMITED']);
    expect(codes(fromGoogleAip({ instances: [{ name: 'a' }] }, { itemsField: 'instance' }))).toEqual(unknown);
    expect(fromGoogleAip({}, { itemsField: 'instances' }).complete).toBe(true);
  });
  it('Graph: selected: [] does not turn redaction detection off', () => {
    const body = { value: [{ '@odata.type': '#microsoft.graph.device', id: 'd1', displayName: null }] };
    expect(codes(fromGraphCollection(body, { selected: [] }))).toEqual(['VISIBILITY_RESTRICTED']);
    expect(fromGraphCollection({ value: [{ '@odata.type': '#microsoft.graph.user', id: 'u1' }] }, { selected: ['id'] }).complete).toBe(true);
    expect(() => fromGraphCollection(body, { selected: 'id' as unknown as string[] })).toThrow(ContractViolationError);
  });
});

describe('a page asked past the last one is never Complete', () => {
  const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
  it('GitHub search: page 50 of 30 results is empty, and says nothing about the 30', () => {
    const past = fromGitHubSearch({ total_count: 30, incomplete_results: false, items: [] }, { page: 50, perPage: 100 });
    expect(codes(past)).toEqual(unknown);
    expect(past.complete || past.incomplete_reasons[0].message).toMatch(/page 50 is past the last page \(1\)/);
    expect(codes(fromGitHubSearch({ total_count: 100, incomplete_results: false, items: [] }, { page: 2, perPage: 100 }))).toEqual(unknown);
    // No results at all: every page is empty, truthfully.
    expect(fromGitHubSearch({ total_count: 0, incomplete_results: false, items: [] }, { page: 1, perPage: 100 }).complete).toBe(true);
    expect(fromGitHubSearch({ total_count: 0, incomplete_results: false, items: [] }, { page: 5, perPage: 100 }).complete).toBe(true);
    // Past the 1,000 reachable results: the cap, and the position, are both reported.
    expect(codes(fromGitHubSearch({ total_count: 5000, incomplete_results: false, items: [] }, { page: 11, perPage: 100 }))).toEqual(['RESULT_LIMIT_REACHED', 'COMPLETENESS_UNKNOWN']);
  });
  it('GitHub search: Complete exactly on the last page, for any total, page size and page (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1200 }), (total, perPage, page) => {
        const last = Math.ceil(total / perPage);
        const held = page <= last ? Math.min(perPage, total - (page - 1) * perPage) : 0;
        const l = fromGitHubSearch({ total_count: total, incomplete_results: false, items: ids(held) }, { page, perPage });
        return l.complete === (total === 0 || page === last) && (page <= last || total === 0 || codes(l).includes('COMPLETENESS_UNKNOWN'));
      }),
      { numRuns: 500 },
    );
  });
  it('Slack classic paging: a page past `pages`, or an empty page while `total` counts files', () => {
    expect(codes(fromSlack({ ok: true, files: [], paging: { count: 100, total: 250, page: 50, pages: 3 } }))).toEqual(unknown);
    expect(codes(fromSlack({ ok: true, files: [], paging: { count: 100, total: 250, page: 3, pages: 3 } }))).toEqual(unknown);
    expect(codes(fromSlack({ ok: true, files: [], paging: { page: 4, pages: 3 } }))).toEqual(unknown);
    expect(fromSlack({ ok: true, files: [], paging: { count: 100, total: 0, page: 1, pages: 0 } }).complete).toBe(true);
    expect(fromSlack({ ok: true, files: [], paging: { count: 100, total: 0, page: 1, pages: 1 } }).complete).toBe(true);
    expect(codes(fromSlack({ ok: true, files: [], paging: { count: 100, total: '250', page: 3, pages: 3 } }))).toEqual(unknown);
  });
  it('GitHub lists: an empty page whose Link header points back but not on', () => {
    const back = '<https://api.github.com/repos/o/r/issues?page=49>; rel="prev", <https://api.github.com/repos/o/r/issues?page=1>; rel="first"';
    expect(codes(fromGitHubList([], { linkHeader: back }))).toEqual(unknown);
    expect(codes(fromGitHubList([], { linkHeader: '<https://api.github.com/x?page=3>; rel="last"' }))).toEqual(unknown);
    expect(fromGitHubList([], { linkHeader: null }).complete).toBe(true); // an empty list: one page, no Link header
    expect(fromGitHubList([{ id: 1 }], { linkHeader: back }).complete).toBe(true); // the real last page
  });
  it('Elasticsearch: an empty page while hits.total counts hits beyond those seen', () => {
    const body = (hits: unknown[], total: object) => ({ timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total, hits } });
    expect(codes(fromElasticsearch(body([], { value: 30, relation: 'eq' }), { size: 10 }))).toEqual(unknown);
    expect(codes(fromElasticsearch(body([], { value: 10_000, relation: 'gte' }), { size: 10, offset: 20 }))).toEqual(unknown);
    expect(codes(fromElasticsearch(body([], { value: 30, relation: 'eq' }), { size: 10, offset: 20 }))).toEqual(unknown);
    expect(fromElasticsearch(body([], { value: 30, relation: 'eq' }), { size: 10, offset: 30 }).complete).toBe(true);
    expect(fromElasticsearch(body([], { value: 0, relation: 'eq' }), { size: 10 }).complete).toBe(true);
  });
  it('a walk from page 1 still ends Complete', async () => {
    const all = ids(250);
    const walk = await collectAll(githubSearchPages(({ page, per_page }) => Promise.resolve({ total_count: 250, incomplete_results: false, items: all.slice((page - 1) * per_page, page * per_page) })));
    expect(walk.complete && walk.items.length).toBe(250);
  });
});

describe('recovery that works on real services', () => {
  it('Elasticsearch: the same _scroll_id on every page while the hits advance is not a repeated cursor', async () => {
    const hits = Array.from({ length: 5 }, (_, i) => ({ _id: String(i) }));
    const seen: (string | null)[] = [];
    const walk = await collectAll(
      elasticsearchPages(
        (cursor) => {
          seen.push(cursor);
          const from = seen.length - 1;
          return Promise.resolve({ _scroll_id: 'FGluY2x1ZGVfY29udGV4dF91dWlk', timed_out: false, _shards: { total: 1, successful: 1, failed: 0 }, hits: { total: { value: 5, relation: 'eq' }, hits: hits.slice(from * 2, from * 2 + 2) } });
        },
        { size: 2 },
      ),
    );
    expect(walk).toMatchObject({ complete: true });
    expect(walk.items.map((h) => h._id)).toEqual(['0', '1', '2', '3', '4']);
    expect(seen).toEqual([null, 'FGluY2x1ZGVfY29udGV4dF91dWlk', 'FGluY2x1ZGVfY29udGV4dF91dWlk']);
  });
  it('Elasticsearch: a scroll that serves more hits than its total is unknown', async () => {
    const walk = await collectAll(
      elasticsearchPages(() => Promise.resolve({ _scroll_id: 's', timed_out: false, _shards: { total: 1, successful: 1, failed: 0 }, hits: { total: 3, hits: [{ _id: 'a' }, { _id: 'b' }] } }), { size: 2 }),
    );
    expect(codes(walk)).toContain('COMPLETENESS_UNKNOWN');
    expect(walk.items).toHaveLength(4);
  });
  it('DynamoDB: a binary key (Uint8Array) resumes intact, and a key named like the escape survives', async () => {
    const key = { pk: { B: new Uint8Array([0, 1, 254, 255]) }, $b: { S: 'dollar' }, sk: { N: '12' } };
    const starts: unknown[] = [];
    const walk = await collectAll(
      dynamoDbQueryPages((start) => {
        starts.push(start);
        return Promise.resolve(start ? { Items: [2], Count: 1 } : { Items: [1], Count: 1, LastEvaluatedKey: key });
      }),
    );
    expect(walk).toMatchObject({ complete: true, items: [1, 2] });
    expect(starts[1]).toEqual(key);
    expect((starts[1] as typeof key).pk.B).toBeInstanceOf(Uint8Array);
  });
  it('Kubernetes: a client-node 0.x answer `{ response, body }` is read through its body', async () => {
    const walk = await collectAll(kubernetesListPages(() => Promise.resolve({ response: {}, body: { kind: 'PodList', metadata: { resourceVersion: '1' }, items: [1] } })));
    expect(walk).toMatchObject({ complete: true, items: [1] });
  });
});
