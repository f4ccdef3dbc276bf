import type { Listing } from '../../types/listing.js';
import type { IncompleteReason, Warning } from '../../types/reasons.js';
import type { FetchPage } from '../collect.js';
import { CursorExpiredError } from '../errors.js';
import { expectCount, expectRecord, isRecord, own, type Json } from '../wire.js';
import { arrayField, body, toListing, token, unknownSignal, unwrapResponse } from './build.js';

export interface ElasticsearchOptions {
  /** The `size` that was requested: a full page means more may follow. */
  readonly size?: number;
  /** The `terminate_after` that was requested, reported as the limit when `terminated_early` is true. */
  readonly terminateAfter?: number;
}

const CONTEXT_MISSING = /search_context_missing_exception|No search context found/i;

/** Every `type` and `reason` string in an error or shard failure, to recognise a lost search context. */
function failureText(value: unknown): string {
  return JSON.stringify(value ?? '');
}

/**
 * An Elasticsearch search response. `timed_out` is TIME_BUDGET_EXCEEDED; failed shards or
 * partial/failed remote clusters are SOURCE_UNAVAILABLE (skipped shards are not: they cannot match);
 * `terminated_early` is RESULT_LIMIT_REACHED; `hits.total.relation: "gte"` is the warning
 * TOTAL_IS_LOWER_BOUND; a missing search context (expired scroll or point in time) is CURSOR_EXPIRED.
 * A full page (`size` hits) continues with the scroll id or the last hit's `sort` values (search_after).
 */
export function fromElasticsearch<T = Json>(input: unknown, opts: ElasticsearchOptions = {}): Listing<T> {
  const b = body(input, 'fromElasticsearch');
  const error = own(b, 'error');
  if (error !== undefined) {
    if (CONTEXT_MISSING.test(failureText(error))) {
      return toListing<T>({ items: [], reasons: [{ code: 'CURSOR_EXPIRED', message: 'the search context (scroll or point in time) is gone' }], continuation: { kind: 'restart_scan' } });
    }
    return toListing<T>({ items: [], reasons: [{ code: 'SOURCE_UNAVAILABLE', message: failureText(error).slice(0, 200) }] });
  }
  const hits = expectRecord(own(b, 'hits'), 'hits');
  const items = arrayField(hits, 'hits', 'hits.hits') as readonly T[];
  const reasons: IncompleteReason[] = [];
  const warnings: Warning[] = [];

  const timedOut = own(b, 'timed_out');
  if (timedOut === true) reasons.push({ code: 'TIME_BUDGET_EXCEEDED', message: 'Elasticsearch search timed out (timed_out: true)' });
  else if (timedOut !== false) reasons.push(unknownSignal('timed_out', timedOut));

  const shards = own(b, '_shards');
  if (!isRecord(shards)) reasons.push(unknownSignal('_shards', shards));
  else {
    const failed = expectCount(own(shards, 'failed') ?? 0, '_shards.failed');
    if (failed > 0) {
      const failures = own(shards, 'failures');
      if (CONTEXT_MISSING.test(failureText(failures))) {
        reasons.push({ code: 'CURSOR_EXPIRED', message: 'a shard lost the search context' });
      } else {
        reasons.push({ code: 'SOURCE_UNAVAILABLE', source: 'shards', message: `${String(failed)} of ${String(own(shards, 'total'))} shards failed` });
      }
    }
  }
  const clusters = own(b, '_clusters');
  if (isRecord(clusters)) {
    const partial = expectCount(own(clusters, 'partial') ?? 0, '_clusters.partial');
    const failed = expectCount(own(clusters, 'failed') ?? 0, '_clusters.failed');
    if (partial + failed > 0) reasons.push({ code: 'SOURCE_UNAVAILABLE', source: 'remote clusters', message: `${String(partial)} partial, ${String(failed)} failed remote cluster(s)` });
  }
  if (own(b, 'terminated_early') === true) reasons.push({ code: 'RESULT_LIMIT_REACHED', limit: opts.terminateAfter ?? items.length, message: 'terminated_early' });

  const total = own(hits, 'total');
  if (isRecord(total) && own(total, 'relation') === 'gte') warnings.push({ code: 'TOTAL_IS_LOWER_BOUND', total: expectCount(own(total, 'value'), 'hits.total.value') });

  const totalValue = isRecord(total) ? own(total, 'value') : total;
  if (opts.size === undefined && typeof totalValue === 'number' && totalValue > items.length) {
    // Without a page size there is no cursor to follow, but the query matched more than it returned.
    reasons.push({ code: 'MORE_PAGES_AVAILABLE', message: `returned ${String(items.length)} of ${String(totalValue)} matching hits` });
  }
  let next: string | null = null;
  if (opts.size !== undefined && items.length >= opts.size && items.length > 0) {
    const last = items[items.length - 1];
    const sort = isRecord(last) ? own(last, 'sort') : undefined;
    next = token(own(b, '_scroll_id')) ?? (Array.isArray(sort) ? JSON.stringify(sort) : null);
    reasons.push({ code: 'MORE_PAGES_AVAILABLE' });
  }
  if (reasons.some((r) => r.code === 'CURSOR_EXPIRED')) return toListing({ items, reasons, warnings, continuation: { kind: 'restart_scan' } });
  return toListing({ items, reasons, warnings, next_cursor: next });
}

/**
 * `fetchPage` over a search client. `search(cursor)` gets null first, then the scroll id or the JSON
 * `sort` values to pass as `search_after`. A lost search context raises `CursorExpiredError`.
 */
export function elasticsearchPages<T = Json>(search: (cursor: string | null) => Promise<unknown>, opts: ElasticsearchOptions & { size: number }): FetchPage<T> {
  return async (cursor) => {
    let data: unknown;
    try {
      ({ data } = unwrapResponse(await search(cursor)));
    } catch (error) {
      if (CONTEXT_MISSING.test(error instanceof Error ? `${error.message} ${failureText((error as { meta?: unknown }).meta)}` : String(error))) {
        throw new CursorExpiredError('Elasticsearch: the search context expired', { cause: error });
      }
      throw error;
    }
    const listing = fromElasticsearch<T>(isRecord(data) && isRecord(own(data, 'body')) ? own(data, 'body') : data, opts);
    if (!listing.complete && listing.incomplete_reasons.some((r) => r.code === 'CURSOR_EXPIRED')) throw new CursorExpiredError('Elasticsearch: the search context expired');
    return listing;
  };
}
