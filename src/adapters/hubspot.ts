import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { arrayField, body, repositioned, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { positioned, SignalReader } from './signals.js';

/** HubSpot CRM search serves at most this many results per query (developers.hubspot.com, CRM search, "Limitations"). */
export const HUBSPOT_SEARCH_LIMIT = 10_000;

export interface HubSpotOptions extends ScopeOptions, HttpFacts {
  /** How many items earlier pages returned, to compare a search's `total` with every item seen (0 for the first page). */
  readonly offset?: number;
}

/**
 * A HubSpot CRM v3 page (`{ results, paging?: { next?: { after, link } }, total? }`). `paging.next.after` is
 * MORE_PAGES_AVAILABLE with `after` as the cursor; `paging.next` without a usable `after` is COMPLETENESS_UNKNOWN. A
 * search (`total`) above 10,000 is RESULT_LIMIT_REACHED (HubSpot refuses to page past 10,000); on its last page a
 * `total` above the items seen (`offset` + this page) is COMPLETENESS_UNKNOWN. A batch answer with `errors` or
 * `numErrors` is COMPLETENESS_UNKNOWN. `status: "error"` is RATE_LIMITED (status 429 or `RATE_LIMIT`) or `UpstreamError`.
 * `total` is the scope's snapshot.
 */
export function fromHubSpot<T = unknown>(input: unknown, opts: HubSpotOptions = {}): Listing<T> {
  const b = body(input, 'fromHubSpot');
  const s = new SignalReader('hubspot', b);
  const total = s.count('total');
  const scope = scopeOf('fromHubSpot', 'hubspot:crm', opts, total === undefined ? null : `total=${String(total)}`);
  if (failedStatus(opts) || s.text('status') === 'error') {
    const category = s.text('category') ?? s.text('errorType') ?? String(opts.status ?? 'error');
    const limited = category === 'RATE_LIMITS' || s.text('errorType') === 'RATE_LIMIT';
    return errorAnswer<T>('hubspot', category, messageOf(s.text('message'), 'HubSpot answered with an error body'), opts, limited, scope);
  }
  const items = arrayField(b, 'results', 'results') as readonly T[];
  const errors = s.present('errors');
  const numErrors = s.count('numErrors') ?? 0;
  s.contradiction(numErrors > 0 || (errors !== undefined && !(Array.isArray(errors) && errors.length === 0)), 'the answer reports errors beside its results');
  const next = s.has('paging.next') ? s.cursor('paging.next.after') : undefined;
  if (total !== undefined) {
    if (total > HUBSPOT_SEARCH_LIMIT) s.reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: HUBSPOT_SEARCH_LIMIT });
    const seen = (opts.offset ?? 0) + items.length;
    s.contradiction(next === undefined && Math.min(total, HUBSPOT_SEARCH_LIMIT) > seen, `total is ${String(total)} but the results ended after ${String(seen)}`);
  }
  return pageListing(next !== undefined, { items, reasons: s.reasons, next_cursor: next, scope });
}

/**
 * `fetchPage` over a HubSpot list or search call that takes `after` (`basicApi.getPage`, `searchApi.doSearch`).
 * Cursors between pages carry the number of items seen, for the `total` check. The item type comes from the client's
 * response (`results`), or from an explicit type argument.
 */
export function hubspotPages<T = never, F extends (after: string | undefined) => unknown = (after: string | undefined) => unknown>(
  call: F,
  opts: ScopeOptions = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'results'>>> {
  return async (cursor) => {
    const at = positioned.decode(cursor);
    const { data, http } = answerOf(await call(at.cursor ?? undefined));
    return repositioned(fromHubSpot<Chosen<T, ItemsOf<ResponseOf<F>, 'results'>>>(data, { ...opts, ...http, offset: at.offset }), at.offset);
  };
}
