import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsWithOwners, parseSelections, type GraphQLField } from '../rules/utils/api/graphql.js';

/** Every field of the tree, depth first. */
const allFields = (fields: readonly GraphQLField[]): GraphQLField[] => [...fieldsWithOwners(fields, new Set())].map(({ field }) => field);
import { unpagedConnections } from '../rules/require-graphql-page-info.js';

const MORE = new Set(['hasNextPage', 'hasPreviousPage']);

/** A random selection set: fields with optional page arguments and children. */
const field: fc.Memo<string> = fc.memo((n) =>
  fc
    .tuple(
      fc.constantFrom('nodes', 'edges', 'node', 'id', 'items', 'comments', 'pageInfo', 'totalCount'),
      fc.option(fc.constantFrom('(first: 10)', '(last: $n)', '(first: 1, query: "x")', '(after: $c)'), { nil: '' }),
      n > 1 ? fc.option(fc.array(field(n - 1), { minLength: 1, maxLength: 3 }), { nil: null }) : fc.constant(null),
    )
    .map(([name, args, children]) => `${name}${args}${children ? ` { ${children.join(' ')} }` : ''}`),
);

describe('the GraphQL selection scanner', () => {
  it('reads fields, aliases, arguments, fragments, strings and comments', () => {
    const fields = parseSelections(`
      query Q($first: Int!) { # comment { with braces
        repo: repository(name: "a { b", owner: """x ) y""") {
          issues(first: $first, labels: ["bug"]) { ... on IssueConnection { nodes { id } } ...Frag }
        }
      }`);
    const names = [...allFields(fields)].map((f) => f.name);
    expect(names).toEqual(['repository', 'issues', 'nodes', 'id']);
    const issues = [...allFields(fields)].find((f) => f.name === 'issues');
    expect(issues?.args.get('first')).toBe('$first');
    expect(issues?.args.has('labels')).toBe(true);
  });

  it('tells each field the object it belongs to, through connection plumbing and inline fragments', () => {
    const fields = parseSelections(`{
      repository(name: "r") {
        labels(first: 5) { nodes { name } }
        pullRequests(first: 10) { nodes { labels(first: 100) { nodes { name } } } }
        search: node(id: "x") { ... on Issue { assignees(first: 10) { edges { node { login } } } } }
      }
    }`);
    const owners = [...fieldsWithOwners(fields, new Set(['nodes', 'edges', 'node']))].filter(({ field }) => field.args.has('first')).map(({ field, owner }) => `${owner}.${field.name}`);
    expect(owners).toEqual(['repository.labels', 'repository.pullRequests', 'pullRequests.labels', 'Issue.assignees']);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '(', ')', '"', '#', '\n', 'a', ':', ' ', '1', '$', '.', '@') }), (text) => {
        parseSelections(text);
      }),
      { numRuns: 500 },
    );
  });

  it('never reports a connection once it selects pageInfo { hasNextPage }', () => {
    fc.assert(
      fc.property(fc.array(field(3), { minLength: 1, maxLength: 3 }), (children) => {
        const doc = `query { conn(first: 20) { pageInfo { hasNextPage } ${children.join(' ')} } }`;
        expect(unpagedConnections(doc, MORE).some((f) => f.name === 'conn')).toBe(false);
        const bare = `query { conn(first: 20) { nodes { id } ${children.join(' ')} } }`;
        const reported = unpagedConnections(bare, MORE).some((f) => f.name === 'conn');
        const followed = [...allFields(parseSelections(bare))].find((f) => f.name === 'conn');
        const flag = followed && [...allFields(followed.children)].some((f) => MORE.has(f.name));
        expect(reported || flag).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
