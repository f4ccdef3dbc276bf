import type { Listing } from '../../types/listing.js';
import type { FetchPage } from '../collect.js';
import { CursorExpiredError, UpstreamError } from '../errors.js';
import { isRecord, own, type Json } from '../wire.js';
import { arrayField, body, scopeOf, text, toListing, unwrapResponse } from './build.js';
import type { Chosen, ItemsOf, ResponseOf } from './infer.js';
import { SignalReader } from './signals.js';

function isExpiredStatus(b: Json): boolean {
  return own(b, 'kind') === 'Status' && (own(b, 'code') === 410 || own(b, 'reason') === 'Expired');
}

/**
 * A Kubernetes list (`PodList`, …), as the API server writes it or as `@kubernetes/client-node` models it.
 * `metadata.continue` (wire JSON) or `metadata._continue` (client-node 0.x and 1.x) is MORE_PAGES_AVAILABLE,
 * with `metadata.resourceVersion` as the snapshot; both present and different is COMPLETENESS_UNKNOWN. A 410 `Expired` Status is CURSOR_EXPIRED with
 * `restart_scan`. `remainingItemCount` is only an estimate, but a positive one without `continue` is a
 * contradiction: COMPLETENESS_UNKNOWN. Any other failure Status throws `UpstreamError`.
 */
export function fromKubernetesList<T = unknown>(input: unknown, { resource }: { resource?: string } = {}): Listing<T> {
  const b = body(input, 'fromKubernetesList');
  const s = new SignalReader('kubernetes', b);
  if (isExpiredStatus(b)) {
    return toListing<T>({ items: [], reasons: [{ code: 'CURSOR_EXPIRED', message: text(own(b, 'message'), 'continue token expired') }], continuation: { kind: 'restart_scan' } });
  }
  if (s.text('kind') === 'Status') {
    throw new UpstreamError('kubernetes', s.text('reason') ?? (s.count('code') === undefined ? 'Failure' : String(s.count('code'))), text(own(b, 'message'), ''));
  }
  const items = arrayField(b, 'items', 'items') as readonly T[];
  const name = resource ?? `kubernetes:${s.text('kind') ?? 'List'}`;
  if (!s.has('metadata') || s.wrong('metadata')) return toListing({ items, reasons: s.reasons, scope: scopeOf(name, 'caller RBAC', null) });
  const snapshot = s.text('metadata.resourceVersion') ?? null;
  const scope = scopeOf(name, 'caller RBAC', snapshot);
  const wire = s.cursor('metadata.continue');
  const model = s.cursor('metadata._continue');
  s.contradiction(wire !== undefined && model !== undefined && wire !== model, 'metadata.continue and metadata._continue differ');
  const cont = wire ?? model;
  const remaining = s.count('metadata.remainingItemCount');
  s.contradiction(cont === undefined && remaining !== undefined && remaining > 0, `remainingItemCount is ${String(remaining)} but there is no continue token`);
  return toListing({ items, reasons: cont ? [...s.reasons, { code: 'MORE_PAGES_AVAILABLE' }] : s.reasons, next_cursor: cont ?? null, scope });
}

/** The list body of a client answer: the list itself (client-node 1.x), `{ body }` (0.x) or `{ data, headers }`. */
function listBody(res: unknown): unknown {
  const { data } = unwrapResponse(res);
  if (!isRecord(data) || own(data, 'response') === undefined) return data;
  const inner = own(data, 'body');
  return isRecord(inner) ? inner : data;
}

type ListOf<R> = R extends { readonly response: unknown; readonly body: infer B } ? B : R;

/**
 * `fetchPage` over a list call that takes the `continue` token. A 410 Expired raises `CursorExpiredError`.
 * The item type comes from the client's list type (`V1PodList` gives `V1Pod`), or from an explicit type argument.
 */
export function kubernetesListPages<T = never, F extends (continueToken: string | undefined) => unknown = (continueToken: string | undefined) => unknown>(
  list: F,
  opts: { resource?: string } = {},
): FetchPage<Chosen<T, ItemsOf<ListOf<ResponseOf<F>>, 'items'>>> {
  return async (cursor) => {
    let data: unknown;
    try {
      data = listBody(await list(cursor ?? undefined));
    } catch (error) {
      const e = error as { code?: unknown; statusCode?: unknown; body?: unknown; response?: { statusCode?: unknown } } | null;
      if (e?.code === 410 || e?.statusCode === 410 || e?.response?.statusCode === 410 || (isRecord(e?.body) && isExpiredStatus(e.body))) {
        throw new CursorExpiredError('Kubernetes: the continue token expired (410 Gone)', { cause: error });
      }
      throw error;
    }
    if (isRecord(data) && isExpiredStatus(data)) throw new CursorExpiredError('Kubernetes: the continue token expired (410 Gone)');
    return fromKubernetesList(data, opts);
  };
}
