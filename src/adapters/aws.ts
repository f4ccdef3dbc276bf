import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { expectArray, isRecord, own } from '../wire.js';
import { arrayField, body, moreFlag, toListing, token, unwrapResponse } from './build.js';

/**
 * An S3 ListObjectsV2 response. `IsTruncated: true` is MORE_PAGES_AVAILABLE with
 * `NextContinuationToken`; a missing `IsTruncated` is COMPLETENESS_UNKNOWN. An absent `Contents` is an
 * empty page (S3 omits it when no key matches).
 */
export function fromS3ListObjectsV2<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromS3ListObjectsV2');
  const raw = own(b, 'Contents');
  const items = (raw === undefined ? [] : expectArray(raw, 'Contents')) as readonly T[];
  return toListing({ items, ...moreFlag('IsTruncated', own(b, 'IsTruncated'), true, () => token(own(b, 'NextContinuationToken'))) });
}

/**
 * A DynamoDB Query or Scan response. A `LastEvaluatedKey` always means more pages may remain, even
 * after an empty page (a filter can discard every item of a 1 MB page); the cursor is its JSON.
 */
export function fromDynamoDbQuery<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromDynamoDbQuery');
  const items = arrayField(b, 'Items', 'Items') as readonly T[];
  const lek = own(b, 'LastEvaluatedKey');
  const next = isRecord(lek) ? JSON.stringify(lek) : null;
  return toListing({ items, reasons: next ? [{ code: 'MORE_PAGES_AVAILABLE' }] : [], next_cursor: next });
}

/** `fetchPage` over `ListObjectsV2` (the client gets `ContinuationToken`). */
export function s3ListObjectsPages<T = unknown>(list: (continuationToken: string | undefined) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromS3ListObjectsV2<T>(unwrapResponse(await list(cursor ?? undefined)).data);
}

/** `fetchPage` over Query or Scan (the client gets `ExclusiveStartKey`). */
export function dynamoDbQueryPages<T = unknown>(query: (exclusiveStartKey: Record<string, unknown> | undefined) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => fromDynamoDbQuery<T>(unwrapResponse(await query(cursor === null ? undefined : (JSON.parse(cursor) as Record<string, unknown>))).data);
}
