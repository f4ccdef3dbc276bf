import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-empty-as-absence.js';

const ruleTester = new RuleTester();

ruleTester.run('no-empty-as-absence', rule, {
  valid: [
    // a record's own array field: the API returned the record whole
    `
      async function prune(api) {
        const deployments = await api.listAllDeployments();
        for (const deployment of deployments) {
          if (deployment.aliases && deployment.aliases.length > 0) continue;
          await api.deleteDeployment(deployment.id);
        }
      }
    `,
    // an uncapped paginate walks every page: non-membership in it is safe to act on
    `
      async function f(octokit, owner, repo) {
        const workflows = await octokit.paginate(octokit.rest.actions.listRepoWorkflows, { owner, repo });
        const ids = new Set(workflows.map((w) => w.id));
        for (const run of runs) if (!ids.has(run.workflow_id)) await octokit.rest.actions.deleteWorkflowRun({ owner, repo, run_id: run.id });
      }
    `,
    // absence checks that only log, return a message or throw
    `async function f(ns) { const pods = await k8s.listPods({ namespace: ns }); if (pods.items.length === 0) console.log('no pods'); }`,
    `async function f(ns) { const pods = await k8s.listPods(ns); if (pods.items.length === 0) return 'No pods found on this page'; }`,
    `async function f(ns) { const pods = await k8s.listPods(ns); if (!pods.items.length) throw new Error('expected pods'); }`,
    // acting on items that were found is positive evidence
    `async function f(q) { const res = await docs.query(q); for (const d of res.results) await purgeCache(d.id); }`,
    `async function f(org) { const { data } = await gh.listMembers(org); if (data.length > 0) await deleteInvites(data); }`,
    `
      async function f(org) {
        const { data } = await gh.listMembers(org);
        const found = data.find((m) => m.stale);
        if (found) await removeMember(found.login);
      }
    `,
    // local state that never came from a call
    `async function f(ids) { const local = []; if (local.length === 0) await deleteAll(ids); }`,
    `async function f(users) { if (users.length === 0) await disableFeature(); }`,
    `async function f() { const seen = new Set(); for (const id of ['a', 'b']) { if (!seen.has(id)) seen.delete(id); } }`,
    // guarded by complete, requireComplete or a Complete annotation
    `async function f(org) { const res = await listMembers(org); if (res.complete && res.items.length === 0) await disableAlert(org); }`,
    `async function f(org) { const res = await listMembers(org); if (!res.complete) return; if (res.items.length === 0) await disableAlert(org); }`,
    `async function f(org) { const res = requireComplete(await listMembers(org)); if (res.items.length === 0) await disableAlert(org); }`,
    `
      async function f(org) {
        const res = requireComplete(await listMembers(org));
        const names = new Set(res.items.map((m) => m.login));
        for (const s of seats) if (!names.has(s)) await removeSeat(s);
      }
    `,
    { code: `async function f(l: Complete<Member>) { if (!l.items.some((m) => m.admin)) await revokeAdminAlert(); }` },
    `async function f(org) { const res = await listMembers(org); if (isComplete(res) && res.items.length === 0) await archiveTeam(org); }`,
    `
      async function f(org) {
        const res = await listMembers(org);
        if (decide(res, 'claim_absence').decision === 'proceed' && !res.items.length) await archiveTeam(org);
      }
    `,
    // the action is not destructive
    `async function f(ns) { const pods = await k8s.listPods(ns); if (pods.items.length === 0) await notifyOwner(ns); }`,
    `async function f() { const res = await fetch(url); if (!res.headers.has('etag')) el.removeEventListener('x', h); }`,
    // local directory listings are complete reads
    `async function f(dir) { const files = await fs.promises.readdir(dir); if (files.length === 0) await fs.promises.rmdir(dir); }`,
    // `close` alone is local cleanup (a connection, a file), not a destructive action
    `async function f(db) { const rows = await db.query('x'); if (rows.length === 0) await db.close(); }`,
    // a destructive call at the top level walks up to Program, whose parent is null
    `const stale = await listStale(); removeAll(stale);`,
    // a helper of the file that only reads local state (a token file) answers with local state, not a page
    `
      import { mkdir, readFile } from 'node:fs/promises';
      class TokenStore {
        async ensureDir() { await mkdir(this.dir, { recursive: true }); }
        async load() {
          await this.ensureDir();
          return JSON.parse(await readFile(this.path, 'utf8'));
        }
        async clear(account) {
          const tokens = await this.load();
          delete tokens[account];
          if (Object.keys(tokens).length === 0) await this.removeFile();
        }
      }
    `,
    // each deletion rests on a fresh read of the one item it deletes, not on the list it was picked from
    `
      async function sweep(api, board) {
        const cards = await api.listCards(board);
        const openIds = await api.listOpenPrIds();
        const orphans = cards.filter((c) => !openIds.includes(c.prId));
        for (const card of orphans) {
          const pr = await api.getPullRequest(card.prId);
          if (pr.state === 'CLOSED') await api.deleteCard(card.id);
        }
      }
    `,
    // the check vets the very items the action is given: none of them is locked
    `
      async function prune(api, team) {
        const stale = await api.listStaleRepos(team);
        if (stale.length === 0 || stale.some((r) => r.locked)) return;
        await api.archiveRepos(stale);
      }
    `,
    // reads of each region's store, none of them a page: what they hold is all there is (pages only make absence a guess)
    `
        class TokenStore {
          async load() {
            const all = await Promise.all(this.regions.map(async (r) => this.http.get(r)));
            return Object.assign({}, ...all.map((res) => res.data));
          }
          async clear(account) {
            const tokens = await this.load();
            if (Object.keys(tokens).length === 0) await this.removeFile();
          }
        }
      `,
    // a call of unknown shape answers what it was asked: no page size, no operation, no list envelope
    `
        async function prune(api, pages) {
          for (const page of await api.fetchPages()) {
            if (page.items.length === 0) await api.deleteProject(page.project);
          }
        }
      `,
    // a list-named call whose answer is used bare: nothing shows a page (a helper may walk every page)
    `
        async function f(id) {
          const seats = await billing.listSeats(id);
          if (!seats.some((s) => s.active)) await billing.cancelSubscription(id);
        }
      `,
    // an endpoint the table does not know, asked for no page size
    `
        async function f(ids) {
          const r = await fetch('/api/live');
          const live = await r.json();
          for (const id of ids) if (!live.includes(id)) await purge_instance(id);
        }
      `,
    // a read by id answers for that one record
    `
        async function f(id) {
          const res = await api.getOwners(id);
          const orphaned = !res?.owners?.length;
          if (orphaned) await deactivateAccount(id);
        }
      `,
  ],
  invalid: [
    {
      // a file that spells a name with an escape: every call is looked at, as its names may not read as written
      code: `
        async function prune(api, team) {
          const members = await api.listMembers(team);
          if (members.length === 0) await api['archive\\u0054eam'](team);
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 15 }],
    },
    {
      // two actions behind one check: the one ESLint meets first (the enclosing call) is named
      code: `
        async function prune(api, team) {
          const members = await api.listMembers(team);
          if (members.length === 0) (await api.archiveTeam(team)).deleteAll();
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 15, data: { action: 'deleteAll' } }],
    },
    {
      // the same check, but the action is given something else: no owner seen, so the team goes
      code: `
        async function prune(api, team) {
          const members = await api.listMembers(team);
          if (members.some((m) => m.role === 'owner')) return;
          await api.archiveTeam(team);
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 15 }],
    },
    {
      // pages fetched side by side through Promise.all are pages still (\`all\` is no pager here)
      code: `
        async function retire(api, org, teamIds) {
          const members = (await Promise.all(teamIds.map((id) => api.listMembers(id)))).flat();
          if (members.length === 0) await api.archiveOrg(org);
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 15 }],
    },
    {
      // the fresh read in the loop is itself one page: its emptiness is the unproven absence
      code: `
        async function reap(k8s) {
          const { items: namespaces } = await k8s.listNamespaces();
          for (const ns of namespaces) {
            const pods = await k8s.listPods({ namespace: ns.name, limit: 50 });
            if (pods.items.length === 0) await k8s.deleteNamespace(ns.name);
          }
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 6, column: 17 }],
    },
    {
      // a read in the loop that the deletion does not depend on proves nothing about the item
      code: `
        async function sweep(api, board) {
          const cards = await api.listCards(board);
          const openIds = await api.listOpenPrIds();
          const orphans = cards.filter((c) => !openIds.includes(c.prId));
          for (const card of orphans) {
            const log = await api.getAuditLog(card.id);
            await api.deleteCard(card.id);
          }
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 5, column: 47 }],
    },
    // a page's items field, even read off one element of a list of pages
    {
      // a paginate whose map callback can stop early (done) is a capped walk
      code: `
        async function f(octokit, owner, repo) {
          let pages = 0;
          const workflows = await octokit.paginate(octokit.rest.actions.listRepoWorkflows, { owner, repo }, (res, done) => {
            if (++pages >= 3) done();
            return res.data;
          });
          if (workflows.length === 0) await octokit.rest.actions.deleteWorkflowRun({ owner, repo, run_id: 1 });
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 8, column: 15 }],
    },
    {
      // state-changing verbs with an object: close an issue nobody linked a PR to
      code: `async function f(issue) {
  const prs = await gh.listLinkedPulls({ issue, per_page: 50 });
  if (prs.length === 0) await gh.closeIssue(issue);
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 3, column: 7, data: { action: 'closeIssue' } }],
    },
    {
      // a kit Listing already carries its verdict: the advice is to read `.complete`, not to call collectAll() again
      code: `async function prune(repo, branches) {
  const prs = await collectAll((cursor) => pullsPage(repo, cursor));
  const withPr = new Set(prs.items.map((p) => p.head));
  for (const b of branches) if (!withPr.has(b)) await deleteBranch(b);
}`,
      errors: [{ messageId: 'emptyListingAsAbsence', line: 4, column: 33, data: { action: 'deleteBranch' } }],
    },
    {
      code: `
        async function f(q, id) {
          const { items } = await parseListing(await (await fetch(q)).json());
          if (!items.some((i) => i.id === id)) await revokeKey(id);
        }
      `,
      errors: [{ messageId: 'emptyListingAsAbsence', line: 4, column: 15 }],
    },
    {
      code: `async function f(ns) {
  const pods = await k8s.listPods({ namespace: ns, limit: 50 });
  if (pods.items.length === 0) {
    await k8s.deleteNamespace(ns);
  }
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 3, column: 7, data: { action: 'deleteNamespace' } }],
    },
    {
      code: `async function f(org, collaborators) {
  const { data } = await gh.listMembers({ org });
  const logins = new Set(data.map((m) => m.login));
  for (const c of collaborators) {
    if (!logins.has(c)) await gh.removeOutsideCollaborator({ org, username: c });
  }
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 5, column: 9 }],
    },
    {
      code: `async function f(org) { const res = await listMembers(org); if (!res.items.length) await disableOrphanAlert(org); }`,
      errors: [{ messageId: 'emptyAsAbsence', line: 1, column: 65 }],
    },
    {
      code: `async function f(org) { const res = await listMembers(org); if (res.items.length < 1) await suspendTeam(org); }`,
      errors: [{ messageId: 'emptyAsAbsence', line: 1, column: 65 }],
    },
    {
      code: `
        async function f(accts) {
          const owners = await api.listOwners();
          for (const a of accts) {
            if (owners.every((o) => o.account !== a.id)) await revokeKeys(a.id);
          }
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 5, column: 17 }],
    },
    {
      code: `
        async function f(org, seats) {
          const members = await listMembers(org);
          for (const s of seats) {
            if (members.items.find((m) => m.login === s) === undefined) await unassignSeat(s);
          }
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 5, column: 17 }],
    },
    {
      code: `
        async function f() {
          const { items } = await api.listUsers();
          const byId = new Map(items.map((u) => [u.id, u]));
          if (byId.size === 0) await dropTable('users');
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 5, column: 15 }],
    },
    {
      // early exit: what follows runs only when nothing was found
      code: `async function f(ns) {
  const pods = await k8s.listPods(ns);
  if (pods.items.length > 0) return;
  await k8s.deleteNamespace(ns);
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 3, column: 7 }],
    },
    {
      // the worst case: delete everything not present in the list
      code: `async function f(all) {
  const active = new Set((await api.listActiveProjects()).map((p) => p.id));
  const stale = all.filter((p) => !active.has(p.id));
  await Promise.all(stale.map((p) => archiveProject(p.id)));
}`,
      errors: [{ messageId: 'emptyAsAbsence', line: 3, column: 35 }],
    },
    {
      // accumulated pages, then a ternary
      code: `
        async function f() {
          const all = [];
          for (let p = 1; p <= 2; p++) {
            const { data } = await api.page(p);
            all.push(...data);
          }
          all.length === 0 ? await prune_cache() : null;
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 8, column: 11 }],
    },
    {
      // nested function with a .then callback
      code: `function f(id) { return api.listKeys(id).then((keys) => { if (keys.length === 0) return detachPolicy(id); }); }`,
      errors: [{ messageId: 'emptyAsAbsence', line: 1, column: 63 }],
    },
    {
      code: `
        async function f(id: string): Promise<void> {
          const hooks = (await api.listHooks(id)) as Hook[];
          if (hooks.findIndex((h) => h.active) === -1) await deleteWebhookSecret(id);
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 15 }],
    },
    {
      code: `async function f(id) { const res = await api.listKeys(id); if (res.keys.length === 0) await erase(id); }`,
      options: [{ destructiveVerbs: ['erase'] }],
      errors: [{ messageId: 'emptyAsAbsence', line: 1, column: 64 }],
    },
    {
      code: `async function f(id) { const res = await api.listKeys(id); if (res.keys.length === 0) await nukeTenant(id); }`,
      options: [{ additionalDestructiveVerbs: ['nuke'] }],
      errors: [{ messageId: 'emptyAsAbsence', line: 1, column: 64 }],
    },
  ],
});

ruleTester.run('no-empty-as-absence: failure lists and UI state setters', rule, {
  valid: [
    // an empty list of errors says nothing failed; it is not an absence of records
    `async function validate(api, config) {
      const res = await api.validate(config);
      if (res.errors.length === 0) await removeGlobalConfig(config.id);
    }`,
    // a React state setter is local state, not an action on the world
    `async function refresh(api) {
      const children = await api.listChildFeatures();
      if (children.length === 0) setDisableArchive(true);
    }`,
  ],
  invalid: [
    // the same check over the records themselves still concludes absence
    {
      code: `
        async function prune(api) {
          const res = await api.listRunners();
          if (res.runners.length === 0) await api.deleteRunnerGroup('g');
        }
      `,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 15 }],
    },
  ],
});
