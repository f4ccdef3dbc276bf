import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { UpstreamError } from '../errors.js';
import { expectArray, isRecord, own } from '../wire.js';
import type { Continuation } from '../../types/reasons.js';
import { body, scopeOf, text, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Google AIP-158 list response (`{ <itemsField>: [...], nextPageToken, unreachable }`, JSON names in
 * either case). A page token is MORE_PAGES_AVAILABLE even when the page is short or empty (AIP-158
 * allows both). AIP-217 `unreachable` names sources that did not answer: SOURCE_UNAVAILABLE. An absent
 * items field is an empty page (proto3 JSON omits empty repeated fields) unless the body holds another
 * array, which means `itemsField` names the wrong field: COMPLETENESS_UNKNOWN. An error body
 * (`{ error: { code, status, message } }`) is RATE_LIMITED for `RESOURCE_EXHAUSTED`, else throws `UpstreamError`.
 * The Google APIs that are not quite AIP-158 are read too: BigQuery's cursor `pageToken` (a cursor; differing from
 * `nextPageToken` is COMPLETENESS_UNKNOWN) and `jobComplete: false` (TIME_BUDGET_EXCEEDED), Drive's
 * `incompleteSearch: true` (SOURCE_UNAVAILABLE, narrow the corpora), GKE's `missingZones` and Compute's
 * `unreachables` (SOURCE_UNAVAILABLE). Any other continuation-looking field is COMPLETENESS_UNKNOWN (see `SignalReader`).
 */
export function fromGoogleAip<T = unknown>(input: unknown, { itemsField, resource }: { itemsField: string; resource?: string }): Listing<T> {
  const b = body(input, 'fromGoogleAip');
  const raw0 = own(b, itemsField);
  const s = new SignalReader('google-aip', b, Array.isArray(raw0) ? { returned: raw0.length } : {});
  const scope = scopeOf(resource ?? `google:${itemsField}`, 'caller credentials', null);
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
  let continuation: Continuation | null = null;
  if (s.flag('jobComplete') === false) s.reasons.push({ code: 'TIME_BUDGET_EXCEEDED', message: 'the BigQuery job has not completed (jobComplete: false): ask for its results again' });
  if (s.flag('incompleteSearch') === true) {
    s.reasons.push({ code: 'SOURCE_UNAVAILABLE', source: 'Drive corpora', message: 'incompleteSearch: not every corpus was searched' });
    continuation = { kind: 'narrow_query', hint: 'search one corpus (corpora: user or drive)' };
  }
  for (const field of ['unreachable', 'unreachables', 'missingZones'] as const) {
    const names = s.texts(field) ?? [];
    if (names.length > 0) s.reasons.push({ code: 'SOURCE_UNAVAILABLE', source: names.join(', '), message: `${field}: ${names.join(', ')}` });
  }
  const tokens = (['nextPageToken', 'next_page_token', 'pageToken'] as const).map((p) => [p, s.cursor(p)] as const).filter(([, v]) => v !== undefined);
  s.contradiction(new Set(tokens.map(([, v]) => v)).size > 1, `${tokens.map(([p]) => p).join(', ')} differ`);
  const next = tokens[0]?.[1] ?? null;
  if (next !== null) s.reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons: s.reasons, next_cursor: next, scope, ...(continuation === null ? {} : { continuation }) });
}

/**
 * `fetchPage` over a list call that takes `pageToken`. The item type comes from the client's response
 * (`data[itemsField]` for googleapis), or from an explicit type argument.
 */
export function googleAipPages<T = never, F extends (pageToken: string | undefined) => unknown = (pageToken: string | undefined) => unknown, K extends string = string>(
  list: F,
  { itemsField, resource }: { itemsField: K; resource?: string },
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, K>>> {
  return async (cursor) => fromGoogleAip(unwrapResponse(await list(cursor ?? undefined)).data, { itemsField, ...(resource === undefined ? {} : { resource }) });
}
