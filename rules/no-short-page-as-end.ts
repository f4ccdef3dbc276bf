import { AST_NODE_TYPES, ASTUtils, TSESLint as Lint, type TSESTree } from './utils/typed/ts-eslint.js';
import type { ApiEntry } from '../src/vocabulary/index.js';
import { CONTINUATION_ENVELOPES, END_FLAG_WORDS, ENVELOPED_PAGE_COUNT_FIELDS, FULL_PAGE_APIS, LAST_PAGE_NUMBER_FIELDS, PAGE_SIZE_KEYS, PAGE_SIZE_WORDS } from '../src/vocabulary/index.js';
import { abbreviate, alwaysExits, awaitsOwn, contains, isNullish, keyName, lastName, methodCall, numberValue, propertyName, unwrap, walk, walkOwn, words, enclosingFunction, isFunction, type Expression, type Node } from './utils/syntax/ast.js';
import { claimPolarity } from './utils/flow/completeness-claims.js';
import { guardsOf } from './utils/syntax/conditions.js';
import { ADVICE } from './utils/reporting/advice.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { always, anyAttribute, eachProperty, listen, when } from './utils/syntax/selectors.js';
import { destructiveMatcherOf, destructiveVerb } from './utils/flow/destructive.js';
import { API_ORIGIN_TEXT, OriginTracker } from './utils/flow/origin.js';
import { gated, names, type Gate } from './utils/gate/text-gate.js';
import { noMorePagesLeaf } from './utils/flow/signals.js';
import { perVocabulary, vocabularyOf, type Vocabulary } from './utils/api/vocabulary.js';
import { WALK_TEXT, walkListeners, type Walk } from './utils/flow/walks/index.js';
import { constDeclarationInitOf } from './utils/syntax/scope.js';
import { isFetchCall, readsDatabase } from './utils/api/fetch.js';
import { isLogCall } from './utils/api/page-response.js';
import { clientWords, namesClient } from './utils/api/page-request.js';

export type MessageIds = 'shortPageAsEnd' | 'totalFromFirstPage' | 'countAsEnd' | 'linkWithoutNext' | 'shiftingPages';
export type Options = [
  {
    /**
     * `'any'`: every walk that ends where a page comes back shorter than asked. `'proven'`: only where a short page is
     * known not to be the last: the page was filtered before its length was tested, or the API documents short pages
     * before the end.
     */
    shortPages?: 'any' | 'proven';
  },
];

const { DefinitionType } = Lint.Scope;
const SIZE_WORDS = new Set(PAGE_SIZE_WORDS);
const SIZE_KEYS = new Set(PAGE_SIZE_KEYS.map((k) => k.toLowerCase()));
const END_NAMES = new Set(END_FLAG_WORDS.map((k) => k.toLowerCase()));
const LAST_PAGE_NUMBERS: ReadonlySet<string> = new Set(LAST_PAGE_NUMBER_FIELDS);
const ENVELOPED_PAGE_COUNTS: ReadonlySet<string> = new Set(ENVELOPED_PAGE_COUNT_FIELDS);
const ENVELOPES: ReadonlySet<string> = new Set(CONTINUATION_ENVELOPES);
/** `paging.pages`, `{ pages } = res.paging`: a page count named inside a paging envelope (`envelope`: its object's last name). */
function envelopedPageCount(field: string, envelope: string | null): boolean {
  return ENVELOPED_PAGE_COUNTS.has(field) && envelope !== null && ENVELOPES.has(envelope.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
const COMPARISONS = new Set(['<', '<=', '!==', '!=', '===', '==', '>=', '>']);

function isEndName(name: string): boolean {
  return END_NAMES.has(name.toLowerCase()) || claimPolarity(name) !== null;
}

function isSizeName(name: string): boolean {
  return words(name).some((w) => SIZE_WORDS.has(w)) || /^[A-Z][A-Z0-9_]*$/.test(name);
}

/** Each row's documented largest page (`maxPageSize`) that `keep` admits, by the name of its page-size parameter. */
function largestPages(vocabulary: Vocabulary, keep: (api: ApiEntry) => boolean): ReadonlyMap<string, { size: number; api: ApiEntry }[]> {
  const sizes = new Map<string, { size: number; api: ApiEntry }[]>();
  for (const api of vocabulary.apis) {
    if (api.maxPageSize === undefined || !keep(api)) continue;
    for (const key of api.pageSize) {
      const k = key.toLowerCase();
      sizes.set(k, [...(sizes.get(k) ?? []), { size: api.maxPageSize, api }]);
    }
  }
  return sizes;
}

/** Every row's largest page: a larger size asked for is served at that size, so every page looks short. */
const maxPageSizes = perVocabulary((vocabulary: Vocabulary) => largestPages(vocabulary, () => true));

/**
 * Page sizes at which an API in the table documents full pages until the last (`per_page: 100` on GitHub), by the
 * parameter's name, with the API: the request must go through its client for the size to count.
 */
const fullPageSizes = perVocabulary((vocabulary: Vocabulary) => largestPages(vocabulary, (api) => FULL_PAGE_APIS.includes(api.id)));

/** The request a parameter is sent in: the call whose argument object holds the property (`{ params: { per_page } }` included). */
function requestOf(property: Node): TSESTree.CallExpression | null {
  let n: Node = property;
  while (n.parent && (n.parent.type === AST_NODE_TYPES.ObjectExpression || n.parent.type === AST_NODE_TYPES.Property)) n = n.parent;
  return n.parent?.type === AST_NODE_TYPES.CallExpression && n.parent.arguments.includes(n as TSESTree.Expression) ? n.parent : null;
}

/** Does the request go to this API: through its client (`octokit.…`), or to a URL naming it (`https://api.github.com/…`)? */
function goesTo(call: TSESTree.CallExpression, api: ApiEntry, text: (n: Node) => string): boolean {
  if (namesClient(call, api)) return true;
  const first = call.arguments[0];
  return first !== undefined && (first.type === AST_NODE_TYPES.Literal || first.type === AST_NODE_TYPES.TemplateLiteral) && [...clientWords(api)].some((w) => text(first).toLowerCase().includes(w));
}
const totalNames = perVocabulary((vocabulary): ReadonlySet<string> => new Set([...vocabulary.namesOf(['total'])].map((n) => n.toLowerCase())));

/**
 * What each way of reporting needs in the text: a short page is a fetched `.length`; a walk's stale total or
 * guessed end reads a total (or a Link header's `last`); shifting pages send a `page` and delete; a Link test reads
 * `headers.link`; pages scheduled with `Array.from({ length })`, or pushed by a loop, read a total.
 */
const gatesOf = perVocabulary((vocabulary) => {
  const total = names([...totalNames(vocabulary), ...LAST_PAGE_NUMBER_FIELDS, ...ENVELOPED_PAGE_COUNT_FIELDS], 'i');
  const length = names(['length']);
  const gates = {
    shortPage: [[length, API_ORIGIN_TEXT]],
    walks: [[WALK_TEXT, total], [WALK_TEXT, names(['link'], 'i'), names(['last'])], [WALK_TEXT, names(['page']), destructiveMatcherOf(vocabulary).inText]],
    link: [[names(['headers']), names(['link'], 'i')]],
    scheduled: [[length, total]],
    scheduledLoop: [[names(['push']), total]],
  } satisfies Record<string, Gate>;
  return { ...gates, any: Object.values(gates).flat() };
});

/** `rel="last"` in a string or a regular expression: the Link header's last page (RFC 8288; GitHub and GitLab send it). */
const LAST_LINK = /rel=\\?["']?last\b/;

/** `headers.link`, `headers['Link']`: a member that may be a Link header. */
const LINK_MEMBER = anyAttribute(['property.name', 'property.value'], /^link$/i);

/** Does this comparison decide that pagination ended (or compute "has more")? */
function endsPagination(test: Expression): boolean {
  let n: Node = test;
  while (n.parent.type === AST_NODE_TYPES.LogicalExpression || (n.parent.type === AST_NODE_TYPES.UnaryExpression && n.parent.operator === '!')) n = n.parent;
  if (!decidesTheEnd(n)) return false;
  // `!res.next && data.length < limit`: the API's own signal is required as well.
  if (n !== test && n.type === AST_NODE_TYPES.LogicalExpression && n.operator === '&&') {
    const signals: Node[] = [];
    walk(n, (c) => {
      if (c !== test && (c.type === AST_NODE_TYPES.MemberExpression || c.type === AST_NODE_TYPES.Identifier) && noMorePagesLeaf(c)) signals.push(c);
    });
    if (signals.length > 0) return false;
  }
  return true;
}

/** Does the whole test `n` end a loop, or name what it computes as the end (`const done = …`)? */
function decidesTheEnd(n: Node): boolean {
  const p = n.parent as Node;
  switch (p.type) {
    case AST_NODE_TYPES.IfStatement:
      return p.test === n && alwaysExits(p.consequent) && insideLoop(p);
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
      return p.test === n;
    case AST_NODE_TYPES.ConditionalExpression:
      // `batch.length === 100 ? nextCursor : undefined`: one side says "no next page".
      return p.test === n && (isNullish(p.consequent) || isNullish(p.alternate));
    case AST_NODE_TYPES.VariableDeclarator:
      return p.id.type === AST_NODE_TYPES.Identifier && isEndName(p.id.name);
    case AST_NODE_TYPES.AssignmentExpression: {
      const name = lastName(p.left);
      return name !== null && isEndName(name);
    }
    case AST_NODE_TYPES.Property: {
      const name = keyName(p);
      return name !== null && isEndName(name);
    }
    default:
      return false;
  }
}

function elementName(loop: TSESTree.ForOfStatement): string | null {
  const left = loop.left.type === AST_NODE_TYPES.VariableDeclaration ? loop.left.declarations[0].id : loop.left;
  return left.type === AST_NODE_TYPES.Identifier ? left.name : null;
}

function mentions(root: Node, name: string): boolean {
  let found = false;
  walkOwn(root, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier && n.name === name) found = true;
  });
  return found;
}

/** Is `node` inside a loop nested in `outer` (so it belongs to that inner walk)? */
function innerLoop(node: Node, outer: Node): boolean {
  for (let n = node.parent; n && n !== outer; n = n.parent) {
    if (n.type === AST_NODE_TYPES.ForOfStatement || n.type === AST_NODE_TYPES.ForStatement || n.type === AST_NODE_TYPES.WhileStatement || n.type === AST_NODE_TYPES.DoWhileStatement) return true;
  }
  return false;
}

function insideLoop(node: Node): boolean {
  for (let n = node.parent; n; n = n.parent) {
    if (isFunction(n)) return false;
    if (n.type === AST_NODE_TYPES.ForStatement || n.type === AST_NODE_TYPES.WhileStatement || n.type === AST_NODE_TYPES.DoWhileStatement || n.type === AST_NODE_TYPES.ForOfStatement) return true;
  }
  return false;
}

/** A `.length` or a plain name (which may hold one). */
const lengthLike = (x: Node): boolean => (x.type === AST_NODE_TYPES.MemberExpression && propertyName(x) === 'length') || x.type === AST_NODE_TYPES.Identifier;

const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(['<', '<=', '>', '>=', '==', '!=', '===', '!==']);

/** `{ … }` as an argument of `X.from(…)`. */
function argumentOfFrom(object: TSESTree.ObjectExpression): boolean {
  const call = object.parent;
  return call.type === AST_NODE_TYPES.CallExpression && call.callee.type === AST_NODE_TYPES.MemberExpression && propertyName(call.callee) === 'from';
}

const isLengthKey = (prop: TSESTree.Property): boolean => keyName(prop) === 'length';

export default createRule<Options, MessageIds>({
  name: 'no-short-page-as-end',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow ending pagination on a weak signal: a short page, a total read once, a Link header without `next`',
      recommended: true,
      // most APIs fill every page but the last, so an unproven short page is strict's: measured in docs/configs.md
      recommendedOptions: [{ shortPages: 'proven' }],
    },
    schema: [
      {
        type: 'object',
        properties: {
          shortPages: {
            type: 'string',
            enum: ['any', 'proven'],
            description: "Report every walk that ends on a short page ('any'), or only where a short page is known not to be the last ('proven').",
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ shortPages: 'any' }],
    messages: {
      shortPageAsEnd: `\`{{check}}\` ends the walk on a short page, which may not be the last. ${ADVICE.followNext}`,
      totalFromFirstPage: `\`{{check}}\` bounds the walk by a total read once, which goes stale. ${ADVICE.followNext}`,
      countAsEnd: `\`{{check}}\` guesses the last page from a count, which shifts. ${ADVICE.followNext}`,
      linkWithoutNext: 'A Link header comes on the last page too (`rel="prev"`), so its presence means nothing. Check for `rel="next"` instead.',
      shiftingPages: 'This page-numbered walk deletes what it lists, so later items shift onto pages already read. Collect every page first, then delete.',
    },
  },
  gate: (_, vocabulary) => gatesOf(vocabulary).any,
  create(context, [options]) {
    const provenOnly = options.shortPages === 'proven';
    const vocabulary = vocabularyOf(context);
    const gates = gatesOf(vocabulary);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    const origins = new OriginTracker(scopeOf);
    const fullPages = fullPageSizes(vocabulary);
    const maxPages = maxPageSizes(vocabulary);
    const totals = totalNames(vocabulary);
    const destructive = destructiveMatcherOf(vocabulary);

    /**
     * The literal page sizes the enclosing function passes in a request (`{ per_page: 100 }`), which of them are a
     * documented full-page size, and which are above the API's documented largest page (`per_page: 500` to GitHub,
     * served 100 at a time: every page is "short").
     */
    interface Sizes {
      readonly sizes: Set<number>;
      readonly full: Set<number>;
      readonly clamped: Set<number>;
    }
    const sizesCache = new WeakMap<Node, Sizes>();
    function requestedSizes(from: Node): Sizes {
      const found: Sizes = { sizes: new Set(), full: new Set(), clamped: new Set() };
      const fn = enclosingFunction(from);
      if (!fn) return found;
      const cached = sizesCache.get(fn);
      if (cached) return cached;
      sizesCache.set(fn, found);
      const text = (x: Node) => context.sourceCode.getText(x);
      walk(fn.body, (n) => {
        if (n.type !== AST_NODE_TYPES.Property) return;
        const key = (keyName(n) ?? '').toLowerCase();
        const k = SIZE_KEYS.has(key) ? numberValue(n.value) : null;
        if (k === null) return;
        found.sizes.add(k);
        const request = fullPages.has(key) || maxPages.has(key) ? requestOf(n) : null;
        if (request === null) return;
        if ((fullPages.get(key) ?? []).some((f) => f.size === k && goesTo(request, f.api, text))) found.full.add(k);
        if ((maxPages.get(key) ?? []).some((m) => k > m.size && goesTo(request, m.api, text))) found.clamped.add(k);
      });
      return found;
    }

    /** `page.items.length`, or a `const` bound to one. */
    function pageLength(node: Node): TSESTree.MemberExpression | null {
      const n = unwrap(node);
      if (n.type === AST_NODE_TYPES.MemberExpression && propertyName(n) === 'length') return n;
      if (n.type === AST_NODE_TYPES.Identifier) {
        const init = constDeclarationInitOf(scopeOf, n);
        const i = init ? unwrap(init) : null;
        if (i?.type === AST_NODE_TYPES.MemberExpression && propertyName(i) === 'length') return i;
      }
      return null;
    }

    /** A size named like one (`pageSize`, `maxResults`), directly, through `a ?? b` or through a `const`. */
    function sizeByName(node: Node, depth = 0): boolean {
      const n = unwrap(node);
      if (depth > 2) return false;
      if (n.type === AST_NODE_TYPES.LogicalExpression) return sizeByName(n.left, depth + 1) || sizeByName(n.right, depth + 1);
      const name = lastName(n);
      if (name !== null && isSizeName(name)) return true;
      if (n.type === AST_NODE_TYPES.Identifier) {
        const init = constDeclarationInitOf(scopeOf, n);
        return init !== null && sizeByName(init, depth + 1);
      }
      return false;
    }

    /**
     * `rows` (or `result.rows`) whose every value comes from a database query (`rows = await db.query('SELECT … LIMIT 500')`):
     * a database fills each batch to its limit until fewer rows remain, so its short batch is the last.
     */
    function fromDatabase(node: Node): boolean {
      let n = unwrap(node);
      while (n.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.object);
      if (n.type !== AST_NODE_TYPES.Identifier) return false;
      const writes = (ASTUtils.findVariable(scopeOf(n), n)?.references ?? []).flatMap((r) => (r.writeExpr ? [r.writeExpr] : []));
      return writes.length > 0 && writes.every((w) => {
        let v = unwrap(w);
        if (v.type === AST_NODE_TYPES.AwaitExpression) v = unwrap(v.argument);
        return v.type === AST_NODE_TYPES.CallExpression && readsDatabase(v, vocabulary);
      });
    }

    /**
     * `batch` bound to `page.docs.filter(…)` (through a `const`, or written so in place): what the filter dropped makes
     * a full page look short.
     */
    function filteredPage(node: Node): boolean {
      let n = unwrap(node);
      if (n.type === AST_NODE_TYPES.Identifier) {
        const init = constDeclarationInitOf(scopeOf, n);
        if (init === null) return false;
        n = unwrap(init);
      }
      for (let m = methodCall(n); m !== null; m = methodCall(m.receiver)) if (m.method === 'filter') return true;
      return false;
    }

    /** Does a request of the walk's function go to an API that documents short or empty pages before its end (Slack, DynamoDB's Scan)? */
    function shortPagesDocumented(from: Node): boolean {
      const fn = enclosingFunction(from);
      const apis = vocabulary.apis.filter((api) => api.emptyPagesBeforeEnd !== undefined);
      if (!fn || apis.length === 0) return false;
      const text = (x: Node) => context.sourceCode.getText(x);
      let found = false;
      walk(fn.body, (n) => {
        if (found) return false;
        if (n.type === AST_NODE_TYPES.CallExpression && apis.some((api) => goesTo(n, api, text))) found = true;
        return undefined;
      });
      return found;
    }

    /** An array the code adds to (`all.push(...)`): its length is a running total, not a page. */
    function isAccumulator(node: Node): boolean {
      const n = unwrap(node);
      if (n.type !== AST_NODE_TYPES.Identifier) return false;
      const variable = ASTUtils.findVariable(scopeOf(n), n);
      return (variable?.references ?? []).some((ref) => {
        const parent = ref.identifier.parent;
        return parent.type === AST_NODE_TYPES.MemberExpression && parent.object === ref.identifier && ['push', 'unshift', 'concat'].includes(propertyName(parent) ?? '');
      });
    }

    function shortPage(node: TSESTree.BinaryExpression): void {
      if (!COMPARISONS.has(node.operator) || node.left.type === AST_NODE_TYPES.PrivateIdentifier) return;
      // Cheap filter: one side must be a \`.length\` or a plain name, the other a number or a name.
      const l = unwrap(node.left);
      const r = unwrap(node.right);
      if (!lengthLike(l) && !lengthLike(r)) return;
      // every report needs the comparison to end the walk: asked before any scope lookup
      if (!endsPagination(node)) return;
      for (let s = 0; s < 2; s++) {
        const side = s === 0 ? node.left : node.right;
        const other = s === 0 ? node.right : node.left;
        const length = pageLength(side);
        if (!length) continue;
        // \`items.length > limit\` can only hold when more than the page size was asked for: "limit + 1" tells more from none.
        if ((side === node.left && node.operator === '>') || (side === node.right && node.operator === '<')) return;
        const k = numberValue(other);
        if (k === 0 || (k !== null && k < 2)) return; // `length === 0` ends a page-number loop honestly enough
        let isSize: boolean;
        let clamped = false;
        if (k !== null) {
          const { sizes, full, clamped: above } = requestedSizes(node);
          isSize = sizes.has(k) && !full.has(k);
          clamped = above.has(k);
        } else {
          isSize = sizeByName(other);
        }
        if (!isSize || isAccumulator(length.object) || origins.of(length.object) !== 'api' || fromDatabase(length.object)) return;
        if (provenOnly && !clamped && !filteredPage(length.object) && !shortPagesDocumented(node)) return;
        report(context, { node, messageId: 'shortPageAsEnd', data: { check: abbreviate(context.sourceCode.getText(node), 30) } });
        return;
      }
    }

    /** Does `expr` read a server count (`total_pages`, `X-Total-Count`, `total`)? */
    function readsTotal(expr: Node): boolean {
      let found = false;
      walkOwn(expr, (n) => {
        if (found) return;
        // a count, asked only where a number is expected (so a last-page field is the last page's number, not a flag)
        if (n.type === AST_NODE_TYPES.MemberExpression && isCountField(propertyName(n) ?? '', lastName(n.object))) found = true;
        // the page number of a Link header's `rel="last"`: a page count read from the first response
        if (n.type === AST_NODE_TYPES.Literal && LAST_LINK.test(n.raw)) found = true;
        const m = methodCall(n);
        const arg = m?.call.arguments[0];
        if (m?.method === 'get' && arg?.type === AST_NODE_TYPES.Literal && typeof arg.value === 'string' && totals.has(arg.value.toLowerCase())) found = true;
      });
      return found;
    }

    /** A count field of a response or of its envelope (`total_pages`, `last_page`, `paging.pages`), by name. */
    function isCountField(field: string, object: string | null): boolean {
      return totals.has(field.toLowerCase()) || LAST_PAGE_NUMBERS.has(field) || envelopedPageCount(field, object);
    }

    /** `const { pages } = first.paging`: the count field a destructured name takes, read from a response fetched before. */
    function destructuredCount(declarator: TSESTree.VariableDeclarator, name: string): boolean {
      if (declarator.id.type !== AST_NODE_TYPES.ObjectPattern || declarator.init === null) return false;
      const init = unwrap(declarator.init);
      const object = init.type === AST_NODE_TYPES.AwaitExpression ? null : lastName(init);
      return declarator.id.properties.some((p) => p.type === AST_NODE_TYPES.Property && p.value.type === AST_NODE_TYPES.Identifier && p.value.name === name
        && isCountField(keyName(p) ?? '', object) && origins.of(init) === 'api');
    }

    /** A name that holds a count read before `loop` and only ever filled once (`if (total === undefined) total = page.total`). */
    function totalReadOnce(id: TSESTree.Identifier, loop: Node): boolean {
      const variable = ASTUtils.findVariable(scopeOf(id), id);
      const def = variable?.defs[0];
      if (!variable || def?.type !== DefinitionType.Variable || contains(loop, def.node)) return false;
      let fromTotal = def.node.init !== null && (readsTotal(def.node.init) || destructuredCount(def.node, id.name));
      for (const ref of variable.references) {
        if (!ref.writeExpr || ref.writeExpr === def.node.init) continue;
        if (!contains(loop, ref.identifier)) continue;
        const once = guardsOf(ref.identifier).some((g) => {
          const t = unwrap(g.test);
          return g.branch && t.type === AST_NODE_TYPES.BinaryExpression && lastName(t.left) === id.name && isNullish(t.right);
        });
        if (!once) return false;
        fromTotal ||= readsTotal(ref.writeExpr);
      }
      return fromTotal;
    }

    /** A count from a response fetched before `loop`: `first.total_pages`, or a name read once from one. */
    function staleTotal(node: Node, loop: Node): boolean {
      const n = unwrap(node);
      if (n.type === AST_NODE_TYPES.Identifier) return totalReadOnce(n, loop);
      if (n.type === AST_NODE_TYPES.BinaryExpression) return staleTotal(n.left, loop) || staleTotal(n.right, loop);
      if (n.type === AST_NODE_TYPES.MemberExpression && readsTotal(n)) {
        let root: Node = n;
        while (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
        if (root.type !== AST_NODE_TYPES.Identifier) return false;
        const def = ASTUtils.findVariable(scopeOf(root), root)?.defs[0];
        return def?.type === DefinitionType.Variable && !contains(loop, def.node) && def.node.init !== null && origins.of(def.node.init) === 'api' && !writtenIn(root, loop);
      }
      return false;
    }

    function writtenIn(id: TSESTree.Identifier, loop: Node): boolean {
      return (ASTUtils.findVariable(scopeOf(id), id)?.references ?? []).some((r) => r.writeExpr && r.init !== true && contains(loop, r.identifier));
    }

    /** Comparisons in a loop's test that bound it by a count read before it. */
    function staleBounds(test: Node, loop: Node): void {
      walkOwn(test, (n) => {
        if (n.type !== AST_NODE_TYPES.BinaryExpression || !['<', '<=', '>', '>=', '===', '!=='].includes(n.operator) || n.left.type === AST_NODE_TYPES.PrivateIdentifier) return;
        if (staleTotal(n.left, loop) || staleTotal(n.right, loop)) {
          report(context, { node: n, messageId: 'totalFromFirstPage', data: { check: abbreviate(context.sourceCode.getText(n), 30) } });
        }
      });
    }

    /**
     * `for (let i = 2; i <= first.paging.pages; i++) requests.push(api.list({ page: i }))`: pages 2..N scheduled at
     * once (no `await`, so no walk), each request sent the loop's counter (awaited later, with `Promise.all`).
     */
    function scheduledPages(loop: TSESTree.ForStatement): void {
      const update = loop.update === null ? null : unwrap(loop.update);
      const counter = update?.type === AST_NODE_TYPES.UpdateExpression ? update.argument
        : update?.type === AST_NODE_TYPES.AssignmentExpression ? update.left : null;
      if (loop.test === null || counter?.type !== AST_NODE_TYPES.Identifier || awaitsOwn(loop.body)) return;
      let sends = false;
      walk(loop.body, (n) => {
        if (sends) return false;
        if (n.type === AST_NODE_TYPES.CallExpression && n.arguments.some((a) => mentions(a, counter.name)) && !isLogCall(n) && isFetchCall(n, true, vocabulary)) sends = true;
        return undefined;
      });
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
      if (sends) staleBounds(loop.test, loop);
    }

    /** Comparisons in a walk's exits that bound it by a count. */
    function countBounds(w: Walk): void {
      for (const { test } of w.exits) staleBounds(test, w.node);
      // `hasNextPage = res.total_count / perPage > page`: the end guessed from page arithmetic.
      walkOwn(w.body, (n) => {
        const target = n.type === AST_NODE_TYPES.AssignmentExpression ? lastName(n.left) : n.type === AST_NODE_TYPES.VariableDeclarator && n.id.type === AST_NODE_TYPES.Identifier ? n.id.name : null;
        const value = n.type === AST_NODE_TYPES.AssignmentExpression ? n.right : n.type === AST_NODE_TYPES.VariableDeclarator ? n.init : null;
        if (target === null || !value || !isEndName(target)) return;
        const v = unwrap(value);
        if (v.type !== AST_NODE_TYPES.BinaryExpression || !COMPARISONS.has(v.operator) || !readsTotal(v) || !pageArithmetic(v)) return;
        report(context, { node: v, messageId: 'countAsEnd', data: { check: abbreviate(context.sourceCode.getText(v), 30) } });
      });
    }

    function pageArithmetic(node: Node): boolean {
      let found = false;
      walkOwn(node, (n) => {
        if (n.type === AST_NODE_TYPES.BinaryExpression && (n.operator === '/' || n.operator === '*')) found = true;
      });
      return found;
    }

    /** Page-numbered walks that delete what they list: `for await (const d of client.list({ page: 1 })) await d.delete()`. */
    function shiftingPages(w: Walk): void {
      if (w.kind !== 'for-of' && w.kind !== 'loop') return;
      const request = w.kind === 'for-of' ? (w.node as TSESTree.ForOfStatement).right : w.body;
      let paged = false as boolean;
      walkOwn(request, (n) => {
        if (n.type === AST_NODE_TYPES.Property && keyName(n) === 'page') paged = true;
      });
      if (!paged || (w.kind === 'loop' && ![...w.counters].some((c) => words(c).includes('page')))) return;
      // The deleted thing must be what this walk lists: the call names the loop's element and sits in no inner walk.
      const element = w.kind === 'for-of' ? elementName(w.node as TSESTree.ForOfStatement) : null;
      let deletes = false as boolean;
      walkOwn(w.body, (n) => {
        if (deletes || n.type !== AST_NODE_TYPES.CallExpression || destructiveVerb(n, destructive) === null) return;
        if (innerLoop(n, w.node)) return;
        deletes = element === null || n.arguments.some((a) => mentions(a, element)) || mentions(n.callee, element);
      });
      if (deletes) report(context, { node: w.kind === 'for-of' ? (w.node as TSESTree.ForOfStatement).right : w.node, messageId: 'shiftingPages' });
    }

    /** `if (!res.headers.link) break;`: the Link header read as "more pages" without its `next` relation. */
    function linkPresence(node: TSESTree.MemberExpression): void {
      if ((propertyName(node) ?? '').toLowerCase() !== 'link' || lastName(node.object) !== 'headers') return;
      let n: Node = node;
      while (n.parent.type === AST_NODE_TYPES.UnaryExpression || n.parent.type === AST_NODE_TYPES.ChainExpression || n.parent.type === AST_NODE_TYPES.LogicalExpression) n = n.parent;
      const p = n.parent;
      const decides =
        ((p.type === AST_NODE_TYPES.IfStatement || p.type === AST_NODE_TYPES.WhileStatement || p.type === AST_NODE_TYPES.DoWhileStatement) && p.test === n && insideLoop(p.type === AST_NODE_TYPES.IfStatement ? p : n)) ||
        (p.type === AST_NODE_TYPES.VariableDeclarator && p.id.type === AST_NODE_TYPES.Identifier && isEndName(p.id.name)) ||
        (p.type === AST_NODE_TYPES.AssignmentExpression && isEndName(lastName(p.left) ?? '')) ||
        (p.type === AST_NODE_TYPES.Property && isEndName(keyName(p) ?? ''));
      if (!decides) return;
      const fn = enclosingFunction(node);
      if (fn && /next/i.test(context.sourceCode.getText(fn))) return;
      report(context, { node, messageId: 'linkWithoutNext' });
    }

    const walks = () =>
      walkListeners(context, (w) => {
        countBounds(w);
        shiftingPages(w);
      });

    return listen(
      {},
      gated(context, gates.walks, walks),
      gated(context, gates.shortPage, when(AST_NODE_TYPES.BinaryExpression, (b) => COMPARISON_OPERATORS.has(b.operator), shortPage)),
      gated(context, gates.link, when(AST_NODE_TYPES.MemberExpression, LINK_MEMBER, linkPresence)),
      gated(context, gates.scheduledLoop, when(AST_NODE_TYPES.ForStatement, always, scheduledPages)),
      // `Array.from({ length: first.total_pages - 1 }, (_, i) => i + 2)`: pages 2..N scheduled from page 1.
      gated(context, gates.scheduled, eachProperty(isLengthKey, (prop) => {
        const fn = enclosingFunction(prop);
        if (!fn || !staleTotal(prop.value, prop.parent)) return;
        report(context, { node: prop.value, messageId: 'totalFromFirstPage', data: { check: abbreviate(context.sourceCode.getText(prop.value), 30) } });
      }, argumentOfFrom)),
    );
  },
});
