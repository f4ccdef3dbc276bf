import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * The vendors' SDK list calls of src/vocabulary/sdk-operations.ts (hand-written, and read from the SDKs' own type
 * declarations into generated/sdk-operations.json): matched, like a `from: 'package'` entry of the user's settings,
 * only through a receiver or function that comes from the package.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (SDK operations)', rule, {
  valid: [
    // Firebase Admin: the page token is followed by recursion
    `import { getAuth } from 'firebase-admin/auth';
    export async function uids(token) {
      const res = await getAuth().listUsers(1000, token);
      const rest = res.pageToken ? await uids(res.pageToken) : [];
      return [...res.users.map((u) => u.uid), ...rest];
    }`,
    // the same method name on a client of another package: not Firebase's
    `import { createDirectory } from './directory.js';
    const dir = createDirectory();
    export async function byEmail(email) {
      const { users } = await dir.auth.listUsers();
      return users.find((u) => u.email === email);
    }`,
    // Supabase: every page, numbered, until \`nextPage\` is null
    `import { createClient } from '@supabase/supabase-js';
    const supabase = createClient(url, key);
    export async function everyone() {
      const out = [];
      for (let page = 1; page; ) {
        const { data } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
        out.push(...data.users);
        page = data.nextPage;
      }
      return out;
    }`,
    {
      // the user's own entry wins over the built-in one: here the call is declared complete
      code: `import * as admin from 'firebase-admin';
      export async function staff() {
        const { users } = await admin.auth().listUsers();
        return users;
      }`,
      settings: { completeness: { operations: [{ from: 'package', package: 'firebase-admin', name: 'auth.listUsers', complete: true }] } },
    },
    // Notion: the cursor is followed until \`has_more\` is false
    `import { Client } from '@notionhq/client';
    const notion = new Client({ auth: process.env.NOTION_TOKEN });
    export async function rows(id) {
      const out = [];
      let cursor;
      do {
        const res = await notion.dataSources.query({ data_source_id: id, start_cursor: cursor });
        out.push(...res.results);
        cursor = res.has_more ? res.next_cursor : undefined;
      } while (cursor);
      return out;
    }`,
    // a \`dataSources.query\` of an object that does not come from the Notion SDK
    `import { makeStore } from './store.js';
    const store = makeStore();
    export async function rows(id) {
      const res = await store.dataSources.query({ id });
      return res.results;
    }`,
    // Supabase's \`listBuckets()\` declares no default page size: called without one, it answers every bucket
    `import { createClient } from '@supabase/supabase-js';
    const supabase = createClient(url, key);
    export async function bucketNames() {
      const { data } = await supabase.storage.listBuckets();
      return data.map((b) => b.name);
    }`,
    // jira.js: the search is walked with the token the last page handed back
    `import { Version3Client } from 'jira.js';
    const jira = new Version3Client({ host });
    export async function openBugs() {
      const out = [];
      let nextPageToken;
      do {
        const page = await jira.issueSearch.searchForIssuesUsingJqlEnhancedSearch({ jql: 'type = Bug', nextPageToken });
        out.push(...(page.issues ?? []));
        nextPageToken = page.nextPageToken;
      } while (nextPageToken);
      return out;
    }`,
    // Kubernetes pages only when asked to: a list call without \`limit\` answers the whole list
    `import * as k8s from '@kubernetes/client-node';
    const kc = new k8s.KubeConfig();
    const core = kc.makeApiClient(k8s.CoreV1Api);
    export async function nodeNames() {
      const nodes = await core.listNode();
      return nodes.items.map((n) => n.metadata.name);
    }`,
    // Kubernetes: \`_continue\` is sent back until the list metadata has none
    `import * as k8s from '@kubernetes/client-node';
    const kc = new k8s.KubeConfig();
    const core = kc.makeApiClient(k8s.CoreV1Api);
    export async function podNames(namespace) {
      const names = [];
      let token;
      do {
        const page = await core.listNamespacedPod({ namespace, limit: 500, _continue: token });
        names.push(...page.items.map((p) => p.metadata.name));
        token = page.metadata._continue;
      } while (token);
      return names;
    }`,
  ],
  invalid: [
    {
      // the first page written as a literal starts no walk: it is one page, used as the whole
      code: `import { createClient } from '@supabase/supabase-js';
const supabase = createClient(url, key);
export async function adminUsers() {
  const { data } = await supabase.auth.admin.listUsers({ page: 1, perPage: 100 });
  return data.users;
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 26 }],
    },
    {
      // Firebase Admin returns at most 1,000 users per call; the lookup sees the first batch only
      code: `import { getAuth } from 'firebase-admin/auth';
export async function findByEmail(email) {
  const { users } = await getAuth().listUsers();
  return users.find((u) => u.email === email) ?? null;
}`,
      errors: [
        { messageId: 'knownPages', line: 3, column: 27 },
        { messageId: 'absenceFromPage', line: 4, column: 16 },
      ],
    },
    {
      // a client made by the package's root export: \`admin.auth()\`
      code: `import * as admin from 'firebase-admin';
const auth = admin.auth();
export async function userCount() {
  const res = await auth.listUsers(1000);
  return res.users.length;
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // Supabase's admin API pages at 50 users
      code: `import { createClient } from '@supabase/supabase-js';
const supabase = createClient(url, key);
export async function userByEmail(email) {
  const { data: { users } } = await supabase.auth.admin.listUsers();
  return users.find((u) => u.email === email) ?? null;
}`,
      errors: [
        { messageId: 'knownPages', line: 4, column: 37 },
        { messageId: 'absenceFromPage', line: 5, column: 16 },
      ],
    },
    {
      // Notion pages query results at 100 by default (read from @notionhq/client's declarations)
      code: `import { Client } from '@notionhq/client';
const notion = new Client({ auth: process.env.NOTION_TOKEN });
export async function rows(id) {
  const res = await notion.dataSources.query({ data_source_id: id });
  return res.results;
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // Kubernetes list calls page when \`limit\` is set; \`metadata._continue\` (the SDK's spelling) is the continuation
      code: `import * as k8s from '@kubernetes/client-node';
const kc = new k8s.KubeConfig();
const core = kc.makeApiClient(k8s.CoreV1Api);
export async function podNames(namespace) {
  const page = await core.listNamespacedPod({ namespace, limit: 500 });
  return page.items.map((p) => p.metadata.name);
}`,
      errors: [{ messageId: 'knownPages', line: 5, column: 22 }],
    },
    {
      // Contentful's management SDK, two awaited hops from the client: one page of content types (100 by default)
      code: `import { createClient } from 'contentful-management';
const client = createClient({ accessToken: token });
export async function contentTypeIds(spaceId) {
  const space = await client.getSpace(spaceId);
  const environment = await space.getEnvironment('master');
  const types = await environment.getContentTypes();
  return types.items.map((t) => t.sys.id);
}`,
      errors: [{ messageId: 'knownPages', line: 6, column: 23 }],
    },
    {
      // jira.js: an enhanced JQL search answers one page (\`nextPageToken\` continues), presented as every match
      code: `import { Version3Client } from 'jira.js';
const jira = new Version3Client({ host });
export async function openBugs() {
  const { issues } = await jira.issueSearch.searchForIssuesUsingJqlEnhancedSearch({ jql: 'type = Bug' });
  return issues ?? [];
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 28 }],
    },
    {
      // Slack through a class member built in the constructor
      code: `import { WebClient } from '@slack/web-api';
export class Directory {
  constructor(token) {
    this.slack = new WebClient(token);
  }
  async channelIds() {
    const res = await this.slack.conversations.list({ limit: 200 });
    return res.channels.map((c) => c.id);
  }
}`,
      // a hand-written row names Slack's \`conversations.list\`: it wins over the method read from the SDK
      errors: [{ messageId: 'ignoredSignal', line: 7, column: 23 }],
    },
  ],
});

ruleTester.run('no-single-page-as-whole (SDK clients handed in untyped)', rule, {
  valid: [
    // The same method on an untyped parameter, in a file that does not import the package: nothing decides.
    "export async function files(dbx, path) { const res = await dbx.filesListFolder({ path }); return res.result.entries; }",
    // A callback's parameter is an item of a list, not a client handed in.
    `
import { LinearClient } from '@linear/sdk';
export async function labelled(issues) {
  return Promise.all(issues.nodes.map(async (issue) => (await issue.labels()).nodes.map((l) => l.name)));
}
`,
    // The parameter has a type of its own, which speaks for it.
    `
import { Dropbox } from 'dropbox';
import type { LocalIndex } from './index';
export async function files(dbx: LocalIndex, path: string) {
  const res = await dbx.filesListFolder({ path });
  return res.result.entries;
}
`,
  ],
  invalid: [
    {
      // A client handed in untyped, in a file that imports the package whose method the call names.
      code: `
import { Dropbox } from 'dropbox';
export async function files(dbx, path) {
  const res = await dbx.filesListFolder({ path });
  return res.result.entries;
}
`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      code: `
import { Version3Client } from 'jira.js';
export async function issues(client, jql) {
  const res = await client.issueSearch.searchForIssuesUsingJql({ jql });
  return res.issues;
}
`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
  ],
});
