/** Verbs that decide what a call does to the world. Data only; users extend them through `settings.completeness`. */

/**
 * Destructive or state-removing verbs. A call is destructive when one word of its name is one of these:
 * `deleteNamespace`, `gh.repos.delete`, `bulk_archive_projects`.
 */
export const DESTRUCTIVE_VERBS: readonly string[] = [
  'delete', 'remove', 'rm', 'revoke', 'disable', 'archive', 'purge', 'prune', 'drop', 'detach',
  'deactivate', 'suspend', 'unassign', 'destroy', 'terminate', 'deprovision', 'decommission',
  'uninstall', 'unlink', 'unpublish', 'unshare', 'evict', 'wipe', 'erase', 'expire', 'ban', 'offboard',
  'deregister', 'unregister', 'unsubscribe', 'unenroll', 'uninvite', 'reap', 'retire', 'trash', 'cleanup',
  'close', 'cancel', 'stop', 'kill', 'shutdown', 'lock', 'block',
];

/** Destructive only with an object (`closeIssue`, `cancelSubscription`); alone (`conn.close()`) they are local. */
export const COMPOUND_ONLY_VERBS: readonly string[] = ['close', 'cancel', 'stop', 'kill', 'shutdown', 'lock', 'block', 'expire'];

/**
 * Verbs that create something. Find-then-create over a partial result makes duplicates
 * (a second dashboard issue, a second bot comment, a second check run).
 */
export const CREATE_VERBS: readonly string[] = ['create', 'add', 'insert', 'post', 'open', 'queue', 'enqueue', 'comment', 'submit', 'approve', 'invite', 'register', 'provision'];

/** Verbs that change something that exists. */
export const UPDATE_VERBS: readonly string[] = ['update', 'edit', 'set', 'patch', 'put', 'assign', 'label', 'move', 'rename', 'merge', 'replace', 'upsert', 'write'];

/** Method names with destructive-looking words that only touch local or DOM state. */
export const LOCAL_MUTATORS: readonly string[] = [
  'removeEventListener', 'removeListener', 'removeAllListeners', 'removeChild', 'removeAttribute', 'removeItem', 'removeProperty',
  'deleteProperty', 'deleteRule', 'disableBodyScroll', 'dropWhile', 'dropRightWhile',
];

/** A bare call named `set` + a capital (`setDisableArchive(true)`) is a UI state setter (React's `useState`), local. */
export const STATE_SETTER_PREFIX = 'set';

/** Receiver name endings whose bare `.delete()`/`.remove()` is a local collection update, not an API call. */
export const LOCAL_RECEIVER_WORDS: readonly string[] = [
  'set', 'map', 'cache', 'seen', 'visited', 'pending', 'queue', 'list', 'index', 'ids', 'keys', 'params', 'headers', 'classList',
  'class_list', 'searchParams', 'search_params', 'store', 'registry', 'state',
];

/**
 * Verbs of work done with what a call is given, not of reading a collection: a call named so (`renderUsageEmail`,
 * `formatRows`, `sendDigest`) that takes a `limit` shows or sends that many, it fetches no page. A page size alone
 * makes a request of a call whose name reads as a retrieval or names no verb (`getUsers`, `users`).
 */
export const NON_READ_VERBS: readonly string[] = [
  'render', 'format', 'build', 'make', 'compute', 'calculate', 'generate', 'parse', 'validate', 'send', 'notify', 'log',
  'print', 'track', 'emit', 'transform', 'sort', 'truncate', 'chunk', 'split', 'summarize', 'show', 'display', 'draw',
  'estimate', 'ensure', 'assert', 'wait', 'sleep', 'throttle', 'schedule', 'enqueue', 'dispatch', 'publish', 'broadcast',
  'encode', 'decode', 'serialize', 'hash', 'sign', 'verify',
];
