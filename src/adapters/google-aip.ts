import type { Listing } from '../../types/listing.js';
import type { IncompleteReason } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { expectArray, expectString, own } from '../wire.js';
import { body, toListing, token, unwrapResponse } from './build.js';

/**
 * A Google AIP-158 list response (`{ <itemsField>: [...], nextPageToken, unreachable }`, JSON names in
 * either case). A page token is MORE_PAGES_AVAILABLE even when the page is short or empty (AIP-158
 * allows both). AIP-217 `unreachable` names sources that did not answer: SOURCE_UNAVAILABLE. An absent
 * items field is an empty page (proto3 JSON omits empty repeated fields).
 */
export function fromGoogleAip<T = unknown>(input: unknown, { itemsField }: { itemsField: string }): Listing<T> {
  const b = body(input, 'fromGoogleAip');
  const raw = own(b, itemsField);
  const items = (raw === undefined ? [] : expectArray(raw, itemsField)) as readonly T[];
  const reasons: IncompleteReason[] = [];
  const unreachable = own(b, 'unreachable');
  if (unreachable !== undefined) {
    const sources = expectArray(unreachable, 'unreachable').map((s, i) => expectString(s, `unreachable[${String(i)}]`));
    if (sources.length > 0) reasons.push({ code: 'SOURCE_UNAVAILABLE', source: sources.join(', '), message: `unreachable: ${sources.join(', ')}` });
  }
  const next = token(own(b, 'nextPageToken') ?? own(b, 'next_page_token'));
  if (next) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, next_cursor: next });
}

/** `fetchPage` over a list call that takes `pageToken`. */
export function googleAipPages<T = unknown>(list: (pageToken: string | undefined) => Promise<unknown>, { itemsField }: { itemsField: string }): FetchPage<T> {
  return async (cursor) => fromGoogleAip<T>(unwrapResponse(await list(cursor ?? undefined)).data, { itemsField });
}
