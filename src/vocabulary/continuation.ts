/**
 * Fields of a response body that look like they say whether more remains, by family: the adapters' fail-closed
 * net for fields an API's row does not declare in `reads` (see `SignalReader` in `src/adapters/signals.ts`). Data
 * only. A family matches a field by its name, normalised (lower case, only letters and digits, so `@odata.nextLink`,
 * `odata.nextLink`, `odataNextLink` and `@nextLink`'s `nextlink` are one spelling each, and `_continue` is
 * `continue`), and reads what its value says.
 */

/**
 * What a value says about the rest of the result:
 * - `more`: more may remain, or not everything was searched (a non-empty cursor or link, `hasMore: true`,
 *   `isLast: false`, `truncated: true`, a non-empty `missingZones`);
 * - `done`: plainly nothing more (`null`, `""`, `isLast: true`, `truncated: false`, `[]`);
 * - `unknown`: a value of a type the family does not expect, which cannot prove anything either;
 * - `silent`: the value makes no claim (a total that is not a number).
 */
export type FamilySays = 'more' | 'done' | 'unknown' | 'silent';

/** How a family reads a value. */
export type FamilyValue =
  /**
   * A cursor or a link: a non-empty string, a non-empty object or array, or `true`, is `more`; so is a number
   * under a `next…` name (a next page number), while a bare number elsewhere is a position (`offset: 0`), `silent`.
   */
  | 'cursor'
  /** True while more remains or while the result is cut (`has_more`, `truncated`, `incompleteSearch`). */
  | 'more-flag'
  /** True when the result is whole (`isLast`, `done`, `jobComplete`): `false` is `more`. */
  | 'end-flag'
  /** Names sources that did not answer (`missingZones`, `unreachable`): anything non-empty is `more`. */
  | 'sources'
  /** A count of every match: above the items seen, it is `more` (the reader compares; see `SignalReader`). */
  | 'total';

export interface ContinuationFamily {
  readonly family: string;
  readonly value: FamilyValue;
  /** Normalised names matched exactly. */
  readonly names: readonly string[];
  /** Normalised names matched by pattern. */
  readonly patterns: readonly RegExp[];
  /** Examples as vendors spell them, for the docs and the tests. */
  readonly examples: readonly string[];
}

/** The families, most specific first: the first family that matches a name reads its value. */
export const CONTINUATION_FAMILIES: readonly ContinuationFamily[] = [
  {
    family: 'end flag',
    value: 'end-flag',
    names: ['done', 'isdone', 'islast', 'islastpage', 'lastpage', 'complete', 'iscomplete', 'completed', 'jobcomplete', 'exhaustive', 'isexhaustive', 'finished', 'isfinished', 'endofstream'],
    patterns: [],
    examples: ['isLast', 'is_last_page', 'done', 'jobComplete', 'complete', 'end_of_stream'],
  },
  {
    family: 'more flag',
    value: 'more-flag',
    names: ['more', 'timedout', 'terminatedearly'],
    patterns: [/^(has|is)(more|next)/, /^more/, /truncated/, /incomplete/, /partial/, /^toomany/],
    examples: ['has_more', 'hasMore', 'hasNextPage', 'more', 'moreResultsAvailable', 'truncated', 'IsTruncated', 'incomplete_results', 'incompleteSearch', 'partial', 'timed_out'],
  },
  {
    family: 'missing sources',
    value: 'sources',
    names: ['unreachable', 'unreachables', 'errors', 'failures', 'skipped'],
    patterns: [/^missing/, /^unreachable/, /^failed/, /^unprocessed/],
    examples: ['missingZones', 'unreachable', 'unreachables', 'failedLocations', 'UnprocessedKeys', 'errors'],
  },
  {
    family: 'cursor or link',
    value: 'cursor',
    names: ['continue', 'continuation', 'continuationtoken', 'cursor', 'after', 'pagetoken', 'scrollid', 'lastevaluatedkey', 'offset', 'skiptoken'],
    patterns: [/^next/, /nextlink$/, /nextcursor$/, /nextpagetoken$/, /^continu/],
    examples: ['next', 'nextLink', '@nextLink', 'odata.nextLink', 'odataNextLink', '_continue', 'next_page', 'nextPage', 'next_cursor', 'nextCursor', 'cursor', 'after', 'pageToken', 'NextMarker'],
  },
  {
    family: 'total',
    value: 'total',
    names: ['total', 'totalcount', 'count', 'totalsize', 'totalresults', 'totalrows', 'totalitems', 'totalhits', 'totalrecords', 'totalelements', 'odatacount', 'totalentries'],
    patterns: [],
    examples: ['total', 'total_count', 'totalCount', 'count', 'totalSize', 'totalRows', '@odata.count', 'odataCount'],
  },
];

/**
 * Objects whose fields are read as the body's own (normalised names): the envelopes vendors put paging in
 * (`meta.has_more`, `paging.next`, `_links.next`, `links.next`, `pageInfo.hasNextPage`, `metadata._continue`,
 * `response_metadata.next_cursor`, `meta.page.after`). Items are never read.
 */
export const CONTINUATION_ENVELOPES: readonly string[] = ['meta', 'paging', 'pagination', 'links', 'pageinfo', 'metadata', 'responsemetadata', 'resultinfo', 'page', 'odata'];

/** How deep envelopes are read inside each other (`meta.page.after` is two levels). */
export const CONTINUATION_ENVELOPE_DEPTH = 3;

/** A field name as the families match it: lower case, letters and digits only. */
export function normalFieldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The family a field name belongs to, or null. */
export function continuationFamily(name: string): ContinuationFamily | null {
  const n = normalFieldName(name);
  if (n === '') return null;
  return CONTINUATION_FAMILIES.find((f) => f.names.includes(n) || f.patterns.some((p) => p.test(n))) ?? null;
}
