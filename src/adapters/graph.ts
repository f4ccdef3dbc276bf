import type { Listing } from '../../types/listing.js';
import type { IncompleteReason, Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { isRecord, own } from '../wire.js';
import { arrayField, body, toListing, token, unwrapResponse } from './build.js';

const IDENTITY_KEYS = new Set(['id', '@odata.type']);

/** A directory object returned with only `id` and `@odata.type`, every other property null. */
function isRedacted(item: unknown): boolean {
  if (!isRecord(item) || !Object.hasOwn(item, 'id') || !Object.hasOwn(item, '@odata.type')) return false;
  return Object.entries(item).every(([k, v]) => IDENTITY_KEYS.has(k) || v === null);
}

/**
 * A Microsoft Graph collection. `@odata.nextLink` is MORE_PAGES_AVAILABLE with the link as the cursor.
 * Members returned with only `id` and `@odata.type` (Graph's "limited information returned for
 * inaccessible member objects") give VISIBILITY_RESTRICTED plus the warning PARTIAL_FIELD_SET.
 * Pass `selected: ['id']` when you asked for ids only, so such members are not mistaken for redacted.
 */
export function fromGraphCollection<T = unknown>(input: unknown, { selected }: { selected?: readonly string[] } = {}): Listing<T> {
  const b = body(input, 'fromGraphCollection');
  const items = arrayField(b, 'value', 'value') as readonly T[];
  const reasons: IncompleteReason[] = [];
  const warnings: Warning[] = [];
  const idsOnly = selected !== undefined && selected.every((f) => IDENTITY_KEYS.has(f));
  const redacted = idsOnly ? [] : items.filter(isRedacted);
  if (redacted.length > 0) {
    const fields = [...new Set(redacted.flatMap((item) => Object.keys(item as object).filter((k) => !IDENTITY_KEYS.has(k))))];
    reasons.push({ code: 'VISIBILITY_RESTRICTED', message: `${String(redacted.length)} member(s) returned with limited information` });
    warnings.push({ code: 'PARTIAL_FIELD_SET', fields, requestable: false, message: 'the app lacks permission to read these member types' });
  }
  const next = token(own(b, '@odata.nextLink'));
  if (next) reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  return toListing({ items, reasons, warnings, next_cursor: next });
}

/** `fetchPage` over a Graph GET: the client gets null for the first URL, then each `@odata.nextLink`. */
export function graphCollectionPages<T = unknown>(get: (nextLink: string | null) => Promise<unknown>, opts: { selected?: readonly string[] } = {}): FetchPage<T> {
  return async (cursor) => fromGraphCollection<T>(unwrapResponse(await get(cursor)).data, opts);
}
