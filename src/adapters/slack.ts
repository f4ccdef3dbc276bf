import type { Listing } from '../../types/listing.js';
import type { IncompleteReason } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError, UpstreamError } from '../errors.js';
import { expectArray, isRecord, own } from '../wire.js';
import { body, text, toListing, token, unwrapResponse } from './build.js';

/**
 * A Slack Web API response (`users.list`, `conversations.list`, `conversations.history`, …).
 * `ok: false` is an error, never an empty Complete: `ratelimited` is RATE_LIMITED, anything else throws
 * `UpstreamError`. A non-empty `response_metadata.next_cursor` (or `has_more: true`) is
 * MORE_PAGES_AVAILABLE; Slack documents that pages may hold fewer items than `limit`.
 * `itemsField` defaults to the only array field of the body.
 */
export function fromSlack<T = unknown>(input: unknown, { itemsField, retryAfterS }: { itemsField?: string; retryAfterS?: number } = {}): Listing<T> {
  const b = body(input, 'fromSlack');
  const ok = own(b, 'ok');
  if (ok !== true) {
    const error = text(own(b, 'error'), ok === false ? 'unknown_error' : 'missing ok field');
    if (error === 'ratelimited') return toListing<T>({ items: [], reasons: [{ code: 'RATE_LIMITED', ...(retryAfterS === undefined ? {} : { retry_after_s: retryAfterS }) }] });
    throw new UpstreamError('slack', error, ok === false ? 'Slack answered ok: false' : 'the response has no `ok: true`');
  }
  const field = itemsField ?? (() => {
    const arrays = Object.keys(b).filter((k) => Array.isArray(b[k]));
    if (arrays.length !== 1) throw new ContractViolationError('fromSlack(itemsField)', `cannot tell the items field among [${arrays.join(', ')}]; pass itemsField`);
    return arrays[0] ?? '';
  })();
  const items = expectArray(own(b, field), field) as readonly T[];
  const meta = own(b, 'response_metadata');
  const next = isRecord(meta) ? token(own(meta, 'next_cursor')) : null;
  const reasons: IncompleteReason[] = [];
  if (next !== null || own(b, 'has_more') === true) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, next_cursor: next });
}

/** `fetchPage` over a Slack method that takes `cursor`. */
export function slackPages<T = unknown>(call: (cursor: string | undefined) => Promise<unknown>, opts: { itemsField?: string } = {}): FetchPage<T> {
  return async (cursor) => fromSlack<T>(unwrapResponse(await call(cursor ?? undefined)).data, opts);
}
