// A nightly sync: mirror the CRM into the local database, deleting what the CRM no longer has.
import { crm, localDb, type RemoteRecord } from '../services.js';

const MAX_PAGES = 10;

async function fetchRemote(): Promise<{ records: RemoteRecord[]; complete: boolean }> {
  const records: RemoteRecord[] = [];
  let page = 0;
  let more = true;
  while (more && page < MAX_PAGES) {
    const res = await crm.listRecords({ page, pageSize: 200 });
    records.push(...res.records);
    more = res.has_more;
    page++;
  }
  return { records, complete: true }; // @expect no-silent-page-cap
}

export async function sync(): Promise<void> {
  const remote = await fetchRemote();
  const remoteIds = new Set(remote.records.map((r) => r.id));
  for (const r of remote.records) await localDb.upsert(r);
  const stale = (await localDb.allIds()).filter((id) => !remoteIds.has(id)); // @expect no-empty-as-absence
  await Promise.all(stale.map((id) => localDb.deleteRecord(id)));
}
