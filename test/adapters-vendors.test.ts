import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectAll, ContractViolationError, UpstreamError, type Listing } from '../src/index.js';
import {
  bitbucketPages,
  confluencePages,
  fromBitbucket,
  fromConfluence,
  fromGitLabList,
  fromGraphQLConnection,
  fromHubSpot,
  fromJira,
  fromNotion,
  fromZendesk,
  gitlabListPages,
  graphqlConnectionPages,
  hubspotPages,
  jiraPages,
  notionPages,
  zendeskPages,
} from '../src/adapters/index.js';
import { neverComplete } from './support/adapter-attacks.js';

// Bodies below are minimal reconstructions from each vendor's documented response shape (cited in docs/adapters.md).

/** The distinct reason codes, in order. */
const codes = (l: Listing<unknown>) => (l.complete ? [] : [...new Set(l.incomplete_reasons.map((r) => r.code))]);
const items = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `i${String(from + i)}` }));

/** A fake client over pages keyed by the cursor it is given (`null` for the first page). */
function fake<C>(pages: Map<C, unknown>): (c: C) => Promise<unknown> {
  return (c) => {
    if (!pages.has(c)) throw new Error(`no page for ${String(c)}`);
    return Promise.resolve(pages.get(c));
  };
}

describe('fromJira (developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#pagination)', () => {
  const classic = (over: object) => ({ startAt: 0, maxResults: 50, total: 2, isLast: true, issues: items(2), ...over });
  it('classic: isLast true ends, isLast false continues at startAt + items (not startAt + maxResults)', () => {
    expect(fromJira(classic({})).complete).toBe(true);
    const l = fromJira(classic({ isLast: false, total: 120, maxResults: 100 }));
    expect(codes(l)).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(l.next_cursor).toBe('2');
  });
  it('classic without isLast: total decides; a short page below total is not the end', () => {
    expect(codes(fromJira(classic({ isLast: undefined, total: 10 })))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(fromJira(classic({ isLast: undefined })).complete).toBe(true);
  });
  it('classic with neither isLast nor total is COMPLETENESS_UNKNOWN, even on a short page', () => {
    expect(codes(fromJira(classic({ isLast: undefined, total: undefined })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('isLast true with a total above the items seen, or with nextPage, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromJira(classic({ total: 3 })))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromJira(classic({ nextPage: 'https://acme.atlassian.net/rest/api/3/project/search?startAt=2' })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('an empty page that says more remain cannot advance: COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromJira(classic({ startAt: 50, isLast: false, total: 90, issues: [] })))).toContain('COMPLETENESS_UNKNOWN');
  });
  it('the paginated values endpoints (PageBean) read the same way', () => {
    const l = fromJira({ self: 'x', nextPage: 'https://acme.atlassian.net/rest/api/3/project/search?startAt=1', maxResults: 1, startAt: 0, total: 3, isLast: false, values: items(1) });
    expect(codes(l)).toEqual(['MORE_PAGES_AVAILABLE']);
  });
  it('enhanced search: nextPageToken continues, isLast true ends; contradictions are unknown', () => {
    expect(fromJira({ issues: items(1), isLast: true }).complete).toBe(true);
    expect(fromJira({ issues: items(1), nextPageToken: 'tok', isLast: false }).next_cursor).toBe('tok');
    expect(codes(fromJira({ issues: [], isLast: true, nextPageToken: 'tok' }))).toEqual(['COMPLETENESS_UNKNOWN', 'MORE_PAGES_AVAILABLE']);
    expect(codes(fromJira({ issues: [], isLast: false }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromJira({ issues: items(3) }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('a page of the other pagination than asked, or another startAt, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromJira(classic({}), { paging: 'nextPageToken' }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromJira(classic({ startAt: 0 }), { startAt: 50 }))).toContain('COMPLETENESS_UNKNOWN');
  });
  it('an error body is an UpstreamError, or RATE_LIMITED with status 429, never an empty Complete', () => {
    expect(() => fromJira({ errorMessages: ['The value \'X\' does not exist for the field \'project\'.'], errors: {} })).toThrow(UpstreamError);
    expect(codes(fromJira({ errorMessages: ['Rate limit exceeded'] }, { status: 429, retryAfterS: 3 }))).toEqual(['RATE_LIMITED']);
    expect(() => fromJira({ issues: [] }, { status: 500 })).toThrow(UpstreamError);
  });
  it('scope names the resource, with total as the snapshot', () => {
    expect(fromJira(classic({}), { resource: 'jira:project=ACME' }).scope).toEqual({ resource: 'jira:project=ACME', visibility: 'token', snapshot: 'total=2' });
    expect(fromJira(classic({})).scope?.resource).toBe('jira:issues');
    expect(() => fromJira(classic({}), { resource: '' })).toThrow(ContractViolationError);
  });
  it('jiraPages walks startAt pages the server clamped, end to end', async () => {
    const client = fake(new Map<number | undefined, unknown>([
      [0, { startAt: 0, maxResults: 2, total: 5, issues: items(2) }],
      [2, { startAt: 2, maxResults: 2, total: 5, issues: items(2, 2) }],
      [4, { startAt: 4, maxResults: 2, total: 5, issues: items(1, 4) }],
    ]));
    const all = await collectAll(jiraPages((p) => client(p.startAt)));
    expect(all.complete).toBe(true);
    expect(all.items.map((i) => (i as { id: string }).id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4']);
  });
  it('jiraPages over /search/jql follows nextPageToken; a repeated token stops as unknown', async () => {
    const ok = fake(new Map<string | undefined, unknown>([[undefined, { issues: items(2), nextPageToken: 'a', isLast: false }], ['a', { issues: items(1, 2), isLast: true }]]));
    expect((await collectAll(jiraPages((p) => ok(p.nextPageToken), { paging: 'nextPageToken' }))).complete).toBe(true);
    const loop = fake(new Map<string | undefined, unknown>([[undefined, { issues: items(1), nextPageToken: 'a', isLast: false }], ['a', { issues: items(1, 1), nextPageToken: 'a', isLast: false }]]));
    expect(codes(await collectAll(jiraPages((p) => loop(p.nextPageToken), { paging: 'nextPageToken' })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('jiraPages: a total that moves between pages is SNAPSHOT_CHANGED', async () => {
    const client = fake(new Map<number | undefined, unknown>([[0, { startAt: 0, maxResults: 1, total: 2, issues: items(1) }], [1, { startAt: 1, maxResults: 1, total: 3, issues: items(1, 1) }]]));
    expect(codes(await collectAll(jiraPages((p) => client(p.startAt))))).toContain('SNAPSHOT_CHANGED');
  });
});

describe('fromConfluence (developer.atlassian.com/cloud/confluence/rest/v2/intro/)', () => {
  const next = '/wiki/api/v2/pages?limit=5&cursor=eyJpZCI6IjEwIn0';
  it('_links.next continues with the URL as the cursor; its absence ends', () => {
    const l = fromConfluence({ results: items(5), _links: { next, base: 'https://acme.atlassian.net/wiki' } });
    expect(l.next_cursor).toBe(next);
    expect(fromConfluence({ results: items(2), _links: { base: 'https://acme.atlassian.net/wiki' } }).complete).toBe(true);
  });
  it('no _links at all, or a Link header that disagrees with the body, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromConfluence({ results: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    const last = { results: items(1), _links: { base: 'b' } };
    expect(codes(fromConfluence(last, { headers: { Link: `<${next}>; rel="next"` } }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(fromConfluence({ results: items(1), _links: { next } }, { headers: { link: `<https://acme.atlassian.net/wiki${next}>; rel="next"` } }).complete).toBe(false);
    expect(fromConfluence(last, { headers: new Headers() }).complete).toBe(true);
  });
  it('an errors body is an UpstreamError, or RATE_LIMITED at 429', () => {
    expect(() => fromConfluence({ errors: [{ status: 404, code: 'NOT_FOUND', title: 'Not Found', detail: null }] })).toThrow(UpstreamError);
    expect(codes(fromConfluence({ errors: [{ status: 429, code: 'TOO_MANY_REQUESTS', title: 'slow' }] }, { status: 429 }))).toEqual(['RATE_LIMITED']);
  });
  it('confluencePages walks _links.next end to end, scoped to the resource', async () => {
    const client = fake(new Map<string | null, unknown>([[null, { data: { results: items(2), _links: { next } }, headers: { link: `<${next}>; rel="next"` } }], [next, { results: items(1, 2), _links: {} }]]));
    const all = await collectAll(confluencePages(client, { resource: 'confluence:space=ENG/pages' }));
    expect(all.complete).toBe(true);
    expect(all.items).toHaveLength(3);
    expect(all.scope?.resource).toBe('confluence:space=ENG/pages');
  });
});

describe('fromBitbucket (developer.atlassian.com/cloud/bitbucket/rest/intro/#pagination)', () => {
  it('next continues; the last page has none', () => {
    expect(fromBitbucket({ size: 12, page: 1, pagelen: 10, next: 'https://api.bitbucket.org/2.0/repositories/acme?page=2', values: items(10) }).next_cursor).toContain('page=2');
    expect(fromBitbucket({ size: 12, page: 2, pagelen: 10, previous: 'p', values: items(2) }).complete).toBe(true);
  });
  it('size above the items at the end, or more values than pagelen, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromBitbucket({ size: 13, page: 2, pagelen: 10, values: items(2) }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromBitbucket({ pagelen: 1, values: items(2) }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('type: "error" is an UpstreamError; a 429 is RATE_LIMITED', () => {
    expect(() => fromBitbucket({ type: 'error', error: { message: 'Repository not found' } })).toThrow(UpstreamError);
    expect(codes(fromBitbucket({ type: 'error', error: { message: 'Rate limit' } }, { status: 429 }))).toEqual(['RATE_LIMITED']);
  });
  it('bitbucketPages end to end', async () => {
    const client = fake(new Map<string | null, unknown>([[null, { size: 3, page: 1, pagelen: 2, next: 'n2', values: items(2) }], ['n2', { size: 3, page: 2, pagelen: 2, values: items(1, 2) }]]));
    expect((await collectAll(bitbucketPages(client))).complete).toBe(true);
  });
});

describe('fromZendesk (developer.zendesk.com/api-reference/introduction/pagination/)', () => {
  const nextUrl = 'https://acme.zendesk.com/api/v2/tickets.json?page%5Bafter%5D=xyz&page%5Bsize%5D=2';
  it('cursor: has_more decides; links.next on the last page does not continue', () => {
    expect(fromZendesk({ tickets: items(2), meta: { has_more: true, after_cursor: 'xyz' }, links: { next: nextUrl } }).next_cursor).toBe(nextUrl);
    expect(fromZendesk({ tickets: items(2), meta: { has_more: false, after_cursor: 'xyz' }, links: { next: nextUrl } }).complete).toBe(true);
    expect(codes(fromZendesk({ tickets: items(2), meta: { has_more: true, after_cursor: 'xyz' }, links: {} }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('offset: next_page continues; count above the items seen at the end is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromZendesk({ tickets: items(2), next_page: 'https://acme.zendesk.com/api/v2/tickets.json?page=2', count: 4 }))).toEqual(['MORE_PAGES_AVAILABLE']);
    expect(fromZendesk({ tickets: items(2), next_page: null, count: 4 }, { offset: 2 }).complete).toBe(true);
    expect(codes(fromZendesk({ tickets: items(2), next_page: null, count: 5 }, { offset: 2 }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('search above 1,000 results is RESULT_LIMIT_REACHED, also on the last reachable page', () => {
    const l = fromZendesk({ results: items(100), facets: null, next_page: null, count: 4200 }, { offset: 900 });
    expect(codes(l)).toEqual(['RESULT_LIMIT_REACHED']);
    expect(l.complete || l.truncated).toBe(true);
  });
  it('a body with no pagination signal at all, or two kinds at once, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromZendesk({ tickets: [] }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromZendesk({ tickets: [], meta: { has_more: false }, count: 0 }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('incremental exports continue on after_url until end_of_stream', () => {
    expect(fromZendesk({ tickets: items(1), end_of_stream: false, after_url: 'u' }).next_cursor).toBe('u');
    expect(fromZendesk({ tickets: items(1), end_of_stream: true, after_url: 'u' }).complete).toBe(true);
  });
  it('an error body is an UpstreamError; APIRateLimitExceeded or a 429 is RATE_LIMITED', () => {
    expect(() => fromZendesk({ error: 'RecordNotFound', description: 'Not found' })).toThrow(UpstreamError);
    expect(codes(fromZendesk({ error: 'APIRateLimitExceeded', description: 'slow down' }))).toEqual(['RATE_LIMITED']);
  });
  it('zendeskPages counts items across offset pages for the count check, end to end', async () => {
    const short = fake(new Map<string | null, unknown>([[null, { tickets: items(2), next_page: 'p2', count: 5 }], ['p2', { tickets: items(2, 2), next_page: null, count: 5 }]]));
    expect(codes(await collectAll(zendeskPages(short)))).toEqual(['COMPLETENESS_UNKNOWN']);
    const ok = fake(new Map<string | null, unknown>([[null, { tickets: items(2), meta: { has_more: true }, links: { next: 'n' } }], ['n', { tickets: items(1, 2), meta: { has_more: false }, links: {} }]]));
    expect((await collectAll(zendeskPages(ok))).complete).toBe(true);
  });
});

describe('fromHubSpot (developers.hubspot.com/docs/api/crm/search, /docs/api/crm/understanding-the-crm)', () => {
  it('paging.next.after continues; its absence ends', () => {
    expect(fromHubSpot({ results: items(2), paging: { next: { after: 'NTI1Cg%3D%3D', link: '?after=NTI1Cg%3D%3D' } } }).next_cursor).toBe('NTI1Cg%3D%3D');
    expect(fromHubSpot({ results: items(2) }).complete).toBe(true);
  });
  it('paging.next without after is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromHubSpot({ results: [], paging: { next: { link: '?after=2' } } }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('search: a total above 10,000 is RESULT_LIMIT_REACHED; a total above the results at the end is unknown', () => {
    expect(codes(fromHubSpot({ total: 25_000, results: items(100), paging: { next: { after: '100' } } }))).toEqual(['RESULT_LIMIT_REACHED', 'MORE_PAGES_AVAILABLE']);
    expect(codes(fromHubSpot({ total: 25_000, results: items(100) }, { offset: 9900 }))).toEqual(['RESULT_LIMIT_REACHED']);
    expect(codes(fromHubSpot({ total: 3, results: items(2) }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('status: "error" is an UpstreamError, or RATE_LIMITED for RATE_LIMITS / RATE_LIMIT', () => {
    expect(() => fromHubSpot({ status: 'error', message: 'Invalid input', category: 'VALIDATION_ERROR', correlationId: 'x' })).toThrow(UpstreamError);
    expect(codes(fromHubSpot({ status: 'error', message: 'You have reached your secondly limit.', errorType: 'RATE_LIMIT', policyName: 'SECONDLY' }))).toEqual(['RATE_LIMITED']);
  });
  it('hubspotPages compares total with every result seen, end to end', async () => {
    const client = fake(new Map<string | undefined, unknown>([[undefined, { total: 3, results: items(2), paging: { next: { after: '2' } } }], ['2', { total: 3, results: items(1, 2) }]]));
    expect((await collectAll(hubspotPages(client))).complete).toBe(true);
    const short = fake(new Map<string | undefined, unknown>([[undefined, { total: 4, results: items(2), paging: { next: { after: '2' } } }], ['2', { total: 4, results: items(1, 2) }]]));
    expect(codes(await collectAll(hubspotPages(short)))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
});

describe('fromNotion (developers.notion.com/reference/intro#pagination)', () => {
  const list = (over: object) => ({ object: 'list', results: items(2), has_more: false, next_cursor: null, type: 'page_or_database', page_or_database: {}, ...over });
  it('has_more with next_cursor continues; has_more false ends', () => {
    expect(fromNotion(list({ has_more: true, next_cursor: 'fe2cc560-036c-44cd-90e8-294d5a74cebc' })).next_cursor).toBe('fe2cc560-036c-44cd-90e8-294d5a74cebc');
    expect(fromNotion(list({})).complete).toBe(true);
  });
  it('contradictions and a missing has_more are COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromNotion(list({ has_more: false, next_cursor: 'c' })))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromNotion(list({ has_more: true })))).toEqual(['COMPLETENESS_UNKNOWN', 'MORE_PAGES_AVAILABLE']);
    expect(codes(fromNotion(list({ has_more: undefined })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('object: "error" is RATE_LIMITED for rate_limited, else an UpstreamError', () => {
    expect(codes(fromNotion({ object: 'error', status: 429, code: 'rate_limited', message: 'slow down' }))).toEqual(['RATE_LIMITED']);
    expect(() => fromNotion({ object: 'error', status: 404, code: 'object_not_found', message: 'no' })).toThrow(UpstreamError);
  });
  it('notionPages end to end; a repeated cursor stops as unknown', async () => {
    const ok = fake(new Map<string | undefined, unknown>([[undefined, list({ has_more: true, next_cursor: 'a' })], ['a', list({ results: items(1, 2) })]]));
    expect((await collectAll(notionPages(ok))).complete).toBe(true);
    const loop = fake(new Map<string | undefined, unknown>([[undefined, list({ has_more: true, next_cursor: 'a' })], ['a', list({ has_more: true, next_cursor: 'a' })]]));
    expect(codes(await collectAll(notionPages(loop)))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
});

describe('fromGitLabList (docs.gitlab.com/api/rest/#pagination)', () => {
  const link = (next: string | null) => (next === null ? '<https://gitlab.example.com/api/v4/projects?page=1>; rel="first"' : `<${next}>; rel="next"`);
  const headers = (over: Record<string, string | undefined>) => ({ 'x-page': '1', 'x-per-page': '2', 'x-next-page': '', 'x-total': '2', 'x-total-pages': '1', link: link(null), ...over });
  it('Link rel="next" continues with the URL; an empty x-next-page ends', () => {
    const next = 'https://gitlab.example.com/api/v4/projects?page=2&per_page=2';
    const l = fromGitLabList(items(2), { headers: headers({ 'x-next-page': '2', 'x-total': '3', 'x-total-pages': '2', link: link(next) }) });
    expect(l.next_cursor).toBe(next);
    expect(fromGitLabList(items(2), { headers: headers({}) }).complete).toBe(true);
  });
  it('reads X-Next-Page in any case, from a Headers, a Map or a plain object', () => {
    const h = { 'X-Page': '1', 'X-Per-Page': '2', 'X-Next-Page': '', 'X-Total': '2', 'X-Total-Pages': '1' };
    expect(fromGitLabList(items(2), { headers: h }).complete).toBe(true);
    expect(fromGitLabList(items(2), { headers: new Headers(h) }).complete).toBe(true);
    expect(fromGitLabList(items(2), { headers: new Map(Object.entries(h)) }).complete).toBe(true);
  });
  it('no headers, no x-next-page (offset), or x-next-page without a Link next, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromGitLabList(items(2)))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGitLabList(items(2), { headers: { link: link(null) } }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGitLabList(items(2), { headers: headers({ 'x-next-page': '2' }) }))).toContain('COMPLETENESS_UNKNOWN');
  });
  it('x-total above the items at the end, or x-page below x-total-pages, is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromGitLabList(items(1), { headers: headers({ 'x-page': '2', 'x-total': '4', 'x-total-pages': '2' }) }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGitLabList(items(2), { headers: headers({ 'x-total-pages': '3', 'x-total': undefined }) }))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('x-total and x-total-pages left out (above 10,000 records) prove nothing either way', () => {
    expect(fromGitLabList(items(2), { headers: headers({ 'x-total': undefined, 'x-total-pages': undefined }) }).complete).toBe(true);
  });
  it('keyset: only the Link header decides', () => {
    expect(fromGitLabList([], { headers: {}, keyset: true }).complete).toBe(true);
    expect(fromGitLabList(items(2), { headers: { link: link('https://gitlab.example.com/api/v4/projects?id_after=42') }, keyset: true }).complete).toBe(false);
  });
  it('an object body is an UpstreamError; a 429 is RATE_LIMITED', () => {
    expect(() => fromGitLabList({ message: '404 Project Not Found' }, { headers: {} })).toThrow(UpstreamError);
    expect(codes(fromGitLabList('Retry later', { status: 429, retryAfterS: 60 }))).toEqual(['RATE_LIMITED']);
  });
  it('any pagination header of a wrong value or type, or behind a getter, is never Complete', () => {
    const names = ['x-next-page', 'x-page', 'x-per-page', 'x-total', 'x-total-pages', 'link'];
    const bad = fc.oneof(fc.constantFrom<unknown>(1, true, {}, [1], 'abc', '-1', '1.5', '<', '<a>; rel="next", <b>; rel="next"'), fc.anything());
    const attack = fc.tuple(fc.constantFrom(...names), fc.constantFrom('lower', 'Title', 'getter'), bad).map(([name, how, value]) => {
      const h: Record<string, unknown> = headers({});
      Reflect.deleteProperty(h, name);
      const key = how === 'Title' ? name.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase()) : name;
      const honest: unknown = (headers({}) as Record<string, unknown>)[name];
      if (how === 'getter') Object.defineProperty(h, key, { enumerable: true, get: () => honest });
      else h[key] = value;
      return h;
    });
    fc.assert(fc.property(attack, (h) => {
      const valid = Object.values(h).every((v) => v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))) && Object.getOwnPropertyNames(h).every((k) => Object.getOwnPropertyDescriptor(h, k)?.get === undefined);
      const l = fromGitLabList(items(2), { headers: h });
      // A string value may be an honest one (a header set to its own valid value): only non-strings and getters must fail.
      if (!valid) neverComplete(() => l);
    }), { numRuns: 300 });
  });
  it('gitlabListPages follows Link next end to end', async () => {
    const p2 = 'https://gitlab.example.com/api/v4/projects/1/issues?page=2&per_page=2';
    const client = fake(new Map<string | null, unknown>([
      [null, { data: items(2), headers: headers({ 'x-next-page': '2', 'x-total': '3', 'x-total-pages': '2', link: link(p2) }) }],
      [p2, { data: items(1, 2), headers: headers({ 'x-page': '2', 'x-total': '3', 'x-total-pages': '2' }) }],
    ]));
    const all = await collectAll(gitlabListPages(client, { resource: 'gitlab:projects/1/issues' }));
    expect(all.complete).toBe(true);
    expect(all.items).toHaveLength(3);
  });
});

describe('fromGraphQLConnection (graphql.org/learn/pagination, relay.dev/graphql/connections.htm)', () => {
  const conn = (over: object) => ({ nodes: items(2), pageInfo: { hasNextPage: false, endCursor: 'Y3Vyc29yOjI=' }, totalCount: 2, ...over });
  it('hasNextPage true continues on endCursor; false ends', () => {
    expect(fromGraphQLConnection(conn({ pageInfo: { hasNextPage: true, endCursor: 'Y3Vyc29yOjI=' }, totalCount: 9 })).next_cursor).toBe('Y3Vyc29yOjI=');
    expect(fromGraphQLConnection(conn({})).complete).toBe(true);
  });
  it('reads edges[].node and the envelope at a path (GitHub, Shopify, Linear)', () => {
    const env = { data: { repository: { issues: { edges: items(2).map((node) => ({ cursor: 'c', node })), pageInfo: { hasNextPage: false, endCursor: null } } } } };
    const l = fromGraphQLConnection(env, { connection: 'repository.issues' });
    expect(l.complete).toBe(true);
    expect(l.items).toEqual(items(2));
    expect(l.scope?.resource).toBe('graphql:repository.issues');
  });
  it('hasNextPage true with a null endCursor, a missing pageInfo, or a total above the items is COMPLETENESS_UNKNOWN', () => {
    expect(codes(fromGraphQLConnection(conn({ pageInfo: { hasNextPage: true, endCursor: null } })))).toEqual(['COMPLETENESS_UNKNOWN', 'MORE_PAGES_AVAILABLE']);
    expect(codes(fromGraphQLConnection(conn({ pageInfo: undefined })))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGraphQLConnection(conn({ pageInfo: { endCursor: null } })))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromGraphQLConnection(conn({ totalCount: 3 })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('errors beside data (partial data) keep the items but are never Complete', () => {
    const l = fromGraphQLConnection({ data: { viewer: { repositories: conn({}) } }, errors: [{ message: 'Resource not accessible by integration', path: ['viewer'] }] }, { connection: 'viewer.repositories' });
    expect(codes(l)).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(l.items).toHaveLength(2);
    expect(codes(fromGraphQLConnection(conn({ nodes: [items(1)[0], null] })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
  it('errors without data: RATE_LIMITED for the documented codes, else an UpstreamError', () => {
    expect(codes(fromGraphQLConnection({ errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }] }, { connection: 'search' }))).toEqual(['RATE_LIMITED']);
    expect(codes(fromGraphQLConnection({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, { connection: 'products' }))).toEqual(['RATE_LIMITED']);
    expect(codes(fromGraphQLConnection({ data: null, errors: [{ message: 'x', extensions: { code: 'RATELIMITED' } }] }, { connection: 'issues' }))).toEqual(['RATE_LIMITED']);
    expect(() => fromGraphQLConnection({ data: null, errors: [{ message: 'Field x does not exist', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }, { connection: 'issues' })).toThrow(UpstreamError);
  });
  it('backward walks read hasPreviousPage and startCursor', () => {
    const c = { nodes: items(2), pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: 's' } };
    expect(fromGraphQLConnection(c, { direction: 'backward' }).next_cursor).toBe('s');
    expect(fromGraphQLConnection(c).complete).toBe(true);
  });
  it('graphqlConnectionPages compares totalCount with every item seen, end to end', async () => {
    const page = (nodes: unknown[], more: boolean, cursor: string | null, total: number) => ({ data: { issues: { nodes, totalCount: total, pageInfo: { hasNextPage: more, endCursor: cursor } } } });
    const ok = fake(new Map<string | null, unknown>([[null, page(items(2), true, 'c2', 3)], ['c2', page(items(1, 2), false, 'c3', 3)]]));
    expect((await collectAll(graphqlConnectionPages(ok, { connection: 'issues' }))).complete).toBe(true);
    const short = fake(new Map<string | null, unknown>([[null, page(items(2), true, 'c2', 4)], ['c2', page(items(1, 2), false, 'c3', 4)]]));
    expect(codes(await collectAll(graphqlConnectionPages(short, { connection: 'issues' })))).toEqual(['COMPLETENESS_UNKNOWN']);
  });
});
