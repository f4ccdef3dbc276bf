import rule from '../../rules/no-absence-from-partial.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

const ruleTester = typedRuleTester();

ruleTester.run('no-absence-from-partial', rule, {
  valid: [
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        return \`\${r.items.length} results\`;
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        console.log('found', r.items.length);
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        if (r.items.length > 0) return r.items[0];
        return null;
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string, s: string) {
        const r = await listMembers(org);
        if (r.items.some((m) => m.login === s)) await removeSeat(s);
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        const hit = r.items.find((m) => m.login === 'a');
        if (hit) await removeSeat(hit.login);
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        for (const m of r.items) await removeSeat(m.login);
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        if (!r.complete) return;
        if (r.items.length === 0) await removeSeat('x');
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        if (r.complete) {
          if (r.items.length === 0) await removeSeat('x');
        }
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        if (!r.complete) {
          console.log(r.incomplete_reasons);
        } else if (!r.items.some((m) => m.login === 'x')) {
          await removeSeat('x');
        }
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        if (isComplete(r) && r.items.every((m) => m.login !== 'x')) await removeSeat('x');
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string, seats: string[]) {
        const members = requireComplete(await listMembers(org));
        const present = new Set(members.items.map((m) => m.login));
        for (const s of seats) if (!present.has(s)) await removeSeat(s);
      }
    `,
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export function f(done: Complete<Member>) {
        return done.items.length === 0 ? 'none' : 'some';
      }
    `,
    "export function f(xs: Member[]) { return xs.length === 0; }",
    "export async function f() { const p = await apiPage(); return p.results.length === 0; }",
    "export function f(m: Map<string, Member>) { return !m.has('x'); }",
    `
      import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
      export async function f(org: string) {
        const r = await listMembers(org);
        if (!r.complete) throw new Error('partial');
        const { items } = r;
        return items.length === 0;
      }
    `,
  ],
  invalid: [
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function reclaimSeats(org: string, seats: string[]) {
          const members = await listMembers(org);
          for (const login of seats) {
            if (!members.items.some((m) => m.login === login)) {
              await removeSeat(login);
            }
          }
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 6, column: 17 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          return r.items.length === 0;
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 5, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          return r.items.every((m) => m.login !== 'root');
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 5, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          return !r.items.length ? 'No members' : 'ok';
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 5, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          return r.items.find((m) => m.login === 'x') === undefined;
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 5, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          const logins = new Set(r.items.map((m) => m.login));
          return !logins.has('x');
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 6, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          const { items } = r;
          if (items.length < 1) await removeSeat('x');
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 6, column: 15 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          const names = r.items.map((m) => m.login);
          if (!names.includes('x')) await removeSeat('x');
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 6, column: 15 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string, s: string) {
          const r = await listMembers(org);
          if (r.items.some((m) => m.login === s)) return;
          await removeSeat(s);
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 5, column: 15 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string, s: string) {
          const r = await listMembers(org);
          if (r.items.some((m) => m.login === s)) {
            console.log('kept');
          } else {
            await removeSeat(s);
          }
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 5, column: 15 }],
    },
    {
      code: `
        export async function f() {
          const e = await myList();
          return e.results.length === 0;
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 4, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export function f(l: Listing<Member>) {
          return l.items.findIndex((m) => m.login === 'x') === -1;
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 4, column: 18 }],
    },
    {
      code: `
        import { isComplete, requireComplete, type Listing, type Complete } from 'completeness';
        export async function f(org: string) {
          const r = await listMembers(org);
          if (r.complete) return 'ok';
          return r.items.length === 0;
        }
      `,
      errors: [{ messageId: "absenceFromPartial", line: 6, column: 18 }],
    },
    {
      code: `
        export async function f() {
          const page = await apiPage();
          return page.results.length === 0;
        }
      `,
      options: [{"listingTypes": [{"name": "ApiPage"}]}],
      errors: [{ messageId: "absenceFromPartial", line: 4, column: 18 }],
    },
  ],
});
