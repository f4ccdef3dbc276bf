import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, CallToolResultSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { collectAll, complete, parseListing, partial, selectTargets, type Listing } from '../src/index.js';
import { guardedTool, guardedToolInputProperties, listingOutputSchema, toCallToolResult } from '../src/mcp/index.js';
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
    { key, action: 'archive_docs' },
  );
  it('runs only on a verified token, and refuses with the evidence code otherwise', async () => {
    const evidence = selectTargets(listing, ['d2'], { key, idOf: (d) => d.id, action: 'archive_docs', ttlMs: 60_000 });
    expect((await archive({ evidence, ids: ['d2'] })).content[0]?.text).toBe('archived d2 from s1');
    const wrongIds = await archive({ evidence, ids: ['d1'] });
    expect(wrongIds).toMatchObject({ isError: true, structuredContent: { refused: true, code: 'TARGET_MISMATCH' } });
    expect(CallToolResultSchema.parse(wrongIds)).toBeTruthy();
    expect(await archive({ ids: ['d1'] })).toMatchObject({ isError: true, structuredContent: { code: 'INVALID_TOKEN' } });
    expect(Object.keys(guardedToolInputProperties)).toEqual(['evidence', 'ids']);
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
