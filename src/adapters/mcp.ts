import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { expectArray, own } from '../wire.js';
import { body, scopeOf, toListing } from './build.js';
import type { Chosen, ElementOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

const MCP_LIST_FIELDS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

/**
 * An MCP `tools/list`, `resources/list`, `resources/templates/list` or `prompts/list` result: `nextCursor` is
 * MORE_PAGES_AVAILABLE. A `nextCursor` that is not a non-empty string (`""`, a number) is COMPLETENESS_UNKNOWN.
 *
 * `resultType` (multi round-trip requests, SEP-2322) says whether the request's round trip is final, not whether
 * the list is whole: `"complete"` (or absent) is read like any result, never as Complete. `"input_required"` is
 * not a list page at all (the server asks the client for input first): COMPLETENESS_UNKNOWN with no items,
 * whatever else the result holds; so is any other `resultType`.
 */
export function fromMcpList<T = unknown>(input: unknown, { resource }: { resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromMcpList');
  const s = new SignalReader('mcp', b);
  const resultType = s.text('resultType');
  const field = MCP_LIST_FIELDS.find((f) => own(b, f) !== undefined);
  if (resultType !== undefined && resultType !== 'complete') {
    const message = resultType === 'input_required' ? 'the server asks for input first (resultType: input_required): this is not a list page' : `resultType ${JSON.stringify(resultType.slice(0, 40))} is not one this adapter knows`;
    return toListing<T>({ items: [], reasons: [{ code: 'COMPLETENESS_UNKNOWN', message }], scope: scopeOf(resource ?? `mcp:${field ?? 'list'}`, 'client session', null) });
  }
  if (!field) throw new ContractViolationError('fromMcpList(result)', `has none of ${MCP_LIST_FIELDS.join(', ')}`);
  const items = expectArray(own(b, field), field) as readonly T[];
  const next = s.cursor('nextCursor');
  const scope = scopeOf(resource ?? `mcp:${field}`, 'client session', null);
  return toListing({ items, reasons: next ? [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }] : s.reasons, next_cursor: next ?? null, scope });
}

/** The items of an MCP SDK list result: `Tool` for `listTools`, `Resource` for `listResources`, … */
type McpItemOf<R> = R extends { readonly tools: infer A }
  ? ElementOf<A>
  : R extends { readonly resourceTemplates: infer A }
    ? ElementOf<A>
    : R extends { readonly resources: infer A }
      ? ElementOf<A>
      : R extends { readonly prompts: infer A }
        ? ElementOf<A>
        : unknown;

/**
 * `fetchPage` over an MCP client list call: `collectAll(mcpListPages((cursor) => client.listTools(cursor ? { cursor } : {})))`.
 * The item type comes from the SDK's result type, or from an explicit type argument.
 */
export function mcpListPages<T = never, F extends (cursor: string | undefined) => unknown = (cursor: string | undefined) => unknown>(
  list: F,
  opts: { resource?: string } = {},
): FetchPage<Chosen<T, McpItemOf<ResponseOf<F>>>> {
  return async (cursor) => fromMcpList(await list(cursor ?? undefined), opts);
}
