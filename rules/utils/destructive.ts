import { AST_NODE_TYPES, type TSESTree } from './ts-eslint.js';
import { calleeName, lastName, methodCall, unwrap, words } from './ast.js';

/**
 * Verbs that name a destructive or state-changing action. A call is destructive when one of the
 * words of its name is one of these: `deleteNamespace`, `gh.repos.delete`, `bulk_archive_projects`.
 */
export const DEFAULT_DESTRUCTIVE_VERBS: readonly string[] = [
  'delete', 'remove', 'rm', 'revoke', 'disable', 'archive', 'purge', 'prune', 'drop', 'detach',
  'deactivate', 'suspend', 'unassign', 'destroy', 'terminate', 'deprovision', 'decommission',
  'uninstall', 'unlink', 'unpublish', 'unshare', 'evict', 'wipe', 'erase', 'expire', 'ban', 'offboard',
  'deregister', 'unregister', 'unsubscribe', 'unenroll', 'uninvite', 'reap', 'retire', 'trash', 'cleanup',
  'close', 'cancel', 'stop', 'kill', 'shutdown', 'lock', 'block',
];

/** Verbs that are destructive only with an object (`closeIssue`, `cancelSubscription`); alone (`conn.close()`) they are local. */
const COMPOUND_ONLY = new Set(['close', 'cancel', 'stop', 'kill', 'shutdown', 'lock', 'block', 'expire']);

/** Methods with destructive-looking names that only touch local or DOM state. */
const LOCAL_MUTATORS = /^(removeEventListener|removeListener|removeAllListeners|removeChild|removeAttribute|removeItem|removeProperty|deleteProperty|deleteRule|disableBodyScroll|dropWhile|dropRightWhile)$/;

/** Receivers whose `.delete()`/`.remove()` is a local collection update, not an API call. */
const LOCAL_RECEIVER = /(^|[a-z])(set|map|cache|seen|visited|pending|queue|list|index|ids|keys|params|headers|class_?list|search_?params|store|registry|state)$/i;

export interface DestructiveMatcher {
  readonly verbs: ReadonlySet<string>;
  /** A cheap superset test on the raw name, so most calls never get split into words. */
  readonly prefilter: RegExp;
}

export function destructiveMatcher(verbs: readonly string[]): DestructiveMatcher {
  const lower = verbs.map((v) => v.toLowerCase());
  const escaped = lower.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { verbs: new Set(lower), prefilter: new RegExp(escaped.join('|'), 'i') };
}

/** The destructive verb a call's name carries, or null. */
export function destructiveVerb(call: TSESTree.CallExpression | TSESTree.NewExpression, matcher: DestructiveMatcher): string | null {
  const name = calleeName(call);
  if (name === null || !matcher.prefilter.test(name) || LOCAL_MUTATORS.test(name)) return null;
  const nameWords = words(name);
  const verb = nameWords.find((w) => matcher.verbs.has(w));
  if (verb === undefined || (nameWords.length === 1 && COMPOUND_ONLY.has(verb))) return null;
  const method = call.type === AST_NODE_TYPES.CallExpression ? methodCall(call) : null;
  if (method) {
    const receiver = unwrap(method.receiver);
    const receiverName = lastName(receiver);
    const bare = words(name).length === 1;
    // `seen.delete(id)`, `this.cache.delete(k)`, `[...].remove()`: local bookkeeping.
    if (bare && receiverName !== null && LOCAL_RECEIVER.test(receiverName)) return null;
    if (bare && (receiver.type === AST_NODE_TYPES.ArrayExpression || receiver.type === AST_NODE_TYPES.NewExpression)) return null;
  }
  return verb;
}
