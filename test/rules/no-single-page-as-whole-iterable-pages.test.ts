import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * SDKs whose list calls answer a page that also iterates every page (Stainless's `openai`, `@anthropic-ai/sdk` and
 * `cloudflare`: "auto-pagination"; Fern's `square`, `intercom-client` and `auth0`). Awaited and read through `data`,
 * the answer is one page; iterated with `for await`, or followed with `hasNextPage()`/`getNextPage()`, it is walked.
 */
const ruleTester = new RuleTester();

/** One `knownPages` report at a line and column, with the message's data. */
function knownPages(line: number, column: number, request: string, api: string, size: string, field: string) {
  return { messageId: 'knownPages' as const, line, column, data: { request, api, size, field } };
}
const openai = (body: string) => `import OpenAI from 'openai';
const openai = new OpenAI();
${body}`;

ruleTester.run('no-single-page-as-whole (pages that iterate)', rule, {
  valid: [
    openai(`export async function files() {
  const out = [];
  for await (const f of openai.files.list()) out.push(f);
  return out;
}`),
    // the awaited page, iterated: every page
    openai(`export async function files() {
  const page = await openai.files.list({ limit: 100 });
  const out = [];
  for await (const f of page) out.push(f);
  return out;
}`),
    openai(`export async function files() {
  let page = await openai.files.list();
  const out = [...page.data];
  while (page.hasNextPage()) {
    page = await page.getNextPage();
    out.push(...page.data);
  }
  return out;
}`),
    // one file by id is a record
    openai(`export async function file(id) {
  const f = await openai.files.retrieve(id);
  return f.filename;
}`),
    // Cloudflare's SDK: Workers scripts come whole in one answer (no page parameter), iterated pages walk
    `import Cloudflare from 'cloudflare';
const cf = new Cloudflare();
export async function scripts(account_id) {
  const page = await cf.workers.scripts.list({ account_id });
  return page.result;
}`,
    `import Cloudflare from 'cloudflare';
const cf = new Cloudflare();
export async function records(zone_id) {
  const out = [];
  for await (const record of cf.dns.records.list({ zone_id })) out.push(record);
  return out;
}`,
  ],
  invalid: [
    {
      code: openai(`export async function files() {
  const page = await openai.files.list();
  return page.data;
}`),
      errors: [knownPages(4, 22, 'openai.files.list', 'openai files.list', 'default page size', 'getNextPage')],
    },
    {
      // an answer that is the items (a discord.js Collection of bans): `for await` over it walks that one page
      code: `export async function banned(guild, ids) {
  const bans = await guild.bans.fetch();
  const out = [];
  for await (const [id] of bans) if (ids.includes(id)) out.push(id);
  return out;
}`,
      errors: [{ messageId: 'singlePage', line: 2, column: 22 }],
    },
    {
      // a plain loop over the page's items is still one page: only the page itself walks when iterated
      code: openai(`export async function ensure(name) {
  const { data } = await openai.vectorStores.list({ limit: 100 });
  for await (const store of data) if (store.name === name) return store;
  return openai.vectorStores.create({ name });
}`),
      errors: [knownPages(4, 26, 'openai.vectorStores.list', 'openai vectorStores.list', 'pages at `100`', 'getNextPage')],
    },
    {
      // Drive's and Slack's rows name \`files.list\` too: the import decides whose it is
      code: openai(`export async function ensure(name) {
  const list = await openai.files.list();
  const hit = list.data.find((f) => f.filename === name);
  if (!hit) await openai.files.create({ file: name, purpose: 'assistants' });
}`),
      errors: [
        knownPages(4, 22, 'openai.files.list', 'openai files.list', 'default page size', 'getNextPage'),
        { messageId: 'absenceFromPage', line: 6, column: 7 },
      ],
    },
    {
      code: `import Anthropic from '@anthropic-ai/sdk';
const anthropic = new Anthropic();
export async function batches() {
  const page = await anthropic.messages.batches.list();
  return page.data.map((b) => b.id);
}`,
      errors: [knownPages(4, 22, 'anthropic.messages.batches.list', '@anthropic-ai/sdk messages.batches.list', 'default page size', 'getNextPage')],
    },
    {
      // Fern's pages (Square, Intercom) iterate every page too; awaited, one page
      code: `import { SquareClient } from 'square';
const square = new SquareClient({ token: process.env.SQUARE_TOKEN });
export async function customers() {
  const page = await square.customers.list({ limit: 100 });
  return page.data;
}`,
      errors: [knownPages(4, 22, 'square.customers.list', 'square customers.list', 'pages at `100`', 'getNextPage')],
    },
    {
      // Auth0's Management API: users page at 50 by default
      code: `import { ManagementClient } from 'auth0';
const auth0 = new ManagementClient({ domain: 'acme.auth0.com', clientId: 'id', clientSecret: 'secret' });
export async function blocked() {
  const page = await auth0.users.list({ q: 'blocked:true' });
  return page.data.map((u) => u.user_id);
}`,
      errors: [knownPages(4, 22, 'auth0.users.list', 'auth0 users.list', 'default page size', 'getNextPage')],
    },
    {
      code: `import Cloudflare from 'cloudflare';
const cf = new Cloudflare();
export async function records(zone_id) {
  const page = await cf.dns.records.list({ zone_id });
  return page.result.map((r) => r.name);
}`,
      errors: [knownPages(4, 22, 'cf.dns.records.list', 'cloudflare dns.records.list', 'default page size', 'getNextPage')],
    },
  ],
});
