import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { arrayField, body, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/**
 * A Notion list (`{ object: "list", results, has_more, next_cursor }`). `has_more: true` is MORE_PAGES_AVAILABLE with
 * `next_cursor` (pass it as `start_cursor`); `has_more: true` without a cursor, `has_more: false` beside one, or no
 * `has_more` is COMPLETENESS_UNKNOWN. `object: "error"` is RATE_LIMITED for `rate_limited` (or status 429), else
 * `UpstreamError`.
 */
export function fromNotion<T = unknown>(input: unknown, opts: ScopeOptions & HttpFacts = {}): Listing<T> {
  const b = body(input, 'fromNotion');
  const s = new SignalReader('notion', b);
  const scope = scopeOf('fromNotion', 'notion', opts);
  const object = s.text('object');
  if (failedStatus(opts) || object === 'error') {
    const code = s.text('code') ?? String(opts.status ?? 'error');
    return errorAnswer<T>('notion', code, messageOf(s.text('message'), 'Notion answered with an error body'), opts, code === 'rate_limited', scope);
  }
  const items = arrayField(b, 'results', 'results') as readonly T[];
  s.contradiction(object !== undefined && object !== 'list', `object is ${String(object)}, not a list`);
  const hasMore = s.flag('has_more');
  const next = s.cursor('next_cursor');
  s.contradiction(hasMore === false && next !== undefined, 'has_more is false but next_cursor is set');
  s.contradiction(hasMore === true && next === undefined, 'has_more is true but there is no next_cursor');
  return pageListing(hasMore === true, { items, reasons: s.reasons, next_cursor: next ?? null, scope });
}

/**
 * `fetchPage` over a Notion call that takes `start_cursor` (`databases.query`, `blocks.children.list`, `search`,
 * `users.list`). The item type comes from the client's response (`results`), or from an explicit type argument.
 */
export function notionPages<T = never, F extends (startCursor: string | undefined) => unknown = (startCursor: string | undefined) => unknown>(
  call: F,
  opts: ScopeOptions = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'results'>>> {
  return async (cursor) => {
    const { data, http } = answerOf(await call(cursor ?? undefined));
    return fromNotion(data, { ...opts, ...http });
  };
}
