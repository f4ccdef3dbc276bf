import type { Listing } from '../../types/listing.js';
import type { Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { assertNesting } from '../depth.js';
import { ContractViolationError, CursorExpiredError } from '../errors.js';
import { expectRecord, isRecord, own, type Json } from '../wire.js';
import { arrayField, body, repositioned, scopeOf, toListing, unwrapResponse } from './build.js';
import type { Chosen, ResponseOf } from './infer.js';
import { positioned, SignalReader } from './signals.js';

export interface ElasticsearchOptions {
  /** The `size` that was requested: a full page means more may follow. Without it, only a total can prove the end. */
  readonly size?: number;
  /** The `terminate_after` that was requested, reported as the limit when `terminated_early` is true. */
  readonly terminateAfter?: number;
  /** How many hits earlier pages of this walk returned; with it, a total that disagrees with the hits seen is COMPLETENESS_UNKNOWN. */
  readonly offset?: number;
  /** The scope's resource, for example `elasticsearch:logs-*`; `elasticsearch:search` by default. */
  readonly resource?: string;
}

const CONTEXT_MISSING = /search_context_missing_exception|No search context found/i;

/**
 * Every `type` and `reason` string in an error or shard failure, to recognise a lost search context. A value nested
 * too deeply to read (or cyclic, or holding what JSON cannot carry) is a `ContractViolationError` naming `field`.
 */
function failureText(value: unknown, field: string): string {
  assertNesting(value, field);
  try {
    return JSON.stringify(value ?? '');
  } catch {
    throw new ContractViolationError(field, 'cannot be read as JSON');
  }
}

/** The same, for what a client threw: never an error of its own in place of the client's. */
function thrownText(error: unknown): string {
  try {
    return error instanceof Error ? `${error.message} ${failureText((error as { meta?: unknown }).meta, 'error.meta')}` : String(error);
  } catch {
    return error instanceof Error ? error.message : '';
  }
}

/**
 * An Elasticsearch search response. `timed_out` is TIME_BUDGET_EXCEEDED; shards that did not all succeed
 * (`_shards.successful < total`, skipped shards count as successful) or remote clusters that were skipped,
 * running, partial or failed are SOURCE_UNAVAILABLE; `terminated_early` is RESULT_LIMIT_REACHED;
 * `hits.total.relation: "gte"` is the warning TOTAL_IS_LOWER_BOUND; a missing search context (expired scroll
 * or point in time) is CURSOR_EXPIRED. A full page (`size` hits) continues with the scroll id or the last hit's
 * `sort` values (search_after). `size: 0` with matches, no `size` and no total, or an empty page while the total
 * counts hits beyond those seen (`offset`, else none), cannot prove the end.
 */
export function fromElasticsearch<T = Json>(input: unknown, opts: ElasticsearchOptions = {}): Listing<T> {
  const b = body(input, 'fromElasticsearch');
  const s = new SignalReader('elasticsearch', b);
  const scope = scopeOf(opts.resource ?? 'elasticsearch:search', 'caller credentials', null);
  const error = s.present('error');
  if (error !== undefined) {
    const text = failureText(error, 'error');
    if (CONTEXT_MISSING.test(text)) {
      return toListing<T>({ items: [], reasons: [{ code: 'CURSOR_EXPIRED', message: 'the search context (scroll or point in time) is gone' }], continuation: { kind: 'restart_scan' } });
    }
    return toListing<T>({ items: [], reasons: [{ code: 'SOURCE_UNAVAILABLE', message: text.slice(0, 200) }] });
  }
  const hits = expectRecord(own(b, 'hits'), 'hits');
  const items = arrayField(hits, 'hits', 'hits.hits') as readonly T[];
  const reasons = s.reasons;
  const warnings: Warning[] = [];

  if (s.flag('timed_out') === true) reasons.push({ code: 'TIME_BUDGET_EXCEEDED', message: 'Elasticsearch search timed out (timed_out: true)' });

  const shardsTotal = s.count('_shards.total');
  const shardsOk = s.count('_shards.successful');
  const shardsFailed = s.count('_shards.failed') ?? 0;
  if (shardsFailed > 0 && CONTEXT_MISSING.test(failureText(s.present('_shards.failures'), '_shards.failures'))) {
    reasons.push({ code: 'CURSOR_EXPIRED', message: 'a shard lost the search context' });
  } else if (shardsFailed > 0 || (shardsTotal !== undefined && shardsOk !== undefined && shardsOk < shardsTotal)) {
    reasons.push({ code: 'SOURCE_UNAVAILABLE', source: 'shards', message: `${String(shardsOk)} of ${String(shardsTotal)} shards succeeded, ${String(shardsFailed)} failed` });
  }

  if (s.has('_clusters')) {
    const missing = (['skipped', 'running', 'partial', 'failed'] as const).filter((k) => (s.count(`_clusters.${k}`) ?? 0) > 0);
    const total = s.count('_clusters.total');
    const ok = s.count('_clusters.successful');
    if (missing.length > 0 || (total !== undefined && ok !== undefined && ok < total)) {
      const counts = missing.map((k) => `${String(s.count(`_clusters.${k}`))} ${k}`).join(', ');
      reasons.push({ code: 'SOURCE_UNAVAILABLE', source: 'remote clusters', message: `${String(ok)} of ${String(total)} clusters successful${counts ? `; ${counts}` : ''}` });
    }
  }
  if (s.flag('terminated_early') === true) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: opts.terminateAfter ?? items.length, message: 'terminated_early' });

  const total = s.total('hits.total');
  if (total?.relation === 'gte') warnings.push({ code: 'TOTAL_IS_LOWER_BOUND', total: total.value });
  const exact = total?.relation === 'eq' ? total.value : undefined;
  const seen = (opts.offset ?? 0) + items.length;

  let next: string | null = null;
  if (opts.size === undefined || opts.size === 0) {
    // Without a page size (or with size 0) there is no cursor to follow: only a total can prove the end.
    if (total === undefined && !s.wrong('hits.total')) s.contradiction(true, 'no `size` and no `hits.total`: the default page size may have cut the hits');
    else if (total !== undefined && (total.relation === 'gte' || total.value > seen)) {
      reasons.push({ code: 'MORE_PAGES_AVAILABLE', message: `returned ${String(items.length)} of ${total.relation === 'gte' ? 'at least ' : ''}${String(total.value)} matching hits` });
    }
  } else if (items.length >= opts.size && items.length > 0) {
    const last = items[items.length - 1];
    const sort = isRecord(last) ? own(last, 'sort') : undefined;
    next = s.cursor('_scroll_id') ?? (Array.isArray(sort) ? JSON.stringify(sort) : null);
    s.contradiction(next === null, 'a full page without `_scroll_id` or `sort` values to continue from');
    reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  } else if (opts.offset !== undefined && exact !== undefined) {
    s.contradiction(seen < exact, `the last page ends after ${String(seen)} hits; hits.total is ${String(exact)}`);
  } else if (items.length === 0 && total !== undefined && total.value > seen) {
    // An empty page ends nothing while the total counts hits this walk has not seen: the page asked is past them.
    s.contradiction(true, `an empty page, but hits.total is ${total.relation === 'gte' ? 'at least ' : ''}${String(total.value)} and ${String(seen)} hits were seen${opts.offset === undefined ? ' (pass `offset`, the hits earlier pages returned)' : ''}`);
  }
  if (opts.offset !== undefined && exact !== undefined) s.contradiction(seen > exact, `${String(seen)} hits seen; hits.total is ${String(exact)}`);
  if (reasons.some((r) => r.code === 'CURSOR_EXPIRED')) return toListing({ items, reasons, warnings, continuation: { kind: 'restart_scan' }, scope });
  return toListing({ items, reasons, warnings, next_cursor: next, scope });
}

/** A hit of an Elasticsearch client response (v8 `SearchResponse`, or v7 `{ body }`), else `Json`. */
type HitOf<R> =
  R extends { readonly hits: { readonly hits: readonly (infer H)[] } } ? H : R extends { readonly body: { readonly hits: { readonly hits: readonly (infer H)[] } } } ? H : Json;

/**
 * `fetchPage` over a search client. `search(cursor)` gets null first, then the scroll id or the JSON
 * `sort` values to pass as `search_after`. Cursors between pages carry the number of hits seen, so a scroll
 * id that stays the same while the hits advance is not mistaken for a loop. A lost search context raises
 * `CursorExpiredError`. The hit type comes from the client's response, or from an explicit type argument.
 */
export function elasticsearchPages<T = never, F extends (cursor: string | null) => unknown = (cursor: string | null) => unknown>(
  search: F,
  opts: Omit<ElasticsearchOptions, 'offset'> & { size: number },
): FetchPage<Chosen<T, HitOf<ResponseOf<F>>>> {
  return async (cursor) => {
    const at = positioned.decode(cursor);
    let data: unknown;
    try {
      ({ data } = unwrapResponse(await search(at.cursor)));
    } catch (error) {
      if (CONTEXT_MISSING.test(thrownText(error))) {
        throw new CursorExpiredError('Elasticsearch: the search context expired', { cause: error });
      }
      throw error;
    }
    const listing = fromElasticsearch<Chosen<T, HitOf<ResponseOf<F>>>>(isRecord(data) && isRecord(own(data, 'body')) ? own(data, 'body') : data, { ...opts, offset: at.offset });
    if (!listing.complete && listing.incomplete_reasons.some((r) => r.code === 'CURSOR_EXPIRED')) throw new CursorExpiredError('Elasticsearch: the search context expired');
    return repositioned(listing, at.offset);
  };
}
