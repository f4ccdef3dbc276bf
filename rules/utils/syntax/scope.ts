import { AST_NODE_TYPES, ASTUtils, TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { isFunction, unwrap, type Expression, type FunctionNode, type Node } from './ast.js';

export function variableOf(scope: TSESLint.Scope.Scope, id: TSESTree.Identifier): TSESLint.Scope.Variable | null {
  return ASTUtils.findVariable(scope, id);
}

/** The initializer of a `const` bound directly to `id` (not destructured), if any. */
export function resolveConst(scope: TSESLint.Scope.Scope, id: TSESTree.Identifier): Expression | null {
  return constInit(variableOf(scope, id));
}

function constInit(variable: TSESLint.Scope.Variable | null): Expression | null {
  const def = variable?.defs[0];
  if (variable?.defs.length !== 1 || def?.type !== TSESLint.Scope.DefinitionType.Variable) return null;
  const declarator = def.node;
  if (declarator.parent.kind !== 'const' || declarator.id.type !== AST_NODE_TYPES.Identifier) return null;
  return declarator.init;
}

/**
 * What `id` is bound to, when it is bound once: a `const` initializer (as {@link resolveConst}) or a function
 * declaration (`function baseUrl(scope) { return \`…\`; }`).
 */
export function resolveBinding(scope: TSESLint.Scope.Scope, id: TSESTree.Identifier): Expression | TSESTree.FunctionDeclaration | null {
  const variable = variableOf(scope, id);
  const def = variable?.defs[0];
  if (variable?.defs.length === 1 && def?.type === TSESLint.Scope.DefinitionType.FunctionName && def.node.type === AST_NODE_TYPES.FunctionDeclaration) return def.node;
  return constInit(variable);
}

type ScopeOf = (node: Node) => TSESLint.Scope.Scope;

/** {@link resolveConst} for an identifier of the file whose scopes `scopeOf` reads. */
export function constInitOf(scopeOf: ScopeOf, id: TSESTree.Identifier): Expression | null {
  return resolveConst(scopeOf(id), id);
}

/** {@link resolveBinding} for an identifier of the file whose scopes `scopeOf` reads. */
export function bindingOf(scopeOf: ScopeOf, id: TSESTree.Identifier): Expression | TSESTree.FunctionDeclaration | null {
  return resolveBinding(scopeOf(id), id);
}

/** The `const` initializer `id` may read, any declarator shape (`const { length } = page` gives `page`), or null. */
export function constDeclarationInitOf(scopeOf: ScopeOf, id: TSESTree.Identifier): Expression | null {
  const def = variableOf(scopeOf(id), id)?.defs[0];
  return def?.type === TSESLint.Scope.DefinitionType.Variable && def.node.parent.kind === 'const' ? def.node.init : null;
}


/**
 * The function of this file that a call runs: a function declaration or a `const` function by name (`load(x)`), or a
 * method of the caller's own class (`this.load(x)`). Null for anything else (imports, parameters, other objects).
 */
export function calledFunction(scopeOf: ScopeOf, call: TSESTree.CallExpression): FunctionNode | null {
  const callee = unwrap(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const bound = bindingOf(scopeOf, callee);
    return bound !== null && isFunction(bound) ? bound : null;
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.ThisExpression || callee.property.type !== AST_NODE_TYPES.Identifier) return null;
  const name = callee.property.name;
  for (let n: Node | undefined = call.parent; n; n = n.parent) {
    if (n.type !== AST_NODE_TYPES.ClassBody) continue;
    for (const member of n.body) {
      if (member.type === AST_NODE_TYPES.MethodDefinition && !member.computed && member.key.type === AST_NODE_TYPES.Identifier && member.key.name === name) return isFunction(member.value) ? member.value : null;
    }
    return null;
  }
  return null;
}

/**
 * Where `value` is stored in a variable (`const hit = value`, or `hit = value` into a `let` declared earlier), the
 * variable and the reads that may see the stored value: every read of a declarator's variable, and the reads after a
 * plain assignment. Null when `value` is not stored that way.
 */
export function storedReads(scopeOf: ScopeOf, value: Node): { id: TSESTree.Identifier; reads: TSESTree.Identifier[] } | null {
  const p = value.parent;
  let id: TSESTree.Identifier;
  let after = -1;
  if (p?.type === AST_NODE_TYPES.VariableDeclarator && p.init === value && p.id.type === AST_NODE_TYPES.Identifier) id = p.id;
  else if (p?.type === AST_NODE_TYPES.AssignmentExpression && p.operator === '=' && p.right === value && p.left.type === AST_NODE_TYPES.Identifier) {
    id = p.left;
    after = p.range[1];
  } else return null;
  const variable = variableOf(scopeOf(id), id);
  const reads = (variable?.references ?? []).filter((ref) => ref.isRead() && ref.identifier.range[0] >= after).map((ref) => ref.identifier as TSESTree.Identifier);
  return { id, reads };
}
