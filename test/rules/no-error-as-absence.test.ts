import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-error-as-absence.js';
/** A page helper that answers null when rate-limited (429): its callers decide what that null means. */
const ISSUES_PAGE = `async function issuesPage(url) {
  const res = await fetch(url);
  if (res.status === 429) return null;
  return res.json();
}
`;

/** The head of a sync that walks every page into \`seen\` inside a try (the test adds the catch or finally). */
const SYNC_WALK = `export async function sync(api, db) {
  const seen = new Set();
  let cursor;
  try {
    do {
      const page = await api.listItems({ cursor });
      for (const item of page.items) seen.add(item.id);
      cursor = page.next_cursor;
    } while (cursor);
`;

const ruleTester = new RuleTester();

/**
 * A lookup that answers null for one status, and a caller that reads that null as "the user is gone": the pair of a
 * 404 (the API's own "not found") and a 429 (a failure) differs in that status alone.
 */
function lookupReadAsAbsence(status: number): string {
  return `
async function lookup(id) {
  const res = await fetch(\`https://api.example.com/v1/users/\${id}\`);
  if (res.status === ${String(status)}) return null;
  if (!res.ok) throw new Error(res.statusText);
  return res.json();
}
export async function isGone(id) {
  const user = await lookup(id);
  return user === null;
}
`;
}

/** Ids of one fetched page gathered into \`seen\` in a try; \`onFailure\` is the catch's body, \`after\` what follows the catch. */
function seenThen(onFailure: string, after: string): string {
  return `
export async function prune(api, db, log) {
  const seen = new Set();
  let failed = false;
  try {
    const page = await api.listItems({});
    for (const item of page.items) seen.add(item.id);
  } catch (e) {
    ${onFailure}
  }${after}
}
`;
}

ruleTester.run('no-error-as-absence', rule, {
  valid: [
    `
async function teams(api, org) {
  // the first function of then() runs on success: its [] is what the API said
  return api.listTeams(org).then((res) => (res.data.length > 0 ? res.data : []), (e) => { throw e; });
}
`,
    // A failed write through a promise chain loses a change, not records: its [] answers no lookup.
    `
function protect(gh, params, log) {
  return gh.repos.updateBranchProtection(params).then((res) => log(res.url)).catch((e) => { log(e); return []; });
}
`,
    // A create's id is a receipt, not a lookup: 0 on failure says nothing about what exists.
    `
async function openIssue(title) {
  let id = 0;
  try {
    const res = await gh.issues.create({ title });
    id = res.data.id;
  } catch (err) {
    report(err);
    id = 0;
  }
  return id;
}
`,

    // A null reset in the catch is a "fall back to a full fetch" marker, handled right after.
    `
async function deletedUsers(client, token) {
  let res = null;
  try {
    res = await client.api(token).get();
  } catch {
    res = null;
  }
  if (res == null) {
    res = await client.api('/users/delta').get();
  }
  return res.value;
}
`,
    // An empty list after a failed read sends the code to a second source, which fills it or throws.
    `
async function projects(jira) {
  let found = [];
  try {
    found = await jira.project.searchProjects({ apiVersion: '3' });
  } catch {
    // older servers
  }
  if (!found.length) {
    found = await jira.project.getAllProjects({ apiVersion: '2' });
  }
  return found;
}
`,

    // The record answered is built from local settings, not from what was fetched: the null says "not configured".
    `
async function configuredTask(settings, blockId) {
  try {
    await this.todo.ping();
    const local = settings.tasks.find((t) => t.block === blockId);
    if (local) return { id: local.id };
    return null;
  } catch {
    return null;
  }
}
`,
    // A fetch that fails into null only skips optional work: nothing answers "not there".
    `
async function enrich(api, id, log) {
  const extra = await api.getExtra(id).catch(() => null);
  if (!extra) return;
  log(extra.name);
}
`,
    // The handler sorts "not found" from the rest and rethrows the rest.
    `
async function exists(api, id) {
  const thing = await api.getThing(id).catch((e) => { if (e.status === 404) return null; throw e; });
  return thing != null;
}
`,
    // A reachability probe: false says "could not reach", which is what a failure is.
    `
async function isUp(api) {
  try {
    await api.ping();
    return true;
  } catch {
    return false;
  }
}
`,
    // The success path answers a status test, not a presence test over what it fetched.
    `
async function tokenWorks(api) {
  try {
    const res = await api.getAuthenticated();
    return res.status === 200;
  } catch {
    return false;
  }
}
`,
    // A failed create answers null: it loses a change, and no lookup answers "not there".
    `
async function addLabel(api, name) {
  const created = await api.createLabel({ name }).catch(() => null);
  if (!created) return false;
  return true;
}
`,
    // A success flag of the response is a status: false from the catch says "did not work", which is what it is.
    `
async function revoke(token) {
  try {
    const res = await fetch(REVOKE_URL, { method: 'POST', body: token });
    return res.ok;
  } catch {
    return false;
  }
}
`,
    // A local read: a missing file and a failed access are one answer by design.
    `
async function hasTokens(fs, file) {
  const exists = await fs.access(file).then(() => true).catch(() => false);
  if (!exists) return false;
  return true;
}
`,
    // The same read through a name imported from node:fs/promises.
    `
import { access } from 'node:fs/promises';
async function hasStorage(file) {
  const exists = await access(file).then(() => true).catch(() => false);
  if (!exists) return false;
  return true;
}
`,
    // The same read through a name required from node:fs/promises, where a missing file answers with a write.
    `
const { access, writeFile } = require('node:fs/promises');
async function storedItems(file) {
  const exists = await access(file).then(() => true).catch(() => false);
  if (!exists) {
    await writeFile(file, '[]');
    return [];
  }
  return load(file);
}
`,
    // A directory walk that calls itself reads the disk only: its [] on failure is no API's "none".
    `
import * as fs from 'fs';
export async function findSchemaFiles(dir) {
  try {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    const files = entries.filter((e) => e.name.endsWith('.gql')).map((e) => e.name);
    for (const sub of entries.filter((e) => e.isDirectory())) files.push(...(await findSchemaFiles(dir + '/' + sub.name)));
    return files;
  } catch (error) {
    log(error);
    return [];
  }
}
`,
    // A call through a local module's namespace (\`fs.promises.*\` of \`import * as fs\`) reads the disk.
    `
import * as fs from 'node:fs';
export async function listBackups(dir) {
  try {
    const names = (await fs.promises.opendir(dir)).entries;
    return names;
  } catch (error) {
    log(error);
    return [];
  }
}
`,
    // A failed download only leaves the attachment out of an optional step: undefined skips it.
    `
async function image(request, url) {
  const res = await request(url).catch(() => null);
  if (!res) return undefined;
  return res.body;
}
`,
    // The fan-out keeps its holes: the caller sees which lookups gave nothing.
    `
async function details(api, ids) {
  return Promise.all(ids.map((id) => api.getDetail(id).catch(() => null)));
}
`,
    // What is left after the dropped failures only reaches a log line: no caller is handed it as the whole.
    `
async function countDetails(api, ids, log) {
  const found = (await Promise.all(ids.map((id) => api.getDetail(id).catch(() => null)))).filter(Boolean);
  log(found.length);
}
`,
    // A lookup's failure is null, but its callers only show what they got: nobody reads null as "there is none".
    `
async function lookup(id) {
  const res = await fetch(\`https://api.example.com/v1/users/\${id}\`);
  if (!res.ok) return null;
  return res.json();
}
export async function label(id) {
  const user = await lookup(id);
  return user?.name ?? id;
}
`,
    // \`allSettled\` whose rejections are counted and reported beside the rest.
    `
export async function reposOf(octokit, orgs) {
  const results = await Promise.allSettled(orgs.map((org) => octokit.rest.repos.listForOrg({ org })));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0) throw new AggregateError(failed.map((r) => r.reason));
  return results.filter((r) => r.status === 'fulfilled').flatMap((r) => r.value.data);
}
`,
    // A fan-out of writes: a rejected send is a lost message, not a missing record.
    `
export async function notifyAll(client, users) {
  const results = await Promise.allSettled(users.map((u) => client.postMessage({ channel: u.id, text: 'hi' })));
  return results.filter((r) => r.status === 'fulfilled').map((r) => r.value.id);
}
`,
    // Each callback catches its own failure: what it answers then is that rule's concern, not the filter's.
    `
export async function profiles(api, ids) {
  const results = await Promise.allSettled(ids.map(async (id) => {
    try { return await api.getProfile(id); } catch (e) { throw new Error(\`profile \${id}: \${e}\`); }
  }));
  return results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
}
`,
    // \`{}\` from a catch, with no "not found" answer of the same value: a default (settings, options), not a "none"
    `
export async function loadSettings(api) {
  try {
    const body = await api.getSettings();
    return body.settings;
  } catch {
    return {};
  }
}
`,
    // the try's own \`{}\` comes before anything is awaited: "nothing to look up", not "not found"
    `
export async function labelsByName(api, repo) {
  try {
    if (!repo) return {};
    const body = await api.getLabels(repo);
    return Object.fromEntries(body.labels.map((l) => [l.name, l]));
  } catch {
    return {};
  }
}
`,
    // the error is read before the data
    `
import { createClient } from '@supabase/supabase-js';
const db = createClient(url, key);
export async function projects() {
  const { data, error } = await db.from('projects').select('*');
  if (error) throw error;
  return data ?? [];
}
`,
    `import { Client } from 'urql';
export function channels(client) {
  return client.query(Doc, {}).toPromise().then((r) => (r.error ? null : r.data?.channels ?? []));
}`,
    // the default of a column, under a test that the row came: a failed query takes the other branch
    `
export async function mergeScopes(supabase, userId, scopes) {
  const { data: row } = await supabase.from('grants').select('*').eq('user_id', userId).maybeSingle();
  if (row) return [...(row.scopes || []), ...scopes];
  return scopes;
}
`,
    // asked to reject on failure
    "export async function projects(supabase) { const { data } = await supabase.from('projects').select('*').throwOnError(); return data ?? []; }",
    // the whole result handed on: its error may be read there
    "export async function projects(supabase) { const res = await supabase.from('projects').select('*'); log(res); return res.data ?? []; }",
    // the rest of the result kept beside the data
    "export async function projects(supabase) { const { data, ...rest } = await supabase.from('p').select(); report(rest); return data ?? []; }",
    // a \`from\` of another library, in a file that imports no such client
    "export async function rows(knex) { const { data } = await knex.from('projects'); return data ?? []; }",
    // urql's request without \`toPromise()\` is no promise of a result
    "import { Client } from 'urql';\nexport async function f(client) { const r = await client.query(Doc, {}); return r.data ?? []; }",
    // the caller stops on the missing page instead of skipping it
    `
${ISSUES_PAGE}export async function allIssues(urls) {
  const all = [];
  for (const url of urls) {
    const page = await issuesPage(url);
    if (!page) throw new Error('rate limited');
    all.push(...page);
  }
  return all;
}
`,
    // the pages that came are only counted in a log line
    `
${ISSUES_PAGE}export async function report(urls) {
  const seen = [];
  for (const url of urls) {
    const page = await issuesPage(url);
    if (page) seen.push(...page);
  }
  console.log('issues read', seen.length);
}
`,
    // a finally block that only releases what the walk held
    `
export async function sync(api, db) {
  const seen = new Set();
  const conn = await db.connect();
  try {
    for (const item of (await api.listItems()).items) seen.add(item.id);
  } finally {
    await conn.release();
  }
  await db.rows.deleteWhere((row) => !seen.has(row.id));
}
`,
    // a deletion in finally that reads nothing the walk gathered (a scratch table of this run)
    `
export async function sync(api, db, runId) {
  const seen = new Set();
  try {
    for (const item of (await api.listItems()).items) seen.add(item.id);
  } finally {
    await db.scratch.deleteWhere({ runId });
  }
  await db.rows.upsertMany([...seen]);
}
`,
    // a session fetched in the try and ended in finally: cleanup, not deletion tracking
    `
export async function withSession(api, work) {
  let session;
  try {
    session = await api.getSession();
    return await work(session);
  } finally {
    await api.deleteSession(session);
  }
}
`,
    // a yes/no answer: its \`false\` from the try and from the catch are both "no" (measured: such functions are checks)
    `
export async function memberExists(base, team, user) {
  try {
    const res = await fetch(\`\${base}/teams/\${team}/members/\${user}\`);
    if (res.status === 404) return false;
    return (await res.json()).state === 'active';
  } catch {
    return false;
  }
}
`,
    // the try's own \`''\` is a failure too (\`!res.ok\`): the function answers "failed" both times, never "not found"
    `
export async function readme(base, repo) {
  try {
    const res = await fetch(\`\${base}/repos/\${repo}/readme\`);
    if (!res.ok) return '';
    return await res.text();
  } catch {
    return '';
  }
}
`,
    // the try's own \`false\` is a failure too (\`!res.ok\`): the function answers "failed", never "not found"
    `
export async function addOwners(base, group, ids) {
  try {
    const res = await fetch(\`\${base}/groups/\${group}/owners\`, { method: 'POST', body: JSON.stringify(ids) });
    if (!res.ok) return false;
    return true;
  } catch {
    return false;
  }
}
`,
    // the try's "not found" is empty text, the catch's an empty object: different answers
    "export async function topic(api, id) { try { const t = await api.getTopic(id); if (!t) return ``; return t; } catch { return {}; } }",
    // the fulfilled ones gathered by a loop only to be counted in a log line
    `
export async function warm(api, ids) {
  const results = await Promise.allSettled(ids.map((id) => api.getProfile(id)));
  const ok = [];
  for (const r of results) if (r.status === 'fulfilled') ok.push(r.value);
  console.log('warmed', ok.length);
}
`,
    // The fulfilled ones only reach a log line.
    `
export async function warm(api, ids, log) {
  const results = await Promise.allSettled(ids.map((id) => api.getProfile(id)));
  log(results.filter((r) => r.status === 'fulfilled').length);
}
`,
    // Deletion tracking that stops at a failure: the catch leaves the function before anything is deleted.
    seenThen('console.error(e);\n    return;', '\n  await db.deleteWhere((row) => !seen.has(row.id));'),
    // The failure is recorded, and the deletion asks for it.
    seenThen('failed = true;', ' finally {\n    if (!failed) await db.deleteWhere((row) => !seen.has(row.id));\n  }'),
    // A set of what was fetched, only logged after a swallowed failure: nothing is deleted from it.
    seenThen('console.error(e);', '\n  log(seen.size);'),
    // A rate limit answered by asking again: the answer is the retry's, not a prefix.
    `
export async function request(config, path, options) {
  try {
    return await config.http.get(path, options);
  } catch (e) {
    if (e.response && e.response.status === 429) {
      await delay(1000);
      return await request(config, path, options);
    }
    throw e;
  }
}
`,
    // An existence probe answers false on any failure; its caller branches on it, but nothing was fetched as the answer.
    `
async function pathExists(client, path) {
  try {
    await client.stat(path);
    return true;
  } catch {
    return false;
  }
}
export async function ensureDir(client, path) {
  const exists = await pathExists(client, path);
  if (!exists) await client.createDirectory(path);
}
`,
    // A 404 is the API's own "not found": null for it is the answer, and the caller may act on it.
    lookupReadAsAbsence(404),
    // A fan-out whose callback's catch answers null, kept whole: each failure stays a hole the caller can see.
    `
async function teamMembers(client, teams) {
  return Promise.all(teams.map(async (team) => {
    try { return await client.getMembers(team); } catch { return null; }
  }));
}
`,
    // The same callback, filtered, but only counted into a log line.
    `
async function logMembers(client, teams, log) {
  const found = (await Promise.all(teams.map(async (team) => {
    try { return await client.getMembers(team); } catch { return null; }
  }))).filter(Boolean);
  log(found.length);
}
`,
    // The catch hands the error to a handler of this file that lets only "not found" and "forbidden" through.
    `
function handleProtectionError(err, log) {
  if (err.statusCode === 404 || err.statusCode === 403) {
    log(err);
    return;
  }
  throw err;
}
async function hasStrictChecks(gh, branch, log) {
  try {
    const rules = await gh.getBranchRules(branch);
    return rules.some((r) => r.strict);
  } catch (err) {
    handleProtectionError(err, log);
    return false;
  }
}
`,
    // The value itself is handed on: the caller gets null, and this function answers nothing about presence.
    `
async function deployments(fetchApi, url) {
  const response = await fetchApi.fetch(url).then((r) => r.json()).catch(() => null);
  return response;
}
`,
    // A catch's false beside a success path that returns the fetched value, not a test of it.
    `
async function loadUser(api, id) {
  try {
    const user = await api.getUser(id);
    return user;
  } catch {
    return false;
  }
}
`,
    // Only "not found" becomes null; every other error is rethrown.
    `
async function folderId(name) {
  try {
    const res = await graph.get('me/mailFolders', { filter: name });
    if (res.value.length > 0) return res.value[0].id;
    return null;
  } catch (e) {
    if (e.status === 404) return null;
    throw e;
  }
}
`,
    // The catch returns an error result, not an empty one.
    `
async function sections(id) {
  let list = [];
  try {
    list = await api.sections(id);
  } catch (e) {
    return { isError: true, message: String(e) };
  }
  return list;
}
`,
    // A boolean verify helper.
    `
async function canRead(id) {
  let ok = false;
  try {
    await api.get(id);
    ok = true;
  } catch {
    ok = false;
  }
  return ok;
}
`,
    // The catch records the failure next to the results.
    `
async function searchAll(orgs) {
  const results = [];
  const failed = [];
  for (const org of orgs) {
    try {
      results.push(...(await api.projects(org)));
    } catch (e) {
      failed.push(org);
    }
  }
  return { results, failed };
}
`,
    // A walk that throws on a failed page.
    `
async function getMany(url, acc = []) {
  const response = await call(url);
  if (response == null) throw new Error('API call failed');
  acc = acc.concat(response.data);
  if (!response.next) return acc;
  return getMany(response.next, acc);
}
`,
    "async function verify(sig) { try { return await crypto.subtle.verify('HMAC', key, sig, data); } catch { return false; } }",
    `
async function send(url) {
  const response = await fetch(url);
  if (!response.ok) {
    const text = await response.text().catch(() => null);
    throw new Error(String(text));
  }
  return response.json();
}
`,
    "async function start(url) { const response = await fetch(url); if (response.status === 405) { return; } return response.body; }",
    "function check(make) { return make().catch(() => null); }",
    `
async function f(url) {
  try {
    const res = await fetch(url);
    return await res.json();
  } catch (e) {
    throw new Error('list failed', { cause: e });
  }
}
`,
    "async function f(url) { const res = await fetch(url); if (!res.ok) throw new Error(`HTTP ${res.status}`); return res.json(); }",
    `
async function f(url) {
  try {
    const res = await api.list(url);
    return res.items;
  } catch (e) {
    return partial([], [{ code: 'SOURCE_UNAVAILABLE', message: String(e) }]);
  }
}
`,
    "async function f(url) { try { const res = await api.list(url); return res.items; } catch (e) { return { items: [], error: String(e) }; } }",
    `
async function f(url) {
  try {
    const res = await api.list(url);
    return { items: res.items, complete: true };
  } catch {
    return { items: [], complete: false };
  }
}
`,
    "async function f(id) { const res = await fetch(`/users/${id}`); if (res.status === 404) return null; return res.json(); }",
    "function parse(text) { try { return JSON.parse(text); } catch { return null; } }",
    "async function f() { try { await api.ping(); return true; } catch { return false; } }",
    "async function f(url) { try { return await api.list(url); } catch (e) { log(e); throw e; } }",
    "async function f() { const cfg = await readFile().catch(() => ({})); return cfg.items ?? []; }",
    "async function f(url) { const res = await fetch(url); if (!res.ok) { return { items: [], status: res.status }; } return res.json(); }",
    "function f(xs) { if (xs.error) return []; return xs.items; }",
    "async function f(url) { try { const data = await api.list(url); return data.items; } catch (e) { throw e; } }",
    "async function f() { const items = await api.list().catch((e) => { throw new Error('x', { cause: e }); }); return items; }",
    "async function f(url) { try { const data = await api.list(url); await save(data); return 1; } catch { return 0; } }",
  ],
  invalid: [
    {
      // Supabase answers a failure in \`error\`; nothing reads it, and the default makes it "no projects"
      code: `
import { createClient } from '@supabase/supabase-js';
const db = createClient(url, key);
export async function projects() {
  const { data } = await db.from('projects').select('*');
  return data ?? [];
}
`,
      errors: [{ messageId: 'errorUnread', line: 6, column: 10, data: { client: 'Supabase', value: '[]' } }],
    },
    {
      // the whole result kept, on a receiver named for the client, the items one level down
      code: `
export async function users(supabaseAdmin) {
  const res = await supabaseAdmin.auth.admin.listUsers();
  return res.data?.users || [];
}
`,
      errors: [{ messageId: 'errorUnread', line: 4, column: 10, data: { client: 'Supabase', value: '[]' } }],
    },
    {
      // urql's promise resolves with \`{ data, error }\`, read in \`then\`
      code: `
import { Client } from '@urql/core';
export function channels(client) {
  return client.query(ChannelsDocument, { first: 100 }).toPromise().then((r) => r.data?.channels?.edges.map((e) => e.node) ?? []);
}
`,
      errors: [{ messageId: 'errorUnread', line: 4, column: 81, data: { client: 'urql', value: '[]' } }],
    },
    {
      // a rate-limited page answers null, and the walk gathers only the pages that came: "all" is short
      code: `
${ISSUES_PAGE}export async function allIssues(urls) {
  const all = [];
  for (const url of urls) {
    const page = await issuesPage(url);
    if (page) all.push(...page);
  }
  return all;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 34, data: { path: 'failure branch', value: 'null' } }],
    },
    {
      code: `
async function issuesPage(url) {
  const res = await fetch(url);
  if (!res.ok) return null;
  return res.json();
}
export async function allIssues(urls) {
  const all = [];
  for (const url of urls) {
    const page = await issuesPage(url);
    all.push(...(page ?? []));
  }
  return { issues: all };
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 23, data: { path: 'failure branch', value: 'null' } }],
    },
    {
      // deletion tracking in \`finally\` with no catch: a failed walk still deletes every record it did not reach
      code: `
${SYNC_WALK}  } finally {
    await db.rows.deleteWhere((row) => !seen.has(row.id));
  }
}
`,
      errors: [{ messageId: 'deletesInFinally', line: 12, column: 11, data: { call: 'db.rows.deleteWhere', name: 'seen' } }],
    },
    {
      // the catch answers the very value the try answers for "not found": a failure reads as no such topic
      code: `
export async function topicTitle(base, id) {
  try {
    const res = await fetch(\`\${base}/topics/\${id}\`);
    if (res.status === 404) return '';
    return (await res.json()).title;
  } catch (e) {
    console.error(e);
    return '';
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 9, column: 12, data: { path: 'catch block', value: "''" } }],
    },
    {
      // an empty template literal is the same empty text
      code: `export async function topicTitle(api, id) {
  try { const t = await api.getTopic(id); if (!t) return \`\`; return t.title; } catch { return ''; }
}`,
      errors: [{ messageId: 'errorAsAbsence', line: 2, column: 95, data: { path: 'catch block', value: "''" } }],
    },
    {
      code: `
export async function labelsByName(api, repo) {
  try {
    const body = await api.getLabels(repo);
    if (!body.labels) return {};
    return Object.fromEntries(body.labels.map((l) => [l.name, l]));
  } catch {
    return {};
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 12, data: { path: 'catch block', value: '{}' } }],
    },
    {
      // the rejected outcomes mapped to nothing and filtered out
      code: `
export async function allRepos(octokit, orgs) {
  const results = await Promise.allSettled(orgs.map((org) => octokit.rest.repos.listForOrg({ org })));
  return results.map((r) => (r.status === 'fulfilled' ? r.value.data : undefined)).filter(Boolean).flat();
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 10, data: { path: 'fulfilled-only map', value: 'no entry' } }],
    },
    {
      // the fulfilled outcomes gathered by a loop into the list answered
      code: `
export async function allRepos(octokit, orgs) {
  const results = await Promise.allSettled(orgs.map((org) => octokit.rest.repos.listForOrg({ org })));
  const repos = [];
  for (const r of results) if (r.status === 'fulfilled') repos.push(...r.value.data);
  return repos;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 5, column: 19, data: { path: 'fulfilled-only loop', value: 'no entry' } }],
    },
    {
      code: `
export async function allRepos(octokit, orgs) {
  const results = await Promise.allSettled(orgs.map((org) => octokit.rest.repos.listForOrg({ org })));
  const repos = [];
  results.forEach((r) => { if (r.status === 'fulfilled') repos.push(...r.value.data); });
  return { repos };
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 5, column: 3, data: { path: 'fulfilled-only forEach', value: 'no entry' } }],
    },
    {
      // \`allSettled\` over reads, its rejections dropped by a fulfilled-only filter and the rest answered as every repo.
      code: `
export async function allRepos(octokit, orgs) {
  const results = await Promise.allSettled(orgs.map((org) => octokit.rest.repos.listForOrg({ org, per_page: 100 })));
  const repos = results.filter((r) => r.status === 'fulfilled').flatMap((r) => r.value.data);
  return repos;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 17 }],
    },
    {
      // Deletion tracking in \`finally\`: a failed walk leaves \`seen\` short, and every row it did not reach is deleted.
      code: `
${SYNC_WALK}  } catch (e) {
    console.error(e);
  } finally {
    await db.deleteWhere((row) => !seen.has(row.id));
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 11, column: 5 }],
    },
    {
      // The same after the try: the ids gathered before the failure decide what is archived.
      code: `
export async function archiveMissing(client, store) {
  const live = [];
  try {
    const res = await client.get('/v1/projects');
    live.push(...res.data.projects.map((p) => p.id));
  } catch (err) {
    logger.warn(err);
  }
  await store.archiveProjects(store.ids().filter((id) => !live.includes(id)));
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 5 }],
    },
    {
      // A rate-limited lookup answers null, and the caller of this file reads null as "the user is gone".
      code: lookupReadAsAbsence(429),
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 34 }],
    },
    {
      // Any failure is null, and a method of the same class creates the record when it sees null.
      code: `
class Sync {
  async findWebhook(url) {
    const res = await this.http.get('/webhooks', { params: { url } });
    if (res.status !== 200) return null;
    return res.data.webhooks[0];
  }
  async ensure(url) {
    const hook = await this.findWebhook(url);
    if (!hook) await this.http.createWebhook({ url });
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 5, column: 36 }],
    },
    {
      // A fan-out whose callback's catch block answers null; the nulls are filtered out and the rest answered as all.
      code: `
async function membersOf(client, teams) {
  const lists = await Promise.all(teams.map(async (team) => {
    try {
      return await client.getMembers(team);
    } catch {
      return null;
    }
  }));
  return lists.filter(Boolean).flat();
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 14 }],
    },
    {
      // The same through a block callback's filter with a presence test.
      code: `
async function profiles(api, ids) {
  const all = await Promise.all(ids.map(async (id) => {
    try { const res = await api.get(\`/profiles/\${id}\`); return res.data; } catch (e) { console.warn(e); return null; }
  }));
  return all.filter((p) => p != null);
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 112 }],
    },

    {
      // The pages are joined with concat, not pushed: a failed page still answers "no subscriptions".
      code: `
export async function fetchSubscriptions(stripe) {
  try {
    let all = [];
    let hasMore = true;
    let after;
    while (hasMore) {
      const page = await stripe.subscriptions.list({ limit: 100, starting_after: after });
      all = all.concat(page.data);
      hasMore = page.has_more;
      after = page.data.at(-1)?.id;
    }
    return all;
  } catch (error) {
    console.error(error);
    return [];
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 16, column: 12 }],
    },
    {
      // A failed page of a cursor walk throws away the pages joined so far.
      code: `
export async function history(channel) {
  let messages = [];
  let cursor;
  do {
    const data = await (await fetch(\`https://slack.com/api/conversations.history?channel=\${channel}&cursor=\${cursor}\`)).json();
    if (!data.ok) {
      return [];
    }
    messages = messages.concat(data.messages);
    cursor = data.response_metadata?.next_cursor;
  } while (cursor);
  return messages;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 14 }],
    },

    {
      // A class method that pages by calling itself takes a failed page for the end.
      code: `
class Directory {
  async getMany(url, acc = []) {
    const response = await this.call(url);
    if (response == null) {
      return acc;
    }
    acc = acc.concat(response.data);
    return response.next ? this.getMany(response.next, acc) : acc;
  }
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 6, column: 14 }],
    },

    {
      // A lookup answers "not found" and "could not look" with the same null.
      code: `
async function findExisting(summary) {
  try {
    const issues = await jira.search(summary);
    if (issues[0]) return issues[0].key;
    return null;
  } catch {
    return null;
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 12 }],
    },
    {
      // The lookup finds an item of the fetched list and answers a record built from it, or null: a failed search
      // reads as "no such task" and the caller creates a duplicate.
      code: `
class Sync {
  async findTask(blockId) {
    try {
      const tasks = await this.todo.getTasks({ label: 'obsidian' });
      const match = tasks.find((t) => t.description.includes(blockId));
      if (match) return { id: match.id, done: match.checked };
      return null;
    } catch (error) {
      console.error('lookup failed', error);
      return null;
    }
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 11, column: 14 }],
    },
    {
      // The same with the found item returned itself.
      code: `
async function findBan(guild, userId) {
  try {
    const bans = await guild.bans.fetch();
    const ban = bans.find((b) => b.user.id === userId);
    if (!ban) return null;
    return ban;
  } catch {
    return null;
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 9, column: 12 }],
    },
    {
      // A ban lookup that fails (or loses the race with a timeout) reads as "not banned".
      code: `
async function isBanned(guild, userId) {
  const ban = await Promise.race([guild.bans.fetch({ user: userId }).catch(() => null), sleep(5000)]);
  return ban != null;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 3, column: 82 }],
    },
    {
      // A member lookup that fails disqualifies the entrant as if they had left.
      code: `
async function isEligible(guild, user) {
  const member = await guild.members.fetch(user.id).catch(() => {});
  if (!member) return false;
  return member.roles.cache.has('entrant');
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 3, column: 59 }],
    },
    {
      // Find-then-create through a failure: a failed lookup creates a duplicate.
      code: `
async function ensureLabel(api, name) {
  const label = await api.getLabel(name).catch(() => null);
  if (!label) await api.createLabel({ name });
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 3, column: 54 }],
    },
    {
      // The success path answers "absent" with false; so does any failure.
      code: `
async function hasOpenPr(gh, head) {
  try {
    const res = await gh.pulls.list({ head, state: 'open' });
    return res.data.length > 0;
  } catch (err) {
    console.warn(err);
    return false;
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 12 }],
    },
    {
      // Each failed lookup is dropped as if the user did not exist, and the rest is answered as the whole.
      code: `
async function getUsers(api, emails) {
  const users = [];
  const promises = emails.map((email) => api.findUser(email).catch(() => null));
  users.push(...(await Promise.all(promises)).filter((u) => !!u));
  return { users };
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 74 }],
    },
    {
      // The handler the error is handed to only logs: every failure answers "no strict checks".
      code: `
function report(err, log) {
  log(err.message);
}
async function hasStrictChecks(gh, branch, log) {
  try {
    const rules = await gh.getBranchRules(branch);
    return rules.some((r) => r.strict);
  } catch (err) {
    report(err, log);
    return false;
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 11, column: 12 }],
    },
    {
      // The catch sets a count to 0 and the function goes on.
      code: `
async function openPrCount(branch) {
  let count = 0;
  try {
    const res = await gh.pulls.list({ head: branch });
    count = res.data.length;
  } catch (err) {
    log(err);
    count = 0;
  }
  return count;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 9, column: 5 }],
    },
    {
      // The list keeps its empty initial value when the fetch fails.
      code: `
async function project(id) {
  let sections = [];
  try {
    sections = await api.getSections(id);
  } catch (e) {
    console.error(e);
  }
  return { id, sections };
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }],
    },
    {
      // A failed listing is skipped and the search goes on without it.
      code: `
async function search(orgs) {
  const results = [];
  for (const org of orgs) {
    try {
      const projects = await api.listProjects(org);
      results.push(...projects);
    } catch {
      continue;
    }
  }
  return results;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 7 }],
    },
    {
      // A pagination helper takes a missing (failed) page for the end and returns what it has.
      code: `
async function getMany(url, acc = []) {
  const response = await call(url);
  if (response == null || response.data == null) {
    return acc;
  }
  acc = acc.concat(response.data);
  if (!response.next) return acc;
  return getMany(response.next, acc);
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 5, column: 12 }],
    },
    {
      // A loop that stops on a failed page.
      code: `
async function all() {
  const items = [];
  let url = '/items';
  while (url) {
    const res = await fetch(url);
    if (!res.ok) return items;
    const body = await res.json();
    items.push(...body.items);
    url = body.next;
  }
  return items;
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 7, column: 25 }],
    },
    {
      code: `
async function listUsers(url) {
  try {
    const res = await fetch(url);
    return (await res.json()).users;
  } catch (error) {
    console.error('listing users failed', error);
    return [];
  }
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 8, column: 12 }],
    },
    {
      code: `
async function f(url) {
  const res = await fetch(url);
  if (!res.ok) return [];
  const body = await res.json();
  return body.items;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 4, column: 23 }],
    },
    {
      code: `
async function f(url) {
  const res = await fetch(url);
  if (res.status !== 200) {
    return { items: [] };
  }
  const body = await res.json();
  return body;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 5, column: 12 }],
    },
    {
      code: `
async function listUsers(url) {
  const res = await http.get(url);
  if (res.status >= 400) return null;
  return res.data;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 4, column: 33 }],
    },
    {
      code: `
async function searchHits(q) {
  const r = await api.search(q);
  if (r.error) return undefined;
  return r.hits;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 4, column: 23 }],
    },
    {
      code: `
async function f(q) {
  try {
    const r = await api.search(q);
    return r.hits;
  } catch {
    return new Map();
  }
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 7, column: 12 }],
    },
    {
      code: `
async function queryTotal(q) {
  try {
    const r = await api.count(q);
    return r.total;
  } catch {
    return 0;
  }
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 7, column: 12 }],
    },
    {
      code: `
async function f(q) {
  const items = await api.search(q).catch(() => []);
  return items;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 3, column: 49 }],
    },
    {
      // the same chain on a read: its [] answers "none"
      code: `
function protections(gh, params, log) {
  return gh.repos.listBranchProtections(params).then((res) => res.data).catch((e) => { log(e); return []; });
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 3, column: 103 }],
    },
    {
      // the failure handler of then(onSuccess, onFailure) is its second function
      code: `
async function teams(api, org) {
  return api.listTeams(org).then(
    (res) => res.data,
    function onFailure() { return []; },
  );
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 5, column: 35 }],
    },
    {
      code: `
async function labels(api) {
  const all = await api['listLabels']()['catch'](() => []);
  return all;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 3, column: 56 }],
    },
    {
      code: `
async function f(q) {
  const items = await api.search(q).catch((err) => {
    logger.warn(err);
    return [];
  });
  return items;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 5, column: 12 }],
    },
    {
      code: `
const f = async (q: string): Promise<string[]> => {
  try {
    const r = await api.search(q);
    return r.ids;
  } catch (e) {
    return [];
  }
};
`,
      errors: [{ messageId: "errorAsAbsence", line: 7, column: 12 }],
    },
    {
      code: `
async function listItems(q) {
  try {
    const r = await api.search(q);
    return r.items;
  } catch {
    return {};
  }
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 7, column: 12 }],
    },
    {
      code: `
async function searchText(q) {
  const r = await api.search(q);
  if (!r.ok) return '';
  return r.text;
}
`,
      errors: [{ messageId: "errorAsAbsence", line: 4, column: 21 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a failed local read', rule, {
  valid: [
    // a disk cache miss means "fetch it again", not "nothing exists"
    `async function cached(key) {
      try {
        const entry = await cacache.get(cacheDir, key);
        return entry.data;
      } catch {
        return undefined;
      }
    }`,
    // the local clone's log
    `async function commitMessages() {
      try {
        const res = await git.log({ n: 20 });
        return res.all.map((c) => c.message);
      } catch {
        return [];
      }
    }`,
  ],
  invalid: [
    // the same fallback on a remote read
    {
      code: `
        async function commitMessages(api) {
          try {
            const res = await api.listCommits({ n: 20 });
            return res.all.map((c) => c.message);
          } catch {
            return [];
          }
        }
      `,
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 20 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a value replaced before it is read', rule, {
  valid: [
    // The catch leaves the list empty, but the next statement on every path lists again before anything reads it.
    `
async function newestJob(queue, refresh) {
  let jobs = [];
  if (refresh) {
    try {
      await queue.requestRefresh();
      jobs = (await queue.listJobs()).jobs;
    } catch (e) {
      log(e);
    }
  } else {
    jobs = (await queue.listJobs()).jobs;
    await queue.check(jobs);
  }
  jobs = (await queue.listJobs()).jobs;
  return jobs[0];
}
`,
  ],
  invalid: [
    {
      // The second listing runs only on one branch, so the empty list can still reach the return.
      code: `
async function newestJob(queue, refresh, again) {
  let jobs = [];
  if (refresh) {
    try {
      await queue.requestRefresh();
      jobs = (await queue.listJobs()).jobs;
    } catch (e) {
      log(e);
    }
  }
  if (again) {
    jobs = (await queue.listJobs()).jobs;
  }
  return jobs[0];
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 7 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a null that says "nothing to look up"', rule, {
  valid: [
    // Every null on the success path is returned before anything is fetched: there was nothing to look up, so the
    // catch's null does not stand in for "looked and found none".
    `
async function releaseNotes(pkg) {
  try {
    if (!pkg.homepage) return null;
    const host = hostOf(pkg.homepage);
    if (host === undefined) return null;
    return await notes.fetchFor(host, pkg.version);
  } catch (err) {
    log(err);
    return null;
  }
}
`,
  ],
  invalid: [
    {
      // After the fetch, null also answers "no notes for this version": the failure looks the same.
      code: `
async function releaseNotes(pkg) {
  try {
    if (!pkg.homepage) return null;
    const all = await notes.listFor(pkg.homepage);
    const [hit] = all.filter((n) => n.version === pkg.version);
    if (!hit) return null;
    return hit.body;
  } catch (err) {
    log(err);
    return null;
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 11, column: 12 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a cache that misses', rule, {
  valid: [
    // A cache's read that fails answers "miss" (undefined), the same as a key it never held: the caller goes to the source.
    `
class DiskCache {
  async read(ns, key) {
    try {
      const raw = await this.store.load(ns, key);
      if (raw === undefined) return undefined;
      const entry = await unpack(raw);
      if (entry.expired) return undefined;
      return entry.value;
    } catch (err) {
      log(err);
      return undefined;
    }
  }
}
`,
  ],
  invalid: [
    {
      // The same read on a registry client: undefined answers "no such package" and "could not ask" alike.
      code: `
class PackageRegistry {
  async read(ns, key) {
    try {
      const raw = await this.http.load(ns, key);
      if (raw === undefined) return undefined;
      const entry = await unpack(raw);
      if (entry.expired) return undefined;
      return entry.value;
    } catch (err) {
      log(err);
      return undefined;
    }
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 12, column: 14 }],
    },
    {
      // A cache that answers an empty list on failure says "none", not "miss".
      code: `
class TagCache {
  async tags(repo) {
    try {
      const rows = await this.store.load(repo);
      return rows.map((r) => r.name);
    } catch (err) {
      log(err);
      return [];
    }
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 9, column: 14 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a best-effort helper', rule, {
  valid: [
    // The name tells every caller that a failure adds nothing: the empty list is the helper's stated contract.
    `
class Explainer {
  async hintsBestEffort(failure) {
    try {
      return await this.api.describeEvents(failure.stack);
    } catch (e) {
      this.log.debug(String(e));
      return [];
    }
  }
}
`,
  ],
  invalid: [
    {
      // Without that word a caller reads the empty list as "no events".
      code: `
class Explainer {
  async hints(failure) {
    try {
      return await this.api.describeEvents(failure.stack);
    } catch (e) {
      this.log.debug(String(e));
      return [];
    }
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 14 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a lookup table that only decorates', rule, {
  valid: [
    // Read only key by key into optional fields: on failure each field stays undefined, as for a team the table
    // never held, so the empty table claims nothing success could not.
    `
async function teamsWithBadges(teams) {
  const [badges, owners] = await Promise.all([
    badgeApi.badgesByTeam(teams.map((t) => t.id)).catch(() => new Map()),
    ownerApi.ownersByTeam().catch(() => new Map()),
  ]);
  for (const team of teams) {
    team.badge = badges.get(team.id);
  }
  return teams.map((t) => ({ ...t, owner: owners.get(t.id) }));
}
`,
  ],
  invalid: [
    {
      // A missing entry decides an action: the failure reads as "this team has no badge".
      code: `
async function grantMissingBadges(teams) {
  const badges = await badgeApi.badgesByTeam(teams.map((t) => t.id)).catch(() => new Map());
  for (const team of teams) {
    if (!badges.get(team.id)) await badgeApi.grantDefault(team.id);
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 3, column: 82 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a value that reaches no answer', rule, {
  valid: [
    // The failed export only skips an optional prompt: nothing returns, sends or writes what the catch left empty.
    `
async function initEmulator(projectId, root, logger) {
  const configs = new Map();
  let env = [];
  try {
    env = await generateEmulatorEnv(projectId, root);
  } catch (e) {
    logger.log('WARN', 'failed to export the configs');
  }
  const secretIds = env.filter((e) => 'secret' in e).map((e) => e.secret);
  if (secretIds.length) {
    await promptForAccess(secretIds);
  }
  return configs;
}
`,
    // One strategy of several: the list only steers a lookup whose own result stays local.
    `
async function syncTask(api, ids, notice) {
  let allTasks = [];
  try {
    allTasks = await api.getTasks();
  } catch (error) {
    // try the ids one by one anyway
  }
  for (const id of ids) {
    const match = allTasks.find((t) => t.id === id);
    if (match) notice(match.content);
  }
}
`,
  ],
  invalid: [
    {
      // Derived from the empty list and returned: the caller reads "no secrets".
      code: `
async function secretsToGrant(projectId, root, logger) {
  let env = [];
  try {
    env = await generateEmulatorEnv(projectId, root);
  } catch (e) {
    logger.log('WARN', 'failed to export the configs');
  }
  const secretIds = env.filter((e) => 'secret' in e).map((e) => e.secret);
  return { secretIds };
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }],
    },
    {
      // Sent as the response through a loop and a gathering list.
      code: `
async function handler(req, res, api) {
  let users = [];
  try {
    users = await api.listUsers();
  } catch (e) {
    console.warn(e);
  }
  const names = [];
  for (const u of users) names.push(u.name);
  res.json({ names });
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }],
    },
    {
      // Fed to a write: the table is refilled without the accounts the failed read would have held.
      code: `
async function syncFresh(trx, rover, app) {
  let roverData = [];
  try {
    roverData = await rover.fetchAccounts(app);
  } catch (e) {
    logger.warn('Rover data not available: ' + e);
  }
  await trx('fresh').where({ app }).delete();
  const rows = roverData.map((r) => ({ app, user: r.uid }));
  await trx('fresh').insert(rows);
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }],
    },
  ],
});

// A failure shown to a person still hands the code an empty answer: the alert reaches the person, the `[]` reaches the
// caller, which may act on "none" (reset a stored choice, delete a branch). Tried as an exception and dropped: it hid
// real bugs of that shape.
ruleTester.run('no-error-as-absence: failures shown to the user', rule, {
  valid: [],
  invalid: [
    {
      code: `
async function workingIssues(jira, jql, notifier) {
  let issues = [];
  try {
    issues = (await jira.search({ jql })).issues;
  } catch (err) {
    notifier.showErrorAlert(err);
  }
  return issues;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }],
    },
    {
      code: `
async function openPulls(github, core, owner, repo, head) {
  let count;
  try {
    count = (await github.rest.pulls.list({ owner, repo, head })).data.length;
  } catch (err) {
    core.setFailed(String(err));
    count = 0;
  }
  return count;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 8, column: 5 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: helpers that call themselves', rule, {
  valid: [],
  invalid: [
    {
      // A tree walk that calls itself and fetches each folder: its [] on failure reads as "no files".
      code: `
export async function listTree(api, folder) {
  try {
    const entries = (await api.listChildren(folder)).items;
    const files = entries.filter((e) => !e.folder);
    for (const sub of entries.filter((e) => e.folder)) files.push(...(await listTree(api, sub.id)));
    return files;
  } catch (error) {
    log(error);
    return [];
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 10, column: 12 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: complete sources fail too', rule, {
  valid: [
    // A local read that fails leaves nothing an API was asked for.
    `
async function configNames(dir) {
  let names = [];
  try {
    names = await readdir(dir);
  } catch (e) {
    log(e);
  }
  return names;
}
`,
  ],
  invalid: [
    {
      // A pager walks every page when it succeeds; when it throws, the empty list reads as "no secrets".
      code: `
async function secretNodes(octokit, owner, repo) {
  let secrets = [];
  try {
    secrets = await octokit.paginate(octokit.rest.actions.listRepoSecrets, { owner, repo, per_page: 100 });
  } catch (e) {
    await showErrorMessage(e.message);
  }
  if (secrets.length === 0) return [emptyNode('No repository secrets defined')];
  return secrets;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }],
    },
    {
      // A query without a limit returns every row when it succeeds; a failed one answers "no rows".
      code: `
async function activeUsers(prisma) {
  try {
    return await prisma.user.findMany({ where: { active: true } });
  } catch (e) {
    log(e);
    return [];
  }
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: a rewrite is no fallback', rule, {
  valid: [],
  invalid: [
    {
      // Splitting what was gathered is no second source: the docs the failed read dropped stay dropped.
      code: `
async function loadDocs(api, splitter, files) {
  let docs = [];
  for (const f of files) {
    try {
      docs.push(...(await api.download(f.id)));
    } catch (error) {
      console.warn(error);
    }
  }
  if (splitter && docs.length > 0) {
    docs = await splitter.split(docs);
  }
  return docs;
}
`,
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 7 }],
    },
  ],
});

ruleTester.run('no-error-as-absence: walks that stop at a failure', rule, {
  valid: [
    // The failure is recorded beside what was gathered, and both are answered.
    `
export async function inventory(api, jql) {
  const found = [];
  const unavailable = [];
  let token;
  for (let page = 0; page < 20; page += 1) {
    const res = await api.search({ jql, nextPageToken: token });
    if (!res.ok) {
      unavailable.push({ kind: 'issues', why: res.error });
      break;
    }
    found.push(...res.issues);
    token = res.nextPageToken;
    if (!token) break;
  }
  return { found, unavailable };
}
`,
    // A helper that calls itself again from its catch retries; it answers no prefix.
    `
class Sheet {
  async rowAt(n, attempt = 0) {
    try {
      return (await this.api.getRow(n)).values;
    } catch (e) {
      if (attempt < 3) return this.rowAt(n, attempt + 1);
      throw e;
    }
  }
}
`,
    // The catch guards a local parse, not the fetch: the walk stops at a malformed page only.
    `
export async function allItems(api) {
  const out = [];
  let cursor;
  for (;;) {
    const text = await api.listItemsRaw({ cursor });
    let page;
    try {
      page = JSON.parse(text);
    } catch (e) {
      console.error(e);
      break;
    }
    out.push(...page.items);
    cursor = page.next;
    if (!cursor) break;
  }
  return out;
}
`,
    // What was gathered is only counted in a log line, never answered.
    `
export async function warmCache(api, cache) {
  const seen = [];
  let cursor;
  for (;;) {
    const res = await fetch(\`/items?cursor=\${cursor}\`);
    if (!res.ok) break;
    const body = await res.json();
    seen.push(...body.items);
    cursor = body.next;
    if (!cursor) break;
  }
  console.log('warmed', seen.length);
}
`,
    // The catch rethrows what it does not sort: the walk never answers a part.
    `
export async function allItems(api) {
  const out = [];
  let cursor;
  for (;;) {
    try {
      const page = await api.listItems({ cursor });
      out.push(...page.items);
      cursor = page.next;
      if (!cursor) break;
    } catch (e) {
      throw new Error('listing failed', { cause: e });
    }
  }
  return out;
}
`,
  ],
  invalid: [
    {
      // A failed page breaks the loop and the pages before it are answered as all.
      code: `
export async function allItems() {
  const out = [];
  let cursor = '';
  while (true) {
    const res = await fetch(\`https://api.example.com/items?cursor=\${cursor}\`);
    if (!res.ok) break;
    const body = await res.json();
    out.push(...body.items);
    cursor = body.next;
    if (!cursor) break;
  }
  return out;
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 7, column: 18 }],
    },
    {
      // Any failure is logged and ends the walk.
      code: `
export async function allItems(api) {
  const out = [];
  let cursor;
  while (true) {
    try {
      const page = await api.listItems({ cursor });
      out.push(...page.items);
      cursor = page.next;
      if (!cursor) break;
    } catch (e) {
      console.error(e);
      break;
    }
  }
  return out;
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 13, column: 7 }],
    },
    {
      // A rate limit ends the walk as if the list had ended.
      code: `
export async function allRepos(octokit, org) {
  let page = 1;
  const repos = [];
  for (;;) {
    let res;
    try {
      res = await octokit.rest.repos.listForOrg({ org, per_page: 100, page });
    } catch (e) {
      if (e.status === 429) break;
      throw e;
    }
    repos.push(...res.data);
    if (res.data.length === 0) break;
    page++;
  }
  return { repos };
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 10, column: 29 }],
    },
    {
      // The catch answers what was gathered.
      code: `
export async function allItems(api) {
  const out = [];
  let cursor;
  for (;;) {
    try {
      const page = await api.listItems({ cursor });
      out.push(...page.items);
      cursor = page.next;
      if (!cursor) return out;
    } catch {
      return out;
    }
  }
}
`,
      errors: [{ messageId: 'partialAsWhole', line: 12, column: 14 }],
    },
  ],
});

/** A fetching method whose catch block runs `onFailure` and then answers `[]`. */
function fetchThenOnFailure(onFailure: string): string {
  return `
export class IncidentsClient {
  async fetchIncidents() {
    try {
      const res = await this.fetchApi.fetch(\`\${this.baseUrl}/incidents\`);
      const body = await res.json();
      return body.incidents;
    } catch (error) {
      ${onFailure}
      return [];
    }
  }
}
`;
}

/** A list filled in a try whose catch runs `onFailure`, then returned. */
function loadNodesThen(onFailure: string): string {
  return `
export async function loadNodes(api, setError) {
  let nodes = [];
  try {
    nodes = await api.listNodes();
  } catch (err) {
    ${onFailure}
  }
  return nodes;
}
`;
}

ruleTester.run('no-error-as-absence: a failure only shown to the person', rule, {
  valid: [],
  invalid: [
    { code: loadNodesThen('console.warn(err);'), errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }] },
    // A notice shown beside the empty answer does not make it safe: a caller may still act on "none" (a sync that
    // trashes what it no longer sees), and the person may not connect the two. An error state is such a notice.
    { code: loadNodesThen('console.warn(err);\n    setError(err);'), errors: [{ messageId: 'errorAsAbsence', line: 6, column: 5 }] },
    {
      code: fetchThenOnFailure(`this.alertApi.post({ message: 'Could not load incidents', severity: 'error' });`),
      errors: [{ messageId: 'errorAsAbsence', line: 10, column: 14 }],
    },
    { code: fetchThenOnFailure(`new Notice('Could not load incidents');`), errors: [{ messageId: 'errorAsAbsence', line: 10, column: 14 }] },
  ],
});

/** A helper of this file that answers `[]` on failure, and `use`, the code of its one caller after `const sponsors = await fetchSponsors();`. */
function privateHelperThen(use: string, exported = false): string {
  return `
${exported ? 'export ' : ''}async function fetchSponsors() {
  try {
    const res = await fetch('https://api.example.com/v1/sponsors');
    return (await res.json()).logins;
  } catch {
    return [];
  }
}
export async function announce(logger, api) {
  const sponsors = await fetchSponsors();
  ${use}
}
`;
}

ruleTester.run('no-error-as-absence: a helper whose answer reaches nothing', rule, {
  valid: [
    // the one caller only logs the list: a failure leaves a shorter thank-you line, and nothing acts on it
    privateHelperThen("if (sponsors.length === 0) return;\n  logger.info(`Thanks to ${sponsors.join(', ')}`);"),
  ],
  invalid: [
    // exported: callers elsewhere may read the empty list as "no sponsors"
    { code: privateHelperThen("logger.info(sponsors.join(', '));", true), errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }] },
    // the caller answers with it
    { code: privateHelperThen('return sponsors;'), errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }] },
    // the caller acts on it
    {
      code: privateHelperThen('for (const s of sponsors) await api.updateBadge(s, { sponsor: true });'),
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }],
    },
    // a change made where it is empty decides from it, though the change reads nothing of it
    {
      code: privateHelperThen("if (sponsors.length > 0) return;\n  await api.createIssue({ title: 'No sponsors yet' });"),
      errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }],
    },
    // read in a callback whose result is returned: where that goes is not followed
    { code: privateHelperThen('return [1, 2].map((n) => sponsors[n]);'), errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }] },
    // handed on whole: where it goes is not followed
    { code: privateHelperThen('const list = fetchSponsors;\n  await list();'), errors: [{ messageId: 'errorAsAbsence', line: 7, column: 12 }] },
  ],
});

/** Pages 2..n fetched at once, each pushed with `handler` as its `.catch`, then answered by `answer` (of `lists`). */
function pushedPages(handler: string, answer: string): string {
  return `export async function emojiPages(api, pages) {
  const requests = [];
  for (let i = 2; i <= pages; i++) {
    requests.push(api.adminList({ page: i }).then((body) => body.emoji).catch(${handler}));
  }
  ${answer}
}`;
}

ruleTester.run('no-error-as-absence: a fan-out built one promise at a time', rule, {
  valid: [
    // the holes are kept: a caller can see a page is missing
    pushedPages('(e) => { log.error(e); }', 'return Promise.all(requests);'),
    // the then callback filters only for a log line, and answers the lists with their holes
    pushedPages(
      '() => null',
      'return Promise.all(requests).then((lists) => {\n    log.info(lists.filter(Boolean).length);\n    return lists;\n  });',
    ),
    // the failure is recorded
    pushedPages('(e) => { failed.push(e); }', 'return Promise.all(requests).then((lists) => lists.filter(Boolean));'),
    // what is left only reaches a log line
    pushedPages('() => null', 'const lists = (await Promise.all(requests)).filter(Boolean);\n  log.info(lists.length);'),
    // a write's failure loses a change, not a record
    `export async function tagAll(api, ids) {
  const writes = [];
  for (const id of ids) writes.push(api.updateTag(id).catch(() => null));
  return (await Promise.all(writes)).filter(Boolean);
}`,
  ],
  invalid: [
    {
      code: pushedPages('(e) => { log.error(e); }', 'return Promise.all(requests).then((lists) => lists.filter(Boolean));'),
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 79 }],
    },
    {
      code: pushedPages('() => null', 'const lists = await Promise.all(requests);\n  return lists.filter((l) => l !== null).flat();'),
      errors: [{ messageId: 'errorAsAbsence', line: 4, column: 85 }],
    },
  ],
});
