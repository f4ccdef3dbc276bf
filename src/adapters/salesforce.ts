import type { Listing } from '../../types/listing.js';
import type { IncompleteReason } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { own } from '../wire.js';
import { arrayField, body, toListing, token, unknownSignal, unwrapResponse } from './build.js';

/** A Salesforce SOQL query response. `done: false` is MORE_PAGES_AVAILABLE with `nextRecordsUrl`; a missing `done` is COMPLETENESS_UNKNOWN. */
export function fromSalesforceQuery<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromSalesforceQuery');
  const items = arrayField(b, 'records', 'records') as readonly T[];
  const done = own(b, 'done');
  const reasons: IncompleteReason[] = [];
  let next: string | null = null;
  if (done === false) {
    next = token(own(b, 'nextRecordsUrl'));
    reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  } else if (done !== true) {
    reasons.push(unknownSignal('done', done));
  }
  return toListing({ items, reasons, next_cursor: next });
}

/** `fetchPage` over a query call: it gets null first, then each `nextRecordsUrl`. */
export function salesforceQueryPages<T = unknown>(query: (nextRecordsUrl: string | null) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromSalesforceQuery<T>(unwrapResponse(await query(cursor)).data);
}
