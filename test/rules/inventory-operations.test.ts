import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/inventory.js';

/** A function that requests an operation the vendors' descriptions show as paginated is listed, whatever its name. */
const ruleTester = new RuleTester();

ruleTester.run('inventory (generated operations)', rule, {
  valid: [
    // a single-item read of the same API
    `import { google } from 'googleapis';
    async function nextMeeting(auth, id) {
      const calendar = google.calendar({ version: 'v3', auth });
      const res = await calendar.events.get({ calendarId: 'primary', eventId: id });
      return res.data;
    }`,
    // the same chain in a file that does not import googleapis: the user's own object
    `async function upcoming(calendar) {
      const res = await calendar.events.list({ calendarId: 'primary' });
      return res.data.items;
    }`,
  ],
  invalid: [
    {
      code: `import { google } from 'googleapis';
async function upcoming(auth) {
  const calendar = google.calendar({ version: 'v3', auth });
  const res = await calendar.events.list({ calendarId: 'primary' });
  return res.data.items;
}`,
      errors: [{ messageId: 'wrapper', line: 2, column: 1, data: { record: JSON.stringify({ name: 'upcoming', shape: 'other', line: 2, endLine: 6, operations: ['calendar.events.list'] }) } }],
    },
  ],
});
