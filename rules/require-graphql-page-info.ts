import { AST_NODE_TYPES, TSESLint, type TSESTree } from './utils/typed/ts-eslint.js';
import { apiById, BOUNDED_COLLECTIONS, CONNECTION_FOLLOW_METHODS, GRAPHQL_TAGS as TAGS } from '../src/vocabulary/index.js';
import { keyName, lastName, propertyName, unwrap, type Node } from './utils/syntax/ast.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { anyAttribute, listen, when } from './utils/syntax/selectors.js';
import { proseWords, type Gate } from './utils/gate/text-gate.js';
import { fieldsWithOwners, parseSelections, type GraphQLField } from './utils/api/graphql.js';
import { variableOf } from './utils/syntax/scope.js';
import { perVocabulary, vocabularyOf } from './utils/api/vocabulary.js';

export type MessageIds = 'missingPageInfo' | 'nodesWithoutPageInfo';

const CONNECTION = apiById('graphql-connection');
/** `first`, `last`: the page-size arguments of a connection. */
const SIZE_ARGS: ReadonlySet<string> = new Set(CONNECTION?.pageSize ?? []);
/** `nodes`, `edges`: where a connection's items are. */
const ITEM_FIELDS: ReadonlySet<string> = new Set(CONNECTION?.items ?? []);
/** Tags and callees whose template is a GraphQL document. */
const GRAPHQL_TAGS: ReadonlySet<string> = new Set(TAGS);
/** Both reports need a page size and an items field: written in a document (GraphQL reads `first:` in `(first:$n)`) or as keys. */
const GATE: Gate = [[proseWords(SIZE_ARGS), proseWords(ITEM_FIELDS)]];
/** A declarator whose value may be an awaited SDK call (`const r = await sdk.issues({ first: 50 })`). */
const AWAITED_INIT = anyAttribute(['init.type'], /^(AwaitExpression|TS)/);
const OPERATION = /^\s*(#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\b[^{]*\{/;
const SIZE_PREFILTER = /\b(first|last)\s*:/;
/** `nodes`, `edges`, `node`: the plumbing between a connection and the objects it holds. */
const PLUMBING: ReadonlySet<string> = new Set([...ITEM_FIELDS, 'node']);

/** Does the connection ask for at least as many items as its platform allows under this owner (an issue's 100 labels)? */
function asksForCappedWhole(field: GraphQLField, owner: string | null, size: string): boolean {
  const n = Number(size);
  return owner !== null && BOUNDED_COLLECTIONS.some((b) => b.graphql?.connection.includes(field.name) === true && b.graphql.under.includes(owner) && n >= b.max);
}

/** The page size a connection field asks for (`first: 20`, `last: $n`), or null when it is not a page request. */
function pageSize(field: GraphQLField): string | null {
  for (const arg of SIZE_ARGS) {
    const value = field.args.get(arg);
    if (value !== undefined) return value;
  }
  return null;
}

/** Does the connection's own selection (not a nested connection's) read its more-flag (`pageInfo { hasNextPage }`) or its `totalCount`? */
function readsMoreFlag(connection: GraphQLField, moreFlags: ReadonlySet<string>): boolean {
  const stack = [...connection.children];
  for (let f = stack.pop(); f; f = stack.pop()) {
    if (moreFlags.has(f.name)) return true;
    if (pageSize(f) === null) stack.push(...f.children);
  }
  return false;
}

/**
 * The connections a document asks for one page of and whose items it reads, without the more-flag:
 * `customers(first: $first) { edges { node { id } } }`. Sound: `first: 1` (one record, an existence check),
 * a count only (`first: 1) { totalCount }`), and a selection with `pageInfo { hasNextPage }` or a `totalCount` to
 * compare the items with.
 */
export function unpagedConnections(text: string, moreFlags: ReadonlySet<string>): GraphQLField[] {
  const found: GraphQLField[] = [];
  for (const { field, owner } of fieldsWithOwners(parseSelections(text), PLUMBING)) {
    const size = pageSize(field);
    if (size === null || size === '0' || size === '1' || asksForCappedWhole(field, owner, size)) continue;
    if (!field.children.some((c) => ITEM_FIELDS.has(c.name))) continue;
    if (readsMoreFlag(field, moreFlags)) continue;
    found.push(field);
  }
  return found;
}

/** Is this template or string a GraphQL document: tagged `gql`/`graphql`, marked `/* GraphQL *\/` or `#graphql`, passed to `graphql(…)`, or an operation? */
function isGraphQLDocument(node: TSESTree.TemplateLiteral | TSESTree.Literal, text: string, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  if (/^\s*#graphql\b/.test(text) || OPERATION.test(text)) return true;
  const parent = node.parent;
  if (parent.type === AST_NODE_TYPES.TaggedTemplateExpression) return GRAPHQL_TAGS.has(lastName(parent.tag) ?? '');
  if (parent.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === node && GRAPHQL_TAGS.has(lastName(parent.callee) ?? '')) return true;
  return sourceCode.getCommentsBefore(node).some((c) => (c.type as string) === 'Block' && c.value.trim().toLowerCase() === 'graphql');
}

/** The literal's source with `${…}` blanked out, so an offset in it is an offset in the file. */
function documentText(node: TSESTree.TemplateLiteral | TSESTree.Literal, source: string): string {
  const [start, end] = node.range;
  if (node.type === AST_NODE_TYPES.Literal) return source.slice(start, end);
  let text = '';
  node.quasis.forEach((q, k) => {
    const next = node.quasis[k + 1];
    text += source.slice(q.range[0], q.range[1]);
    if (next) text += ' '.repeat(next.range[0] - q.range[1]);
  });
  return text;
}

/** What an SDK connection's follower reads: `pageInfo`, `hasNextPage`, `endCursor` (the API row's signals) or `fetchNext()`. */
const SDK_SIGNALS: ReadonlySet<string> = new Set([...(CONNECTION?.signals ?? []).flatMap((s) => s.split('.')), ...CONNECTION_FOLLOW_METHODS]);

/**
 * What in a connection's selection shows whether the page is whole: its more-flags (`hasNextPage`) or the total to
 * compare the items with (`totalCount`), as the API row names them.
 */
const moreFlagsOf = perVocabulary((vocab): ReadonlySet<string> => new Set((CONNECTION?.signals ?? []).map((s) => s.split('.').pop() ?? '').filter((n) => vocab.roleOf(n) === 'more-flag' || vocab.roleOf(n) === 'total')));

export default createRule<[], MessageIds>({
  name: 'require-graphql-page-info',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require a GraphQL connection asked for one page (`first:` / `last:`) to select `pageInfo { hasNextPage }`',
      recommended: true,
    },
    schema: [],
    messages: {
      missingPageInfo: '`{{field}}({{arg}}: {{size}})` reads one page without `pageInfo { hasNextPage }`, so it looks whole. Select and follow it.',
      nodesWithoutPageInfo: '`{{field}}.{{items}}` is one page, and its `pageInfo` is never read, so it looks whole. Follow `pageInfo.hasNextPage`.',
    },
  },
  gate: () => GATE,
  create(context) {
    const vocab = vocabularyOf(context);
    // `hasNextPage`, `hasPreviousPage`: the API row's signals that the vocabulary calls a more-flag.
    const moreFlags = moreFlagsOf(vocab);
    const sourceCode = context.sourceCode;

    function check(node: TSESTree.TemplateLiteral | TSESTree.Literal): void {
      const raw = node.type === AST_NODE_TYPES.Literal ? (typeof node.value === 'string' ? node.value : null) : node.quasis.map((q) => q.value.raw).join(' ');
      // Cheap tests on the literal's own text first: most strings never get scanned.
      if (raw === null || !SIZE_PREFILTER.test(raw) || !raw.includes('{') || !isGraphQLDocument(node, raw, sourceCode)) return;
      const text = documentText(node, sourceCode.text);
      for (const field of unpagedConnections(text, moreFlags)) {
        const at = node.range[0] + field.offset;
        const arg = [...SIZE_ARGS].find((a) => field.args.has(a)) ?? 'first';
        report(context, {
          loc: { start: sourceCode.getLocFromIndex(at), end: sourceCode.getLocFromIndex(at + field.name.length) },
          messageId: 'missingPageInfo',
          data: { field: field.name, arg, size: field.args.get(arg) ?? '' },
        });
      }
    }

    /** `await sdk.issues({ first: 50 })` whose `.nodes` are read while its `pageInfo` never is. */
    function checkSdkCall(declarator: TSESTree.VariableDeclarator): void {
      const init = declarator.init ? unwrap(declarator.init) : null;
      if (init?.type !== AST_NODE_TYPES.AwaitExpression) return;
      const call = unwrap(init.argument);
      if (call.type !== AST_NODE_TYPES.CallExpression) return;
      const options = call.arguments.find((a) => a.type === AST_NODE_TYPES.ObjectExpression);
      const size = options?.type === AST_NODE_TYPES.ObjectExpression ? options.properties.find((p) => p.type === AST_NODE_TYPES.Property && SIZE_ARGS.has(keyName(p) ?? '')) : undefined;
      if (size?.type !== AST_NODE_TYPES.Property) return;
      const value = unwrap(size.value);
      if (value.type === AST_NODE_TYPES.Literal && value.value === 1) return;
      const field = lastName(call.callee) ?? 'connection';
      if (declarator.id.type === AST_NODE_TYPES.ObjectPattern) {
        const keys = declarator.id.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? keyName(p) : null));
        const items = keys.find((k) => k !== null && ITEM_FIELDS.has(k));
        if (items && !keys.some((k) => k !== null && SDK_SIGNALS.has(k))) report(context, { node: call, messageId: 'nodesWithoutPageInfo', data: { field, items } });
        return;
      }
      if (declarator.id.type !== AST_NODE_TYPES.Identifier) return;
      const variable = variableOf(sourceCode.getScope(declarator), declarator.id);
      let items: string | null = null;
      for (const ref of variable?.references ?? []) {
        if (ref.init) continue;
        const parent: Node = ref.identifier.parent;
        if (parent.type !== AST_NODE_TYPES.MemberExpression || parent.object !== ref.identifier) return; // passed on whole
        const name = propertyName(parent);
        if (name !== null && SDK_SIGNALS.has(name)) return;
        if (name !== null && ITEM_FIELDS.has(name)) items = name;
      }
      if (items !== null) report(context, { node: call, messageId: 'nodesWithoutPageInfo', data: { field, items } });
    }

    return listen(
      { TemplateLiteral: check },
      when(AST_NODE_TYPES.Literal, (node) => typeof node.value === 'string' && node.value.length > 12 && SIZE_PREFILTER.test(node.value), check),
      when(AST_NODE_TYPES.VariableDeclarator, AWAITED_INIT, checkSdkCall),
    );
  },
});
