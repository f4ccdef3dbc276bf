import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A continuation is followed only where the response's field is read. A key written into an object (a default
 * answer's `isLast: true`, a `lastPage` computed from the items) reads nothing of the response; a key read out of
 * one (`const { isLast } = data`) does.
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
  ],
});
