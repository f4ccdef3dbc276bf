import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../../rules/index.js';
import { operationsLoaded } from '../../../src/vocabulary/operations.js';

/** The generated table is read only when a file holds a call that may name one of its operations. */
const linter = new Linter({ configType: 'flat' });
const untyped = Object.entries(plugin.rules).filter(([name, rule]) => name !== 'inventory' && rule.meta.docs?.requiresTypeChecking !== true);
const rules = Object.fromEntries(untyped.map(([name]) => [`completeness/${name}`, 'error' as const]));
const config: Linter.Config[] = [{ plugins: { completeness: plugin }, rules }];

describe('the generated operations table', () => {
  it('stays unread while no file holds a candidate call, and is read at the first one', () => {
    linter.verify(`export async function users(api) {
      const res = await api.users.list({ limit: 10 });
      if (res.items.length === 0) await api.teams.delete('t');
      return res.items;
    }`, config);
    expect(operationsLoaded()).toBe(false);
    const messages = linter.verify(`import { google } from 'googleapis';
    export async function upcoming(auth) {
      const calendar = google.calendar({ version: 'v3', auth });
      const res = await calendar.events.list({ calendarId: 'primary' });
      return res.data.items;
    }`, config);
    expect(operationsLoaded()).toBe(true);
    expect(messages.map((m) => m.messageId)).toContain('knownPages');
  });
});
