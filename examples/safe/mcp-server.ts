// The MCP-style tools, rewritten: completeness travels as data, next to any prose.
import { collectAll, complete, parseListing, partial, verdictLine } from 'completeness';
import { docs, type Doc } from '../services.js';

export async function searchDocsTool(args: { q: string }) {
  const listing = await collectAll<Doc>(async (cursor) => {
    const res = await docs.query({ q: args.q, cursor });
    return res.hasMore && res.cursor
      ? partial(res.results, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: res.cursor })
      : complete(res.results);
  }, { maxPages: 5 });
  return {
    content: [{ type: 'text', text: `${verdictLine(listing)}\n${listing.items.map((d) => `- ${d.title}`).join('\n')}` }],
    structuredContent: listing,
  };
}

export async function exportRowsTool(args: { url: string }) {
  const res = await fetch(args.url);
  if (!res.ok) throw new Error(`export failed: HTTP ${String(res.status)}`);
  return parseListing(await res.json()); // a body without `complete` becomes COMPLETENESS_UNKNOWN
}

export async function findOwnersTool(args: { q: string }) {
  const res = await docs.query({ q: args.q });
  if (res.hasMore) {
    return { owners: res.results, complete: false, status: 'partial', warning: 'Some results may be missing.' };
  }
  return { owners: res.results, complete: true, status: 'success' };
}
