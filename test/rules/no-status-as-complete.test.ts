import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-status-as-complete.js';

const ruleTester = new RuleTester();

ruleTester.run('no-status-as-complete', rule, {
  valid: [
    "async function f(url) { const res = await fetch(url); if (!res.ok) throw new Error(`HTTP ${res.status}`); return res.json(); }",
    "async function f(url) { const res = await fetch(url); if (res.status === 200) return res.json(); return null; }",
    "async function f(url) { const res = await fetch(url); const ok = res.ok; return ok; }",
    "async function f(url) { const res = await fetch(url); return { ok: res.ok, body: await res.json() }; }",
    "async function f(url) { const res = await fetch(url); if (res.status >= 400) { console.error('failed'); return; } }",
    `
      async function f(url) {
        const res = await fetch(url);
        const body = await res.json();
        return { rows: body.rows, complete: res.ok && body.complete === true };
      }
    `,
    `
      async function f(url) {
        const res = await fetch(url);
        const body = await res.json();
        const complete = res.ok && !body.incomplete_results;
        return complete;
      }
    `,
    `
      async function f(url) {
        const res = await fetch(url);
        const body = await res.json();
        return { rows: body.rows, complete: res.ok && !body.has_more };
      }
    `,
    "async function f(url) { const res = await fetch(url); const success = res.status === 200; return success; }",
    `
      async function f(url) {
        const res = await fetch(url);
        const body = await res.json();
        if (res.ok && body.items.length === 0) console.log('empty');
      }
    `,
    `
      async function f(url) {
        const res = await fetch(url);
        const body = await res.json();
        if (res.ok && body.items.length > 0) await deleteAll(body.items);
      }
    `,
    "async function f(url) { const res = await fetch(url); if (!res.ok) await deleteDraft(url); }",
    "function isComplete(listing) { return listing.complete; }",
    "async function f(url) { const res = await fetch(url); return { rows: await res.json(), status: res.status }; }",
    "async function f(url) { const res = await fetch(url); const complete = res.status; return complete; }",
    "async function f(url) { const res = await fetch(url); return { complete: false, ok: res.ok }; }",
  ],
  invalid: [
    {
      code: `
        async function f(url) {
          const res = await fetch(url);
          const rows = await res.json();
          const complete = res.ok;
          return { rows, complete };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 5, column: 28 }],
    },
    {
      code: `
        async function f(url) {
          const res = await fetch(url);
          return { rows: await res.json(), complete: res.ok };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 54 }],
    },
    {
      code: `
        async function f(url) {
          const response = await fetch(url);
          const complete = response.status === 200;
          return complete;
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 28 }],
    },
    {
      code: `
        async function f(url) {
          const r = await axios.get(url);
          return { data: r.data, isComplete: r.status < 300 };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 46 }],
    },
    {
      code: `
        async function f(url) {
          const r = await got(url);
          return { data: r.body, complete: 200 === r.statusCode };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 44 }],
    },
    {
      code: `
        async function f(url) {
          const r = await fetch(url);
          return { data: await r.json(), incomplete: r.status !== 200 };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 54 }],
    },
    {
      code: `
        async function f(url) {
          const r = await fetch(url);
          return { data: await r.json(), incomplete: !r.ok };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 54 }],
    },
    {
      code: `
        let exhaustive = false;
        async function f(url) {
          const r = await fetch(url);
          exhaustive = r.ok;
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 5, column: 24 }],
    },
    {
      code: `
        async function f(url) {
          const r = await slack.users.list();
          return { members: r.members, complete: r.ok };
        }
      `,
      errors: [{ messageId: "statusAsComplete", line: 4, column: 50 }],
    },
    {
      code: `
        async function f(url, id) {
          const res = await fetch(url);
          const body = await res.json();
          if (res.status === 200 && body.items.length === 0) await deleteProject(id);
        }
      `,
      errors: [{ messageId: "statusAsAbsence", line: 5, column: 15 }],
    },
    {
      code: `
        async function f(url, id) {
          const res = await fetch(url);
          const body = await res.json();
          if (res.ok && !body.items.some((i) => i.id === id)) {
            await revokeAccess(id);
          }
        }
      `,
      errors: [{ messageId: "statusAsAbsence", line: 5, column: 15 }],
    },
    { code: "const isComplete = (res: Response): boolean => res.ok;", errors: [{ messageId: "statusAsComplete", line: 1, column: 48 }] },
  ],
});
