import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-short-page-as-end.js';
const ruleTester = new RuleTester();

ruleTester.run('no-short-page-as-end', rule, {
  valid: [
    "async function f(org) { const out = []; for (let page = 1; ; page++) { const { data } = await gh.list({ org, per_page: 100, page }); if (data.length === 0) break; out.push(...data); } return out; }",
    "async function f() { let cursor; do { const res = await api.list({ cursor, limit: 50 }); cursor = res.next_cursor; } while (cursor); }",
    "async function f(limit) { const res = await api.list({ limit }); console.log(`${res.items.length} of ${limit}`); }",
    "async function f(limit) { const res = await api.list({ limit }); if (res.items.length > limit) throw new Error('server ignored limit'); }",
    "async function f(limit) { for (;;) { const res = await api.list({ limit }); if (!res.next && res.items.length < limit) break; } }",
    "function f(xs, limit) { for (;;) { if (xs.length < limit) break; xs.pop(); } }",
    "async function f(pageSize) { const res = await api.list({ pageSize }); return res.items.length === pageSize ? 'full' : 'short'; }",
    "async function f() { const res = await api.list({ per_page: 100 }); if (res.items.length < 5) log('few'); }",
    "async function f() { for (;;) { const res = await api.list({ per_page: 100 }); if (res.items.length < 1) break; } }",
    "async function f(ids, batchSize) { for (let i = 0; i < ids.length; i += batchSize) { await api.del(ids.slice(i, i + batchSize)); } }",
    "async function f(limit) { const all = []; while (all.length < limit) { const r = await api.list(); all.push(...r.items); if (!r.next) break; } return all; }",
    "async function f() { const res = await api.list({ per_page: 100 }); const full = res.items.length === 100; return full; }",
    "async function f(max) { const res = await api.list(); const tooMany = res.items.length > max; return tooMany; }",
    "async function f() { for (;;) { const res = await api.list({ limit: 100 }); if (res.items.length < 100 && !res.has_more) break; } }",
    "function f(page, limit) { return { done: page.length < limit }; }",
  ],
  invalid: [
    { code: "async function f(org) {\n  const out = [];\n  for (let page = 1; ; page++) {\n    const { data } = await gh.listMembers({ org, per_page: 100, page });\n    out.push(...data);\n    if (data.length < 100) break;\n  }\n  return out;\n}", errors: [{ messageId: "shortPageAsEnd", line: 6, column: 9 }] },
    { code: "async function f(limit) { const all = []; let offset = 0; for (;;) { const res = await api.list({ offset, limit }); all.push(...res.items); if (res.items.length !== limit) break; offset += limit; } return all; }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 145 }] },
    { code: "async function f(next) { const batch = await api.list({ cursor: next, limit: 100 }); return batch.length === 100 ? batch[99].id : undefined; }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 93 }] },
    { code: "async function f(pageSize) { const res = await api.list({ pageSize }); const hasMore = res.items.length === pageSize; return { items: res.items, hasMore }; }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 88 }] },
    { code: "async function f(perPage) { const res = await api.list({ perPage }); return { items: res.items, has_more: res.items.length >= perPage }; }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 107 }] },
    { code: "const PAGE_SIZE = 50;\nasync function f() { let batch; do { batch = await api.list({ limit: PAGE_SIZE }); await save(batch); } while (batch.length === PAGE_SIZE); }", errors: [{ messageId: "shortPageAsEnd", line: 2, column: 112 }] },
    { code: "async function f(limit) { const all = []; while (true) { const { items } = await api.list({ limit }); all.push(...items); if (items.length < limit) return all; } }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 127 }] },
    { code: "async function f(batchSize: number) { for (;;) { const rows = await db.query(batchSize); if (rows.length < batchSize || rows.length === 0) break; } }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 94 }] },
    { code: "async function f(limit) { let isLastPage = false; while (!isLastPage) { const r = await api.page({ limit }); isLastPage = r.data?.length < limit; } }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 123 }] },
    { code: "async function f(maxResults) { for (;;) { const r = await api.list({ maxResults }); if (r.items.length < maxResults) { break; } } }", errors: [{ messageId: "shortPageAsEnd", line: 1, column: 89 }] },
  ],
});
