import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-silent-page-cap.js';

/**
 * A pager told to stop after so many pages (GitBeaker's `maxPages`, `pageLimit` beside `{ paginate: true }`, got's
 * `pagination.countLimit`) walks no further: what it answers, returned as the list, hides the cap as a loop would.
 */
const ruleTester = new RuleTester();
const GITLAB = `import { Gitlab } from '@gitbeaker/rest';\nconst api = new Gitlab({ token: process.env.GITLAB_TOKEN });\n`;

ruleTester.run('no-silent-page-cap (a pager told to stop)', rule, {
  valid: [
    // no cap: GitBeaker's `all` walks every page
    `${GITLAB}export async function projects() { return api.Projects.all({ perPage: 100 }); }`,
    // the capped answer is only counted, not handed on as the list
    `${GITLAB}export async function busy() {
      const some = await api.Projects.all({ perPage: 100, maxPages: 1 });
      return some.length > 0;
    }`,
    // the cap is told: whether it was hit travels with the items
    `${GITLAB}export async function projects() {
      const items = await api.Projects.all({ perPage: 100, maxPages: 2 });
      return { items, truncated: items.length === 200 };
    }`,
    // one step at the cursor the caller passes: its limit sizes that page
    `export async function users(api, { pageToken, pageLimit }) { return api.users.getAll({ pageToken, pageLimit }); }`,
    // one item asked for: the first, not a list
    `export async function newest(http, url) { return http.getJson(url, { paginate: true, limit: 1, maxPages: 1 }); }`,
    // a cap key on a call that is no pager
    `export async function report(db) { return db.render({ maxPages: 3 }); }`,
    // Stripe's `limit` on a list is its page size, not a pager's cap
    `export async function first(stripe) { return stripe.customers.list({ limit: 100 }); }`,
  ],
  invalid: [
    {
      code: `${GITLAB}export async function projects() {
  return api.Projects.all({ perPage: 100, maxPages: 2 });
}`,
      errors: [{ messageId: 'silentCap', line: 4, column: 43, data: { cap: 'maxPages: 2' } }],
    },
    {
      // through the const the answer is stored in, and GitBeaker's `all…` methods
      code: `${GITLAB}export async function files(id) {
  const tree = await api.Repositories.allRepositoryTrees(id, { perPage: 100, maxPages: 5, recursive: true });
  return tree.map((t) => t.path);
}`,
      errors: [{ messageId: 'silentCap', line: 4, column: 78 }],
    },
    {
      // a client asked to walk, and told to stop
      code: `export async function issues(http, url) {
  return http.get(url, { paginate: true, pageLimit: 5 });
}`,
      errors: [{ messageId: 'silentCap', line: 2, column: 42 }],
    },
    {
      // Stripe's autoPagingToArray stops at the `limit` it must be given
      code: `export async function customers(stripe) {
  return stripe.customers.list({ limit: 100 }).autoPagingToArray({ limit: 10000 });
}`,
      errors: [{ messageId: 'silentCap', line: 2, column: 68, data: { cap: 'limit: 10000' } }],
    },
    {
      // one object deep: got's pagination options
      code: `export async function items(got, url) {
  return got.paginate.all(url, { pagination: { countLimit: 500 } });
}`,
      errors: [{ messageId: 'silentCap', line: 2, column: 48 }],
    },
  ],
});
