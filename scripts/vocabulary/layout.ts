/** Writes the encoded table as the files `src/vocabulary/operations.ts` reads (see src/vocabulary/operation-layout.ts). */
import {
  INDEX_FILE, LAYOUT_FORMAT, NAMED_VENDORS, ROW_COLUMN, SHARD_COUNT, nameKey, nameShard, namesOf, pathShardOfRow, pathShardOfTail, shardFile, templateSegments,
  type LayoutIndex, type LayoutRow, type LayoutShard,
} from '../../src/vocabulary/operation-layout.js';
import type { EncodedTable } from '../../src/vocabulary/operations.js';

const STRING_COLUMNS = new Set([2, 3, 4, 5, 6, 9, 10, 11, 12]);

/** The names shard of a row of a named vendor; throws when its names do not share one key (`nameKey`). */
function namesShardOf(vendor: string, operationId: string, sdk: string): number {
  const names = [...namesOf(operationId), ...namesOf(sdk)];
  const keys = new Set(names.map(nameKey));
  if (keys.size !== 1) throw new Error(`${vendor} ${operationId}: its names (${names.join(', ')}) do not share one name key; see nameKey in src/vocabulary/operation-layout.ts`);
  return nameShard(vendor, names[0] ?? '');
}

/** File name (in the layout's folder) → its text, in a fixed order. */
export function layoutFiles(table: EncodedTable): Map<string, string> {
  const str = (i: number | undefined): string => table.strings[i ?? 0] ?? '';
  const shards = Array.from({ length: SHARD_COUNT }, () => ({ rows: [] as LayoutRow[], refs: [] as [number, string][] }));
  let shardOfRow = '';
  table.operations.forEach((row, id) => {
    const vendor = str(table.apis[row[0] ?? 0]?.[0]);
    const path = str(row[ROW_COLUMN.path]);
    const operationId = str(row[ROW_COLUMN.operationId]);
    const named = NAMED_VENDORS.includes(vendor);
    const shard = named ? namesShardOf(vendor, operationId, str(row[ROW_COLUMN.sdk])) : pathShardOfRow(path, operationId);
    shardOfRow += shard.toString(32);
    shards[shard]?.rows.push(row.map((cell, column) => (STRING_COLUMNS.has(column) ? str(cell) : cell)));
    const byTail = named ? pathShardOfTail(templateSegments(path)) : undefined;
    if (byTail !== undefined) shards[byTail]?.refs.push([id, path]);
  });
  const index: LayoutIndex = {
    format: LAYOUT_FORMAT, inputs: table.inputs, rows: table.operations.length, shardOfRow,
    apis: table.apis.map(([vendor, api, title]) => [str(vendor), str(api), str(title)] as const),
  };
  const files = new Map<string, string>([[INDEX_FILE, json(index)]]);
  shards.forEach((shard, i) => files.set(shardFile(i), json(shard satisfies LayoutShard)));
  return files;
}

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;
