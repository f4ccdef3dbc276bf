import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../rules/index.js';
import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';
import emptyAsAbsence from '../../rules/no-empty-as-absence.js';

const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole', rule, {
  valid: [
    // a call named for other work than reading takes a \`limit\` of what it shows or sends: no page
    'export async function notify(params) { const html = await renderUsageEmail({ name: params.name, limit: params.limit }); return html.trim(); }',
    'export async function digest(rows, limit) { const lines = await formatRows(rows, { limit }); return lines.map((l) => l.text); }',
    // an offset by another name, taken from the caller: one step of the caller's walk
    `export async function importPage(api, sourceOffset, limit) {
  const rows = await api.getChangedMembers({ sourceOffset, limit });
  return rows.map((r) => r.id);
}`,
    // a window the code chose: the five newest audit entries, shown as such
    `export async function recentBans(guild) {
  const logs = await guild.fetchAuditLogs({ type: 22, limit: 5 });
  return logs.entries.map((e) => e.target.tag);
}`,
    // ten suggestions for what was typed, in a URL
    `export async function suggest(text) {
  const res = await fetch(\`https://api.example.com/v1/users?q=\${text}&per_page=10\`);
  return (await res.json()).items;
}`,
    // a known operation asked for its newest 20
    `export async function latestRuns(stripe) {
  const { data } = await stripe.charges.list({ limit: 20 });
  return data;
}`,
    // a query of the project's own database, batched by the code: a model's find with a where clause
    `export async function pendingExports() {
  const rows = await Export.findAll({ where: { state: 'pending' }, limit: 100 });
  return rows.map((r) => r.id);
}`,
    // the helper the response is handed to follows its NextMarker
    `const collect = async (lambda, name, res) => {
  const all = [...res.Aliases];
  if (res.NextMarker) all.push(...(await lambda.listAliases({ FunctionName: name, Marker: res.NextMarker }).promise()).Aliases);
  return all;
};
export async function aliases(lambda, name) {
  const res = await lambda.listAliases({ FunctionName: name }).promise();
  return collect(lambda, name, res);
}`,
    // a helper that hands the response on whole leaves its signals to its caller
    `function unwrap(res) { return res; }
export async function aliasPage(lambda, name) {
  const res = await lambda.listAliases({ FunctionName: name }).promise();
  return unwrap(res);
}`,
    // a terminal prompt handed its choices: its pageSize is how many lines it draws
    `export async function pickEvents(types) {
  let picked = [];
  while (picked.length === 0) picked = await checkbox({ message: 'Events to emit', choices: types, pageSize: 20 });
  return picked.filter((t) => t !== '');
}`,
    // Microsoft Graph SDK request builders: one record, a write, and a walk that follows the next link
    `export async function me(graph) {
  const r = await graph.api('/me').select('displayName').get();
  return r.displayName;
}`,
    `export async function send(graph, message) {
  await graph.api('/me/sendMail').post({ message });
}`,
    // the next link read through a name bound at the top of the file
    `const NextLink = '@odata.nextLink';
export async function members(graph, unit) {
  let page = await graph.api(\`/directory/administrativeUnits/\${unit}/members\`).get();
  const ids = [];
  for (;;) {
    for (const m of page.value) ids.push(m.id);
    if (page[NextLink] == null) break;
    page = await graph.api(page[NextLink]).get();
  }
  return ids;
}`,
    `export async function everyMessage(graph) {
  let res = await graph.api('/me/messages').get();
  const all = [...res.value];
  while (res['@odata.nextLink']) {
    res = await graph.api(res['@odata.nextLink']).get();
    all.push(...res.value);
  }
  return all;
}`,
    // one page at the caller's token, its body returned whole: the next token goes back with it
    `
      export async function releasesPage(projectId, pageToken = '') {
        const response = await api.get(\`/projects/\${projectId}/releases\`, { queryParams: { pageSize: 10, pageToken } });
        if (response.status === 200) return response.body;
        throw new Error('failed');
      }
    `,
    // the same with fetch: the cursor in the query, the parsed body returned
    `
      export async function membersPage(base, cursor) {
        const res = await fetch(\`\${base}/members?limit=50&cursor=\${cursor}\`);
        return await res.json();
      }
    `,
    // axios: the cursor among the params, \`data\` (the whole body) returned
    `
      export const eventsPage = async (http, after) => (await http.get('/events', { params: { limit: 100, after } })).data;
    `,
    // a \`URL\` object whose query sends the page token: one step of a walk
    `
      export async function filesAfter(token, pageToken) {
        const url = new URL('https://www.googleapis.com/drive/v3/files');
        url.searchParams.set('pageToken', pageToken);
        const res = await fetch(url, { headers: { authorization: token } });
        return (await res.json()).files;
      }
    `,
    // a limit named for what it bounds (how many tasks run at once) is no page size
    `
      async function createAll(api, items) {
        const results = await api.runWithCircuit(items.map((i) => () => api.createItem(i)), { limit: CONCURRENCY_LIMIT });
        return results.map((r) => r.id);
      }
    `,
    // a log query of another vendor whose path ends in \`query\`: not Salesforce's query resource
    `
      async function runLogQuery(cf, accountId, query) {
        const data = await cf.request({ endpoint: \`/accounts/\${accountId}/telemetry/query\`, method: 'POST', body: JSON.stringify(query) });
        return data.result;
      }
    `,
    // Octokit: paginate walks every page
    `async function files(octokit, pr) {
      const all = await octokit.paginate(octokit.rest.pulls.listFiles, { owner: 'o', repo: 'r', pull_number: pr });
      return all.map((f) => f.filename);
    }`,
    // a single-record read, and a page size of one used as an existence check
    `async function latest(octokit) {
      const { data } = await octokit.rest.repos.listCommits({ owner: 'o', repo: 'r', per_page: 1 });
      return data[0];
    }`,
    // a server-side filter that names the one record asked about
    `async function openPr(octokit, branch) {
      const { data } = await octokit.rest.pulls.list({ owner: 'o', repo: 'r', head: branch, state: 'open' });
      return data.find((p) => p.head.ref === branch);
    }`,
    // Stripe: has_more is read and returned
    `async function customers(stripe, params) {
      const page = await stripe.customers.list(params);
      return { items: page.data, has_more: page.has_more };
    }`,
    // Stripe: auto-pagination
    `async function customers(stripe) {
      const out = [];
      for await (const c of stripe.customers.list({ limit: 100 })) out.push(c);
      return out;
    }`,
    // the whole response leaves, signals and all
    `async function zones(client) {
      const response = await client.zones.list({ query: {} });
      return response;
    }`,
    // S3: the loop follows the continuation token
    `async function keys(client, Bucket) {
      const out = [];
      let token;
      do {
        const res = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        out.push(...(res.Contents ?? []));
        token = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (token);
      return out;
    }`,
    // DynamoDB: the page's LastEvaluatedKey is handed to the caller
    `async function queryTable(db, params) {
      const res = await db.send(new QueryCommand({ TableName: params.table, Limit: params.limit }));
      return { items: res.Items, lastKey: res.LastEvaluatedKey };
    }`,
    // Slack: the next cursor is followed in a loop
    `async function channels(slack) {
      const all = [];
      let cursor;
      do {
        const res = await slack.conversations.list({ cursor, limit: 200 });
        all.push(...res.channels);
        cursor = res.response_metadata?.next_cursor;
      } while (cursor);
      return all;
    }`,
    // MCP: nextCursor is read
    `async function tools(client) {
      const res = await client.listTools();
      if (res.nextCursor) throw new Error('more tools than one page');
      return res.tools;
    }`,
    // Elasticsearch: timed_out and _shards are read
    `async function search(es, body) {
      const result = await es.search(body);
      if (result.timed_out || result._shards.failed > 0) throw new Error('partial search');
      return result.hits.hits;
    }`,
    // a documented whole endpoint
    `async function labels(gmail) {
      const res = await gmail.users.labels.list({ userId: 'me' });
      return res.data.labels.find((l) => l.name === 'x');
    }`,
    // a page-number walk: the request is one step of a loop
    `async function releases(octokit) {
      const all = [];
      for (let page = 1; ; page++) {
        const { data } = await octokit.rest.repos.listReleases({ owner: 'o', repo: 'r', per_page: 100, page });
        all.push(...data);
        if (data.length === 0) break;
      }
      return all;
    }`,
    // a local .search() (no items field of a search API) and a database query
    `function find(fuse, q) { return fuse.search(q).map((r) => r.item); }`,
    `async function users(prisma) { return prisma.user.findMany({ where: { active: true } }); }`,
    // a search total is read
    `async function count(octokit, q) {
      const { data } = await octokit.rest.search.issuesAndPullRequests({ q, per_page: 100 });
      return { items: data.items, total: data.total_count, incomplete: data.incomplete_results };
    }`,
    // the page's items are only logged
    `async function debugPage(octokit) {
      const { data } = await octokit.rest.issues.listForRepo({ owner: 'o', repo: 'r' });
      console.log(data.length);
    }`,
    // the same search loop over every page
    `async function closeMilestone(octokit, version) {
      const milestones = await octokit.paginate(octokit.rest.issues.listMilestones, { owner: 'o', repo: 'r', state: 'open' });
      for (const m of milestones) {
        if (m.title === version) return m.number;
      }
      throw new Error('Could not find milestone');
    }`,
    // paginate over a search route that reads incomplete_results from each page
    `async function search(octokit, q) {
      let incomplete = false;
      const items = await octokit.paginate('GET /search/issues', { q }, (res) => {
        incomplete ||= res.data.incomplete_results;
        return res.data;
      });
      return { items, incomplete };
    }`,
  ],
  invalid: [
    {
      // the same offset written as the first page starts nothing: one page
      code: `export async function importPage(api, limit) {
  const rows = await api.getChangedMembers({ sourceOffset: 0, limit });
  return rows.map((r) => r.id);
}`,
      errors: [{ messageId: 'singlePage', line: 2, column: 22, data: { request: 'api.getChangedMembers', of: '', size: '`limit`' } }],
    },
    {
      // the response is handed whole to a helper of the file, which reads only its items
      code: `
const aliasesByVersion = (res) => {
  const out = {};
  for (const a of res.Aliases) out[a.FunctionVersion] = a.Name;
  return out;
};
export async function versions(lambda, name) {
  const res = await lambda.listAliases({ FunctionName: name }).promise();
  return aliasesByVersion(res);
}`,
      errors: [{ messageId: 'knownPages', line: 8, column: 21 }],
    },
    {
      // the same through a method of the class, which searches the page for one alias
      code: `
export class Versions {
  hasAlias(res, alias) {
    return res.Aliases.some((a) => a.Name === alias);
  }
  async publish(lambda, name, alias) {
    const res = await lambda.listAliases({ FunctionName: name }).promise();
    if (!this.hasAlias(res, alias)) await lambda.createAlias({ FunctionName: name, Name: alias }).promise();
  }
}`,
      errors: [
        { messageId: 'absenceFromPage', line: 4, column: 24 },
        { messageId: 'knownPages', line: 7, column: 23 },
      ],
    },
    {
      // the Graph SDK's request builder: the path is what \`api()\` was given, read with \`get()\`
      code: `export async function inbox(graph) {
  const res = await graph.api('/me/messages').top(25).get();
  return res.value.map((m) => m.subject);
}`,
      errors: [{ messageId: 'ignoredSignal', line: 2, column: 21 }],
    },
    {
      // a step at the caller's token that returns only the items: the caller can never ask for the next page
      code: `
export async function releasesPage(projectId, pageToken) {
  const response = await api.get(\`/projects/\${projectId}/releases\`, { queryParams: { pageSize: 10, pageToken } });
  return response.body.releases;
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 26 }],
    },
    {
      // the page token is a literal: not a continuation from a caller
      code: `
export async function firstReleases(projectId) {
  const response = await api.get(\`/projects/\${projectId}/releases\`, { queryParams: { pageSize: 10, pageToken: '' } });
  return response.body;
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 26 }],
    },
    {
      // Stripe's \`data\` is the items, not the body: returning it at the caller's cursor drops \`has_more\`
      code: `
import Stripe from 'stripe';
const stripe = new Stripe(key);
export async function customersAfter(startingAfter) {
  const page = await stripe.customers.list({ limit: 100, starting_after: startingAfter });
  return page.data;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 5, column: 22 }],
    },
    {
      // the page size is set on a \`URL\` object, which is then sent through \`toString()\`
      code: `
export async function recentSheets(token) {
  const url = new URL('https://www.googleapis.com/drive/v3/files');
  url.searchParams.append('pageSize', '100');
  const res = await fetch(url.toString(), { headers: { authorization: token } });
  const body = await res.json();
  return body.files;
}`,
      errors: [{ messageId: 'singlePage', line: 5, column: 21 }],
    },
    {
      // the same call with a limit named as a page size
      code: `
async function createAll(api, items) {
  const results = await api.runWithCircuit(items.map((i) => () => api.createItem(i)), { limit: PAGE_LIMIT });
  return results.map((r) => r.id);
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 25 }],
    },
    {
      // Salesforce's REST query resource: one batch of records, its \`done\` unread
      code: `
async function accounts(instance, soql) {
  const res = await fetch(\`\${instance}/services/data/v62.0/query?q=\${encodeURIComponent(soql)}\`);
  const body = await res.json();
  return body.records;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 21 }],
    },
    {
      // a GitHub list route behind a path a helper of the file builds
      code: `
function repoPath(owner, repo) {
  return \`/repos/\${owner}/\${repo}\`;
}
async function openPulls(http, owner, repo) {
  const res = await http.get(\`\${repoPath(owner, repo)}/pulls\`);
  return res.data.map((p) => p.number);
}`,
      errors: [{ messageId: 'singlePage', line: 6, column: 21 }],
    },
    {
      // Octokit REST list method without paginate: GitHub's default page is 30
      code: `
async function changedFiles(github, pr) {
  const response = await github.pulls.listFiles({ owner: 'o', repo: 'r', pull_number: pr });
  return response.data.map((f) => f.filename);
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 26 }],
    },
    {
      // awaited through \`as\`, \`!\` and \`?.\` in a file with no body chain or pager: each request is found from its await
      code: `
async function names(github: any, org: string) {
  const first = (await (github.repos.listForOrg({ org }) as Promise<any>)).data;
  const second = await github.rest.teams?.list({ org })!;
  return [...first.map((r: any) => r.name), ...second.data.map((t: any) => t.slug)];
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 25 },
        { messageId: 'singlePage', line: 4, column: 24 },
      ],
    },
    {
      // two requests awaited together, in a file with no other body chain: found as elements of \`Promise.all\`
      code: `
async function both(github: any, org: string) {
  const [repos, teams] = await Promise.all([github.rest.repos.listForOrg({ org }), github.rest.teams.list({ org })]);
  return [...repos.data, ...teams.data];
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 45 },
        { messageId: 'singlePage', line: 3, column: 84 },
      ],
    },
    {
      // a request carrying a page size, through a plain HTTP call
      code: `
async function releases(get, owner, repo) {
  const data = await get(\`/repos/\${owner}/\${repo}/releases?per_page=100\`);
  return data.filter((r) => !r.draft);
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 22 }],
    },
    {
      // Stripe: has_more dropped
      code: `
async function listInvoices(stripe, params) {
  const invoices = await stripe.invoices.list(params);
  return invoices.data;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 26 }],
    },
    {
      // AWS SDK v3 command sent once
      code: `
async function listObjects(client, Bucket, Prefix) {
  const command = new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000 });
  const response = await client.send(command);
  return response.Contents || [];
}`,
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 26 }],
    },
    {
      // MCP listTools called once, nextCursor dropped (the file imports the MCP SDK, which names the API)
      code: `
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
async function toolNames(client: Client) {
  const { tools } = await client.listTools();
  return tools.map((t) => t.name);
}`,
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 27 }],
    },
    {
      // Elasticsearch: timed_out and _shards.failed never read
      code: `
async function search(esClient, request) {
  const result = await esClient.search(request);
  return result.hits.hits.map((h) => h._source);
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 24 }],
    },
    {
      // Slack through .then
      code: `
function channels(slack) {
  return slack.conversations.list({ types: 'public_channel' }).then((res) => res.channels || []);
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 10 }],
    },
    {
      // a client's list* method whose items are destructured, the continuation left behind
      code: `
async function bases(ctx) {
  const { bases } = await ctx.airtableService.listBases();
  return bases.map((b) => b.id);
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 27 }],
    },
    {
      // Jira search URL: isLast / nextPageToken never read; the page-size key in the request is not a read
      code: `
async function searchIssues(http, jql) {
  const result = await http.request('GET', '/rest/api/3/search/jql', { jql, maxResults: '100' });
  return result.issues ?? [];
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 24 }],
    },
    {
      // find-then-create over one page of comments: a duplicate comment
      code: `
async function upsertComment(octokit, issue, marker, body) {
  const res = await octokit.rest.issues.listComments({ owner: 'o', repo: 'r', issue_number: issue });
  const existing = res.data.find((c) => c.body.includes(marker));
  if (existing) await octokit.rest.issues.updateComment({ comment_id: existing.id, body });
  else await octokit.rest.issues.createComment({ issue_number: issue, body });
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 21 },
        { messageId: 'absenceFromPage', line: 4, column: 29 },
      ],
    },
    {
      // the find stored into a \`let\` declared earlier: its miss decides the create all the same
      code: `
export async function invoice(stripe, email, currency) {
  const customers = await stripe.customers.list({ limit: 100 });
  let customer;
  if (customers.data.length) customer = customers.data.find((c) => c.currency === currency);
  if (!customer) customer = await stripe.customers.create({ email, currency });
  return customer;
}`,
      errors: [
        { messageId: 'ignoredSignal', line: 3, column: 27 },
        { messageId: 'absenceFromPage', line: 6, column: 7 },
      ],
    },
    {
      // a read before the assignment is not where the page's miss is concluded
      code: `
export async function botComment(octokit, issue, marker) {
  let found = null;
  if (!found) log('looking');
  const { data } = await octokit.issues.listComments({ issue_number: issue, per_page: 100 });
  found = data.find((c) => c.body.includes(marker));
  if (!found) await octokit.issues.createComment({ issue_number: issue, body: marker });
}`,
      errors: [
        { messageId: 'singlePage', line: 5, column: 26 },
        { messageId: 'absenceFromPage', line: 7, column: 7 },
      ],
    },
    {
      // a find stored into a \`let\` and handed on, its miss not tested here: one request, one report
      code: `
export async function release(octokit, tag, name) {
  const { data: releases } = await octokit.repos.listReleases({ owner: 'o', repo: 'r', per_page: 100 });
  let hit = releases.find((r) => r.tag_name === tag);
  if (!hit) hit = releases.find((r) => r.name === name);
  return hit || null;
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 36 },
        { messageId: 'absenceFromPage', line: 5, column: 7 },
      ],
    },
    {
      // a find whose miss (\`!found\`) decides a create is reported at the miss
      code: `
async function ensureCheck(octokit, sha) {
  const { data } = await octokit.checks.listForRef({ ref: sha, per_page: 100 });
  const run = data.check_runs.find((r) => r.name === 'bot');
  if (!run) await octokit.checks.create({ name: 'bot', head_sha: sha });
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 26 },
        { messageId: 'absenceFromPage', line: 5, column: 7 },
      ],
    },
    {
      // !some(...) over one page deciding a create
      code: `
async function commentOnce(octokit, issue, body) {
  const { data: comments } = await octokit.issues.listComments({ issue_number: issue, per_page: 100 });
  const shouldComment = !comments.some((c) => c.body === body);
  if (shouldComment) await octokit.issues.createComment({ issue_number: issue, body });
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 36 },
        { messageId: 'absenceFromPage', line: 4, column: 35 },
      ],
    },
    {
      // filter(...).length over one page answering "not found"
      code: `
async function findCheck(octokit, sha) {
  const checks = await octokit.checks.listForRef({ ref: sha, per_page: 100 });
  const mine = checks.data.check_runs.filter((run) => run.name.startsWith('bot'));
  return mine.length > 0 ? mine[0] : null;
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 24 },
        { messageId: 'absenceFromPage', line: 4, column: 39 },
      ],
    },
    {
      // a search loop over one page whose fall-through throws "not found"
      code: `
async function closeMilestone(octokit, version) {
  const milestones = await octokit.issues.listMilestonesForRepo({ owner: 'o', repo: 'r', state: 'open' });
  for (const m of milestones.data) {
    if (m.title === version) {
      await octokit.issues.updateMilestone({ milestone_number: m.number, state: 'closed' });
      return;
    }
  }
  throw new Error('Could not find milestone');
}`,
      errors: [
        { messageId: 'singlePage', line: 3, column: 28 },
        { messageId: 'absenceFromPage', line: 10, column: 3 },
      ],
    },
    {
      // a window the code chose, searched for one record: the search is still of one page
      code: `
export async function kicked(guild, userId) {
  const logs = await guild.fetchAuditLogs({ type: 20, limit: 10 });
  const entry = logs.entries.find((e) => e.target.id === userId);
  if (!entry) return 'left on their own';
  return entry.executor.tag;
}`,
      errors: [{ messageId: 'absenceFromPage', line: 5, column: 7 }],
    },
    {
      // a page size above a glance: one page of 50 used as the list
      code: `
export async function charges(stripe) {
  const { data } = await stripe.charges.list({ limit: 21 });
  return data;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 26 }],
    },
    {
      // a small page that is a step of a walk: the cursor it takes in says there are more
      code: `
export async function chargesAfter(stripe, cursor) {
  const { data } = await stripe.charges.list({ limit: 10, starting_after: cursor });
  return data;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 26 }],
    },
    {
      // a found flag over one page, tested after the loop: a window of 10 the code chose is still searched as if whole
      code: `
async function mergeForSha(octokit, sha) {
  const { data: prs } = await octokit.pulls.list({ state: 'open', per_page: 10 });
  let found = false;
  for (const pr of prs) {
    if (pr.head.sha !== sha) continue;
    found = true;
  }
  if (!found) return 'no PR for this commit';
}`,
      errors: [{ messageId: 'absenceFromPage', line: 9, column: 7 }],
    },
    {
      // paginate over a search route drops incomplete_results
      code: `
async function searchAll(octokit, q) {
  return octokit.paginate(octokit.rest.search.issuesAndPullRequests, { q, per_page: 100 });
}`,
      errors: [{ messageId: 'searchPaginateDropsSignal', line: 3, column: 10 }],
    },
  ],
});

// A destructive action guarded by absence over an API page belongs to no-empty-as-absence: one report, not two.
ruleTester.run('no-single-page-as-whole leaves destructive absence to no-empty-as-absence', rule, {
  valid: [],
  invalid: [
    {
      code: `
async function prune(octokit, keep) {
  const { data } = await octokit.rest.repos.listBranches({ owner: 'o', repo: 'r' });
  if (!data.some((b) => b.name === keep)) await octokit.rest.git.deleteRef({ ref: keep });
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 26 }],
    },
  ],
});

ruleTester.run('no-empty-as-absence on the same shape', emptyAsAbsence, {
  valid: [],
  invalid: [
    {
      code: `
async function prune(octokit, keep) {
  const { data } = await octokit.rest.repos.listBranches({ owner: 'o', repo: 'r' });
  if (!data.some((b) => b.name === keep)) await octokit.rest.git.deleteRef({ ref: keep });
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 7 }],
    },
  ],
});

describe('no-single-page-as-whole on malformed URLs', () => {
  it('does not throw on a query string that is not valid percent-encoding', () => {
    const linter = new Linter({ configType: 'flat' });
    const code = `export async function issues(http) {
  const res = await http.get('/rest/api/3/search?%E0%A4%A=1&jql=x');
  return res.data.issues;
}`;
    expect(() =>
      linter.verify(code, [{ plugins: { completeness: plugin }, rules: { 'completeness/no-single-page-as-whole': 'error' } }]),
    ).not.toThrow();
  });
});

ruleTester.run('no-single-page-as-whole: a page that only a test checks, or that is dropped, decides nothing', rule, {
  valid: [
    // the items reach an assertion only
    `it('lists two repos', async () => {
      const { data } = await octokit.rest.repos.listForOrg({ org: 'o' });
      expect(data.map((r) => r.name)).toEqual(['a', 'b']);
    });`,
    // through a local, into node:assert
    `test('lists', async () => {
      const page = await stripe.customers.list({ limit: 3 });
      const ids = page.data.map((c) => c.id);
      assert.deepStrictEqual(ids, ['c1', 'c2', 'c3']);
    });`,
    // the request is handed to an assertion that expects it to fail
    `test('rejects a bad token', async () => {
      await assert.rejects(() => client.issues.list({ per_page: 10 }));
    });`,
    // a lookup in the page and a serialised copy, each checked by the test only
    `test('lists tools', async () => {
      const listed = await client.listTools();
      const update = listed.tools.find((tool) => tool.name === 'update');
      assert.ok(update);
      const text = JSON.stringify(listed.tools);
      assert.ok(!text.includes('secret'));
    });`,
    // a test context's assertion (ava, node:test)
    `test('page', async (t) => {
      const res = await api.listUsers({ limit: 5 });
      t.is(res.users.length, 5);
    });`,
    // GitHub documents no pagination for these lists: one response is everything
    `async function languages(octokit) {
      const { data } = await octokit.rest.repos.listLanguages({ owner: 'o', repo: 'r' });
      return Object.keys(data);
    }`,
    `async function issueTypes(octokit, org) {
      const res = await octokit.request('GET /orgs/{org}/issue-types', { org });
      return res.data.map((t) => t.name);
    }`,
    // the Link header is handed whole to a parser that follows it
    `async function chunk(octokit, after) {
      const response = await octokit.rest.projects.listFieldsForOrg({ org: 'o', project_number: 1, per_page: 50, after });
      return { rows: response.data, next: nextFromLink(response.headers) };
    }`,
    // Gmail's filter list has no page token: one response is every filter
    `async function filters(gmail) {
      const res = await gmail.users.settings.filters.list({ userId: 'me' });
      return res.data.filter ?? [];
    }`,
    // the server is asked for the very record the lookup then tests: an existence check
    `async function findProject(neonClient, orgId, id) {
      const response = await neonClient.listProjects({ org_id: orgId, search: id });
      return response.data.projects.find((project) => project.id === id);
    }`,
    // Neon answers a branch's databases whole
    `async function databases(neonClient, projectId, branchId) {
      const res = await neonClient.listProjectBranchDatabases(projectId, branchId);
      return res.data.databases.find((d) => d.name === 'main');
    }`,
    // the callee walks pages itself and is told how many: its cap is the walker's concern
    `async function sample(api, jira) {
      const boards = await api.agile.listBoards({ jira, pageSize: 50, maxPages: 1 });
      return boards.items[0];
    }`,
    // a write whose body happens to carry a \`limit\`
    `async function restrict(octokit, org, limit) {
      const res = await octokit.rest.interactions.setRestrictionsForOrg({ org, limit });
      return res.data;
    }`,
    // a request known only by its page size hands its Link header on whole
    `async function configurations(octokit, org, after) {
      const res = await octokit.rest.codeSecurity.getConfigurationsForOrg({ org, per_page: 100, after });
      return { rows: res.data, link: parseLinkHeader(res.headers) };
    }`,
    // awaited and dropped: a warm-up or a recorder call
    `async function record(octokit) {
      await octokit.rest.issues.listForRepo({ owner: 'o', repo: 'r', per_page: 100 });
    }`,
    // a settings record, not a collection: \`…/settings/pull-requests\`, \`…/permissions\`
    `async function mergeStrategy(http, project, repo) {
      const res = await http.getJson(\`/rest/api/1.0/projects/\${project}/repos/\${repo}/settings/pull-requests\`);
      return res.body.mergeConfig.defaultStrategy.id;
    }`,
    `async function agentPermissions(octokit, org) {
      const response = await octokit.request('GET /orgs/{org}/copilot/coding-agent/permissions', { org });
      return { permissions: response.data };
    }`,
    // the response's own total travels with the page: the caller sees how many exist
    `async function search(store, params) {
      const { features, total } = await store.searchFeatures({ ...params, limit: params.limit });
      return { features, total };
    }`,
    `async function recentEvents(eventService, feature) {
      const list = await eventService.searchEvents({ feature, offset: 0, limit: 50 });
      return { events: list.events, totalEvents: list.totalEvents };
    }`,
    // Airtable's maxRecords caps the whole answer across pages: a wrapper told it walks, it is not a page size
    `async function records(airtableService, args) {
      const rows = await airtableService.listRecords(args.baseId, args.tableId, { maxRecords: args.maxRecords });
      return { records: rows };
    }`,
    // Neon answers a branch's OAuth providers whole
    `async function providers(neonClient, projectId, branchId) {
      const res = await neonClient.listBranchNeonAuthOauthProviders(projectId, branchId);
      return res.data.providers.map((p) => p.id);
    }`,
    // the response handed whole to a helper of this file that reads its cursor
    `async function listAll(api, org) {
      const res = await api.listProjects({ org_id: org, limit: 400 });
      return keep(res);
    }
    function keep(res) {
      return { items: res.projects, next: res.pagination.cursor };
    }`,
    // GitHub caps an issue's labels at 100: one page of 100 holds them all
    `async function hasLabel(octokit, issue) {
      const { data } = await octokit.rest.issues.listLabelsOnIssue({ owner: 'o', repo: 'r', issue_number: issue, per_page: 100 });
      return data.some((l) => l.name === 'backport');
    }`,
    // "is there any?" and "the first one" are answered by page 1
    `async function folderId(graph, name) {
      const res = await graph.get('/me/mailFolders', { $filter: \`displayName eq '\${name}'\` });
      if (res.value && res.value.length > 0) return res.value[0].id;
      return null;
    }`,
    `async function newestTag(octokit) {
      const { data } = await octokit.rest.repos.listTags({ owner: 'o', repo: 'r' });
      const [first] = data;
      return !data.length ? null : first.name;
    }`,
    // the same through a fetched body, parsed into a const or into a \`let\` declared before the try
    `async function firstService(query) {
      const res = await fetch(\`https://api.pagerduty.com/services?query=\${query}\`);
      const body = await res.json();
      if (body.services.length === 0) throw new Error('no such service');
      return body.services[0];
    }`,
    `async function firstService(query) {
      const res = await fetch(\`https://api.pagerduty.com/services?query=\${query}\`);
      if (res.status >= 500) throw new Error('PagerDuty failed');
      let body;
      try {
        body = await res.json();
      } catch (e) {
        throw new Error('unreadable answer');
      }
      return body.services.length ? body.services[0] : null;
    }`,
  ],
  invalid: [
    // the item a lookup finds decides what happens next
    {
      code: `
        async function ensureLabel(octokit, issue) {
          const { data } = await octokit.rest.issues.listLabelsOnIssue({ owner: 'o', repo: 'r', issue_number: issue });
          const found = data.find((l) => l.name === 'backport');
          if (!found) await octokit.rest.issues.addLabels({ owner: 'o', repo: 'r', issue_number: issue, labels: ['backport'] });
        }
      `,
      errors: [
        { messageId: 'singlePage', line: 3, column: 34 },
        { messageId: 'absenceFromPage', line: 5, column: 15 },
      ],
    },
    // Slack may send an empty page before its end: an empty first page proves nothing
    {
      code: `
        async function hasChannel(slack) {
          const res = await slack.conversations.list({ types: 'private_channel', limit: 200 });
          return res.channels.length > 0;
        }
      `,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 29 }],
    },
    // the collection itself, beside a settings path
    {
      code: `
        async function openPulls(http, owner, repo) {
          const res = await http.getJson(\`/repos/\${owner}/\${repo}/pulls\`);
          return res.body.values.map((pr) => pr.id);
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 29 }],
    },
    // a total made from the page's own size
    {
      code: `
        async function recent(eventService) {
          const list = await eventService.searchEvents({ offset: 0, limit: 50 });
          return { events: list.events, total: list.events.length };
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 30 }],
    },
    // DynamoDB's Count and ScannedCount count one page, not the table
    {
      code: `
        async function query(client, params) {
          const response = await client.send(new QueryCommand({ TableName: params.table, Limit: params.limit }));
          return { items: response.Items, count: response.Count, scannedCount: response.ScannedCount };
        }
      `,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 34 }],
    },
    // one Airtable page of 100, whatever maxRecords says: its offset is dropped
    {
      code: `
        async function rows(base, table) {
          const res = await axios.get(\`https://api.airtable.com/v0/\${base}/\${table}?pageSize=100&maxRecords=500\`);
          return res.data.records;
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 29 }],
    },
    // a call through a Kubernetes client: a filtered chunk can be empty while \`continue\` is set
    {
      code: `
        async function idle(k8s, ns) {
          const pods = await k8s.listPods({ namespace: ns, limit: 50 });
          return pods.items.length === 0;
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 30 }],
    },
    // one page handed to a helper of this file that only iterates it: the helper cannot read the cursor
    {
      code: `
        async function search(handleListProjects, org, query) {
          const projects = await handleListProjects({ org_id: org, limit: 400 });
          return matching(projects, query);
        }
        const matching = (projects, query) => projects.filter((p) => p.name.includes(query));
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 34 }],
    },
    // a page's size is not a count of the whole
    {
      code: `
        async function openCount(octokit) {
          const { data } = await octokit.rest.pulls.list({ owner: 'o', repo: 'r', state: 'open' });
          return data.length;
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 34 }],
    },
    // a call matching several rows (\`users.list\`) speaks for the API its client names: GitHub's, not Google's
    {
      code: `
        async function users(octokit) {
          const res = await octokit.rest.users.list({ per_page: 100 });
          return res.data.map((u) => u.login);
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 29 }],
    },
    // a lookup for a value the request did not narrow by still looks in one page
    {
      code: `
        async function findProject(neonClient, orgId, id) {
          const response = await neonClient.listProjects({ org_id: orgId, limit: 100 });
          return response.data.projects.find((project) => project.id === id);
        }
      `,
      errors: [
        { messageId: 'singlePage', line: 3, column: 34 },
        { messageId: 'absenceFromPage', line: 4, column: 41 },
      ],
    },
    // the cursor the function takes in and sends is not the one the response hands back
    {
      code: `
        async function channels(slack, next_cursor) {
          const res = await slack.conversations.list({ cursor: next_cursor, limit: 200 });
          return res.channels;
        }
      `,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 29 }],
    },
    // a request id read from the headers is not the Link header
    {
      code: `
        async function reviews(octokit, pr) {
          const res = await octokit.rest.pulls.listReviews({ owner: 'o', repo: 'r', pull_number: pr });
          return { reviews: res.data, requestId: res.headers['x-github-request-id'] };
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 29 }],
    },
    // a test helper that returns the page still passes it off as the whole
    {
      code: `
        async function openIssues(octokit) {
          const { data } = await octokit.rest.issues.listForRepo({ owner: 'o', repo: 'r', per_page: 100 });
          expect(data).toBeDefined();
          return data;
        }
      `,
      errors: [{ messageId: 'singlePage', line: 3, column: 34 }],
    },
  ],
});

/** A client method that sends the caller's cursor for one page of issues and answers `answer` (of `res`). */
function issuesStep(answer: string, extra = ''): string {
  return `export class IssuesClient {
  getIssues = async (options) => {
    const res = await this.http.get('/v1/issues', { params: { cursor: options.cursor, limit: 100 } });
    ${extra}
    return ${answer};
  };
}`;
}

ruleTester.run('no-single-page-as-whole: an end claimed with a constant', rule, {
  valid: [
    // the continuation goes back to the caller
    issuesStep('{ data: res.data.items, next_page: res.data.next_cursor }'),
    // the claim is derived from what the response said
    issuesStep("{ data: res.data.items, next_page: '' }", "if (res.data.has_more) throw new Error('more pages');"),
    // a claim about earlier pages, not later ones
    issuesStep('{ data: res.data.items, next_page: res.data.next_cursor, hasPreviousPage: false }'),
    // an object kept elsewhere is not the answer; the body goes back whole, with its continuation
    issuesStep('res.data', 'await store.save({ items: res.data.items, complete: true });'),
    // the early answer for a request never sent holds no response
    `export async function issues(api, options) {
  if (!options.project) return { data: [], nextCursor: null };
  const res = await api.get('/v1/issues', { params: { cursor: options.cursor, limit: 100 } });
  return { data: res.data.items, nextCursor: res.data.next_cursor };
}`,
    // after a walk over every page, the end is what the walk reached
    `export async function allIssues(api) {
  const all = [];
  let cursor;
  do {
    const res = await api.get('/v1/issues', { params: { cursor, limit: 100 } });
    all.push(...res.data.items);
    cursor = res.data.next_cursor;
  } while (cursor);
  return { items: all, hasMore: false };
}`,
  ],
  invalid: [
    { code: issuesStep("{ data: res.data.items, next_page: '' }"), errors: [{ messageId: 'claimedEnd', line: 5, column: 36 }] },
    { code: issuesStep('{ data: res.data, nextCursor: null }'), errors: [{ messageId: 'claimedEnd', line: 5, column: 30 }] },
    { code: issuesStep('{ issues: res.data.items.map((i) => i.id), hasMore: false }'), errors: [{ messageId: 'claimedEnd', line: 5, column: 55 }] },
    { code: issuesStep('{ data: res.data.items, isLast: true } as const'), errors: [{ messageId: 'claimedEnd', line: 5, column: 36 }] },
    {
      code: `export const listUsers = async (api) => {
  const res = await api.get('/v1/users', { params: { limit: 50 } });
  return { users: res.data.items, complete: true };
};`,
      errors: [{ messageId: 'claimedEnd', line: 3, column: 35 }],
    },
    // a flag about earlier pages claims no end: the page is reported as the whole it is passed off as
    { code: issuesStep('{ data: res.data.items, hasPreviousPage: false }'), errors: [{ messageId: 'singlePage', line: 3, column: 23 }] },
  ],
});
