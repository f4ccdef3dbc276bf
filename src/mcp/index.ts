import type { Listing } from '../../types/listing.js';
import { CONTINUATION_KINDS, REASON_CODES, WARNING_CODES } from '../codes.js';
import { decide } from '../decide.js';
import { verdictLine } from '../describe.js';
import { ContractViolationError, EvidenceError } from '../errors.js';
import { guard, type GuardOptions, type VerifiedTargets } from '../evidence.js';
import { isComplete, isPartial } from '../listing.js';
import { oneLine } from '../one-line.js';
import { ACCESSOR, describe, expectRecord, own } from '../wire.js';
import { jsonCopy, jsonText } from './json.js';

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
  /** One line of text per item; defaults to its JSON (read from own data properties, as `structuredContent` is). */
  readonly render?: (item: T) => string;
  /** At most this many items in the text block (the structured content keeps them all). */
  readonly maxTextItems?: number;
}

/** How many UTF-16 units of one rendered item the text shows before the cut marker. */
const ITEM_LINE_MAX = 1000;

/**
 * A rendered item that could be read as a verdict the kit writes (`COMPLETE: …`, `incomplete …`, `REFUSED …`,
 * `Evidence: …`), in any case, is shown quoted.
 */
const VERDICT_LIKE = /^\s*(?:(?:in)?complete|refused)\b|^\s*evidence\s*:/i;

/** One rendered item as one line of the text: escaped and cut by `oneLine`, and quoted if it reads like a verdict. */
function itemLine(text: unknown): string {
  if (typeof text !== 'string') throw new ContractViolationError('render', `must return a string, got ${describe(text)}`);
  const line = oneLine(text, ITEM_LINE_MAX);
  return VERDICT_LIKE.test(line) ? JSON.stringify(line) : line;
}

/** The options, checked: a bad one is a `ContractViolationError`, not a `TypeError` later. */
function readOptions(opts: unknown): { render: ((item: unknown) => string) | undefined; max: number } {
  const o = opts === undefined ? {} : expectRecord(opts, 'options');
  const render = own(o, 'render');
  if (render !== undefined && typeof render !== 'function') throw new ContractViolationError('render', `must be a function, got ${describe(render)}`);
  const max = own(o, 'maxTextItems');
  if (max !== undefined && !(typeof max === 'number' && max >= 0)) {
    throw new ContractViolationError('maxTextItems', `must be a number >= 0, got ${describe(max)}`);
  }
  return { render: render as ((item: unknown) => string) | undefined, max: max ?? Infinity };
}

/**
 * A tool result that keeps completeness intact: `structuredContent` is the whole envelope, the text
 * block opens with a one-line verdict (`INCOMPLETE (TIME_BUDGET_EXCEEDED): 842 items; continue with
 * cursor …`) before the items, and `isError` stays false for partial data, which is still data. The
 * completeness field lives inside `structuredContent`; MCP's own result-level fields mean other things
 * (`resultType: "complete"` says a request's round trips are over, not that data is whole), and the
 * result sets none of them.
 *
 * Serialisation cannot lie: `structuredContent` is built from the listing's own data properties (never
 * through `toJSON` or `JSON.stringify`), and a value JSON cannot carry throws `ContractViolationError`
 * naming its path. Every line of the text is one line: upstream strings are escaped and cut by `oneLine`.
 */
export function toCallToolResult<T>(listing: Listing<T>, opts: ToCallToolResultOptions<T> = {}): McpCallToolResult {
  const { render, max } = readOptions(opts);
  const l: unknown = listing;
  const given: unknown = typeof l === 'object' && l !== null ? own(l, 'items') : undefined;
  const items = Array.isArray(given) ? (given as readonly T[]) : [];
  const structuredContent = wireEnvelope(listing, items);
  const copies = structuredContent.items as readonly unknown[];
  const count = Math.min(items.length, max);
  const shown: string[] = [];
  for (let i = 0; i < count; i++) shown.push(itemLine(render ? render(items[i]) : jsonText(copies[i])));
  const more = items.length > shown.length ? [`… ${String(items.length - shown.length)} more in structuredContent`] : [];
  return {
    content: [{ type: 'text', text: [verdictLine(listing), ...shown, ...more].join('\n') }],
    structuredContent,
    isError: false,
  };
}

/** The wire envelope's fields, in order: what `structuredContent` holds, and nothing else of the listing. */
const ENVELOPE_FIELDS = ['items', 'complete', 'truncated', 'incomplete_reasons', 'next_cursor', 'continuation', 'scope', 'page', 'warnings'] as const;

/**
 * The envelope as a JSON copy (`jsonCopy`: own data properties, never `toJSON`). A Complete or well-formed
 * Partial goes out field by field, with `complete` as `isComplete` reads it; any other key of the listing
 * (its own `toJSON`, a `resultType`) is not part of the envelope and stays out. A value that is neither
 * (say `complete: true` beside a reason) goes out as what `decide()` makes of it: `complete: false` with
 * COMPLETENESS_UNKNOWN.
 */
function wireEnvelope(listing: Listing<unknown>, items: readonly unknown[]): Record<string, unknown> {
  const l: unknown = listing;
  const whole = isComplete(listing);
  if (whole || isPartial(listing)) {
    const body = l as object;
    const entries: [string, unknown][] = [];
    for (const key of ENVELOPE_FIELDS) {
      const value = key === 'complete' ? whole : key === 'items' ? items : own(body, key);
      if (value === ACCESSOR) throw new ContractViolationError(key, 'is a getter or setter, which is not read');
      if (value !== undefined) entries.push([key, value]);
    }
    return jsonCopy(Object.fromEntries(entries), '') as Record<string, unknown>;
  }
  const { reasons } = decide(listing, 'read');
  const given: unknown = typeof l === 'object' && l !== null ? own(l, 'scope') : null;
  const scope = typeof given === 'object' ? given : null;
  const envelope = { items, complete: false, truncated: false, incomplete_reasons: reasons, next_cursor: null, continuation: null, scope, page: null, warnings: [] };
  return jsonCopy(envelope, '') as Record<string, unknown>;
}

const COMPLETE_DESCRIPTION = 'True only when the whole requested scope was covered. An empty `items` proves absence only then.';

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** JSON Schema for a tool's `outputSchema`: the Listing envelope, with your item schema if given. */
export function listingOutputSchema(itemSchema: JsonSchema = {}): JsonSchema {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: itemSchema },
      complete: { type: 'boolean', description: COMPLETE_DESCRIPTION },
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

/**
 * The zod functions `listingOutputZod` calls. `zod` 3.25+ (`import { z } from 'zod'` or `'zod/v3'`),
 * `zod/v4` and `zod/mini` all have them; the kit itself does not depend on zod.
 */
export interface ZodFunctions {
  object: (shape: never) => unknown;
  array: (element: never) => unknown;
  string: () => unknown;
  boolean: () => unknown;
  number: () => unknown;
  unknown: () => unknown;
  enum: (values: never) => unknown;
  optional: (schema: never) => unknown;
  nullable: (schema: never) => unknown;
  /** zod 4 and zod/mini; zod 3 uses `.passthrough()` instead. */
  looseObject?: (shape: never) => unknown;
}

/** What the builder needs at run time, whichever zod it is given. */
interface AnyZod {
  object(shape: Record<string, unknown>): { passthrough?: () => unknown };
  looseObject?: (shape: Record<string, unknown>) => unknown;
  array(element: unknown): unknown;
  string(): unknown;
  boolean(): unknown;
  number(): unknown;
  unknown(): unknown;
  enum(values: readonly string[]): unknown;
  optional(schema: unknown): unknown;
  nullable(schema: unknown): unknown;
}

/**
 * The Listing envelope as a zod object, built with the `z` you pass in: the `outputSchema` that the MCP
 * SDK's high-level `McpServer.registerTool` accepts (it takes zod schemas only, not JSON Schema). Every
 * object is loose (unknown keys pass), so reason details such as `limit` and later fields validate.
 *
 * ```ts
 * import { z } from 'zod';
 * server.registerTool('search_docs', { inputSchema: { q: z.string() }, outputSchema: listingOutputZod(z, Doc) }, handler);
 * ```
 */
export function listingOutputZod<Z extends ZodFunctions>(z: Z, itemSchema?: Parameters<Z['array']>[0]): ReturnType<Z['object']> {
  const Z = z as unknown as AnyZod;
  const item: unknown = itemSchema;
  const loose = (shape: Record<string, unknown>): unknown => {
    if (typeof Z.looseObject === 'function') return Z.looseObject(shape);
    const obj = Z.object(shape);
    return typeof obj.passthrough === 'function' ? obj.passthrough() : obj;
  };
  const maybe = (schema: unknown): unknown => Z.optional(Z.nullable(schema));
  const described = (schema: unknown, text: string): unknown => {
    const describe = (schema as { describe?: unknown }).describe; // zod/mini has no .describe()
    return typeof describe === 'function' ? (describe as (t: string) => unknown).call(schema, text) : schema;
  };
  return loose({
    items: Z.array(item ?? Z.unknown()),
    complete: described(Z.boolean(), COMPLETE_DESCRIPTION),
    truncated: Z.optional(Z.boolean()),
    incomplete_reasons: Z.array(loose({ code: Z.enum(REASON_CODES), message: Z.optional(Z.string()) })),
    next_cursor: maybe(Z.string()),
    continuation: maybe(loose({ kind: Z.enum(CONTINUATION_KINDS) })),
    scope: maybe(loose({ resource: Z.string(), visibility: Z.string(), snapshot: maybe(Z.string()) })),
    page: maybe(loose({})),
    warnings: Z.optional(Z.array(loose({ code: Z.enum(WARNING_CODES) }))),
  }) as ReturnType<Z['object']>;
}

/** Input fields every guarded action tool takes, to merge into its `inputSchema.properties`. */
export const guardedToolInputProperties: JsonSchema = {
  evidence: { type: 'string', description: 'The evidence token from the listing tool (selectTargets). Targets outside a complete listing are refused.' },
  ids: { type: 'array', items: { type: 'string' }, description: 'Exactly the ids the evidence token was issued for.' },
};

/**
 * An MCP tool handler for a destructive action that runs only on a verified `selectTargets` token, once.
 * A missing, forged, expired, used or mismatched token (or arguments that are not an object) returns
 * `isError: true` with the evidence code, so the agent sees why and can list again. The handler gets
 * `ids` as the frozen list that was verified, never the caller's array. The options (key, action,
 * resource) are checked here, when the tool is built.
 */
export function guardedTool<A extends { evidence?: unknown; ids?: unknown }>(
  handler: (args: A & { evidence: string; ids: readonly string[] }, evidence: VerifiedTargets) => Promise<McpCallToolResult> | McpCallToolResult,
  opts: GuardOptions,
): (args: A) => Promise<McpCallToolResult> {
  const check = guard(opts);
  return async (args: A) => {
    let proof: Awaited<ReturnType<typeof check>>;
    try {
      proof = await check(args);
    } catch (error) {
      if (error instanceof EvidenceError) return refused(error.code, error.message);
      throw error;
    }
    // proof.input is the one read of the caller's arguments, taken before the token was claimed; reading
    // `args` again could meet a getter that answers differently the second time.
    return handler({ ...proof.input, evidence: proof.evidence, ids: proof.verified.ids } as unknown as A & { evidence: string; ids: readonly string[] }, proof.verified);
  };
}

function refused(code: string, message: string): McpCallToolResult {
  return {
    content: [{ type: 'text', text: `REFUSED (${code}): ${oneLine(message, 1000)}. List the targets again with a complete listing.` }],
    structuredContent: { refused: true, code, message },
    isError: true,
  };
}
