import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A request kept in a `const` and awaited once later (`const query = client.projects({ first: 100 }); … await
 * query`) is the same page as one awaited where it is sent. Any other read of the const hands the promise on.
 */
const ruleTester = new RuleTester();

/** The data of the one report of a page of Stripe customers whose `has_more` is never read. */
const STRIPE_CUSTOMERS = { request: 'stripe.customers.list', of: ' of Stripe list and search', signal: 'has_more' };

/** `besides` puts other code in the file: a `Promise.all` makes the rule read every call, not only the awaited ones. */
const kept = (use: string, besides = '') => `${besides}
async function customers(stripe) {
  const pending = stripe.customers.list({ limit: 100 });
  const page = await pending;
  ${use}
}`;
const ALL = 'const both = (a, b) => Promise.all([a, b]);';

ruleTester.run('no-single-page-as-whole (a request awaited through its const)', rule, {
  valid: [
    // the continuation is read
    kept("if (page.has_more) throw new Error('more than one page');\n  return page.data;"),
    // the promise is also handed on: where it goes is not followed
    `async function customers(stripe) {
      const pending = stripe.customers.list({ limit: 100 });
      track(pending);
      const page = await pending;
      return page.data;
    }`,
    // a variable written again is no one request
    `async function customers(stripe, other) {
      let pending = stripe.customers.list({ limit: 100 });
      if (other) pending = other;
      const page = await pending;
      return page.data;
    }`,
    // awaited twice
    `async function customers(stripe) {
      const pending = stripe.customers.list({ limit: 100 });
      const page = await pending;
      const again = await pending;
      return [page.data, again.data];
    }`,
  ],
  invalid: [
    {
      code: kept('return page.data;'),
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 19, data: STRIPE_CUSTOMERS }],
    },
    {
      code: kept('return page.data;', ALL),
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 19, data: STRIPE_CUSTOMERS }],
    },
    {
      // the lookup that decides a create reads the one page
      code: kept("if (!page.data.some((c) => c.email === 'a@b.c')) await stripe.customers.create({ email: 'a@b.c' });"),
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 19 }, { messageId: 'absenceFromPage', line: 5, column: 18 }],
    },
  ],
});
