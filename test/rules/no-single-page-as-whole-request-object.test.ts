import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A request's parameters built in a `const` before the call and sent by name (`const params = { … }; get(url, {
 * params })`) are read as if written in the call: a page number or offset the function was given makes it one step of
 * a walk its caller drives, and a page size is seen.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (request object sent by name)', rule, {
  valid: [
    `import axios from 'axios';
    export async function issuesFrom(jiraBase, jql, startAt) {
      const params = { jql, startAt, maxResults: 100 };
      const { data } = await axios.get(\`\${jiraBase}/rest/api/3/search\`, { params });
      return data.issues;
    }`,
    `import axios from 'axios';
    export async function issuesFrom(jiraBase, jql, startAt) {
      const options = { params: { jql, startAt, maxResults: 100 } };
      const { data } = await axios.get(\`\${jiraBase}/rest/api/3/search\`, options);
      return data.issues;
    }`,
    // one step of a walk its caller drives: the offset it was given travels in the query object
    `export async function changedMembers(client, listId, from) {
      const query = { count: 100, offset: from, sort_field: 'last_changed' };
      const { members } = await client.request({ method: 'get', path: \`/lists/\${listId}/members\`, query });
      return members;
    }`,
  ],
  invalid: [
    {
      code: `import axios from 'axios';
export async function issues(jiraBase, jql) {
  const params = { jql, maxResults: 100 };
  const { data } = await axios.get(\`\${jiraBase}/rest/api/3/search\`, { params });
  return data.issues;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 26 }],
    },
    {
      code: `export async function members(client, listId) {
  const query = { count: 100, sort_field: 'last_changed' };
  const { members } = await client.request({ method: 'get', path: \`/lists/\${listId}/members\`, query });
  return members;
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 29 }],
    },
  ],
});
