// The code an agent writes: one capped page, then a destructive step on "nothing found".
export async function deleteIdleNamespace(k8s, namespace) {
  const pods = await k8s.listPods({ namespace, limit: 50 });
  if (pods.items.length === 0) await k8s.deleteNamespace(namespace);
}

// A failed request reads as "no open issues".
export async function listOpenIssues(api) {
  try {
    return (await api.listIssues({ state: 'open' })).items;
  } catch {
    return [];
  }
}

// A missing signal reads as "nothing more".
export async function firstPage(api) {
  const res = await api.listIssues({ state: 'open' });
  return { items: res.items, hasMore: res.has_more ?? false };
}
