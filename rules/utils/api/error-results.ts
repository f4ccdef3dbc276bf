import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { ERROR_RESULT_CLIENTS, type ErrorResultClient } from '../../../src/vocabulary/index.js';
import { propertyName, unwrap, words, type Node } from '../syntax/ast.js';
import { importsOf, programOf } from '../syntax/imports.js';

/** The request chain of a call, outermost method first, and the name its receiver is known by. */
function chainOf(call: TSESTree.CallExpression): { methods: string[]; names: string[] } {
  const methods: string[] = [];
  const names: string[] = [];
  let n: Node = call;
  for (;;) {
    n = unwrap(n);
    if (n.type === AST_NODE_TYPES.CallExpression) {
      const callee = unwrap(n.callee);
      if (callee.type === AST_NODE_TYPES.Identifier) {
        names.push(callee.name);
        break;
      }
      if (callee.type !== AST_NODE_TYPES.MemberExpression) break;
      methods.push(propertyName(callee) ?? '');
      n = callee.object;
    } else if (n.type === AST_NODE_TYPES.MemberExpression) {
      // `supabase.auth.admin`, `this.client`
      const name = propertyName(n);
      if (name !== null) names.push(name);
      n = n.object;
    } else {
      if (n.type === AST_NODE_TYPES.Identifier) names.push(n.name);
      break;
    }
  }
  return { methods, names };
}

const importsByProgram = new WeakMap<TSESTree.Program, Map<ErrorResultClient, boolean>>();
function importsClient(node: Node, client: ErrorResultClient): boolean {
  const program = programOf(node);
  let known = importsByProgram.get(program);
  if (known === undefined) importsByProgram.set(program, (known = new Map<ErrorResultClient, boolean>()));
  let found = known.get(client);
  if (found === undefined) {
    const sources = importsOf(program).sources;
    found = sources.some((source) => client.packages.some((p) => (p.endsWith('*') ? source.startsWith(p.slice(0, -1)) : source === p || source.startsWith(`${p}/`))));
    known.set(client, found);
  }
  return found;
}

/**
 * The client whose request `call` is, when that client answers failures in the result (`{ data, error }`) rather
 * than rejecting: a chain through one of its request methods (`supabase.from('t').select()`, urql's
 * `client.query(Doc, vars).toPromise()`), on a receiver named for it or in a file that imports it.
 */
export function errorResultClient(call: TSESTree.CallExpression): ErrorResultClient | null {
  const { methods, names } = chainOf(call);
  if (methods.length === 0) return null;
  for (const client of ERROR_RESULT_CLIENTS) {
    if (client.settles !== undefined && methods[0] !== client.settles) continue;
    if (!methods.some((m) => client.requests.includes(m)) || methods.some((m) => client.throwing?.includes(m) === true)) continue;
    const named = names.some((name) => words(name).some((w) => client.receiverWords.includes(w.toLowerCase())));
    if (named || importsClient(call, client)) return client;
  }
  return null;
}
