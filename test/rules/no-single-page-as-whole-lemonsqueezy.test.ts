import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Lemon Squeezy's SDK (`@lemonsqueezy/lemonsqueezy.js`), read from its own declarations: its list calls are functions
 * the module exports, answering `{ data, error }` whose `data` is a JSON:API page (`data.data`, `data.meta.page`), and
 * they take a page number (`page: { number, size }`).
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (Lemon Squeezy SDK functions)', rule, {
  valid: [
    // a function of the project's own with the same name
    `async function listWebhooks() { return db.webhooks.findMany(); }
    export async function hasWebhook(url) {
      const hooks = await listWebhooks();
      return hooks.some((h) => h.url === url);
    }`,
    // the first price of a variant, kept in a name whose fields are read: page 1 holds the first
    `import { listPrices } from '@lemonsqueezy/lemonsqueezy.js';
    export async function firstPrice(variantId) {
      const prices = await listPrices({ filter: { variantId } });
      const first = prices.data?.data.at(0);
      const amount = first?.attributes.unit_price;
      return first?.attributes.category === 'subscription' ? amount : null;
    }`,
    // every page, numbered until the last
    `import { listProducts } from '@lemonsqueezy/lemonsqueezy.js';
    export async function allProducts(storeId) {
      const out = [];
      for (let number = 1; ; number++) {
        const { data } = await listProducts({ filter: { storeId }, page: { number, size: 100 } });
        out.push(...data.data);
        if (number >= data.meta.page.lastPage) return out;
      }
    }`,
  ],
  invalid: [
    {
      code: `import { listWebhooks } from '@lemonsqueezy/lemonsqueezy.js';
export async function hasWebhook(storeId, url) {
  const res = await listWebhooks({ filter: { storeId } });
  return res.data?.data.some((hook) => hook.attributes.url === url) ?? false;
}`,
      errors: [
        { messageId: 'knownPages', line: 3, column: 21 },
        { messageId: 'absenceFromPage', line: 4, column: 25 },
      ],
    },
  ],
});
