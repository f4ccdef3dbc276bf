import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Operations read from the descriptions vendors publish in packages of their own (scripts/vocabulary/published.ts):
 * Okta's and Sentry's lists page with a cursor and a `Link` header. A URL with no host names its vendor by the names
 * around it, the class whose own client sends it (`this.get(…)` in `class SentryClient`) among them.
 */
const ruleTester = new RuleTester();

/** One `knownPages` report at a line and column, with the message's data. */
function knownPages(line: number, column: number, request: string, api: string, size: string, field: string) {
  return { messageId: 'knownPages' as const, line, column, data: { request, api, size, field } };
}

ruleTester.run('no-single-page-as-whole (published descriptions)', rule, {
  valid: [
    // the same path through a class that names no vendor: unresolved, so quiet
    `export class ProjectsClient {
      getProjects = async (org) => {
        const { data } = await this.get(\`/organizations/\${org}/projects/\`);
        return data;
      };
    }`,
    // a function's own \`this\` is not the class's: the class name says nothing of it
    `export class SentryClient {
      start() {
        return function load(org) {
          return this.get(\`/organizations/\${org}/projects/\`).then((res) => res.data);
        };
      }
    }`,
    // Okta: one user by id is a record, not a page
    `export async function user(oktaDomain, id) {
      const res = await fetch(\`https://\${oktaDomain}/api/v1/users/\${id}\`);
      return res.json();
    }`,
    // Okta: the cursor handed back is one step of a walk
    `export async function usersAfter(oktaDomain, after) {
      const res = await fetch(\`https://\${oktaDomain}/api/v1/users?limit=200&after=\${after}\`);
      return res.json();
    }`,
    // a helper whose name says it walks every page: each of its requests sends this URL
    `import { fetchAllPages } from './okta-pagination';
    export async function appUsers(oktaDomain, appId) {
      const users = await fetchAllPages(\`https://\${oktaDomain}/api/v1/apps/\${appId}/users?limit=200\`);
      return users.map((u) => u.id);
    }`,
    `export async function groups(oktaDomain, paginate) {
      return (await paginate(\`https://\${oktaDomain}/api/v1/groups\`)).length;
    }`,
  ],
  invalid: [
    {
      code: `export class SentryClient {
  getProjects = async (org) => {
    const { data } = await this.get(\`/organizations/\${org}/projects/\`);
    return data;
  };
}`,
      errors: [knownPages(3, 28, 'this.get', 'sentry listAnOrganizationSProjects', 'default page size', 'Link header')],
    },
    {
      code: `export async function users(oktaDomain, token) {
  const res = await fetch(\`https://\${oktaDomain}/api/v1/users?limit=200\`, { headers: { Authorization: token } });
  return res.json();
}`,
      errors: [knownPages(2, 21, 'fetch', 'okta listUsers', 'pages at `200`', 'Link header')],
    },
    {
      // a helper whose name says nothing of pages: its argument is one request's URL
      code: `import { fetchJson } from './http';
export async function users(oktaDomain) {
  const users = await fetchJson(\`https://\${oktaDomain}/api/v1/users\`);
  return users.map((u) => u.id);
}`,
      errors: [knownPages(3, 23, 'fetchJson', 'okta listUsers', 'pages at 10', 'Link header')],
    },
    {
      // the vendor's host says it without any name (Okta's description pages groups at 10,000)
      code: `export async function groups(token) {
  const res = await fetch('https://acme.okta.com/api/v1/groups', { headers: { Authorization: token } });
  return res.json();
}`,
      errors: [knownPages(2, 21, 'fetch', 'okta listGroups', 'pages at 10000', 'Link header')],
    },
  ],
});
