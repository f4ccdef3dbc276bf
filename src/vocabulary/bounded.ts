/**
 * Collections that a platform caps, so that one page of at least `max` items is all of them: an issue's labels.
 * Read by no-single-page-as-whole (a REST request with a page size of at least `max`) and require-graphql-page-info
 * (a connection asked for at least `max` under one of the fields or types it belongs to). A platform's usual sizes
 * ("an issue is on a few project boards") are not caps: only a documented limit goes here. Data only.
 */
import type { RequestShape } from './apis.js';

export interface BoundedCollection {
  /** What is capped, in words for the docs. */
  readonly what: string;
  /** The platform's cap: a page of this many items holds them all. */
  readonly max: number;
  /** Where the cap is stated. */
  readonly source: string;
  /** The REST requests that list it, as the API row's shapes. */
  readonly requests: readonly RequestShape[];
  /** The GraphQL connection field, and the fields or types (`... on Issue`) it is capped under. */
  readonly graphql?: { readonly connection: string; readonly under: readonly string[] };
}

const ISSUE_LIKE = ['issue', 'issues', 'pullRequest', 'pullRequests', 'issueOrPullRequest', 'Issue', 'PullRequest', 'Labelable', 'Assignable'];

export const BOUNDED_COLLECTIONS: readonly BoundedCollection[] = [
  {
    what: 'the labels of one GitHub issue or pull request',
    max: 100,
    source: 'GitHub rejects more than 100 labels on an issue or pull request (actions/labeler v4.2.0 release notes: "the GitHub API imposes a limit of 100 labels")',
    requests: [{ kind: 'method', path: 'issues.listLabelsOnIssue' }, { kind: 'route', pattern: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels' }],
    graphql: { connection: 'labels', under: ISSUE_LIKE },
  },
  {
    what: 'the assignees of one GitHub issue or pull request',
    max: 10,
    source: 'https://docs.github.com/en/issues/tracking-your-work-with-issues/using-issues/assigning-issues-and-pull-requests-to-other-github-users ("You can assign up to 10 people to each issue or pull request")',
    requests: [],
    graphql: { connection: 'assignees', under: ISSUE_LIKE },
  },
];
