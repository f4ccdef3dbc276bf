import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * GitBeaker's list methods (`all`, `all…`) follow GitLab's Link header to the last page unless told one page
 * (`page`): the walk is the SDK's, and a page number makes the answer one page.
 */
const ruleTester = new RuleTester();
const GITLAB = `import { Gitlab } from '@gitbeaker/rest';\nconst api = new Gitlab({ token: process.env.GITLAB_TOKEN });\n`;

ruleTester.run('no-single-page-as-whole (GitBeaker)', rule, {
  valid: [
    `${GITLAB}export async function files(id) {
      const tree = await api.Repositories.allRepositoryTrees(id, { perPage: 100, recursive: true });
      return tree.map((t) => t.path);
    }`,
    `${GITLAB}export async function names() {
      const projects = await api.Projects.all({ perPage: 100, membership: true });
      return projects.map((p) => p.path_with_namespace);
    }`,
    // a page number the caller hands in: one step of a walk the caller drives
    `${GITLAB}export async function page(n) {
      const projects = await api.Projects.all({ page: n, perPage: 100 });
      return projects.map((p) => p.path_with_namespace);
    }`,
  ],
  invalid: [
    {
      code: `${GITLAB}export async function names() {
  const projects = await api.Projects.all({ page: 1, perPage: 100 });
  return projects.map((p) => p.path_with_namespace);
}`,
      errors: [{ messageId: 'singlePage', line: 4, column: 26 }],
    },
  ],
});
