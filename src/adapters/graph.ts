import type { Listing } from '../../types/listing.js';
import type { Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { isRecord, own } from '../wire.js';
import { arrayField, body, repositioned, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { positioned, SignalReader } from './signals.js';

const IDENTITY_KEYS = new Set(['id', '@odata.type']);

/** A directory object returned with only `id` and `@odata.type`, every other property null. */
function isRedacted(item: unknown): boolean {
  if (!isRecord(item) || own(item, 'id') === undefined || own(item, '@odata.type') === undefined) return false;
  return Object.keys(item).every((k) => IDENTITY_KEYS.has(k) || own(item, k) === null);
}

export interface GraphOptions {
  /** The `$select` fields you asked for. Only a non-empty list of identity fields (`['id']`) turns redaction detection off. */
  readonly selected?: readonly string[];
  /** How many items earlier pages returned, to compare `@odata.count` with every item seen (0 for the first page). */
  readonly offset?: number;
}

/**
 * A Microsoft Graph collection. `@odata.nextLink` is MORE_PAGES_AVAILABLE with the link as the cursor.
 * Members returned with only `id` and `@odata.type` (Graph's "limited information returned for
 * inaccessible member objects") give VISIBILITY_RESTRICTED plus the warning PARTIAL_FIELD_SET.
 * Pass `selected: ['id']` when you asked for ids only, so such members are not mistaken for redacted.
 * On the last page, an `@odata.count` above the items seen (`offset` + this page) is COMPLETENESS_UNKNOWN.
 */
export function fromGraphCollection<T = unknown>(input: unknown, { selected, offset = 0 }: GraphOptions = {}): Listing<T> {
  const b = body(input, 'fromGraphCollection');
  const items = arrayField(b, 'value', 'value') as readonly T[];
  if (selected !== undefined && !(Array.isArray(selected) && selected.every((f) => typeof f === 'string'))) {
    throw new ContractViolationError('fromGraphCollection(selected)', 'must be an array of field names');
  }
  const s = new SignalReader('microsoft-graph', b);
  const warnings: Warning[] = [];
  const idsOnly = selected !== undefined && selected.length > 0 && selected.every((f) => IDENTITY_KEYS.has(f));
  const redacted = idsOnly ? [] : items.filter(isRedacted);
  if (redacted.length > 0) {
    const fields = [...new Set(redacted.flatMap((item) => Object.keys(item as object).filter((k) => !IDENTITY_KEYS.has(k))))];
    s.reasons.push({ code: 'VISIBILITY_RESTRICTED', message: `${String(redacted.length)} member(s) returned with limited information` });
    warnings.push({ code: 'PARTIAL_FIELD_SET', fields, requestable: false, message: 'the app lacks permission to read these member types' });
  }
  const next = s.cursor('@odata.nextLink');
  const count = s.count('@odata.count');
  const seen = offset + items.length;
  s.contradiction(next === undefined && count !== undefined && count > seen, `@odata.count is ${String(count)} but the collection ended after ${String(seen)} items`);
  return toListing({ items, reasons: next ? [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }] : s.reasons, warnings, next_cursor: next ?? null });
}

/**
 * `fetchPage` over a Graph GET: the client gets null for the first URL, then each `@odata.nextLink`.
 * Cursors between pages carry the number of items seen, for the `@odata.count` check. The item type comes
 * from the client's response (`value`), or from an explicit type argument.
 */
export function graphCollectionPages<T = never, F extends (nextLink: string | null) => unknown = (nextLink: string | null) => unknown>(
  get: F,
  opts: Omit<GraphOptions, 'offset'> = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'value'>>> {
  return async (cursor) => {
    const at = positioned.decode(cursor);
    const listing = fromGraphCollection<Chosen<T, ItemsOf<ResponseOf<F>, 'value'>>>(unwrapResponse(await get(at.cursor)).data, { ...opts, offset: at.offset });
    return repositioned(listing, at.offset);
  };
}
