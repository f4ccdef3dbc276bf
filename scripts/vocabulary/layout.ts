/** Writes the encoded table as the files `src/vocabulary/operations.ts` reads (see src/vocabulary/operation-layout.ts). */
import {
  INDEX_FILE, LAYOUT_FORMAT, NAME_BUCKET_COUNT, NAMED_VENDORS, SHARD_COUNT, nameBucket, namesFile, namesOf, shardFile, shardOfRow,
  type LayoutIndex, type LayoutNames, type LayoutShard,
} from '../../src/vocabulary/operation-layout.js';
import type { EncodedTable } from '../../src/vocabulary/operations.js';

const STRING_COLUMNS = new Set([2, 3, 4, 5, 6, 9, 10, 11, 12]);
const COLUMN = { path: 3, operationId: 4, sdk: 5 } as const;

/** File name (in the layout's folder) → its text, in a fixed order. */
export function layoutFiles(table: EncodedTable): Map<string, string> {
  const str = (i: number | undefined): string => table.strings[i ?? 0] ?? '';
  const shards = Array.from({ length: SHARD_COUNT }, () => ({ strings: [''], ids: new Map([['', 0]]), rows: [] as number[][] }));
  const names = Array.from({ length: NAME_BUCKET_COUNT }, () => new Map<string, Map<string, number[]>>());
  let shardOf = '';
  table.operations.forEach((row, id) => {
    const shardNo = shardOfRow(str(row[COLUMN.path]), str(row[COLUMN.operationId]));
    shardOf += shardNo.toString(32);
    const shard = shards[shardNo] as (typeof shards)[number];
    const local = (text: string): number => {
      let at = shard.ids.get(text);
      if (at === undefined) {
        at = shard.strings.length;
        shard.strings.push(text);
        shard.ids.set(text, at);
      }
      return at;
    };
    shard.rows.push([id, ...row.map((cell, column) => (STRING_COLUMNS.has(column) ? local(str(cell)) : cell))]);
    const vendor = str(table.apis[row[0] ?? 0]?.[0]);
    if (!NAMED_VENDORS.includes(vendor)) return;
    for (const name of [...namesOf(str(row[COLUMN.operationId])), ...namesOf(str(row[COLUMN.sdk]))]) {
      const bucket = names[nameBucket(vendor, name)] as (typeof names)[number];
      const byName = bucket.get(vendor) ?? new Map<string, number[]>();
      bucket.set(vendor, byName);
      const rows = byName.get(name);
      if (rows === undefined) byName.set(name, [id]);
      else if (rows[rows.length - 1] !== id) rows.push(id);
    }
  });
  const index: LayoutIndex = {
    format: LAYOUT_FORMAT, inputs: table.inputs, rows: table.operations.length, shardOfRow: shardOf,
    apis: table.apis.map(([vendor, api, title]) => [str(vendor), str(api), str(title)] as const),
  };
  const files = new Map<string, string>([[INDEX_FILE, json(index)]]);
  shards.forEach((shard, i) => files.set(shardFile(i), json({ strings: shard.strings, rows: shard.rows } satisfies LayoutShard)));
  names.forEach((bucket, i) => {
    const content: LayoutNames = Object.fromEntries([...bucket].map(([vendor, byName]) => [vendor, Object.fromEntries(byName)]));
    files.set(namesFile(i), json(content));
  });
  return files;
}

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;
