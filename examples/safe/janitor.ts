// The janitor, rewritten: every destructive step stands on a Complete listing.
import { collectAll, complete, partial, requireComplete, type Incomplete, type Listing } from 'completeness';
import { gh, k8s, log, type Member, type Pod } from '../services.js';

function podsOf(namespace: string): Promise<Listing<Pod>> {
  return collectAll(async (cursor) => {
    const res = await k8s.listPods({ namespace, limit: 50, ...(cursor ? { continue: cursor } : {}) });
    const snapshot = res.metadata.resourceVersion ?? null;
    const scope = { resource: `k8s:${namespace}/pods`, visibility: 'cluster-admin', snapshot };
    return res.metadata.continue
      ? partial(res.items, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: res.metadata.continue, scope })
      : complete(res.items, { scope });
  }, { timeBudgetMs: 30_000 });
}

// `Incomplete` is the kit's `Partial` under a name that does not shadow TypeScript's built-in `Partial<T>`.
function whyIncomplete(listing: Incomplete<unknown>): string {
  return listing.incomplete_reasons.map((r) => r.code).join(', ');
}

export async function deleteIdleNamespaces(): Promise<void> {
  const { items: namespaces } = await k8s.listNamespaces();
  for (const ns of namespaces) {
    const pods = await podsOf(ns.name);
    if (!pods.complete) {
      log.info(`skipping ${ns.name}: ${whyIncomplete(pods)}`);
      continue;
    }
    if (pods.items.length === 0) await k8s.deleteNamespace(ns.name);
  }
}

export async function allMembers(org: string, maxPages = 10): Promise<Listing<Member>> {
  return collectAll(async (cursor) => {
    const page = cursor === null ? 1 : Number(cursor);
    const { data } = await gh.listMembers({ org, per_page: 100, page });
    return data.length === 0 ? complete(data) : partial(data, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: String(page + 1) });
  }, { maxPages });
}

export async function removeStrangers(org: string): Promise<void> {
  const members = requireComplete(await allMembers(org)); // throws IncompleteResultError when capped
  const logins = new Set(members.items.map((m) => m.login));
  const { data: collaborators } = await gh.listOutsideCollaborators({ org });
  for (const c of collaborators) {
    if (!logins.has(c.login)) await gh.removeOutsideCollaborator({ org, username: c.login });
  }
}
