import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { ContractViolationError } from '../errors.js';
import { expectArray, own } from '../wire.js';
import { body, toListing, token } from './build.js';

const MCP_LIST_FIELDS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

/** An MCP `tools/list`, `resources/list`, `resources/templates/list` or `prompts/list` result: `nextCursor` is MORE_PAGES_AVAILABLE. */
export function fromMcpList<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromMcpList');
  const field = MCP_LIST_FIELDS.find((f) => Object.hasOwn(b, f));
  if (!field) throw new ContractViolationError('fromMcpList(result)', `has none of ${MCP_LIST_FIELDS.join(', ')}`);
  const items = expectArray(own(b, field), field) as readonly T[];
  const next = token(own(b, 'nextCursor'));
  return toListing({ items, reasons: next ? [{ code: 'MORE_PAGES_AVAILABLE' }] : [], next_cursor: next });
}

/** `fetchPage` over an MCP client list call: `collectAll(mcpListPages((cursor) => client.listTools(cursor ? { cursor } : {})))`. */
export function mcpListPages<T = unknown>(list: (cursor: string | undefined) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromMcpList<T>(await list(cursor ?? undefined));
}
