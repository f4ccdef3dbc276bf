import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/require-graphql-page-info.js';

const ruleTester = new RuleTester();

ruleTester.run('require-graphql-page-info', rule, {
  valid: [
    // GitHub caps an issue's or pull request's labels at 100: a page of 100 holds them all
    `
      const q = gql\`
        query Pr($n: Int!) {
          repository(owner: "o", name: "r") {
            pullRequest(number: $n) { labels(first: 100) { nodes { name } } }
          }
        }
      \`;
    `,
    // the same cap through an inline fragment on a search result
    `
      const q = gql\`
        query Found {
          search(first: 20, type: ISSUE, query: "is:open") {
            pageInfo { hasNextPage endCursor }
            nodes { ... on Issue { assignees(first: 10) { nodes { login } } } }
          }
        }
      \`;
    `,
    // a discussion's labels at GitHub's cap, and a connection asked for no items at all
    `
      const q = gql\`
        mutation Lock($id: ID!) {
          lockLockable(input: { lockableId: $id }) { lockedRecord { ... on Discussion { labels(first: 100) { nodes { name } } } } }
          unlock: unlockLockable(input: { lockableId: $id }) { unlockedRecord { ... on Issue { comments(first: 0) { nodes { id } } } } }
        }
      \`;
    `,
    // the boards one issue is on, and a classic board's columns, asked for at GitHub's largest page
    `
      const q = gql\`
        query Boards($id: ID!, $org: String!) {
          node(id: $id) { ... on Issue { projectItems(first: 100) { nodes { id project { id } } } } }
          organization(login: $org) { project(number: 1) { columns(first: 100) { nodes { id name } } } }
        }
      \`;
    `,
    `
      const query = gql\`
        query Customers($first: Int!, $after: String) {
          customers(first: $first, after: $after) {
            edges { node { id email } }
            pageInfo { hasNextPage endCursor }
          }
        }
      \`;
    `,
    // last: N with hasPreviousPage
    `
      const q = graphql\`
        { repository(owner: "o", name: "r") { issues(last: 50) { nodes { id } pageInfo { hasPreviousPage startCursor } } } }
      \`;
    `,
    // a count only: first: 1 … totalCount
    `
      const q = /* GraphQL */ \`
        query { repository(owner: "o", name: "r") { ref(qualifiedName: "main") {
          associatedPullRequests(first: 1, states: [OPEN]) { totalCount }
        } } }
      \`;
    `,
    // first: 1 with a filter: an existence check
    `
      const q = gql\`
        query Exists($login: String!) { search(first: 1, type: USER, query: $login) { nodes { ... on User { login } } } }
      \`;
    `,
    // a page size with a count and no items
    `
      const q = gql\`
        query { search(first: 50, type: ISSUE, query: "is:open") { issueCount } }
      \`;
    `,
    // not GraphQL: a template that only mentions first:
    `
      const msg = \`first: \${a}, last: \${b} { not graphql }\`;
    `,
    // strings and comments inside the document are not fields
    `
      const q = gql\`
        # first: 10 { nodes }
        query { viewer { login bio(format: "first: 2 { nodes }") } }
      \`;
    `,
    // an SDK connection whose pageInfo is followed
    `
      async function all(linear) {
        const page = await linear.issues({ first: 50 });
        if (page.pageInfo.hasNextPage) throw new Error('more');
        return page.nodes;
      }
    `,
    // a nested connection with its own pageInfo inside a sound outer connection
    `
      const q = gql\`
        query { orders(first: 10) {
          pageInfo { hasNextPage }
          nodes { id lineItems(first: 5) { pageInfo { hasNextPage } nodes { id } } }
        } }
      \`;
    `,
  ],
  invalid: [
    // a repository's labels have no cap; an issue's cap is 100, not 20
    {
      code: `
        const q = gql\`
          query Labels($n: Int!) {
            repository(owner: "o", name: "r") {
              labels(first: 100) { nodes { name } }
              issue(number: $n) { labels(first: 20) { nodes { name } } }
            }
          }
        \`;
      `,
      errors: [
        { messageId: 'missingPageInfo', line: 5, column: 15 },
        { messageId: 'missingPageInfo', line: 6, column: 35 },
      ],
    },
    {
      // per-object boards below the largest page, and collections that grow with use under the same objects
      code: `
        const q = gql\`
          query Boards($id: ID!, $org: String!) {
            node(id: $id) { ... on Issue { projectItems(first: 10) { nodes { id } } comments(first: 100) { nodes { id } } } }
            organization(login: $org) { project(number: 1) { columns(first: 100) { nodes { cards(first: 100) { nodes { id } } } } } }
          }
        \`;
      `,
      errors: [
        { messageId: 'missingPageInfo', line: 4, column: 44 },
        { messageId: 'missingPageInfo', line: 4, column: 85 },
        { messageId: 'missingPageInfo', line: 5, column: 92 },
      ],
    },
    {
      // a customer search that returns one unmarked page
      code: `
        const query = gql\`
          query GetCustomers($first: Int!, $query: String) {
            customers(first: $first, query: $query) {
              edges { node { id email } }
            }
          }
        \`;
      `,
      errors: [{ messageId: 'missingPageInfo', line: 4, column: 13, data: { field: 'customers', arg: 'first', size: '$first' } }],
    },
    {
      // the inner connection is a page too, even when the outer one is followed
      code: `
        const query = gql\`
          query Orders($first: Int!) {
            orders(first: $first) {
              pageInfo { hasNextPage endCursor }
              edges { node { id lineItems(first: 10) { edges { node { title } } } } }
            }
          }
        \`;
      `,
      errors: [{ messageId: 'missingPageInfo', line: 6, column: 33 }],
    },
    {
      // last: 100 comments through a #graphql marker; an alias reports the field
      code: `
        const q = \`#graphql
          query { repository(owner: "o", name: "r") { pullRequest(number: 1) {
            recent: comments(last: 100) { nodes { author { login } body } }
          } } }
        \`;
      `,
      errors: [{ messageId: 'missingPageInfo', line: 4, column: 21 }],
    },
    {
      // a string passed to octokit.graphql
      code: `
        const res = await octokit.graphql(\`
          query { viewer { repositories(first: 100) { nodes { name } } } }
        \`);
      `,
      errors: [{ messageId: 'missingPageInfo', line: 3, column: 28 }],
    },
    {
      // pageInfo without hasNextPage does not say whether more remain
      code: `
        const q = /* GraphQL */ \`
          { search(first: 20, type: REPOSITORY, query: "x") { pageInfo { endCursor } nodes { id } } }
        \`;
      `,
      errors: [{ messageId: 'missingPageInfo', line: 3, column: 13 }],
    },
    {
      // an SDK connection read through .nodes
      code: `
        async function issues(linear) {
          const page = await linear.issues({ first: 50 });
          return page.nodes.map((i) => i.title);
        }
      `,
      errors: [{ messageId: 'nodesWithoutPageInfo', line: 3, column: 30, data: { field: 'issues', items: 'nodes' } }],
    },
    {
      code: `
        async function teams(client) {
          const { nodes } = await client.teams({ first: 25 });
          return nodes;
        }
      `,
      errors: [{ messageId: 'nodesWithoutPageInfo', line: 3, column: 35 }],
    },
  ],
});

ruleTester.run('require-graphql-page-info: a total to compare with', rule, {
  valid: [
    // the connection carries its total: the caller can tell a short read from the whole
    `const q = gql\`
      query Cards($column: ID!) {
        node(id: $column) {
          ... on ProjectColumn {
            cards(last: 100) {
              totalCount
              nodes { id }
            }
          }
        }
      }
    \`;`,
  ],
  invalid: [],
});
