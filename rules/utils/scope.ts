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

/** Does one of the variable's definitions bind it once: a `const`, or a function declaration? */
function bindsOnce(variable: TSESLint.Scope.Variable | undefined): boolean {
  if (variable === undefined) return false;
  for (const def of variable.defs) {
    if (def.type === TSESLint.Scope.DefinitionType.FunctionName) return true;
    if (def.type === TSESLint.Scope.DefinitionType.Variable && def.node.parent.kind === 'const') return true;
  }
  return false;
}

/** A file's scopes, and what was answered for the names asked so far. */
interface FileBindings {
  readonly scopes: readonly TSESLint.Scope.Scope[];
  readonly bound: Map<string, boolean>;
}

/** Per file (its `Program`); the file asked last answers most lookups. */
const fileBindings = new WeakMap<Node, FileBindings>();
let lastProgram: Node | null = null;
let lastBindings: FileBindings | null = null;

function bindingsOf(program: Node, scopeOf: ScopeOf): FileBindings {
  if (program === lastProgram && lastBindings !== null) return lastBindings;
  let file = fileBindings.get(program);
  if (!file) {
    let root: TSESLint.Scope.Scope = scopeOf(program);
    while (root.upper) root = root.upper;
    const scopes: TSESLint.Scope.Scope[] = [];
    const collect = (scope: TSESLint.Scope.Scope): void => {
      scopes.push(scope);
      for (const child of scope.childScopes) collect(child);
    };
    collect(root);
    file = { scopes, bound: new Map() };
    fileBindings.set(program, file);
  }
  lastProgram = program;
  lastBindings = file;
  return file;
}

/**
 * Can `id` be bound by a `const` or a function declaration? Not where no scope of its file declares its name that
 * way: most identifiers (parameters, `let`s, imports, globals) are answered without looking their scope up. Each
 * name is looked up once per file, in each scope's own names (never by reading every variable: the global scope
 * holds hundreds of the library's).
 */
function mayBeBoundOnce(id: TSESTree.Identifier, scopeOf: ScopeOf): boolean {
  let program: Node = id;
  while (program.parent) program = program.parent;
  const file = bindingsOf(program, scopeOf);
  let bound = file.bound.get(id.name);
  if (bound === undefined) {
    bound = file.scopes.some((scope) => bindsOnce(scope.set.get(id.name)));
    file.bound.set(id.name, bound);
  }
  return bound;
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

