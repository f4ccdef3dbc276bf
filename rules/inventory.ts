import { AST_NODE_TYPES, type TSESTree } from './utils/typed/ts-eslint.js';
import { APIS, COPYING_METHODS, KIT } from '../src/vocabulary/index.js';
import { calleeName, functionName, keyName, returnedValues, unwrap, walk, walkOwn, type FunctionNode } from './utils/syntax/ast.js';
import { requestedOperation, type PageRequestContext } from './utils/api/page-request.js';
import { operationLabel } from './utils/api/operations.js';
import { bindingOf } from './utils/syntax/scope.js';
import { createRule } from './utils/reporting/create-rule.js';
import { vocabularyOf, type Vocabulary } from './utils/api/vocabulary.js';
import { isListingName } from './utils/gate/wrapper-names.js';

export type ReturnShape = 'Listing' | 'object with completeness field' | 'bare array' | 'other';

export interface WrapperRecord {
  readonly name: string;
  readonly shape: ReturnShape;
  readonly line: number;
  readonly endLine: number;
  /** The paginated operations of the vendors' descriptions the function requests itself (`calendar.events.list`), when any. */
  readonly operations?: readonly string[];
}

/** The kit's calls that build a Listing, with the adapters named in the API table. */
const KIT_CONSTRUCTORS: ReadonlySet<string> = new Set([...KIT.listingConstructors, ...APIS.flatMap((a) => [a.adapter, a.pages]).filter((n): n is string => n !== null)]);
const SHADOWED: ReadonlySet<string> = new Set(KIT.shadowedTypes);
const COPYING: ReadonlySet<string> = new Set(COPYING_METHODS);

/** What a file imports from the kit (`completeness`, `completeness/adapters`): local name → exported name. */
function kitImports(program: TSESTree.Program): Map<string, string> {
  const names = new Map<string, string>();
  for (const stmt of program.body) {
    if (stmt.type !== AST_NODE_TYPES.ImportDeclaration) continue;
    const from = stmt.source.value;
    if (from !== KIT.packageName && !from.startsWith(`${KIT.packageName}/`)) continue;
    for (const spec of stmt.specifiers) {
      if (spec.type === AST_NODE_TYPES.ImportSpecifier) names.set(spec.local.name, spec.imported.type === AST_NODE_TYPES.Identifier ? spec.imported.name : spec.imported.value);
    }
  }
  return names;
}

/** Does the return annotation name a Listing type: the kit's (a shadowed name like `Partial` only when imported from the kit) or one from `settings.completeness.listingTypes`? */
function annotatesListing(annotation: TSESTree.TypeNode | undefined, imports: ReadonlyMap<string, string>, vocab: Vocabulary): boolean {
  if (!annotation) return false;
  let found = false;
  walk(annotation, (n) => {
    if (found || n.type !== AST_NODE_TYPES.TSTypeReference || n.typeName.type !== AST_NODE_TYPES.Identifier) return undefined;
    const local = n.typeName.name;
    const name = imports.get(local) ?? local;
    if (vocab.listingTypes.has(name) && (!SHADOWED.has(name) || imports.has(local))) found = true;
    return undefined;
  });
  return found;
}

/** A call of the kit's own Listing builders: a plain call (`collectAll(…)`, not `Object.fromEntries(…)`), imported from the kit when the file imports it. */
function isKitConstructor(node: TSESTree.Node, imports: ReadonlyMap<string, string>): boolean {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.Identifier) return false;
  const local = node.callee.name;
  return KIT_CONSTRUCTORS.has(imports.get(local) ?? local);
}

function shapeOf(fn: FunctionNode, imports: ReadonlyMap<string, string>, vocab: Vocabulary): ReturnShape {
  const annotation = fn.returnType?.typeAnnotation;
  if (annotatesListing(annotation, imports, vocab)) return 'Listing';
  const values = returnedValues(fn).map((v) => {
    const n = unwrap(v.type === AST_NODE_TYPES.AwaitExpression ? v.argument : v);
    return n.type === AST_NODE_TYPES.AwaitExpression ? unwrap(n.argument) : n;
  });
  if (values.some((v) => isKitConstructor(v, imports))) return 'Listing';
  const markers = vocab.namesOf(['complete-claim', 'partial-claim', 'reasons', 'cursor', 'more-flag', 'last-flag']);
  if (values.some((v) => v.type === AST_NODE_TYPES.ObjectExpression && v.properties.some((p) => p.type === AST_NODE_TYPES.Property && markers.has(keyName(p) ?? '')))) {
    return 'object with completeness field';
  }
  const arrayAnnotation = annotation !== undefined && hasArrayType(annotation);
  if (arrayAnnotation || values.some((v) => v.type === AST_NODE_TYPES.ArrayExpression || (v.type === AST_NODE_TYPES.CallExpression && COPYING.has(calleeName(v) ?? '')))) {
    return 'bare array';
  }
  return 'other';
}

function hasArrayType(annotation: TSESTree.TypeNode): boolean {
  let found = false;
  walk(annotation, (n) => {
    if (n.type === AST_NODE_TYPES.TSArrayType || (n.type === AST_NODE_TYPES.TSTypeReference && n.typeName.type === AST_NODE_TYPES.Identifier && n.typeName.name === 'Array')) found = true;
  });
  return found;
}

/**
 * Not a lint rule for users: `completeness inventory` runs it to list every function that can return a
 * list, aggregate or search result, one report per function, the record as JSON in the message.
 */
export default createRule<[], 'wrapper'>({
  name: 'inventory',
  meta: {
    type: 'suggestion',
    docs: { description: 'Lists list, search and inventory wrappers for `completeness inventory`' },
    schema: [],
    messages: { wrapper: '{{record}}' },
  },
  create(context) {
    const vocab = vocabularyOf(context);
    const imports = kitImports(context.sourceCode.ast);
    const requestContext: PageRequestContext = {
      vocabulary: vocab,
      text: (n) => context.sourceCode.getText(n),
      resolve: (id) => bindingOf((node) => context.sourceCode.getScope(node), id),
    };
    /** The paginated operations the function's own body requests (not its nested functions'). */
    function operationsOf(fn: FunctionNode): string[] {
      const found = new Set<string>();
      walkOwn(fn.body, (n) => {
        if (n.type !== AST_NODE_TYPES.CallExpression) return;
        const op = requestedOperation(n, requestContext);
        if (op !== null) found.add(operationLabel(op));
      });
      return [...found];
    }
    function check(fn: FunctionNode): void {
      const name = functionName(fn);
      if (name === null) return;
      // a function that requests a paginated operation lists, whatever its name says
      const operations = operationsOf(fn);
      if (operations.length === 0 && !isListingName(name) && !annotatesListing(fn.returnType?.typeAnnotation, imports, vocab)) return;
      const record: WrapperRecord = { name, shape: shapeOf(fn, imports, vocab), line: fn.loc.start.line, endLine: fn.loc.end.line, ...(operations.length > 0 && { operations }) };
      context.report({ node: fn, messageId: 'wrapper', data: { record: JSON.stringify(record) } });
    }
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
});

