import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-silent-page-cap.js';

const ruleTester = new RuleTester();

ruleTester.run('no-silent-page-cap', rule, {
  valid: [
    // The cap's exit hands its reason to a result builder.
    `
async function fetchAll(opts) {
  const items = [];
  let pages = 0;
  for (;;) {
    if (pages >= opts.maxPages) return result(items, pages, 'max_pages');
    const page = await request(pages);
    pages += 1;
    items.push(...page.items);
    if (page.isLast) return result(items, pages, 'exhausted');
  }
}
`,

    // for-await over a paginator that follows every page.
    `
async function allRepos(octokit, org) {
  const results = [];
  for await (const page of octokit.paginate.iterator('GET /orgs/{org}/repos', { org })) {
    results.push(...page.data);
  }
  return results;
}
`,
    // The headline shape with the cap signalled by a throw after the loop.
    `
async function repos(octokit, maxPages) {
  const results = [];
  let pages = 0;
  for await (const page of octokit.paginate.iterator('GET /orgs/{org}/repos', {})) {
    results.push(...page.data);
    if (++pages >= maxPages) break;
  }
  if (pages >= maxPages) throw new Error('more than maxPages pages');
  return results;
}
`,
    // The first N lines of a local file, read chunk by chunk: no page is walked.
    `
async function headLines(path, numLines) {
  const fileHandle = await fs.open(path, 'r');
  try {
    const lines = [];
    let offset = 0;
    while (lines.length < numLines) {
      const { bytesRead } = await fileHandle.read(chunk, 0, chunk.length, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
      lines.push(chunk.toString('utf8', 0, bytesRead));
    }
    return lines.join('');
  } finally {
    await fileHandle.close();
  }
}
`,
    // A poll capped at a number of attempts, with its own answer on the cap after the loop.
    `
async function waitForTask(api, id) {
  const progress = [];
  let attempts = 0;
  let state = 'working';
  while (state !== 'done' && attempts < MAX_ATTEMPTS) {
    attempts++;
    const r = await api.getTask(id);
    state = r.state;
    progress.push(r.message);
  }
  if (attempts >= MAX_ATTEMPTS) return { timedOut: true, text: \`gave up: \${progress.join(', ')}\` };
  return { text: progress.join(', ') };
}
`,
    // The cap returns null: the caller cannot mistake it for the list.
    `
async function repos(client, opts) {
  const results = [];
  let n = 0;
  for await (const item of client.list()) {
    if (n++ >= opts?.maxItems) return null;
    results.push(item);
  }
  return results;
}
`,
    // The cap is written as a "truncated" status on a record the caller reads.
    `
async function readAll(fetchPage, state, limits) {
  const nodes = [];
  let cursor;
  do {
    const r = await fetchPage(cursor);
    for (const b of r.results) {
      if (state.count >= limits.maxBlocks) {
        state.truncated = true;
        return nodes;
      }
      state.count += 1;
      nodes.push(b);
    }
    cursor = r.next_cursor;
  } while (cursor);
  return nodes;
}
`,
    // A truncated flag derived from the cap.
    `
async function list(params) {
  const items = [];
  let page = 0;
  let token;
  while (true) {
    const r = await api.list({ token });
    items.push(...r.items);
    token = r.nextToken;
    if (!token || ++page >= (params.maxPages ?? 10)) break;
  }
  return { items, truncated: Boolean(token) };
}
`,
    // The continuation is handed back: \`{ items, nextToken }\`.
    `
async function list(args) {
  const items = [];
  let nextToken;
  let pages = 0;
  do {
    const r = await api.list({ nextToken });
    items.push(...r.items);
    nextToken = r.nextToken;
  } while (nextToken && pages++ < args.limit);
  return { items, nextToken };
}
`,
    // A generator that follows the cursor to the end.
    `
async function* eachItem(api) {
  let cursor;
  do {
    const r = await api.list({ cursor });
    for (const x of r.items) yield x;
    cursor = r.next_cursor;
  } while (cursor);
}
`,
    // A capped status word on the returned record.
    `
async function list(max) {
  const items = [];
  for (let p = 0; p < max; p++) {
    const r = await api.list(p);
    items.push(...r.items);
  }
  return { items, status: 'capped' };
}
`,
    // An item cap reported beside the items.
    `
async function list(limit) {
  const all = [];
  let cursor;
  do {
    const r = await api.list(cursor);
    all.push(...r.items);
    cursor = r.next;
  } while (cursor);
  return { items: all.slice(0, limit), hasMore: all.length > limit };
}
`,
    `
async function f() {
  const all = [];
  let cursor = null;
  do {
    const res = await docs.query({ cursor });
    all.push(...res.results);
    cursor = res.hasMore ? res.cursor : null;
  } while (cursor);
  return all;
}
`,
    `
async function f() {
  const all = [];
  for (let page = 1; ; page++) {
    const { data } = await gh.list({ page });
    if (data.length === 0) break;
    all.push(...data);
  }
  return all;
}
`,
    "async function f() { const out = []; let res; do { res = await api.list(res?.next); out.push(...res.items); } while (res.next); return out; }",
    `
async function f() {
  const out = [];
  const first = await api.list(1);
  for (let p = 1; p <= first.totalPages; p++) {
    const r = await api.list(p);
    out.push(...r.items);
  }
  return out;
}
`,
    "async function f(ids) { const out = []; for (let i = 0; i < ids.length; i++) { out.push(await api.get(ids[i])); } return out; }",
    "async function f() { for (let attempt = 0; attempt < 3; attempt++) { try { return await api.get(); } catch {} } throw new Error('gave up'); }",
    `
async function f(org, maxPages = 20) {
  const out = [];
  let page = 1;
  let more = true;
  while (more && page <= maxPages) {
    const { data } = await gh.list({ org, page });
    out.push(...data);
    more = data.length > 0;
    page++;
  }
  return more ? partial(out, [{ code: 'CLIENT_CAP_REACHED', limit: maxPages, unit: 'pages' }]) : complete(out);
}
`,
    `
async function f() {
  const out = [];
  let truncated = false;
  for (let page = 0; page < 10; page++) {
    const r = await api.list(page);
    out.push(...r.items);
    if (page === 9 && r.next) truncated = true;
  }
  return { items: out, truncated };
}
`,
    `
async function f() {
  const out = [];
  let next;
  for (let page = 0; page < 10; page++) {
    const r = await api.list(next);
    out.push(...r.items);
    next = r.next;
    if (!next) break;
  }
  return { items: out, next_cursor: next ?? null };
}
`,
    `
async function f(max) {
  const out = [];
  let page = 0;
  let r;
  do {
    r = await api.list(page++);
    out.push(...r.items);
  } while (r.next && page < max);
  if (r.next) throw new Error(\`more than \${max} pages\`);
  return out;
}
`,
    "async function f() { return collectAll((c) => api.list(c), { maxPages: 10 }); }",
    `
async function f() {
  const out = [];
  let page = 0;
  while (page < 5) {
    const r = await api.list(page++);
    out.push(...r.items);
    if (page >= 5 && r.next) throw new Error('cap');
  }
  return out;
}
`,
    `
async function f() {
  let n = 0;
  const seen = [];
  for (let p = 0; p < 10; p++) {
    const r = await api.list(p);
    seen.push(...r.items);
    n += r.items.length;
  }
  return n;
}
`,
    "async function f() { const out = []; for (let p = 0; p < 10; p++) { const r = await api.list(p); out.push(...r.items); } await save(out); }",
    "function f(xs) { const out = []; for (let i = 0; i < 10; i++) out.push(xs[i]); return out; }",
    `
async function f() {
  const out = [];
  for (let p = 0; p < 10; p++) {
    const r = await api.list(p);
    out.push(...r.items);
  }
  return { items: out, complete: !!out.length && out.length < 1000 };
}
`,
  ],
  invalid: [
    {
      // The same loop over an API's pages is a walk, capped at five pages.
      code: `
async function firstIssues(api) {
  const issues = [];
  let cursor;
  let pages = 0;
  while (pages < 5) {
    const page = await api.listIssues({ cursor });
    issues.push(...page.items);
    pages++;
    cursor = page.next;
    if (!cursor) break;
  }
  return issues;
}
`,
      errors: [{ messageId: 'silentCap', line: 6, column: 10 }],
    },
    {
      // A return after the loop on the cap that answers as the normal path does tells nothing.
      code: `
async function repos(octokit, maxPages) {
  const results = [];
  let pages = 0;
  for await (const page of octokit.paginate.iterator('GET /orgs/{org}/repos', {})) {
    results.push(...page.data);
    if (++pages >= maxPages) break;
  }
  if (pages >= maxPages) return results;
  return results;
}
`,
      errors: [{ messageId: 'silentCap', line: 7, column: 9 }],
    },

    {
      // The mission's headline case: for-await over a paginator, capped, returned bare.
      code: `
async function repos(octokit, maxPages) {
  const results = [];
  let pages = 0;
  for await (const page of octokit.paginate.iterator('GET /orgs/{org}/repos', {})) {
    results.push(...page.data);
    if (++pages >= maxPages) break;
  }
  return results;
}
`,
      errors: [{ messageId: 'silentCap', line: 7, column: 9 }],
    },
    {
      // An SDK async iterator with an item cap \`n++ < max\` from \`opts?.maxItems\`.
      code: `
async function customers(client, opts) {
  const out = [];
  let n = 0;
  for await (const c of client.customers.list()) {
    if (!(n++ < opts?.maxItems)) break;
    out.push(c);
  }
  return out;
}
`,
      errors: [{ messageId: 'silentCap', line: 6, column: 11 }],
    },
    {
      // A generator that yields pages and stops at a cap.
      code: `
async function* pages(api, args) {
  let cursor;
  let n = 0;
  do {
    const r = await api.list({ cursor });
    yield r.items;
    cursor = r.next_cursor;
    n++;
  } while (cursor && n < args.limit);
}
`,
      errors: [{ messageId: 'silentCap', line: 10, column: 22 }],
    },
    {
      // \`while (true)\` with a break on \`params.maxPages ?? 10\`.
      code: `
async function list(params) {
  const items = [];
  let page = 0;
  let token;
  while (true) {
    const r = await api.list({ token });
    items.push(...r.items);
    token = r.nextToken;
    if (!token || ++page >= (params.maxPages ?? 10)) break;
  }
  return items;
}
`,
      errors: [{ messageId: 'silentCap', line: 10, column: 19 }],
    },
    {
      // An item cap after the walk: \`slice(0, max)\`.
      code: `
async function list(limit) {
  const all = [];
  let cursor;
  do {
    const r = await api.list(cursor);
    all.push(...r.items);
    cursor = r.next;
  } while (cursor);
  return all.slice(0, limit);
}
`,
      errors: [{ messageId: 'silentCap', line: 10, column: 10 }],
    },
    {
      // An item cap by \`length = max\`.
      code: `
async function list(MAX_ITEMS) {
  const all = [];
  let cursor;
  do {
    const r = await api.list(cursor);
    all.push(...r.items);
    cursor = r.next;
  } while (cursor);
  all.length = MAX_ITEMS;
  return all;
}
`,
      errors: [{ messageId: 'silentCap', line: 10, column: 3 }],
    },
    {
      // A hard-coded "no more" marker after a capped walk: \`hasMore: false\`.
      code: `
async function list(args) {
  const items = [];
  for (let page = 1; page <= args.maxPages; page++) {
    const r = await api.list({ page });
    items.push(...r.items);
  }
  return { items, hasMore: false };
}
`,
      errors: [{ messageId: 'capHiddenByMarker', line: 8, column: 19 }],
    },
    {
      code: `
export async function allMembers(org: string): Promise<Member[]> {
  const out: Member[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data } = await gh.listMembers({ org, per_page: 100, page });
    out.push(...data);
    if (data.length < 100) break;
  }
  return out;
}
`,
      errors: [{ messageId: "silentCap", line: 4, column: 22 }],
    },
    {
      code: `
const MAX_PAGES = 5;
async function f() {
  const all = [];
  let page = 0;
  let cursor;
  while (page < MAX_PAGES) {
    const r = await api.list(cursor);
    all.push(...r.items);
    cursor = r.next;
    page++;
    if (!cursor) break;
  }
  return all;
}
`,
      errors: [{ messageId: "silentCap", line: 7, column: 10 }],
    },
    {
      code: `
async function f(opts) {
  const all = [];
  for (let i = 0; i < opts.maxPages; i++) {
    const r = await api.list(i);
    all.push(...r.items);
  }
  return { items: all };
}
`,
      errors: [{ messageId: "silentCap", line: 4, column: 19 }],
    },
    {
      code: `
async function f(limit) {
  let all = [];
  let cursor;
  do {
    const r = await api.list(cursor);
    all = all.concat(r.items);
    cursor = r.next;
  } while (cursor && all.length < limit);
  return all;
}
`,
      errors: [{ messageId: "silentCap", line: 9, column: 22 }],
    },
    {
      code: `
async function f() {
  const all = [];
  const deadline = Date.now() + 10000;
  let cursor;
  while (Date.now() < deadline) {
    const r = await api.list(cursor);
    all.push(...r.items);
    cursor = r.next;
    if (!cursor) break;
  }
  return all;
}
`,
      errors: [{ messageId: "silentCap", line: 6, column: 10 }],
    },
    {
      code: `
async function f(max_pages) {
  const all = [];
  let p = 0;
  for (;;) {
    const r = await api.list(p);
    all.push(...r.items);
    p += 1;
    if (p >= max_pages) break;
    if (!r.next) break;
  }
  return all;
}
`,
      errors: [{ messageId: "silentCap", line: 9, column: 9 }],
    },
    {
      code: `
async function f() {
  const results = [];
  for (let page = 0; page < 50; page++) {
    const r = await api.list(page);
    results.push(...r.items);
    if (results.length >= 1000) return results;
  }
  return results;
}
`,
      errors: [{ messageId: "silentCap", line: 4, column: 22 }],
    },
    {
      code: `
async function f() {
  const all = [];
  for (let page = 1; page <= 10; page++) {
    const r = await api.list(page);
    all.push(...r.items);
  }
  return { items: all, complete: true };
}
`,
      errors: [{ messageId: "capHiddenByMarker", line: 8, column: 24 }],
    },
    {
      code: `
async function f() {
  const all = [];
  for (let page = 1; page <= 10; page++) {
    const r = await api.list(page);
    all.push(...r.items);
  }
  return { items: all, has_more: false, cursor: undefined };
}
`,
      errors: [{ messageId: "capHiddenByMarker", line: 8, column: 24 }],
    },
    {
      code: `
async function f() {
  const all = [];
  for (let page = 1; page <= 10; page++) {
    const r = await api.list(page);
    all.push(...r.items);
  }
  return complete(all);
}
`,
      errors: [{ messageId: "capHiddenByMarker", line: 8, column: 10 }],
    },
    {
      code: `
async function f(octokit, max) {
  let n = 0;
  return octokit.paginate('GET /orgs/{org}/repos', { org: 'x' }, (res, done) => {
    n += res.data.length;
    if (n >= max) done();
    return res.data;
  });
}
`,
      errors: [{ messageId: "silentCap", line: 6, column: 9 }],
    },
    {
      code: `
async function walk(cursor, depth = 0) {
  if (depth >= 5) return [];
  const r = await api.list(cursor);
  return r.next ? [...r.items, ...(await walk(r.next, depth + 1))] : r.items;
}
`,
      errors: [{ messageId: "silentCap", line: 3, column: 7 }],
    },
    {
      code: `
const f = async (maxPages: number): Promise<Item[]> => {
  const acc: Item[] = [];
  for (let i = 0; i < maxPages; i++) {
    const r = await api.list(i);
    acc.push(...r.items);
  }
  return acc.slice();
};
`,
      errors: [{ messageId: "silentCap", line: 4, column: 19 }],
    },
  ],
});

ruleTester.run('no-silent-page-cap: a number generator is not a walk; the end inside the loop is not the cap', rule, {
  valid: [
    // \`truncated: false\` is returned where the walk ran out of pages; the cap exit below says true
    `async function fetchAll(fetchChunk, maxPages) {
      const rows = [];
      let pages = 0;
      let cursor;
      while (pages < maxPages) {
        const page = await fetchChunk(cursor);
        rows.push(...page.rows);
        pages++;
        if (!page.next) {
          return { rows, truncated: false };
        }
        cursor = page.next;
      }
      return { rows, truncated: true };
    }`,
    `function* range(start, end) {
      for (let i = start; i <= end; i += 1) {
        yield i;
      }
    }`,
  ],
  invalid: [
    // the same walk whose cap exit also claims the whole
    {
      code: `
        async function fetchAll(fetchChunk, maxPages) {
          const rows = [];
          let pages = 0;
          let cursor;
          while (pages < maxPages) {
            const page = await fetchChunk(cursor);
            rows.push(...page.rows);
            pages++;
            if (!page.next) {
              return { rows, truncated: false };
            }
            cursor = page.next;
          }
          return { rows, truncated: false };
        }
      `,
      errors: [{ messageId: 'capHiddenByMarker', line: 15, column: 26 }],
    },
  ],
});
