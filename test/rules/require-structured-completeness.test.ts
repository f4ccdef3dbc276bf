import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/require-structured-completeness.js';
const ruleTester = new RuleTester();

ruleTester.run('require-structured-completeness', rule, {
  valid: [
    // a completeness claim that says true, beside a success status, is consistent
    `
      function f(items) {
        return { items, isComplete: true, status: 'success' };
      }
    `,
    "function f() { return { limitNote: 'Rate limited to 10 requests per second' }; }",
    "function f(items) { return { items, help: 'Use --limit to change how many results are shown' }; }",
    `
      async function f(q) {
        const res = await docs.query({ q });
        return { results: res.results, complete: false, warning: 'Results may be incomplete.' };
      }
    `,
    `
      async function f(q) {
        const res = await docs.query({ q });
        return { results: res.results, incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED' }], note: 'Some results may be missing' };
      }
    `,
    "async function f(q) { return partial([], [{ code: 'TIME_BUDGET_EXCEEDED', message: 'Results may be incomplete' }]); }",
    "function f() { console.warn('Results may be incomplete'); }",
    "function f() { throw new Error('results may be truncated'); }",
    "function f(items) { return { items, message: 'All results returned' }; }",
    "function f(items) { return { items, hint: 'Use a narrower query for faster results' }; }",
    "function f(l) { return { ...l, note: 'Some results may be missing' }; }",
    "function f(items, truncated) { return { items, truncated, note: truncated ? 'Output was truncated' : '' }; }",
    "const msg = 'Results may be incomplete';",
    "function f(items) { return { items, status: 'success' }; }",
    "function f(items) { return { items, complete: true, status: 'success' }; }",
    "function f(items, reasons) { return { items, complete: false, status: 'partial', incomplete_reasons: reasons }; }",
    "function f(items, c) { return { items, complete: c, status: 'ok' }; }",
    "function f(items) { return { items, incomplete_reasons: [], status: 'ok' }; }",
    "function f() { return { truncateAnnotation: '... Diff result is truncated', expand: false }; }",
    "function f(items) { return { content: [{ type: 'text', text: 'Listed all ' + items.length + ' results' }] }; }",
  ],
  invalid: [
    {
      // every completeness claim of the vocabulary counts, not only \`complete\`
      code: `
        function f(items) {
          return { items, isComplete: false, status: 'success' };
        }
      `,
      errors: [
        {
          messageId: 'successWhilePartial',
          line: 3,
          column: 54,
          suggestions: [
            {
              messageId: 'usePartialStatus',
              output: `
        function f(items) {
          return { items, isComplete: false, status: 'partial' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        async function f(q) {
          const r = await search(q);
          return { hits: r.hits.slice(0, 50), note: 'Results limited to the first 50 matches' };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 4,
          column: 53,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        async function f(q) {
          const r = await search(q);
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], hits: r.hits.slice(0, 50), note: 'Results limited to the first 50 matches' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { items, info: 'Showing only the first 100 repositories' };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 33,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(items) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], items, info: 'Showing only the first 100 repositories' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        async function docsReply(q) {
          const res = await docs.query({ q });
          return { results: res.results, warning: 'Results may be incomplete.' };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 4,
          column: 51,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        async function docsReply(q) {
          const res = await docs.query({ q });
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], results: res.results, warning: 'Results may be incomplete.' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { items, note: 'Some results may be missing' };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 33,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(items) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], items, note: 'Some results may be missing' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { items, note: \`Showing \${items.length}; the list may be truncated\` };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 33,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(items) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], items, note: \`Showing \${items.length}; the list may be truncated\` };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { content: [{ type: 'text', text: items.join('\\n') + '\\n(results are truncated)' }] };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 71,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(items) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], content: [{ type: 'text', text: items.join('\\n') + '\\n(results are truncated)' }] };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        const tool = async (q: string) => ({ hits: await search(q), warning: 'Search results might be partial' });
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 2,
          column: 78,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        const tool = async (q: string) => ({ complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], hits: await search(q), warning: 'Search results might be partial' });
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        app.get('/x', async (req, res) => {
          res.json({ data: await load(), message: 'Not all records were returned' });
        });
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 51,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        app.get('/x', async (req, res) => {
          res.json({ complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], data: await load(), message: 'Not all records were returned' });
        });
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items, more) {
          return { items, note: more ? 'More results are available' : 'done' };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 40,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(items, more) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], items, note: more ? 'More results are available' : 'done' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { items, warnings: ['Partial results: one shard failed'] };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 38,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(items) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], items, warnings: ['Partial results: one shard failed'] };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { items, complete: false, status: 'success' };
        }
      `,
      errors: [
        {
          messageId: "successWhilePartial",
          line: 3,
          column: 52,
          suggestions: [
            {
              messageId: "usePartialStatus",
              output: `
        function f(items) {
          return { items, complete: false, status: 'partial' };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(items) {
          return { status: 'ok', items, incomplete_reasons: [{ code: 'RATE_LIMITED' }] };
        }
      `,
      errors: [
        {
          messageId: "successWhilePartial",
          line: 3,
          column: 28,
          suggestions: [
            {
              messageId: "usePartialStatus",
              output: `
        function f(items) {
          return { status: 'partial', items, incomplete_reasons: [{ code: 'RATE_LIMITED' }] };
        }
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        const r = { status: 'Success', partial: true, rows: [] };
      `,
      errors: [
        {
          messageId: "successWhilePartial",
          line: 2,
          column: 29,
          suggestions: [
            {
              messageId: "usePartialStatus",
              output: `
        const r = { status: 'partial', partial: true, rows: [] };
      `,
            },
          ],
        },
      ],
    },
    {
      code: `
        function f(rows) {
          return { data: { rows, info: 'some rows may be omitted' } };
        }
      `,
      errors: [
        {
          messageId: "proseOnly",
          line: 3,
          column: 40,
          suggestions: [
            {
              messageId: "addCompleteFalse",
              output: `
        function f(rows) {
          return { complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }], data: { rows, info: 'some rows may be omitted' } };
        }
      `,
            },
          ],
        },
      ],
    },
  ],
});
