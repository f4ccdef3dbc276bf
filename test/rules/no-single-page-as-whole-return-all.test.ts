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
