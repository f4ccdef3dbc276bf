// The capped wrapper, fixed: the kit's collector reports its own cap instead of hiding it.
import { collectAll, partial, complete, type Listing } from 'completeness';
import type { FakeApi, FakeItem } from 'completeness/testing';

export function fixedWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  return collectAll(api.fetchPage, { maxPages: 3, idOf: (item) => item.id });
}

/** A handwritten wrapper over the raw `has_more` endpoint that maps every signal it is given. */
export async function fixedRawWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  const items: FakeItem[] = [];
  let cursor: string | null = null;
  let snapshot: string | null | undefined;
  for (;;) {
    const res = await api.list({ cursor });
    if (res.error?.code === 'cursor_expired') return partial(items, [{ code: 'CURSOR_EXPIRED' }], { continuation: { kind: 'restart_scan' } });
    const changed = snapshot !== undefined && res.snapshot !== snapshot;
    snapshot ??= res.snapshot;
    items.push(...res.data);
    const [first, ...rest] = [
      ...(changed ? [{ code: 'SNAPSHOT_CHANGED' as const }] : []),
      ...(res.timed_out ? [{ code: 'TIME_BUDGET_EXCEEDED' as const }] : []),
      ...res.failed_sources.map((source) => ({ code: 'SOURCE_UNAVAILABLE' as const, source })),
      ...(res.restricted ? [{ code: 'VISIBILITY_RESTRICTED' as const }] : []),
      ...(res.result_limit === null ? [] : [{ code: 'RESULT_LIMIT_REACHED' as const, limit: res.result_limit }]),
    ];
    if (first) return partial(items, [first, ...rest], { next_cursor: res.next_cursor });
    if (!res.has_more || res.next_cursor === null) return complete(items);
    cursor = res.next_cursor;
  }
}
