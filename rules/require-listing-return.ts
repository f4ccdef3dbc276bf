import { AST_NODE_TYPES, ESLintUtils, type TSESTree } from './utils/typed/ts-eslint.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { fetchesOwn, isFetchCall } from './utils/api/fetch.js';
import { chainStart, contains, isFunction, keyName, unwrap, walk as walkTree, walkOwn, words, type FunctionNode, type Node } from './utils/syntax/ast.js';
import { capOf } from './utils/flow/pagination-loop.js';
import { asksForEveryPage, calleePath, isPager, requestsWhole, staticText, type PageRequestContext } from './utils/api/page-request.js';
import { PAGE_REQUEST_SIZE_KEYS, WINDOW_WORDS } from '../src/vocabulary/index.js';
import { bindingOf } from './utils/syntax/scope.js';
import { walkOf, type Walk, type WalkContext } from './utils/flow/walks/index.js';
import { vocabularyOf } from './utils/api/vocabulary.js';
import { camelWords, names, type Gate } from './utils/gate/text-gate.js';
import { isListingName, LISTING_NAME_WORDS } from './utils/gate/wrapper-names.js';

export type MessageIds = 'requireListing';

const WINDOW = new Set(WINDOW_WORDS);
const SIZE_KEYS = new Set(PAGE_REQUEST_SIZE_KEYS);
const SIZE_IN_QUERY = new RegExp(`[?&](${PAGE_REQUEST_SIZE_KEYS.map((k) => k.replace(/[[\]$]/g, '\\$&')).join('|')})=`);

/**
 * `findRecentMergedPulls` asking `{ limit: 5 }`: the name promises a window of the newest items and the request sets
 * its size, so the array is that window, not a cut-off whole.
 */
function asksForWindow(name: string, fn: FunctionNode): boolean {
  if (!words(name).some((w) => WINDOW.has(w))) return false;
  let sized = false;
  walkTree(fn.body, (n) => {
    if (sized) return false;
    if (n.type === AST_NODE_TYPES.Property && SIZE_KEYS.has(keyName(n) ?? '')) sized = true;
    const text = n.type === AST_NODE_TYPES.Literal || n.type === AST_NODE_TYPES.TemplateLiteral ? staticText(n) : null;
    if (text !== null && SIZE_IN_QUERY.test(text)) sized = true;
    return undefined;
  });
  return sized;
}

/** A report is of an exported function with a listing name that awaits or yields. */
const GATE: Gate = [[names(['export']), names(['await', 'yield']), camelWords(LISTING_NAME_WORDS)]];

/** `T[]`, `readonly T[]`, `Array<T>`, `ReadonlyArray<T>`, or any of them in a `Promise<…>`. */
function isArrayAnnotation(node: TSESTree.TypeNode | undefined): boolean {
  if (!node) return false;
  if (node.type === AST_NODE_TYPES.TSArrayType) return true;
  if (node.type === AST_NODE_TYPES.TSTypeOperator && node.operator === 'readonly') return isArrayAnnotation(node.typeAnnotation);
  if (node.type === AST_NODE_TYPES.TSTypeReference && node.typeName.type === AST_NODE_TYPES.Identifier) {
    const name = node.typeName.name;
    if (name === 'Array' || name === 'ReadonlyArray') return true;
    if (name === 'Promise') return isArrayAnnotation(node.typeArguments?.params[0]);
  }
  return false;
}

function exportedName(fn: FunctionNode): { name: string; node: Node } | null {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id && fn.parent.type === AST_NODE_TYPES.ExportNamedDeclaration) return { name: fn.id.name, node: fn.id };
  const decl = fn.parent;
  if (decl.type === AST_NODE_TYPES.VariableDeclarator && decl.id.type === AST_NODE_TYPES.Identifier && decl.parent.parent.type === AST_NODE_TYPES.ExportNamedDeclaration) {
    return { name: decl.id.name, node: decl.id };
  }
  return null;
}

export default createRule<[], MessageIds>({
  name: 'require-listing-return',
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Require exported list, search and inventory wrappers to return a Listing rather than a bare array',
      strict: true,
    },
    schema: [],
    messages: {
      requireListing: '`{{name}}` returns a bare array, which cannot say it is partial. Return `Promise<Listing<T>>` instead.',
    },
  },
  gate: () => GATE,
  create(context) {
    const vocab = vocabularyOf(context);
    const services = context.sourceCode.parserServices;
    const typed = services?.program ? ESLintUtils.getParserServices(context) : null;

    function returnsArray(fn: FunctionNode): boolean {
      if (fn.returnType) return isArrayAnnotation(fn.returnType.typeAnnotation);
      if (!typed) return false;
      const checker = typed.program.getTypeChecker();
      const signature = checker.getSignatureFromDeclaration(typed.esTreeNodeToTSNodeMap.get(fn));
      if (!signature) return false;
      let ret = checker.getReturnTypeOfSignature(signature);
      const awaited = checker.getAwaitedType(ret);
      if (awaited) ret = awaited;
      return checker.isArrayType(ret) || checker.isTupleType(ret);
    }

    const walkContext: WalkContext = {
      scopeOf: (n) => context.sourceCode.getScope(n),
      declaredVariables: (n) => context.sourceCode.getDeclaredVariables(n),
    };

    /**
     * Does the wrapper gather every page itself, through a pager (`octokit.paginate`) or a walk with no client cap?
     * Its bare array is then the whole scope or an exception, never a silent part.
     */
    function walksEveryPage(fn: FunctionNode): boolean {
      const found = { whole: false };
      walkTree(fn.body, (n) => {
        if (found.whole) return false;
        if (n.type === AST_NODE_TYPES.CallExpression) {
          const path = calleePath(n.callee);
          if ((path !== null && isPager(path, vocab.apis)) || asksForEveryPage(n)) found.whole = true;
        }
        const w = n.type === AST_NODE_TYPES.CallExpression || isFunction(n) || n.type.endsWith('Statement') ? walkOf(n, walkContext) : null;
        // the walk may be the wrapper's own or a helper of its body (`const getNextPage = async (token) => {…}`)
        if (w && (w.fn === fn || contains(fn.body, w.fn)) && gathers(w) && capOf(w, walkContext.scopeOf) === null) found.whole = true;
        return undefined;
      });
      const own = fn.async ? walkOf(fn, walkContext) : null;
      return found.whole || (own !== null && gathers(own) && capOf(own, walkContext.scopeOf) === null);
    }

    const requestContext: PageRequestContext = {
      vocabulary: vocab,
      text: (n) => context.sourceCode.getText(n),
      resolve: (id) => bindingOf((node) => context.sourceCode.getScope(node), id),
    };

    /** A request for a `whole` endpoint, itself or as the callback of a wrapper (`withRetry(() => api.get('/issueLinkType'))`). */
    function wholeRequest(call: TSESTree.CallExpression): boolean {
      if (requestsWhole(call, requestContext)) return true;
      return call.arguments.some((a) => {
        if (!isFunction(a)) return false;
        let found = false;
        walkOwn(a.body, (n) => {
          if (!found && n.type === AST_NODE_TYPES.CallExpression && requestsWhole(n, requestContext)) found = true;
        });
        return found;
      });
    }

    /**
     * Does every fetch the wrapper awaits ask an endpoint documented to answer the whole scope (the `whole` shapes of
     * the API table)? Its bare array is then everything there is.
     */
    function fetchesOnlyWhole(fn: FunctionNode): boolean {
      const seen = { whole: false, other: false };
      walkOwn(fn.body, (n) => {
        if (n.type !== AST_NODE_TYPES.AwaitExpression) return;
        const arg = unwrap(n.argument);
        if (arg.type !== AST_NODE_TYPES.CallExpression) seen.other = true;
        else if (!isFetchCall(arg, true, vocab)) return;
        else if (wholeRequest(chainStart(arg))) seen.whole = true;
        else seen.other = true;
      });
      return seen.whole && !seen.other;
    }

    const gathers = (w: Walk) => w.accumulators.size > 0 || w.yields || w.kind === 'recursion' || w.kind === 'paginate-callback';

    function check(fn: FunctionNode): void {
      const exported = exportedName(fn);
      // a return annotation, or no type information, answers before the name and the walk of the body; the type checker after them
      if (!exported || ((fn.returnType || !typed) && !returnsArray(fn)) || !isListingName(exported.name)) return;
      if (!fetchesOwn(fn.body, vocab) || !returnsArray(fn) || walksEveryPage(fn) || fetchesOnlyWhole(fn) || asksForWindow(exported.name, fn)) return;
      report(context, { node: exported.node, messageId: 'requireListing', data: { name: exported.name } });
    }

    return {
      FunctionDeclaration: check,
      ArrowFunctionExpression: (fn: TSESTree.ArrowFunctionExpression) => {
        if (fn.parent.type === AST_NODE_TYPES.VariableDeclarator) check(fn);
      },
      FunctionExpression: (fn: TSESTree.FunctionExpression) => {
        if (fn.parent.type === AST_NODE_TYPES.VariableDeclarator) check(fn);
      },
    };
  },
});
