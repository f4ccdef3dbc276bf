import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-short-page-as-end.js';

/**
 * `shortPages: 'proven'` (what `recommended` runs): a short page ends a walk wrongly only where it is known not to be
 * the last: the page was filtered before its length was tested, more was asked for than the API serves in a page, or
 * the API documents short pages before its end.
 * Most APIs fill every page but the last, so the bare shape stays with `strict` (the default, `'any'`).
 */
const ruleTester = new RuleTester();
const proven = [{ shortPages: 'proven' as const }] as [{ shortPages: 'proven' }];

/** A page-numbered walk over an HTTP API that breaks when `short` (a test of `batch`) holds; `batch` is `take`. */
const walk = (take: string, short: string) => `
async function exportCases(api, batchSize) {
  const out = [];
  for (let offset = 0; ; offset += batchSize) {
    const page = await api.listCases({ limit: batchSize, offset });
    const batch = ${take};
    out.push(...batch);
    if (${short}) break;
  }
  return out;
}
`;

/** A page-numbered walk over an org's GitHub members at `size` a page, ended by a short page. */
const members = (size: number) => `
async function members(octokit, org) {
  const out = [];
  for (let page = 1; ; page++) {
    const { data } = await octokit.rest.orgs.listMembers({ org, per_page: ${String(size)}, page });
    out.push(...data);
    if (data.length < ${String(size)}) break;
  }
  return out;
}
`;

ruleTester.run('no-short-page-as-end (shortPages: proven)', rule, {
  valid: [
    // a short page of an API that says nothing of short pages: strict's report, not recommended's
    { code: walk('page.items', 'batch.length < batchSize'), options: proven },
    // the items mapped, not filtered: every item of the page is still there
    { code: walk('page.items.map((c) => c.id)', 'batch.length < batchSize'), options: proven },
    // GitHub below its largest page: strict's report, not recommended's
    { code: members(50), options: proven },
  ],
  invalid: [
    {
      // the filter drops items of a full page, so the walk stops before the end
      code: walk("page.items.filter((c) => c.status !== 'merged')", 'batch.length < batchSize'),
      options: proven,
      errors: [{ messageId: 'shortPageAsEnd', line: 8, column: 9 }],
    },
    {
      code: walk("page.items.filter((c) => c.open).map((c) => c.id)", 'batch.length !== batchSize'),
      options: proven,
      errors: [{ messageId: 'shortPageAsEnd', line: 8, column: 9 }],
    },
    {
      // Slack documents fewer results than the limit before the end
      code: `
async function channels(slack) {
  const out = [];
  let cursor;
  for (;;) {
    const res = await slack.conversations.list({ limit: 200, cursor });
    out.push(...res.channels);
    if (res.channels.length < 200) break;
    cursor = res.response_metadata.next_cursor;
  }
  return out;
}
`,
      options: proven,
      errors: [{ messageId: 'shortPageAsEnd', line: 8, column: 9 }],
    },
    {
      // more asked for than GitHub serves (100): every page comes back "short", so the walk ends after the first
      code: members(500),
      options: proven,
      errors: [{ messageId: 'shortPageAsEnd', line: 7, column: 9 }],
    },
    // the default reports the bare shape
    { code: walk('page.items', 'batch.length < batchSize'), errors: [{ messageId: 'shortPageAsEnd', line: 8, column: 9 }] },
  ],
});
