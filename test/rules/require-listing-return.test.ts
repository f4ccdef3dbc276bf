import rule from '../../rules/require-listing-return.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

const ruleTester = typedRuleTester();

ruleTester.run('require-listing-return', rule, {
  valid: [
    `
      import { collectAll, type Listing } from 'completeness';
      export async function listMembers(org: string): Promise<Listing<Member>> {
        return collectAll(async () => (await listMembers(org)));
      }
    `,
    "export async function getMember(id: string): Promise<Member | undefined> { const all = await searchDocs(id); return undefined; }",
    "async function listInternal(): Promise<Doc[]> { const r = await apiPage(); return r.results; }",
    "export function listColors(): string[] { return ['red', 'green']; }",
    "export async function searchOne(q: string): Promise<Doc | null> { const r = await apiPage(); return r.results[0] ?? null; }",
    "export async function findDoc(id: string): Promise<Doc | undefined> { const r = await apiPage(); return r.results.find((d) => d.id === id); }",
    `
      export async function listDocs(): Promise<{ docs: Doc[]; complete: boolean }> {
        const r = await apiPage();
        return { docs: r.results, complete: r.complete };
      }
    `,
    "export const listThings = (xs: string[]): string[] => xs.filter(Boolean);",
    "export async function queryCount(q: string): Promise<number> { const r = await apiPage(); return r.results.length; }",
    "export async function listenForEvents(): Promise<string[]> { const r = await apiPage(); return r.results.map((d) => d.id); }",
    "export async function syncInventory(): Promise<void> { await apiPage(); }",
    "export async function listTags(): Promise<Map<string, Doc>> { const r = await apiPage(); return new Map(r.results.map((d) => [d.id, d])); }",
    "export function searchIndex(xs: Doc[]): Doc[] { return xs; }",
    `
      import { collectAll, type Listing } from 'completeness';
      export const searchDocsListing = async (q: string): Promise<Listing<Doc>> => searchDocs(q);
    `,
    "export async function lister(): Promise<Doc[]> { const r = await apiPage(); return r.results; }",
    // The walk is a helper of the wrapper's body that calls itself with the next token until there is none.
    `
      export async function listInstances(project: string): Promise<Instance[]> {
        const instances: Instance[] = [];
        const getNextPage = async (pageToken = ''): Promise<void> => {
          const res = await client.get(\`/projects/\${project}/instances\`, { queryParams: { pageSize: 100, pageToken } });
          instances.push(...(res.body.instances ?? []));
          if (res.body.nextPageToken) await getNextPage(res.body.nextPageToken);
        };
        await getNextPage();
        return instances;
      }
    `,
  ],
  invalid: [
    {
      // A helper of the body that stops at 500 items is a capped walk.
      code: `
        export async function listInstances(project: string): Promise<Instance[]> {
          const instances: Instance[] = [];
          const getNextPage = async (pageToken = ''): Promise<void> => {
            const res = await client.get(\`/projects/\${project}/instances\`, { queryParams: { pageSize: 100, pageToken } });
            instances.push(...(res.body.instances ?? []));
            if (instances.length >= 500) return;
            if (res.body.nextPageToken) await getNextPage(res.body.nextPageToken);
          };
          await getNextPage();
          return instances;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function listDocs(): Promise<Doc[]> {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function searchUsers(q: string): Promise<readonly Member[]> {
          const r = await searchDocs(q);
          return [];
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function getAllProjects(): Promise<Array<Doc>> {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function fetchAllInvoices(): Promise<Doc[]> {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function findStaleRepos(): Promise<Doc[]> {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function queryRecords(q: string): Promise<Doc[]> {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export async function cloudInventory(): Promise<Doc[]> {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export const listPods = async (): Promise<Doc[]> => {
          const r = await apiPage();
          return r.results;
        };
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 22 }],
    },
    {
      code: `
        export async function listRepos() {
          const r = await apiPage();
          return r.results;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
    {
      code: `
        export const searchTickets = async function (q: string) {
          const r = await searchDocs(q);
          return r.items.slice();
        };
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 22 }],
    },
    {
      code: `
        export async function findAllOwners(): Promise<ReadonlyArray<Member>> {
          const r = await listMembers('x');
          return r.items;
        }
      `,
      errors: [{ messageId: "requireListing", line: 2, column: 31 }],
    },
  ],
});

ruleTester.run('require-listing-return: a wrapper that walks every page itself returns the whole or throws', rule, {
  valid: [
    // the client's pager walks every page
    `export async function listIssues(octokit): Promise<Issue[]> {
      return octokit.paginate(octokit.rest.issues.listForRepo, { owner: 'o', repo: 'r', per_page: 100 });
    }`,
    // the client is asked to paginate, with no page cap
    `export async function searchRepos(http, q): Promise<Repo[]> {
      const res = await http.getJson('/api/v1/repos/search?q=' + q, { paginate: true });
      return res.body.data;
    }`,
    // a cursor walk with no client cap
    `export async function listUsers(api): Promise<User[]> {
      const all: User[] = [];
      let cursor: string | undefined;
      do {
        const page = await api.get('/users', { cursor });
        all.push(...page.items);
        cursor = page.next_cursor;
      } while (cursor);
      return all;
    }`,
  ],
  invalid: [
    // a page cap beside the option still cuts the walk
    {
      code: `
        export async function listForks(http, repo): Promise<Repo[]> {
          const res = await http.getJson('repos/' + repo + '/forks', { paginate: true, pageLimit: 10 });
          return res.body;
        }
      `,
      errors: [{ messageId: 'requireListing', line: 2, column: 31 }],
    },
    // a walk capped at ten pages
    {
      code: `
        export async function listUsers(api): Promise<User[]> {
          const all: User[] = [];
          let cursor: string | undefined;
          for (let page = 0; page < 10; page++) {
            const res = await api.get('/users', { cursor });
            all.push(...res.items);
            cursor = res.next_cursor;
            if (!cursor) break;
          }
          return all;
        }
      `,
      errors: [{ messageId: 'requireListing', line: 2, column: 31 }],
    },
  ],
});

ruleTester.run('require-listing-return: a wrapper over endpoints documented as unpaged', rule, {
  valid: [
    // Jira's issue link types come back whole (no paging parameters), so the array is every type there is
    `export async function listLinkKinds(client): Promise<LinkKind[]> {
      const res = await client.send({ method: 'GET', path: '/issueLinkType' });
      return res.data.issueLinkTypes.map(toLinkKind);
    }`,
    // a project's roles, asked through a retrying wrapper
    `export async function listRolesOf(client, key: string): Promise<Role[]> {
      const res = await withRetry(() => client.send({ method: 'GET', path: \`/project/\${key}/role\` }));
      return Object.entries(res.data).map(([name, self]) => ({ name, self }));
    }`,
    // Loki's label names come back whole for the window, even behind a base URL a helper of the file builds
    `
      const PREFIX = 'loki/api/v1';
      function tenantBase(scope) {
        return \`\${HOST}/tenants/\${encodeURIComponent(scope.id)}/\${PREFIX}\`;
      }
      export async function listLabels(client, scope): Promise<string[]> {
        const res = await client.request({ path: \`\${tenantBase(scope)}/labels\`, method: 'GET' });
        return res.data.data;
      }
    `,
  ],
  invalid: [
    // a paged Jira list beside the unpaged one: the array can still be one page
    {
      code: `
        export async function listLinkKinds(client): Promise<LinkKind[]> {
          const kinds = await client.send({ method: 'GET', path: '/issueLinkType' });
          const statuses = await client.send({ method: 'GET', path: '/statuses/search' });
          return [...kinds.data.issueLinkTypes, ...statuses.data.values];
        }
      `,
      errors: [{ messageId: 'requireListing', line: 2, column: 31 }],
    },
    // the same helper, but log lines, which Loki cuts at a limit
    {
      code: `
        const PREFIX = 'loki/api/v1';
        const tenantBase = (scope) => \`\${HOST}/tenants/\${scope.id}/\${PREFIX}\`;
        export async function listLogLines(client, scope): Promise<string[]> {
          const res = await client.request({ path: \`\${tenantBase(scope)}/query_range\`, method: 'GET' });
          return res.data.data;
        }
      `,
      errors: [{ messageId: 'requireListing', line: 4, column: 31 }],
    },
    // a project's versions are paged
    {
      code: `
        export async function listVersionsOf(client, key: string): Promise<Version[]> {
          const res = await withRetry(() => client.send({ method: 'GET', path: \`/project/\${key}/version\` }));
          return res.data.values;
        }
      `,
      errors: [{ messageId: 'requireListing', line: 2, column: 31 }],
    },
  ],
});

ruleTester.run('require-listing-return: a wrapper whose name asks for a window', rule, {
  valid: [
    // the name promises the newest few and the request sets how many: the array is that window
    `export async function listRecentDeploys(api): Promise<Deploy[]> {
      const res = await api.deployments.list({ env: 'prod', limit: 5 });
      return res.items;
    }`,
    `export async function findLatestTags(http, repo: string): Promise<Tag[]> {
      const res = await http.get(\`/repos/\${repo}/tags?per_page=3\`);
      return res.data;
    }`,
  ],
  invalid: [
    // the same request behind a name that promises every deploy
    {
      code: `
        export async function listDeploys(api): Promise<Deploy[]> {
          const res = await api.deployments.list({ env: 'prod', limit: 5 });
          return res.items;
        }
      `,
      errors: [{ messageId: 'requireListing', line: 2, column: 31 }],
    },
    // a window word, but no size in the request: the server's default page decides what is left out
    {
      code: `
        export async function listRecentDeploys(api): Promise<Deploy[]> {
          const res = await api.deployments.list({ env: 'prod' });
          return res.items;
        }
      `,
      errors: [{ messageId: 'requireListing', line: 2, column: 31 }],
    },
  ],
});
