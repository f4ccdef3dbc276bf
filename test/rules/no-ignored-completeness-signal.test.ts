import rule from '../../rules/no-ignored-completeness-signal.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

const ruleTester = typedRuleTester();

ruleTester.run('no-ignored-completeness-signal', rule, {
  valid: [
    // the wrapper's signal is read beside the items
    `
      export async function f(q: string) {
        const res = await octokit.rest.search.issuesAndPullRequests({ q });
        if (res.data.incomplete_results) throw new Error('search timed out');
        return res.data.items;
      }
    `,
    // passed whole into a helper that reads the signal
    `
      function titles(result: { data: SearchIssues }) {
        if (result.data.incomplete_results) return null;
        return result.data.items.map((i) => i.title);
      }
      export async function f(q: string) {
        const res = await octokit.search.code({ q });
        return titles(res);
      }
    `,
    // a wrapper around paginate used for a listing endpoint, not a search
    `
      async function all(method: typeof octokit.rest.repos.listForOrg, params: { org: string }) {
        return octokit.paginate(method, params);
      }
      export async function f(org: string) {
        return all(octokit.rest.repos.listForOrg, { org });
      }
    `,
    `
      export async function f(q: string) {
        const { data } = await octokit.rest.search.issuesAndPullRequests({ q });
        if (data.incomplete_results) throw new Error('timed out');
        return data.items;
      }
    `,
    "export async function f() { const page = await stripe.customers.list(); return { items: page.data, more: page.has_more }; }",
    "export async function f(q: string) { const r = await esSearch(q); if (r.timed_out || r._shards.failed > 0) return null; return r.hits; }",
    "export async function f() { const r = await listPods(); return { pods: r.items, next: r.metadata.continue }; }",
    "export async function f() { const r = await slackUsers(); return { members: r.members, cursor: r.response_metadata?.next_cursor }; }",
    "export async function f() { const r = await plain(); return r.items; }",
    "export async function f() { const page = await stripe.customers.list(); return page; }",
    "export async function f() { const page = await stripe.customers.list(); return render(page); }",
    "export async function f(org: string) { const { data } = await octokit.rest.repos.listForOrg({ org }); return data; }",
    `
      export async function f(q: string) {
        for await (const page of octokit.paginate.iterator('GET /search/issues', { q })) console.log(page.data.length);
      }
    `,
    "export async function f(org: string) { return octokit.paginate('GET /orgs/{org}/repos', { org }); }",
    "import type { Listing } from 'completeness';\nexport function f(l: Listing<Doc>) { return l.items; }",
    "export async function f() { const r = await listPods(); return r.metadata.resourceVersion; }",
    "export function f(xs: Doc[]) { return xs; }",
    "export async function f() { const page = await stripe.customers.list(); const { has_more } = page; return has_more ? null : page.data; }",
    // an entity's everyday-word field is its own state: a to-do's \`done\`, a cached message's \`partial\`
    `
      interface Todo { id: string; title: string; done: boolean; tags: string[] }
      export async function f(load: () => Promise<Todo>) { const todo = await load(); return todo.tags.filter((t) => t !== ''); }
    `,
    `
      interface Message { _id: string; partial: boolean; embeds: { title: string }[] }
      export function titles(m: Message) { return m.embeds.map((e) => e.title); }
    `,
    // a flag's name declared as a list is items: the tasks done, not a last-page flag
    `
      export async function f(group: () => Promise<{ done: string[]; notDone: string[] }>) {
        const g = await group();
        return g.notDone.map((t) => t.trim());
      }
    `,
  ],
  invalid: [
    {
      // a query result without an identity: its \`done\` says whether the records are all
      code: `
        interface QueryResult { totalSize: number; done: boolean; records: { Id: string }[] }
        export async function f(run: () => Promise<QueryResult>) { const r = await run(); return r.records.map((x) => x.Id); }
      `,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 98, data: { name: 'r', prop: 'records', signals: '`done`' } }],
    },
    {
      // a name the user's own list gives counts wherever it is declared
      code: `
        interface Todo { id: string; done: boolean; tags: string[] }
        export function f(todo: Todo) { return todo.tags; }
      `,
      options: [{ signals: ['done'] }],
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 48, data: { name: 'todo', prop: 'tags', signals: '`done`' } }],
    },
    {
      // the signal sits beside the items inside the response wrapper (`res.data`), not on the outer type
      code: `
        export async function f(q: string) {
          const res = await octokit.rest.search.issuesAndPullRequests({ q });
          return res.data.items.map((i) => i.title);
        }
      `,
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 18, data: { name: 'res', prop: 'data.items', signals: '`data.incomplete_results`' } }],
    },
    {
      // a response passed whole into a helper of this file that reads only the items
      code: `
        function titles(result: { data: SearchIssues }) {
          return result.data.items.map((i) => i.title);
        }
        export async function f(q: string) {
          const res = await octokit.search.code({ q });
          return titles(res);
        }
      `,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 18 }],
    },
    {
      // paginate reached through a wrapper that takes the search endpoint as a parameter
      code: `
        async function all(method: typeof octokit.rest.search.issuesAndPullRequests, params: { q: string }) {
          return octokit.paginate(method, params);
        }
        export async function f(q: string) {
          return all(octokit.rest.search.issuesAndPullRequests, { q });
        }
      `,
      errors: [{ messageId: 'paginateSearch', line: 6, column: 18 }],
    },
    {
      code: `
        export async function f(q: string) {
          const { data } = await octokit.rest.search.issuesAndPullRequests({ q });
          return data.items;
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
    {
      code: `
        export async function f() {
          const page = await stripe.customers.list();
          return page.data;
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
    {
      code: `
        export async function f(q: string) {
          const r = await esSearch(q);
          return r.hits.hits;
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
    {
      code: `
        export async function f() {
          const r = await listPods();
          return r.items.map((p) => p.id);
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
    {
      code: `
        export async function f() {
          const r = await slackUsers();
          return r.members;
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
    {
      code: `
        export async function f() {
          const page = await stripe.customers.list();
          for (const c of page.data) console.log(c.id);
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 27 }],
    },
    {
      code: `
        export async function f() {
          const r = await myList();
          return r.results.length === 0 ? 'none' : 'some';
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
    {
      code: `
        export async function f(q: string) {
          return octokit.paginate('GET /search/issues', { q });
        }
      `,
      errors: [{ messageId: "paginateSearch", line: 3, column: 18 }],
    },
    {
      code: `
        export async function f(q: string) {
          return octokit.paginate(octokit.rest.search.issuesAndPullRequests, { q });
        }
      `,
      errors: [{ messageId: "paginateSearch", line: 3, column: 18 }],
    },
    {
      code: `
        export async function f(q: string) {
          const { data } = await octokit.rest.search.issuesAndPullRequests({ q });
          const ids = data.items.map((i) => i.id);
          return ids;
        }
      `,
      errors: [{ messageId: "ignoredSignal", line: 4, column: 23 }],
    },
    {
      code: `
        export async function f() {
          const r = await plain();
          return r.items;
        }
      `,
      options: [{"signals": ["total"]}],
      errors: [{ messageId: "ignoredSignal", line: 4, column: 18 }],
    },
  ],
});

/** One page of builds (an array typed to carry its own `continuationToken`), then `use`. */
const buildsThen = (use: string): string => `export async function f(project: string) {
  const builds = await buildApi.getBuilds(project, 100);
  ${use}
}`;

ruleTester.run('no-ignored-completeness-signal: a page that is an array with its own continuation', rule, {
  valid: [
    // the page goes back whole, its continuation with it
    buildsThen('return builds;'),
    buildsThen('return render(builds);'),
    buildsThen('console.log(builds.length);\n  return builds;'),
    // the continuation is read
    buildsThen('return { ids: builds.map((b) => b.id), next: builds.continuationToken };'),
    buildsThen('const { continuationToken } = builds;\n  if (continuationToken) throw new Error("more builds");\n  return JSON.stringify(builds);'),
    // a test of whether the answer came uses neither
    buildsThen('if (!builds) return null;\n  return builds;'),
    // the record asked for, found or not: an existence check, not a search through one page
    buildsThen('return builds.find((b) => b.title === `build ${project}`) ?? null;'),
    // a plain array declares no continuation: whatever its source, nothing rides on it
    'export async function f() { const all = await octokit.paginate("GET /orgs/o/repos"); return JSON.stringify(all); }',
  ],
  invalid: [
    {
      code: buildsThen('return JSON.stringify(builds, null, 2);'),
      errors: [{ messageId: 'signalOnArray', line: 2, column: 24, data: { name: 'builds', signals: '`continuationToken`', step: 'JSON.stringify' } }],
    },
    { code: buildsThen('return builds.map((b) => b.title);'), errors: [{ messageId: 'signalOnArray', line: 2, column: 24 }] },
    { code: buildsThen('return [...builds];'), errors: [{ messageId: 'signalOnArray', line: 2, column: 24 }] },
    { code: buildsThen('return builds.find((b) => b.title === "nightly") ?? null;'), errors: [{ messageId: 'signalOnArray', line: 2, column: 24 }] },
    {
      code: buildsThen('if (!builds) return null;\n  return JSON.stringify(builds);'),
      errors: [{ messageId: 'signalOnArray', line: 2, column: 24 }],
    },
    {
      code: buildsThen('const out: string[] = [];\n  for (const b of builds) out.push(b.id);\n  return out;'),
      errors: [{ messageId: 'signalOnArray', line: 2, column: 24 }],
    },
    {
      // through an alias and a helper of the file: both keep only the items
      code: `function byTitle(docs: Doc[], q: string) {
  return docs.filter((d) => d.title.includes(q));
}
export async function f(project: string, q?: string) {
  const builds = await buildApi.getBuilds(project);
  const shown = q ? byTitle(builds, q) : builds;
  return JSON.stringify(shown);
}`,
      errors: [{ messageId: 'signalOnArray', line: 5, column: 24, data: { name: 'builds', signals: '`continuationToken`', step: 'filter' } }],
    },
  ],
});

ruleTester.run('no-ignored-completeness-signal: the total of an offset page', rule, {
  valid: [
    `export async function f(q: string) {
  const r = await jiraSearch(q);
  if (r.startAt + r.issues.length < r.total) throw new Error("more");
  return r.issues;
}`,
    'export async function f(q: string) { const { issues, total } = await jiraSearch(q); return { issues, total }; }',
    // the first one is on the first page
    'export async function f() { const page = await stripe.customers.list(); return page.data[0] ?? null; }',
    'export async function f() { const page = await stripe.customers.list(); return page.data.at(0); }',
    // a callback's page belongs to a walk that reads the total where it asks for the next page
    'export function f(pages: JiraPage[]) { return pages.flatMap((page) => page.issues); }',
    `function items(page: JiraPage) { return page.issues; }
export async function f(q: string) {
  const r = await jiraSearch(q);
  if (r.total > r.maxResults) throw new Error("more");
  return items(r);
}`,
  ],
  invalid: [
    {
      code: 'export async function f(q: string) { const r = await jiraSearch(q); return r.issues; }',
      errors: [{ messageId: 'ignoredSignal', line: 1, column: 76, data: { name: 'r', prop: 'issues', signals: '`total`' } }],
    },
    {
      // logged is not read
      code: 'export async function f(q: string) {\n  const r = await jiraSearch(q);\n  console.log("found", r.total);\n  return r.issues;\n}',
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 10 }],
    },
    {
      // a callback handed the one response (react-query's `select`, `.then`) reads it as its own
      code: 'export function f(q: string) { return useQuery({ queryFn: () => jiraSearch(q), select: (data: JiraPage) => data.issues }); }',
      errors: [{ messageId: 'ignoredSignal', line: 1, column: 108 }],
    },
    {
      // the first one taken, then the page used as the whole: reported at the whole
      code: `export async function f() {
  const page = await stripe.customers.list();
  const first = page.data[0];
  return [first, ...page.data.map((d) => d.id)];
}`,
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 21 }],
    },
    {
      code: 'export function f(q: string) { return jiraSearch(q).then((r) => r.issues); }',
      errors: [{ messageId: 'ignoredSignal', line: 1, column: 65 }],
    },
  ],
});

ruleTester.run('no-ignored-completeness-signal: a signal under the name a model generator escaped', rule, {
  valid: [
    `export async function f(namespace: string) {
  const r = await coreV1.listNamespacedPod({ namespace, limit: 100 });
  return { pods: r.items, next: r.metadata?._continue };
}`,
    'export async function f(namespace: string) { const r = await coreV1.listNamespacedPod({ namespace }); return r.metadata?.resourceVersion; }',
  ],
  invalid: [
    {
      code: 'export async function f(namespace: string) { const r = await coreV1.listNamespacedPod({ namespace, limit: 100 }); return r.items; }',
      errors: [{ messageId: 'ignoredSignal', line: 1, column: 122, data: { name: 'r', prop: 'items', signals: '`metadata._continue`' } }],
    },
  ],
});
