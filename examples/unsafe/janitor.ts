// A cleanup job an agent might write: every line marked @expect is a real bug.
import { gh, k8s, log, type Member } from '../services.js';

/** Deletes namespaces that look idle. */
export async function deleteIdleNamespaces(): Promise<void> {
  const { items: namespaces } = await k8s.listNamespaces();
  for (const ns of namespaces) {
    // Only the first 50 pods were asked for, and `metadata.continue` is ignored.
    const pods = await k8s.listPods({ namespace: ns.name, limit: 50 }); // @expect no-single-page-as-whole
    if (pods.items.length === 0) { // @expect no-empty-as-absence
      log.info(`deleting idle namespace ${ns.name}`);
      await k8s.deleteNamespace(ns.name);
    }
  }
}

/** Walks at most 10 pages of members and returns them as if that were everyone. */
export async function allMembers(org: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let page = 1; page <= 10; page++) { // @expect no-silent-page-cap
    const { data } = await gh.listMembers({ org, per_page: 100, page });
    members.push(...data);
    if (data.length === 0) break;
  }
  return members;
}

/** Removes every outside collaborator who is not in the (capped) member list. */
export async function removeStrangers(org: string): Promise<void> {
  const logins = new Set((await allMembers(org)).map((m) => m.login));
  const { data: collaborators } = await gh.listOutsideCollaborators({ org });
  for (const c of collaborators) {
    if (!logins.has(c.login)) await gh.removeOutsideCollaborator({ org, username: c.login }); // @expect no-empty-as-absence
  }
}
