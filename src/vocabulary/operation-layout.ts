/**
 * How the generated operations table is laid out in `generated/operations/`, shared by the generator
 * (scripts/vocabulary/layout.ts) and the lookups (operations.ts). The layout lets a lint read only what its lookups
 * ask for, with nothing to index at load time:
 * - `index.json`: the inputs, the APIs, the row count and each row's shard;
 * - `shard-NN.json`: the rows whose path template ends the same way (its last segment), with their own strings, so
 *   a URL's tail reads one shard;
 * - `names-NN.json`: for the vendors the rules look up by SDK name (`NAMED_VENDORS`), each name's rows, so a name
 *   reads one bucket and the shards of the rows it lists.
 */

/** The files' layout version. */
export const LAYOUT_FORMAT = 2;
export const SHARD_COUNT = 32;
export const NAME_BUCKET_COUNT = 16;
/** The vendors whose names are indexed ahead: the ones the rules ask by name (AWS commands and methods, googleapis chains). */
export const NAMED_VENDORS: readonly string[] = ['amazonaws.com', 'googleapis.com'];

export const INDEX_FILE = 'index.json';
const two = (n: number): string => String(n).padStart(2, '0');
export const shardFile = (shard: number): string => `shard-${two(shard)}.json`;
export const namesFile = (bucket: number): string => `names-${two(bucket)}.json`;

export interface LayoutIndex {
  readonly format: typeof LAYOUT_FORMAT;
  readonly inputs: Readonly<Record<string, string>>;
  readonly rows: number;
  /** Each row's shard, one base-32 digit per row in table order. */
  readonly shardOfRow: string;
  /** [vendor, api, title] */
  readonly apis: readonly (readonly [string, string, string])[];
}

export interface LayoutShard {
  readonly strings: readonly string[];
  /** [row number in the table, then the columns of `OPERATION_COLUMNS` (operations.ts), strings as indexes into `strings`], in table order. */
  readonly rows: readonly (readonly number[])[];
}

/** Vendor → lower-cased name → row numbers in table order. */
export type LayoutNames = Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>;

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

/** The shard of a row: by its template's tail key, or by its operation id when the path has none (`/#Action=ListUsers`). */
export const shardOfRow = (path: string, operationId: string): number => hash(tailKey(templateSegments(path)) ?? `#${operationId.toLowerCase()}`) % SHARD_COUNT;

/** The one shard every row ending with the tail sits in; undefined when the tail has no literal segment. */
export function shardOfTail(tail: readonly string[]): number | undefined {
  const key = tailKey(tail);
  return key === undefined ? undefined : hash(key) % SHARD_COUNT;
}

export const nameBucket = (vendor: string, name: string): number => hash(`${vendor} ${name}`) % NAME_BUCKET_COUNT;

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
