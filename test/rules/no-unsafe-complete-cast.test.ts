import rule from '../../rules/no-unsafe-complete-cast.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

const ruleTester = typedRuleTester();

ruleTester.run('no-unsafe-complete-cast', rule, {
  valid: [
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(items: Doc[]) {
        return complete(items);
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(body: unknown) {
        return parseListing<Doc>(body);
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(l: Listing<Doc>) {
        return requireComplete(l);
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(l: Listing<Doc>) {
        return l as Listing<Doc>;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(l: Listing<Doc>) {
        return l as Partial<Doc> | Complete<Doc> | undefined;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(l: Complete<Doc>) {
        return l as Complete<Doc>;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(x: unknown) {
        return x as Listing<Doc>;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(l: Listing<Doc>) {
        if (l.complete) return l as Complete<Doc>;
        return null;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export const xs = ['a', 'b'] as const;
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(x: unknown) {
        return x as Doc[];
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(x: unknown) {
        return <Doc>x;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(x: unknown) {
        return x as { complete: true; items: Doc[] };
      }
    `,
    "export function f(x: unknown) { return x as MyEnvelope; }",
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      export function f(l: Listing<Doc>) {
        return l satisfies Listing<Doc>;
      }
    `,
    `
      import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
      type Done = Complete<Doc>;
      export function f(l: Done) {
        return l as Done;
      }
    `,
  ],
  invalid: [
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(l: Listing<Doc>) {
          return l as Complete<Doc>;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(x: unknown) {
          return x as Complete<Doc>;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(items: Doc[]) {
          return { items, complete: true } as unknown as Complete<Doc>;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(x: unknown) {
          return <Complete<Doc>>x;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        type Done = Complete<Doc>;
        export function f(x: Listing<Doc>) {
          return x as Done;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 5, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export async function f(q: string) {
          const r = (await searchDocs(q)) as Complete<Doc>;
          return r.items;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 21 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(p: Partial<Doc>) {
          return p as unknown as Complete<Doc>;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(x: unknown) {
          const y = x as Complete<Doc> | null;
          return y;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 21 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(xs: unknown[]) {
          return xs.map((x) => x as Complete<Doc>);
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 32 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export function f(body: unknown) {
          return JSON.parse(String(body)) as Complete<Member>;
        }
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 4, column: 18 }],
    },
    {
      code: `
        import { complete, parseListing, requireComplete, type Listing, type Complete, type Partial } from 'completeness';
        export const empty = { items: [] } as unknown as Complete<never>;
      `,
      errors: [{ messageId: "unsafeCompleteCast", line: 3, column: 30 }],
    },
  ],
});
