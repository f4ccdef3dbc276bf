import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Shopify's REST Admin lists answer 50 records by default (250 at most) and name the next page in a `Link` header;
 * `shopify-api-node`'s list methods answer the array with `nextPageParameters`.
 */
const ruleTester = new RuleTester();
const ADMIN = 'https://${shop}.myshopify.com/admin/api/2024-01';

ruleTester.run('no-single-page-as-whole (Shopify REST Admin)', rule, {
  valid: [
    // the Link header is read
    `export async function products(shop, token) {
      const res = await fetch(\`${ADMIN}/products.json?limit=250\`, { headers: { 'X-Shopify-Access-Token': token } });
      const next = res.headers.get('link');
      return { products: (await res.json()).products, next };
    }`,
    // one record by its id
    `export async function product(shop, id) {
      const res = await fetch(\`${ADMIN}/products/\${id}.json\`);
      return (await res.json()).product;
    }`,
    // walked with the SDK's nextPageParameters
    `import Shopify from 'shopify-api-node';
    export async function allProducts(shopify) {
      const out = [];
      let params = { limit: 250 };
      do {
        const page = await shopify.product.list(params);
        out.push(...page);
        params = page.nextPageParameters;
      } while (params !== undefined);
      return out;
    }`,
  ],
  invalid: [
    {
      code: `export async function products(shop) {
  const res = await fetch(\`${ADMIN}/products.json\`);
  return (await res.json()).products;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 2, column: 21 }],
    },
    {
      code: `import Shopify from 'shopify-api-node';
export async function skus(shopify) {
  const products = await shopify.product.list({ limit: 250 });
  return products.flatMap((p) => p.variants.map((v) => v.sku));
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 26 }],
    },
  ],
});
