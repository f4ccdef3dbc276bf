import path from 'node:path';
import inventoryRule, { type WrapperRecord } from '../../rules/inventory.js';
import { lintPaths, type LintOptions, type SkippedFile } from './lint.js';

export type InventoryFormat = 'table' | 'json' | 'markdown';

export interface InventoryRow extends WrapperRecord {
  readonly file: string;
  readonly caps: boolean;
  readonly swallowsErrors: boolean;
  readonly ignoresSignal: boolean;
  /** Every finding inside the function, as `rule@line`. */
  readonly findings: readonly string[];
}

const CAP_RULES = new Set(['no-silent-page-cap']);
const ERROR_RULES = new Set(['no-error-as-absence']);
const SIGNAL_RULES = new Set(['no-ignored-completeness-signal', 'no-has-more-as-complete', 'no-status-as-complete', 'no-short-page-as-end', 'no-fail-open-completeness-default', 'no-dropped-completeness']);

/**
 * Every function that can return a list, aggregate or search result, with its return shape and
 * what the rules found inside it. A report, not a gate.
 */
export async function inventory(opts: Omit<LintOptions, 'command'>): Promise<{ rows: InventoryRow[]; notes: string[]; skipped: SkippedFile[]; linted: number }> {
  const { results, notes, skipped } = await lintPaths({ ...opts, command: 'inventory' }, (p) => {
    const all = Object.entries(p.rules);
    const pick = (typed: boolean) => ({
      ...Object.fromEntries(all.filter(([, r]) => typed || r.meta.docs?.requiresTypeChecking !== true).map(([name]) => [`completeness/${name}`, 'error' as const])),
      'completeness/inventory': 'error' as const,
    });
    return { untyped: pick(false), typed: pick(true), extraRules: { inventory: inventoryRule } };
  });
  const rows: InventoryRow[] = [];
  for (const result of results) {
    const file = path.relative(opts.cwd, result.filePath).split(path.sep).join('/');
    const wrappers = result.messages
      .filter((m) => m.ruleId === 'completeness/inventory')
      .map((m) => JSON.parse(m.message) as WrapperRecord);
    const findings = result.messages.filter((m) => m.ruleId !== null && m.ruleId !== 'completeness/inventory');
    for (const w of wrappers) {
      // A finding belongs to the innermost wrapper whose lines hold it.
      const inside = findings.filter((f) => {
        const line = f.line ?? 0;
        if (line < w.line || line > w.endLine) return false;
        return !wrappers.some((o) => o !== w && o.line >= w.line && o.endLine <= w.endLine && line >= o.line && line <= o.endLine);
      });
      const rules = new Set(inside.map((f) => String(f.ruleId).replace('completeness/', '')));
      rows.push({
        ...w,
        file,
        caps: [...rules].some((r) => CAP_RULES.has(r)),
        swallowsErrors: [...rules].some((r) => ERROR_RULES.has(r)),
        ignoresSignal: [...rules].some((r) => SIGNAL_RULES.has(r)),
        findings: inside.map((f) => `${String(f.ruleId).replace('completeness/', '')}@${String(f.line)}`),
      });
    }
  }
  rows.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { rows, notes, skipped, linted: results.length };
}

const yes = (b: boolean) => (b ? 'yes' : '-');

export function formatInventory(rows: readonly InventoryRow[], format: InventoryFormat): string {
  if (format === 'json') return JSON.stringify(rows, null, 2);
  const header = ['location', 'function', 'returns', 'caps', 'swallows errors', 'ignores a signal'];
  const cells = rows.map((r) => [`${r.file}:${String(r.line)}`, r.name, r.shape, yes(r.caps), yes(r.swallowsErrors), yes(r.ignoresSignal)]);
  const safe = rows.filter((r) => r.shape === 'Listing' && !r.caps && !r.swallowsErrors && !r.ignoresSignal).length;
  const summary = `${String(rows.length)} wrapper(s); ${String(safe)} return a Listing with no finding; ${String(rows.filter((r) => r.shape === 'bare array').length)} return a bare array.`;
  if (format === 'markdown') {
    const line = (c: readonly string[]) => `| ${c.map((x) => x.replace(/\|/g, '\\|')).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...cells.map(line), '', summary].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const pad = (c: readonly string[]) => c.map((x, i) => x.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [pad(header), pad(widths.map((w) => '-'.repeat(w))), ...cells.map(pad), '', summary].join('\n');
}
