import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../../rules/index.js';
import { operationFilesRead, operationsLoaded } from '../../../src/vocabulary/operations.js';

/** The generated table is read only when a file holds a call that may name one of its operations, and then only the parts it asks for. */
const linter = new Linter({ configType: 'flat' });
const untyped = Object.entries(plugin.rules).filter(([name, rule]) => name !== 'inventory' && rule.meta.docs?.requiresTypeChecking !== true);
const rules = Object.fromEntries(untyped.map(([name]) => [`completeness/${name}`, 'error' as const]));
const config: Linter.Config[] = [{ plugins: { completeness: plugin }, rules }];
const paths = () => operationFilesRead().filter((file) => file.startsWith('paths-'));
const names = () => operationFilesRead().filter((file) => file.startsWith('names-'));

describe('the generated operations table', () => {
  it('stays unread while no file holds a candidate call, and is read at the first one', () => {
    linter.verify(`export async function users(api) {
      const res = await api.users.list({ limit: 10 });
      if (res.items.length === 0) await api.teams.delete('t');
      return res.items;
    }`, config);
    expect(operationsLoaded()).toBe(false);
    expect(operationFilesRead()).toEqual([]);
    const messages = linter.verify(`import { google } from 'googleapis';
    export async function upcoming(auth) {
      const calendar = google.calendar({ version: 'v3', auth });
      const res = await calendar.events.list({ calendarId: 'primary' });
      return res.data.items;
    }`, config);
    expect(operationsLoaded()).toBe(true);
    expect(messages.map((m) => m.messageId)).toContain('knownPages');
    // the index and the one names shard the name is filed in: not the whole table
    expect(operationFilesRead()[0]).toBe('index.json');
    expect(names()).toHaveLength(1);
    expect(paths()).toHaveLength(0);
  });

  it('reads one path shard for a URL, however many calls ask for it', () => {
    const before = operationFilesRead().length;
    const projects = (query: string) => `export async function projects(jiraBase) {
      const res = await fetch(\`\${jiraBase}/rest/api/3/project/search?query=${query}\`);
      const body = await res.json();
      return body.values;
    }`;
    expect(linter.verify(projects('x'), config).map((m) => m.messageId)).toContain('knownPages');
    expect(linter.verify(projects('y'), config).map((m) => m.messageId)).toContain('knownPages');
    expect(operationFilesRead().slice(before)).toEqual([expect.stringMatching(/^paths-\d\d\.json$/)]);
  });
});
