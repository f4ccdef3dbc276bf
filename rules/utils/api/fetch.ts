import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { ORM_FILTER_KEYS, ORM_FIND_METHODS, PAGE_SIZE_KEYS, PAGE_SIZE_WORDS } from '../../../src/vocabulary/index.js';
import { calleeName, isFunction, keyName, lastName, methodCall, propertyName, some, someOwn, unwrap, words, type FunctionNode, type Node } from '../syntax/ast.js';
import { defaultVocabulary, type Vocabulary } from './vocabulary.js';
import { userOperationOf } from './user-operations.js';
import { importsOf, programOf } from '../syntax/imports.js';

/**
 * "Is this a fetch?", answered once for every rule: a call whose answer may be a partial remote page.
 * `fetch(…)` is one, awaited or not; any other awaited call is one unless its answer is complete by
 * construction (a local read, or a database query without a limit).
 */

export type SourceCall = TSESTree.CallExpression | TSESTree.TaggedTemplateExpression;

/** The names along a callee chain, innermost first: `prisma.user.findMany` → prisma, user, findMany; `db.select().from(t)` → db, select, from. */
export function chainNames(call: SourceCall): { names: string[]; calls: SourceCall[] } {
  const names: string[] = [];
  const calls: SourceCall[] = [];
  let n: Node = call;
  for (let depth = 0; depth < 16; depth++) {
    n = unwrap(n);
    if (n.type === AST_NODE_TYPES.CallExpression) {
      calls.push(n);
      n = n.callee;
    } else if (n.type === AST_NODE_TYPES.TaggedTemplateExpression) {
      calls.push(n);
      n = n.tag;
    } else if (n.type === AST_NODE_TYPES.MemberExpression) {
      const name = propertyName(n);
      if (name !== null) names.push(name);
      n = n.object;
    } else {
      if (n.type === AST_NODE_TYPES.Identifier) names.push(n.name);
      else if (n.type === AST_NODE_TYPES.ThisExpression) names.push('this');
      break;
    }
  }
  return { names: names.reverse(), calls };
}

const LIMIT_IN_SQL = /\b(limit|top|fetch\s+first)\b/i;
const SIZE_KEYS: ReadonlySet<string> = new Set(PAGE_SIZE_KEYS);
const SIZE_WORDS: ReadonlySet<string> = new Set(PAGE_SIZE_WORDS);

/** An argument named like a page size: `db.query(batchSize)`, `repo.find(opts.limit)`. */
function isSizeName(node: Node): boolean {
  const name = lastName(unwrap(node));
  return name !== null && words(name).some((w) => SIZE_WORDS.has(w));
}

function textOf(node: Node): string {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal && typeof n.value === 'string') return n.value;
  if (n.type === AST_NODE_TYPES.TemplateLiteral) return n.quasis.map((q) => q.value.raw).join(' ');
  return '';
}

/** Does one call of the chain set a limit: `.limit(10)`, `{ take: 5 }`, `LIMIT 10` in its SQL? */
function setsLimit(calls: readonly SourceCall[], vocab: Vocabulary): boolean {
  for (const c of calls) {
    if (c.type === AST_NODE_TYPES.TaggedTemplateExpression) {
      if (LIMIT_IN_SQL.test(textOf(c.quasi))) return true;
      continue;
    }
    const name = calleeName(c);
    if (name !== null && vocab.databaseLimits.has(name)) return true;
    for (const arg of c.arguments) {
      const a = unwrap(arg);
      if (a.type === AST_NODE_TYPES.ObjectExpression && a.properties.some((p) => p.type === AST_NODE_TYPES.Property && (vocab.databaseLimits.has(lastName(p.key) ?? '') || SIZE_KEYS.has(lastName(p.key) ?? '')))) return true;
      if (LIMIT_IN_SQL.test(textOf(a)) || isSizeName(a)) return true;
    }
  }
  return false;
}

/** A database query (`prisma.user.findMany({ where })`, `db.select().from(t)`, ``sql`select …` ``) that sets no limit. */
function isUnlimitedQuery(call: SourceCall, vocab: Vocabulary): boolean {
  const { names, calls } = chainNames(call);
  return queriesDatabase(call, names, vocab) && !setsLimit(calls, vocab);
}

function queriesDatabase(call: SourceCall, names: readonly string[], vocab: Vocabulary): boolean {
  return onDatabase(names, vocab) && (call.type === AST_NODE_TYPES.TaggedTemplateExpression || names.some((name) => vocab.databaseQueries.has(name)));
}

/** Is a callee chain (`this.prisma.user.findMany`) rooted at a database or ORM (`prisma`, `client.query`)? */
function onDatabase(names: readonly string[], vocab: Vocabulary): boolean {
  return names.some((name, i) => vocab.databaseReceivers.has(name) || (i > 0 && vocab.databaseReceivers.has(`${names[i - 1] ?? ''}.${name}`)));
}

/** SQL text: `SELECT …`, `WITH x AS (…) SELECT …`. */
const SQL_SELECT = /^\s*(?:select|with)\b/i;
const ORM_FINDS: ReadonlySet<string> = new Set(ORM_FIND_METHODS);

/**
 * A query of a database, capped or not: an ORM's find (`repository.find({ take, skip })`, `prisma.user.findMany(…)`,
 * `Case.findAll({ limit, offset })`), or any call whose first argument is SQL (`dataSource.query('SELECT … LIMIT 100')`).
 * Each becomes `LIMIT n`, which a database answers with n rows until fewer remain, so its short batch is its last. A
 * store behind a name alone (`db.query(batchSize)`) may clamp the size, so it is no such query.
 */
export function readsDatabase(call: SourceCall, vocab: Vocabulary = defaultVocabulary): boolean {
  if (call.type !== AST_NODE_TYPES.CallExpression) return false;
  if (call.arguments[0] && SQL_SELECT.test(textOf(call.arguments[0]))) return true;
  return ORM_FINDS.has(calleeName(call) ?? '') && (onDatabase(chainNames(call).names, vocab) || hasWhereClause(call.arguments[0]));
}

/**
 * An ORM's query object: `{ where: {…}, limit }`. With an ORM's find method, it makes the receiver a model of the
 * project's own database (`Export.findAll({ where, limit })`), whatever the model is called.
 */
function hasWhereClause(arg: Node | undefined): boolean {
  if (arg?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  return arg.properties.some((p) => p.type === AST_NODE_TYPES.Property && ORM_FILTERS.has(keyName(p) ?? ''));
}
const ORM_FILTERS: ReadonlySet<string> = new Set(ORM_FILTER_KEYS);

const SEARCH_PATH = /(^|\s)\/search\//;

/**
 * An uncapped pager from the API table (`octokit.paginate(route, params)`, `helpers.scrollDocuments(…)`): it
 * follows every page itself. A map callback that takes `done` can stop it early, and search routes drop
 * their `incomplete_results`, so neither counts.
 */
function isUncappedPager(call: TSESTree.CallExpression, vocab: Vocabulary): boolean {
  if (isPromiseCombinator(call)) return false; // `Promise.all` is no Airtable `.all()`
  const path = chainNames(call).names.join('.');
  if (!vocab.apis.some((api) => api.pagers.some((p) => path === p || path.endsWith(`.${p}`)))) return false;
  const [route] = call.arguments;
  const routeText = route ? textOf(route) : '';
  const routeName = route?.type === AST_NODE_TYPES.MemberExpression && route.object.type === AST_NODE_TYPES.MemberExpression ? lastName(route.object) : null;
  if (SEARCH_PATH.test(routeText) || routeName === 'search') return false;
  return !call.arguments.some((a) => (a.type === AST_NODE_TYPES.ArrowFunctionExpression || a.type === AST_NODE_TYPES.FunctionExpression) && a.params.length >= 2);
}

/** A call whose answer is complete by construction: a local read (`readdir`, `fs.*`, `JSON.parse`), an uncapped pager, or a database query without a limit. */
export function isCompleteSource(call: SourceCall, vocab: Vocabulary = defaultVocabulary): boolean {
  if (call.type === AST_NODE_TYPES.CallExpression) {
    // an entry of `settings.completeness.operations` decides the calls it matches: `complete: true`, or a page
    const user = vocab.operations === null ? null : userOperationOf(call, vocab);
    if (user !== null) return user.complete;
    if (readsLocalState(call, vocab) || isUncappedPager(call, vocab)) return true;
  }
  return isUnlimitedQuery(call, vocab);
}

/** A read of local state: `readdir(…)`, `JSON.parse(…)`, `fs.stat(…)`, a name imported from a local module. */
export function readsLocalState(call: TSESTree.CallExpression, vocab: Vocabulary = defaultVocabulary): boolean {
  const name = calleeName(call);
  if (name !== null && vocab.localSources.has(name)) return true;
  const method = methodCall(call);
  const receiver = method ? lastName(method.receiver) : null;
  return (receiver !== null && vocab.localModules.has(receiver)) || callsLocalImport(call, vocab);
}

/** The one call that is a fetch whether awaited or not. */
export const FETCH = 'fetch';

/**
 * What a fetch is asked for: `partial`, a request whose answer may be partial (a complete source such as an uncapped
 * pager or an unlimited query is none); `failing`, a request that may fail remotely (any call that does not read local
 * state, complete sources too: `octokit.paginate` fails like any request).
 */
export type FetchSense = 'partial' | 'failing';

/**
 * Is `call` a fetch: `fetch(…)`, or (when `awaited`) any call that is neither a complete source (see
 * {@link FetchSense}) nor a helper of the file that only reads local state?
 */
export function isFetchCall(call: SourceCall, awaited: boolean, vocab: Vocabulary = defaultVocabulary, sense: FetchSense = 'partial'): boolean {
  if (call.type === AST_NODE_TYPES.CallExpression && calleeName(call) === FETCH) return true;
  return awaited && awaitsRemote(call, vocab, 0, sense);
}

/** May awaiting `call` read remote state: it is no complete source, no local module's own name, no local helper of the file? */
function awaitsRemote(call: SourceCall, vocab: Vocabulary, depth: number, sense: FetchSense): boolean {
  if (sense === 'partial' ? isCompleteSource(call, vocab) : call.type === AST_NODE_TYPES.CallExpression && readsLocalState(call, vocab)) return false;
  // a page of the user's own operation is remote, wherever it is declared
  if (call.type === AST_NODE_TYPES.CallExpression && vocab.operations !== null && userOperationOf(call, vocab) !== null) return true;
  return call.type !== AST_NODE_TYPES.CallExpression || !callsLocalHelper(call, vocab, depth, sense);
}

/** `Promise.all(…)`, `Promise.allSettled(…)`, `Promise.race(…)`, `Promise.any(…)`: what they wait on is in their argument. */
function isPromiseCombinator(call: TSESTree.CallExpression): boolean {
  const method = methodCall(call);
  return method !== null && method.receiver.type === AST_NODE_TYPES.Identifier && method.receiver.name === 'Promise';
}

/** `build` memoised per program: a table of the file's top level, read once whichever call asks. */
function perProgram<T>(build: (program: TSESTree.Program) => T): (program: TSESTree.Program) => T {
  const cache = new WeakMap<TSESTree.Program, T>();
  return (program) => {
    let value = cache.get(program);
    if (value === undefined) {
      value = build(program);
      cache.set(program, value);
    }
    return value;
  };
}

/** The module a callee's chain starts from: `mkdir` of `fs/promises`, `fs.promises.readdir` of `fs`, or null. */
function importedFrom(call: TSESTree.CallExpression): string | null {
  let callee = unwrap(call.callee);
  while (callee.type === AST_NODE_TYPES.MemberExpression) callee = unwrap(callee.object);
  if (callee.type !== AST_NODE_TYPES.Identifier) return null;
  return importsOf(call).modules.get(callee.name) ?? null;
}

/** `mkdir(…)` imported from `fs/promises`, `fs.promises.readdir(…)` of `import * as fs from 'fs'`: a local module's call. */
function callsLocalImport(call: TSESTree.CallExpression, vocab: Vocabulary): boolean {
  const source = importedFrom(call);
  return source !== null && vocab.localModules.has(source.replace(/^node:/, '').replace(/\/promises$/, ''));
}

/** The function a call of the same file names: `this.load()` in a class with a `load` method, `load()` declared at the top. */
function sameFileCallee(call: TSESTree.CallExpression): FunctionNode | null {
  const callee = unwrap(call.callee);
  if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression) {
    const name = propertyName(callee);
    for (let n: Node | undefined = call.parent; n; n = n.parent) {
      if (n.type !== AST_NODE_TYPES.ClassBody) continue;
      for (const member of n.body) {
        if ((member.type !== AST_NODE_TYPES.MethodDefinition && member.type !== AST_NODE_TYPES.PropertyDefinition) || keyName(member) !== name) continue;
        const value = member.value ? unwrap(member.value) : null;
        return value && isFunction(value) ? value : null;
      }
      return null;
    }
    return null;
  }
  if (callee.type !== AST_NODE_TYPES.Identifier) return null;
  return topLevelFunctions(programOf(call)).get(callee.name) ?? null;
}

/** The functions a program declares at its top level, by name (`function f`, `const f = () => …`, exported or not). */
const topLevelFunctions = perProgram((program) => {
  const byName = new Map<string, FunctionNode>();
  for (const statement of program.body) {
    const s = statement.type === AST_NODE_TYPES.ExportNamedDeclaration && statement.declaration ? statement.declaration : statement;
    if (s.type === AST_NODE_TYPES.FunctionDeclaration && s.id) byName.set(s.id.name, s);
    if (s.type !== AST_NODE_TYPES.VariableDeclaration || s.kind !== 'const') continue;
    for (const d of s.declarations) {
      const init = d.init ? unwrap(d.init) : null;
      if (d.id.type === AST_NODE_TYPES.Identifier && init && isFunction(init)) byName.set(d.id.name, init);
    }
  }
  return byName;
});

const localHelpers = { partial: new WeakMap<Vocabulary, WeakMap<FunctionNode, boolean>>(), failing: new WeakMap<Vocabulary, WeakMap<FunctionNode, boolean>>() };
/**
 * Does the call go to a function of the same file whose own code awaits, and awaits only local reads (`this.load()`
 * where `load` reads and parses a token file)? Its answer is local state, not a page. Followed three calls deep.
 */
function callsLocalHelper(call: TSESTree.CallExpression, vocab: Vocabulary, depth: number, sense: FetchSense): boolean {
  if (depth > 3) return false;
  const fn = sameFileCallee(call);
  if (fn === null) return false;
  let known = localHelpers[sense].get(vocab);
  if (!known) {
    known = new WeakMap();
    localHelpers[sense].set(vocab, known);
  }
  const cached = known.get(fn);
  if (cached !== undefined) return cached;
  known.set(fn, false); // a cycle through another function reads as a fetch
  let awaits = 0;
  // nested callbacks too: `Promise.all(ids.map(async (id) => api.get(id)))` fetches from inside one
  const fetches = some(fn.body, (n) => {
    if (n.type === AST_NODE_TYPES.YieldExpression || (n.type === AST_NODE_TYPES.ForOfStatement && n.await)) return true;
    if (n.type === AST_NODE_TYPES.CallExpression && isPromiseCombinator(n)) return true;
    if (n.type !== AST_NODE_TYPES.AwaitExpression) return false;
    awaits++;
    const arg = unwrap(n.argument);
    if (arg.type !== AST_NODE_TYPES.CallExpression) return true;
    // the helper calling itself (a walk of a directory tree) fetches only what its other awaits fetch
    return sameFileCallee(arg) !== fn && awaitsRemote(arg, vocab, depth + 1, sense);
  });
  const local = awaits > 0 && !fetches;
  known.set(fn, local);
  return local;
}

/** Does `root`'s own code (not nested functions) fetch: await a fetch call or an unknown promise, `for await`, or yield pages? */
export function fetchesOwn(root: Node, vocab: Vocabulary = defaultVocabulary): boolean {
  return someOwn(root, (n) => {
    if (n.type === AST_NODE_TYPES.YieldExpression || (n.type === AST_NODE_TYPES.ForOfStatement && n.await)) return true;
    if (n.type !== AST_NODE_TYPES.AwaitExpression) return false;
    const arg = unwrap(n.argument);
    const call = arg.type === AST_NODE_TYPES.CallExpression || arg.type === AST_NODE_TYPES.TaggedTemplateExpression ? arg : null;
    // `await fs.readFile(…)` is a local read; `await x.then(…)` is judged by where the chain starts.
    return call === null || isFetchCall(call, true, vocab);
  });
}
