import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-fail-open-completeness-default.js';
const ruleTester = new RuleTester();

ruleTester.run('no-fail-open-completeness-default', rule, {
  valid: [

    // \`hasMore || false\` over a result this file builds with hasMore on every return.
    `
class Client {
  async page(cursor) {
    const res = await http.get('/items', { cursor });
    return { items: res.items, hasMore: Boolean(res.next) };
  }
  async list(cursor) {
    const result = await this.page(cursor);
    return { items: result.items, hasMore: result.hasMore || false };
  }
}
`,
    // \`isLast\` as a position in a tree being drawn.
    `
function drawTree(node, prefix = '', isLast = true) {
  const line = prefix + (isLast ? '└── ' : '├── ') + node.name;
  const kids = node.children.map((c, i) => drawTree(c, prefix + '    ', i === node.children.length - 1));
  return [line, ...kids].join('\\n');
}
`,
    "class M { matchOne(file, pattern, partial = false) { return partial; } }",
    "function f(options) { const done = options.done ?? true; return done; }",
    "function f({ complete = true }) { return complete; }",
    "async function f() { const res = await api.list(); const hasMore = res.has_more ?? true; return hasMore; }",
    "async function f() { const res = await api.list(); const isLast = res.isLast ?? false; return isLast; }",
    `
async function f() {
  const res = await api.list();
  if (typeof res.has_more !== 'boolean') throw new Error('no has_more');
  return res.has_more;
}
`,
    "async function f() { const { hasMore = true } = await api.list(); return hasMore; }",
    "async function f() { const { isLast = false } = await api.list(); return isLast; }",
    "function f(opts) { const verbose = opts.verbose ?? false; return verbose; }",
    "function f(opts) { const { dryRun = true } = opts; return dryRun; }",
    "async function f() { const res = await api.list(); const count = res.count ?? 0; return count; }",
    "async function f() { const res = await api.list(); const cursor = res.next_cursor ?? null; return cursor; }",
    "function f({ recursive = false }) { return recursive; }",
    "async function f() { const res = await api.list(); return res.complete ?? false; }",
    "async function f() { const res = await api.list(); return { truncated: res.truncated ?? true }; }",
    "async function f() { const res = await api.list(); return res.incomplete_results === true; }",
    "function f(x) { return x.enabled || false; }",
    "async function f() { const res = await api.list(); return res.done ?? false; }",
  ],
  invalid: [

    {
      // A \`hasMorePages = false\` default on a fetched page.
      code: `
async function next(cursor) {
  const { items, hasMorePages = false } = await api.page(cursor);
  return hasMorePages ? null : items;
}
`,
      errors: [
        {
          messageId: 'failOpenDefault',
          line: 3,
          column: 18,
          suggestions: [
            {
              messageId: 'assumeWorst',
              output: `
async function next(cursor) {
  const { items, hasMorePages = true } = await api.page(cursor);
  return hasMorePages ? null : items;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const res = await api.list();
  const isLast = res.isLast ?? true;
  return isLast;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 18,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const res = await api.list();
  const isLast = res.isLast ?? false;
  return isLast;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const res = await api.query();
  return { records: res.records, done: res.done ?? true };
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 40,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const res = await api.query();
  return { records: res.records, done: res.done ?? false };
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const res = await api.list();
  return { items: res.items, complete: res.complete ?? true };
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 40,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const res = await api.list();
  return { items: res.items, complete: res.complete ?? false };
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const page = await api.list();
  const last = page.last || true;
  return last;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 16,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const page = await api.list();
  const last = page.last === true;
  return last;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const res = await api.list();
  const more = res.hasMore ?? false;
  return more;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 16,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const res = await api.list();
  const more = res.hasMore ?? true;
  return more;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const res = await stripe.list();
  if (!(res.has_more || false)) return res.data;
  return null;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 9,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const res = await stripe.list();
  if (!(res.has_more !== false)) return res.data;
  return null;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const r = await gql();
  return r.data.repo.issues.pageInfo.hasNextPage ?? false;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 10,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const r = await gql();
  return r.data.repo.issues.pageInfo.hasNextPage ?? true;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const r = await s3.list();
  const truncated = r.truncated ?? false;
  return truncated;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 21,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const r = await s3.list();
  const truncated = r.truncated ?? true;
  return truncated;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const r = await gh.search();
  return { items: r.items, partial: r.incomplete_results ?? false };
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 4,
          column: 37,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const r = await gh.search();
  return { items: r.items, partial: r.incomplete_results ?? true };
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const { items, isLast = true } = await api.page();
  return isLast ? items : null;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 3,
          column: 18,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const { items, isLast = false } = await api.page();
  return isLast ? items : null;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
async function f() {
  const { data, has_more: hasMore = false } = await api.page();
  return hasMore ? null : data;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 3,
          column: 27,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
async function f() {
  const { data, has_more: hasMore = true } = await api.page();
  return hasMore ? null : data;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
function summarize({ items, truncated = false }: { items: string[]; truncated?: boolean }) {
  return truncated ? 'partial' : \`\${items.length} items\`;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 2,
          column: 29,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
function summarize({ items, truncated = true }: { items: string[]; truncated?: boolean }) {
  return truncated ? 'partial' : \`\${items.length} items\`;
}
`,
            },
          ],
        },
      ],
    },
    {
      code: `
function next(page: { hasNextPage?: boolean }, hasNextPage = false) {
  return page.hasNextPage ?? hasNextPage;
}
`,
      errors: [
        {
          messageId: "failOpenDefault",
          line: 2,
          column: 48,
          suggestions: [
            {
              messageId: "assumeWorst",
              output: `
function next(page: { hasNextPage?: boolean }, hasNextPage = true) {
  return page.hasNextPage ?? hasNextPage;
}
`,
            },
          ],
        },
      ],
    },
  ],
});
