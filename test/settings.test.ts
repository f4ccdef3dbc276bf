import { readFileSync } from 'node:fs';
import { RuleTester } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/all-rules.js';
import { typedRuleTester } from './support/typed-rule-tester.js';

/**
 * `settings.completeness` is one place where a user extends what every rule knows. Each row: a setting, the
 * rule that must read it, and code that the rule judges differently with the setting than without it.
 */
interface Reach {
  readonly setting: 'destructiveVerbs' | 'signals' | 'listingTypes' | 'completeSources' | 'operations';
  readonly value: unknown;
  readonly rule: keyof typeof rules;
  readonly code: string;
  /** Does the setting make the rule report (true) or keep it quiet (false)? */
  readonly reports: boolean;
  readonly suggestions?: readonly { messageId: string; output: string }[];
}

const REACH: readonly Reach[] = [
  {
    setting: 'destructiveVerbs',
    value: ['quarantine'],
    rule: 'no-empty-as-absence',
    code: `
      async function f(org) {
        const members = await api.listMembers(org);
        if (members.length === 0) await quarantineOrg(org);
      }
    `,
    reports: true,
  },
  {
    setting: 'destructiveVerbs',
    value: ['quarantine'],
    rule: 'no-has-more-as-complete',
    code: `
      async function f(org) {
        const res = await api.listMembers(org);
        if (!res.has_more && res.items.length === 0) await quarantineOrg(org);
      }
    `,
    reports: true,
  },
  {
    setting: 'destructiveVerbs',
    value: ['quarantine'],
    rule: 'no-status-as-complete',
    code: `
      async function f(org) {
        const res = await fetch(url);
        const body = await res.json();
        if (res.ok && body.items.length === 0) await quarantineOrg(org);
      }
    `,
    reports: true,
  },
  {
    setting: 'destructiveVerbs',
    value: ['quarantine'],
    rule: 'no-absence-from-partial',
    code: `
      export async function f(login: string) {
        const l = await listMembers('o');
        if (l.items.some((m) => m.login === login)) return;
        await quarantineUser(login);
      }
    `,
    reports: true,
  },
  {
    setting: 'signals',
    value: { moreAvailable: 'more-flag' },
    rule: 'no-has-more-as-complete',
    code: `
      async function f() {
        const res = await api.feed();
        return { items: res.entries, complete: !res.moreAvailable };
      }
    `,
    reports: true,
  },
  {
    setting: 'signals',
    value: { httpCode: 'status' },
    rule: 'no-status-as-complete',
    code: `
      async function f() {
        const res = await api.feed();
        return { items: res.entries, complete: res.httpCode === 200 };
      }
    `,
    reports: true,
  },
  {
    setting: 'signals',
    value: { fullyLoaded: 'complete-claim' },
    rule: 'require-structured-completeness',
    code: `
      function f(items) {
        return { items, fullyLoaded: false, status: 'success' };
      }
    `,
    reports: true,
    suggestions: [
      {
        messageId: 'usePartialStatus',
        output: `
      function f(items) {
        return { items, fullyLoaded: false, status: 'partial' };
      }
    `,
      },
    ],
  },
  {
    setting: 'signals',
    value: { moreAvailable: 'more-flag' },
    rule: 'no-ignored-completeness-signal',
    code: `
      export async function f() {
        const r = await feed();
        return r.entries;
      }
    `,
    reports: true,
  },
  {
    setting: 'listingTypes',
    value: ['PagedResult'],
    rule: 'no-dropped-completeness',
    code: `
      export async function f() {
        const r = await paged();
        return r.rows.map((d) => d.title).join(', ');
      }
    `,
    reports: true,
  },
  {
    setting: 'completeSources',
    value: ['loadAllFromCache'],
    rule: 'no-empty-as-absence',
    code: `
      async function f(org) {
        const members = await loadAllFromCache(org, { limit: 500 });
        if (members.length === 0) await deleteOrg(org);
      }
    `,
    reports: false,
  },
  {
    setting: 'completeSources',
    value: ['loadAllFromCache'],
    rule: 'require-listing-return',
    code: `
      export async function listUsers(): Promise<string[]> {
        return await loadAllFromCache();
      }
    `,
    reports: false,
  },
  {
    setting: 'operations',
    value: [{ from: 'package', package: '@acme/api', name: 'listWidgets', pages: { next: ['endCursor'] } }],
    rule: 'no-single-page-as-whole',
    code: `
      import { listWidgets } from '@acme/api';
      export async function names() {
        const page = await listWidgets();
        return page.nodes.map((w) => w.name);
      }
    `,
    reports: true,
  },
  {
    setting: 'operations',
    value: [{ name: 'loadAllFromCache', complete: true }],
    rule: 'no-empty-as-absence',
    code: `
      async function f(org) {
        const members = await loadAllFromCache(org, { limit: 500 });
        if (members.length === 0) await deleteOrg(org);
      }
    `,
    reports: false,
  },
  {
    setting: 'operations',
    value: [{ name: 'loadAllFromCache', complete: true }],
    rule: 'require-listing-return',
    code: `
      export async function listUsers(): Promise<string[]> {
        return await loadAllFromCache();
      }
    `,
    reports: false,
  },
];

const untyped = new RuleTester();
const typed = typedRuleTester();

for (const row of REACH) {
  const rule = rules[row.rule] as TSESLint.RuleModule<string, readonly unknown[]>;
  const tester = rule.meta.docs && 'requiresTypeChecking' in rule.meta.docs && rule.meta.docs.requiresTypeChecking ? typed : untyped;
  const settings = { completeness: { [row.setting]: row.value } };
  tester.run(`settings.completeness.${row.setting} reaches ${row.rule}`, rule, {
    valid: [row.reports ? { code: row.code } : { code: row.code, settings }],
    invalid: [
      row.reports
        ? { code: row.code, settings, errors: [{ messageId: anyMessage(rule, row), ...(row.suggestions && { suggestions: row.suggestions }) }] }
        : { code: row.code, errors: [{ messageId: anyMessage(rule, row) }] },
    ],
  });
}

/** The message the rule reports for this row (the first one it can report that fits). */
function anyMessage(rule: TSESLint.RuleModule<string, readonly unknown[]>, row: Reach): string {
  const ids = Object.keys(rule.meta.messages);
  const preferred: Record<string, string> = {
    'no-has-more-as-complete': row.setting === 'destructiveVerbs' ? 'paginationAsAbsence' : 'paginationAsComplete',
    'no-status-as-complete': row.setting === 'destructiveVerbs' ? 'statusAsAbsence' : 'statusAsComplete',
    'require-structured-completeness': 'successWhilePartial',
    'no-ignored-completeness-signal': 'ignoredSignal',
    'no-single-page-as-whole': 'knownPages',
  };
  return preferred[row.rule] ?? ids[0] ?? '';
}

describe('docs/configs.md', () => {
  const doc = readFileSync(new URL('../docs/configs.md', import.meta.url), 'utf8');
  it('documents every setting and every rule that reads it', () => {
    for (const row of REACH) {
      expect(doc, row.setting).toContain(`\`${row.setting}\``);
      const line = doc.split('\n').find((l) => l.startsWith(`- \`${row.setting}\``)) ?? '';
      expect(line, `${row.setting} → ${row.rule}`).toContain(`\`${row.rule}\``);
    }
  });
});
