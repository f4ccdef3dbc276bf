import type { Listing } from '../../types/listing.js';
import { CONTINUATION_KINDS, REASON_CODES, WARNING_CODES } from '../codes.js';
import { verdictLine } from '../describe.js';
import { EvidenceError } from '../errors.js';
import { verifyTargets, type VerifiedTargets, type VerifyTargetsOptions } from '../evidence.js';

/**
 * The parts of MCP's `CallToolResult` this bridge produces, written structurally so the package needs
 * no runtime dependency on `@modelcontextprotocol/sdk` (an optional peer). Tests check the output
 * against the SDK's own `CallToolResultSchema`.
 */
export interface McpTextContent {
  type: 'text';
  text: string;
}
export interface McpCallToolResult {
  [key: string]: unknown;
  content: McpTextContent[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export type JsonSchema = Record<string, unknown>;

export interface ToCallToolResultOptions<T> {
  /** One line of text per item; defaults to its JSON. */
  readonly render?: (item: T) => string;
  /** At most this many items in the text block (the structured content keeps them all). */
  readonly maxTextItems?: number;
}

/**
 * A tool result that keeps completeness intact: `structuredContent` is the whole envelope, the text
 * block opens with a one-line verdict (`INCOMPLETE (TIME_BUDGET_EXCEEDED): 842 items; continue with
 * cursor …`) before the items, and `isError` stays false for partial data, which is still data. The
 * completeness field lives inside `structuredContent`; MCP's own result-level fields mean other things.
 */
export function toCallToolResult<T>(listing: Listing<T>, opts: ToCallToolResultOptions<T> = {}): McpCallToolResult {
  const render = opts.render ?? ((item: T) => JSON.stringify(item));
  const max = opts.maxTextItems ?? Infinity;
  const shown = listing.items.slice(0, max).map(render);
  const more = listing.items.length > shown.length ? [`… ${String(listing.items.length - shown.length)} more in structuredContent`] : [];
  return {
    content: [{ type: 'text', text: [verdictLine(listing), ...shown, ...more].join('\n') }],
    structuredContent: JSON.parse(JSON.stringify(listing)) as Record<string, unknown>,
    isError: false,
  };
}

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** JSON Schema for a tool's `outputSchema`: the Listing envelope, with your item schema if given. */
export function listingOutputSchema(itemSchema: JsonSchema = {}): JsonSchema {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: itemSchema },
      complete: { type: 'boolean', description: 'True only when the whole requested scope was covered. An empty `items` proves absence only then.' },
      truncated: { type: 'boolean' },
      incomplete_reasons: {
        type: 'array',
        items: { type: 'object', properties: { code: { type: 'string', enum: [...REASON_CODES] }, message: { type: 'string' } }, required: ['code'] },
      },
      next_cursor: nullable({ type: 'string' }),
      continuation: nullable({ type: 'object', properties: { kind: { type: 'string', enum: [...CONTINUATION_KINDS] } }, required: ['kind'] }),
      scope: nullable({
        type: 'object',
        properties: { resource: { type: 'string' }, visibility: { type: 'string' }, snapshot: nullable({ type: 'string' }) },
        required: ['resource', 'visibility'],
      }),
      page: nullable({ type: 'object' }),
      warnings: { type: 'array', items: { type: 'object', properties: { code: { type: 'string', enum: [...WARNING_CODES] } }, required: ['code'] } },
    },
    required: ['items', 'complete', 'incomplete_reasons'],
  };
}

/** Input fields every guarded action tool takes, to merge into its `inputSchema.properties`. */
export const guardedToolInputProperties: JsonSchema = {
  evidence: { type: 'string', description: 'The evidence token from the listing tool (selectTargets). Targets outside a complete listing are refused.' },
  ids: { type: 'array', items: { type: 'string' }, description: 'Exactly the ids the evidence token was issued for.' },
};

/**
 * An MCP tool handler for a destructive action that runs only on a verified `selectTargets` token.
 * A missing, forged, expired or mismatched token returns `isError: true` with the evidence code,
 * so the agent sees why and can list again.
 */
export function guardedTool<A extends { evidence?: unknown; ids?: unknown }>(
  handler: (args: A & { evidence: string; ids: string[] }, evidence: VerifiedTargets) => Promise<McpCallToolResult> | McpCallToolResult,
  opts: VerifyTargetsOptions,
): (args: A) => Promise<McpCallToolResult> {
  return async (args: A) => {
    const { evidence, ids } = args;
    if (typeof evidence !== 'string' || !Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
      return refused('INVALID_TOKEN', 'this action needs `evidence` (a token from the listing tool) and `ids`');
    }
    let verified: VerifiedTargets;
    try {
      verified = verifyTargets(evidence, ids, opts);
    } catch (error) {
      if (error instanceof EvidenceError) return refused(error.code, error.message);
      throw error;
    }
    return handler({ ...args, evidence, ids }, verified);
  };
}

function refused(code: string, message: string): McpCallToolResult {
  return {
    content: [{ type: 'text', text: `REFUSED (${code}): ${message}. List the targets again with a complete listing.` }],
    structuredContent: { refused: true, code, message },
    isError: true,
  };
}
