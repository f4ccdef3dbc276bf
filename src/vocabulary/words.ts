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
/** Names of a local "the walk ended" flag: `hasMore`, `done`, `isLastPage`. */
export const END_FLAG_WORDS: readonly string[] = ['has_more', 'hasMore', 'has_next', 'hasNext', 'hasNextPage', 'more', 'is_last', 'isLast', 'isLastPage', 'last_page', 'lastPage', 'done', 'finished', 'is_done', 'isDone', 'end', 'at_end', 'atEnd', 'exhausted'];
/** Keys whose string is a label or setting to show later, not a statement about this result. */
export const SETTING_KEY_WORDS: readonly string[] = ['annotation', 'label', 'template', 'placeholder', 'format', 'pattern', 'default', 'tooltip', 'description', 'help', 'i18n', 'locale'];
/** Function-name words of a wrapper that returns a list, search or inventory. */
export const LIST_WRAPPER_PREFIXES: readonly string[] = ['list', 'search', 'query', 'getAll', 'fetchAll', 'find', 'all', 'scan', 'enumerate', 'collect'];
/** Words of a name that holds a whole response (not a field of it): `response`, `res`, `body`. */
export const RESPONSE_WORDS: readonly string[] = ['response', 'res', 'resp', 'result', 'reply', 'body', 'json', 'payload'];
