import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { isRecord, own, type Json } from '../wire.js';
import { arrayField, body, repositioned, toListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { positioned, SignalReader } from './signals.js';

/** Zendesk search returns at most this many results per query (developer.zendesk.com, Search API, "Pagination"). */
export const ZENDESK_SEARCH_LIMIT = 1000;
const ITEM_FIELDS = ['tickets', 'users', 'results', 'articles', 'organizations', 'groups', 'ticket_events'];

export interface ZendeskOptions extends ScopeOptions, HttpFacts {
  /** The array that holds the items; by default the only array field of the body other than `facets`. */
  readonly itemsField?: string;
  /** How many items earlier pages returned (offset pagination), to compare `count` with every item seen. */
  readonly offset?: number;
}

function itemsFieldOf(b: Json, given: string | undefined): string {
  if (given !== undefined) return given;
  const arrays = Object.keys(b).filter((k) => k !== 'facets' && Array.isArray(own(b, k)));
  if (arrays.length !== 1) throw new ContractViolationError('fromZendesk(itemsField)', `cannot tell the items field among [${arrays.join(', ')}]; pass itemsField`);
  return arrays[0] ?? ITEM_FIELDS[0] ?? '';
}

/**
 * A Zendesk page. Cursor pagination (`meta.has_more`, `links.next`) continues while `has_more` is true, on `links.next`
 * (Zendesk may still send `links.next` on the last page: `has_more` decides); `has_more: true` without `links.next` is
 * COMPLETENESS_UNKNOWN. Offset pagination continues on `next_page`; at its end a `count` above the items seen
 * (`offset` + this page) is COMPLETENESS_UNKNOWN. A search (`results` with a `count`) above 1,000 results is
 * RESULT_LIMIT_REACHED: the search API serves no more. Incremental exports continue on `after_url` until
 * `end_of_stream: true`. A body with none of these, or with two kinds at once, is COMPLETENESS_UNKNOWN. An `error`
 * body is RATE_LIMITED (status 429) or `UpstreamError`. `count` is the scope's snapshot.
 */
export function fromZendesk<T = unknown>(input: unknown, opts: ZendeskOptions = {}): Listing<T> {
  const b = body(input, 'fromZendesk');
  const s = new SignalReader('zendesk', b);
  const count = s.count('count');
  const scope = scopeOf('fromZendesk', `zendesk:${opts.itemsField ?? 'items'}`, opts, count === undefined ? null : `count=${String(count)}`);
  if (failedStatus(opts) || s.has('error')) {
    const error = s.present('error');
    const code = typeof error === 'string' ? error : isRecord(error) && typeof own(error, 'title') === 'string' ? (own(error, 'title') as string) : String(opts.status ?? 'error');
    const message = messageOf(s.text('description') ?? (isRecord(error) ? own(error, 'message') : undefined), 'Zendesk answered with an error body');
    return errorAnswer<T>('zendesk', code, message, opts, code === 'APIRateLimitExceeded', scope);
  }
  const field = itemsFieldOf(b, opts.itemsField);
  const items = arrayField(b, field, field) as readonly T[];
  const reasons = s.reasons;
  const cursorKind = s.has('meta');
  const offsetKind = s.has('next_page') || s.has('count');
  const exportKind = s.has('end_of_stream');
  const kinds = [cursorKind, offsetKind, exportKind].filter(Boolean).length;
  s.contradiction(kinds !== 1, kinds === 0 ? 'no meta.has_more, next_page, count or end_of_stream: the end is not proven' : 'the page mixes cursor, offset and export pagination');
  let next: string | undefined;
  if (cursorKind) {
    const hasMore = s.flag('meta.has_more');
    next = hasMore === true ? s.cursor('links.next') : undefined;
    s.contradiction(hasMore === true && next === undefined, 'meta.has_more is true but there is no links.next');
  } else if (exportKind) {
    const end = s.flag('end_of_stream');
    next = end === false ? s.cursor('after_url') : undefined;
    s.contradiction(end === false && next === undefined, 'end_of_stream is false but there is no after_url');
  } else {
    next = s.cursor('next_page');
    const offset = opts.offset ?? 0;
    const search = field === 'results' && count !== undefined;
    if (search && count > ZENDESK_SEARCH_LIMIT) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: ZENDESK_SEARCH_LIMIT });
    const reachable = search ? Math.min(count, ZENDESK_SEARCH_LIMIT) : count;
    s.contradiction(next === undefined && reachable !== undefined && reachable > offset + items.length, `count is ${String(count)} but the list ended after ${String(offset + items.length)} items`);
  }
  if (next === undefined) return toListing({ items, reasons, scope });
  return toListing({ items, reasons: [...reasons, { code: 'MORE_PAGES_AVAILABLE' }], next_cursor: next, scope });
}

/**
 * `fetchPage` over a Zendesk GET: the client gets null for the first page, then each `links.next`, `next_page` or
 * `after_url` URL. Cursors between pages carry the number of items seen, for the `count` check. The item type comes
 * from the client's response (`itemsField`), or from an explicit type argument.
 */
export function zendeskPages<T = never, F extends (nextUrl: string | null) => unknown = (nextUrl: string | null) => unknown, K extends string = 'tickets'>(
  get: F,
  opts: ScopeOptions & { readonly itemsField?: K } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, K>>> {
  return async (cursor) => {
    const at = positioned.decode(cursor);
    const { data, http } = answerOf(await get(at.cursor));
    return repositioned(fromZendesk<Chosen<T, ItemsOf<ResponseOf<F>, K>>>(data, { ...opts, ...http, offset: at.offset }), at.offset);
  };
}
