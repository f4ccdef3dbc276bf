import type { Listing } from '../../types/listing.js';
import type { Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { isRecord, own } from '../wire.js';
import { arrayField, body, moreFlag, toListing, token, unwrapResponse } from './build.js';

/**
 * A Stripe list (`object: "list"`) or search result (`object: "search_result"`). `has_more` is
 * MORE_PAGES_AVAILABLE: the cursor is the last item's id (`starting_after`) for lists and `next_page`
 * for search. Search results also carry STALE_INDEX: Stripe search is not read-after-write
 * (docs.stripe.com/search, "Data freshness").
 */
export function fromStripeList<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromStripeList');
  const items = arrayField(b, 'data', 'data') as readonly T[];
  const search = own(b, 'object') === 'search_result';
  const warnings: Warning[] = search ? [{ code: 'STALE_INDEX', source: 'stripe-search', message: 'Stripe search is not read-after-write; recent writes may be missing' }] : [];
  const next = () => {
    const last = items[items.length - 1];
    return search ? token(own(b, 'next_page')) : isRecord(last) ? token(own(last, 'id')) : null;
  };
  return toListing({ items, ...moreFlag('has_more', own(b, 'has_more'), true, next), warnings });
}

/** `fetchPage` over a list or search call: it gets `starting_after` (lists) or `page` (search). */
export function stripeListPages<T = unknown>(list: (cursor: string | undefined) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromStripeList<T>(unwrapResponse(await list(cursor ?? undefined)).data);
}
