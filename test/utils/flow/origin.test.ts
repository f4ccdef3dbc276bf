import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { OriginTracker } from '../../../rules/utils/flow/origin.js';
import { defaultVocabulary } from '../../../rules/utils/api/vocabulary.js';
import { bindingOf } from '../../../rules/utils/syntax/scope.js';
import type { Node } from '../../../rules/utils/syntax/ast.js';

/** The origin of each `see(x)` argument in `code`, as the tracker answers it in both of its modes. */
function originsIn(code: string): { fetched: string; mayBePartial: string }[] {
  const found: { fetched: string; mayBePartial: string }[] = [];
  const rule = {
    meta: { type: 'problem', schema: [] },
    create(context: TSESLint.RuleContext<string, []>) {
      const scopeOf = (n: Node) => context.sourceCode.getScope(n);
      const requests = {
        vocabulary: defaultVocabulary,
        text: (n: Node) => context.sourceCode.getText(n),
        resolve: (id: TSESTree.Identifier) => bindingOf(scopeOf, id),
      };
      const fetched = new OriginTracker(scopeOf, defaultVocabulary, requests);
      const walks = { scopeOf, declaredVariables: (n: Node) => context.sourceCode.getDeclaredVariables(n) };
      const pages = new OriginTracker(scopeOf, defaultVocabulary, requests, walks);
      return {
        CallExpression(call: TSESTree.CallExpression) {
          const arg = call.arguments[0];
          if (call.callee.type !== AST_NODE_TYPES.Identifier || call.callee.name !== 'see' || !arg) return;
          found.push({ fetched: String(fetched.of(arg)), mayBePartial: String(pages.of(arg)) });
        },
      };
    },
  };
  const linter = new Linter({ configType: 'flat' });
  const plugins = { t: { rules: { origin: rule as never } } };
  const config = { files: ['**/*.ts'], languageOptions: { parser: tsParser }, plugins, rules: { 't/origin': 'error' as const } };
  const messages = linter.verify(code, [config], 'x.ts');
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return found;
}

const partial = { fetched: 'api', mayBePartial: 'api' };
const fetchedOnly = { fetched: 'api', mayBePartial: 'null' };

describe('OriginTracker: fetched values, and values that may be partial', () => {
  it('a request for one page may be partial; a read by id or a call of unknown shape is only fetched', () => {
    expect(originsIn(`
async function f(api, id) {
  const pods = await k8s.listPods({ namespace: 'a', limit: 50 });
  see(pods.items);
  const user = await api.getUser(id);
  see(user.groups);
  const live = await (await fetch('/api/live')).json();
  see(live);
  const page = await (await fetch('https://api.github.com/orgs/o/members?per_page=100')).json();
  see(page);
}
`)).toEqual([partial, fetchedOnly, fetchedOnly, partial]);
  });

  it("a list or search call's envelope field is a page; its answer used bare is not", () => {
    expect(originsIn(`
async function f(org) {
  const res = await listMembers(org);
  see(res.items);
  const { data } = await gh.searchUsers({ q: org });
  see(data);
  const { data: rows } = await gh.listTeams({ org });
  see(rows);
  const seats = await billing.listSeats(org);
  see(seats);
  const profile = await getProfile(org);
  see(profile.items);
}
`)).toEqual([partial, partial, partial, fetchedOnly, fetchedOnly]);
  });

  it('a promise awaited later is the call it holds; a list call asking for one record is no page', () => {
    expect(originsIn(`
async function f(api, gh, id, branch) {
  const pending = api.list({ team: id, limit: 10 });
  see((await pending).items);
  const user = api.getUser(id);
  see(await user);
  const { data } = await gh.listPulls({ head: branch, state: 'open' });
  see(data);
}
`)).toEqual([partial, fetchedOnly, fetchedOnly]);
  });

  it("a helper's returned object carries what its fields hold", () => {
    expect(originsIn(`
async function capped() {
  const records = [];
  for (let page = 0; page < 10; page++) records.push(...(await crm.listRecords({ page })).records);
  return { records, complete: true };
}
async function sync() {
  see((await capped()).records);
}
`)).toEqual([partial]);
  });

  it('what a capped walk gathered may be partial; an uncapped walk over calls of unknown shape is not', () => {
    expect(originsIn(`
async function f(api, octokit) {
  const some = [];
  for (let p = 1; p <= 2; p++) some.push(...(await api.page(p)).data);
  see(some);
  const all = [];
  let cursor;
  do { const r = await api.page(cursor); all.push(...r.data); cursor = r.next; } while (cursor);
  see(all);
  let n = 0;
  const runs = await octokit.paginate('GET /repos/{owner}/{repo}/actions/runs', {}, (res, done) => { if (++n >= 3) done(); return res.data; });
  see(runs);
}
`)).toEqual([partial, fetchedOnly, partial]);
  });

  it("a helper of the file that returns a page passes the page on; a helper that reads by id does not", () => {
    expect(originsIn(`
async function members(org) {
  const res = await fetch(\`https://api.github.com/orgs/\${org}/members?per_page=100\`);
  return res.json();
}
const owner = async (id) => api.getOwner(id);
class Store {
  async teams(org) { return octokit.rest.teams.list({ org, per_page: 30 }); }
  async prune(org, id) {
    see(await members(org));
    see(await owner(id));
    see((await this.teams(org)).data);
  }
}
`)).toEqual([partial, fetchedOnly, partial]);
  });

  it("pages fetched side by side through Promise.all may be partial; a kit Listing is until proven; requireComplete proves it", () => {
    expect(originsIn(`
async function f(api, ids) {
  const each = await Promise.all(ids.map((id) => api.list({ team: id, limit: 20 })));
  see(each.flat());
  const listing = await collectAll((cursor) => api.list({ cursor }));
  see(listing.items);
  see(requireComplete(listing).items);
}
`)).toEqual([partial, { fetched: 'api', mayBePartial: 'listing' }, { fetched: 'proven', mayBePartial: 'proven' }]);
  });

  it('an accumulator that concat joins fetched items into carries them; one that concat joins local items into does not', () => {
    expect(originsIn(`
async function f(api, ids) {
  let all = [];
  let cursor;
  do {
    const page = await api.page(cursor);
    all = all.concat(page.items);
    cursor = page.next;
  } while (cursor);
  see(all);
  let local = [];
  for (const id of ids) local = local.concat([id]);
  see(local);
  see([].concat(...(await Promise.all(ids.map((id) => api.list({ team: id, limit: 20 }))))));
}
`)).toEqual([fetchedOnly, { fetched: 'null', mayBePartial: 'null' }, partial]);
  });

  it('an item found in fetched data is fetched data, and no page', () => {
    expect(originsIn(`
async function f(api, ids, id) {
  const tasks = await api.getTasks({ limit: 50 });
  see(tasks.find((t) => t.id === id));
  see(tasks.at(-1));
  see(ids.find((x) => x === id));
}
`)).toEqual([fetchedOnly, fetchedOnly, { fetched: 'null', mayBePartial: 'null' }]);
  });
});
