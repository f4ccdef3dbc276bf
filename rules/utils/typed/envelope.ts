import { AST_NODE_TYPES, TSESLint, type TSESTree } from './ts-eslint.js';
import type * as ts from 'typescript';
import { COPYING_BUILDERS, COPYING_METHODS } from '../../../src/vocabulary/index.js';
import { calleeName, methodCall, unwrap, type Expression, type Node } from '../syntax/ast.js';
import type { ListingTypes } from './listing-types.js';
import { variableOf } from '../syntax/scope.js';

const COPYING: ReadonlySet<string> = new Set(COPYING_METHODS);
const FROM_ARGUMENT: ReadonlySet<string> = new Set(COPYING_BUILDERS);

/**
 * Follows a collection back to the envelope it was read from (`r` in `r.items`, in
 * `new Set(r.items.map(f))`, in `const { items } = r`) and returns that envelope expression when
 * its type at that location is possibly partial. Types are asked only along this short path.
 */
export function partialEnvelopeOf(
  subject: Node,
  types: () => ListingTypes,
  typeOf: (node: Node) => ts.Type,
  scopeOf: (node: Node) => TSESLint.Scope.Scope,
  depth = 0,
): Expression | null {
  const n = unwrap(subject);
  if (depth > 6) return null;
  const next = (child: Node) => partialEnvelopeOf(child, types, typeOf, scopeOf, depth + 1);
  switch (n.type) {
    case AST_NODE_TYPES.MemberExpression: {
      const verdict = types().classify(typeOf(n.object));
      if (verdict === 'partial') return n.object;
      return verdict === 'complete' ? null : next(n.object);
    }
    case AST_NODE_TYPES.CallExpression: {
      const call = methodCall(n);
      if (call && COPYING.has(call.method)) return next(call.receiver);
      const first = n.arguments[0];
      if (call && FROM_ARGUMENT.has(call.method) && first) return next(first);
      return null;
    }
    case AST_NODE_TYPES.NewExpression: {
      const name = calleeName(n);
      const first = n.arguments[0];
      return (name === 'Set' || name === 'Map') && first ? next(first) : null;
    }
    case AST_NODE_TYPES.ArrayExpression: {
      const spread = n.elements.find((el): el is TSESTree.SpreadElement => el?.type === AST_NODE_TYPES.SpreadElement);
      return spread ? next(spread.argument) : null;
    }
    case AST_NODE_TYPES.Identifier: {
      const def = variableOf(scopeOf(n), n)?.defs[0];
      if (def?.type !== TSESLint.Scope.DefinitionType.Variable || !def.node.init) return null;
      // `const { items } = r`: the envelope is the initializer itself.
      if (def.node.id.type === AST_NODE_TYPES.ObjectPattern) {
        return types().classify(typeOf(def.node.init)) === 'partial' ? def.node.init : null;
      }
      return def.node.parent.kind === 'const' ? next(def.node.init) : null;
    }
    default:
      return null;
  }
}
