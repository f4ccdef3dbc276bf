// The same job written the safe way: the destructive step stands on a Complete listing.
import { collectAll, complete, partial } from 'completeness';

function podsOf(k8s, namespace) {
  return collectAll(async (cursor) => {
    const res = await k8s.listPods({ namespace, limit: 50, ...(cursor ? { continue: cursor } : {}) });
    return res.metadata.continue
      ? partial(res.items, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: res.metadata.continue })
      : complete(res.items);
  });
}

export async function deleteIdleNamespace(k8s, namespace) {
  const pods = await podsOf(k8s, namespace);
  if (!pods.complete) return;
  if (pods.items.length === 0) await k8s.deleteNamespace(namespace);
}
