import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A workflow node's "Return All" option (n8n's `returnAll`, which its nodes describe as "Whether to return all
 * results or only up to a given limit") lets the person choose every page or a limit of their own. The request made where it is off carries the
 * limit they asked for: its list is the window asked for. A decision taken from it is still a search of one page.
 */
const ruleTester = new RuleTester();

const node = (branch: string) => `
export async function execute(api, i) {
  const returnAll = this.getNodeParameter('returnAll', i);
  ${branch}
}`;

ruleTester.run('no-single-page-as-whole (a person chose the limit)', rule, {
  valid: [
    node(`if (returnAll) {
    return await api.paginate('/zones');
  } else {
    const limit = this.getNodeParameter('limit', i);
    const { data } = await api.get('/zones', { params: { per_page: limit } });
    return data.result;
  }`),
    // the option asked for where it is read, and an early return for "all"
    `export async function execute(api, i) {
      if (this.getNodeParameter('returnAll', i)) return api.paginate('/records');
      const res = await api.get('/records', { params: { per_page: this.getNodeParameter('limit', i) } });
      return res.data.result;
    }`,
    node(`const { data } = !returnAll ? await api.get('/zones', { params: { per_page: 50 } }) : { data: await api.paginate('/zones') };
  return data.result;`),
  ],
  invalid: [
    {
      // where "return all" is on, one request is no walk
      code: node(`if (returnAll) {
    const { data } = await api.get('/zones', { params: { per_page: 50 } });
    return data.result;
  }`),
      errors: [{ messageId: 'singlePage', line: 5, column: 28 }],
    },
    {
      // a decision from the person's window still searches one page
      code: node(`if (!returnAll) {
    const { data } = await api.get('/zones', { params: { per_page: 50 } });
    if (!data.result.some((z) => z.name === 'example.com')) await api.post('/zones', { name: 'example.com' });
  }`),
      errors: [{ messageId: 'absenceFromPage', line: 6, column: 22 }],
    },
    {
      // another option's name says nothing of who chose the limit
      code: node(`if (!this.getNodeParameter('simplify', i)) {
    const { data } = await api.get('/zones', { params: { per_page: 50 } });
    return data.result;
  }`),
      errors: [{ messageId: 'singlePage', line: 5, column: 28 }],
    },
  ],
});

/** A node's list operation: "return all" only leaves the limit out of `qs`, then `tail` sends it. */
function limitOnly(tail: string, test = '!returnAll'): string {
  return `export async function getMany(baseUrl, i) {
  const returnAll = this.getNodeParameter('returnAll', i);
  const qs = {};
  if (${test}) {
    qs.limit = this.getNodeParameter('limit', i);
  }
  ${tail}
}`;
}

ruleTester.run('no-single-page-as-whole (Return All that sends one request)', rule, {
  valid: [
    // "return all" walks through the node's helper for every item
    limitOnly(`return returnAll
    ? await apiRequestAllItems.call(this, 'GET', '/notes', {}, qs)
    : await apiRequest.call(this, 'GET', '/notes', {}, qs);`),
    // a loop that awaits walks the pages itself
    limitOnly(`const out = [];
  let page = 1;
  let batch;
  do {
    batch = await this.helpers.request({ uri: \`\${baseUrl}/notes\`, qs: { ...qs, page: page++ }, json: true });
    out.push(...batch);
  } while (returnAll && batch.length > 0);
  return out;`),
    // the option is handed on: the helper decides
    limitOnly("return await listNotes.call(this, baseUrl, qs, returnAll);"),
    // two requests after the test: which is the list is not told
    limitOnly(`const me = await this.helpers.request({ uri: \`\${baseUrl}/me\`, json: true });
  return await this.helpers.request({ uri: \`\${baseUrl}/users/\${me.id}/notes\`, qs, json: true });`),
    // a write is no list
    limitOnly("return await this.helpers.request({ method: 'POST', uri: `${baseUrl}/notes/export`, body: qs, json: true });"),
    // the option picks between two requests: the one made for "all" asks for an export, not a page without its limit
    `export async function getMany(api, i) {
  const returnAll = this.getNodeParameter('returnAll', i);
  if (!returnAll) {
    const res = await api.get('/notes', { params: { limit: this.getNodeParameter('limit', i) } });
    return res.data;
  }
  const res = await api.get('/notes/export');
  return res.data;
}`,
    // the branch itself requests: the other form, where the request made with the option off is the window asked for
    `export async function getMany(api, i) {
  const returnAll = this.getNodeParameter('returnAll', i);
  if (!returnAll) return await api.get('/notes', { params: { limit: this.getNodeParameter('limit', i) } });
  return await api.paginate('/notes');
}`,
  ],
  invalid: [
    {
      code: limitOnly("return await this.helpers.request({ uri: `${baseUrl}/notes`, qs, json: true });"),
      errors: [{ messageId: 'returnAllOnce', line: 7, column: 16, data: { request: 'this.helpers.request', option: 'returnAll' } }],
    },
    {
      // the option tested as "off"
      code: limitOnly(`const options = { method: 'GET', uri: \`\${baseUrl}/notes\`, qs, json: true };
  const response = await this.helpers.requestWithAuthentication.call(this, 'notesApi', options);
  return response.notes;`, 'returnAll === false'),
      errors: [{ messageId: 'returnAllOnce', line: 8, column: 26 }],
    },
    {
      // the request shared by every operation, after their branches: reported where "all" was taken for "no limit"
      code: `export async function execute(baseUrl, operation, i) {
  const qs = {};
  let endpoint = '';
  if (operation === 'get') {
    endpoint = \`/notes/\${this.getNodeParameter('id', i)}\`;
  } else if (operation === 'getAll') {
    endpoint = '/notes';
    if (!this.getNodeParameter('returnAll', i)) qs.limit = this.getNodeParameter('limit', i);
  }
  return await this.helpers.request({ uri: \`\${baseUrl}\${endpoint}\`, qs, json: true });
}`,
      errors: [{ messageId: 'returnAllOnce', line: 8, column: 9 }],
    },
  ],
});
