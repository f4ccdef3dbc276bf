// Handwritten wrappers with the subtle bugs that `checkListingWrapper` exists to catch.
// Each looks reasonable in review; each labels a partial scan as complete.
import { complete, type Listing } from 'completeness';
import type { FakeApi, FakeItem } from 'completeness/testing';

/** Bug 1: a max-pages cap reported as complete. */
export async function cappedWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  const items: FakeItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 3; page++) {
    const res = await api.fetchPage(cursor);
    items.push(...res.items);
    cursor = res.next_cursor;
    if (cursor === null) break;
  }
  return complete(items);
}

/** Bug 2: an expired cursor restarted silently, merging two attempts. */
export async function restartingWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  const items: FakeItem[] = [];
  let cursor: string | null = null;
  for (let restarts = 0; restarts < 3; ) {
    const res = await api.list({ cursor });
    if (res.error?.code === 'cursor_expired') {
      cursor = null;
      restarts++;
      continue;
    }
    items.push(...res.data);
    if (!res.has_more) break;
    cursor = res.next_cursor;
  }
  return complete(items);
}

/** Every other signal these wrappers do check, so each one below has exactly one bug. */
function sameSnapshot(first: { snapshot: string | null } | undefined, page: { snapshot: string | null }): void {
  if (first && first.snapshot !== page.snapshot) throw new Error('the data changed during the scan');
}

/** Bug 3: a failed shard dropped (the page's failure is not carried into the result). */
export async function shardDroppingWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  const items: FakeItem[] = [];
  let cursor: string | null = null;
  let first: { snapshot: string | null } | undefined;
  do {
    const res = await api.list({ cursor });
    sameSnapshot(first, res);
    first ??= res;
    if (res.error) throw new Error(res.error.message);
    if (res.restricted || res.timed_out || res.result_limit !== null) throw new Error('incomplete page');
    items.push(...res.data); // res.failed_sources is never read
    cursor = res.next_cursor;
  } while (cursor !== null);
  return complete(items);
}

/** Bug 4: a permission filter hidden. */
export async function filterHidingWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  const items: FakeItem[] = [];
  let cursor: string | null = null;
  let first: { snapshot: string | null } | undefined;
  do {
    const res = await api.list({ cursor });
    sameSnapshot(first, res);
    first ??= res;
    if (res.error) throw new Error(res.error.message);
    if (res.failed_sources.length > 0 || res.timed_out || res.result_limit !== null) throw new Error('incomplete page');
    items.push(...res.data); // res.restricted is never read
    cursor = res.next_cursor;
  } while (cursor !== null);
  return complete(items);
}

/** Bug 5: has_more as the only signal, over a source that also times out. */
export async function hasMoreOnlyWrapper(api: FakeApi): Promise<Listing<FakeItem>> {
  const items: FakeItem[] = [];
  let cursor: string | null = null;
  let first: { snapshot: string | null } | undefined;
  for (;;) {
    const res = await api.list({ cursor });
    sameSnapshot(first, res);
    first ??= res;
    if (res.error) throw new Error(res.error.message);
    if (res.failed_sources.length > 0 || res.restricted || res.result_limit !== null) throw new Error('incomplete page');
    items.push(...res.data);
    if (!res.has_more) return complete(items); // res.timed_out is never read
    cursor = res.next_cursor;
  }
}

/** Not even wrong: no completeness signal at all. */
export async function bareArrayWrapper(api: FakeApi): Promise<FakeItem[]> {
  return (await api.fetchPage(null)).items.slice();
}
