import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { CursorExpiredError, UpstreamError } from '../errors.js';
import { expectString, isRecord, own } from '../wire.js';
import { arrayField, body, text, toListing, token, unknownSignal, unwrapResponse } from './build.js';

function isExpiredStatus(b: Readonly<Record<string, unknown>>): boolean {
  return own(b, 'kind') === 'Status' && (own(b, 'code') === 410 || own(b, 'reason') === 'Expired');
}

/**
 * A Kubernetes list (`PodList`, …). `metadata.continue` is MORE_PAGES_AVAILABLE, with
 * `metadata.resourceVersion` as the snapshot. A 410 `Expired` Status is CURSOR_EXPIRED with
 * `restart_scan`. `remainingItemCount` is only an estimate and is not used. Any other failure Status
 * throws `UpstreamError`.
 */
export function fromKubernetesList<T = unknown>(input: unknown): Listing<T> {
  const b = body(input, 'fromKubernetesList');
  if (isExpiredStatus(b)) {
    return toListing<T>({ items: [], reasons: [{ code: 'CURSOR_EXPIRED', message: text(own(b, 'message'), 'continue token expired') }], continuation: { kind: 'restart_scan' } });
  }
  if (own(b, 'kind') === 'Status') {
    throw new UpstreamError('kubernetes', text(own(b, 'reason') ?? own(b, 'code'), 'Failure'), text(own(b, 'message'), ''));
  }
  const items = arrayField(b, 'items', 'items') as readonly T[];
  const metadata = own(b, 'metadata');
  if (!isRecord(metadata)) return toListing({ items, reasons: [unknownSignal('metadata', metadata)] });
  const rv = own(metadata, 'resourceVersion');
  const snapshot = rv === undefined ? null : expectString(rv, 'metadata.resourceVersion');
  const scope = { resource: text(own(b, 'kind'), 'List'), visibility: 'caller RBAC', snapshot };
  const cont = token(own(metadata, 'continue'));
  return toListing({ items, reasons: cont ? [{ code: 'MORE_PAGES_AVAILABLE' }] : [], next_cursor: cont, scope });
}

/** `fetchPage` over a list call that takes the `continue` token. A 410 Expired raises `CursorExpiredError`. */
export function kubernetesListPages<T = unknown>(list: (continueToken: string | undefined) => Promise<unknown>): FetchPage<T> {
  return async (cursor) => {
    let data: unknown;
    try {
      ({ data } = unwrapResponse(await list(cursor ?? undefined)));
    } catch (error) {
      const e = error as { code?: unknown; statusCode?: unknown; body?: unknown; response?: { statusCode?: unknown } };
      if (e.code === 410 || e.statusCode === 410 || e.response?.statusCode === 410 || (isRecord(e.body) && isExpiredStatus(e.body))) {
        throw new CursorExpiredError('Kubernetes: the continue token expired (410 Gone)', { cause: error });
      }
      throw error;
    }
    if (isRecord(data) && isExpiredStatus(data)) throw new CursorExpiredError('Kubernetes: the continue token expired (410 Gone)');
    return fromKubernetesList<T>(data);
  };
}
