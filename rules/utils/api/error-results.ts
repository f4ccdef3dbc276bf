import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { ERROR_RESULT_CLIENTS, type ErrorResultClient } from '../../../src/vocabulary/index.js';
import { propertyName, words, type Node } from '../syntax/ast.js';
import { chainNames } from './fetch.js';
import { importsOf, isPackageImport, programOf } from '../syntax/imports.js';

const importsByProgram = new WeakMap<TSESTree.Program, Map<ErrorResultClient, boolean>>();
function importsClient(node: Node, client: ErrorResultClient): boolean {
  const program = programOf(node);
  let known = importsByProgram.get(program);
  if (known === undefined) importsByProgram.set(program, (known = new Map<ErrorResultClient, boolean>()));
  let found = known.get(client);
  if (found === undefined) {
    const sources = importsOf(program).sources;
    found = sources.some((source) => client.packages.some((p) => isPackageImport(source, p)));
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
  const { names, calls } = chainNames(call);
  // the methods called along the chain, outermost first (`toPromise`, `query`)
  const methods = calls.flatMap((c) => (c.type === AST_NODE_TYPES.CallExpression && c.callee.type === AST_NODE_TYPES.MemberExpression ? [propertyName(c.callee) ?? ''] : []));
  if (methods.length === 0) return null;
  for (const client of ERROR_RESULT_CLIENTS) {
    if (client.settles !== undefined && methods[0] !== client.settles) continue;
    if (!methods.some((m) => client.requests.includes(m)) || methods.some((m) => client.throwing?.includes(m) === true)) continue;
    const named = names.some((name) => words(name).some((w) => client.receiverWords.includes(w.toLowerCase())));
    if (named || importsClient(call, client)) return client;
  }
  return null;
}
