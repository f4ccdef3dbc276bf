import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError, UpstreamError } from '../errors.js';
import { expectArray, own } from '../wire.js';
import { body, scopeOf, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Slack Web API response (`users.list`, `conversations.list`, `conversations.history`, …).
 * `ok: false` is an error, never an empty Complete: `ratelimited` is RATE_LIMITED, anything else throws
 * `UpstreamError`. A non-empty `response_metadata.next_cursor` (or `has_more: true`) is
 * MORE_PAGES_AVAILABLE; Slack documents that pages may hold fewer items than `limit`. The classic `paging`
 * object (`files.list`, `search.*`) with `page < pages` is MORE_PAGES_AVAILABLE without a cursor (ask for
 * `page + 1`); a `page` past `pages`, or an empty page while `paging.total` counts items, is COMPLETENESS_UNKNOWN
 * (the items are on the pages before). `has_more: false` beside a cursor is COMPLETENESS_UNKNOWN.
 * `itemsField` defaults to the only array field of the body.
 */
export function fromSlack<T = unknown>(input: unknown, { itemsField, retryAfterS, resource }: { itemsField?: string; retryAfterS?: number; resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromSlack');
  const s = new SignalReader('slack', b);
  const ok = s.flag('ok');
  if (ok !== true) {
    const error = s.text('error') ?? (ok === false ? 'unknown_error' : 'missing ok field');
    if (error === 'ratelimited') return toListing<T>({ items: [], reasons: [{ code: 'RATE_LIMITED', ...(retryAfterS === undefined ? {} : { retry_after_s: retryAfterS }) }] });
    throw new UpstreamError('slack', error, ok === false ? 'Slack answered ok: false' : 'the response has no `ok: true`');
  }
  const field = itemsField ?? (() => {
    const arrays = Object.keys(b).filter((k) => Array.isArray(own(b, k)));
    if (arrays.length !== 1) throw new ContractViolationError('fromSlack(itemsField)', `cannot tell the items field among [${arrays.join(', ')}]; pass itemsField`);
    return arrays[0] ?? '';
  })();
  const items = expectArray(own(b, field), field) as readonly T[];
  const scope = scopeOf(resource ?? `slack:${field}`, 'token', null);
  const next = s.cursor('response_metadata.next_cursor');
  const hasMore = s.flag('has_more');
  s.contradiction(hasMore === false && next !== undefined, 'has_more is false but response_metadata.next_cursor is set');
  const page = s.count('paging.page');
  const pages = s.count('paging.pages');
  const classicMore = page !== undefined && pages !== undefined && page < pages;
  const total = s.count('paging.total');
  if (page !== undefined && pages !== undefined && page > pages && (pages > 0 || (total ?? 0) > 0)) {
    s.contradiction(true, `page ${String(page)} is past the last page (${String(pages)}): the items are on pages 1 to ${String(pages)}`);
  } else {
    s.contradiction(!classicMore && items.length === 0 && total !== undefined && total > 0, `page ${String(page)} of ${String(pages)} is empty, but paging.total is ${String(total)}`);
  }
  const reasons = s.reasons;
  if (classicMore) reasons.push({ code: 'MORE_PAGES_AVAILABLE', message: `page ${String(page)} of ${String(pages)}: ask for page ${String(page + 1)}` });
  else if (next !== undefined || hasMore === true) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, next_cursor: classicMore ? null : (next ?? null), scope });
}

/**
 * `fetchPage` over a Slack method that takes `cursor`. With `itemsField`, the item type comes from the
 * WebClient's response type (`members` of `UsersListResponse`), or from an explicit type argument.
 */
export function slackPages<T = never, F extends (cursor: string | undefined) => unknown = (cursor: string | undefined) => unknown, K extends string = never>(
  call: F,
  opts: { itemsField?: K; resource?: string } = {},
): FetchPage<Chosen<T, [K] extends [never] ? unknown : ItemsOf<ResponseOf<F>, K>>> {
  return async (cursor) => fromSlack(unwrapResponse(await call(cursor ?? undefined)).data, opts);
}
