/**
 * What an operation's description shows about paging: the request's cursor, page and page-size parameters, and
 * the response's items and continuation fields. Names are compared folded (`page[size]`, `page_size` and
 * `PageSize` are one name); response roles come from the plugin's own field table (`src/vocabulary/fields.ts`).
 */
import { FIELDS, type FieldRole } from '../../src/vocabulary/fields.js';
import { isArray, properties, scalar, type JsonObject, type Parameter, type Success } from './openapi.js';

export const fold = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Request parameters that carry the position of the next page: a token or a key handed back by the server. */
const CURSOR_PARAMS = new Set([
  'pagetoken', 'nexttoken', 'nextpagetoken', 'marker', 'nextmarker', 'cursor', 'pagecursor', 'after', 'pageafter', 'startingafter',
  'continuationtoken', 'continue', 'continuation', 'skiptoken', 'startingtoken', 'paginationtoken', 'startcursor', 'exclusivestartkey',
  'scrollid', 'starttoken', 'searchafter', 'offsettoken', 'nextlink', 'pagingtoken', 'pagemarker', 'startkey',
]);
/** Request parameters that number a page or skip items: integers (a `start` that is a date is not one). */
const PAGE_PARAMS = new Set(['page', 'pagenumber', 'pageno', 'pagenum', 'pageindex', 'offset', 'pageoffset', 'start', 'startat', 'startindex', 'skip', 'firstresult', 'from']);
/** Of those, the ones whose name says paging even when the description types them as strings. */
const PAGE_WORDS = new Set(['page', 'pagenumber', 'pageno', 'pagenum', 'pageindex', 'offset', 'pageoffset', 'skip', 'startat', 'startindex']);
const PAGE_SIZE_PARAMS = new Set([
  'limit', 'perpage', 'pagesize', 'pagelimit', 'maxresults', 'maxitems', 'maxrecords', 'maxkeys', 'maxpagesize', 'maxentries', 'maxrows',
  'maxcount', 'top', 'size', 'count', 'rows', 'max', 'take', 'resultsperpage', 'itemsperpage', 'maxresultcount', 'num', 'pagecount',
]);

/** Response properties whose inner fields hold the paging signals (`meta.next_cursor`, `paging.next.after`). */
const CONTAINERS = new Set(['meta', 'paging', 'pagination', 'links', 'responsemetadata', 'pageinfo', 'resultinfo', 'metadata', 'page', 'pagedetails', 'next']);
const FOLDED_ROLES = new Map<string, FieldRole>(FIELDS.map((f) => [fold(f.name), f.role]));
/** Field roles that show more may remain. Totals are recorded but are not evidence of paging by themselves. */
const CONTINUATION_ROLES: ReadonlySet<FieldRole> = new Set(['more-flag', 'last-flag', 'cursor', 'partial-claim']);
/** Echoes of the request, not continuations, though the field table lists some as cursors where code writes them. */
const ECHOES = new Set(['offset', 'limit', 'page', 'cursor', 'pagesize', 'count', 'links', 'paging', 'pageinfo', 'responsemetadata', 'resultinfo', 'continuation']);
const CONTINUATION_SHAPE = /^next(page)?(token|marker|cursor|link|url|key|pageurl|uri|href|offset|start|id)?$|(nexttoken|nextpagetoken|continuationtoken|nextlink|nextcursor)$/;
const ITEM_NAMES = new Set(['.', 'items', 'data', 'value', 'values', 'results', 'records', 'entries', 'elements', 'nodes', 'content', 'hits', 'list']);
const NOT_ITEMS = new Set(['errors', 'warnings', 'unreachable', 'failures', 'links', 'messages']);
const CONTINUATION_HEADERS = new Set(['link', 'xnextpage', 'xmscontinuation', 'xcontinuationtoken', 'xnextcursor', 'xpaginationnext', 'nextpagetoken']);
const TOTAL_HEADERS = new Set(['xtotalcount', 'xtotal', 'xtotalpages', 'xresultcount', 'totalcount']);

export interface PageSize {
  readonly name: string;
  readonly default?: number;
  readonly max?: number;
}

export interface Paging {
  readonly cursor?: string;
  readonly page?: string;
  readonly pageSize?: PageSize;
  /** The response's item arrays (`.` for a body that is itself an array). */
  readonly items: readonly string[];
  /** Continuation and completeness fields (`nextPageToken`, `meta.has_more`, `header:Link`, `total`). */
  readonly signals: readonly string[];
  /** Whether any of `signals` shows more may remain (a total alone does not). */
  readonly continues: boolean;
}

const isNumeric = (schema: JsonObject | undefined, doc: JsonObject): boolean => {
  const type = scalar(doc, schema).type;
  return type === 'integer' || type === 'number';
};

/** A request parameter that carries the position of the next page (a token or a key the server handed back). */
export const isCursorParam = (name: string): boolean => CURSOR_PARAMS.has(fold(name)) || /(pagetoken|nexttoken|continuationtoken)$/.test(fold(name));
/** A request parameter that numbers a page or skips items, by its name alone. */
export const isPageParam = (name: string): boolean => PAGE_WORDS.has(fold(name));
/** A request parameter that sets the page size. */
export const isPageSizeParam = (name: string): boolean => PAGE_SIZE_PARAMS.has(fold(name));

/**
 * What a response field says about paging, at `depth` below the response: a continuation (`next_cursor`,
 * `has_more`), a total, a container whose fields say it (`paging`, `pageInfo`), or nothing.
 */
export function responseFieldRole(name: string, depth: number): 'continuation' | 'total' | 'container' | null {
  const folded = fold(name);
  const role = FOLDED_ROLES.get(folded);
  if (!ECHOES.has(folded) && ((role !== undefined && CONTINUATION_ROLES.has(role)) || CONTINUATION_SHAPE.test(folded))) return 'continuation';
  if (role === 'total' || (depth > 0 && /^total/.test(folded))) return 'total';
  return depth < 2 && CONTAINERS.has(folded) ? 'container' : null;
}

/** Could an array field at the top of a response be its items (not `errors` or `warnings`)? */
export const mayBeItems = (name: string): boolean => !NOT_ITEMS.has(fold(name));
/** The usual names of a page's items first (`items` before `defaultReminders`), the rest in their order. */
export const byItemNames = (a: string, b: string): number => itemRank(a) - itemRank(b);
/** 0 for a usual name of a page's items (the last part of a dotted path: `data.items`), else 1. */
const itemRank = (path: string): number => Number(!ITEM_NAMES.has(path === '.' ? '.' : fold(path.slice(path.lastIndexOf('.') + 1))));

/**
 * Request parameters that carry the next page's position only where the response hands the same field back: API
 * Gateway's `position`, "the current pagination position in the paged result set", returned as the response's
 * `position` while more remain (https://docs.aws.amazon.com/apigateway/latest/api/API_GetUsagePlans.html). Alone,
 * `position` is as often an index or an order.
 */
const ECHOED_CURSORS: ReadonlySet<string> = new Set(['position']);

/** The request's cursor that the response echoes back under its own name (`position`), or undefined. */
export function echoedCursor(doc: JsonObject, params: readonly Parameter[], response: Success | undefined): string | undefined {
  if (response === undefined) return undefined;
  const returned = new Set([...properties(doc, response.schema).keys()].map(fold));
  return params.find((p) => p.in === 'query' && ECHOED_CURSORS.has(fold(p.name)) && returned.has(fold(p.name)))?.name;
}

export function requestPaging(doc: JsonObject, params: readonly Parameter[]): Pick<Paging, 'cursor' | 'page' | 'pageSize'> {
  const usable = params.filter((p) => p.in === 'query' || p.in === 'body' || p.in === 'header');
  const cursor = usable.find((p) => isCursorParam(p.name));
  const page = usable.find((p) => PAGE_PARAMS.has(fold(p.name)) && (isNumeric(p.schema, doc) || (PAGE_WORDS.has(fold(p.name)) && scalar(doc, p.schema).type !== 'boolean')));
  const size = usable.find((p) => isPageSizeParam(p.name) && scalar(doc, p.schema).type !== 'boolean');
  return { ...(cursor && { cursor: cursor.name }), ...(page && { page: page.name }), ...(size && { pageSize: pageSize(doc, size) }) };
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const DEFAULT_TEXT = [new RegExp(String.raw`\bdefaults?(?: value)?(?: is| to| of|:|=)?\s+(?:set to\s+)?${NUMBER}\b`, 'i'), new RegExp(String.raw`\bby default,?(?: the value is| it is| it's| returns?| up to)?\s+${NUMBER}\b`, 'i')];
const MAX_TEXT = [
  new RegExp(String.raw`\b(?:max(?:imum)?(?: value| allowed(?: value)?| page size| number(?: of [a-z]+)?)?(?: is| of|:|=)?|at most|up to|larger than|greater than|more than|cannot exceed|can't exceed|must not exceed|no more than|not exceed)\s+${NUMBER}\b`, 'i'),
  new RegExp(String.raw`\b(?:between|range(?: is)?|from)\s+\d+\s*(?:and|to|-|–)\s*${NUMBER}\b`, 'i'),
];
const plain = (text: string): string => text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const firstNumber = (patterns: readonly RegExp[], text: string): number | undefined => {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1];
    if (found !== undefined) return Number(found.replaceAll(',', ''));
  }
  return undefined;
};
const sane = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 10_000_000;

/** A page-size parameter's default and maximum: the schema's where it states them, else its description's words. */
export function pageSize(doc: JsonObject, param: Parameter): PageSize {
  const facts = scalar(doc, param.schema);
  const text = plain(param.description);
  const stated = typeof facts.default === 'string' && /^\d+$/.test(facts.default) ? Number(facts.default) : facts.default;
  const byDefault = sane(stated) ? stated : firstNumber(DEFAULT_TEXT, text);
  const max = sane(facts.maximum) ? facts.maximum : firstNumber(MAX_TEXT, text);
  const maxOk = sane(max) && (byDefault === undefined || max >= byDefault);
  return { name: param.name, ...(sane(byDefault) && { default: byDefault }), ...(maxOk && { max }) };
}

export function responsePaging(doc: JsonObject, response: Success | undefined): Pick<Paging, 'items' | 'signals' | 'continues'> {
  if (response === undefined) return { items: [], signals: [], continues: false };
  const items: string[] = [];
  const signals: string[] = [];
  let continues = false;
  if (isArray(doc, response.schema)) items.push('.');
  const walk = (schema: JsonObject | undefined, prefix: string, depth: number): void => {
    for (const [name, property] of properties(doc, schema)) {
      if (depth === 0 && isArray(doc, property)) {
        if (mayBeItems(name)) items.push(name);
        continue;
      }
      const path = `${prefix}${name}`;
      const role = responseFieldRole(name, depth);
      if (role === 'continuation') {
        signals.push(path);
        continues = true;
      } else if (role === 'total') signals.push(path);
      else if (role === 'container' && properties(doc, property).size > 0) walk(property, `${path}.`, depth + 1);
    }
  };
  walk(response.schema, '', 0);
  // the usual names of a page's items first (Calendar's `items` before its `defaultReminders`), the rest in schema order
  items.sort(byItemNames);
  for (const header of response.headers) {
    const folded = fold(header);
    if (CONTINUATION_HEADERS.has(folded)) {
      signals.push(`header:${header}`);
      continues = true;
    } else if (TOTAL_HEADERS.has(folded)) signals.push(`header:${header}`);
  }
  return { items, signals, continues };
}
