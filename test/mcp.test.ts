import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, CallToolResultSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zMini from 'zod/mini';
import * as z3 from 'zod/v3';
import { collectAll, complete, memoryReplayStore, parseListing, partial, selectTargets, type Listing } from '../src/index.js';
import { guardedTool, guardedToolInputProperties, listingOutputSchema, listingOutputZod, toCallToolResult } from '../src/mcp/index.js';
import { createFakeApi } from '../src/testing/index.js';

interface Doc {
  id: string;
  title: string;
}
const docSchema = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } }, required: ['id', 'title'] };
const timedOut = partial<Doc>(
  Array.from({ length: 842 }, (_, i) => ({ id: `d${String(i)}`, title: `Doc ${String(i)}` })),
  [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 30_000 }],
  { next_cursor: 'c843' },
);

describe('toCallToolResult', () => {
  it('keeps the whole envelope in structuredContent, opens the text with the verdict, and is not an error', () => {
    const result = toCallToolResult(timedOut, { render: (d) => `- ${d.title}`, maxTextItems: 3 });
    expect(CallToolResultSchema.parse(result)).toBeTruthy();
    expect(result.isError).toBe(false);
    const text = result.content[0]?.text ?? '';
    expect(text.split('\n')[0]).toBe('INCOMPLETE (TIME_BUDGET_EXCEEDED): 842 items; continue with cursor c843. Absence of an item proves nothing.');
    expect(text).toContain('- Doc 0');
    expect(text).toContain('… 839 more in structuredContent');
    expect(parseListing(result.structuredContent)).toMatchObject({ complete: false, items: { length: 842 }, next_cursor: 'c843' });
  });

  it('a complete empty result says COMPLETE', () => {
    const result = toCallToolResult(complete<Doc>([]));
    expect(result.content[0]?.text.startsWith('COMPLETE: 0 items')).toBe(true);
    expect(result.structuredContent).toMatchObject({ complete: true, items: [] });
  });
});

describe('listingOutputSchema', () => {
  it('is an object schema that names the envelope fields', () => {
    const schema = listingOutputSchema(docSchema);
    expect(schema).toMatchObject({ type: 'object', required: ['items', 'complete', 'incomplete_reasons'] });
  });
});

describe('guardedTool', () => {
  const key = 'k'.repeat(32);
  const listing = complete([{ id: 'd1' }, { id: 'd2' }], { scope: { resource: 'docs', visibility: 'admin', snapshot: 's1' } });
  const archive = guardedTool<{ evidence?: unknown; ids?: unknown }>(
    (args, proof) => ({ content: [{ type: 'text', text: `archived ${args.ids.join(',')} from ${String(proof.snapshot)}` }] }),
    { key, action: 'archive_docs', resource: 'docs', replayStore: memoryReplayStore() },
  );
  it('runs only on a verified token, and refuses with the evidence code otherwise', async () => {
    const evidence = selectTargets(listing, ['d2'], { key, idOf: (d) => d.id, action: 'archive_docs', ttlMs: 60_000 });
    expect((await archive({ evidence, ids: ['d2'] })).content[0]?.text).toBe('archived d2 from s1');
    const wrongIds = await archive({ evidence, ids: ['d1'] });
    expect(wrongIds).toMatchObject({ isError: true, structuredContent: { refused: true, code: 'TARGET_MISMATCH' } });
    expect(CallToolResultSchema.parse(wrongIds)).toBeTruthy();
    expect(await archive({ ids: ['d1'] })).toMatchObject({ isError: true, structuredContent: { code: 'INVALID_TOKEN' } });
    expect(Object.keys(guardedToolInputProperties)).toEqual(['evidence', 'ids']);
    expect(await archive({ evidence, ids: ['d2'] })).toMatchObject({ isError: true, structuredContent: { code: 'REPLAYED' } });
  });

  it('malformed arguments are a refusal, not a crash', async () => {
    for (const args of [undefined, null, 7, 'x', [], { evidence: 1, ids: 'd1' }]) {
      expect(await archive(args as never)).toMatchObject({ isError: true, structuredContent: { code: 'INVALID_TOKEN' } });
    }
  });

  it('hands the handler the arguments it read before the claim, not a second read of them', async () => {
    const seen: unknown[] = [];
    const tool = guardedTool<{ evidence?: unknown; ids?: unknown; reason?: unknown }>(
      (args) => {
        seen.push(args.reason);
        return { content: [] };
      },
      { key, action: 'archive_docs', resource: 'docs', replayStore: memoryReplayStore() },
    );
    const evidence = selectTargets(listing, ['d1'], { key, idOf: (d) => d.id, action: 'archive_docs', ttlMs: 60_000 });
    // A proxy whose descriptors say one thing and whose get trap says another on every later read.
    const args = new Proxy({ evidence, ids: ['d1'], reason: 'stale' }, { get: (t, k): unknown => (k === 'reason' ? 'all of them' : Reflect.get(t, k)) });
    await tool(args);
    expect(seen).toEqual(['stale']);
  });

  it('checks its key, action and resource when it is built', () => {
    const build = (opts: object) => () => guardedTool(() => ({ content: [] }), opts as never);
    expect(build({ key: 'short', action: 'a', resource: 'r' })).toThrow(expect.objectContaining({ code: 'WEAK_KEY' }));
    expect(build({ key: undefined, action: 'a', resource: 'r' })).toThrow(expect.objectContaining({ code: 'WEAK_KEY' }));
    expect(build({ key, action: 'a' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

describe('contradictory envelopes', () => {
  it('complete: true beside a reason is INCOMPLETE in the text and complete: false on the wire', () => {
    const lie = { items: [], complete: true, truncated: false, incomplete_reasons: [{ code: 'VISIBILITY_RESTRICTED' }], next_cursor: null, continuation: null };
    const result = toCallToolResult(lie as unknown as Listing<never>);
    expect(result.content[0]?.text).toMatch(/^INCOMPLETE \(COMPLETENESS_UNKNOWN\)/);
    expect(result.structuredContent).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] });
    expect(parseListing(result.structuredContent).complete).toBe(false);
  });
});

describe('the high-level McpServer API, as users write it', () => {
  // Loose, because the client checks structuredContent against the JSON Schema the server lists.
  const Item = z.looseObject({ id: z.string() });

  it('registerTool with listingOutputZod(z) and guardedTool: no casts, validated end to end', async () => {
    const key = 'k'.repeat(32);
    const api = createFakeApi({ seed: 5, size: 40, pageSize: 10, resultCap: 25 });
    const docs = complete([{ id: 'd1' }], { scope: { resource: 'docs', visibility: 'admin', snapshot: 's1' } });
    const server = new McpServer({ name: 'docs-server', version: '1.0.0' });
    server.registerTool(
      'search_docs',
      { description: 'Search the docs.', inputSchema: { q: z.string() }, outputSchema: listingOutputZod(z, Item) },
      async ({ q }) => toCallToolResult<{ id: string }>(q === 'all' ? docs : await collectAll(api.fetchPage)),
    );
    server.registerTool(
      'archive_docs',
      { inputSchema: { evidence: z.string(), ids: z.array(z.string()) } },
      guardedTool(({ ids }, proof) => ({ content: [{ type: 'text', text: `archived ${ids.join(',')} listed at ${String(proof.snapshot)}` }] }), {
        key,
        action: 'archive_docs',
        resource: 'docs',
      }),
    );
    const client = new Client({ name: 'agent', version: '1.0.0' });
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await Promise.all([client.connect(clientTransport), server.connect(serverTransport)]);
    try {
      const { tools } = await client.listTools();
      expect(tools.find((t) => t.name === 'search_docs')?.outputSchema).toMatchObject({ type: 'object', required: ['items', 'complete', 'incomplete_reasons'] });
      const cut = await client.callTool({ name: 'search_docs', arguments: { q: 'x' } });
      expect(cut.isError).toBe(false);
      expect(parseListing(cut.structuredContent)).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'RESULT_LIMIT_REACHED', limit: 25 }] });
      const all = await client.callTool({ name: 'search_docs', arguments: { q: 'all' } });
      expect(parseListing(all.structuredContent).complete).toBe(true);
      const evidence = selectTargets(docs, ['d1'], { key, idOf: (d) => d.id, action: 'archive_docs', ttlMs: 60_000 });
      const first = await client.callTool({ name: 'archive_docs', arguments: { evidence, ids: ['d1'] } });
      expect(first.content).toEqual([{ type: 'text', text: 'archived d1 listed at s1' }]);
      const again = await client.callTool({ name: 'archive_docs', arguments: { evidence, ids: ['d1'] } });
      expect(again).toMatchObject({ isError: true, structuredContent: { code: 'REPLAYED' } });
    } finally {
      await client.close();
      await server.close();
    }
  });

  it.each([
    ['zod 4', () => listingOutputZod(z)],
    ['zod/mini', () => listingOutputZod(zMini)],
    ['zod 3 API', () => listingOutputZod(z3)],
  ])('%s: the schema accepts every envelope the kit builds, with reason details, and rejects a bare array', async (_name, build) => {
    const server = new McpServer({ name: 's', version: '1' });
    server.registerTool('t', { outputSchema: build() }, () => toCallToolResult(partial([1], [{ code: 'CLIENT_CAP_REACHED', limit: 5, unit: 'pages' }], { next_cursor: 'c' })));
    const schema = build() as { safeParse: (v: unknown) => { success: boolean } };
    const envelopes: Listing<unknown>[] = [complete([]), complete([{ a: 1 }], { scope: { resource: 'r', visibility: 'v', snapshot: null } }), timedOut];
    for (const l of envelopes) {
      expect(schema.safeParse(toCallToolResult(l).structuredContent).success).toBe(true);
    }
    expect(schema.safeParse({ items: [] }).success).toBe(false);
    const client = new Client({ name: 'agent', version: '1.0.0' });
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await Promise.all([client.connect(clientTransport), server.connect(serverTransport)]);
    try {
      await client.listTools();
      const result = await client.callTool({ name: 't', arguments: {} });
      expect(result.structuredContent).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'CLIENT_CAP_REACHED', limit: 5 }] });
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('works from plain JavaScript (test/fixtures/mcp/plain-server.mjs, against the built package)', () => {
    const fixture = fileURLToPath(new URL('fixtures/mcp/plain-server.mjs', import.meta.url));
    const out = JSON.parse(execFileSync(process.execPath, [fixture], { encoding: 'utf8' })) as Record<string, { isError?: boolean; structuredContent?: unknown }>;
    expect(out.outputSchema).toMatchObject({ type: 'object', required: ['items', 'complete', 'incomplete_reasons'] });
    expect(out.partialResult?.structuredContent).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED' }] });
    expect(out.completeResult?.structuredContent).toMatchObject({ complete: true });
    expect(out.archived?.isError).toBeUndefined();
    expect(out.replayed).toMatchObject({ isError: true, structuredContent: { code: 'REPLAYED' } });
  });
});

describe('end to end: an MCP server and client from the SDK, in process', () => {
  it('a partial search reaches the client with complete: false intact, validated against the outputSchema', async () => {
    const api = createFakeApi({ seed: 5, size: 40, pageSize: 10, resultCap: 25 });
    // The low-level Server takes a raw JSON Schema outputSchema, which is what listingOutputSchema() produces.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const server = new Server({ name: 'docs-server', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () =>
      Promise.resolve({
        tools: [
          {
            name: 'search_docs',
            description: 'Search the docs. Read `complete` before concluding that something does not exist.',
            inputSchema: { type: 'object' as const, properties: { q: { type: 'string' } } },
            outputSchema: listingOutputSchema({ type: 'object' }) as { type: 'object' },
          },
        ],
      }),
    );
    server.setRequestHandler(CallToolRequestSchema, async () => toCallToolResult(await collectAll(api.fetchPage)));
    const client = new Client({ name: 'agent', version: '1.0.0' });
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await Promise.all([client.connect(clientTransport), server.connect(serverTransport)]);
    try {
      await client.listTools(); // the client caches outputSchema and validates structuredContent against it
      const result = await client.callTool({ name: 'search_docs', arguments: { q: 'orphans' } });
      const listing: Listing<unknown> = parseListing(result.structuredContent);
      expect(listing.complete).toBe(false);
      expect(listing.incomplete_reasons.map((r) => r.code)).toEqual(['RESULT_LIMIT_REACHED']);
      expect(listing.truncated).toBe(true);
      expect(result.isError).toBe(false);
      expect((result.content as { text: string }[])[0]?.text).toMatch(/^INCOMPLETE \(RESULT_LIMIT_REACHED\): 25 items/);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
