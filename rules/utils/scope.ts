import { AST_NODE_TYPES, ASTUtils, TSESLint, type TSESTree } from './ts-eslint.js';
import type { Expression, Node } from './ast.js';

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

/** Per file (its `Program`), the names some `const` or function declaration of it binds. */
const boundNames = new WeakMap<Node, ReadonlySet<string>>();

function namesBoundIn(program: Node, scopeOf: ScopeOf): ReadonlySet<string> {
  let names = boundNames.get(program);
  if (names) return names;
  const out = new Set<string>();
  let root: TSESLint.Scope.Scope = scopeOf(program);
  while (root.upper) root = root.upper;
  const visit = (scope: TSESLint.Scope.Scope): void => {
    for (const variable of scope.variables) {
      for (const def of variable.defs) {
        const bindsOnce =
          (def.type === TSESLint.Scope.DefinitionType.Variable && def.node.parent.kind === 'const') ||
          def.type === TSESLint.Scope.DefinitionType.FunctionName;
        if (bindsOnce) out.add(variable.name);
      }
    }
    for (const child of scope.childScopes) visit(child);
  };
  visit(root);
  names = out;
  boundNames.set(program, names);
  return names;
}

/**
 * Can `id` be bound by a `const` or a function declaration? Not where its file declares none of its name: most
 * identifiers (parameters, `let`s, imports, globals) are answered without looking their scope up.
 */
function mayBeBoundOnce(id: TSESTree.Identifier, scopeOf: ScopeOf): boolean {
  let program: Node = id;
  while (program.parent) program = program.parent;
  return namesBoundIn(program, scopeOf).has(id.name);
}

/** {@link resolveConst} for an identifier of the file whose scopes `scopeOf` reads. */
export function constInitOf(scopeOf: ScopeOf, id: TSESTree.Identifier): Expression | null {
  return mayBeBoundOnce(id, scopeOf) ? resolveConst(scopeOf(id), id) : null;
}

/** {@link resolveBinding} for an identifier of the file whose scopes `scopeOf` reads. */
export function bindingOf(scopeOf: ScopeOf, id: TSESTree.Identifier): Expression | TSESTree.FunctionDeclaration | null {
  return mayBeBoundOnce(id, scopeOf) ? resolveBinding(scopeOf(id), id) : null;
}

/** The `const` initializer `id` may read, any declarator shape (`const { length } = page` gives `page`), or null. */
export function constDeclarationInitOf(scopeOf: ScopeOf, id: TSESTree.Identifier): Expression | null {
  if (!mayBeBoundOnce(id, scopeOf)) return null;
  const def = variableOf(scopeOf(id), id)?.defs[0];
  return def?.type === TSESLint.Scope.DefinitionType.Variable && def.node.parent.kind === 'const' ? def.node.init : null;
}

