import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { names } from '../../rules/utils/text-gate.js';
import { WholeNames } from '../../rules/utils/text-names.js';

/** The file's one scan (`foundIn`) must answer exactly as the list's own pattern (`test`) would. */
function scanned(list: readonly string[]): WholeNames {
  const found = names(list);
  if (!(found instanceof WholeNames)) throw new Error('names() without flags answers from the scan');
  return found;
}

describe('whole names found by one scan per file', () => {
  it('finds whole names only, also names with other characters', () => {
    const list = scanned(['has_more', 'X-Total-Count', '@odata.nextLink', '$top']);
    const holding = ['if (!res.has_more) return', "h.get('X-Total-Count')", "r['@odata.nextLink']", 'q.$top = 5'];
    const lacking = ['res.has_more_items', 'res.$has_more', 'X-Total-Counts', 'a@odata.nextLinks', 'x$top', 'odata.nextLink'];
    for (const text of holding) expect(list.foundIn(text), text).toBe(true);
    for (const text of lacking) expect(list.foundIn(text), text).toBe(false);
  });

  it('answers a list made after the text was scanned for others', () => {
    const text = 'const late_name_for_scan_test = 1; early_name_for_scan_test();';
    expect(scanned(['early_name_for_scan_test']).foundIn(text)).toBe(true);
    expect(scanned(['late_name_for_scan_test']).foundIn(text)).toBe(true);
    expect(scanned(['never_written_for_scan_test']).foundIn(text)).toBe(false);
  });

  it('leaves a list with a name no scan can find (no ASCII word character) to its pattern', () => {
    const list = names(['é', 'next']);
    expect(list).toBeInstanceOf(RegExp);
    expect(list.test("t['é']")).toBe(true);
  });

  it('agrees with the pattern on any text', () => {
    const list = ['next', 'nextPage', 'has_more', 'X-Total-Count', '@odata.nextLink', '$top', 'a1'];
    const wanted = scanned(list);
    const part = fc.constantFrom(...list, 'x', 'X', 'Next', 'more', '_', '$', '-', '@', '.', ' ', "'", '(', 'é', '1', 'odata', 'Total', '\n');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(wanted.foundIn(text), text).toBe(wanted.test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
