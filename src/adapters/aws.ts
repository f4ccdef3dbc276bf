import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { expectArray, own, type Json } from '../wire.js';
import { arrayField, body, scopeOf, toListing, unwrapResponse, pageListing } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { dynamoKey, SignalReader } from './signals.js';

/**
 * An S3 ListObjectsV2 response. `IsTruncated: true` is MORE_PAGES_AVAILABLE with
 * `NextContinuationToken`; a missing `IsTruncated`, `IsTruncated: false` beside a continuation token, or
 * `IsTruncated: true` without one is COMPLETENESS_UNKNOWN. An absent `Contents` is an empty page (S3 omits
 * it when no key matches).
 */
export function fromS3ListObjectsV2<T = unknown>(input: unknown, { resource }: { resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromS3ListObjectsV2');
  const raw = own(b, 'Contents');
  const items = (raw === undefined ? [] : expectArray(raw, 'Contents')) as readonly T[];
  const s = new SignalReader('aws-s3', b, { returned: items.length });
  const scope = scopeOf(resource ?? s3Resource(b), 'caller credentials', null);
  const truncated = s.flag('IsTruncated');
  const token = s.cursor('NextContinuationToken');
  s.contradiction(truncated === false && token !== undefined, 'IsTruncated is false but NextContinuationToken is set');
  s.contradiction(truncated === true && token === undefined, 'IsTruncated is true but there is no NextContinuationToken');
  return pageListing(truncated === true, { items, reasons: s.reasons, next_cursor: token ?? null, scope });
}

/** `s3:<bucket>/<prefix>` from the body's `Name` and `Prefix` (echoed on every page), else `aws-s3`. */
function s3Resource(b: Json): string {
  const name = own(b, 'Name');
  const prefix = own(b, 'Prefix');
  return typeof name === 'string' && name !== '' ? `s3:${name}/${typeof prefix === 'string' ? prefix : ''}` : 'aws-s3';
}

/**
 * A DynamoDB Query or Scan response. A `LastEvaluatedKey` always means more pages may remain, even
 * after an empty page (a filter can discard every item of a 1 MB page); the cursor is the key encoded so
 * that binary attributes (`Uint8Array`) resume intact. A `LastEvaluatedKey` that is not an object, or a
 * `Count` that disagrees with `Items`, is COMPLETENESS_UNKNOWN.
 */
export function fromDynamoDbQuery<T = unknown>(input: unknown, { resource }: { resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromDynamoDbQuery');
  const items = arrayField(b, 'Items', 'Items') as readonly T[];
  const s = new SignalReader('aws-dynamodb', b, { returned: items.length });
  const scope = scopeOf(resource ?? 'aws-dynamodb', 'caller credentials', null);
  const count = s.count('Count');
  s.contradiction(count !== undefined && count !== items.length, `Count is ${String(count)} but Items holds ${String(items.length)}`);
  const key = s.object('LastEvaluatedKey');
  const next = key === undefined ? null : dynamoKey.encode(key);
  s.contradiction(key !== undefined && next === null, 'LastEvaluatedKey holds a value that cannot be carried in a cursor');
  return toListing({ items, reasons: next ? [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }] : s.reasons, next_cursor: next, scope });
}

/** `fetchPage` over `ListObjectsV2` (the client gets `ContinuationToken`). The item type comes from the SDK's `Contents`. */
export function s3ListObjectsPages<T = never, F extends (continuationToken: string | undefined) => unknown = (continuationToken: string | undefined) => unknown>(
  list: F,
  opts: { resource?: string } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'Contents'>>> {
  return async (cursor) => fromS3ListObjectsV2(unwrapResponse(await list(cursor ?? undefined)).data, opts);
}

/** `fetchPage` over Query or Scan (the client gets `ExclusiveStartKey`, binary attributes intact). The item type comes from the SDK's `Items`. */
export function dynamoDbQueryPages<T = never, F extends (exclusiveStartKey: Record<string, unknown> | undefined) => unknown = (exclusiveStartKey: Record<string, unknown> | undefined) => unknown>(
  query: F,
  opts: { resource?: string } = {},
): FetchPage<Chosen<T, ItemsOf<ResponseOf<F>, 'Items'>>> {
  return async (cursor) => fromDynamoDbQuery(unwrapResponse(await query(cursor === null ? undefined : dynamoKey.decode(cursor))).data, opts);
}
