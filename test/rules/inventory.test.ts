import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/inventory.js';

const ruleTester = new RuleTester();

/** The record the inventory rule reports for the only wrapper in `code`. */
function record(name: string, shape: string, line: number, endLine: number) {
  return { messageId: 'wrapper' as const, data: { record: JSON.stringify({ name, shape, line, endLine }) } };
}

ruleTester.run('inventory', rule, {
  valid: [
    // not a wrapper's name, and no Listing annotation: TypeScript's own Partial is not the kit's
    `
      function loadConfig(): Partial<Config> {
        return {};
      }
    `,
    `
      function toMap(pairs: [string, number][]) {
        return Object.fromEntries(pairs);
      }
    `,
  ],
  invalid: [
    {
      // TypeScript's Partial<Config> on a list wrapper is not a Listing
      code: `
        function listSettings(): Partial<Config> {
          return {};
        }
      `,
      errors: [record('listSettings', 'other', 2, 4)],
    },
    {
      // Object.fromEntries is not the kit's `from…` adapter
      code: `
        function listCounts(pairs) {
          return Object.fromEntries(pairs);
        }
      `,
      errors: [record('listCounts', 'other', 2, 4)],
    },
    {
      // the kit's Partial, imported from the package, is a Listing
      code: `
        import type { Partial } from 'completeness';
        function loadRepos(): Promise<Partial<Repo>> {
          return fetchRepos();
        }
      `,
      errors: [record('loadRepos', 'Listing', 3, 5)],
    },
    {
      // an adapter from the API table, imported under another name
      code: `
        import { fromGitHubSearch as toListing } from 'completeness/adapters';
        async function searchIssues(q) {
          return toListing(await octokit.rest.search.issuesAndPullRequests({ q }));
        }
      `,
      errors: [record('searchIssues', 'Listing', 3, 5)],
    },
    {
      // a completeness field from the vocabulary (isComplete) makes an envelope
      code: `
        async function listUsers() {
          const r = await api.users();
          return { users: r.users, isComplete: !r.next };
        }
      `,
      errors: [record('listUsers', 'object with completeness field', 2, 5)],
    },
    {
      code: `
        async function listUsers(): Promise<User[]> {
          return (await api.users()).users;
        }
      `,
      errors: [record('listUsers', 'bare array', 2, 4)],
    },
    {
      // settings.completeness.listingTypes names the user's own envelope
      code: `
        function loadRepos(): Promise<PagedResult<Repo>> {
          return fetchRepos();
        }
      `,
      settings: { completeness: { listingTypes: ['PagedResult'] } },
      errors: [record('loadRepos', 'Listing', 2, 4)],
    },
  ],
});

/** A function that requests an operation the vendors' descriptions show as paginated is listed, whatever its name. */
ruleTester.run('inventory (generated operations)', rule, {
  valid: [
    // a single-item read of the same API
    `import { google } from 'googleapis';
    async function nextMeeting(auth, id) {
      const calendar = google.calendar({ version: 'v3', auth });
      const res = await calendar.events.get({ calendarId: 'primary', eventId: id });
      return res.data;
    }`,
    // the same chain in a file that does not import googleapis: the user's own object
    `async function upcoming(calendar) {
      const res = await calendar.events.list({ calendarId: 'primary' });
      return res.data.items;
    }`,
  ],
  invalid: [
    {
      code: `import { google } from 'googleapis';
async function upcoming(auth) {
  const calendar = google.calendar({ version: 'v3', auth });
  const res = await calendar.events.list({ calendarId: 'primary' });
  return res.data.items;
}`,
      errors: [{
        messageId: 'wrapper',
        line: 2,
        column: 1,
        data: { record: JSON.stringify({ name: 'upcoming', shape: 'other', line: 2, endLine: 6, operations: ['calendar.events.list'] }) },
      }],
    },
  ],
});
