import type { Listing } from '../../types/listing.js';
import type { Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { describe, isRecord, own } from '../wire.js';
import { arrayField, body, repositioned, scopeOf, toListing, unwrapResponse } from './build.js';
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
  /** The scope's resource, for example `graph:groups/1/members`; `microsoft-graph` by default. */
  readonly resource?: string;
}

/** The spellings of the next link and the count: OData 4.0, 4.01, v3 (and Azure AD Graph), ARM, and the Kiota model. */
const NEXT_LINKS = ['@odata.nextLink', '@nextLink', 'odata.nextLink', 'nextLink', 'odataNextLink'] as const;
const COUNTS = ['@odata.count', '@count', 'odata.count', 'odataCount'] as const;

/** The one value several spellings agree on; two that differ are a contradiction. */
function agreed<V>(s: SignalReader, paths: readonly string[], read: (path: string) => V | undefined, what: string): V | undefined {
  const found = paths.map((p) => [p, read(p)] as const).filter((e): e is readonly [string, V] => e[1] !== undefined);
  const differ = found.filter(([, v]) => v !== found[0]?.[1]);
  s.contradiction(differ.length > 0, `${what}: ${found.map(([p]) => `\`${p}\``).join(' and ')} differ`);
  return found[0]?.[1];
}

/**
 * Graph search (`POST /search/query`) answers `value: [{ hitsContainers: [{ hits, moreResultsAvailable }] }]`: a
 * container with more results is MORE_PAGES_AVAILABLE (ask again with a larger `from`), one whose flag is not a
 * boolean COMPLETENESS_UNKNOWN (https://learn.microsoft.com/en-us/graph/api/resources/searchhitscontainer).
 */
function searchReasons(items: readonly unknown[], s: SignalReader): void {
  let more = 0;
  for (const item of items) {
    const containers = isRecord(item) ? own(item, 'hitsContainers') : undefined;
    if (containers === undefined) continue;
    if (!Array.isArray(containers)) {
      s.contradiction(true, '`hitsContainers` is not an array');
      continue;
    }
    for (const c of containers) {
      const flag = isRecord(c) ? own(c, 'moreResultsAvailable') : undefined;
      if (flag === true) more++;
      else s.contradiction(flag !== false && flag !== undefined, `\`moreResultsAvailable\` was ${describe(flag)}`);
    }
  }
  if (more > 0) s.reasons.push({ code: 'MORE_PAGES_AVAILABLE', message: `${String(more)} search hits container(s) have moreResultsAvailable: ask again with a larger \`from\`` });
}

/**
 * A Microsoft Graph (or other OData / Azure Resource Manager) collection, as the wire JSON or the Kiota model
 * spells it. `@odata.nextLink` (`@nextLink`, `odata.nextLink`, `nextLink`, `odataNextLink`) is
 * MORE_PAGES_AVAILABLE with the link as the cursor; two spellings that differ are COMPLETENESS_UNKNOWN, as are
 * two counts (`@odata.count`, `@count`, `odata.count`, `odataCount`) that differ. A Graph search answer whose
 * hits container says `moreResultsAvailable: true` is MORE_PAGES_AVAILABLE without a cursor.
 * Members returned with only `id` and `@odata.type` (Graph's "limited information returned for
 * inaccessible member objects") give VISIBILITY_RESTRICTED plus the warning PARTIAL_FIELD_SET.
 * Pass `selected: ['id']` when you asked for ids only, so such members are not mistaken for redacted.
 * On the last page, an `@odata.count` above the items seen (`offset` + this page) is COMPLETENESS_UNKNOWN.
 */
export function fromGraphCollection<T = unknown>(input: unknown, { selected, offset = 0, resource = 'microsoft-graph' }: GraphOptions = {}): Listing<T> {
  const b = body(input, 'fromGraphCollection');
  const items = arrayField(b, 'value', 'value') as readonly T[];
  if (selected !== undefined && !(Array.isArray(selected) && selected.every((f) => typeof f === 'string'))) {
    throw new ContractViolationError('fromGraphCollection(selected)', 'must be an array of field names');
  }
  const s = new SignalReader('microsoft-graph', b, { returned: items.length, offset });
  const scope = scopeOf(resource, 'caller token', null);
  const warnings: Warning[] = [];
  const idsOnly = selected !== undefined && selected.length > 0 && selected.every((f) => IDENTITY_KEYS.has(f));
  const redacted = idsOnly ? [] : items.filter(isRedacted);
  if (redacted.length > 0) {
    const fields = [...new Set(redacted.flatMap((item) => Object.keys(item as object).filter((k) => !IDENTITY_KEYS.has(k))))];
    s.reasons.push({ code: 'VISIBILITY_RESTRICTED', message: `${String(redacted.length)} member(s) returned with limited information` });
    warnings.push({ code: 'PARTIAL_FIELD_SET', fields, requestable: false, message: 'the app lacks permission to read these member types' });
  }
  const next = agreed(s, NEXT_LINKS, (p) => s.cursor(p), 'the next links');
  const count = agreed(s, COUNTS, (p) => s.count(p), 'the counts');
  const seen = offset + items.length;
  s.contradiction(next === undefined && count !== undefined && count > seen, `the count is ${String(count)} but the collection ended after ${String(seen)} items`);
  searchReasons(items, s);
  const more = next !== undefined && !s.reasons.some((r) => r.code === 'MORE_PAGES_AVAILABLE');
  return toListing({ items, reasons: more ? [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }] : s.reasons, warnings, next_cursor: next ?? null, scope });
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
