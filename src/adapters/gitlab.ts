import type { Listing } from '../../types/listing.js';
import type { IncompleteReason } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { isRecord, own, type Json } from '../wire.js';
import { toListing, unknownSignal, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ListItemsOf, ResponseOf } from './infer.js';
import { headerValue, readNextLink, SignalReader } from './signals.js';

export interface GitLabOptions extends ScopeOptions, HttpFacts {
  /** The response's headers: a `Headers`, a `Map` or a plain object, any case. Without them nothing proves the end. */
  readonly headers?: unknown;
  /** Keyset pagination (`pagination=keyset`): only the `Link` header says more remain; no `x-next-page` is sent. */
  readonly keyset?: boolean;
}

type Read = { value: number | null } | { reason: IncompleteReason };

/** A numeric pagination header: a number, null when absent or empty, or a reason when unreadable or not a number. */
function numberHeader(headers: unknown, name: string): Read {
  const v = headerValue(headers, name);
  if (v === undefined) return { reason: unknownSignal(name, 'unreadable') };
  if (v === null || v.trim() === '') return { value: null };
  return /^\d+$/.test(v.trim()) && Number.isSafeInteger(Number(v.trim())) ? { value: Number(v.trim()) } : { reason: unknownSignal(name, v) };
}

/**
 * A GitLab REST list (a JSON array) with its headers. The `Link` header's `rel="next"` is MORE_PAGES_AVAILABLE with the
 * URL as the cursor. Offset pagination (the default) ends only where `x-next-page` is present and empty; a missing
 * `x-next-page`, an `x-next-page` without a `Link` next (or the reverse), an `x-page` below `x-total-pages` at the end,
 * an `x-total` above the items before and on the last page, headers that cannot be read, and a `Link` header that
 * does not parse are COMPLETENESS_UNKNOWN. GitLab leaves out `x-total` and `x-total-pages` above 10,000 records: their
 * absence proves nothing either way. With `keyset: true` the walk ends where the `Link` header has no next page. An
 * object body (`{ message }`, `{ error }`) is RATE_LIMITED (status 429) or `UpstreamError`. `x-total` is the snapshot.
 */
export function fromGitLabList<T = unknown>(input: unknown, opts: GitLabOptions = {}): Listing<T> {
  const s = new SignalReader('gitlab', isRecord(input) ? input : {});
  const scope = (snapshot: string | null) => scopeOf('fromGitLabList', 'gitlab', opts, snapshot);
  if (failedStatus(opts) || (!Array.isArray(input) && isRecord(input) && (s.has('message') || s.has('error')))) {
    const b: Json = isRecord(input) ? input : {};
    const message = messageOf(s.present('message') ?? own(b, 'error_description') ?? s.present('error'), 'GitLab answered with an error');
    return errorAnswer<T>('gitlab', String(opts.status ?? 'error'), message, opts, false, scope(null));
  }
  if (!Array.isArray(input)) throw new ContractViolationError('fromGitLabList(body)', 'must be an array');
  const items = input as readonly T[];
  if (opts.headers === undefined) return toListing({ items, reasons: [unknownSignal('headers', undefined)], scope: scope(null) });
  const reads = ['x-next-page', 'x-page', 'x-per-page', 'x-total', 'x-total-pages'].map((name) => [name, numberHeader(opts.headers, name)] as const);
  const num = new Map<string, number | null>();
  for (const [name, r] of reads) {
    if ('reason' in r) s.reasons.push(r.reason);
    else num.set(name, r.value);
  }
  const link = headerValue(opts.headers, 'link');
  const linked = link === undefined ? unknownSignal('link', 'unreadable') : link === null ? null : readNextLink(link);
  if (linked !== null && typeof linked === 'object') s.reasons.push(linked);
  const next = typeof linked === 'string' ? linked : undefined;
  const total = num.get('x-total') ?? null;
  const xNext = num.get('x-next-page') ?? null;
  if (!opts.keyset) {
    const rawNext = headerValue(opts.headers, 'x-next-page');
    s.contradiction(rawNext === null, 'the response has no x-next-page header: pass keyset: true for keyset pagination, or expose the headers');
    s.contradiction(xNext !== null && next === undefined, `x-next-page is ${String(xNext)} but the Link header has no next page`);
    s.contradiction(rawNext !== null && rawNext !== undefined && xNext === null && next !== undefined, 'the Link header has a next page but x-next-page is empty');
  } else {
    s.contradiction(xNext !== null && next === undefined, `x-next-page is ${String(xNext)} but the Link header has no next page`);
  }
  const page = num.get('x-page') ?? null;
  const perPage = num.get('x-per-page') ?? null;
  const pages = num.get('x-total-pages') ?? null;
  s.contradiction(perPage !== null && items.length > perPage, `${String(items.length)} items on a page of x-per-page ${String(perPage)}`);
  if (next === undefined) {
    s.contradiction(page !== null && pages !== null && page < pages, `page ${String(page)} of ${String(pages)} has no next page`);
    const seen = page !== null && perPage !== null ? (page - 1) * perPage + items.length : null;
    s.contradiction(total !== null && seen !== null && total > seen, `x-total is ${String(total)} but the list ended after ${String(seen)} items`);
  }
  const snapshot = total === null ? null : `x-total=${String(total)}`;
  return pageListing(next !== undefined, { items, reasons: s.reasons, next_cursor: next, scope: scope(snapshot) });
}

/**
 * `fetchPage` over a GitLab GET that returns `{ data, headers }` (or a `fetch` wrapper's equivalent): the client gets
 * null for the first page, then each `rel="next"` URL. The item type comes from the client's response, or from an
 * explicit type argument.
 */
export function gitlabListPages<T = never, F extends (nextUrl: string | null) => unknown = (nextUrl: string | null) => unknown>(
  get: F,
  opts: Omit<GitLabOptions, 'headers' | keyof HttpFacts> = {},
): FetchPage<Chosen<T, ListItemsOf<ResponseOf<F>, never>>> {
  return async (cursor) => {
    const { data, headers, http } = answerOf(await get(cursor));
    return fromGitLabList(data, { ...opts, ...http, ...(headers === null ? {} : { headers }) });
  };
}
