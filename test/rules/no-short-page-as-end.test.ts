import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-short-page-as-end.js';
const ruleTester = new RuleTester();

ruleTester.run('no-short-page-as-end', rule, {
  valid: [

    // The outer walk lists projects; the deletes belong to the inner walk over each project's deployments.
    `
async function prune(client) {
  for await (const project of client.projects.list({ page: 1 })) {
    const stale = [];
    for await (const d of client.deployments.list(project.name, { cursor: undefined })) stale.push(d);
    for (const d of stale) await client.deployments.delete(project.name, d.id);
  }
}
`,

    // The same through a GitHub URL with the size in the request's options.
    `
async function issues(http, repo) {
  const out = [];
  for (let page = 1; ; page++) {
    const res = await http.get(\`https://api.github.com/repos/\${repo}/issues\`, { params: { per_page: 100, page } });
    out.push(...res.data);
    if (res.data.length < 100) break;
  }
  return out;
}
`,
    // GitHub REST pages are full until the last at per_page: 100 (its maximum): a short page is the end.
    `
async function members(org) {
  const out = [];
  for (let page = 1; ; page++) {
    const { data } = await gh.listMembers({ org, per_page: 100, page });
    out.push(...data);
    if (data.length < 100) break;
  }
  return out;
}
`,
    // Ask for one more than you show, to learn whether more exist.
    `
async function list(limit) {
  const rows = await api.list({ limit: limit + 1 });
  const hasMore = rows.items.length > limit;
  return { items: rows.items.slice(0, limit), hasMore };
}
`,
    // A total re-read from every page, compared by offset (Jira's documented classic paging).
    `
async function all(jira) {
  const items = [];
  let startAt = 0;
  for (;;) {
    const page = await jira.search({ startAt });
    items.push(...page.issues);
    startAt += page.issues.length;
    if (startAt >= page.total) break;
  }
  return items;
}
`,
    // The Link header's next relation is read.
    `
async function all(url) {
  const out = [];
  while (url) {
    const res = await fetch(url);
    out.push(...(await res.json()));
    const link = res.headers.link;
    url = link && parseLink(link).next;
  }
  return out;
}
`,
    // Collect every page first, then delete.
    `
async function prune(client) {
  const stale = [];
  for await (const d of client.deployments.list({ page: 1 })) stale.push(d);
  for (const d of stale) await client.deployments.delete(d.id);
}
`,
    // A has_more computed from sizes in a response you build.
    `
function meta(count, page, perPage) {
  return { has_more: count > page * perPage };
}
`,
    `
async function f(org) {
  const out = [];
  for (let page = 1; ; page++) {
    const { data } = await gh.list({ org, per_page: 100, page });
    if (data.length === 0) break;
    out.push(...data);
  }
  return out;
}
`,
    "async function f() { let cursor; do { const res = await api.list({ cursor, limit: 50 }); cursor = res.next_cursor; } while (cursor); }",
    "async function f(limit) { const res = await api.list({ limit }); console.log(`${res.items.length} of ${limit}`); }",
    "async function f(limit) { const res = await api.list({ limit }); if (res.items.length > limit) throw new Error('server ignored limit'); }",
    "async function f(limit) { for (;;) { const res = await api.list({ limit }); if (!res.next && res.items.length < limit) break; } }",
    "function f(xs, limit) { for (;;) { if (xs.length < limit) break; xs.pop(); } }",
    "async function f(pageSize) { const res = await api.list({ pageSize }); return res.items.length === pageSize ? 'full' : 'short'; }",
    "async function f() { const res = await api.list({ per_page: 100 }); if (res.items.length < 5) log('few'); }",
    "async function f() { for (;;) { const res = await api.list({ per_page: 100 }); if (res.items.length < 1) break; } }",
    "async function f(ids, batchSize) { for (let i = 0; i < ids.length; i += batchSize) { await api.del(ids.slice(i, i + batchSize)); } }",
    `
async function f(limit) {
  const all = [];
  while (all.length < limit) {
    const r = await api.list();
    all.push(...r.items);
    if (!r.next) break;
  }
  return all;
}
`,
    "async function f() { const res = await api.list({ per_page: 100 }); const full = res.items.length === 100; return full; }",
    "async function f(max) { const res = await api.list(); const tooMany = res.items.length > max; return tooMany; }",
    "async function f() { for (;;) { const res = await api.list({ limit: 100 }); if (res.items.length < 100 && !res.has_more) break; } }",
    "function f(page, limit) { return { done: page.length < limit }; }",
    // A database fills each batch to its LIMIT until fewer rows remain: its short batch is the last.
    `
async function cleanOldRows(dataSource, cutoff) {
  let rows;
  do {
    rows = await dataSource.query(\`
      SELECT id FROM nickname_history WHERE timestamp < ? LIMIT \${BATCH_SIZE}
    \`, [cutoff]);
    if (rows.length > 0) await removeRows(rows);
  } while (rows.length === BATCH_SIZE);
}
`,
    // The same through an ORM.
    `
async function exportCases(repository, batchSize) {
  const out = [];
  let skip = 0;
  for (;;) {
    const batch = await repository.findAndCount({ take: batchSize, skip });
    out.push(...batch.rows);
    skip += batch.rows.length;
    if (batch.rows.length < batchSize) break;
  }
  return out;
}
`,
  ],
  invalid: [
    {
      // \`per_page\` is GitHub's name, but this request is not GitHub's: its short page is no documented end.
      code: `
async function tickets(api) {
  const out = [];
  for (let page = 1; ; page++) {
    const res = await api.get('/v2/tickets', { params: { page, per_page: 100 } });
    out.push(...res.data.tickets);
    if (res.data.tickets.length < 100) break;
  }
  return out;
}
`,
      errors: [{ messageId: 'shortPageAsEnd', line: 7, column: 9 }],
    },
    {
      // The same shape over an HTTP API: a page may come back short before the end.
      code: `
async function exportCases(api, batchSize) {
  const out = [];
  let offset = 0;
  for (;;) {
    const batch = await api.listCases({ limit: batchSize, offset });
    out.push(...batch.items);
    offset += batch.items.length;
    if (batch.items.length < batchSize) break;
  }
  return out;
}
`,
      errors: [{ messageId: 'shortPageAsEnd', line: 9, column: 9 }],
    },

    {
      // A short page ends the walk, through names: read < applied.
      code: `
async function fetchAll(opts) {
  const items = [];
  let startAt = 0;
  for (;;) {
    const page = await request({ startAt, maxResults: opts.pageSize });
    items.push(...page.items);
    const applied = page.maxResults ?? opts.pageSize;
    const read = page.items.length;
    startAt += read;
    const done = page.isLast === true || read < applied;
    if (done) return items;
  }
}
`,
      errors: [{ messageId: 'shortPageAsEnd', line: 11, column: 42 }],
    },
    {
      // GitHub below its maximum page size: pages may be short.
      code: `
async function members(org) {
  const out = [];
  for (let page = 1; ; page++) {
    const { data } = await gh.listMembers({ org, per_page: 50, page });
    out.push(...data);
    if (data.length < 50) break;
  }
  return out;
}
`,
      errors: [{ messageId: 'shortPageAsEnd', line: 7, column: 9 }],
    },
    {
      // The walk is bounded by X-Total-Count read from the first response only.
      code: `
async function all(http, url) {
  const res = await http.get(url);
  const items = res.body;
  const total = parseInt(res.headers['x-total-count'], 10);
  let page = 1;
  while (total && items.length < total) {
    page += 1;
    const next = await http.get(url + '?page=' + page);
    items.push(...next.body);
  }
  return items;
}
`,
      errors: [{ messageId: 'totalFromFirstPage', line: 7, column: 19 }],
    },
    {
      // Pages 2..N scheduled from page 1's total_pages.
      code: `
async function ids() {
  const { result, result_info } = await cf('/deployments?page=1');
  const out = result.map((d) => d.id);
  await Promise.all(
    Array.from({ length: result_info.total_pages - 1 }, (_, i) => i + 2).map(async (p) => {
      const r = await cf('/deployments?page=' + p);
      out.push(...r.result.map((d) => d.id));
    }),
  );
  return out;
}
`,
      errors: [{ messageId: 'totalFromFirstPage', line: 6, column: 26 }],
    },
    {
      // hasNextPage guessed from page arithmetic over a count.
      code: `
async function* eachArtifact(octokit) {
  let hasNextPage = false;
  let page = 1;
  const perPage = 100;
  do {
    const res = await octokit.actions.listArtifactsForRepo({ page, per_page: perPage });
    hasNextPage = res.data.total_count / perPage > page;
    for (const a of res.data.artifacts) yield a;
    page++;
  } while (hasNextPage);
}
`,
      errors: [{ messageId: 'countAsEnd', line: 8, column: 19 }],
    },
    {
      // The Link header's presence taken for "more pages".
      code: `
async function all(url) {
  const out = [];
  let page = 1;
  for (;;) {
    const res = await fetch(url + '?page=' + page++);
    out.push(...(await res.json()));
    if (!res.headers.link) break;
  }
  return out;
}
`,
      errors: [{ messageId: 'linkWithoutNext', line: 8, column: 10 }],
    },
    {
      // A page-numbered walk that deletes what it lists.
      code: `
async function prune(client) {
  for await (const d of client.deployments.list({ query: { page: 1 } })) {
    if (isStale(d)) await client.deployments.delete(d.id);
  }
}
`,
      errors: [{ messageId: 'shiftingPages', line: 3, column: 25 }],
    },
    {
      code: `
async function f(limit) {
  const all = [];
  let offset = 0;
  for (;;) {
    const res = await api.list({ offset, limit });
    all.push(...res.items);
    if (res.items.length !== limit) break;
    offset += limit;
  }
  return all;
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 8, column: 9 }],
    },
    {
      code: `
async function f(next) {
  const batch = await api.list({ cursor: next, limit: 100 });
  return batch.length === 100 ? batch[99].id : undefined;
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 4, column: 10 }],
    },
    {
      code: `
async function f(pageSize) {
  const res = await api.list({ pageSize });
  const hasMore = res.items.length === pageSize;
  return { items: res.items, hasMore };
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 4, column: 19 }],
    },
    {
      code: `
async function f(perPage) {
  const res = await api.list({ perPage });
  return { items: res.items, has_more: res.items.length >= perPage };
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 4, column: 40 }],
    },
    {
      code: `
const PAGE_SIZE = 50;
async function f() {
  let batch;
  do {
    batch = await api.list({ limit: PAGE_SIZE });
    await save(batch);
  } while (batch.length === PAGE_SIZE);
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 8, column: 12 }],
    },
    {
      code: `
async function f(limit) {
  const all = [];
  while (true) {
    const { items } = await api.list({ limit });
    all.push(...items);
    if (items.length < limit) return all;
  }
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 7, column: 9 }],
    },
    {
      code: `
async function f(batchSize: number) {
  for (;;) {
    const rows = await db.query(batchSize);
    if (rows.length < batchSize || rows.length === 0) break;
  }
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 5, column: 9 }],
    },
    {
      code: `
async function f(limit) {
  let isLastPage = false;
  while (!isLastPage) {
    const r = await api.page({ limit });
    isLastPage = r.data?.length < limit;
  }
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 6, column: 18 }],
    },
    {
      code: `
async function f(maxResults) {
  for (;;) {
    const r = await api.list({ maxResults });
    if (r.items.length < maxResults) {
      break;
    }
  }
}
`,
      errors: [{ messageId: "shortPageAsEnd", line: 5, column: 9 }],
    },
  ],
});

ruleTester.run('no-short-page-as-end: page counts by other names', rule, {
  valid: [
    // The last page's number only labels progress; the walk follows rel="next".
    `
export async function allRepos(url, token) {
  const out = [];
  let next = url;
  while (next) {
    const res = await fetch(next, { headers: { authorization: token } });
    const link = res.headers.get('link') ?? '';
    const last = Number(/page=(\\d+)>; rel="last"/.exec(link)?.[1] ?? 1);
    console.log(\`\${out.length} read, about \${last} pages\`);
    out.push(...(await res.json()));
    next = /<([^>]+)>; rel="next"/.exec(link)?.[1];
  }
  return out;
}
`,
    // A length taken from the items in hand schedules nothing.
    "async function f(api) { const first = await api.listItems({ page: 1 }); return Array.from({ length: first.data.length }, (_, i) => i); }",
    // \`pages\` outside a paging envelope is a list of pages, not a count.
    `
export async function render(site) {
  const first = await site.fetchSite({ id: 1 });
  const { pages } = first;
  for (let i = 0; i < pages.length; i++) await site.renderPage(pages[i]);
}
`,
    // A record's own page count (a book's), outside any paging envelope: no page of a listing.
    `
export async function printBook(api, id) {
  const book = await api.getBook({ id });
  const { pages } = book;
  for (let p = 1; p <= pages; p++) await api.printPage({ id, page: p });
}
`,
    // Pages numbered for a progress line, not requested.
    `
export async function report(slack, log) {
  const first = await slack.request('emoji.adminList', { page: 1 });
  for (let i = 2; i <= first.paging.pages; i++) log.info(\`page \${i} of \${first.paging.pages} left\`);
  const seen = [];
  seen.push(...first.emoji);
  return seen;
}
`,
    // A page count of a local object (no response) bounds nothing fetched.
    `
export async function pagesOf(doc, layout) {
  const { pages } = layout.paging;
  for (let p = 2; p <= pages; p++) await doc.addPage(p);
}
`,
  ],
  invalid: [
    {
      // Pages 2..N fanned out from the first response's last page number (Laravel's \`meta.last_page\`).
      code: `
export async function allItems(api) {
  const first = await api.listItems({ page: 1, per_page: 100 });
  const pages = first.meta.last_page;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => api.listItems({ page: i + 2, per_page: 100 })));
  return [first, ...rest].flatMap((r) => r.data);
}
`,
      errors: [{ messageId: 'totalFromFirstPage', line: 5, column: 55 }],
    },
    {
      // The Link header read for rel="last" only: pages added during the walk are never read.
      code: `
export async function allRepos(org, token) {
  const url = \`https://api.github.com/orgs/\${org}/repos?per_page=100\`;
  const first = await fetch(url, { headers: { authorization: token } });
  const link = first.headers.get('link') ?? '';
  const last = Number(/page=(\\d+)>; rel="last"/.exec(link)?.[1] ?? 1);
  const out = [...(await first.json())];
  for (let p = 2; p <= last; p++) {
    const res = await fetch(\`\${url}&page=\${p}\`, { headers: { authorization: token } });
    out.push(...(await res.json()));
  }
  return out;
}
`,
      errors: [{ messageId: 'totalFromFirstPage', line: 8, column: 19 }],
    },
    {
      // Pages 2..N requested at once, up to the page count of the first response's paging envelope.
      code: `
export async function allEmoji(slack) {
  const first = await slack.request('emoji.adminList', { page: 1, count: 100 });
  const { pages } = first.paging;
  const requests = [Promise.resolve(first.emoji)];
  for (let i = 2; i <= pages; i++) requests.push(slack.request('emoji.adminList', { page: i, count: 100 }).then((b) => b.emoji));
  return (await Promise.all(requests)).flat();
}
`,
      errors: [{ messageId: 'totalFromFirstPage', line: 6, column: 19 }],
    },
    {
      // The same count read as a member, and a total taken by destructuring the body.
      code: `
export async function allHits(api, q) {
  const first = await api.search({ q, page: 1 });
  const out = [...first.hits];
  for (let p = 2; p <= first.pagination.pageCount; p++) out.push(...(await api.search({ q, page: p })).hits);
  const { total_pages } = await (await fetch('/v1/items?page=1')).json();
  for (let p = 2; p <= total_pages; p++) out.push(...(await (await fetch(\`/v1/items?page=\${p}\`)).json()).items);
  return out;
}
`,
      errors: [{ messageId: 'totalFromFirstPage', line: 5, column: 19 }, { messageId: 'totalFromFirstPage', line: 7, column: 19 }],
    },
  ],
});
