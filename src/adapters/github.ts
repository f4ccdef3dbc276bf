import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { apiById } from '../vocabulary/lookup.js';
import { arrayField, body, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ListItemsOf, ResponseOf } from './infer.js';
import { headerValue, parseLinkHeader, readNextLink, SignalReader, unknownSignal } from './signals.js';

/** GitHub search serves at most this many results per query (docs.github.com/en/rest/search/search). */
export const GITHUB_SEARCH_LIMIT = 1000;
/** The largest `per_page` GitHub honours; it serves 100 for anything above (the vocabulary's `maxPageSize`). */
const MAX_PER_PAGE = apiById('github-search')?.maxPageSize ?? 100;

export interface GitHubSearchPage {
  /** 1-based page number that was requested. */
  readonly page: number;
  readonly perPage: number;
  /** The response's headers (any shape), to check its `Link` header against `total_count`. */
  readonly headers?: unknown;
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
  const s = new SignalReader('github-search', b);
  const reasons = s.reasons;
  if (s.flag('incomplete_results') === true) reasons.unshift({ code: 'TIME_BUDGET_EXCEEDED', message: 'GitHub search timed out (incomplete_results: true)' });
  const total = s.count('total_count');
  if (total === undefined) return toListing({ items, reasons });
  const scope = { resource: 'github:search', visibility: 'token', snapshot: `total_count=${String(total)}` };
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

/**
 * A GitHub list response (a JSON array, or an object holding one in `itemsField`) with its `Link`
 * header. A `rel="next"` link is MORE_PAGES_AVAILABLE with the URL as the cursor. Pass the response's
 * `headers` (a `Headers`, a `Map` or a plain object, any case), or `linkHeader`: null when the response had
 * no Link header (one page). Headers that cannot be read, or a Link header that does not parse, are
 * COMPLETENESS_UNKNOWN. So is an empty page whose Link header points back (`prev`, `first` or `last`) but
 * not on: a page asked past the last one, whose items are on the pages before it.
 */
export function fromGitHubList<T = unknown>(
  input: unknown,
  { linkHeader, headers, itemsField }: { linkHeader?: string | null | undefined; headers?: unknown; itemsField?: string },
): Listing<T> {
  let items: readonly T[];
  if (Array.isArray(input)) items = input as T[];
  else if (itemsField !== undefined) items = arrayField(body(input, 'fromGitHubList'), itemsField, itemsField) as readonly T[];
  else throw new ContractViolationError('fromGitHubList(body)', 'must be an array (or pass itemsField for object responses)');
  // Plain-JS callers may pass anything: a Link header that is not text is unreadable.
  const given: unknown = linkHeader;
  const link = given !== undefined ? (typeof given === 'string' || given === null ? given : undefined) : headerValue(headers, 'link');
  if (link === undefined) return toListing({ items, reasons: [unknownSignal('Link header', undefined)] });
  const next = link === null ? null : readNextLink(link);
  if (next !== null && typeof next === 'object') return toListing({ items, reasons: [next] });
  if (next === null && items.length === 0 && link !== null && pointsBack(link)) {
    return toListing({ items, reasons: [{ code: 'COMPLETENESS_UNKNOWN', message: 'an empty page whose Link header has prev/first/last but no next: the page asked is past the last one' }] });
  }
  return toListing({ items, reasons: next ? [{ code: 'MORE_PAGES_AVAILABLE' }] : [], next_cursor: next });
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
  { perPage = MAX_PER_PAGE }: { perPage?: number } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'items'>>> {
  if (!isPageNumber(perPage)) throw new ContractViolationError('githubSearchPages(perPage)', `must be a positive integer, got ${String(perPage)}`);
  const asked = Math.min(perPage, MAX_PER_PAGE);
  return async (cursor) => {
    const page = cursor === null ? 1 : Number(cursor);
    const { data, headers } = unwrapResponse(await search({ page, per_page: asked }));
    return fromGitHubSearch(data, { page, perPage: asked, ...(headers === null ? {} : { headers }) });
  };
}

/**
 * `fetchPage` over a list client: it receives the URL of the next page (or null for the first) and returns
 * `{ data, headers }`. The item type comes from the client's response, or from an explicit type argument.
 */
export function githubListPages<T = never, F extends (nextUrl: string | null) => unknown = (nextUrl: string | null) => unknown, K extends string = never>(
  list: F,
  { itemsField }: { itemsField?: K } = {},
): FetchPage<Chosen<T, ListItemsOf<ResponseOf<F>, K>>> {
  return async (cursor) => {
    const { data, headers } = unwrapResponse(await list(cursor));
    // No headers at all: the Link header cannot be read, which is not the same as "no next page".
    return fromGitHubList(data, { headers: headers ?? undefined, ...(itemsField === undefined ? {} : { itemsField }) });
  };
}
