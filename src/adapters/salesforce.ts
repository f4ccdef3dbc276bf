import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { own } from '../wire.js';
import { arrayField, body, moreFlag, toListing, token, unwrapResponse } from './build.js';

/** A Salesforce SOQL query response. `done: false` is MORE_PAGES_AVAILABLE with `nextRecordsUrl`; a missing `done` is COMPLETENESS_UNKNOWN. */
export function fromSalesforceQuery<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromSalesforceQuery');
  const items = arrayField(b, 'records', 'records') as readonly T[];
  return toListing({ items, ...moreFlag('done', own(b, 'done'), false, () => token(own(b, 'nextRecordsUrl'))) });
}

/** `fetchPage` over a query call: it gets null first, then each `nextRecordsUrl`. */
export function salesforceQueryPages<T = unknown>(query: (nextRecordsUrl: string | null) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromSalesforceQuery<T>(unwrapResponse(await query(cursor)).data);
}
