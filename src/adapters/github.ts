import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import type { Json } from '../wire.js';
import { apiById } from '../vocabulary/lookup.js';
import type { IncompleteReason } from '../../types/reasons.js';
import { arrayField, body, repositioned, scopeOf, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ListItemsOf, ResponseOf } from './infer.js';
import { headerValue, parseLinkHeader, positioned, readNextLink, SignalReader, unknownSignal } from './signals.js';

/** GitHub search serves at most this many results per query (docs.github.com/en/rest/search/search). */
export const GITHUB_SEARCH_LIMIT = 1000;
/**
 * Lists GitHub serves only up to a cap, by the path of their URL: a pull request's files ("Responses include a
 * maximum of 3000 files", https://docs.github.com/en/rest/pulls/pulls#list-pull-requests-files) and commits ("Lists a
 * maximum of 250 commits", https://docs.github.com/en/rest/pulls/pulls#list-commits-on-a-pull-request).
 */
export const GITHUB_LIST_LIMITS: readonly { readonly path: RegExp; readonly limit: number; readonly what: string }[] = [
  { path: /\/pulls\/\d+\/files(?:[?#]|$)/, limit: 3000, what: 'a pull request lists at most 3,000 files' },
  { path: /\/pulls\/\d+\/commits(?:[?#]|$)/, limit: 250, what: 'a pull request lists at most 250 commits' },
];
/** A recursive git tree holds at most 100,000 entries (https://docs.github.com/en/rest/git/trees#get-a-tree). */
const GIT_TREE_LIMIT = 100_000;
/** The largest `per_page` GitHub honours; it serves 100 for anything above (the vocabulary's `maxPageSize`). */
const MAX_PER_PAGE = apiById('github-search')?.maxPageSize ?? 100;

export interface GitHubSearchPage {
  /** 1-based page number that was requested. */
  readonly page: number;
  readonly perPage: number;
  /** The response's headers (any shape), to check its `Link` header against `total_count`. */
  readonly headers?: unknown;
  /** The scope's resource, for example `github:search/issues?q=repo:acme/api`; `github:search` by default. */
  readonly resource?: string;
}

/**
 * A GitHub search response (`/search/issues`, `/search/code`, …). `incomplete_results: true` (the
 * query timed out) is TIME_BUDGET_EXCEEDED and never Complete, even with items; a `total_count` above
 * 1,000 is RESULT_LIMIT_REACHED; more reachable pages are MORE_PAGES_AVAILABLE with the next page number.
 * `total_count` is the scope's snapshot, so a total that moves between pages is SNAPSHOT_CHANGED in `collectAll`.
 * A page holding fewer items than `total_count` promises, a page past the last one while there are results,
 * `per_page` above 100 taken at its word, or no `{ page, perPage }` at all cannot prove the end: COMPLETENESS_UNKNOWN.
 */
export function fromGitHubSearch<T = unknown>(input: unknown, opts?: GitHubSearchPage): Listing<T> {
  const b = body(input, 'fromGitHubSearch');
  const items = arrayField(b, 'items', 'items') as readonly T[];
  const s = new SignalReader('github-search', b, { returned: items.length });
  const reasons = s.reasons;
  if (s.flag('incomplete_results') === true) reasons.unshift({ code: 'TIME_BUDGET_EXCEEDED', message: 'GitHub search timed out (incomplete_results: true)' });
  const total = s.count('total_count');
  const resource = opts?.resource ?? 'github:search';
  if (total === undefined) return toListing({ items, reasons, scope: scopeOf(resource, 'token', null) });
  const scope = scopeOf(resource, 'token', `total_count=${String(total)}`);
  if (total > GITHUB_SEARCH_LIMIT) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: GITHUB_SEARCH_LIMIT });
  const reachable = Math.min(total, GITHUB_SEARCH_LIMIT);
  if (opts === undefined || !isPageNumber(opts.page) || !isPageNumber(opts.perPage)) {
    // Without the page asked for, only a page that holds every match proves the end.
    s.contradiction(items.length !== total || opts !== undefined, 'pass { page, perPage } (positive integers) to tell the last page');
    return toListing({ items, reasons, scope });
  }
  const perPage = Math.min(opts.perPage, MAX_PER_PAGE);
  const before = (opts.page - 1) * perPage;
  const more = opts.page * perPage < reachable;
  const expected = Math.max(0, Math.min(perPage, reachable - before));
  const last = Math.ceil(reachable / perPage);
  // Past the last page the answer is empty, but the matches exist, on pages 1 to `last`: this page proves no end.
  if (reachable > 0 && before >= reachable) {
    s.contradiction(true, `page ${String(opts.page)} is past the last page (${String(last)}) of ${String(total)} results at per_page ${String(perPage)}; the results are on pages 1 to ${String(last)}`);
  } else {
    s.contradiction(items.length !== expected, `page ${String(opts.page)} holds ${String(items.length)} items; total_count ${String(total)} and per_page ${String(perPage)} promise ${String(expected)}`);
  }
  if (opts.headers !== undefined) {
    const link = headerValue(opts.headers, 'link');
    const next = typeof link === 'string' ? readNextLink(link) : null;
    if (next !== null && typeof next === 'object') reasons.push(next);
    else s.contradiction(typeof next === 'string' && !more, 'the Link header has a next page that total_count says does not exist');
  }
  if (more) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, next_cursor: more ? String(opts.page + 1) : null, scope });
}

function isPageNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

/**
 * The `rel="next"` URL of an RFC 8288 Link header, or null when it has none. A header that does not parse,
 * or names two different next pages, throws `ContractViolationError`.
 */
export function nextLink(linkHeader: string): string | null {
  const next = readNextLink(linkHeader);
  if (next !== null && typeof next === 'object') throw new ContractViolationError('Link header', next.message ?? 'cannot be read');
  return next;
}

export interface GitHubListOptions {
  /** The `Link` header: null when the response had none (one page). Or pass `headers`. */
  readonly linkHeader?: string | null | undefined;
  /** The response's headers, in any shape (`Headers`, `Map`, a plain object in any case). */
  readonly headers?: unknown;
  /** The array field of an object body (`workflow_runs`, `tree`, `items`); without it the body must be an array. */
  readonly itemsField?: string;
  /** How many items earlier pages of the walk returned (`githubListPages` passes it), to check `total_count` and caps. */
  readonly offset?: number;
  /** The URL this page was read from (`githubListPages` passes it), to find a cap GitHub documents for it. */
  readonly url?: string | null;
  /** A cap on the whole list that GitHub documents: reaching it is RESULT_LIMIT_REACHED (see `GITHUB_LIST_LIMITS`). */
  readonly resultLimit?: number;
  /** The scope's resource, for example `github:repos/acme/api/issues`; `github:rest` by default. */
  readonly resource?: string;
}

/**
 * A GitHub list response (a JSON array, or an object holding one in `itemsField`) with its `Link`
 * header. A `rel="next"` link is MORE_PAGES_AVAILABLE with the URL as the cursor. Pass the response's
 * `headers` (a `Headers`, a `Map` or a plain object, any case), or `linkHeader`: null when the response had
 * no Link header (one page). Headers that cannot be read, or a Link header that does not parse, are
 * COMPLETENESS_UNKNOWN. So is an empty page whose Link header points back (`prev`, `first` or `last`) but
 * not on: a page asked past the last one, whose items are on the pages before it.
 * An object body is read like every adapter's (foreign continuation fields are COMPLETENESS_UNKNOWN), and:
 * `truncated: true` (a git tree past 100,000 entries) is RESULT_LIMIT_REACHED; `incomplete_results: true` (a
 * search body) is TIME_BUDGET_EXCEEDED, and its `total_count` above 1,000 RESULT_LIMIT_REACHED; a `total_count`
 * above the items seen when the list ends is COMPLETENESS_UNKNOWN; a list that ends at a documented cap
 * (`resultLimit`, or a pull request's files or commits by `url`) is RESULT_LIMIT_REACHED.
 */
export function fromGitHubList<T = unknown>(input: unknown, opts: GitHubListOptions): Listing<T> {
  const { linkHeader, headers, itemsField, offset, url, resource = 'github:rest' } = opts;
  let items: readonly T[];
  if (Array.isArray(input)) items = input as T[];
  else if (itemsField !== undefined) items = arrayField(body(input, 'fromGitHubList'), itemsField, itemsField) as readonly T[];
  else throw new ContractViolationError('fromGitHubList(body)', 'must be an array (or pass itemsField for object responses)');
  const scope = scopeOf(resource, 'token', null);
  // Plain-JS callers may pass anything: a Link header that is not text is unreadable.
  const given: unknown = linkHeader;
  const link = given !== undefined ? (typeof given === 'string' || given === null ? given : undefined) : headerValue(headers, 'link');
  if (link === undefined) return toListing({ items, reasons: [unknownSignal('Link header', undefined)], scope });
  const next = link === null ? null : readNextLink(link);
  if (next !== null && typeof next === 'object') return toListing({ items, reasons: [next], scope });
  const reasons: IncompleteReason[] = Array.isArray(input) ? [] : bodyReasons(body(input, 'fromGitHubList'), items.length, next !== null, link, offset);
  if (next === null && items.length === 0 && link !== null && pointsBack(link)) {
    reasons.push({ code: 'COMPLETENESS_UNKNOWN', message: 'an empty page whose Link header has prev/first/last but no next: the page asked is past the last one' });
  }
  const cap = opts.resultLimit ?? GITHUB_LIST_LIMITS.find((l) => typeof url === 'string' && l.path.test(url))?.limit;
  const seen = (offset ?? 0) + items.length;
  if (next === null && cap !== undefined && seen >= cap) {
    reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: cap, message: `the list ended at ${String(seen)} items, GitHub's documented cap for it` });
  }
  if (next !== null) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, next_cursor: next, scope });
}

/** What an object body of a GitHub list says beside its items: see `fromGitHubList`. */
function bodyReasons(b: Json, returned: number, continues: boolean, link: string | null, offset: number | undefined): IncompleteReason[] {
  const s = new SignalReader('github-rest', b, { returned, continues, ...(offset === undefined ? {} : { offset }) });
  const reasons = s.reasons;
  if (s.flag('truncated') === true) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: GIT_TREE_LIMIT, message: 'the git tree is truncated: read its sub-trees one at a time' });
  const search = s.has('incomplete_results');
  if (s.flag('incomplete_results') === true) reasons.push({ code: 'TIME_BUDGET_EXCEEDED', message: 'GitHub search timed out (incomplete_results: true)' });
  const total = s.count('total_count');
  if (total === undefined) return reasons;
  if (search && total > GITHUB_SEARCH_LIMIT) {
    reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: GITHUB_SEARCH_LIMIT });
    return reasons;
  }
  // Without `offset`, only a first page (no Link back) knows every item seen.
  const before = offset ?? (link !== null && pointsBack(link) ? undefined : 0);
  const seen = before === undefined ? undefined : before + returned;
  s.contradiction(!continues && seen !== undefined && total > seen, `total_count is ${String(total)} but the list ended after ${String(seen)} items`);
  return reasons;
}

/** Does the Link header name an earlier page (`prev`, `first`) or the last one? GitHub's first page of an empty list has no Link header. */
function pointsBack(link: string): boolean {
  return (parseLinkHeader(link) ?? []).some((l) => l.rels.includes('prev') || l.rels.includes('first') || l.rels.includes('last'));
}

/**
 * `fetchPage` over a search client: `collectAll(githubSearchPages((p) => octokit.rest.search.issuesAndPullRequests({ q, ...p })))`.
 * The item type comes from the client's response (`data.items`), or from an explicit type argument.
 */
export function githubSearchPages<T = never, F extends (params: { page: number; per_page: number }) => unknown = (params: { page: number; per_page: number }) => unknown>(
  search: F,
  { perPage = MAX_PER_PAGE, resource }: { perPage?: number; resource?: string } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'items'>>> {
  if (!isPageNumber(perPage)) throw new ContractViolationError('githubSearchPages(perPage)', `must be a positive integer, got ${String(perPage)}`);
  const asked = Math.min(perPage, MAX_PER_PAGE);
  return async (cursor) => {
    const page = cursor === null ? 1 : Number(cursor);
    const { data, headers } = unwrapResponse(await search({ page, per_page: asked }));
    return fromGitHubSearch(data, { page, perPage: asked, ...(headers === null ? {} : { headers }), ...(resource === undefined ? {} : { resource }) });
  };
}

/**
 * `fetchPage` over a list client: it receives the URL of the next page (or null for the first) and returns
 * `{ data, headers }`. The item type comes from the client's response, or from an explicit type argument.
 */
export function githubListPages<T = never, F extends (nextUrl: string | null) => unknown = (nextUrl: string | null) => unknown, K extends string = never>(
  list: F,
  { itemsField, resultLimit, resource }: { itemsField?: K; resultLimit?: number; resource?: string } = {},
): FetchPage<Chosen<T, ListItemsOf<ResponseOf<F>, K>>> {
  if (resultLimit !== undefined && !isPageNumber(resultLimit)) throw new ContractViolationError('githubListPages(resultLimit)', `must be a positive integer, got ${String(resultLimit)}`);
  return async (cursor) => {
    const at = positioned.decode(cursor);
    const { data, headers } = unwrapResponse(await list(at.cursor));
    // No headers at all: the Link header cannot be read, which is not the same as "no next page".
    const listing = fromGitHubList<Chosen<T, ListItemsOf<ResponseOf<F>, K>>>(data, {
      headers: headers ?? undefined,
      offset: at.offset,
      url: at.cursor,
      ...(itemsField === undefined ? {} : { itemsField }),
      ...(resultLimit === undefined ? {} : { resultLimit }),
      ...(resource === undefined ? {} : { resource }),
    });
    return repositioned(listing, at.offset);
  };
}
