import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A JSON-RPC request names its operation in its object (`{ method: 'tools/list' }`): MCP's four paginated list
 * operations sent raw through `client.request(…)` are pages as much as `client.listTools()` is
 * (https://modelcontextprotocol.io/specification/2025-06-18/server/utilities/pagination).
 */
const ruleTester = new RuleTester();

/** The data of the one report of an MCP list request whose `nextCursor` is never read. */
const MCP_LIST = { request: 'client.request', of: ' of Model Context Protocol list requests', signal: 'nextCursor' };

const sent = (method: string, then: string) => `
async function load(client, schema) {
  const result = await client.request({ method: '${method}' }, schema);
  ${then}
}`;

ruleTester.run('no-single-page-as-whole (JSON-RPC list requests)', rule, {
  valid: [
    // every page, the cursor sent back until there is none
    `async function allTools(client, schema) {
      const tools = [];
      let cursor;
      do {
        const page = await client.request({ method: 'tools/list', params: { cursor } }, schema);
        tools.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor);
      return tools;
    }`,
    // the continuation is read
    sent('prompts/list', "if (result.nextCursor) throw new Error('more prompts than one page');\n  return result.prompts;"),
    // an operation that is no list
    sent('tools/call', 'return result.content;'),
    // an HTTP method is no JSON-RPC method
    `async function rows(url) {
      const res = await fetch(url, { method: 'GET' });
      return (await res.json()).tools;
    }`,
  ],
  invalid: [
    {
      code: sent('tools/list', 'result.tools.forEach((t) => register(t));'),
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 24, data: MCP_LIST }],
    },
    {
      code: sent('resources/templates/list', 'return result.resourceTemplates;'),
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 24, data: MCP_LIST }],
    },
    {
      // "is there a tool of that name?" asked of one page
      code: sent('tools/list', "if (!result.tools.some((t) => t.name === 'search')) await installSearch();"),
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 24 }, { messageId: 'absenceFromPage', line: 4, column: 21 }],
    },
  ],
});
