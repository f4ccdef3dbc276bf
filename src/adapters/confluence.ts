import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { isRecord, own } from '../wire.js';
import { arrayField, body, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { headerValue, readNextLink, SignalReader } from './signals.js';

export interface ConfluenceOptions extends ScopeOptions, HttpFacts {
  /** The response's headers (any shape), to check its `Link` header against `_links.next`. */
  readonly headers?: unknown;
}

/**
 * A Confluence Cloud REST v2 page (`{ results, _links: { next?, base } }`). `_links.next`, the relative URL of the next
 * page with its `cursor`, is MORE_PAGES_AVAILABLE with the URL as the cursor; its absence ends the walk. A missing or
 * mistyped `_links`, and a `Link` header whose `rel="next"` differs from `_links.next`, are COMPLETENESS_UNKNOWN. An
 * `errors` body is RATE_LIMITED (status 429) or `UpstreamError`.
 */
export function fromConfluence<T = unknown>(input: unknown, opts: ConfluenceOptions = {}): Listing<T> {
  const b = body(input, 'fromConfluence');
  const s = new SignalReader('confluence', b);
  const scope = scopeOf('fromConfluence', 'confluence', opts);
  const errors = s.present('errors');
  if (failedStatus(opts) || errors !== undefined) {
    const first: unknown = Array.isArray(errors) ? errors[0] : errors;
    const code = isRecord(first) ? own(first, 'code') : undefined;
    const message = messageOf(isRecord(first) ? own(first, 'title') : undefined, 'Confluence answered with an error body');
    return errorAnswer<T>('confluence', typeof code === 'string' ? code : String(opts.status ?? 'error'), message, opts, false, scope);
  }
  const items = arrayField(b, 'results', 'results') as readonly T[];
  const next = s.cursor('_links.next');
  if (opts.headers !== undefined) {
    const link = headerValue(opts.headers, 'link');
    const fromHeader = typeof link === 'string' ? readNextLink(link) : link === null ? null : { code: 'COMPLETENESS_UNKNOWN' as const, message: 'the Link header cannot be read' };
    if (fromHeader !== null && typeof fromHeader === 'object') s.reasons.push(fromHeader);
    // The header holds the same relative URL, or the site URL before it.
    else s.contradiction((fromHeader === null) !== (next === undefined) || (fromHeader !== null && next !== undefined && !fromHeader.endsWith(next)), 'the Link header and _links.next disagree about the next page');
  }
  return pageListing(next !== undefined, { items, reasons: s.reasons, next_cursor: next, scope });
}

/**
 * `fetchPage` over a Confluence v2 GET: the client gets null for the first page, then each `_links.next` (relative to
 * the site's `/wiki` base). The item type comes from the client's response (`results`), or from an explicit type argument.
 */
export function confluencePages<T = never, F extends (nextUrl: string | null) => unknown = (nextUrl: string | null) => unknown>(
  get: F,
  opts: ScopeOptions = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'results'>>> {
  return async (cursor) => {
    const { data, headers, http } = answerOf(await get(cursor));
    return fromConfluence(data, { ...opts, ...http, ...(headers === null ? {} : { headers }) });
  };
}
