import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * The vendors' SDK list calls of src/vocabulary/sdk-operations.ts: matched, like a `from: 'package'` entry of the
 * user's settings, only through a receiver or function that comes from the package.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (SDK operations)', rule, {
  valid: [
    // Firebase Admin: the page token is followed by recursion
    `import { getAuth } from 'firebase-admin/auth';
    export async function uids(token) {
      const res = await getAuth().listUsers(1000, token);
      const rest = res.pageToken ? await uids(res.pageToken) : [];
      return [...res.users.map((u) => u.uid), ...rest];
    }`,
    // the same method name on a client of another package: not Firebase's
    `import { createDirectory } from './directory.js';
    const dir = createDirectory();
    export async function byEmail(email) {
      const { users } = await dir.auth.listUsers();
      return users.find((u) => u.email === email);
    }`,
    // Supabase: every page, numbered, until \`nextPage\` is null
    `import { createClient } from '@supabase/supabase-js';
    const supabase = createClient(url, key);
    export async function everyone() {
      const out = [];
      for (let page = 1; page; ) {
        const { data } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
        out.push(...data.users);
        page = data.nextPage;
      }
      return out;
    }`,
    {
      // the user's own entry wins over the built-in one: here the call is declared complete
      code: `import * as admin from 'firebase-admin';
      export async function staff() {
        const { users } = await admin.auth().listUsers();
        return users;
      }`,
      settings: { completeness: { operations: [{ from: 'package', package: 'firebase-admin', name: 'auth.listUsers', complete: true }] } },
    },
  ],
  invalid: [
    {
      // Firebase Admin returns at most 1,000 users per call; the lookup sees the first batch only
      code: `import { getAuth } from 'firebase-admin/auth';
export async function findByEmail(email) {
  const { users } = await getAuth().listUsers();
  return users.find((u) => u.email === email) ?? null;
}`,
      errors: [
        { messageId: 'knownPages', line: 3, column: 27 },
        { messageId: 'absenceFromPage', line: 4, column: 16 },
      ],
    },
    {
      // a client made by the package's root export: \`admin.auth()\`
      code: `import * as admin from 'firebase-admin';
const auth = admin.auth();
export async function userCount() {
  const res = await auth.listUsers(1000);
  return res.users.length;
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // Supabase's admin API pages at 50 users
      code: `import { createClient } from '@supabase/supabase-js';
const supabase = createClient(url, key);
export async function userByEmail(email) {
  const { data: { users } } = await supabase.auth.admin.listUsers();
  return users.find((u) => u.email === email) ?? null;
}`,
      errors: [
        { messageId: 'knownPages', line: 4, column: 37 },
        { messageId: 'absenceFromPage', line: 5, column: 16 },
      ],
    },
  ],
});
