/**
 * Response and envelope fields by the role they play in completeness. Data only: the rules, the adapters,
 * the inventory CLI and the docs all read this table, and users extend it through `settings.completeness.signals`.
 */

/**
 * - `more-flag`: true while more pages remain (`has_more`, `hasNextPage`, `IsTruncated`)
 * - `last-flag`: true on the last page (`isLast`, `done`)
 * - `cursor`: holds a continuation while more pages remain (`next_cursor`, `nextPageToken`, `@odata.nextLink`)
 * - `complete-claim`: true when the whole scope was covered (`complete`, `isComplete`)
 * - `partial-claim`: true when it was not (`truncated`, `incomplete_results`, `partial`)
 * - `reasons`: why it was not (`incomplete_reasons`)
 * - `failure`: part of the work failed or stopped (`timed_out`, `_shards.failed`, `terminated_early`)
 * - `total`: a server-side count to compare the items with (`total_count`, `resultSizeEstimate`)
 * - `status`: an outcome word or HTTP status (`status`, `statusCode`)
 */
export type FieldRole = 'more-flag' | 'last-flag' | 'cursor' | 'complete-claim' | 'partial-claim' | 'reasons' | 'failure' | 'total' | 'status';

/** Roles whose reading shows code looks at whether a response is the whole: every role but `total` and `status`. */
export const SIGNAL_ROLES: readonly FieldRole[] = ['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'failure'];

export interface FieldEntry {
  readonly name: string;
  readonly role: FieldRole;
  /**
   * The name is also an everyday word or option (`done`, `last`, `partial`, `next`, `cursor`), so it counts as a
   * signal only where it is read from a fetched response or written into a returned envelope, never as a bare local.
   */
  readonly ambiguous?: true;
  /**
   * An everyday word that still counts as a signal where a response *type* declares it beside the items
   * (Salesforce `done`, Kubernetes `continue`): the typed rules read it, the untyped ones do not.
   */
  readonly declared?: true;
}

const more = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'more-flag', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });
const last = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'last-flag', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });
const cursor = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'cursor', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });
const claim = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'complete-claim', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });
const cut = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'partial-claim', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });
const failure = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'failure', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });
const total = (name: string, ambiguous?: true, declared?: true): FieldEntry => ({ name, role: 'total', ...(ambiguous && { ambiguous }), ...(declared && { declared }) });

export const FIELDS: readonly FieldEntry[] = [
  more('has_more'), more('hasMore'), more('hasNextPage'), more('has_next_page'), more('hasMorePages'), more('has_more_pages'),
  more('moreResults'), more('more_results'), more('more', true, true), more('IsTruncated'), more('isTruncated'), more('is_truncated'),
  more('_more_changes'), more('hasNext'), more('has_next'), more('hasPreviousPage'),

  last('isLast'), last('is_last'), last('isLastPage'), last('is_last_page'), last('lastPage'), last('last_page'),
  last('last', true), last('done', true, true),

  cursor('next_cursor'), cursor('nextCursor'), cursor('next_page_token'), cursor('nextPageToken'), cursor('NextToken'),
  cursor('nextToken'), cursor('next_token'), cursor('continue', true, true), cursor('continuation_token'), cursor('continuationToken'),
  cursor('NextContinuationToken'), cursor('NextMarker'), cursor('nextMarker'), cursor('next_marker'), cursor('Marker', true, true),
  cursor('nextLink'), cursor('@odata.nextLink'), cursor('odata.nextLink'),
  // the Kiota-built Graph SDKs' name for `@odata.nextLink` (https://learn.microsoft.com/en-us/graph/sdks/paging?tabs=typescript)
  cursor('odataNextLink'), cursor('LastEvaluatedKey'),
  cursor('LastEvaluatedTableName'), cursor('nextRecordsUrl'), cursor('next_page', true, true), cursor('nextPage', true, true),
  cursor('next', true), cursor('cursor', true), cursor('endCursor'), cursor('startCursor'), cursor('pageToken'), cursor('page_token'),
  cursor('next_url'), cursor('nextUrl'), cursor('offset', true), cursor('after', true), cursor('scroll_id', true), cursor('_scroll_id'),
  cursor('continuation'), cursor('next_page_url'), cursor('nextPageUrl'), cursor('pageInfo'), cursor('page_info'),
  cursor('response_metadata'), cursor('paging', true), cursor('links', true), cursor('_links', true), cursor('result_info'),

  claim('complete', true, true), claim('isComplete'), claim('is_complete'), claim('exhaustive', true, true), claim('isExhaustive'),

  cut('truncated'), cut('isPartial'), cut('is_partial'), cut('partial', true, true), cut('incomplete', true, true),
  cut('incomplete_results'), cut('incompleteResults'), cut('tooManyFiles', true, true),

  { name: 'incomplete_reasons', role: 'reasons' }, { name: 'incompleteReasons', role: 'reasons' },

  failure('timed_out'), failure('timedOut'), failure('terminated_early'), failure('_shards'), failure('_clusters'),
  failure('unreachable', true, true), failure('skipped', true),

  total('total_count'), total('totalCount'), total('total', true),
  total('resultSizeEstimate'), total('total_pages', true), total('totalPages', true), total('X-Total-Count'), total('issueCount'),
  total('total_results'), total('totalResults'), total('@odata.count'), total('remainingItemCount'),

  { name: 'status', role: 'status' }, { name: 'statusCode', role: 'status' }, { name: 'status_code', role: 'status' },
  { name: 'httpStatus', role: 'status' },
];

/** Outcome words that claim a whole, successful result when written beside a partial one. */
export const SUCCESS_STATUS_WORDS: readonly string[] = ['success', 'ok', 'succeeded', 'complete', 'completed'];
