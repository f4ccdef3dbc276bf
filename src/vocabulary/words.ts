/** Words in identifiers that tell what a value is. Data only. */

/** Words of a page-size name: `pageSize`, `per_page`, `batchSize`, `limit`. */
export const PAGE_SIZE_WORDS: readonly string[] = ['size', 'limit', 'per', 'batch', 'chunk', 'max', 'top', 'first', 'count', 'results'];
/** Request keys that set a page size in any API. */
export const PAGE_SIZE_KEYS: readonly string[] = [
  'per_page', 'perPage', 'page_size', 'pageSize', 'limit', 'size', 'max_results', 'maxResults', 'max_keys', 'maxKeys', 'MaxKeys', 'maxItems',
  'max_items', 'MaxItems', 'MaxResults', 'Limit', 'count', 'first', 'last', 'top', '$top', 'batch_size', 'batchSize', 'page[size]',
];
/** Words of a cap: a loop bound that is the client's choice, not the server's end. */
export const CAP_WORDS: readonly string[] = ['max', 'limit', 'cap', 'maximum', 'budget', 'deadline', 'depth', 'pages'];
/** Words of a server-side end or count, which is not a client cap. */
export const SERVER_END_WORDS: readonly string[] = ['total', 'count', 'last', 'length', 'size', 'remaining', 'available'];
/** Words that show a value already weighs a completeness signal, a cap or a failure. */
export const SIGNAL_WORDS: readonly string[] = [
  'complete', 'incomplete', 'partial', 'truncated', 'timed', 'timeout', 'shards', 'terminated', 'unreachable', 'error', 'errors',
  'failed', 'failures', 'cap', 'capped', 'limit', 'limited', 'budget', 'deadline', 'reasons', 'exhausted',
];
/**
 * Words of a collection of failures (`errors`, `artifactErrors`, `warnings`): its emptiness says nothing failed,
 * which is not an absence of records and is not what the absence rules guard.
 */
export const FAILURE_COLLECTION_WORDS: readonly string[] = ['error', 'errors', 'failure', 'failures', 'warning', 'warnings', 'problems', 'violations', 'diagnostics'];
/** Names of a local "the walk ended" flag: `hasMore`, `done`, `isLastPage`. */
export const END_FLAG_WORDS: readonly string[] = ['has_more', 'hasMore', 'has_next', 'hasNext', 'hasNextPage', 'more', 'is_last', 'isLast', 'isLastPage', 'last_page', 'lastPage', 'done', 'finished', 'is_done', 'isDone', 'end', 'at_end', 'atEnd', 'exhausted'];
/** Keys whose string is a label or setting to show later, not a statement about this result. */
export const SETTING_KEY_WORDS: readonly string[] = ['annotation', 'label', 'template', 'placeholder', 'format', 'pattern', 'default', 'tooltip', 'description', 'help', 'i18n', 'locale'];
/**
 * How a wrapper that returns a list, search or inventory starts its name, as camelCase word runs:
 * `listRepos`, `searchIssues`, `getAllUsers`, `findAllByOwner`, `allMembers` (`all` needs a word after it).
 */
export const LIST_WRAPPER_PREFIXES: readonly string[] = ['list', 'search', 'query', 'getAll', 'fetchAll', 'loadAll', 'findAll', 'findMany', 'all'];
/**
 * Words of a wrapper's name that ask for a window, not the whole (`findRecentMergedPulls`, `listLatestReleases`,
 * `searchTopRepos`): with a page size set in its request, its array is the window the name promises.
 */
export const WINDOW_WORDS: readonly string[] = ['recent', 'latest', 'newest', 'top', 'last'];
/**
 * The largest page size, written as a number, that reads as a window a person chose (the newest 5 audit entries, 10
 * suggestions, a top 20): below every page size that asks for "as many as one request gives" (50, 100, 1000). One
 * such page used as a list is the window asked for; a decision taken from it (`find`, `some`, `!hit`) is still a
 * search of one page.
 */
export const CHOSEN_WINDOW_MAX = 20;
/**
 * The option by which a person chooses every page or a limit of their own: n8n's "Return All" node parameter
 * (`returnAll`, beside a "Limit"), which n8n's nodes describe as "Whether to return all results or only up to a given
 * limit" (node parameters: https://docs.n8n.io/integrations/creating-nodes/build/reference/node-base-files/). A
 * request made where it is off carries the limit the person asked for: its list is the window asked for.
 */
export const RETURN_ALL_OPTIONS: readonly string[] = ['returnAll'];
/**
 * Words by which a function's name promises the whole collection (`getAllUsers`, `fetchEveryProject`): a function so
 * named that returns one page's response whole tells its callers that the page is all there is.
 */
export const WHOLE_PROMISE_WORDS: readonly string[] = ['all', 'every'];
/** How such a wrapper may end its name instead: `repoInventory`. `find…s` (a plural object) is one too. */
export const LIST_WRAPPER_SUFFIXES: readonly string[] = ['inventory'];
/** Keys of a tool result whose value reaches the caller (an agent) as text. */
export const OUTPUT_KEYS: readonly string[] = ['content', 'text'];
/** Methods that send their argument out as a response, like a `return`: `res.json(x)`, `reply.send(x)`. */
export const RESPONDER_METHODS: readonly string[] = ['json', 'send', 'reply', 'write', 'end'];
/** Template tags and callees whose text is a GraphQL document: gql`…`, graphql`…`, `octokit.graphql(…)`. */
export const GRAPHQL_TAGS: readonly string[] = ['gql', 'graphql'];
/** Methods of an SDK connection that follow it to the next page (Linear's `fetchNext`). */
export const CONNECTION_FOLLOW_METHODS: readonly string[] = ['fetchNext', 'fetchPrevious', 'paginate'];
/**
 * Words of a class that is a cache (`PackageCache`, `FileCacheBase`): a read there that fails and answers
 * `undefined` or null is a miss, and a miss sends the caller to the source, so it never reads as "none".
 */
export const CACHE_CLASS_WORDS: readonly string[] = ['cache'];
/**
 * Names that declare a function best-effort (`investigateBestEffort`, `loadHintsBestEffort`): its callers are told
 * by its name that a failure leaves nothing to add, so its empty answer on failure is the contract, not "none".
 */
export const BEST_EFFORT_NAMES: readonly string[] = ['bestEffort'];
/** Words of a name that holds a whole response (not a field of it): `response`, `res`, `body`. */
export const RESPONSE_WORDS: readonly string[] = ['response', 'res', 'resp', 'result', 'reply', 'body', 'json', 'payload'];
/**
 * Words of a value's name that say it bounds something other than a page (`{ limit: CONCURRENCY_LIMIT }` for a task
 * runner, `{ limit: MAX_RETRIES }`): such a `limit` is no page size.
 */
export const NOT_PAGE_SIZE_WORDS: readonly string[] = ['concurrency', 'concurrent', 'parallel', 'parallelism', 'workers', 'threads', 'retries', 'retry', 'timeout', 'depth', 'rate'];
/**
 * Keys that hand a call the items it shows: a terminal prompt's `choices`. Beside them `pageSize` is how many lines
 * are drawn at once, not a page of an API (Inquirer: "pageSize: Change the number of lines that will be rendered",
 * https://github.com/SBoudrias/Inquirer.js/tree/main/packages/checkbox#options).
 */
export const GIVEN_ITEMS_KEYS: readonly string[] = ['choices'];
/**
 * Fields that hold the last page's number in some APIs (Laravel's paginator, `meta.last_page`,
 * https://laravel.com/docs/pagination#converting-results-to-json; JSON:API APIs such as Lemon Squeezy,
 * `meta.page.lastPage`, https://docs.lemonsqueezy.com/api/getting-started/requests#pagination) and a "this is the last
 * page" flag in others. Where a number is expected (a loop bound, a page count to fan out), they are a page count.
 */
export const LAST_PAGE_NUMBER_FIELDS: readonly string[] = ['last_page', 'lastPage'];
/**
 * Names of a page count inside a paging envelope (`CONTINUATION_ENVELOPES`: Slack's search `paging: { count, total,
 * page, pages }`, https://api.slack.com/methods/search.messages; `pagination.pageCount`). Outside one, `pages` is as
 * often a list of pages: only the envelope makes it a count.
 */
export const ENVELOPED_PAGE_COUNT_FIELDS: readonly string[] = ['pages', 'pageCount', 'page_count', 'numPages', 'num_pages'];
/** Request keys that set a page size in a single request (a narrower set than PAGE_SIZE_KEYS: no `size`/`count`). */
export const PAGE_REQUEST_SIZE_KEYS: readonly string[] = [
  'per_page', 'perPage', 'page_size', 'pageSize', 'limit', 'maxResults', 'max_results', 'MaxKeys', 'MaxItems', 'MaxResults', 'Limit', 'first',
  'last', 'top', '$top', 'page[size]', 'page[limit]', 'pageLimit',
];
/** Request keys that number a page or an offset: a request that carries one with a computed value is one step of a walk. */
export const PAGE_NUMBER_KEYS: readonly string[] = ['page', 'offset', 'start', 'startAt', 'start_at', 'skip', 'pageNumber', 'page_number', 'page[number]', 'from', '$skip'];
/**
 * Request keys that hand the API a continuation from an earlier page (Google's `pageToken`, Stripe's `starting_after`,
 * AWS's `Marker`/`NextToken`, Slack's and Notion's `cursor`/`start_cursor`, DynamoDB's `ExclusiveStartKey`, Microsoft
 * Graph's `$skiptoken`): a request that sends one is a step of a walk that some caller drives.
 */
export const PAGE_CURSOR_KEYS: readonly string[] = [
  'pageToken', 'page_token', 'cursor', 'after', 'starting_after', 'startCursor', 'start_cursor', 'Marker', 'marker', 'NextToken', 'nextToken',
  'next_token', 'continuationToken', 'ContinuationToken', 'continuation_token', 'ExclusiveStartKey', 'exclusiveStartKey', '$skiptoken',
  'skipToken', 'search_after', 'searchAfter', 'scroll_id', 'page_cursor', 'pageCursor',
];
/** Request keys that narrow a list to the one record asked about: such a request is an existence check, not a page. */
export const EXISTENCE_FILTER_KEYS: readonly string[] = [
  'head', 'branch', 'email', 'name', 'title', 'username', 'login', 'check_name', 'tag', 'tag_name', 'slug', 'external_id', 'externalId', 'sha',
  'commit_sha', 'creator', 'ids', 'id',
];
/**
 * Endings of request keys that name the records asked for, AWS style (`SubnetIds`, `InstanceIds`, `CertificateArns`):
 * the answer holds each record named, and such a list cannot be sent with a page size ("You cannot specify this
 * parameter and the subnet IDs parameter in the same request",
 * https://docs.aws.amazon.com/AWSEC2/latest/APIReference/API_DescribeSubnets.html). A request that sends one is a lookup.
 */
export const EXISTENCE_FILTER_KEY_ENDINGS: readonly string[] = ['Ids', 'Arns'];
/** Name endings of a receiver that is an API client: `githubClient`, `coreApi`, `airtableService`, `octokit`. */
export const API_CLIENT_WORDS: readonly string[] = ['client', 'api', 'sdk', 'service', 'octokit', 'github', 'gitlab', 'connector', 'gateway', 'rest', 'http'];
/** Receivers and methods of a log call: reading a field only to log it is not reading it. */
export const LOG_RECEIVER_WORDS: readonly string[] = ['console', 'logger', 'log', 'debug', 'core', 'robot', 'tracer'];
export const LOG_METHODS: readonly string[] = ['log', 'info', 'debug', 'warn', 'warning', 'error', 'trace', 'notice', 'verbose', 'fatal'];
/**
 * Test assertions: a value that only reaches `expect(...)`, `assert.*(...)` or `t.is(...)` is checked by a test,
 * not acted on. Calls rooted at these names are assertions whatever their method (`expect(x).toHaveLength(2)`).
 */
export const ASSERTION_ROOTS: readonly string[] = ['expect', 'assert', 'should', 'chai', 'expectTypeOf', 'assertType'];
/** Assertion functions called bare (imported from `node:assert`) or on a test context `t` (node:test, ava, tap). */
export const ASSERTION_FUNCTIONS: readonly string[] = [
  'ok', 'equal', 'notEqual', 'strictEqual', 'notStrictEqual', 'deepEqual', 'deepStrictEqual', 'notDeepStrictEqual', 'match', 'rejects',
  'throws', 'doesNotReject', 'doesNotThrow', 'is', 'not', 'same', 'true', 'false', 'truthy', 'falsy', 'like', 'snapshot', 'throwsAsync',
  'notThrowsAsync', 'assert',
];
/** Receivers of a test context whose methods are assertions: `t.is(...)`, `t.assert.ok(...)`. */
export const TEST_CONTEXT_NAMES: readonly string[] = ['t', 'tap', 'test'];
/** Request options that ask the client to walk every page itself: `{ paginate: true }`, `{ paginate: 'all' }`. */
export const PAGINATE_OPTION_KEYS: readonly string[] = ['paginate', 'paginationField', 'autoPaginate', 'auto_paginate', 'fetchAll', 'all'];
/**
 * Options that cap such a walk: `{ paginate: true, pageLimit: 10 }` stops after ten pages; GitBeaker's `maxPages`
 * stops its `all…` methods (with `perPage`: https://github.com/jdalrymple/gitbeaker#pagination); got's
 * `pagination.countLimit` and `requestLimit` stop `got.paginate` after so many items or requests
 * (https://github.com/sindresorhus/got/blob/main/documentation/4-pagination.md).
 */
export const PAGE_CAP_OPTION_KEYS: readonly string[] = [
  'pageLimit', 'page_limit', 'maxPages', 'max_pages', 'pagesLimit', 'maxPageCount', 'pageCount', 'countLimit', 'requestLimit',
];
/**
 * URL path segments that address one configuration object, not a collection: `…/settings/pull-requests`,
 * `…/copilot/coding-agent/permissions`. A request whose last two segments hold one reads a settings record.
 */
export const SETTINGS_PATH_SEGMENTS: readonly string[] = ['settings', 'config', 'configuration', 'preferences', 'permissions'];
/** Field names that carry a total count beside a page's items (`total`, `totalCount`, `totalEvents`, `total_count`). */
export const TOTAL_FIELD_PATTERN = /^total(?:[A-Z_]\w*)?$/;
/**
 * Test, fixture and mock files, left out by the plugin's configs and by the CLI: their lists come from fixtures, not
 * from the data an agent acts on. A file is one when its name has a test infix (`x.test.ts`) or it sits in one of the
 * directories. `TEST_FILE_GLOBS` (the configs' `ignores`) and `TEST_FILE_IGNORE_LINES` (the CLI's .gitignore-style
 * defaults) are both written from these.
 */
export const TEST_FILE_PARTS = {
  infixes: ['test', 'spec', 'integtest', 'e2e'],
  // `spec`: Jasmine's default spec_dir (https://jasmine.github.io/setup/nodejs.html), also Mocha's and RSpec's habit
  dirs: ['__tests__', '__mocks__', 'test', 'tests', 'spec', 'mocks', 'fixtures', 'e2e'],
} as const;
/** A config that wants tests linted sets its own `files` (or spreads the rules without `ignores`). */
export const TEST_FILE_GLOBS: readonly string[] = [
  `**/*.{${TEST_FILE_PARTS.infixes.join(',')}}.{js,mjs,cjs,jsx,ts,mts,cts,tsx}`,
  ...TEST_FILE_PARTS.dirs.map((d) => `**/${d}/**`),
];
/** The same files as .gitignore lines; `--ignore-pattern '!test/'` brings one back. */
export const TEST_FILE_IGNORE_LINES: readonly string[] = [...TEST_FILE_PARTS.infixes.map((i) => `*.${i}.*`), ...TEST_FILE_PARTS.dirs.map((d) => `${d}/`)];
