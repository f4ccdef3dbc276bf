import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { keyName, lastName, propertyName, unwrap, words, type Node } from '../syntax/ast.js';
import { DISPLAY_VERBS, FAILURE_DISPLAY_WORDS, FAILURE_WORDS, LOG_METHODS, LOG_RECEIVER_WORDS, SEVERITY_KEYS } from '../../../src/vocabulary/index.js';

const DISPLAY = new Set(FAILURE_DISPLAY_WORDS);
const VERBS = new Set(DISPLAY_VERBS);
const FAILURE = new Set(FAILURE_WORDS);
const SEVERITY = new Set(SEVERITY_KEYS);
const LOG_RECEIVERS = new Set(LOG_RECEIVER_WORDS);
const LOG_NAMES = new Set(LOG_METHODS);

/** The words of every name along a callee's member chain: `this.alertApi.post` → this, alert, api, post. */
function chainWords(callee: Node): string[] {
  const out: string[] = [];
  let n = unwrap(callee);
  while (n.type === AST_NODE_TYPES.MemberExpression) {
    out.push(...words(propertyName(n) ?? ''));
    n = unwrap(n.object);
  }
  if (n.type === AST_NODE_TYPES.Identifier) out.push(...words(n.name));
  return out;
}

/** `'error'`, `"warning"`: a string that is itself a severity. */
function isFailureLevel(node: Node): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.Literal && typeof n.value === 'string' && FAILURE.has(n.value.toLowerCase());
}

/** `{ severity: 'error' }`, `{ variant: 'danger', message }`. */
function hasFailureSeverity(node: Node): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.ObjectExpression && n.properties.some((p) => p.type === AST_NODE_TYPES.Property && SEVERITY.has(keyName(p) ?? '') && isFailureLevel(p.value));
}

/** `console.error(e)`, `logger.warn(…)`, `core.warning(…)`: a log line, which no caller reads. */
function isLogLine(call: TSESTree.CallExpression): boolean {
  const callee = unwrap(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && LOG_NAMES.has(propertyName(callee) ?? '') && chainWords(callee.object).some((w) => LOG_RECEIVERS.has(w));
}

/**
 * Does this call show a failure to the person using the program, or fail the run? `alertApi.post({ severity: 'error' })`,
 * `toast.error(msg)`, `setError(e)`, `core.setFailed(msg)`, `showErrorMessage(msg)`, `UI.showMsg(text, 'error')`.
 */
function showsFailureCall(call: TSESTree.CallExpression): boolean {
  if (isLogLine(call)) return false;
  if (call.arguments.some(hasFailureSeverity)) return true;
  if (chainWords(call.callee).some((w) => DISPLAY.has(w))) return true;
  const name = words(lastName(call.callee) ?? '');
  if (name[0] === 'set' && name.some((w) => FAILURE.has(w))) return true;
  return name.some((w) => VERBS.has(w)) && (name.some((w) => FAILURE.has(w)) || call.arguments.some(isFailureLevel));
}

/**
 * Does the statement tell someone other than a log that the work failed? A call that shows it (see
 * {@link showsFailureCall}), or state that holds it for a view or the process: `this.error = e`, `process.exitCode = 1`.
 * A failure shown this way is not passed off as "none", even when an empty value follows it.
 */
export function showsFailure(stmt: Node): boolean {
  if (stmt.type !== AST_NODE_TYPES.ExpressionStatement) return false;
  let e = unwrap(stmt.expression);
  if (e.type === AST_NODE_TYPES.AwaitExpression) e = unwrap(e.argument);
  if (e.type === AST_NODE_TYPES.CallExpression) return showsFailureCall(e);
  if (e.type !== AST_NODE_TYPES.AssignmentExpression || e.left.type !== AST_NODE_TYPES.MemberExpression) return false;
  const key = propertyName(e.left) ?? '';
  return key === 'exitCode' || words(key).some((w) => FAILURE.has(w));
}
