import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { arrayField, body, scopeOf, unwrapResponse, pageListing } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Salesforce SOQL query response. `done: false` is MORE_PAGES_AVAILABLE with `nextRecordsUrl`; a missing
 * `done`, `done: true` beside a `nextRecordsUrl`, or `done: false` without one is COMPLETENESS_UNKNOWN.
 */
export function fromSalesforceQuery<T = unknown>(input: unknown, { resource }: { resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromSalesforceQuery');
  const items = arrayField(b, 'records', 'records') as readonly T[];
  const s = new SignalReader('salesforce', b, { returned: items.length });
  const scope = scopeOf(resource ?? 'salesforce:query', 'running user', null);
  const done = s.flag('done');
  const next = s.cursor('nextRecordsUrl');
  s.contradiction(done === true && next !== undefined, 'done is true but nextRecordsUrl is set');
  s.contradiction(done === false && next === undefined, 'done is false but there is no nextRecordsUrl');
  return pageListing(done === false, { items, reasons: s.reasons, next_cursor: next ?? null, scope });
}

/** `fetchPage` over a query call: it gets null first, then each `nextRecordsUrl`. The item type comes from `records` of the client's result. */
export function salesforceQueryPages<T = never, F extends (nextRecordsUrl: string | null) => unknown = (nextRecordsUrl: string | null) => unknown>(
  query: F,
  opts: { resource?: string } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'records'>>> {
  return async (cursor) => fromSalesforceQuery(unwrapResponse(await query(cursor)).data, opts);
}
