import type { Listing } from '../../types/listing.js';
import type { IncompleteReason, Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { isRecord, own } from '../wire.js';
import { arrayField, body, toListing, token, unknownSignal, unwrapResponse } from './build.js';

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
  const hasMore = own(b, 'has_more');
  const reasons: IncompleteReason[] = [];
  let next: string | null = null;
  if (hasMore === true) {
    const last = items[items.length - 1];
    next = search ? token(own(b, 'next_page')) : isRecord(last) ? token(own(last, 'id')) : null;
    reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  } else if (hasMore !== false) {
    reasons.push(unknownSignal('has_more', hasMore));
  }
  return toListing({ items, reasons, next_cursor: next, warnings });
}

/** `fetchPage` over a list or search call: it gets `starting_after` (lists) or `page` (search). */
export function stripeListPages<T = unknown>(list: (cursor: string | undefined) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromStripeList<T>(unwrapResponse(await list(cursor ?? undefined)).data);
}
