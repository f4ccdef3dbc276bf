import { AST_NODE_TYPES, TSESLint, type TSESTree } from './utils/typed/ts-eslint.js';
import type * as ts from 'typescript';
import { enclosingFunction, firstItemRead, isFunction, keyName, lastName, methodCall, propertyName, unwrap, type FunctionNode, type Node } from './utils/syntax/ast.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report, responseKey } from './utils/reporting/one-finding.js';
import { variableOf } from './utils/syntax/scope.js';
import { lazyListingTypes } from './utils/typed/typed.js';
import { defaultVocabulary, vocabularyOf } from './utils/api/vocabulary.js';
import { PAGE_NUMBER_KEYS, SIGNAL_ROLES, type FieldRole } from '../src/vocabulary/index.js';
import { insideLogCall } from './utils/api/page-response.js';
import { narrowedBy } from './utils/api/narrowed-lookup.js';

export type Options = [{ signals?: string[] }];
export type MessageIds = 'ignoredSignal' | 'paginateSearch' | 'signalOnArray';


/** The default signal fields (src/vocabulary/fields.ts), for the docs and the tests. */
export const DEFAULT_SIGNALS: readonly string[] = [...defaultVocabulary.declaredSignals(SIGNAL_ROLES)];

const SEARCH_ROUTE = /^\s*(GET\s+)?\/search\//i;

function isArrayType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const t = checker.getNonNullableType(type);
  return checker.isArrayType(t) || checker.isTupleType(t);
}

/** Words JavaScript reserves, which model generators escape with a leading underscore (Kubernetes' `_continue`). */
const RESERVED_WORDS: ReadonlySet<string> = new Set(['continue', 'default', 'delete', 'new', 'in', 'function', 'class', 'return', 'break', 'case', 'do', 'else', 'for', 'if', 'switch', 'this', 'throw', 'try', 'var', 'void', 'while', 'with']);

/**
 * Is a declared field a signal, under its own name or under the wire name a model generator escaped
 * (`_continue` of `@kubernetes/client-node`'s `V1ListMeta` is the API's `continue`)?
 */
function isSignalField(name: string, signals: ReadonlySet<string>): boolean {
  return signals.has(name) || (name.startsWith('_') && RESERVED_WORDS.has(name.slice(1)) && signals.has(name.slice(1)));
}

/** Roles whose fields say yes or no (`has_more`, `isLast`, `complete`, `partial`). */
const FLAG_ROLES: readonly FieldRole[] = ['more-flag', 'last-flag', 'complete-claim', 'partial-claim'];

/** Fields that give a record an identity of its own: a type that declares one is an entity, not a page of entities. */
const IDENTITY_FIELDS: readonly string[] = ['id', '_id'];

/** The words the rule reads as signals, and which of them are everyday words or yes/no flags. */
interface SignalWords {
  readonly signals: ReadonlySet<string>;
  /** everyday words (`done`, `partial`): a signal only on a type without an identity */
  readonly everyday: ReadonlySet<string>;
  /** flags (`has_more`, `done`, `partial`): a signal only when not declared as a list */
  readonly flags: ReadonlySet<string>;
}

/**
 * The signal fields a type declares (one level down too, for `metadata.continue`, `response_metadata.next_cursor`).
 * An everyday word (`done`, `partial`, `complete`) on an entity is its own state (a to-do's `done`, a cached
 * message's `partial`): it is a page's signal only on a type without an identity, as Salesforce's
 * `{ totalSize, done, records }` and Kubernetes' list metadata are. A flag declared as a list is items, not a flag
 * (`{ done: Task[]; notDone: Task[] }`).
 */
function signalsOf(checker: ts.TypeChecker, type: ts.Type, words: SignalWords): string[] {
  const found = new Set<string>();
  const declaredBy = (t: ts.Type, prefix: string) => {
    const entity = IDENTITY_FIELDS.some((name) => t.getProperty(name) !== undefined);
    for (const p of t.getProperties()) {
      const name = p.getName();
      if (!isSignalField(name, words.signals)) continue;
      const word = name.replace(/^_/, '');
      if (entity && words.everyday.has(word)) continue;
      if (words.flags.has(word) && isArrayType(checker, checker.getTypeOfSymbol(p))) continue;
      found.add(prefix + name);
    }
  };
  for (const member of type.isUnion() ? type.types : [type]) {
    declaredBy(member, '');
    const meta = member.getProperty('metadata');
    if (meta) declaredBy(checker.getNonNullableType(checker.getTypeOfSymbol(meta)), 'metadata.');
  }
  return [...found];
}

/** Where a numbered or offset page says where it starts: `startAt`, `offset`, `skip`, `page` (not `from`, a search's too). */
const PAGE_POSITIONS: ReadonlySet<string> = new Set(PAGE_NUMBER_KEYS.filter((k) => k !== 'from'));

/**
 * The total of an offset or numbered page: a type that declares where it starts and how many there are in all beside
 * its items (Jira's `{ startAt, maxResults, total, issues }`) is one page of `total`, and `total` is what tells
 * whether more remain.
 */
function pageTotals(type: ts.Type, totals: ReadonlySet<string>): string[] {
  const names = (type.isUnion() ? type.types : [type]).flatMap((member) => member.getProperties().map((p) => p.getName()));
  return names.some((n) => PAGE_POSITIONS.has(n)) ? names.filter((n) => totals.has(n)) : [];
}

/**
 * Does the function read any of `signals` from `variable` (directly or one level down), or pass the whole value
 * on? A value passed whole into a helper of this file counts only when the helper reads the signal too.
 */
function readsSignal(variable: TSESLint.Scope.Variable, signals: readonly string[], scopeOf: (node: Node) => TSESLint.Scope.Scope, depth = 0): boolean {
  // Signals by their path from the value: `has_more`, `metadata.continue`, `data.incomplete_results`.
  const paths = new Set(signals);
  const heads = new Set(signals.map((s) => s.split('.')[0] ?? ''));
  return variable.references.some((ref) => {
    const id = ref.identifier;
    if (ref.init || ref.writeExpr) return false;
    // logged is not read: `logger.debug('found', { total: res.total })`
    const fn = enclosingFunction(id);
    if (fn && insideLogCall(id, fn)) return false;
    const parent = id.parent;
    if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.ObjectPattern) {
      // `const { has_more } = page` reads the signal; `const { data } = page` does not.
      return parent.id.properties.some((p) => p.type === AST_NODE_TYPES.Property && heads.has(keyName(p) ?? ''));
    }
    const argIndex = parent.type === AST_NODE_TYPES.CallExpression ? parent.arguments.findIndex((a) => a === id) : -1;
    if (parent.type === AST_NODE_TYPES.CallExpression && argIndex >= 0) {
      const param = depth < 2 ? helperParameter(parent, argIndex, scopeOf) : null;
      if (param) return readsSignal(param, signals, scopeOf, depth + 1);
    }
    if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== id) return true; // passed on whole
    const first = propertyName(parent);
    if (first !== null && paths.has(first)) return true;
    const grand = parent.parent;
    return grand.type === AST_NODE_TYPES.MemberExpression && grand.object === parent && paths.has(`${String(first)}.${propertyName(grand) ?? ''}`);
  });
}

/** The function a call invokes, when this file declares it with a body: `function f() {}`, `const f = () => {}`. */
function localFunction(call: TSESTree.CallExpression, scopeOf: (node: Node) => TSESLint.Scope.Scope): FunctionNode | null {
  if (call.callee.type !== AST_NODE_TYPES.Identifier) return null;
  const def = variableOf(scopeOf(call), call.callee)?.defs[0];
  if (def?.type === TSESLint.Scope.DefinitionType.FunctionName && def.node.type === AST_NODE_TYPES.FunctionDeclaration) return def.node;
  if (def?.type === TSESLint.Scope.DefinitionType.Variable && def.node.init && isFunction(def.node.init)) return def.node.init;
  return null;
}

/** The variable of a same-file helper's parameter that receives argument `index`, when it is a plain identifier. */
function helperParameter(call: TSESTree.CallExpression, index: number, scopeOf: (node: Node) => TSESLint.Scope.Scope): TSESLint.Scope.Variable | null {
  const fn = localFunction(call, scopeOf);
  const param = fn?.params[index];
  if (!fn || param?.type !== AST_NODE_TYPES.Identifier) return null;
  return variableOf(scopeOf(fn.body), param);
}

/** The call whose awaited answer a variable holds (`const res = await f()`, `const { data } = await f()`), for one finding per response. */
function responseCall(variable: TSESLint.Scope.Variable): TSESTree.Node | null {
  const def = variable.defs[0];
  if (def?.type !== TSESLint.Scope.DefinitionType.Variable || !def.node.init) return null;
  const init = unwrap(def.node.init);
  const call = init.type === AST_NODE_TYPES.AwaitExpression ? unwrap(init.argument) : null;
  return call?.type === AST_NODE_TYPES.CallExpression ? call : null;
}

/** Array methods whose callbacks are handed each element: of a list of pages, each one page of a walk. */
const ELEMENT_CALLBACKS: ReadonlySet<string> = new Set(['map', 'flatMap', 'forEach', 'filter', 'reduce', 'some', 'every', 'find', 'findLast']);

/**
 * A callback's first parameter that is handed the one response, not an element of a list of pages nor a helper's
 * input: `.then((res) => …)`, react-query's `select: (data) => …`.
 */
function handedOneResponse(variable: TSESLint.Scope.Variable): boolean {
  const def = variable.defs[0];
  if (def?.type !== TSESLint.Scope.DefinitionType.Parameter || !isFunction(def.node) || def.node.params[0] !== def.name) return false;
  const fn = def.node;
  const p = fn.parent;
  if (p.type === AST_NODE_TYPES.CallExpression) return p.arguments.includes(fn as TSESTree.Expression) && !ELEMENT_CALLBACKS.has(lastName(p.callee) ?? '');
  return p.type === AST_NODE_TYPES.Property && p.value === fn;
}

/** `octokit.rest.search.issuesAndPullRequests` or `'GET /search/issues'`: a search endpoint that `paginate` would flatten. */
function isSearchEndpoint(node: Node | undefined): boolean {
  if (!node) return false;
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal) return typeof n.value === 'string' && SEARCH_ROUTE.test(n.value);
  if (n.type === AST_NODE_TYPES.TemplateLiteral) return SEARCH_ROUTE.test(n.quasis[0]?.value.cooked ?? '');
  return n.type === AST_NODE_TYPES.MemberExpression && n.object.type === AST_NODE_TYPES.MemberExpression && lastName(n.object) === 'search';
}

/**
 * An array type that declares a signal of its own: Azure DevOps' `PagedList<T> extends Array<T> { continuationToken?:
 * string }` ("a list that contains a single page of results"). The signals it declares, or none for any other type.
 */
function arraySignals(checker: ts.TypeChecker, type: ts.Type, signals: ReadonlySet<string>): string[] {
  const t = checker.getNonNullableType(type);
  if (checker.isArrayType(t) || checker.isTupleType(t) || !t.getNumberIndexType() || !t.getProperty('length')) return [];
  return t.getProperties().map((p) => p.getName()).filter((name) => signals.has(name));
}

/** Calls that copy or serialise an array's items only: `JSON.stringify` writes no member of an array but its items. */
const ITEM_COPIES: ReadonlySet<string> = new Set(['stringify', 'from']);

/** Expressions whose value is the page itself: `q ? byName(page) : page`, `page ?? []`, `page as Build[]`, `page!`. */
const STANDS_FOR_IT: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.ConditionalExpression, AST_NODE_TYPES.LogicalExpression, AST_NODE_TYPES.TSAsExpression, AST_NODE_TYPES.TSNonNullExpression, AST_NODE_TYPES.AwaitExpression,
]);

/** `!page`, `if (page)`, `page == null`: a test of whether the answer came, which uses neither its items nor its signal. */
function isPresenceTest(node: Node): boolean {
  const p = node.parent;
  if (!p) return false;
  if (p.type === AST_NODE_TYPES.UnaryExpression) return p.operator === '!';
  if (p.type === AST_NODE_TYPES.IfStatement || p.type === AST_NODE_TYPES.WhileStatement) return p.test === node;
  if (p.type === AST_NODE_TYPES.ConditionalExpression) return p.test === node;
  if (p.type !== AST_NODE_TYPES.BinaryExpression || !['==', '===', '!=', '!=='].includes(p.operator)) return false;
  const other = unwrap(p.left === node ? p.right : p.left);
  return (other.type === AST_NODE_TYPES.Literal && other.value === null) || (other.type === AST_NODE_TYPES.Identifier && other.name === 'undefined');
}

/** Steps that look for one record among the items. */
const LOOKUPS: ReadonlySet<string> = new Set(['find', 'findLast', 'findIndex', 'some', 'filter']);

type ArrayUse = { kind: 'signal' } | { kind: 'whole' } | { kind: 'items'; step: string };

export default createRule<Options, MessageIds>({
  name: 'no-ignored-completeness-signal',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow reading the items of a response while ignoring the completeness or continuation signal its type declares',
      recommended: true,
      requiresTypeChecking: true,
    },
    schema: [
      {
        type: 'object',
        properties: {
          signals: {
            type: 'array',
            items: { type: 'string' },
            uniqueItems: true,
            description: 'Field names that signal incompleteness or continuation; replaces the vocabulary\'s list (defaults plus `settings.completeness.signals`).',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{}],
    messages: {
      ignoredSignal: 'This function never reads {{signals}} of `{{name}}`, so a partial answer passes as whole. Check it before `{{prop}}`.',
      paginateSearch: '`paginate()` drops each search page\'s `incomplete_results`, so a timed-out search looks whole. Use `paginate.iterator()` and check it.',
      signalOnArray: '`{{name}}` is one page whose {{signals}} rides on the array, and `{{step}}` keeps only its items. Read it first.',
    },
  },
  create(context, [options]) {
    const signals = options.signals ? new Set(options.signals) : vocabularyOf(context).declaredSignals(SIGNAL_ROLES);
    const totals: ReadonlySet<string> = options.signals ? new Set() : vocabularyOf(context).namesOf(['total']);
    // the everyday words among the signals (`done`, `partial`); a list the user gave is taken as meant
    const plain = vocabularyOf(context).namesOf(SIGNAL_ROLES, true);
    const words: SignalWords = {
      signals,
      everyday: options.signals ? new Set() : new Set([...signals].filter((name) => !plain.has(name))),
      flags: vocabularyOf(context).namesOf(FLAG_ROLES),
    };
    const { types, typeOf } = lazyListingTypes(context);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const judged = new Set<TSESLint.Scope.Variable>();
    const typeOfVariable = new Map<TSESLint.Scope.Variable, ts.Type>();

    /** The calls of `fn` in this file, through its name. */
    function callersOf(fn: FunctionNode): TSESTree.CallExpression[] {
      const id = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn.id : fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier ? fn.parent.id : null;
      if (!id) return [];
      const variable = variableOf(scopeOf(fn), id);
      return (variable?.references ?? [])
        .map((ref) => ref.identifier.parent)
        .filter((p): p is TSESTree.CallExpression => p.type === AST_NODE_TYPES.CallExpression && p.callee.type === AST_NODE_TYPES.Identifier && p.callee.name === id.name);
    }

    /**
     * How each read of `variable` uses the page: reads a signal, hands it on whole (returned, handed to a call that
     * is not followed), or keeps only its items (`JSON.stringify(page)`, `page.map(…)`, `[...page]`, `for … of`).
     * Followed into an alias (`const shown = filter ? byName(page) : page`) and into a helper of this file.
     */
    function arrayUses(variable: TSESLint.Scope.Variable, signalNames: readonly string[], request: TSESTree.CallExpression, depth = 0): ArrayUse[] {
      const uses: ArrayUse[] = [];
      for (const ref of variable.references) {
        if (ref.init || ref.writeExpr) continue;
        let node: Node = ref.identifier;
        // a value that stands for the page: `filter ? byName(page) : page`, `page ?? []`, `page as Build[]`
        for (let up: Node | undefined = node.parent; up && STANDS_FOR_IT.has(up.type) && !(up.type === AST_NODE_TYPES.ConditionalExpression && up.test === node); up = node.parent) node = up;
        const p = node.parent;
        if (!p || isPresenceTest(node)) continue;
        if (p.type === AST_NODE_TYPES.MemberExpression && p.object === node) {
          const name = propertyName(p);
          const test = p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p ? p.parent : null;
          if (name !== null && signalNames.includes(name)) uses.push({ kind: 'signal' });
          // `getRefs(…, branchName)`, then `.find((b) => b.name === branchName)`: the record asked for, found or not
          else if (test !== null && LOOKUPS.has(name ?? '') && narrowedBy(test, request, scopeOf, true)) continue;
          else uses.push({ kind: 'items', step: name ?? '[…]' });
        } else if (p.type === AST_NODE_TYPES.VariableDeclarator && p.init === node && p.id.type === AST_NODE_TYPES.ObjectPattern) {
          const reads = p.id.properties.some((q) => q.type === AST_NODE_TYPES.Property && signalNames.includes(keyName(q) ?? ''));
          uses.push(reads ? { kind: 'signal' } : { kind: 'whole' });
        } else if (p.type === AST_NODE_TYPES.VariableDeclarator && p.init === node && p.id.type === AST_NODE_TYPES.Identifier && depth < 3) {
          const alias = variableOf(scopeOf(p.id), p.id);
          uses.push(...(alias ? arrayUses(alias, signalNames, request, depth + 1) : [{ kind: 'whole' as const }]));
        } else if (p.type === AST_NODE_TYPES.SpreadElement || (p.type === AST_NODE_TYPES.ForOfStatement && p.right === node)) {
          uses.push({ kind: 'items', step: p.type === AST_NODE_TYPES.SpreadElement ? '...' : 'for … of' });
        } else if (p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === node && ITEM_COPIES.has(lastName(p.callee) ?? '')) {
          uses.push({ kind: 'items', step: context.sourceCode.getText(p.callee) });
        } else if (p.type === AST_NODE_TYPES.CallExpression && p.callee !== node && depth < 3) {
          const param = helperParameter(p, p.arguments.indexOf(node as TSESTree.CallExpressionArgument), scopeOf);
          uses.push(...(param ? arrayUses(param, signalNames, request, depth + 1) : [{ kind: 'whole' as const }]));
        } else {
          uses.push({ kind: 'whole' });
        }
      }
      return uses;
    }

    return {
      // `const builds = await buildApi.getBuilds(…)`: a page typed as an array that carries its own continuation
      VariableDeclarator(declarator: TSESTree.VariableDeclarator) {
        const init = declarator.init && unwrap(declarator.init);
        const call = init?.type === AST_NODE_TYPES.AwaitExpression ? unwrap(init.argument) : init;
        if (declarator.id.type !== AST_NODE_TYPES.Identifier || call?.type !== AST_NODE_TYPES.CallExpression) return;
        const variable = variableOf(scopeOf(declarator.id), declarator.id);
        if (!variable || variable.references.length < 2) return;
        const declared = arraySignals(types().checker, typeOf(declarator.id), signals);
        if (declared.length === 0) return;
        const uses = arrayUses(variable, declared, call);
        if (uses.some((u) => u.kind !== 'items')) return;
        const first = uses.find((u): u is Extract<ArrayUse, { kind: 'items' }> => u.kind === 'items');
        if (!first) return;
        const shown = declared.map((d) => `\`${d}\``).join(' or ');
        report(context, { node: call, messageId: 'signalOnArray', data: { name: declarator.id.name, signals: shown, step: first.step } }, [responseKey(call)]);
      },
      CallExpression(call: TSESTree.CallExpression) {
        const m = methodCall(call);
        if (m?.method !== 'paginate') return;
        const route = call.arguments[0];
        if (isSearchEndpoint(route)) {
          report(context, { node: call, messageId: 'paginateSearch' });
          return;
        }
        // `paginate(method, params)` inside a wrapper that takes the endpoint as a parameter: judge its callers.
        const fn = route?.type === AST_NODE_TYPES.Identifier ? enclosingFunction(call) : null;
        const index = fn ? fn.params.findIndex((p) => p.type === AST_NODE_TYPES.Identifier && p.name === (route as TSESTree.Identifier).name) : -1;
        if (!fn || index < 0) return;
        for (const caller of callersOf(fn)) {
          if (isSearchEndpoint(caller.arguments[index])) report(context, { node: caller, messageId: 'paginateSearch' });
        }
      },
      MemberExpression(member: TSESTree.MemberExpression) {
        if (member.computed || member.object.type !== AST_NODE_TYPES.Identifier) return;
        const id = member.object;
        const prop = propertyName(member);
        if (prop === null || signals.has(prop)) return;
        const variable = variableOf(scopeOf(id), id);
        const def = variable?.defs[0];
        if (!variable || judged.has(variable) || !def) return;
        // Candidates: parameters and variables holding an awaited or returned call.
        if (def.type === TSESLint.Scope.DefinitionType.ImportBinding || def.type === TSESLint.Scope.DefinitionType.FunctionName || def.type === TSESLint.Scope.DefinitionType.ClassName) return;
        // judged at its items: `r.total` read before `r.issues` leaves it open
        let type = typeOfVariable.get(variable);
        if (type === undefined) typeOfVariable.set(variable, (type = typeOf(id)));
        // The kit's own envelopes belong to no-dropped-completeness and no-absence-from-partial.
        if (types().isKitEnvelope(type)) {
          judged.add(variable);
          return;
        }
        const checker = types().checker;
        const propSymbol = type.getProperty(prop);
        if (!propSymbol) return;
        const propType = checker.getTypeOfSymbol(propSymbol);
        // Items one level down, as in Elasticsearch's `res.hits.hits`.
        const outer = member.parent;
        const nested = outer.type === AST_NODE_TYPES.MemberExpression && outer.object === member ? propertyName(outer) : null;
        const nestedSymbol = nested === null ? undefined : checker.getNonNullableType(propType).getProperty(nested);
        const itemsNode = isArrayType(checker, propType) ? member : nestedSymbol && isArrayType(checker, checker.getTypeOfSymbol(nestedSymbol)) ? outer : null;
        // "the first one" (`items[0]`, `items.at(0)`) is answered by the first page: judged at another use, if any; an
        // emptiness test stays a use of the page, "none" only where the answer is complete
        if (!itemsNode || firstItemRead(itemsNode) !== null) return;
        judged.add(variable);
        // A signal beside the items inside the response wrapper: `res.data.incomplete_results` beside `res.data.items`.
        const inner = itemsNode === outer ? signalsOf(checker, checker.getNonNullableType(propType), words).map((sig) => `${prop}.${sig}`) : [];
        // a total tells only where the page was fetched here: a callback's page (`pages.flatMap((page) => page.issues)`)
        // or a helper's parameter belongs to a walk that reads the total where it asks for the next page
        const fetchedHere = responseCall(variable) !== null || handedOneResponse(variable);
        const outerTotals = fetchedHere ? pageTotals(type, totals) : [];
        const innerTotals = fetchedHere && itemsNode === outer ? pageTotals(checker.getNonNullableType(propType), totals).map((t) => `${prop}.${t}`) : [];
        const declared = [...new Set([...signalsOf(checker, type, words), ...outerTotals, ...inner, ...innerTotals])];
        if (declared.length === 0 || readsSignal(variable, declared, scopeOf)) return;
        const call = responseCall(variable);
        report(
          context,
          {
            node: itemsNode,
            messageId: 'ignoredSignal',
            data: { name: id.name, prop: itemsNode === member ? prop : `${prop}.${String(nested)}`, signals: declared.map((s) => `\`${s}\``).join(' or ') },
          },
          call ? [responseKey(call)] : [],
        );
      },
    };
  },
});
