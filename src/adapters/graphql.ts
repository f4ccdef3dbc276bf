import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError, UpstreamError } from '../errors.js';
import { describe, isRecord, own, type Json } from '../wire.js';
import { body, repositioned, pageListing } from './build.js';
import { answerOf, errorAnswer, failedStatus, scopeOf, type HttpFacts, type ScopeOptions } from './http.js';
import type { BodyOf, Chosen, ElementOf, ResponseOf } from './infer.js';
import { positioned, SignalReader } from './signals.js';

type IsAny<T> = 0 extends 1 & T ? true : false;
type Step<B, K extends string> = K extends keyof NonNullable<B> ? NonNullable<NonNullable<B>[K]> : unknown;
type AtPath<B, P extends string> = P extends `${infer H}.${infer Rest}` ? AtPath<Step<B, H>, Rest> : Step<B, P>;
/** A GraphQL envelope's `data`, else the body (Octokit's `graphql()` answers the data itself). */
type DataOf<B> = B extends { readonly data: infer D } ? NonNullable<D> : B;
type NodesOf<C> = 'nodes' extends keyof C ? ElementOf<C['nodes']> : 'edges' extends keyof C ? Step<ElementOf<C['edges']>, 'node'> : unknown;
/** The item type of the connection at `P` in a client's response (the response itself when `P` is `never`). */
export type ConnectionItemsOf<R, P extends string> = IsAny<R> extends true ? unknown : [P] extends [never] ? NodesOf<BodyOf<R>> : NodesOf<AtPath<DataOf<BodyOf<R>>, P>>;

/** Error codes GraphQL APIs document for rate limiting: GitHub `type`, Shopify and Linear `extensions.code`. */
const RATE_LIMIT_CODES = new Set(['RATE_LIMITED', 'THROTTLED', 'RATELIMITED']);

export interface GraphQLConnectionOptions extends ScopeOptions, HttpFacts {
  /**
   * The dotted path of the connection inside the response's `data` (`repository.issues`). Without it, the input is the
   * connection itself (an SDK's connection object, or the node your code picked out).
   */
  readonly connection?: string;
  /** `backward` for `last`/`before` walks: `hasPreviousPage` and `startCursor` then say whether more remain. */
  readonly direction?: 'forward' | 'backward';
  /** How many items earlier pages returned, to compare `totalCount` with every item seen (0 for the first page). */
  readonly offset?: number;
}

/** Is this a GraphQL response envelope (`{ data, errors?, extensions? }`) rather than the data itself? */
function isEnvelope(b: Json): boolean {
  const keys = Object.keys(b);
  return keys.length > 0 && keys.every((k) => k === 'data' || k === 'errors' || k === 'extensions') && (keys.includes('data') || keys.includes('errors'));
}

function errorCode(e: unknown): string | undefined {
  if (!isRecord(e)) return undefined;
  const type = own(e, 'type');
  const extensions = own(e, 'extensions');
  const code = isRecord(extensions) ? own(extensions, 'code') : undefined;
  return typeof code === 'string' ? code : typeof type === 'string' ? type : undefined;
}

function errorText(errors: unknown): string {
  if (!Array.isArray(errors)) return `errors was ${describe(errors)}`;
  const messages = errors.map((e) => (isRecord(e) && typeof own(e, 'message') === 'string' ? (own(e, 'message') as string) : 'an error'));
  return messages.join('; ') || 'errors';
}

/** The connection at `path` under `data`, or undefined when a step is missing or null. */
function at(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = own(node, key);
  }
  return node;
}

/**
 * A GraphQL connection (Relay cursor connections: GitHub, Shopify, Linear, …). Items are `nodes`, or `edges[].node`.
 * `pageInfo.hasNextPage: true` is MORE_PAGES_AVAILABLE with `endCursor` as the cursor (`hasPreviousPage` and
 * `startCursor` with `direction: 'backward'`). A missing `pageInfo` or flag, `hasNextPage: true` with no `endCursor`,
 * a null node or edge, `nodes` and `edges` of different lengths, and on the last page a `totalCount` above the items
 * seen (`offset` + this page) are COMPLETENESS_UNKNOWN. `errors` beside `data` (partial data) is never Complete: the
 * items that came are kept, with COMPLETENESS_UNKNOWN. `errors` without the connection is RATE_LIMITED for the codes
 * GitHub (`RATE_LIMITED`), Shopify (`THROTTLED`) and Linear (`RATELIMITED`) document, or status 429, else `UpstreamError`.
 */
export function fromGraphQLConnection<T = unknown>(input: unknown, opts: GraphQLConnectionOptions = {}): Listing<T> {
  const b = body(input, 'fromGraphQLConnection');
  const path = opts.connection;
  if (path !== undefined && (typeof path !== 'string' || path === '')) throw new ContractViolationError('fromGraphQLConnection(connection)', 'must be a dotted path');
  const scope = scopeOf('fromGraphQLConnection', `graphql:${path ?? 'connection'}`, opts);
  const envelope = isEnvelope(b);
  const errors = envelope ? own(b, 'errors') : undefined;
  const failed = errors !== undefined && !(Array.isArray(errors) && errors.length === 0);
  const data = envelope ? own(b, 'data') : b;
  const node = path === undefined ? data : at(data, path);
  if (failedStatus(opts) || (failed && !isRecord(node))) {
    const codes = Array.isArray(errors) ? errors.map(errorCode) : [];
    const code = codes.find((c) => c !== undefined) ?? String(opts.status ?? 'GRAPHQL_ERROR');
    return errorAnswer<T>('graphql', code, errorText(errors), opts, codes.some((c) => c !== undefined && RATE_LIMIT_CODES.has(c)), scope);
  }
  if (!isRecord(node)) {
    if (path !== undefined && node === null) throw new UpstreamError('graphql', 'NULL_CONNECTION', `data.${path} is null`);
    throw new ContractViolationError(path === undefined ? 'fromGraphQLConnection(body)' : `data.${path}`, `must be a connection object, got ${describe(node)}`);
  }
  const s = new SignalReader('graphql-connection', node);
  const items = itemsOf(node, s) as readonly T[];
  if (failed) s.reasons.push({ code: 'COMPLETENESS_UNKNOWN', message: `GraphQL errors beside the data: ${errorText(errors)}` });
  const backward = opts.direction === 'backward';
  const flagPath = backward ? 'pageInfo.hasPreviousPage' : 'pageInfo.hasNextPage';
  const more = s.flag(flagPath);
  const cursor = s.cursor(backward ? 'pageInfo.startCursor' : 'pageInfo.endCursor');
  s.contradiction(more === undefined && s.has('pageInfo') && !s.wrong('pageInfo') && !s.wrong(flagPath), `the response has no \`${flagPath}\``);
  s.contradiction(more === true && cursor === undefined, `${flagPath} is true but there is no ${backward ? 'startCursor' : 'endCursor'}`);
  const total = s.count('totalCount');
  const seen = (opts.offset ?? 0) + items.length;
  s.contradiction(more === false && total !== undefined && total > seen, `totalCount is ${String(total)} but the connection ended after ${String(seen)} items`);
  return pageListing(more === true, { items, reasons: s.reasons, next_cursor: cursor ?? null, scope });
}

/** The items of a connection: `nodes`, else `edges[].node`; null entries are left out and make the page unknown. */
function itemsOf(node: Json, s: SignalReader): readonly unknown[] {
  const nodes = own(node, 'nodes');
  const edges = own(node, 'edges');
  if (nodes === undefined && edges === undefined) throw new ContractViolationError('connection', 'has neither nodes nor edges');
  if (nodes !== undefined && !Array.isArray(nodes)) throw new ContractViolationError('nodes', `must be an array, got ${describe(nodes)}`);
  if (edges !== undefined && !Array.isArray(edges)) throw new ContractViolationError('edges', `must be an array, got ${describe(edges)}`);
  const fromEdges = edges === undefined ? undefined : edges.map((e) => (isRecord(e) ? own(e, 'node') : undefined));
  const all = (nodes ?? fromEdges ?? []) as unknown[];
  s.contradiction(nodes !== undefined && fromEdges !== undefined && nodes.length !== fromEdges.length, `${String(nodes?.length)} nodes but ${String(fromEdges?.length)} edges`);
  const missing = all.filter((v) => v === null || v === undefined).length;
  s.contradiction(missing > 0, `${String(missing)} item(s) came back null: an error or a permission hid them`);
  return missing > 0 ? all.filter((v) => v !== null && v !== undefined) : all;
}

/**
 * `fetchPage` over a GraphQL query: the client gets null first, then each `endCursor` (pass it as `after`; `startCursor`
 * as `before` when walking backward) and returns the response. Cursors between pages carry the number of items seen,
 * for the `totalCount` check. The item type comes from the client's result type at `connection` (`nodes`, or
 * `edges[].node`), or from an explicit type argument.
 */
export function graphqlConnectionPages<
  T = never,
  F extends (cursor: string | null) => unknown = (cursor: string | null) => unknown,
  P extends string = never,
>(query: F, opts: Omit<GraphQLConnectionOptions, 'offset' | 'connection' | keyof HttpFacts> & { readonly connection?: P } = {}): FetchPage<Chosen<T, ConnectionItemsOf<ResponseOf<F>, P>>> {
  return async (cursor) => {
    const at = positioned.decode(cursor);
    const { data, http } = answerOf(await query(at.cursor));
    return repositioned(fromGraphQLConnection<Chosen<T, ConnectionItemsOf<ResponseOf<F>, P>>>(data, { ...opts, ...http, offset: at.offset }), at.offset);
  };
}
