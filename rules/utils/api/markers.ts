import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { KIT, SIGNAL_WORDS, SUCCESS_STATUS_WORDS, fieldsByRole, type FieldRole } from '../../../src/vocabulary/index.js';
import { calleeName, isBooleanLiteral, isNullish, keyName, unwrap, words, type Node } from '../syntax/ast.js';
import { constInitOf } from '../syntax/scope.js';
import { defaultVocabulary, type Vocabulary } from './vocabulary.js';

/** The field roles that state completeness or continuation in a returned object. */
export const MARKER_ROLES: readonly FieldRole[] = ['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'status'];

/** Keys that state completeness or continuation in a returned object (every name of the marker roles). */
export const MARKER_KEYS: ReadonlySet<string> = fieldsByRole(MARKER_ROLES);

const SIGNAL = new Set(SIGNAL_WORDS);
const SUCCESS = new Set(SUCCESS_STATUS_WORDS);
const LISTINGS = new Set<string>(KIT.listingConstructors);
const COMPLETE = new Set<string>(KIT.completeConstructors);

/** Marker values that claim "whole and finished" whatever happened, by the field's role. */
export function isFailOpenLiteral(role: FieldRole, value: Node): boolean {
  const v = unwrap(value);
  switch (role) {
    case 'complete-claim':
    case 'last-flag':
      return isBooleanLiteral(v, true);
    case 'partial-claim':
    case 'more-flag':
      return isBooleanLiteral(v, false);
    case 'reasons':
      return v.type === AST_NODE_TYPES.ArrayExpression && v.elements.length === 0;
    case 'cursor':
      return isNullish(v) || (v.type === AST_NODE_TYPES.Literal && v.value === '');
    default:
      return false;
  }
}

/** A status written as a word that says the result was cut: `'capped'`, `'truncated'`, `'partial'`. */
export function isCutStatus(value: Node): boolean {
  const v = unwrap(value);
  const text = v.type === AST_NODE_TYPES.Literal && typeof v.value === 'string' ? v.value : null;
  return text !== null && words(text).some((w) => SIGNAL.has(w) || w === 'max' || w === 'pages');
}

/** Does this property state completeness (rather than lie about it or say nothing)? */
function isHonest(role: FieldRole, value: Node): boolean {
  if (role !== 'status') return !isFailOpenLiteral(role, value);
  const v = unwrap(value);
  if (isCutStatus(v)) return true;
  // A success word is no statement about coverage; a computed status may be.
  return !(v.type === AST_NODE_TYPES.Literal && typeof v.value === 'string' && SUCCESS.has(v.value.toLowerCase())) && v.type !== AST_NODE_TYPES.Literal;
}

/**
 * What a returned value says about completeness:
 * - `reflects`: a kit Partial/`collectAll`, or a marker whose value is computed;
 * - `lying`: only markers fixed to "complete" (`complete: true`, `hasMore: false`, an unconditional `complete(items)`);
 * - `none`: no marker at all (a bare array, `{ items }`).
 */
export type MarkerVerdict = { readonly kind: 'reflects' } | { readonly kind: 'none' } | { readonly kind: 'lying'; readonly node: Node; readonly text: string };

export function markerOf(
  value: Node,
  scopeOf: (n: Node) => TSESLint.Scope.Scope,
  sourceCode: Readonly<TSESLint.SourceCode>,
  vocabulary: Vocabulary = defaultVocabulary,
  depth = 0,
): MarkerVerdict {
  let v = unwrap(value);
  if (depth > 3) return { kind: 'reflects' };
  if (v.type === AST_NODE_TYPES.AwaitExpression) v = unwrap(v.argument);
  if (v.type === AST_NODE_TYPES.Identifier) {
    const init = constInitOf(scopeOf, v);
    if (init?.type === AST_NODE_TYPES.ObjectExpression) v = init;
  }
  if (v.type === AST_NODE_TYPES.ConditionalExpression) {
    const both = [markerOf(v.consequent, scopeOf, sourceCode, vocabulary, depth + 1), markerOf(v.alternate, scopeOf, sourceCode, vocabulary, depth + 1)];
    return both.find((b) => b.kind === 'reflects') ?? both.find((b) => b.kind === 'lying') ?? { kind: 'none' };
  }
  if (v.type === AST_NODE_TYPES.CallExpression) {
    const name = calleeName(v) ?? '';
    if (COMPLETE.has(name)) return { kind: 'lying', node: v, text: sourceCode.getText(v.callee) + '(…)' };
    if (LISTINGS.has(name)) return { kind: 'reflects' };
    // \`result(items, pages, 'max_pages')\`: a helper told why the walk stopped.
    if (v.arguments.some((a) => isCutStatus(a))) return { kind: 'reflects' };
    return { kind: 'none' };
  }
  if (v.type !== AST_NODE_TYPES.ObjectExpression) return { kind: 'none' };
  const markers: { property: TSESTree.Property; role: FieldRole }[] = [];
  for (const p of v.properties) {
    if (p.type !== AST_NODE_TYPES.Property) continue;
    const role = vocabulary.roleOf(keyName(p) ?? '');
    if (role !== null && MARKER_ROLES.includes(role)) markers.push({ property: p, role });
  }
  if (markers.length === 0) return v.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement) ? { kind: 'reflects' } : { kind: 'none' };
  if (markers.some((m) => isHonest(m.role, m.property.value))) return { kind: 'reflects' };
  const lying = markers.find((m) => isFailOpenLiteral(m.role, m.property.value));
  return lying ? { kind: 'lying', node: lying.property, text: sourceCode.getText(lying.property) } : { kind: 'none' };
}

/**
 * Does `node` write a cut or a continuation onto a record that outlives the walk: `state.truncated = true`,
 * `result.status = 'capped'`, `budget.hasMore = r.has_more`?
 */
export function writesCutMarker(node: Node, vocabulary: Vocabulary = defaultVocabulary): boolean {
  if (node.type !== AST_NODE_TYPES.AssignmentExpression || node.operator !== '=' || node.left.type !== AST_NODE_TYPES.MemberExpression) return false;
  const key = node.left.computed ? null : node.left.property.type === AST_NODE_TYPES.Identifier ? node.left.property.name : null;
  const role = key === null ? null : vocabulary.roleOf(key);
  if (role === null || !MARKER_ROLES.includes(role)) return false;
  return role === 'status' ? isCutStatus(node.right) : !isFailOpenLiteral(role, node.right);
}
