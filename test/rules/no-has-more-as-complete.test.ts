import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-has-more-as-complete.js';

const ruleTester = new RuleTester();

ruleTester.run('no-has-more-as-complete', rule, {
  valid: [
    "async function f() { let res; do { res = await api.list(); } while (res.has_more); }",
    "async function f() { for (;;) { const res = await api.list(); if (!res.has_more) break; } }",
    `
      async function f() {
        let cursor = null;
        do {
          const res = await docs.query({ cursor });
          cursor = res.hasMore ? res.cursor : null;
        } while (cursor);
      }
    `,
    "async function f() { const res = await api.list(); const hasMore = res.has_more; return hasMore; }",
    "async function f() { const res = await api.list(); let done = !res.has_more; while (!done) { done = true; } }",
    "async function f(token) { const res = await api.list(token); return { items: res.items, next: res.nextPageToken ?? null }; }",
    "async function f() { const res = await gh.search(); return { items: res.items, complete: !res.incomplete_results && !res.has_more }; }",
    `
      async function f() {
        const res = await es.search();
        const complete = !res.timed_out && res._shards.failed === 0 && !res.next;
        return complete;
      }
    `,
    "async function f() { const res = await api.list(); return { items: res.items, complete: res.complete }; }",
    "async function f(capped) { const res = await api.list(); return { items: res.items, complete: !res.has_more && !capped }; }",
    "async function f() { const res = await api.list(); return { items: res.items, complete: true }; }",
    "async function f() { const res = await api.list(); if (!res.nextPageToken && res.items.length === 0) console.log('nothing'); }",
    "async function f() { for (;;) { const res = await api.list(); if (!res.has_more || res.items.length === 0) break; } }",
    "async function f() { const res = await api.list(); if (!res.has_more) for (const i of res.items) await deleteItem(i.id); }",
    "function f(iter) { const { done, value } = iter.next(); const complete = done; return complete; }",
    "async function f() { const res = await api.list(); const exhaustiveSearch = res.items; return exhaustiveSearch; }",
  ],
  invalid: [
    {
      code: `
        async function f(q) {
          const res = await docs.query({ q });
          return { docs: res.results, complete: !res.hasMore };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 49 }],
    },
    {
      code: `
        async function f() {
          const page = await stripe.customers.list();
          return { data: page.data, complete: !page.has_more };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 47 }],
    },
    {
      code: `
        let exhaustive;
        async function f() {
          const resp = await api.list();
          exhaustive = !resp.hasMore;
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 5, column: 24 }],
    },
    {
      code: `
        async function f() {
          const resp = await api.list();
          const isComplete = resp.next_cursor === null;
          return isComplete;
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 30 }],
    },
    {
      code: `
        async function f() {
          const r = await s3.listObjectsV2(p);
          return { keys: r.Contents, complete: r.IsTruncated === false };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 48 }],
    },
    {
      code: `
        async function f() {
          const r = await k8s.listPods();
          return { pods: r.items, complete: !r.metadata?.continue };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 45 }],
    },
    {
      code: `
        async function f() {
          const r = await api.list();
          return { items: r.items, incomplete: Boolean(r.nextPageToken) };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 56 }],
    },
    {
      code: `
        async function f() {
          const r = await api.list();
          return { items: r.items, incomplete: r.hasNextPage };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 48 }],
    },
    {
      code: `
        async function f() {
          const r = await api.list();
          this.fullyLoaded = !r.pageInfo.hasNextPage;
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 30 }],
    },
    {
      code: `
        async function f() {
          const r = await api.list();
          return { items: r.items, complete: r.isLast };
        }
      `,
      errors: [{ messageId: "paginationAsComplete", line: 4, column: 46 }],
    },
    {
      code: `
        const isComplete = (page: { nextCursor?: string }) => !page.nextCursor;
      `,
      errors: [{ messageId: "paginationAsComplete", line: 2, column: 63 }],
    },
    {
      code: `
        async function f(ns) {
          const resp = await api.list(ns);
          if (!resp.nextPageToken && resp.items.length === 0) await deleteNamespace(ns);
        }
      `,
      errors: [{ messageId: "paginationAsAbsence", line: 4, column: 15 }],
    },
    {
      code: `
        async function f(ns) {
          const resp = await api.list(ns);
          if (resp.has_more === false && !resp.items.some((i) => i.active)) {
            await archiveProject(ns);
          }
        }
      `,
      errors: [{ messageId: "paginationAsAbsence", line: 4, column: 15 }],
    },
    {
      code: `
        async function f(ns) {
          const { items, nextCursor } = await api.list(ns);
          if (items.length === 0 && nextCursor == null) await revokeToken(ns);
        }
      `,
      errors: [{ messageId: "paginationAsAbsence", line: 4, column: 37 }],
    },
  ],
});
