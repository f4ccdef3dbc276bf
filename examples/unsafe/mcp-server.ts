// MCP-style tool handlers that flatten completeness away: every @expect line is a real bug.
import { docs } from '../services.js';

/** `search_docs` tool. */
export async function searchDocsTool(args: { q: string }) {
  const res = await docs.query({ q: args.q });
  return {
    content: [{ type: 'text', text: res.results.map((d) => `- ${d.title}`).join('\n') }],
    structuredContent: { results: res.results, complete: !res.hasMore }, // @expect no-has-more-as-complete
  };
}

/** `export_rows` tool: a 200 is taken as "everything was exported". */
export async function exportRowsTool(args: { url: string }) {
  const res = await fetch(args.url);
  const rows = (await res.json()) as unknown[];
  return { rows, complete: res.ok }; // @expect no-status-as-complete
}

/** `find_owners` tool: incompleteness only in prose, and a success status on a partial result. */
export async function findOwnersTool(args: { q: string }) {
  const res = await docs.query({ q: args.q });
  if (res.hasMore) {
    return { owners: res.results, warning: 'Some results may be missing.' }; // @expect require-structured-completeness
  }
  return { owners: res.results, complete: false, status: 'success' }; // @expect require-structured-completeness
}
