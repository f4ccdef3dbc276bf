import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelWords, names, proseWords } from '../../../rules/utils/gate/text-gate.js';
import { useScanSource, WholeNames } from '../../../rules/utils/gate/text-names.js';

/** The file's one scan (`foundIn`) must answer exactly as the list's own pattern (`test`) would. */
function scanned(list: readonly string[], flags = '', of = names): WholeNames {
  const found = of(list, flags);
  if (!(found instanceof WholeNames)) throw new Error('names() and proseWords() answer from the scan');
  return found;
}

/** Texts from these parts, as fast-check draws them. */
const textOf = (parts: readonly string[]) => fc.array(fc.constantFrom(...parts), { maxLength: 12 }).map((p) => p.join(''));

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
    // a list of names registered before, made after the scan that found them
    expect(new WholeNames(['late_name_for_scan_test'], /(?!)/).foundIn(text)).toBe(true);
    expect(new WholeNames(['never_written_for_scan_test'], /(?!)/).foundIn(text)).toBe(false);
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

  it('ignores case only where asked, in any spelling of ASCII letters', () => {
    const list = scanned(['total', 'X-Total-Count'], 'i');
    for (const text of ['r.Total', 'TOTAL_PAGES = r.TOTAL', "h.get('x-total-count')", 'tOtAl']) expect(list.foundIn(text), text).toBe(true);
    for (const text of ['subtotal', 'r.totals', 'X-Totals-Count', 'r.$total']) expect(list.foundIn(text), text).toBe(false);
    expect(scanned(['total']).foundIn('r.Total')).toBe(false);
  });

  it('reads words of prose as \\b bounds them: beside a `$`, after a one-letter escape', () => {
    const list = scanned(['truncated', 'nodes'], 'i', proseWords);
    const holding = ['`results ${n} Truncated${more}`', "'{\\nnodes { id } }'", "'a\\tTRUNCATED'", 'x = $nodes'];
    const lacking = ['untruncated', 'nodesCount', "'\\xnodes'", 'subnodes', 'truncated_at'];
    for (const text of holding) expect(list.foundIn(text), text).toBe(true);
    for (const text of lacking) expect(list.foundIn(text), text).toBe(false);
  });

  it('agrees with the pattern on any text, with and without case, for names and for words of prose', () => {
    const parts = [
      'next', 'Next', 'NEXT', 'has_more', 'Has_More', 'x', 'X', '$', '_', '\\', 'n', 'N', 'x-total-count', 'X-Total-Count',
      '-', ' ', '`', '{', '}', '1', 'é', 'nodes', 'Nodes',
    ];
    const lists: [WholeNames, string][] = [
      [scanned(['next', 'has_more', 'X-Total-Count'], 'i'), 'names, caseless'],
      [scanned(['next', 'nodes', 'has_more'], '', proseWords), 'prose words'],
      [scanned(['next', 'nodes'], 'i', proseWords), 'prose words, caseless'],
    ];
    fc.assert(
      fc.property(textOf(parts), (text) => {
        for (const [list, what] of lists) expect(list.foundIn(text), `${what}: ${text}`).toBe(list.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the words of camelCase and snake_case names as camelWords() reads them, on any text', () => {
    const verbs = camelWords(['delete', 'rm', 'ban', 'stop', 'a1', 'x']);
    const response = camelWords(['response', 'res', 'resp']);
    if (!(verbs instanceof WholeNames) || !(response instanceof WholeNames)) throw new Error('camelWords() answers from the scan');
    for (const text of ['deleteRepo', 'hardDelete', 'bulk_delete', 'DELETE_ALL', 'DELETEREPO', 'fs.rmSync', 'fooRM', '$stop']) {
      expect(verbs.foundIn(text), text).toBe(true);
    }
    for (const text of ['undelete', 'deleted', 'ZDELETE', 'DELETE2', 'form', 'v2delete', 'dElete']) expect(verbs.foundIn(text), text).toBe(false);
    const parts = [
      'delete', 'Delete', 'DELETE', 'dElete', 'rm', 'Rm', 'RM', 'rM', 'ban', 'x', 'X', 'Id', 'ID', '2', '_', '$', 'stop', 'A1', 'a1',
      'é', 'ed', 'un', 'res', 'Res', 'RES', 'ponse', 'PONSE', ' ', '\\', 'n', '.',
    ];
    fc.assert(
      fc.property(textOf(parts), (text) => {
        for (const list of [verbs, response]) expect(list.foundIn(text), text).toBe(list.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves camel words the scan cannot split out (a digit first) to their pattern', () => {
    const list = camelWords(['2fa', 'delete']);
    expect(list).toBeInstanceOf(RegExp);
    expect(list.test('disable_2fa')).toBe(true);
  });

  it('keeps where it found camel words, for a name\'s range to ask', () => {
    const text = 'removeAll(); keep(); x.hardDelete(); DELETE_ALL';
    const verbs = camelWords(['delete', 'remove']);
    if (!(verbs instanceof WholeNames)) throw new Error('camelWords() answers from the scan');
    const within = (name: string) => verbs.writtenWithin(text, text.indexOf(name), text.indexOf(name) + name.length);
    expect(['removeAll', 'hardDelete', 'DELETE_ALL'].map(within)).toEqual([true, true, true]);
    expect(within('keep')).toBe(false);
    expect(() => scanned(['keep']).writtenWithin(text, 0, 4)).toThrow(/camel words only/);
  });

  it('skips the comments of the parsed file it is told of, and reads a bare text whole', () => {
    const commented = '#!/usr/bin/env node\n// skip_line_name\nconst kept_code_name = 1; /* skip_block_name hardDelete */ f(); /**/kept_tail_name';
    const comment = (open: string, close: string) => {
      const start = commented.indexOf(open);
      return { range: [start, commented.indexOf(close, start + open.length) + close.length] as const };
    };
    const empty = commented.indexOf('/**/');
    const comments = [comment('#!', '\n'), comment('//', '\n'), comment('/* ', '*/'), { range: [empty, empty + 4] as const }];
    const skipped = ['skip_line_name', 'skip_block_name', 'usr', 'env'];
    const kept = ['kept_code_name', 'kept_tail_name', 'f'];
    const found = (text: string) => [...skipped, ...kept].filter((name) => scanned([name]).foundIn(text));
    useScanSource({ text: commented, ast: { comments } });
    expect(found(commented)).toEqual(kept);
    const verbs = camelWords(['delete']);
    if (!(verbs instanceof WholeNames)) throw new Error('camelWords() answers from the scan');
    expect(verbs.writtenWithin(commented, 0, commented.length)).toBe(false);
    // the same words in another text (or one without its parse) are read everywhere
    const bare = `${commented} `;
    expect(found(bare)).toEqual([...skipped, ...kept]);
    expect(verbs.writtenWithin(bare, 0, bare.length)).toBe(true);
    useScanSource({ text: '' });
  });
});

