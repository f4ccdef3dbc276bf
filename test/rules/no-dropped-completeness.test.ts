import rule from '../../rules/no-dropped-completeness.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

const ruleTester = typedRuleTester();

ruleTester.run('no-dropped-completeness', rule, {
  valid: [
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return found.items.some((d) => d.title === 'x');
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return \`\${found.items.length} results\`.length;
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return found.items[0];
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return { content: [{ type: 'text', text: found.items.map((d) => d.title).join('\\n') }], structuredContent: found };
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        if (!found.complete) return { error: found.incomplete_reasons };
        return found.items.map((d) => d.title).join(', ');
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return \`\${verdictLine(found)}\\n\${found.items.map((d) => d.title).join('\\n')}\`;
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return found;
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return JSON.stringify(found);
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = requireComplete(await searchDocs(q));
        return found.items.map((d) => d.title).join('\\n');
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        if (found.complete) return found.items;
        return [];
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        console.log(found.items.length);
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return \`\${found.items.length} docs (\${found.complete ? 'all' : 'partial'})\`;
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export function f(l: Listing<Doc>) {
        return { items: l.items, complete: l.complete, reasons: l.incomplete_reasons };
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export function f(l: Complete<Doc>) {
        return l.items.map((d) => d.title).join(', ');
      }
    `,
    "export function f(docs: Doc[]) { return docs.map((d) => d.title).join(', '); }",
    "export async function f() { const p = await apiPage(); return p.results; }",
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        for (const d of found.items) console.log(d.title);
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        return render(found);
      }
    `,
    `
      import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(q: string) {
        const found = await searchDocs(q);
        const n = found.items.length;
        return { n, status: found.status };
      }
    `,
  ],
  invalid: [
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function docsTool(q: string) {
          const found = await searchDocs(q);
          return \`Found:\\n\${found.items.map((d) => \`- \${d.title}\`).join('\\n')}\`;
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 29 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(q: string) {
          const found = await searchDocs(q);
          return found.items;
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 18 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(q: string) {
          const found = await searchDocs(q);
          return JSON.stringify(found.items);
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 33 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(q: string) {
          const found = await searchDocs(q);
          return found.items.map((d) => d.title).join(', ');
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 18 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(q: string) {
          const found = await searchDocs(q);
          return { content: [{ type: 'text', text: found.items.map((d) => d.title).join('\\n') }] };
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 52 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export function f(l: Listing<Doc>) {
          return l.items.map((d) => d.id);
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 4, column: 18 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export const f = async (q: string) => {
          const found = await searchDocs(q);
          const lines = found.items.map((d) => d.title);
          return lines.join('\\n');
        };
      `,
      errors: [{ messageId: "droppedCompleteness", line: 6, column: 18 }],
    },
    {
      code: `
        export async function f() {
          const e = await myList();
          return { docs: e.results };
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 4, column: 26 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export const f = (l: Listing<Doc>) => l.items;
      `,
      errors: [{ messageId: "droppedCompleteness", line: 3, column: 47 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(q: string) {
          const found = await searchDocs(q);
          return { content: [{ type: 'text', text: \`\${found.items.length} docs: \${found.items.map((d) => d.title).join(', ')}\` }] };
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 83 }],
    },
    {
      code: `
        import { verdictLine, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(q: string, res: { json(x: unknown): void }) {
          const found = await searchDocs(q);
          res.json(found.items);
        }
      `,
      errors: [{ messageId: "droppedCompleteness", line: 5, column: 20 }],
    },
    {
      code: `
        export async function f() {
          const page = await apiPage();
          return page.results;
        }
      `,
      options: [{"listingTypes": [{"name": "ApiPage"}]}],
      errors: [{ messageId: "droppedCompleteness", line: 4, column: 18 }],
    },
  ],
});
