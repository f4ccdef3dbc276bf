import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import plugin from '../rules/index.js';

vi.mock('@typescript-eslint/rule-tester', async () => ({ RuleTester: (await import('./support/rule-cases.js')).RecordingRuleTester }));
const { invalidCases, lintCase } = await import('./support/rule-cases.js');

/**
 * Messages are short: one sentence on why, one on what to do, with the detail in the rule's doc. Measured on what
 * users see: the message of every report of every invalid case of the rule tests, rendered with its real data.
 * Before the messages were shortened: median 274, max 381 characters (222 reports).
 */

const MEDIAN_MAX = 120;
const MAX = 200;
/** How the second sentence starts: what to do. */
const ACTIONS = /^(Check|Pass|Use|Act|Rethrow|Treat|Set|Read|Follow|Return|Walk|Collect|Derive|Select|Add|Prove)\b/;

interface Rendered {
  readonly id: string;
  readonly message: string;
}

const reports: Rendered[] = [];
const suggestions: Rendered[] = [];
for (const c of await invalidCases()) {
  for (const m of await lintCase(c)) {
    reports.push({ id: `${c.rule}/${String(m.messageId)}`, message: m.message });
    for (const s of m.suggestions ?? []) suggestions.push({ id: `${c.rule}/${String(s.messageId)}`, message: s.desc });
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The sentences of a message, code spans kept whole (`a.b()` holds no sentence end). */
function sentences(message: string): string[] {
  const spans: string[] = [];
  const masked = message.replace(/`[^`]*`/g, (span) => `\uE000${String(spans.push(span) - 1)}\uE000`);
  return masked
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => spans[Number(i)] ?? ''))
    .filter((s) => s.length > 0);
}

const lengths = reports.map((r) => r.message.length);
// The figures, for the record: `npx vitest run test/messages.test.ts`.
console.info(`rule messages: ${String(reports.length)} reports, median ${String(median(lengths))}, max ${String(Math.max(...lengths))} characters`);

describe('rule messages', () => {
  it(`have a median of at most ${String(MEDIAN_MAX)} characters and none over ${String(MAX)}`, () => {
    expect(reports.length).toBeGreaterThan(100);
    expect(median(lengths)).toBeLessThanOrEqual(MEDIAN_MAX);
    const long = reports.filter((r) => r.message.length > MAX).map((r) => `${r.id} (${String(r.message.length)}): ${r.message}`);
    expect(long).toEqual([]);
  });

  it('are every message of every rule, rendered by at least one test case', () => {
    const rendered = new Set([...reports, ...suggestions].map((r) => r.id));
    for (const [name, rule] of Object.entries(plugin.rules)) {
      for (const id of Object.keys(rule.meta.messages ?? {})) expect(rendered, `${name}/${id}`).toContain(`${name}/${id}`);
    }
  });

  it('say why in one sentence, then what to do in one', () => {
    const wrong = reports.filter((r) => {
      const parts = sentences(r.message);
      return parts.length !== 2 || !ACTIONS.test(parts[1] ?? '');
    });
    expect(wrong.map((r) => `${r.id}: ${r.message}`)).toEqual([]);
  });

  it('leave no placeholder unfilled', () => {
    expect([...reports, ...suggestions].filter((r) => /\{\{|\}\}/.test(r.message)).map((r) => r.message)).toEqual([]);
  });

  it('name a suggestion in one short imperative sentence', () => {
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s.message.length, s.message).toBeLessThanOrEqual(100);
      expect(sentences(s.message), s.message).toHaveLength(1);
    }
  });

  it('do not advise `collectAll()` for a value that came from a kit Listing', () => {
    const fromKit = reports.filter((r) => r.id === 'no-empty-as-absence/emptyListingAsAbsence');
    expect(fromKit.length).toBeGreaterThan(0);
    for (const r of fromKit) expect(r.message).not.toContain('collectAll');
  });
});

describe('rule docs', () => {
  const docsDir = path.resolve(import.meta.dirname, '../docs/rules');
  it.each(Object.keys(plugin.rules))('docs/rules/%s.md quotes each message and says more in its "Messages" section', (name) => {
    const doc = readFileSync(path.join(docsDir, `${name}.md`), 'utf8');
    const section = /^## Messages\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1] ?? '';
    expect(section, `${name}.md has no "## Messages" section`).not.toBe('');
    const messages = (plugin.rules as unknown as Record<string, { meta: { messages: Record<string, string> } }>)[name]?.meta.messages ?? {};
    for (const [id, text] of Object.entries(messages)) {
      expect(section, `${name}.md: ${id}`).toContain(`\`${id}\``);
      expect(section, `${name}.md quotes ${id}`).toContain(`> ${text}`);
    }
    // the detail: more than the messages themselves
    const quoted = Object.values(messages).join(' ').length;
    expect(section.length).toBeGreaterThan(quoted * 2);
  });
});
