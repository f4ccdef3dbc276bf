import type { Listing } from '../../types/listing.js';
import type { IncompleteReason } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { expectCount, own } from '../wire.js';
import { arrayField, body, toListing, unknownSignal, unwrapResponse } from './build.js';

/** GitHub search serves at most this many results per query (docs.github.com/en/rest/search/search). */
export const GITHUB_SEARCH_LIMIT = 1000;

export interface GitHubSearchPage {
  /** 1-based page number that was requested. */
  readonly page: number;
  readonly perPage: number;
}

/**
 * A GitHub search response (`/search/issues`, `/search/code`, …). `incomplete_results: true` (the
 * query timed out) is TIME_BUDGET_EXCEEDED and never Complete, even with items; a `total_count` above
 * 1,000 is RESULT_LIMIT_REACHED; more reachable pages are MORE_PAGES_AVAILABLE with the next page number.
 */
export function fromGitHubSearch<T = unknown>(input: unknown, { page, perPage }: GitHubSearchPage): Listing<T> {
  const b = body(input, 'fromGitHubSearch');
  const items = arrayField(b, 'items', 'items') as readonly T[];
  const reasons: IncompleteReason[] = [];
  const incomplete = own(b, 'incomplete_results');
  if (incomplete === true) reasons.push({ code: 'TIME_BUDGET_EXCEEDED', message: 'GitHub search timed out (incomplete_results: true)' });
  else if (incomplete !== false) reasons.push(unknownSignal('incomplete_results', incomplete));
  const rawTotal = own(b, 'total_count');
  if (rawTotal === undefined) {
    reasons.push(unknownSignal('total_count', rawTotal));
    return toListing({ items, reasons });
  }
  const total = expectCount(rawTotal, 'total_count');
  const reachable = Math.min(total, GITHUB_SEARCH_LIMIT);
  if (total > GITHUB_SEARCH_LIMIT) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: GITHUB_SEARCH_LIMIT });
  const more = page * perPage < reachable;
  if (more) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, next_cursor: more ? String(page + 1) : null });
}

/** The `rel="next"` URL of an RFC 8288 Link header, or null. */
export function nextLink(linkHeader: string): string | null {
  for (const part of linkHeader.split(',')) {
    const m = /<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (m?.[1] && /\brel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(m[2] ?? '')) return m[1];
  }
  return null;
}

/**
 * A GitHub list response (a JSON array, or an object holding one in `itemsField`) with its `Link`
 * header. A `rel="next"` link is MORE_PAGES_AVAILABLE with the URL as the cursor. Pass
 * `linkHeader: null` when the response had no Link header (one page); leaving it undefined means the
 * adapter cannot know, which is COMPLETENESS_UNKNOWN.
 */
export function fromGitHubList<T = unknown>(input: unknown, { linkHeader, itemsField }: { linkHeader: string | null | undefined; itemsField?: string }): Listing<T> {
  let items: readonly T[];
  if (Array.isArray(input)) items = input as T[];
  else if (itemsField !== undefined) items = arrayField(body(input, 'fromGitHubList'), itemsField, itemsField) as readonly T[];
  else throw new ContractViolationError('fromGitHubList(body)', 'must be an array (or pass itemsField for object responses)');
  if (linkHeader === undefined) return toListing({ items, reasons: [unknownSignal('Link header', undefined)] });
  const next = linkHeader === null ? null : nextLink(linkHeader);
  return toListing({ items, reasons: next ? [{ code: 'MORE_PAGES_AVAILABLE' }] : [], next_cursor: next });
}

type GitHubResponse = unknown;

/** `fetchPage` over a search client: `collectAll(githubSearchPages((p) => octokit.rest.search.issuesAndPullRequests({ q, ...p })))`. */
export function githubSearchPages<T = unknown>(
  search: (params: { page: number; per_page: number }) => Promise<GitHubResponse>,
  { perPage = 100 }: { perPage?: number } = {},
): FetchPage<T> {
  return async (cursor) => {
    const page = cursor === null ? 1 : Number(cursor);
    const { data } = unwrapResponse(await search({ page, per_page: perPage }));
    return fromGitHubSearch<T>(data, { page, perPage });
  };
}

/** `fetchPage` over a list client: it receives the URL of the next page (or null for the first) and returns `{ data, headers }`. */
export function githubListPages<T = unknown>(list: (nextUrl: string | null) => Promise<GitHubResponse>, { itemsField }: { itemsField?: string } = {}): FetchPage<T> {
  return async (cursor) => {
    const { data, headers } = unwrapResponse(await list(cursor));
    // No headers at all: the Link header cannot be read, which is not the same as "no next page".
    const link = headers === null ? undefined : (headers.link ?? headers.Link ?? null);
    const linkHeader = typeof link === 'string' || link === null ? link : undefined;
    return fromGitHubList<T>(data, { linkHeader, ...(itemsField === undefined ? {} : { itemsField }) });
  };
}
