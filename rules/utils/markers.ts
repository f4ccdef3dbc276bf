import { AST_NODE_TYPES, type TSESLint, type TSESTree } from './ts-eslint.js';
import { calleeName, isBooleanLiteral, isNullish, keyName, unwrap, type Node } from './ast.js';
import { resolveConst } from './scope.js';

/** Keys that state completeness or continuation in a returned object. */
export const MARKER_KEYS = new Set([
  'complete', 'isComplete', 'is_complete', 'truncated', 'isTruncated', 'incomplete', 'partial', 'incomplete_reasons', 'incompleteReasons',
  'next_cursor', 'nextCursor', 'cursor', 'nextPageToken', 'next_page_token', 'has_more', 'hasMore', 'hasNextPage', 'continuation', 'status',
]);

/** Marker values that claim "whole and finished" whatever happened. */
function isFailOpenLiteral(key: string, value: Node): boolean {
  const v = unwrap(value);
  switch (key) {
    case 'complete':
    case 'isComplete':
    case 'is_complete':
      return isBooleanLiteral(v, true);
    case 'truncated':
    case 'isTruncated':
    case 'incomplete':
    case 'partial':
    case 'has_more':
    case 'hasMore':
    case 'hasNextPage':
      return isBooleanLiteral(v, false);
    case 'incomplete_reasons':
    case 'incompleteReasons':
      return v.type === AST_NODE_TYPES.ArrayExpression && v.elements.length === 0;
    case 'next_cursor':
    case 'nextCursor':
    case 'cursor':
    case 'nextPageToken':
    case 'next_page_token':
    case 'continuation':
      return isNullish(v);
    default:
      return false;
  }
}

/**
 * What a returned value says about completeness:
 * - `reflects`: a kit Partial/`collectAll`, or a marker whose value is computed;
 * - `lying`: only markers fixed to "complete" (`complete: true`, `hasMore: false`, an unconditional `complete(items)`);
 * - `none`: no marker at all (a bare array, `{ items }`).
 */
export type MarkerVerdict = { readonly kind: 'reflects' } | { readonly kind: 'none' } | { readonly kind: 'lying'; readonly node: Node; readonly text: string };

export function markerOf(value: Node, scopeOf: (n: Node) => TSESLint.Scope.Scope, sourceCode: Readonly<TSESLint.SourceCode>, depth = 0): MarkerVerdict {
  let v = unwrap(value);
  if (depth > 3) return { kind: 'reflects' };
  if (v.type === AST_NODE_TYPES.AwaitExpression) v = unwrap(v.argument);
  if (v.type === AST_NODE_TYPES.Identifier) {
    const init = resolveConst(scopeOf(v), v);
    if (init?.type === AST_NODE_TYPES.ObjectExpression) v = init;
  }
  if (v.type === AST_NODE_TYPES.ConditionalExpression) {
    const both = [markerOf(v.consequent, scopeOf, sourceCode, depth + 1), markerOf(v.alternate, scopeOf, sourceCode, depth + 1)];
    return both.find((b) => b.kind === 'reflects') ?? both.find((b) => b.kind === 'lying') ?? { kind: 'none' };
  }
  if (v.type === AST_NODE_TYPES.CallExpression) {
    const name = calleeName(v);
    if (name === 'partial' || name === 'collectAll' || name === 'parseListing') return { kind: 'reflects' };
    if (name === 'complete') return { kind: 'lying', node: v, text: sourceCode.getText(v.callee) + '(…)' };
    return { kind: 'none' };
  }
  if (v.type !== AST_NODE_TYPES.ObjectExpression) return { kind: 'none' };
  const markers = v.properties.filter(
    (p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && MARKER_KEYS.has(keyName(p) ?? ''),
  );
  if (markers.length === 0) return v.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement) ? { kind: 'reflects' } : { kind: 'none' };
  const lying = markers.find((p) => isFailOpenLiteral(keyName(p) ?? '', p.value));
  const honest = markers.some((p) => !isFailOpenLiteral(keyName(p) ?? '', p.value) && keyName(p) !== 'status');
  if (honest) return { kind: 'reflects' };
  return lying ? { kind: 'lying', node: lying, text: sourceCode.getText(lying) } : { kind: 'none' };
}
