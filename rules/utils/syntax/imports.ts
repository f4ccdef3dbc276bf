import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { unwrap, type Node } from './ast.js';

/** What a file imports at its top level: each local name's module, and every module named. */
export interface ImportTable {
  /** `import { access } from 'node:fs/promises'`, `const { promises: fsp } = require('fs')` → access, fsp. */
  readonly modules: ReadonlyMap<string, string>;
  readonly sources: readonly string[];
}

/** `require('m')`, `require('m').x`, `await import('m')`: the module, or null. */
export function requiredModule(init: Node): string | null {
  let n = unwrap(init);
  if (n.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.object);
  if (n.type === AST_NODE_TYPES.AwaitExpression) n = unwrap(n.argument);
  const arg = n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.Identifier && n.callee.name === 'require' ? n.arguments[0] : n.type === AST_NODE_TYPES.ImportExpression ? n.source : undefined;
  return arg?.type === AST_NODE_TYPES.Literal && typeof arg.value === 'string' ? arg.value : null;
}

const tables = new WeakMap<TSESTree.Program, ImportTable>();

/** The program `node` belongs to. */
export function programOf(node: Node): TSESTree.Program {
  let n: Node = node;
  while (n.parent) n = n.parent;
  return n;
}

/** The import table of the file `node` is in: its `import` declarations and top-level `require`s, read once per file. */
export function importsOf(node: Node): ImportTable {
  const program = programOf(node);
  const cached = tables.get(program);
  if (cached) return cached;
  const modules = new Map<string, string>();
  const sources: string[] = [];
  for (const stmt of program.body) {
    if (stmt.type === AST_NODE_TYPES.ImportDeclaration) {
      sources.push(stmt.source.value);
      for (const spec of stmt.specifiers) modules.set(spec.local.name, stmt.source.value);
    } else if (stmt.type === AST_NODE_TYPES.VariableDeclaration) {
      for (const d of stmt.declarations) {
        const source = d.init ? requiredModule(d.init) : null;
        if (source === null) continue;
        sources.push(source);
        if (d.id.type === AST_NODE_TYPES.Identifier) modules.set(d.id.name, source);
        else if (d.id.type === AST_NODE_TYPES.ObjectPattern) {
          for (const p of d.id.properties) if (p.type === AST_NODE_TYPES.Property && p.value.type === AST_NODE_TYPES.Identifier) modules.set(p.value.name, source);
        }
      }
    }
  }
  const table = { modules, sources };
  tables.set(program, table);
  return table;
}

/** Does an import of `source` bring in the package `pattern` names (`@octokit/rest`, `@urql/*`, a subpath of either)? */
export function isPackageImport(source: string, pattern: string): boolean {
  return pattern.endsWith('*') ? source.startsWith(pattern.slice(0, -1)) : source === pattern || source.startsWith(`${pattern}/`);
}
