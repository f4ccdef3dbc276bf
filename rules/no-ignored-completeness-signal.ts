import { AST_NODE_TYPES, TSESLint, type TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';
import { keyName, lastName, methodCall, propertyName, type Node } from './utils/ast.js';
import { createRule } from './utils/create-rule.js';
import { variableOf } from './utils/scope.js';
import { lazyListingTypes } from './utils/typed.js';
import { defaultVocabulary, vocabularyOf } from './utils/vocabulary.js';
import type { FieldRole } from '../src/vocabulary/index.js';

export type Options = [{ signals?: string[] }];
export type MessageIds = 'ignoredSignal' | 'paginateSearch';

/** The roles of a field whose presence in a response type says "this may not be everything". */
const SIGNAL_ROLES: readonly FieldRole[] = ['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'failure'];

/** The default signal fields (src/vocabulary/fields.ts), for the docs and the tests. */
export const DEFAULT_SIGNALS: readonly string[] = [...defaultVocabulary.declaredSignals(SIGNAL_ROLES)];

const SEARCH_ROUTE = /^\s*(GET\s+)?\/search\//i;

function isArrayType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const t = checker.getNonNullableType(type);
  return checker.isArrayType(t) || checker.isTupleType(t);
}

/** The signal fields a type declares (one level down too, for `metadata.continue`, `response_metadata.next_cursor`). */
function signalsOf(checker: ts.TypeChecker, type: ts.Type, signals: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const member of type.isUnion() ? type.types : [type]) {
    for (const p of member.getProperties()) {
      if (signals.has(p.getName())) found.add(p.getName());
      if (p.getName() === 'metadata') {
        for (const q of checker.getTypeOfSymbol(p).getProperties()) if (signals.has(q.getName())) found.add(`metadata.${q.getName()}`);
      }
    }
  }
  return [...found];
}

/** Does the function read any of `signals` from `variable` (directly or one level down), or pass the whole value on? */
function readsSignal(variable: TSESLint.Scope.Variable, signals: readonly string[]): boolean {
  const names = new Set(signals.flatMap((s) => s.split('.')));
  return variable.references.some((ref) => {
    const id = ref.identifier;
    if (ref.init || ref.writeExpr) return false;
    const parent = id.parent;
    if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.ObjectPattern) {
      // `const { has_more } = page` reads the signal; `const { data } = page` does not.
      return parent.id.properties.some((p) => p.type === AST_NODE_TYPES.Property && names.has(keyName(p) ?? ''));
    }
    if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== id) return true; // passed on whole
    const first = propertyName(parent);
    if (first !== null && names.has(first)) return true;
    const grand = parent.parent;
    return grand.type === AST_NODE_TYPES.MemberExpression && grand.object === parent && names.has(propertyName(grand) ?? '');
  });
}

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
      ignoredSignal:
        '`{{name}}.{{prop}}` is read, but `{{name}}` also declares {{signals}}, which this function never reads. Without it the first page, or a timed-out or partial answer, passes for the whole. Check the signal (or map the response with a `completeness/adapters` function, or `collectAll()`).',
      paginateSearch:
        '`paginate()` over a search endpoint concatenates the pages and drops each page\'s `incomplete_results`, so a timed-out search looks complete. Use `paginate.iterator()` and check `incomplete_results` on each page, or `collectAll(githubSearchPages(...))` from `completeness/adapters`.',
    },
  },
  create(context, [options]) {
    const signals = options.signals ? new Set(options.signals) : vocabularyOf(context).declaredSignals(SIGNAL_ROLES);
    const { types, typeOf } = lazyListingTypes(context);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const judged = new Set<TSESLint.Scope.Variable>();

    return {
      CallExpression(call: TSESTree.CallExpression) {
        const m = methodCall(call);
        if (m?.method !== 'paginate') return;
        const route = call.arguments[0];
        const isSearch =
          (route?.type === AST_NODE_TYPES.Literal && typeof route.value === 'string' && SEARCH_ROUTE.test(route.value)) ||
          (route?.type === AST_NODE_TYPES.MemberExpression && route.object.type === AST_NODE_TYPES.MemberExpression && lastName(route.object) === 'search');
        if (isSearch) context.report({ node: call, messageId: 'paginateSearch' });
      },
      'MemberExpression[computed=false] > Identifier.object'(id: TSESTree.Identifier) {
        const member = id.parent as TSESTree.MemberExpression;
        const prop = propertyName(member);
        if (prop === null || signals.has(prop)) return;
        const variable = variableOf(scopeOf(id), id);
        const def = variable?.defs[0];
        if (!variable || judged.has(variable) || !def) return;
        // Candidates: parameters and variables holding an awaited or returned call.
        if (def.type === TSESLint.Scope.DefinitionType.ImportBinding || def.type === TSESLint.Scope.DefinitionType.FunctionName || def.type === TSESLint.Scope.DefinitionType.ClassName) return;
        judged.add(variable);
        const type = typeOf(id);
        // The kit's own envelopes belong to no-dropped-completeness and no-absence-from-partial.
        if (types().isKitEnvelope(type)) return;
        const checker = types().checker;
        const propSymbol = type.getProperty(prop);
        if (!propSymbol) return;
        const propType = checker.getTypeOfSymbol(propSymbol);
        // Items one level down, as in Elasticsearch's `res.hits.hits`.
        const outer = member.parent;
        const nested = outer.type === AST_NODE_TYPES.MemberExpression && outer.object === member ? propertyName(outer) : null;
        const nestedSymbol = nested === null ? undefined : checker.getNonNullableType(propType).getProperty(nested);
        const itemsNode = isArrayType(checker, propType) ? member : nestedSymbol && isArrayType(checker, checker.getTypeOfSymbol(nestedSymbol)) ? outer : null;
        if (!itemsNode) return;
        const declared = signalsOf(checker, type, signals);
        if (declared.length === 0 || readsSignal(variable, declared)) return;
        context.report({
          node: itemsNode,
          messageId: 'ignoredSignal',
          data: { name: id.name, prop: itemsNode === member ? prop : `${prop}.${String(nested)}`, signals: declared.map((s) => `\`${s}\``).join(', ') },
        });
      },
    };
  },
});
