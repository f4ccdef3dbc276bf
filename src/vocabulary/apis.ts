/**
 * What the plugin and the adapters know about real paginated APIs. One row per API or SDK: a new API is one
 * row here (plus its adapter in `src/adapters/` when the kit maps its responses). Data only.
 *
 * Request shapes are glob-like strings: `*` matches one identifier-ish run (`rest.*.list*` matches
 * `rest.pulls.listFiles`), so they can be read by the rules, printed in the docs and tested without code.
 */

import { GITHUB_UNPAGED_LIST_METHODS, GITHUB_UNPAGED_ROUTES } from './github-unpaged.js';
export type RequestShape =
  /** A method path on an SDK client, matched against the callee's trailing names: `customers.list`, `rest.*.list*`. */
  | { readonly kind: 'method'; readonly path: string }
  /** An AWS SDK v3 style command class sent through a client: `ListObjectsV2Command`, `List*Command`. */
  | { readonly kind: 'command'; readonly name: string }
  /** An Octokit-style route string: `GET /repos/{owner}/{repo}/pulls`. */
  | { readonly kind: 'route'; readonly pattern: string }
  /** A URL path fragment in a `fetch`/axios/got call: `/rest/api/3/search`. */
  | { readonly kind: 'url'; readonly pattern: string }
  /** A JSON-RPC request whose object names its method (`client.request({ method: 'tools/list' }, schema)`): MCP. */
  | { readonly kind: 'rpc'; readonly method: string };

/**
 * The JSON type an adapter requires of a signal. A trailing `?` lets it be absent (and a cursor null); anything
 * else that is not of the type is COMPLETENESS_UNKNOWN, never "no more pages".
 * - `flag`: a boolean. `count`: an integer >= 0. `text`: a string. `texts`: an array of strings. `object`: an object
 *   holding more signals. `present`: any value; being there is the signal (an error body).
 * - `cursor`: a non-empty string (`""` is not a cursor). `token`: a string where `""` is documented as the end.
 * - `key`: an object used as the cursor (DynamoDB `LastEvaluatedKey`).
 * - `total`: a count, or `{ value: count, relation: "eq" | "gte" }` (Elasticsearch `hits.total`).
 * - `header`: an HTTP response header, looked up case-insensitively from any header shape.
 */
export type SignalType = 'flag' | 'count' | 'text' | 'texts' | 'object' | 'present' | 'cursor' | 'token' | 'key' | 'total' | 'header';
export type SignalSpec = SignalType | `${SignalType}?`;

export interface ApiEntry {
  readonly id: string;
  readonly name: string;
  /** The vendor's documentation of its pagination (cited in docs/adapters.md). */
  readonly docs: string;
  /** The `completeness/adapters` export that maps one response to a Listing, or null when the kit has none yet. */
  readonly adapter: string | null;
  /** The `completeness/adapters` export that builds a `fetchPage` for `collectAll`, or null. */
  readonly pages: string | null;
  /** Fields of a page body that hold the items. */
  readonly items: readonly string[];
  /** Dotted paths of a page body that say whether more remains or something failed. */
  readonly signals: readonly string[];
  /** How the kit's adapter reads each of `signals`: its JSON type. Every row with an adapter has one, keyed by every signal. */
  readonly reads?: Readonly<Record<string, SignalSpec>>;
  /** Request parameters that set the page size. */
  readonly pageSize: readonly string[];
  readonly defaultPageSize?: number;
  readonly maxPageSize?: number;
  /** Callee paths that walk every page for you (uncapped, they are complete by construction). */
  readonly pagers: readonly string[];
  /** Request keys that make one of `pagers` answer that one page only (GitBeaker's `page`). */
  readonly pagerPageKeys?: readonly string[];
  /** Keys of a pager's own options that stop it after so many items (Stripe's `autoPagingToArray({ limit })`). */
  readonly pagerCapKeys?: readonly string[];
  /** How one page is requested. */
  readonly requests: readonly RequestShape[];
  /** Requests documented to return the whole scope in one response (no pagination to miss). */
  readonly whole?: readonly RequestShape[];
  /**
   * Words of the client a call goes through that name this API (`octokit`, `stripe`, `gmail`): when several rows'
   * shapes match one call (`users.list`), the row its client names speaks for it.
   */
  readonly clients?: readonly string[];
  /**
   * The npm packages of the vendor's SDKs (`asana`, `@aws-sdk/*`; a subpath import matches its package). A file that
   * imports one names this API for a call that only a loose shape matches (`client.listRepositories()` beside
   * `@aws-sdk/client-codecommit`); a loose call that neither its client nor an import names is not a known request.
   */
  readonly packages?: readonly string[];
  /**
   * The hosts that serve this API (`api.pagerduty.com`; `*.` for a tenant's subdomain, `*.freshdesk.com`). A URL on one
   * of them is this API's, whatever other rows' paths it matches; a row that names hosts matches a URL only on one of
   * them, since its paths (`/incidents`) say too little alone.
   */
  readonly hosts?: readonly string[];
  /**
   * Where the vendor documents that a page may come back empty (or short) while more remains, the citation. Without
   * it, an empty first page means an empty result, so asking a first page only "is there any?" or "the first one" is
   * sound; with it, only the continuation can say.
   */
  readonly emptyPagesBeforeEnd?: string;
  /**
   * How a request of this API names one record instead of a page: request keys that name it (discord.js
   * `bans.fetch({ user })`), and whether a first argument that is no options object is the record's id
   * (`bans.fetch(userId)`). Such a read is no page of a larger list.
   */
  readonly oneRecord?: { readonly keys: readonly string[]; readonly idArgument: boolean };
}

/** The lists of PagerDuty's REST API v2 that its classic pagination pages, each answered under its own name. */
const PAGERDUTY_LISTS: readonly string[] = [
  'incidents', 'services', 'users', 'schedules', 'escalation_policies', 'teams', 'log_entries', 'oncalls', 'notifications',
  'maintenance_windows', 'priorities', 'vendors', 'extensions', 'addons', 'business_services', 'response_plays', 'tags',
];
const method = (path: string): RequestShape => ({ kind: 'method', path });
const command = (name: string): RequestShape => ({ kind: 'command', name });
const route = (pattern: string): RequestShape => ({ kind: 'route', pattern });
const url = (pattern: string): RequestShape => ({ kind: 'url', pattern });
const rpc = (method: string): RequestShape => ({ kind: 'rpc', method });
/**
 * A row's `reads` (every field its adapter validates, with its type) and `signals` (what code that reads the response
 * must look at; the rules read these). Each signal is one of the reads or a part of one (`hits.total.relation`).
 */
const typed = (reads: Readonly<Record<string, SignalSpec>>, signals: readonly string[]) => ({ signals, reads });

export const APIS: readonly ApiEntry[] = [
  {
    id: 'github-rest',
    clients: ['octokit', 'github', 'gh'],
    packages: ['@octokit/*', 'octokit', '@actions/github', 'probot'],
    name: 'GitHub REST (Octokit)',
    docs: 'https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api',
    adapter: 'fromGitHubList',
    pages: 'githubListPages',
    items: ['data'],
    // `truncated` (git trees), `incomplete_results` and `total_count` (search and Actions bodies read as lists):
    // https://docs.github.com/en/rest/git/trees#get-a-tree, https://docs.github.com/en/rest/search/search
    ...typed({ 'headers.link': 'header', truncated: 'flag?', incomplete_results: 'flag?', total_count: 'count?' }, ['headers.link']),
    pageSize: ['per_page'],
    defaultPageSize: 30,
    maxPageSize: 100,
    pagers: ['paginate', 'paginate.iterator', 'request.paginate'],
    requests: [
      method('rest.*.list'), method('rest.*.list*'), method('*.list*ForRepo'), method('*.list*ForRef'), route('GET /repos/*'), route('GET /orgs/*'), route('GET /users/*'),
      // Octokit REST namespaces reached without `rest.` (probot, older @octokit/rest)
      method('pulls.list*'), method('issues.list*'), method('repos.list*'), method('checks.list*'), method('actions.list*'), method('orgs.list*'),
      method('teams.list*'), method('git.list*'), method('reactions.list*'), method('activity.list*'), method('apps.list*'), method('packages.list*'),
      url('/repos/*/*/*'), url('/orgs/*/*'),
    ],
    whole: [...GITHUB_UNPAGED_LIST_METHODS.map((name) => method(`*.${name}`)), ...GITHUB_UNPAGED_ROUTES.map(route)],
  },
  {
    id: 'github-search',
    clients: ['octokit', 'github', 'gh'],
    packages: ['@octokit/*', 'octokit', '@actions/github', 'probot'],
    name: 'GitHub search (REST)',
    docs: 'https://docs.github.com/en/rest/search/search',
    adapter: 'fromGitHubSearch',
    pages: 'githubSearchPages',
    items: ['items'],
    ...typed({ incomplete_results: 'flag', total_count: 'count', 'headers.link': 'header?' }, ['incomplete_results', 'total_count', 'headers.link']),
    pageSize: ['per_page'],
    defaultPageSize: 30,
    maxPageSize: 100,
    pagers: [],
    requests: [method('search.*'), method('rest.search.*'), route('GET /search/*')],
  },
  {
    id: 'graphql-connection',
    name: 'GraphQL connections (GitHub, Shopify, Relay)',
    docs: 'https://docs.github.com/en/graphql/guides/using-pagination-in-the-graphql-api',
    adapter: 'fromGraphQLConnection',
    pages: 'graphqlConnectionPages',
    items: ['nodes', 'edges'],
    ...typed({
      pageInfo: 'object',
      'pageInfo.hasNextPage': 'flag?',
      'pageInfo.endCursor': 'cursor?',
      'pageInfo.hasPreviousPage': 'flag?',
      'pageInfo.startCursor': 'cursor?',
      totalCount: 'count?',
    }, ['pageInfo.hasNextPage', 'pageInfo.hasPreviousPage', 'pageInfo.endCursor', 'totalCount']),
    pageSize: ['first', 'last'],
    maxPageSize: 100,
    pagers: ['graphql.paginate'],
    requests: [],
  },
  {
    id: 'elasticsearch',
    clients: ['elastic', 'elasticsearch', 'es', 'opensearch'],
    packages: ['@elastic/elasticsearch', '@opensearch-project/opensearch', 'elasticsearch'],
    name: 'Elasticsearch / OpenSearch search',
    docs: 'https://www.elastic.co/guide/en/elasticsearch/reference/current/search-search.html#search-api-response-body',
    adapter: 'fromElasticsearch',
    pages: 'elasticsearchPages',
    items: ['hits.hits'],
    ...typed({
      error: 'present?',
      timed_out: 'flag',
      _shards: 'object',
      '_shards.total': 'count',
      '_shards.successful': 'count',
      '_shards.skipped': 'count?',
      '_shards.failed': 'count',
      '_shards.failures': 'present?',
      _clusters: 'object?',
      '_clusters.total': 'count',
      '_clusters.successful': 'count',
      '_clusters.skipped': 'count?',
      '_clusters.running': 'count?',
      '_clusters.partial': 'count?',
      '_clusters.failed': 'count?',
      terminated_early: 'flag?',
      'hits.total': 'total?',
      _scroll_id: 'cursor?',
    }, ['timed_out', '_shards.failed', '_clusters.skipped', 'terminated_early', 'hits.total.relation', '_scroll_id']),
    pageSize: ['size'],
    defaultPageSize: 10,
    pagers: ['helpers.scrollSearch', 'helpers.scrollDocuments'],
    requests: [method('search'), method('msearch')],
    whole: [method('cat.indices'), method('cat.aliases'), method('indices.get')],
  },
  {
    id: 'kubernetes',
    clients: ['k8s', 'kube', 'kubernetes', 'core', 'apps', 'batch'],
    packages: ['@kubernetes/client-node'],
    name: 'Kubernetes list',
    docs: 'https://kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks',
    adapter: 'fromKubernetesList',
    pages: 'kubernetesListPages',
    items: ['items'],
    ...typed({
      kind: 'text?',
      code: 'count?',
      reason: 'text?',
      metadata: 'object',
      'metadata.continue': 'token?',
      // @kubernetes/client-node (0.x and 1.x) names it `_continue` in its V1ListMeta model
      'metadata._continue': 'token?',
      'metadata.remainingItemCount': 'count?',
      'metadata.resourceVersion': 'text?',
    }, ['metadata.continue', 'metadata.remainingItemCount']),
    emptyPagesBeforeEnd: 'https://kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks (a chunk is read with `limit`, then field selectors filter it, so a page can hold fewer items than asked, even none, while `metadata.continue` is set; only `continue` says whether more remain)',
    pageSize: ['limit'],
    pagers: [],
    requests: [method('list*Namespaced*'), method('list*ForAllNamespaces')],
  },
  {
    id: 'google-aip',
    clients: ['gmail', 'google', 'drive', 'googleapis', 'calendar', 'sheets', 'admin', 'directory'],
    packages: ['googleapis', '@googleapis/*', '@google-cloud/*'],
    name: 'Google APIs (AIP-158 page tokens, googleapis)',
    docs: 'https://google.aip.dev/158',
    adapter: 'fromGoogleAip',
    pages: 'googleAipPages',
    items: ['data.*', '*'],
    ...typed({
      error: 'present?',
      'error.status': 'text?',
      nextPageToken: 'token?',
      next_page_token: 'token?',
      unreachable: 'texts?',
      resultSizeEstimate: 'count?',
      // BigQuery tabledata.list and jobs.getQueryResults name their cursor `pageToken`, count rows in an int64 string
      // and may answer before the query is done (https://cloud.google.com/bigquery/docs/reference/rest/v2/tabledata/list,
      // https://cloud.google.com/bigquery/docs/reference/rest/v2/jobs/getQueryResults)
      pageToken: 'token?',
      totalRows: 'text?',
      jobComplete: 'flag?',
      // Drive files.list (https://developers.google.com/workspace/drive/api/reference/rest/v3/files/list)
      incompleteSearch: 'flag?',
      // GKE clusters.list (https://cloud.google.com/kubernetes-engine/docs/reference/rest/v1/projects.locations.clusters/list)
      missingZones: 'texts?',
      // Compute aggregatedList (https://cloud.google.com/compute/docs/reference/rest/v1/instances/aggregatedList)
      unreachables: 'texts?',
      // the end of a sync walk, not a next page (Calendar events.list, People connections.list, Drive changes.list)
      nextSyncToken: 'token?',
      newStartPageToken: 'token?',
      // AIP-158 `total_size`: optional and may be an estimate, so it proves nothing either way
      totalSize: 'count?',
      total_size: 'count?',
    }, ['nextPageToken', 'resultSizeEstimate']),
    pageSize: ['pageSize', 'maxResults', 'page_size'],
    pagers: [],
    requests: [method('users.messages.list'), method('users.threads.list'), method('users.list'), method('files.list'), method('*.list')],
    // Gmail settings lists answer everything at once (no pageToken): https://developers.google.com/gmail/api/reference/rest/v1/users.settings.filters/list
    whole: [
      method('users.labels.list'), method('users.settings.filters.list'), method('users.settings.forwardingAddresses.list'),
      method('users.settings.sendAs.list'), method('users.settings.delegates.list'), method('users.settings.cse.identities.list'),
    ],
  },
  {
    id: 'stripe',
    clients: ['stripe'],
    packages: ['stripe'],
    name: 'Stripe list and search',
    docs: 'https://docs.stripe.com/api/pagination',
    adapter: 'fromStripeList',
    pages: 'stripeListPages',
    items: ['data'],
    ...typed({ object: 'text?', has_more: 'flag', next_page: 'cursor?', total_count: 'count?' }, ['has_more', 'next_page']),
    pageSize: ['limit'],
    defaultPageSize: 10,
    maxPageSize: 100,
    // `autoPagingToArray` requires a `limit`, at most 10,000: it stops there
    // (https://github.com/stripe/stripe-node#auto-pagination)
    pagers: ['autoPagingToArray', 'autoPagingEach'],
    pagerCapKeys: ['limit'],
    requests: [method('customers.list'), method('invoices.list'), method('subscriptions.list'), method('charges.list'), method('*.list'), method('*.search')],
  },
  {
    id: 'aws-s3',
    clients: ['s3'],
    packages: ['@aws-sdk/client-s3', 'aws-sdk'],
    name: 'Amazon S3 ListObjectsV2',
    docs: 'https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html',
    adapter: 'fromS3ListObjectsV2',
    pages: 's3ListObjectsPages',
    items: ['Contents', 'CommonPrefixes'],
    // `ContinuationToken` and `StartAfter` echo the request
    ...typed({ IsTruncated: 'flag', NextContinuationToken: 'cursor?', ContinuationToken: 'text?', StartAfter: 'text?' }, ['IsTruncated', 'NextContinuationToken']),
    pageSize: ['MaxKeys'],
    maxPageSize: 1000,
    pagers: ['paginateListObjectsV2'],
    requests: [command('ListObjectsV2Command'), command('ListObjectsCommand'), method('listObjectsV2'), method('listObjects')],
  },
  {
    id: 'aws-dynamodb',
    clients: ['dynamo', 'dynamodb', 'ddb', 'document'],
    packages: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', 'aws-sdk'],
    name: 'Amazon DynamoDB Query and Scan',
    docs: 'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Query.Pagination.html',
    adapter: 'fromDynamoDbQuery',
    pages: 'dynamoDbQueryPages',
    items: ['Items'],
    ...typed({ LastEvaluatedKey: 'key?', Count: 'count?' }, ['LastEvaluatedKey']),
    pageSize: ['Limit'],
    emptyPagesBeforeEnd: 'https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_Scan.html (a filter applies after the 1 MB page is read: "a high ScannedCount value with few, or no, Count results")',
    pagers: ['paginateQuery', 'paginateScan'],
    requests: [command('QueryCommand'), command('ScanCommand'), method('query'), method('scan')],
  },
  {
    id: 'aws',
    packages: ['@aws-sdk/*', 'aws-sdk'],
    name: 'AWS SDK v3 List* operations (Lambda, CloudFormation, …)',
    docs: 'https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/pagination.html',
    adapter: null,
    pages: null,
    items: ['*'],
    signals: ['NextToken', 'NextMarker', 'Marker', 'IsTruncated'],
    pageSize: ['MaxItems', 'MaxResults', 'Limit'],
    pagers: ['paginate*'],
    requests: [command('List*Command'), method('list*')],
  },
  {
    id: 'microsoft-graph',
    clients: ['graph', 'msgraph', 'outlook'],
    hosts: ['graph.microsoft.com'],
    packages: ['@microsoft/microsoft-graph-client', '@microsoft/msgraph-sdk', '@microsoft/msgraph-sdk-*'],
    name: 'Microsoft Graph',
    docs: 'https://learn.microsoft.com/en-us/graph/paging',
    adapter: 'fromGraphCollection',
    pages: 'graphCollectionPages',
    items: ['value'],
    // OData 4.0 `@odata.nextLink`, 4.01 `@nextLink`, v3 `odata.nextLink`, ARM `nextLink`, the Kiota model's `odataNextLink`
    ...typed({
      '@odata.nextLink': 'cursor?',
      '@nextLink': 'cursor?',
      'odata.nextLink': 'cursor?',
      nextLink: 'cursor?',
      odataNextLink: 'cursor?',
      '@odata.count': 'count?',
      '@count': 'count?',
      'odata.count': 'count?',
      odataCount: 'count?',
    }, ['@odata.nextLink', '@odata.count']),
    pageSize: ['$top', 'top'],
    pagers: ['PageIterator'],
    requests: [url('/me/*'), url('/users*'), url('/groups*'), url('/mailFolders*'), url('/childFolders')],
  },
  {
    id: 'slack',
    clients: ['slack', 'web', 'bolt'],
    packages: ['@slack/web-api', '@slack/bolt'],
    name: 'Slack Web API',
    docs: 'https://api.slack.com/apis/pagination',
    adapter: 'fromSlack',
    pages: 'slackPages',
    items: ['channels', 'members', 'messages', 'users', 'files'],
    ...typed({
      ok: 'flag',
      error: 'text?',
      response_metadata: 'object?',
      'response_metadata.next_cursor': 'token?',
      has_more: 'flag?',
      paging: 'object?',
      'paging.page': 'count',
      'paging.pages': 'count',
      'paging.total': 'count?',
      // the page size asked for, not a total
      'paging.count': 'count?',
    }, ['response_metadata.next_cursor', 'has_more', 'paging.pages']),
    pageSize: ['limit', 'count'],
    emptyPagesBeforeEnd: 'https://api.slack.com/apis/pagination ("you may receive fewer results than your specified limit, even when there are additional results"; check next_cursor, not the size)',
    pagers: ['paginate'],
    requests: [method('conversations.list'), method('conversations.history'), method('conversations.members'), method('users.list'), method('files.list')],
  },
  {
    id: 'salesforce',
    clients: ['salesforce', 'sf', 'sfdc', 'jsforce', 'conn'],
    packages: ['jsforce'],
    name: 'Salesforce SOQL query',
    docs: 'https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/resources_query.htm',
    adapter: 'fromSalesforceQuery',
    pages: 'salesforceQueryPages',
    items: ['records'],
    ...typed({ done: 'flag', nextRecordsUrl: 'cursor?', totalSize: 'count?' }, ['done', 'nextRecordsUrl', 'totalSize']),
    pageSize: [],
    pagers: ['queryMore', 'autoFetch'],
    // the REST resource is /services/data/vXX.X/query (and queryAll); a bare `/query` is any vendor's
    requests: [method('query'), url('/services/data/v*.*/query'), url('/services/data/v*.*/queryAll')],
  },
  {
    id: 'mcp',
    clients: ['mcp'],
    packages: ['@modelcontextprotocol/sdk'],
    name: 'Model Context Protocol list requests',
    docs: 'https://modelcontextprotocol.io/specification/2025-06-18/server/utilities/pagination',
    adapter: 'fromMcpList',
    pages: 'mcpListPages',
    items: ['tools', 'prompts', 'resources', 'resourceTemplates'],
    // SEP-2322 `resultType` says whether the request's round trip is final, never whether the list is whole
    ...typed({ nextCursor: 'cursor?', resultType: 'text?' }, ['nextCursor']),
    pageSize: [],
    pagers: [],
    // the SDK's methods, and the raw requests they send: "resources/list, resources/templates/list, prompts/list,
    // tools/list" are the operations the specification pages
    requests: [
      method('listTools'), method('listPrompts'), method('listResources'), method('listResourceTemplates'),
      rpc('tools/list'), rpc('prompts/list'), rpc('resources/list'), rpc('resources/templates/list'),
    ],
  },
  {
    id: 'discord',
    clients: ['discord'],
    packages: ['discord.js', '@discordjs/rest', '@discordjs/core'],
    name: 'Discord REST lists (guild bans, channel messages, audit log)',
    // Get Guild Bans: `limit` 1-1000, default 1000, then `before`/`after` a user id; Get Channel Messages: `limit`
    // 1-100, default 50, then `before`/`after`; Get Guild Audit Log: `limit` 1-100, default 50, then `before`
    // (https://discord.com/developers/docs/resources/guild#get-guild-bans,
    // https://discord.com/developers/docs/resources/message#get-channel-messages,
    // https://discord.com/developers/docs/resources/audit-log#get-guild-audit-log). A page is a bare array: the only
    // continuation is the last id sent back as `before` or `after`. discord.js `bans.fetch()`, `messages.fetch()` and
    // `fetchAuditLogs()` send one request (https://discord.js.org/docs/packages/discord.js/main/GuildBanManager:Class);
    // `members.fetch()` without options asks the gateway for every member, and is no page.
    docs: 'https://discord.com/developers/docs/reference#pagination',
    adapter: null,
    pages: null,
    items: ['*'],
    signals: [],
    pageSize: ['limit'],
    maxPageSize: 1000,
    pagers: [],
    requests: [method('bans.fetch'), method('messages.fetch'), method('guild.fetchAuditLogs'), url('/guilds/*/bans'), url('/channels/*/messages'), url('/guilds/*/audit-logs')],
    oneRecord: { keys: ['user', 'message'], idArgument: true },
  },
  {
    id: 'jira',
    clients: ['jira'],
    packages: ['jira.js', 'jira-client'],
    name: 'Jira Cloud REST',
    docs: 'https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#pagination',
    adapter: 'fromJira',
    pages: 'jiraPages',
    items: ['issues', 'values', 'comments', 'worklogs'],
    ...typed({
      errorMessages: 'texts?',
      errors: 'object?',
      startAt: 'count?',
      maxResults: 'count?',
      total: 'count?',
      isLast: 'flag?',
      nextPage: 'cursor?',
      nextPageToken: 'cursor?',
    }, ['isLast', 'nextPageToken', 'total', 'startAt', 'maxResults']),
    pageSize: ['maxResults'],
    defaultPageSize: 50,
    pagers: [],
    requests: [url('/rest/api/*/search'), url('/rest/api/*/search/jql'), url('/rest/api/*/issue/*/comment'), method('searchForIssuesUsingJql*'), method('searchIssues')],
    // take no paging parameters and answer everything at once: issue link types
    // (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-link-types/#api-rest-api-3-issuelinktype-get)
    // and a project's roles, a map of role name to URL
    // (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-project-roles/#api-rest-api-3-project-projectidorkey-role-get)
    whole: [url('/issueLinkType'), url('/project/*/role')],
  },
  {
    id: 'notion',
    clients: ['notion'],
    packages: ['@notionhq/client'],
    name: 'Notion API',
    docs: 'https://developers.notion.com/reference/intro#pagination',
    adapter: 'fromNotion',
    pages: 'notionPages',
    items: ['results'],
    ...typed({ object: 'text?', has_more: 'flag', next_cursor: 'cursor?', code: 'text?', message: 'text?' }, ['has_more', 'next_cursor']),
    pageSize: ['page_size'],
    defaultPageSize: 100,
    maxPageSize: 100,
    pagers: ['iteratePaginatedAPI', 'collectPaginatedAPI'],
    requests: [method('databases.query'), method('blocks.children.list'), method('search'), method('users.list')],
  },
  {
    id: 'zendesk',
    clients: ['zendesk'],
    packages: ['node-zendesk'],
    name: 'Zendesk',
    docs: 'https://developer.zendesk.com/api-reference/introduction/pagination/',
    adapter: 'fromZendesk',
    pages: 'zendeskPages',
    items: ['tickets', 'users', 'results', 'articles'],
    ...typed({
      error: 'present?',
      description: 'text?',
      meta: 'object?',
      'meta.has_more': 'flag',
      'meta.after_cursor': 'cursor?',
      'meta.before_cursor': 'cursor?',
      links: 'object?',
      'links.next': 'cursor?',
      'links.prev': 'cursor?',
      next_page: 'cursor?',
      previous_page: 'cursor?',
      count: 'count?',
      end_of_stream: 'flag?',
      after_url: 'cursor?',
      after_cursor: 'cursor?',
      before_url: 'cursor?',
      before_cursor: 'cursor?',
    }, ['meta.has_more', 'links.next', 'next_page', 'count']),
    pageSize: ['page[size]', 'per_page'],
    defaultPageSize: 100,
    pagers: [],
    requests: [url('/api/v2/*')],
  },
  {
    id: 'hubspot',
    clients: ['hubspot'],
    packages: ['@hubspot/api-client'],
    name: 'HubSpot CRM',
    docs: 'https://developers.hubspot.com/docs/api/crm/search',
    adapter: 'fromHubSpot',
    pages: 'hubspotPages',
    items: ['results'],
    ...typed({
      status: 'text?',
      category: 'text?',
      errorType: 'text?',
      message: 'text?',
      paging: 'object?',
      'paging.next': 'object?',
      'paging.next.after': 'cursor',
      'paging.next.link': 'text?',
      'paging.prev': 'object?',
      'paging.prev.before': 'cursor?',
      total: 'count?',
      numErrors: 'count?',
      errors: 'present?',
    }, ['paging.next.after', 'total']),
    pageSize: ['limit'],
    defaultPageSize: 10,
    maxPageSize: 100,
    pagers: ['getAll'],
    requests: [url('/crm/v3/objects/*'), method('basicApi.getPage'), method('searchApi.doSearch')],
  },
  {
    id: 'asana',
    clients: ['asana'],
    packages: ['asana'],
    name: 'Asana',
    docs: 'https://developers.asana.com/docs/pagination',
    adapter: null,
    pages: null,
    items: ['data'],
    signals: ['next_page', 'next_page.offset'],
    pageSize: ['limit'],
    maxPageSize: 100,
    pagers: [],
    requests: [method('getTasks*'), method('getProjects*'), method('searchTasksForWorkspace'), method('typeahead*')],
  },
  {
    id: 'airtable',
    clients: ['airtable'],
    packages: ['airtable'],
    name: 'Airtable',
    docs: 'https://airtable.com/developers/web/api/list-records',
    adapter: null,
    pages: null,
    items: ['records', 'bases', 'tables'],
    signals: ['offset'],
    // `maxRecords` caps the whole answer across pages ("you may have to load multiple pages to reach this total"), so it is not a page size
    pageSize: ['pageSize'],
    defaultPageSize: 100,
    maxPageSize: 100,
    pagers: ['eachPage', 'all'],
    requests: [url('/v0/meta/bases'), url('/v0/*')],
  },
  {
    id: 'datadog',
    clients: ['datadog', 'dd'],
    packages: ['@datadog/datadog-api-client'],
    name: 'Datadog',
    docs: 'https://docs.datadoghq.com/logs/guide/collect-multiple-logs-with-pagination/',
    adapter: null,
    pages: null,
    items: ['data'],
    signals: ['meta.page.after', 'links.next'],
    pageSize: ['page[limit]', 'pageLimit', 'pageSize'],
    pagers: ['listLogsWithPagination', '*WithPagination'],
    // not `listMonitors`: without `page` it answers every monitor ("If this argument is not specified, the request
    // returns all monitors without pagination", https://docs.datadoghq.com/api/latest/monitors/#get-all-monitor-details);
    // with `page` and `pageSize` it is a page like any request that sends a page size
    requests: [method('listLogs'), method('listIncidents')],
  },
  {
    id: 'azure-devops',
    packages: ['azure-devops-node-api'],
    name: 'Azure DevOps',
    docs: 'https://learn.microsoft.com/en-us/rest/api/azure/devops/',
    adapter: null,
    pages: null,
    items: ['value'],
    signals: ['continuationToken', 'x-ms-continuationtoken'],
    pageSize: ['top', '$top'],
    pagers: [],
    requests: [method('getProjects'), method('getBuilds'), method('getDefinitions'), method('getPullRequests'), method('queryById')],
    whole: [method('getRepositories')],
  },
  {
    id: 'gitlab',
    clients: ['gitlab'],
    packages: ['@gitbeaker/*'],
    name: 'GitLab REST',
    docs: 'https://docs.gitlab.com/api/rest/#pagination',
    adapter: 'fromGitLabList',
    pages: 'gitlabListPages',
    items: ['*'],
    ...typed({
      'x-next-page': 'header?',
      'x-page': 'header?',
      'x-per-page': 'header?',
      'x-prev-page': 'header?',
      'x-total': 'header?',
      'x-total-pages': 'header?',
      link: 'header?',
      message: 'present?',
      error: 'present?',
    }, ['x-next-page', 'x-total-pages', 'link']),
    pageSize: ['per_page'],
    defaultPageSize: 20,
    maxPageSize: 100,
    // GitBeaker's list methods are `all` and `all…` (`Projects.all`, `Repositories.allRepositoryTrees`,
    // `Groups.allSubgroups`); each follows the Link header's `next` to the end unless told `page` or `maxPages`
    // (https://github.com/jdalrymple/gitbeaker#pagination). `all…` only on a resource of a client (`api.Groups.…`):
    // a function of its own named so (`allWidgets()`, `cache.allWidgets()`) is no pager of GitLab's
    pagers: ['paginate.all', 'all', '*.*.all*'],
    pagerPageKeys: ['page'],
    requests: [url('/api/v4/*'), url('/members'), url('/issues'), url('/pipelines')],
  },
  {
    id: 'cloudflare',
    clients: ['cloudflare', 'cf'],
    packages: ['cloudflare'],
    name: 'Cloudflare API',
    docs: 'https://developers.cloudflare.com/fundamentals/api/how-to/make-api-calls/#pagination',
    adapter: null,
    pages: null,
    items: ['result'],
    signals: ['result_info.total_pages', 'result_info.total_count', 'result_info.cursor'],
    pageSize: ['per_page'],
    defaultPageSize: 20,
    pagers: ['iterPages', 'getPaginatedItems'],
    requests: [method('zones.list'), method('kv.namespaces.list'), method('pages.projects.deployments.list'), method('*.list')],
    // Hyperdrive configs are one SinglePage in the SDK: https://developers.cloudflare.com/api/resources/hyperdrive/subresources/configs/methods/list/
    whole: [method('workers.scripts.list'), method('hyperdrive.configs.list')],
  },
  {
    id: 'loki',
    clients: ['loki'],
    name: 'Grafana Loki HTTP API',
    docs: 'https://grafana.com/docs/loki/latest/reference/loki-http-api/',
    adapter: null,
    pages: null,
    items: ['data', 'data.result'],
    signals: [],
    pageSize: ['limit'],
    pagers: [],
    requests: [],
    // the label names, and one label's values, seen in the time window, in one answer: the endpoints take a window
    // and a selector, no limit or cursor (https://grafana.com/docs/loki/latest/reference/loki-http-api/#query-labels)
    whole: [url('/loki/api/v1/labels'), url('/loki/api/v1/label/*/values')],
  },
  {
    id: 'neon',
    clients: ['neon'],
    packages: ['@neondatabase/api-client'],
    name: 'Neon API',
    docs: 'https://api-docs.neon.tech/reference/listprojects',
    adapter: null,
    pages: null,
    items: ['projects'],
    signals: ['pagination.cursor'],
    pageSize: ['limit'],
    defaultPageSize: 10,
    maxPageSize: 400,
    pagers: [],
    requests: [method('listProjects'), method('listSharedProjects')],
    // a branch's endpoints, databases, roles and Neon Auth OAuth providers, and a project's endpoints, come back whole
    // (no cursor or limit): https://api-docs.neon.tech/reference/listprojectbranchendpoints,
    // https://api-docs.neon.tech/reference/listbranchneonauthoauthproviders
    whole: [
      method('listProjectBranchEndpoints'), method('listProjectEndpoints'), method('listProjectBranchDatabases'), method('listProjectBranchRoles'),
      method('listBranchNeonAuthOauthProviders'),
    ],
  },
  {
    id: 'confluence',
    clients: ['confluence'],
    packages: ['confluence.js'],
    name: 'Confluence Cloud REST v2',
    docs: 'https://developer.atlassian.com/cloud/confluence/rest/v2/intro/',
    adapter: 'fromConfluence',
    pages: 'confluencePages',
    items: ['results'],
    ...typed({ _links: 'object', '_links.next': 'cursor?', '_links.base': 'text?', errors: 'present?', 'headers.link': 'header?' }, ['_links.next']),
    pageSize: ['limit'],
    defaultPageSize: 25,
    maxPageSize: 250,
    pagers: [],
    requests: [url('/wiki/api/v2/*')],
  },
  {
    id: 'bitbucket',
    clients: ['bitbucket', 'bb'],
    packages: ['bitbucket'],
    name: 'Bitbucket Cloud REST',
    docs: 'https://developer.atlassian.com/cloud/bitbucket/rest/intro/#pagination',
    adapter: 'fromBitbucket',
    pages: 'bitbucketPages',
    items: ['values'],
    ...typed({ type: 'text?', error: 'object?', 'error.message': 'text?', next: 'cursor?', previous: 'cursor?', page: 'count?', pagelen: 'count?', size: 'count?' }, ['next', 'size']),
    pageSize: ['pagelen'],
    defaultPageSize: 10,
    maxPageSize: 100,
    pagers: [],
    requests: [url('/2.0/repositories/*'), url('/2.0/workspaces/*')],
  },
  {
    // REST Admin API lists answer 50 records by default, at most 250 (`limit`); the next page is the `Link` header's
    // `rel="next"` URL (`page_info`). `shopify-api-node`'s list methods answer the array with `nextPageParameters`
    // (https://github.com/MONEI/Shopify-api-node#pagination).
    id: 'shopify-rest',
    clients: ['shopify'],
    packages: ['shopify-api-node', '@shopify/shopify-api'],
    name: 'Shopify REST Admin',
    docs: 'https://shopify.dev/docs/api/admin-rest/usage/pagination',
    adapter: null,
    pages: null,
    items: ['products', 'orders', 'customers', 'draft_orders', 'custom_collections', 'smart_collections', 'collects', 'inventory_levels', 'webhooks', 'events', 'metafields', 'gift_cards'],
    signals: ['link', 'nextPageParameters'],
    pageSize: ['limit'],
    defaultPageSize: 50,
    maxPageSize: 250,
    pagers: [],
    requests: [
      ...['products', 'orders', 'customers', 'draft_orders', 'custom_collections', 'smart_collections', 'collects', 'inventory_levels', 'webhooks', 'events', 'metafields', 'gift_cards'].map((r) => url(`/admin/api/*/${r}.json`)),
      method('shopify.product.list'), method('shopify.order.list'), method('shopify.customer.list'), method('shopify.draftOrder.list'), method('shopify.customCollection.list'),
    ],
  },
  {
    // PagerDuty's REST API v2 pages its lists by `limit` (25 by default, at most 100) and `offset`, and each page answers
    // `more` while more remains; `total` is null unless `total=true` is asked
    // (https://developer.pagerduty.com/docs/pagination). Its paths (`/incidents`) say too little without its host.
    id: 'pagerduty',
    clients: ['pagerduty'],
    packages: ['@pagerduty/pdjs', 'node-pagerduty'],
    hosts: ['api.pagerduty.com', 'api.eu.pagerduty.com'],
    name: 'PagerDuty REST API v2',
    docs: 'https://developer.pagerduty.com/docs/pagination',
    adapter: null,
    pages: null,
    items: PAGERDUTY_LISTS,
    signals: ['more'],
    pageSize: ['limit'],
    defaultPageSize: 25,
    maxPageSize: 100,
    pagers: [],
    requests: [...PAGERDUTY_LISTS.map((r) => url(`/${r}`)), url('/incidents/*/alerts'), url('/incidents/*/log_entries'), url('/incidents/*/notes'), url('/schedules/*/users')],
  },
  {
    // Freshdesk's API v2 answers 30 records a page by default, `per_page` at most 100, numbered by `page`; a `link` header
    // with rel="next" says more remain (https://developers.freshdesk.com/api/#pagination)
    id: 'freshdesk',
    clients: ['freshdesk'],
    packages: ['freshdesk-api', '@freshworks/freshdesk'],
    hosts: ['*.freshdesk.com'],
    name: 'Freshdesk API v2',
    docs: 'https://developers.freshdesk.com/api/#pagination',
    adapter: null,
    pages: null,
    items: [],
    signals: ['link'],
    pageSize: ['per_page'],
    defaultPageSize: 30,
    maxPageSize: 100,
    pagers: [],
    requests: ['tickets', 'contacts', 'companies', 'agents', 'groups', 'time_entries', 'tickets/*/conversations', 'tickets/*/time_entries', 'solutions/folders/*/articles'].map((r) => url(`/api/v2/${r}`)),
  },
  {
    // Freshdesk's filter search answers 30 results a page with the `total` that match, numbered by `page` up to 10
    // (https://developers.freshdesk.com/api/#filter_tickets)
    id: 'freshdesk-search',
    clients: ['freshdesk'],
    packages: ['freshdesk-api', '@freshworks/freshdesk'],
    hosts: ['*.freshdesk.com'],
    name: 'Freshdesk filter search',
    docs: 'https://developers.freshdesk.com/api/#filter_tickets',
    adapter: null,
    pages: null,
    items: ['results'],
    signals: ['total'],
    pageSize: [],
    defaultPageSize: 30,
    maxPageSize: 30,
    pagers: [],
    requests: [url('/api/v2/search/*')],
  },
  {
    // ClickUp's Get Tasks answers at most 100 tasks a page, numbered by `page` from 0, and `last_page` says whether it
    // was the last (https://developer.clickup.com/reference/gettasks, /reference/getfilteredteamtasks).
    id: 'clickup',
    clients: ['clickup'],
    hosts: ['api.clickup.com'],
    name: 'ClickUp API v2',
    docs: 'https://developer.clickup.com/reference/gettasks',
    adapter: null,
    pages: null,
    items: ['tasks'],
    signals: ['last_page'],
    pageSize: [],
    defaultPageSize: 100,
    maxPageSize: 100,
    pagers: [],
    requests: [url('/api/v2/list/*/task'), url('/api/v2/team/*/task'), url('/api/v2/view/*/task')],
  },
];

/**
 * APIs whose page-numbered lists are full until the last page when the page size is set to `maxPageSize`,
 * so a short page there is a sound end (GitHub REST with `per_page: 100`).
 */
export const FULL_PAGE_APIS: readonly string[] = ['github-rest'];
