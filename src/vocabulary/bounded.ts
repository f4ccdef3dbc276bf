/**
 * Collections that one page of at least `max` items holds whole: an issue's labels. Read by no-single-page-as-whole
 * (a REST request with a page size of at least `max`) and require-graphql-page-info (a connection asked for at least
 * `max` under one of the fields or types it belongs to). Data only.
 *
 * Two kinds go here, and nothing else. A `documented` cap: the platform refuses more (an issue's 100 labels). A
 * `per-object` collection asked for at the platform's largest page: one object's own share of something, which the
 * platform's model keeps to a handful (the project boards one issue is on, the columns of one board), where a page
 * of the most the API gives has never been short. A collection that grows with use (comments, reactions, commits,
 * check suites: one per workflow run) is neither, however small it usually is.
 */
import type { RequestShape } from './apis.js';

export interface BoundedCollection {
  /** What is capped, in words for the docs. */
  readonly what: string;
  /** The platform's cap: a page of this many items holds them all. */
  readonly max: number;
  /** `documented`: the platform refuses more. `per-object`: `max` is the platform's largest page (see above). */
  readonly basis: 'documented' | 'per-object';
  /** Where the cap is stated, or why the collection stays a handful. */
  readonly source: string;
  /** The REST requests that list it, as the API row's shapes. */
  readonly requests: readonly RequestShape[];
  /** The GraphQL connection fields, and the fields or types (`... on Issue`) they are capped under. */
  readonly graphql?: { readonly connection: readonly string[]; readonly under: readonly string[] };
}

/** The objects GitHub labels and assigns: issues, pull requests and discussions (the `Labelable` and `Assignable` interfaces). */
const ISSUE_LIKE = [
  'issue', 'issues', 'pullRequest', 'pullRequests', 'issueOrPullRequest', 'discussion', 'discussions', 'Issue', 'PullRequest', 'Discussion', 'Labelable',
  'Assignable',
];
/** GitHub GraphQL's largest page: `first`/`last` above 100 is an error (https://docs.github.com/en/graphql/overview/rate-limits-and-node-limits-for-the-graphql-api). */
const GITHUB_GRAPHQL_MAX_PAGE = 100;

export const BOUNDED_COLLECTIONS: readonly BoundedCollection[] = [
  {
    what: 'the labels of one GitHub issue, pull request or discussion',
    max: 100,
    basis: 'documented',
    source: 'GitHub rejects more than 100 labels on an issue or pull request (actions/labeler v4.2.0 release notes: "the GitHub API imposes a limit of 100 labels")',
    requests: [{ kind: 'method', path: 'issues.listLabelsOnIssue' }, { kind: 'route', pattern: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels' }],
    graphql: { connection: ['labels'], under: ISSUE_LIKE },
  },
  {
    what: 'the assignees of one GitHub issue or pull request',
    max: 10,
    basis: 'documented',
    source: 'https://docs.github.com/en/issues/tracking-your-work-with-issues/using-issues/assigning-issues-and-pull-requests-to-other-github-users ("You can assign up to 10 people to each issue or pull request")',
    requests: [],
    graphql: { connection: ['assignees'], under: ISSUE_LIKE },
  },
  {
    what: 'the project boards one GitHub issue or pull request is on (its project cards and project items)',
    max: GITHUB_GRAPHQL_MAX_PAGE,
    basis: 'per-object',
    source: 'An item is added to a project one board at a time; an issue sits on a few of its organization\'s boards, never a hundred',
    requests: [],
    graphql: { connection: ['projectCards', 'projectItems', 'projectsV2'], under: ISSUE_LIKE },
  },
  {
    what: 'the columns of one GitHub project (classic) board',
    max: GITHUB_GRAPHQL_MAX_PAGE,
    basis: 'per-object',
    source: 'A board\'s columns are its workflow stages, laid side by side in one view; boards hold a handful',
    requests: [],
    graphql: { connection: ['columns'], under: ['project', 'Project'] },
  },
  {
    what: 'the managed policies attached to one AWS IAM role or user',
    max: 20,
    basis: 'documented',
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_iam-quotas.html ("Managed policies attached to an IAM role" and "to an IAM user": 10 by default, 20 at most); IAM list operations default MaxItems to 100',
    requests: [
      { kind: 'method', path: 'listAttachedRolePolicies' }, { kind: 'method', path: 'listAttachedUserPolicies' },
      { kind: 'command', name: 'ListAttachedRolePoliciesCommand' }, { kind: 'command', name: 'ListAttachedUserPoliciesCommand' },
    ],
  },
  {
    what: 'the managed policies attached to one AWS IAM group, and the groups one IAM user is in',
    max: 10,
    basis: 'documented',
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_iam-quotas.html ("Managed policies attached to an IAM group": 10; "Groups an IAM user can be a member of": 10)',
    requests: [
      { kind: 'method', path: 'listAttachedGroupPolicies' }, { kind: 'method', path: 'listGroupsForUser' },
      { kind: 'command', name: 'ListAttachedGroupPoliciesCommand' }, { kind: 'command', name: 'ListGroupsForUserCommand' },
    ],
  },
];
