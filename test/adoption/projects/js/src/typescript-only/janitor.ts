export async function deleteIdleNamespace(k8s: { listPods(q: object): Promise<{ items: unknown[] }>; deleteNamespace(ns: string): Promise<void> }, namespace: string) {
  const pods = await k8s.listPods({ namespace, limit: 50 });
  if (pods.items.length === 0) await k8s.deleteNamespace(namespace);
}
