import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A loose shape (`*.list`, `list*` on a client) matches far more code than the APIs it stands for. It speaks for a
 * call only when the call's client names a known API (`stripe.prices.list`, `neonClient.listProjectBranches`), or one
 * of the file's imports names the API of the row whose shape matched: one of the vendor's SDK packages
 * (`@aws-sdk/client-codecommit`), or a module of the project named for the vendor (`@/lib/stripe`). Any other loose
 * call is unresolved and is not taken for a page. (no-empty-as-absence still reads an unresolved listing before a
 * delete: see its tests of `api.listMembers`.)
 */
const ruleTester = new RuleTester();

const pricesThrough = (source: string) => `
import { client } from '${source}';
export async function prices() {
  const res = await client.prices.list();
  return res.data;
}`;

const reposBeside = (source: string) => `
import { Thing } from '${source}';
export async function repositoryNames(client) {
  const res = await client.listRepositories();
  return res.repositories.map((r) => r.repositoryName);
}`;

ruleTester.run('no-single-page-as-whole (loose shapes need a named API)', rule, {
  valid: [
    // nothing names the API: a `*.list` on a parameter (Intercom's tag list comes back whole)
    `async function tagsOf(client) {
      const { body } = await client.tags.list();
      return body.data;
    }`,
    // a package of no known API
    `import { Client } from 'intercom-client';
    export async function attributes(client: Client) {
      const { body } = await client.dataAttributes.list();
      return body.data;
    }`,
    // a package whose name holds a word some client is known by (Kubernetes' \`core\`) names nothing
    `import { log } from '@grouparoo/core';
    export async function tagsOf(client) {
      const { body } = await client.tags.list();
      log(body.data.length);
      return body.data;
    }`,
    // an import names its own vendor's calls only: the Discord SDK says nothing of a database's \`list\`, which
    // Stripe's \`*.list\` would match
    `import { Client } from 'discord.js';
    export async function giveaways(db) {
      return (await db.list({ include_docs: true })).rows.map((r) => r.doc);
    }`,
    pricesThrough('@/lib/discord'),
    // a module of the project named for no vendor
    pricesThrough('@/lib/payments'),
    reposBeside('./things'),
  ],
  invalid: [
    {
      // a module of the project named for the vendor
      code: pricesThrough('@/lib/stripe'),
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 21, data: { request: 'client.prices.list', of: '', signal: 'has_more' } }],
    },
    {
      // one of the vendor's SDK packages: `@aws-sdk/*`
      code: reposBeside('@aws-sdk/client-codecommit'),
      errors: [{ messageId: 'singlePage', line: 4, column: 21 }],
    },
    {
      // the call's client names the API
      code: `export async function branches(neonClient, projectId) {
        const res = await neonClient.listProjectBranches({ projectId });
        return res.data.branches;
      }`,
      errors: [{ messageId: 'singlePage', line: 2, column: 27 }],
    },
  ],
});
