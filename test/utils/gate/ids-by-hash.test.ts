import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdsByHash } from '../../../rules/utils/gate/ids-by-hash.js';

/** Every id added under `h`, newest first, as the table chains them. */
function idsUnder(table: IdsByHash, h: number): number[] {
  const out: number[] = [];
  for (let id = table.newest(h); id >= 0; id = table.olderThan(id)) out.push(id);
  return out;
}

const HASH = fc.integer({ min: 0, max: 0x3fffffff });

describe('ids by hash', () => {
  it('answers every hash as a map of lists would, through growth and shared low bits', () => {
    fc.assert(
      fc.property(
        // hashes from a small pool, some apart only above the low 12 bits the filter and the first slots read
        fc.array(fc.oneof(HASH, fc.constantFrom(0, 1, 4096, 8192, 0x3fffffff, 0x3ffff000, 63, 64 + 63)), {
          minLength: 1,
          maxLength: 300,
          size: 'max',
        }),
        fc.array(HASH, { maxLength: 50 }),
        (added, asked) => {
          const table = new IdsByHash();
          const model = new Map<number, number[]>();
          added.forEach((h, id) => {
            table.add(h, id);
            model.set(h, [id, ...(model.get(h) ?? [])]);
          });
          for (const h of [...added, ...asked]) expect(idsUnder(table, h)).toEqual(model.get(h) ?? []);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds nothing in an empty table, and nothing under a hash never added', () => {
    const table = new IdsByHash();
    expect(table.newest(0)).toBe(-1);
    expect(table.newest(0x3fffffff)).toBe(-1);
    table.add(5, 0);
    // 5 + 4096 passes the filter (same low bits) and lands on the same first slot: told apart by the whole hash
    expect(table.newest(5 + 4096)).toBe(-1);
    expect(table.newest(5)).toBe(0);
  });
});
