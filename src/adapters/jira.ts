import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { own, type Json } from '../wire.js';
import { arrayField, body, toListing, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, messageOf, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

/** The fields Jira pages hold their items in (issues for search, values for the paginated `PageBean` endpoints). */
const ITEM_FIELDS = ['issues', 'values', 'comments', 'worklogs'];

/** `startAt` / `maxResults` / `total` / `isLast` (classic), or `nextPageToken` / `isLast` (enhanced search `/search/jql`). */
export type JiraPaging = 'startAt' | 'nextPageToken';

export interface JiraOptions extends ScopeOptions, HttpFacts {
  /** The array that holds the items; by default the only one of `issues`, `values`, `comments`, `worklogs` in the body. */
  readonly itemsField?: string;
  /** The pagination the caller asked for; a body of the other kind is COMPLETENESS_UNKNOWN. */
  readonly paging?: JiraPaging;
  /** The `startAt` that was asked (classic); a page that starts elsewhere is COMPLETENESS_UNKNOWN. */
  readonly startAt?: number;
}

function itemsFieldOf(b: Json, given: string | undefined): string {
  if (given !== undefined) return given;
  const arrays = ITEM_FIELDS.filter((k) => Array.isArray(own(b, k)));
  if (arrays.length !== 1) throw new ContractViolationError('fromJira(itemsField)', `cannot tell the items field among [${arrays.join(', ')}]; pass itemsField`);
  return arrays[0] ?? '';
}

/**
 * A Jira Cloud REST page. Classic offset pages (`/rest/api/3/search`, the `values` endpoints) end only on
 * `isLast: true`, or, where `isLast` is absent, when `startAt` plus the items reach `total`; a short page is not an end
 * (Jira lowers `maxResults` to its own limit), and a page with neither `isLast` nor `total` is COMPLETENESS_UNKNOWN.
 * The cursor is the next `startAt` (this page's `startAt` plus its items). Enhanced search (`/rest/api/3/search/jql`)
 * continues on `nextPageToken` and ends on `isLast: true`. `isLast: true` beside a `nextPage` or `nextPageToken`,
 * `isLast: false` with nothing to continue from, a `total` above the items at the end and an empty page that cannot
 * advance are COMPLETENESS_UNKNOWN. `errorMessages` / `errors` bodies are RATE_LIMITED (status 429) or `UpstreamError`.
 * `total` is the scope's snapshot, so a total that moves between pages is SNAPSHOT_CHANGED in `collectAll`.
 */
export function fromJira<T = unknown>(input: unknown, opts: JiraOptions = {}): Listing<T> {
  const b = body(input, 'fromJira');
  const s = new SignalReader('jira', b);
  if (failedStatus(opts) || s.has('errorMessages') || s.has('errors')) {
    const message = messageOf(s.texts('errorMessages'), 'Jira answered with an error body');
    return errorAnswer<T>('jira', opts.status === undefined ? 'error' : String(opts.status), message, opts, false, scopeOf('fromJira', `jira:${opts.itemsField ?? 'items'}`, opts));
  }
  const field = itemsFieldOf(b, opts.itemsField);
  const items = arrayField(b, field, field) as readonly T[];
  const isLast = s.flag('isLast');
  const token = s.cursor('nextPageToken');
  const startAt = s.count('startAt');
  const total = s.count('total');
  const scope = scopeOf('fromJira', `jira:${field}`, opts, total === undefined ? null : `total=${String(total)}`);
  const classic = s.has('startAt');
  s.contradiction(classic && s.has('nextPageToken'), 'the page has both startAt and nextPageToken: which pagination is it?');
  if (opts.paging !== undefined) s.contradiction(opts.paging !== (classic ? 'startAt' : 'nextPageToken'), `asked for ${opts.paging} pagination, the page has ${classic ? 'startAt' : 'no startAt'}`);
  if (!classic) {
    s.contradiction(isLast === true && token !== undefined, 'isLast is true but nextPageToken is set');
    s.contradiction(isLast === false && token === undefined, 'isLast is false but there is no nextPageToken');
    s.contradiction(isLast === undefined && token === undefined, 'neither isLast nor nextPageToken: the end is not proven');
    return pageListing(token !== undefined, { items, reasons: s.reasons, next_cursor: token, scope });
  }
  if (startAt === undefined) return toListing({ items, reasons: s.reasons, scope });
  const maxResults = s.count('maxResults');
  const nextPage = s.cursor('nextPage');
  const seen = startAt + items.length;
  if (opts.startAt !== undefined) s.contradiction(startAt !== opts.startAt, `asked for startAt ${String(opts.startAt)}, the page starts at ${String(startAt)}`);
  s.contradiction(maxResults !== undefined && items.length > maxResults, `${String(items.length)} items on a page of maxResults ${String(maxResults)}`);
  s.contradiction(isLast === true && nextPage !== undefined, 'isLast is true but nextPage is set');
  const more = isLast !== undefined ? !isLast : nextPage !== undefined || (total !== undefined && seen < total);
  s.contradiction(isLast === undefined && total === undefined && nextPage === undefined, 'neither isLast nor total: a short page is not proof of the end');
  s.contradiction(!more && total !== undefined && total > seen, `total is ${String(total)} but the list ended after ${String(seen)} items`);
  s.contradiction(more && items.length === 0, `an empty page at startAt ${String(startAt)} while more remain: the next startAt cannot advance`);
  return pageListing(more, { items, reasons: s.reasons, next_cursor: String(seen), scope });
}

/** What `jiraPages` passes the client: `startAt` (classic) or `nextPageToken` (enhanced search; absent on the first page). */
export interface JiraPageParams {
  readonly startAt?: number;
  readonly nextPageToken?: string;
}

/**
 * `fetchPage` over a Jira call: `collectAll(jiraPages((p) => jira.issueSearch.searchForIssuesUsingJqlEnhancedSearch({ jql, ...p }),
 * { paging: 'nextPageToken' }))`. Classic paging (the default) passes `{ startAt }`, enhanced passes `{ nextPageToken }`.
 * The item type comes from the client's response (`issues`, or `itemsField`), or from an explicit type argument.
 */
export function jiraPages<T = never, F extends (params: JiraPageParams) => unknown = (params: JiraPageParams) => unknown, K extends string = 'issues'>(
  call: F,
  opts: Omit<JiraOptions, 'startAt' | keyof HttpFacts | 'itemsField'> & { readonly itemsField?: K } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, K>>> {
  const paging = opts.paging ?? 'startAt';
  return async (cursor) => {
    let params: JiraPageParams;
    if (paging === 'nextPageToken') params = cursor === null ? {} : { nextPageToken: cursor };
    else {
      const startAt = cursor === null ? 0 : Number(cursor);
      if (!/^\d+$/.test(cursor ?? '0') || !Number.isSafeInteger(startAt)) throw new ContractViolationError('cursor', 'is not a startAt this helper returned');
      params = { startAt };
    }
    const { data, http } = answerOf(await call(params));
    return fromJira(data, { ...opts, paging, ...http, ...(params.startAt === undefined ? {} : { startAt: params.startAt }) });
  };
}
