// The sync job, rewritten: deletions happen only after a complete remote scan.
import { collectAll, complete, decide, partial } from 'completeness';
import { crm, localDb, log, type RemoteRecord } from '../services.js';

function fetchRemote() {
  return collectAll<RemoteRecord>(async (cursor) => {
    const page = cursor === null ? 0 : Number(cursor);
    const res = await crm.listRecords({ page, pageSize: 200 });
    return res.has_more
      ? partial(res.records, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: String(page + 1) })
      : complete(res.records);
  }, { maxPages: 10, idOf: (r) => r.id });
}

export async function sync(): Promise<void> {
  const remote = await fetchRemote();
  for (const r of remote.items) await localDb.upsert(r);
  if (decide(remote, 'mutate').decision !== 'proceed') {
    log.info(`not deleting: remote scan incomplete (${remote.incomplete_reasons.map((r) => r.code).join(', ')})`);
    return;
  }
  const remoteIds = new Set(remote.items.map((r) => r.id));
  const stale = (await localDb.allIds()).filter((id) => !remoteIds.has(id));
  await Promise.all(stale.map((id) => localDb.deleteRecord(id)));
}
