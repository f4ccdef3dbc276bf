import type { Listing } from '../../types/listing.js';
import type { Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { isRecord, own } from '../wire.js';
import { arrayField, body, scopeOf, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Stripe list (`object: "list"`) or search result (`object: "search_result"`). `has_more` is
 * MORE_PAGES_AVAILABLE: the cursor is the last item's id (`starting_after`) for lists and `next_page`
 * for search. Search results also carry STALE_INDEX: Stripe search is not read-after-write
 * (docs.stripe.com/search, "Data freshness"). `has_more: false` beside a `next_page`, or `has_more: true`
 * with nothing to continue from, is COMPLETENESS_UNKNOWN.
 */
export function fromStripeList<T = unknown>(input: unknown, { resource }: { resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromStripeList');
  const items = arrayField(b, 'data', 'data') as readonly T[];
  const s = new SignalReader('stripe', b, { returned: items.length });
  const search = s.text('object') === 'search_result';
  const scope = scopeOf(resource ?? (search ? 'stripe:search' : 'stripe:list'), 'api key', null);
  const warnings: Warning[] = search ? [{ code: 'STALE_INDEX', source: 'stripe-search', message: 'Stripe search is not read-after-write; recent writes may be missing' }] : [];
  const hasMore = s.flag('has_more');
  const page = s.cursor('next_page');
  s.contradiction(hasMore === false && page !== undefined, 'has_more is false but next_page is set');
  if (hasMore !== true) return toListing({ items, reasons: s.reasons, warnings, scope });
  const last = items[items.length - 1];
  const id = isRecord(last) ? own(last, 'id') : undefined;
  const next = search ? page : typeof id === 'string' && id !== '' ? id : undefined;
  s.contradiction(next === undefined, search ? 'has_more is true but there is no next_page' : 'has_more is true but the last item has no id to continue after');
  return toListing({ items, reasons: [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }], next_cursor: next ?? null, warnings, scope });
}

/**
 * `fetchPage` over a list or search call: it gets `starting_after` (lists) or `page` (search). The item
 * type comes from the SDK's `ApiList<T>` / `ApiSearchResult<T>`, or from an explicit type argument.
 */
export function stripeListPages<T = never, F extends (cursor: string | undefined) => unknown = (cursor: string | undefined) => unknown>(
  list: F,
  opts: { resource?: string } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'data'>>> {
  return async (cursor) => fromStripeList(unwrapResponse(await list(cursor ?? undefined)).data, opts);
}
