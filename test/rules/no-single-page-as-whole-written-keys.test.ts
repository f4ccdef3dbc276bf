import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A continuation is followed only where the response's field is read. A key written into an object (a default
 * answer's `isLast: true`, a `lastPage` computed from the items), or a local of that name given a value of its own
 * (`const lastPage = Math.ceil(n / size)`), reads nothing of the response; a key read out of one
 * (`const { isLast } = data`), or a local given the field (`const isLast = data.isLast`), does. A cursor computed
 * from the items (a keyset cursor: the last item's key) is a continuation of its own and counts.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (keys written, not read)', rule, {
  valid: [
    // the signal read out of the response by destructuring, and handed on
    `export async function issues(jiraBase, jql) {
      const res = await fetch(\`\${jiraBase}/rest/api/3/search/jql?jql=\${jql}&maxResults=100\`);
      const { issues, isLast, nextPageToken } = await res.json();
      return { issues, isLast, nextPageToken };
    }`,
    // the signal read as a member and written under the same name
    `export async function issues(jiraBase, jql) {
      const res = await fetch(\`\${jiraBase}/rest/api/3/search/jql?jql=\${jql}&maxResults=100\`);
      const body = await res.json();
      return { issues: body.issues, isLast: body.isLast };
    }`,
    // a keyset cursor taken from the page's last item and handed back: the caller continues from it
    `export async function reports(db, limit, after) {
      const rows = await db.listReports({ limit, after });
      const nextCursor = rows.length === limit ? rows[rows.length - 1].createdAt : null;
      return { reports: rows, nextCursor };
    }`,
    // a local given the field itself, then handed on
    `export async function issues(jiraBase, jql) {
      const res = await fetch(\`\${jiraBase}/rest/api/3/search/jql?jql=\${jql}&maxResults=100\`);
      const body = await res.json();
      const isLast = body.isLast;
      return { issues: body.issues, isLast };
    }`,
  ],
  invalid: [
    {
      // a default answer's keys say nothing of what the API answered
      code: `export async function issues(jiraBase, jql) {
  const res = await fetch(\`\${jiraBase}/rest/api/3/search/jql?jql=\${jql}&maxResults=100\`);
  const body = res.ok ? await res.json() : { issues: [], isLast: true, total: 0 };
  return body.issues;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 2, column: 21 }],
    },
    {
      // a last page computed from the items of the one page read
      code: `export async function search(jiraBase, jql, perPage) {
  const res = await fetch(\`\${jiraBase}/rest/api/3/search/jql?jql=\${jql}&maxResults=100\`);
  const { issues } = await res.json();
  return { issues, page: 1, lastPage: Math.ceil(issues.length / perPage) };
}`,
      errors: [{ messageId: 'ignoredSignal', line: 2, column: 21 }],
    },
    {
      // a local pager over one page of bans: its last page is counted from the page it has, not read from Discord
      code: `export async function banSearch(guild, query, page = 1, perPage = 15) {
  const bans = (await guild.bans.fetch({ cache: false })).map((b) => b.user).filter((u) => u.username.includes(query));
  const lastPage = Math.max(1, Math.ceil(bans.length / perPage));
  const from = (Math.min(page, lastPage) - 1) * perPage;
  return { results: bans.slice(from, from + perPage), total: bans.length, page, lastPage };
}`,
      errors: [{ messageId: 'singlePage', line: 2, column: 23 }],
    },
  ],
});

/** An Octokit tool handler that sends `params` to a paged GitHub operation and returns the rulesets it answers. */
function rulesetsTool(params: string): string {
  return `import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
export async function rulesets(input) {
  const res = await octokit.rest.repos.getRepoRulesets(${params});
  return res.data;
}`;
}

ruleTester.run('no-single-page-as-whole (keys sent on some path)', rule, {
  valid: [
    // a page number spread in where the caller gave one: the caller pages
    rulesetsTool('{ owner: input.owner, repo: input.repo, ...(input.page !== undefined ? { page: input.page } : {}) }'),
    rulesetsTool('{ owner: input.owner, repo: input.repo, ...(input.page && { page: input.page }) }'),
    // handed to a builder of the request's parameters under its own name
    `import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
const params = (owner, repo, page, perPage) => ({ owner, repo, page, per_page: perPage });
export function rulesetsPage(owner, repo) {
  return async (page, perPage) => (await octokit.rest.repos.getRepoRulesets(params(owner, repo, page, perPage))).data;
}`,
  ],
  invalid: [
    {
      // a spread that sends only the page size: still the first page
      code: rulesetsTool('{ owner: input.owner, repo: input.repo, ...(input.size ? { per_page: input.size } : {}) }'),
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // a value named like a date, not a page, handed to the builder: `from` says nothing of pages
      code: `import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
const params = (owner, repo, from) => ({ owner, repo, since: from });
export async function rulesets(owner, repo, from) {
  return (await octokit.rest.repos.getRepoRulesets(params(owner, repo, from))).data;
}`,
      errors: [{ messageId: 'knownPages', line: 5, column: 17 }],
    },
  ],
});
