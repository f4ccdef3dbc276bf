import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { UpstreamError } from '../errors.js';
import { expectArray, isRecord, own } from '../wire.js';
import { body, text, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Google AIP-158 list response (`{ <itemsField>: [...], nextPageToken, unreachable }`, JSON names in
 * either case). A page token is MORE_PAGES_AVAILABLE even when the page is short or empty (AIP-158
 * allows both). AIP-217 `unreachable` names sources that did not answer: SOURCE_UNAVAILABLE. An absent
 * items field is an empty page (proto3 JSON omits empty repeated fields) unless the body holds another
 * array, which means `itemsField` names the wrong field: COMPLETENESS_UNKNOWN. An error body
 * (`{ error: { code, status, message } }`) is RATE_LIMITED for `RESOURCE_EXHAUSTED`, else throws `UpstreamError`.
 */
export function fromGoogleAip<T = unknown>(input: unknown, { itemsField }: { itemsField: string }): Listing<T> {
  const b = body(input, 'fromGoogleAip');
  const s = new SignalReader('google-aip', b);
  const error = s.present('error');
  if (error !== undefined) {
    const status = s.text('error.status') ?? 'UNKNOWN';
    if (status === 'RESOURCE_EXHAUSTED') return toListing<T>({ items: [], reasons: [{ code: 'RATE_LIMITED', message: text(isRecord(error) ? own(error, 'message') : error, status) }] });
    throw new UpstreamError('google', status, text(isRecord(error) ? own(error, 'message') : error, 'the response is an error body'));
  }
  const raw = own(b, itemsField);
  const items = (raw === undefined ? [] : expectArray(raw, itemsField)) as readonly T[];
  const others = Object.keys(b).filter((k) => k !== 'unreachable' && Array.isArray(own(b, k)));
  s.contradiction(raw === undefined && others.length > 0, `the response has no \`${itemsField}\` but has ${others.map((k) => `\`${k}\``).join(', ')}: is itemsField right?`);
  const unreachable = s.texts('unreachable') ?? [];
  if (unreachable.length > 0) s.reasons.push({ code: 'SOURCE_UNAVAILABLE', source: unreachable.join(', '), message: `unreachable: ${unreachable.join(', ')}` });
  const camel = s.cursor('nextPageToken');
  const snake = s.cursor('next_page_token');
  s.contradiction(camel !== undefined && snake !== undefined && camel !== snake, 'nextPageToken and next_page_token differ');
  const next = camel ?? snake ?? null;
  if (next !== null) s.reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons: s.reasons, next_cursor: next });
}

/**
 * `fetchPage` over a list call that takes `pageToken`. The item type comes from the client's response
 * (`data[itemsField]` for googleapis), or from an explicit type argument.
 */
export function googleAipPages<T = never, F extends (pageToken: string | undefined) => unknown = (pageToken: string | undefined) => unknown, K extends string = string>(
  list: F,
  { itemsField }: { itemsField: K },
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, K>>> {
  return async (cursor) => fromGoogleAip(unwrapResponse(await list(cursor ?? undefined)).data, { itemsField });
}
