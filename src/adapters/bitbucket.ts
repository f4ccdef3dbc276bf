import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { arrayField, body, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Bitbucket Cloud page (`{ values, next?, previous?, page?, pagelen?, size? }`). `next`, the URL of the next page, is
 * MORE_PAGES_AVAILABLE with the URL as the cursor; the last page has none. `size` (the total, not sent by every
 * endpoint) is the scope's snapshot; on the last page, a `size` above the items before it (`page` and `pagelen`) plus
 * this page's, or more items than `pagelen`, is COMPLETENESS_UNKNOWN. `type: "error"` is RATE_LIMITED (status 429)
 * or `UpstreamError`.
 */
export function fromBitbucket<T = unknown>(input: unknown, opts: ScopeOptions & HttpFacts = {}): Listing<T> {
  const b = body(input, 'fromBitbucket');
  const s = new SignalReader('bitbucket', b);
  const size = s.count('size');
  const scope = scopeOf('fromBitbucket', 'bitbucket', opts, size === undefined ? null : `size=${String(size)}`);
  if (failedStatus(opts) || s.text('type') === 'error' || s.has('error')) {
    const message = messageOf(s.text('error.message'), 'Bitbucket answered with an error body');
    return errorAnswer<T>('bitbucket', String(opts.status ?? 'error'), message, opts, false, scope);
  }
  const items = arrayField(b, 'values', 'values') as readonly T[];
  const next = s.cursor('next');
  const page = s.count('page');
  const pagelen = s.count('pagelen');
  s.contradiction(pagelen !== undefined && items.length > pagelen, `${String(items.length)} values on a page of pagelen ${String(pagelen)}`);
  // Items before this page: known from page and pagelen, or none when there is no previous page.
  const before = page !== undefined && pagelen !== undefined ? (page - 1) * pagelen : s.has('previous') ? undefined : 0;
  if (next === undefined && size !== undefined && before !== undefined) {
    s.contradiction(size > before + items.length, `size is ${String(size)} but the list ended after ${String(before + items.length)} values`);
  }
  return pageListing(next !== undefined, { items, reasons: s.reasons, next_cursor: next, scope });
}

/**
 * `fetchPage` over a Bitbucket GET: the client gets null for the first page, then each `next` URL. The item type
 * comes from the client's response (`values`), or from an explicit type argument.
 */
export function bitbucketPages<T = never, F extends (nextUrl: string | null) => unknown = (nextUrl: string | null) => unknown>(
  get: F,
  opts: ScopeOptions = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'values'>>> {
  return async (cursor) => {
    const { data, http } = answerOf(await get(cursor));
    return fromBitbucket(data, { ...opts, ...http });
  };
}
