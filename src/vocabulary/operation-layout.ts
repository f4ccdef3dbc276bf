/**
 * How the generated operations table is laid out in `generated/operations/`, shared by the generator
 * (scripts/vocabulary/layout.ts) and the lookups (operations.ts). The layout lets a lint read only the few files its
 * lookups ask for, with nothing to index beyond one file's rows:
 * - `index.json`: the inputs, the APIs, the row count and the file each row sits in;
 * - `paths-NN.json`: rows whose path templates end the same way (their tail key: `events`, `users/{}`), so a URL's
 *   tail reads one file; it also lists the paths of the rows kept in `names-NN.json` that end that way;
 * - `names-NN.json`: the rows of the vendors the rules look up by SDK name (`NAMED_VENDORS`), by their name key, so
 *   a name reads one file.
 * Rows are written in table order with their strings inline (a shared string table would have to be read whole).
 */

/** The files' layout version. */
export const LAYOUT_FORMAT = 2;
export const PATH_SHARDS = 24;
export const NAME_SHARDS = 8;
/** Shards are numbered paths first, then names: one base-32 digit each in `LayoutIndex.shardOfRow`. */
export const SHARD_COUNT = PATH_SHARDS + NAME_SHARDS;
/** The vendors whose rows are filed by name: the ones the rules ask by name (AWS commands and methods, googleapis chains). */
export const NAMED_VENDORS: readonly string[] = ['amazonaws.com', 'googleapis.com'];

export const INDEX_FILE = 'index.json';
const two = (n: number): string => String(n).padStart(2, '0');
export const shardFile = (shard: number): string => (shard < PATH_SHARDS ? `paths-${two(shard)}.json` : `names-${two(shard - PATH_SHARDS)}.json`);

export interface LayoutIndex {
  readonly format: typeof LAYOUT_FORMAT;
  readonly inputs: Readonly<Record<string, string>>;
  readonly rows: number;
  /** Each row's shard, one base-32 digit per row in table order. */
  readonly shardOfRow: string;
  /** [vendor, api, title] */
  readonly apis: readonly (readonly [string, string, string])[];
}

/** A row's cells: the columns of `OPERATION_COLUMNS` (operations.ts), the API as an index into `LayoutIndex.apis`. */
export type LayoutRow = readonly (string | number)[];

/** Where a row keeps its method, path template, operation id and SDK names: read by the runtime and written by the generator. */
export const ROW_COLUMN = { method: 2, path: 3, operationId: 4, sdk: 5 } as const;

export interface LayoutShard {
  /** The shard's rows, in table order: their row numbers are the places of this shard's digit in `shardOfRow`. */
  readonly rows: readonly LayoutRow[];
  /** [row number, path template] of rows kept in a names shard whose template's tail key files them here. */
  readonly refs: readonly (readonly [number, string])[];
}

/** A path template's segments, every parameter as `{}`: `/calendars/{calendarId}/events` → ['calendars', '{}', 'events']. */
export const templateSegments = (path: string): string[] => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).map((s) => (s.includes('{') ? '{}' : s));

/**
 * What a tail of segments is filed under: its last segment, or after a parameter the last literal one
 * (`users/{}`); undefined for a tail of parameters only, which any shard can hold.
 */
export function tailKey(segments: readonly string[]): string | undefined {
  const last = segments[segments.length - 1];
  if (last === undefined) return undefined;
  if (last !== '{}') return last;
  for (let i = segments.length - 2; i >= 0; i--) if (segments[i] !== '{}') return `${segments[i] ?? ''}/{}`;
  return undefined;
}

/** FNV-1a over UTF-16 code units: the same bucket on every machine and run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The path shard a tail key files rows under. */
const pathShard = (key: string): number => hash(key) % PATH_SHARDS;

/** The path shard of a row of a vendor outside `NAMED_VENDORS`: by its template's tail key, or by its operation id when the path has none (`/#Action=ListUsers`). */
export const pathShardOfRow = (path: string, operationId: string): number => pathShard(tailKey(templateSegments(path)) ?? `#${operationId.toLowerCase()}`);

/** The one path shard every row ending with the tail is filed under; undefined when the tail has no literal segment. */
export function pathShardOfTail(tail: readonly string[]): number | undefined {
  const key = tailKey(tail);
  return key === undefined ? undefined : pathShard(key);
}

/**
 * What every name of a row of a named vendor shares: the name without the v3 SDK's `Command` (`ListUsersCommand`
 * and `listUsers` → `listusers`), then its last two dotted parts (`calendar.events.list` and `events.list` →
 * `events.list`). The generator checks that each row's names share one.
 */
export function nameKey(name: string): string {
  let key = name.toLowerCase();
  while (key.endsWith('command') && key.length > 'command'.length) key = key.slice(0, -'command'.length);
  return key.split('.').slice(-2).join('.');
}

/** The names shard of a vendor's name (lower-cased). */
export const nameShard = (vendor: string, name: string): number => PATH_SHARDS + (hash(`${vendor} ${nameKey(name)}`) % NAME_SHARDS);

/**
 * The names a row's operation id or SDK names (`\n`-joined) answer to, lower-cased: each name and its dotted tails
 * (`events.list` of `calendar.events.list`).
 */
export function namesOf(joined: string): string[] {
  if (joined === '') return [];
  return joined.toLowerCase().split('\n').flatMap((name) => {
    const parts = name.split('.');
    return [name, ...parts.slice(1, -1).map((_, i) => parts.slice(i + 1).join('.'))];
  });
}
