import rule from '../../rules/require-listing-return.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

/** A wrapper whose every fetch is an operation the vendor documents as answering whole returns everything there is. */
const ruleTester = typedRuleTester();

ruleTester.run('require-listing-return (generated operations)', rule, {
  valid: [
    `import { google } from 'googleapis';
    export async function listEnterpriseUsers(auth: unknown, enterpriseId: string): Promise<string[]> {
      const androidenterprise = google.androidenterprise({ version: 'v1', auth });
      const res = await androidenterprise.users.list({ enterpriseId, email: 'a@b.c' });
      return res.data.user.map((u: { id: string }) => u.id);
    }`,
  ],
  invalid: [
    {
      // the same shape over an operation the description shows paging for
      code: `import { google } from 'googleapis';
export async function listEvents(auth: unknown): Promise<string[]> {
  const calendar = google.calendar({ version: 'v3', auth });
  const res = await calendar.events.list({ calendarId: 'primary' });
  return res.data.items.map((e: { id: string }) => e.id);
}`,
      errors: [{ messageId: 'requireListing', line: 2, column: 23 }],
    },
  ],
});
