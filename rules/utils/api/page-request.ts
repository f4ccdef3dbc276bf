import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import type { ApiEntry, RequestShape } from '../../../src/vocabulary/index.js';
import { API_CLIENT_WORDS, BOUNDED_COLLECTIONS, CHOSEN_WINDOW_MAX, EXISTENCE_FILTER_KEY_ENDINGS, EXISTENCE_FILTER_KEYS, GIVEN_ITEMS_KEYS, NON_READ_VERBS, NOT_PAGE_SIZE_WORDS, PAGE_CAP_OPTION_KEYS, PAGE_CURSOR_KEYS, PAGE_NUMBER_KEYS, PAGE_REQUEST_SIZE_KEYS, PAGINATE_OPTION_KEYS, SETTINGS_PATH_SEGMENTS } from '../../../src/vocabulary/index.js';
import { enclosingFunction, functionName, isFunction, keyName, numberValue, propertyName, returnedValues, unwrap, walkOwn, words, type Node } from '../syntax/ast.js';
import { globNames, names, type Pattern } from '../gate/text-gate.js';
import type { Vocabulary } from './vocabulary.js';
import { escapeRegExp } from '../syntax/selectors.js';
import { GENERIC_SEGMENT, mayCallSdk, namesOneRecord, operationOf, type OperationAnswer } from './operations.js';
import type { KnownOperation } from '../../../src/vocabulary/operations.js';
import { userOperationOf } from './user-operations.js';
import { readsDatabase } from './fetch.js';
import { importsOf, isPackageImport, programOf } from '../syntax/imports.js';
import { isProjectModule, namedForVendor } from './project-modules.js';
import type { UserOperation } from './settings.js';

/**
 * "Is this call one request for one page of a paginated API?" One recogniser, driven by the APIS table (method,
 * command, route and URL shapes; pagers; page-size parameters; `whole` endpoints) plus one generic shape: a
 * request that carries a page size (`per_page`, `limit`, `maxResults`, `?per_page=100`).
 */
export interface PageRequest {
  readonly call: TSESTree.CallExpression;
  /** The API rows whose request shapes matched; empty for a request recognised by its page size alone. */
  readonly apis: readonly ApiEntry[];
  /**
   * The response must show the items field of one of these rows before the call counts as a page: set when the
   * shape alone is too common (`*.list`, `search`, `query`, a bare `list*` method).
   */
  readonly needsItems: boolean;
  /** Recognised only by a loose shape (`list*` on a client, `*.list`): the row's signal names are a guess. */
  readonly loose: boolean;
  /** The page size the request sets, as written (`100`, `args.limit`), or null. */
  readonly pageSize: string | null;
  /** The request hands the API a continuation (`pageToken`, `starting_after`, `cursor`) from a value, not a literal. */
  readonly sendsCursor: boolean;
  /**
   * A window the code chose: a page size of at most `CHOSEN_WINDOW_MAX`, written as a number, and no cursor or page
   * parameter at all (`{ limit: 5 }`; not `{ pageSize: 10, pageToken }`, a step of a walk).
   */
  readonly window: boolean;
  /** The generated operation (src/vocabulary/operations.ts) the call requests, when no hand row names it exactly. */
  readonly operation?: KnownOperation;
}

const SIZE_KEYS = new Set(PAGE_REQUEST_SIZE_KEYS);
const GIVEN_ITEMS = new Set(GIVEN_ITEMS_KEYS);
const NUMBER_KEYS = new Set(PAGE_NUMBER_KEYS);
const NON_READ: ReadonlySet<string> = new Set(NON_READ_VERBS);
const CURSOR_KEYS = new Set(PAGE_CURSOR_KEYS);
/** Page and cursor keys that, as a variable's name, say what it holds: not everyday words (`from`, `start`, `after`). */
const HANDED_PAGE_NAMES: ReadonlySet<string> = new Set([...PAGE_NUMBER_KEYS, ...PAGE_CURSOR_KEYS].filter((k) => !['from', 'start', 'after', 'skip'].includes(k)));
const FILTER_KEYS = new Set(EXISTENCE_FILTER_KEYS);
/** `SubnetIds`, `CertificateArns`: a capitalised key that ends so (not `ids` alone, which FILTER_KEYS has). */
const FILTER_KEY_ENDING = new RegExp(`^[A-Z][A-Za-z0-9]*(${EXISTENCE_FILTER_KEY_ENDINGS.join('|')})$`);
const PAGINATE_KEYS = new Set(PAGINATE_OPTION_KEYS);
const PAGE_CAP_KEYS = new Set(PAGE_CAP_OPTION_KEYS);
const CLIENT_WORDS = new Set(API_CLIENT_WORDS);
const URL_KEYS = new Set(['url', 'path', 'endpoint', 'uri', 'route', 'pathname']);
const WRITE_METHODS = /^(POST|PUT|PATCH|DELETE)$/i;
const WRITE_CALLEES = new Set(['post', 'put', 'patch', 'delete', 'del']);

/** The names of a callee's member chain: `this.client.kv.namespaces.list` → ['this', 'client', 'kv', 'namespaces', 'list']. */
export function calleePath(callee: Node): string[] | null {
  const names: string[] = [];
  let n = unwrap(callee);
  for (;;) {
    if (n.type === AST_NODE_TYPES.MemberExpression) {
      const name = propertyName(n);
      if (name === null) return null;
      names.unshift(name);
      n = unwrap(n.object);
    } else if (n.type === AST_NODE_TYPES.Identifier) {
      names.unshift(n.name);
      return names;
    } else if (n.type === AST_NODE_TYPES.ThisExpression) {
      names.unshift('this');
      return names;
    } else {
      // `(await getClient()).repos.list()`: the names after the call still say what is called
      return names.length > 0 ? names : null;
    }
  }
}

const globs = new Map<string, RegExp>();
function glob(segment: string): RegExp {
  let re = globs.get(segment);
  if (!re) {
    re = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^./]+')}$`);
    globs.set(segment, re);
  }
  return re;
}

/** One pattern segment: the name itself, or a glob (`list*`) compiled once. */
type Segment = string | RegExp;
const segmentOf = (text: string): Segment => (text.includes('*') ? glob(text) : text);
const segmentMatches = (segment: Segment, name: string): boolean => (typeof segment === 'string' ? segment === name : segment.test(name));

/** Does a pattern's last segments match the path's last segments (`rest.*.list*` vs `octokit.rest.pulls.listFiles`)? */
function suffixMatches(pattern: readonly Segment[], path: readonly string[]): boolean {
  if (pattern.length > path.length) return false;
  const offset = path.length - pattern.length;
  for (let i = pattern.length - 1; i >= 0; i--) if (!segmentMatches(pattern[i] as Segment, path[offset + i] as string)) return false;
  return true;
}

const slashCache = new Map<string, string[]>();
const splitSlashes = (s: string): string[] => {
  let parts = slashCache.get(s);
  if (!parts) {
    parts = s.split('/').filter(Boolean);
    if (slashCache.size >= 10_000) slashCache.clear();
    slashCache.set(s, parts);
  }
  return parts;
};

/**
 * Dotted patterns (method shapes, pagers, `whole` endpoints) indexed by their last segment, so a call is compared
 * only with the patterns its own last name could match.
 */
class PatternIndex<T> {
  private readonly byLast = new Map<string, { pattern: Segment[]; value: T }[]>();
  /**
   * Patterns whose last segment is a glob, with the text that glob starts with (`list` of `list*`), kept by that
   * text's first character: a name is compared only with the globs it could start with.
   */
  private readonly globbedByFirst = new Map<number, { pattern: Segment[]; value: T; head: string }[]>();
  /** Globs with no text before their `*`: they may end any name. */
  private readonly globbedAny: { pattern: Segment[]; value: T; head: string }[] = [];

  add(dotted: string, value: T): void {
    const segments = dotted.split('.');
    const pattern = segments.map(segmentOf);
    const last = pattern[pattern.length - 1] as Segment;
    if (typeof last === 'string') {
      const list = this.byLast.get(last) ?? [];
      list.push({ pattern, value });
      this.byLast.set(last, list);
      return;
    }
    const head = (segments[segments.length - 1] as string).split('*')[0] as string;
    const entry = { pattern, value, head };
    if (head === '') {
      this.globbedAny.push(entry);
      return;
    }
    const list = this.globbedByFirst.get(head.charCodeAt(0)) ?? [];
    list.push(entry);
    this.globbedByFirst.set(head.charCodeAt(0), list);
  }

  /** The path's last name starts with the glob's head (a string test before the glob's), and the pattern matches. */
  private static globMatches(e: { pattern: Segment[]; head: string }, path: readonly string[]): boolean {
    return (path[path.length - 1] as string).startsWith(e.head) && suffixMatches(e.pattern, path);
  }

  /**
   * Hands `found` the value of each pattern the path's last segments match, until it answers true. Only the patterns
   * the path's last name could match are compared: the same last name, or a glob it starts with.
   */
  private each(path: readonly string[], found: (value: T) => boolean): void {
    const last = path[path.length - 1] as string;
    for (const e of this.byLast.get(last) ?? NONE) if (suffixMatches(e.pattern, path) && found(e.value)) return;
    for (const e of this.globbedByFirst.get(last.charCodeAt(0)) ?? NONE) if (PatternIndex.globMatches(e, path) && found(e.value)) return;
    for (const e of this.globbedAny) if (PatternIndex.globMatches(e, path) && found(e.value)) return;
  }

  /** The values of every pattern the path's last segments match (no new set when none does). */
  matching(path: readonly string[]): ReadonlySet<T> {
    let out: Set<T> | null = null;
    this.each(path, (value) => {
      (out ??= new Set<T>()).add(value);
      return false;
    });
    // set in the callback, which TypeScript does not follow
    return (out as Set<T> | null) ?? NO_MATCHES;
  }

  matchesAny(path: readonly string[]): boolean {
    let any = false;
    this.each(path, () => (any = true));
    return any;
  }
}

const NONE: readonly never[] = [];
/** What `matching` answers when nothing matches (one set, never written). */
const NO_MATCHES: ReadonlySet<never> = new Set();

/** What the recogniser needs from the rows, compiled once per rows array. */
interface CompiledApis {
  readonly methods: PatternIndex<RequestShape>;
  readonly pagers: PatternIndex<ApiEntry>;
  /** Every row's `pagerCapKeys`: a call that sends none of them (nor a generic cap) is asked nothing more. */
  readonly pagerCapKeys: ReadonlySet<string>;
  readonly whole: PatternIndex<ApiEntry>;
  /** `whole` routes (`GET /orgs/{org}/issue-types`) as path segments: such a request answers everything at once. */
  readonly wholeRoutes: readonly (readonly Segment[])[];
  /** `whole` URL fragments (`/issueLinkType`), matched against a URL's last segments like a row's `url` shapes. */
  readonly wholeUrls: readonly (readonly Segment[])[];
  /** The plain last names of every row's method shapes (`listTools`, `search`), for the no-argument filter. */
  readonly lastNames: ReadonlySet<string>;
  /** Route and URL shapes' segments. */
  readonly paths: ReadonlyMap<RequestShape, readonly Segment[]>;
  /** The position of each method and rpc shape's row. */
  readonly rowOf: ReadonlyMap<RequestShape, number>;
  /** The rpc shapes by the method they name (`tools/list`). */
  readonly rpcs: ReadonlyMap<string, RequestShape>;
}

const compiledCache = new WeakMap<readonly ApiEntry[], CompiledApis>();
/** The tables asked for last: every call of a lint run asks about the same ones. */
let lastCompiled: { readonly apis: readonly ApiEntry[]; readonly index: CompiledApis } | null = null;
function compiled(apis: readonly ApiEntry[]): CompiledApis {
  if (lastCompiled?.apis === apis) return lastCompiled.index;
  const c = compiledOnce(apis);
  lastCompiled = { apis, index: c };
  return c;
}
function compiledOnce(apis: readonly ApiEntry[]): CompiledApis {
  let c = compiledCache.get(apis);
  if (c) return c;
  const methods = new PatternIndex<RequestShape>();
  const pagers = new PatternIndex<ApiEntry>();
  const whole = new PatternIndex<ApiEntry>();
  const lastNames = new Set<string>();
  const paths = new Map<RequestShape, Segment[]>();
  const wholeRoutes: Segment[][] = [];
  const wholeUrls: Segment[][] = [];
  const rowOf = new Map<RequestShape, number>();
  const rpcs = new Map<string, RequestShape>();
  const pagerCapKeys = new Set<string>();
  for (const [row, api] of apis.entries()) {
    for (const key of api.pagerCapKeys ?? []) pagerCapKeys.add(key);
    for (const shape of api.requests) {
      if (shape.kind === 'method') {
        rowOf.set(shape, row);
        methods.add(shape.path, shape);
        lastNames.add(shape.path.split('.').at(-1) as string);
      } else if (shape.kind === 'route') {
        paths.set(shape, splitSlashes(shape.pattern.replace(/^[A-Z]+ /, '')).map(segmentOf));
      } else if (shape.kind === 'url') {
        paths.set(shape, splitSlashes(shape.pattern).map(segmentOf));
      } else if (shape.kind === 'rpc') {
        rowOf.set(shape, row);
        rpcs.set(shape.method, shape);
      }
    }
    for (const pager of api.pagers) pagers.add(pager, api);
    for (const shape of api.whole ?? []) {
      if (shape.kind === 'method') whole.add(shape.path, api);
      else if (shape.kind === 'route') wholeRoutes.push(splitSlashes(shape.pattern.replace(/^[A-Z]+ /, '')).map(segmentOf));
      else if (shape.kind === 'url') wholeUrls.push(splitSlashes(shape.pattern).map(segmentOf));
    }
  }
  c = { methods, pagers, pagerCapKeys, whole, wholeRoutes, wholeUrls, lastNames, paths, rowOf, rpcs };
  compiledCache.set(apis, c);
  return c;
}

/** The REST shapes of the collections a platform caps (an issue's labels), with each cap. */
const BOUNDED = (() => {
  const methods = new PatternIndex<number>();
  const routes: { segments: Segment[]; max: number }[] = [];
  const commands = new Map<string, number>();
  for (const b of BOUNDED_COLLECTIONS) {
    for (const shape of b.requests) {
      if (shape.kind === 'method') methods.add(shape.path, b.max);
      else if (shape.kind === 'route') routes.push({ segments: splitSlashes(shape.pattern.replace(/^[A-Z]+ /, '')).map(segmentOf), max: b.max });
      else if (shape.kind === 'command') commands.set(shape.name, b.max);
    }
  }
  return { methods, routes, commands };
})();

/**
 * Does a page of `size` hold all of a collection the platform caps (`listLabelsOnIssue` with `per_page: 100`, or
 * `ListAttachedRolePoliciesCommand` at IAM's default page of 100)?
 */
function holdsWholeCappedCollection(path: readonly string[], segments: readonly string[] | null, size: number, commandName: string | null = null): boolean {
  if (!Number.isFinite(size)) return false;
  const commandMax = commandName === null ? undefined : BOUNDED.commands.get(commandName);
  if (commandMax !== undefined) return size >= commandMax;
  for (const max of BOUNDED.methods.matching(path)) if (size >= max) return true;
  return segments !== null && BOUNDED.routes.some((r) => size >= r.max && r.segments.length === segments.length && r.segments.every((seg, i) => segmentMatches(seg, segments[i] as string)));
}

/** The words a row's API is known by in code: its clients' names and its id's first word (`octokit`, `github`). */
export function clientWords(api: ApiEntry): ReadonlySet<string> {
  let found = clientWordsOf.get(api);
  if (found === undefined) clientWordsOf.set(api, (found = new Set([...(api.clients ?? []), api.id.split('-')[0] as string])));
  return found;
}
const clientWordsOf = new WeakMap<ApiEntry, ReadonlySet<string>>();

/** Does the call go through a client this row's API is known by (`octokit.rest.users.list` → github-rest)? */
export function namesClient(call: TSESTree.CallExpression, api: ApiEntry): boolean {
  const path = calleePath(call.callee);
  if (path === null) return false;
  const clients = clientWords(api);
  return path.slice(0, -1).some((name) => words(name).some((w) => clients.has(w)));
}

/**
 * Does the file import one of the row's SDK packages (`asana`, `@aws-sdk/client-codecommit` for `@aws-sdk/*`), or a
 * module of its own named for the vendor (`../lib/stripe`, `./mcp-transport`)?
 */
export function importsApi(node: Node, api: ApiEntry): boolean {
  const program = programOf(node);
  let known = importedApis.get(program);
  if (known === undefined) importedApis.set(program, (known = new Map<ApiEntry, boolean>()));
  let found = known.get(api);
  if (found === undefined) known.set(api, (found = importsApiIn(importsOf(program).sources, api)));
  return found;
}
/** Per file, what each row's import check found: asked for every loose call, answered once. */
const importedApis = new WeakMap<TSESTree.Program, Map<ApiEntry, boolean>>();

function importsApiIn(sources: readonly string[], api: ApiEntry): boolean {
  const packages = api.packages;
  if (packages === undefined) return false;
  const vendor = api.id.split('-')[0] as string;
  return sources.some((source) => isProjectModule(source)
    ? namedForVendor(source, vendor)
    : packages.some((p) => isPackageImport(source, p)));
}

/**
 * Does the callee go through a client of any known API (`neonClient.listProjectBranches`, `ctx.airtableService.listBases`)?
 * A vendor's SDK client, whose list methods page: a loose shape (`list*`, `*.list`) speaks for such a call.
 */
function throughKnownClient(path: readonly string[], apis: readonly ApiEntry[]): boolean {
  const said = new Set(path.slice(0, -1).flatMap((name) => words(name)));
  return apis.some((api) => [...clientWords(api)].some((w) => said.has(w)));
}

/** Does the call's client (`octokit.rest.…`) or one of the file's imports (`asana`) name this row's API? */
export function namesApi(call: TSESTree.CallExpression, api: ApiEntry): boolean {
  return namesClient(call, api) || importsApi(call, api);
}

/** A shape that alone would match everyday code: a wildcard, or one lower-case word (`search`, `query`). */
function isLoose(shape: RequestShape): boolean {
  if (shape.kind !== 'method') return false;
  return shape.path.includes('*') || !shape.path.includes('.');
}

/** Static text of a string or template literal; expressions become `{}`. */
export function staticText(node: Node): string | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal && typeof n.value === 'string') return n.value;
  if (n.type === AST_NODE_TYPES.TemplateLiteral) return n.quasis.map((q) => q.value.cooked ?? q.value.raw).join('{}');
  return null;
}

/**
 * The text of a URL as far as the syntax shows: literals, `const` bindings, `a + b`, and joins
 * (`urlJoin(base, 'issues')`, `path.join(...)`, `new URL(p, base)`); anything else is `{}`.
 */
function urlText(node: Node, resolve: (id: TSESTree.Identifier) => Node | null, depth: number): string | null {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.TemplateLiteral && n.expressions.length > 0 && depth <= 3) {
    return n.quasis.map((q, i) => (q.value.cooked ?? q.value.raw) + (i < n.expressions.length ? (urlText(n.expressions[i] as Node, resolve, depth + 1) ?? '{}') : '')).join('');
  }
  const direct = staticText(n);
  if (direct !== null || depth > 3) return direct;
  if (n.type === AST_NODE_TYPES.Identifier) {
    const value = resolve(n);
    const text = value ? urlText(value, resolve, depth + 1) : null;
    return text !== null && value !== null && unwrap(value).type === AST_NODE_TYPES.NewExpression ? withSearchParams(text, unwrap(value), resolve) : text;
  }
  // `url.toString()`, `url.href`, `String(url)` of a `URL` object
  if (n.type === AST_NODE_TYPES.CallExpression && n.arguments.length === 0 && n.callee.type === AST_NODE_TYPES.MemberExpression && propertyName(n.callee) === 'toString') {
    return urlText(n.callee.object, resolve, depth + 1);
  }
  if (n.type === AST_NODE_TYPES.MemberExpression && propertyName(n) === 'href') return urlText(n.object, resolve, depth + 1);
  if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.Identifier && n.callee.name === 'String' && n.arguments.length === 1) {
    return urlText(n.arguments[0] as Node, resolve, depth + 1);
  }
  if (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === '+') {
    return `${urlText(n.left, resolve, depth + 1) ?? '{}'}${urlText(n.right, resolve, depth + 1) ?? '{}'}`;
  }
  if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.Identifier) {
    // a helper of the file that builds the URL: `${tenantBaseUrl(scope)}/labels`
    const fn = resolve(n.callee);
    const returned = fn !== null && isFunction(fn) ? returnedValues(fn) : [];
    if (returned.length === 1) return urlText(returned[0] as Node, resolve, depth + 1);
  }
  if ((n.type === AST_NODE_TYPES.CallExpression || n.type === AST_NODE_TYPES.NewExpression) && /join|url/i.test(lastOf(n.callee) ?? '')) {
    const parts = n.arguments.map((a) => urlText(a, resolve, depth + 1) ?? '{}');
    return parts.join('/').replace(/\/\?/g, '?');
  }
  return null;
}

/**
 * `const url = new URL(...)` then `url.searchParams.set('pageSize', '100')` in the statements after it: the URL's text
 * with those parameters in its query (`{}` for a value the syntax does not show).
 */
function withSearchParams(text: string, created: Node, resolve: (id: TSESTree.Identifier) => Node | null): string {
  const declarator = created.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.Identifier) return text;
  const name = declarator.id.name;
  const block = declarator.parent.parent;
  if (block.type !== AST_NODE_TYPES.BlockStatement && block.type !== AST_NODE_TYPES.Program) return text;
  const params: string[] = [];
  for (const stmt of block.body) {
    const call = stmt.type === AST_NODE_TYPES.ExpressionStatement ? unwrap(stmt.expression) : null;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression) continue;
    const method = propertyName(call.callee);
    const owner = unwrap(call.callee.object);
    if ((method !== 'set' && method !== 'append') || owner.type !== AST_NODE_TYPES.MemberExpression || propertyName(owner) !== 'searchParams') continue;
    const target = unwrap(owner.object);
    if (target.type !== AST_NODE_TYPES.Identifier || target.name !== name) continue;
    const key = call.arguments[0] ? staticText(call.arguments[0]) : null;
    if (key === null) continue;
    const value = call.arguments[1] ? (urlText(call.arguments[1], resolve, 3) ?? numberValue(call.arguments[1])?.toString() ?? '{}') : '';
    params.push(`${key}=${value}`);
  }
  return params.length === 0 ? text : `${text}${text.includes('?') ? '&' : '?'}${params.join('&')}`;
}

/**
 * The URL or route a call requests: its first string argument, a `url`/`path`/`endpoint` property of an object
 * argument, or the path a request builder was given (`client.api('/users').top(10).get()`).
 */
export function requestedUrl(call: TSESTree.CallExpression, resolve: (id: TSESTree.Identifier) => Node | null): string | null {
  const kiota = kiotaGraphUrl(call);
  if (kiota !== null) return kiota;
  if (call.arguments.length === 0) return builderUrl(call, resolve);
  for (let i = 0; i < call.arguments.length && i < 3; i++) {
    const arg = call.arguments[i] as TSESTree.CallExpressionArgument;
    const text = urlText(arg, resolve, 0);
    if (text !== null && (text.includes('/') || /^(GET|POST) /.test(text))) return text;
    const obj = unwrap(arg);
    if (obj.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of obj.properties) {
        if (p.type !== AST_NODE_TYPES.Property) continue;
        const key = keyName(p);
        const value = key !== null && URL_KEYS.has(key) ? urlText(p.value, resolve, 0) : null;
        if (value !== null) return value;
      }
    }
  }
  return null;
}

/** `….get()` at the end of a chain of calls: maybe a request builder (`client.api(path)…get()`). */
function isBuiltRequest(call: TSESTree.CallExpression): boolean {
  const callee = unwrap(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && unwrap(callee.object).type === AST_NODE_TYPES.CallExpression;
}

/** The service root the Graph SDK puts before a builder's path (its version segment left out, as the descriptions do). */
const GRAPH_ROOT = 'https://graph.microsoft.com';

/** The literal host of a URL (`https://api.pagerduty.com/incidents` → `api.pagerduty.com`); null when none is written. */
export function urlHost(url: string | null): string | null {
  const host = url === null ? null : (/^(?:[A-Z]+ )?[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url)?.[1] ?? null);
  // a tenant's subdomain may be a hole (`${domain}.freshdesk.com`); a host that is all holes is not written
  return host === null || !/[a-z]{2,}\.[a-z]{2,}/i.test(host.replace(/\{\}/g, '')) ? null : host.toLowerCase().replace(/:\d+$/, '');
}

/**
 * Does a path after the host match a row's path from its first segment, once an unwritten base (`{}/oncalls`) or a
 * server's base segments (`/v1.0/users` on Graph's host) are left out?
 */
function wholePathMatches(pattern: readonly Segment[], route: readonly string[]): boolean {
  for (let from = 0; from <= route.length - pattern.length; from++) {
    if (route.length - from === pattern.length && suffixMatches(pattern, route.slice(from))) return true;
    const segment = route[from] as string;
    if (segment !== '{}' && !GENERIC_SEGMENT.test(segment)) return false;
  }
  return false;
}

/** Does `host` match one of a row's hosts (`*.` for any subdomain)? */
const onHostOf = (api: ApiEntry, host: string): boolean =>
  api.hosts?.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h)) === true;

/**
 * The rows that may speak for a URL on `host`: the rows that serve it, when some do; else those that name no hosts of
 * their own (a row with hosts speaks for no other host, nor for a URL whose host is not written). A URL whose base the
 * code does not show (`${apiBaseUrl}/oncalls`) is on the host the file writes, when it writes the hosts of one API
 * only (`apiBaseUrl: account.apiBaseUrl ?? 'https://api.pagerduty.com'`).
 */
function rowsForHost(rows: readonly ApiEntry[], host: string | null, url: string | null, call: Node, ctx: PageRequestContext): readonly ApiEntry[] {
  if (host !== null) {
    const served = rows.filter((api) => onHostOf(api, host));
    if (served.length > 0) return served;
  } else if (url !== null && /^(?:[A-Z]+ )?\{\}/.test(url)) {
    const written = hostsWrittenIn(call, ctx);
    const served = rows.filter((api) => written.includes(api));
    if (served.length > 0) return served;
  }
  return rows.some((api) => api.hosts !== undefined) ? rows.filter((api) => api.hosts === undefined) : rows;
}

/** The rows with hosts whose hosts a file writes in a URL (`https://api.pagerduty.com`), when they are one API's; asked once per file. */
const writtenHosts = new WeakMap<TSESTree.Program, readonly ApiEntry[]>();
function hostsWrittenIn(call: Node, ctx: PageRequestContext): readonly ApiEntry[] {
  const program = programOf(call);
  let rows = writtenHosts.get(program);
  if (rows === undefined) {
    const text = ctx.text(program);
    const hosted = ctx.vocabulary.apis.filter((api) => api.hosts?.some((h) => new RegExp(`https?://${h.startsWith('*.') ? '[\\w-]+' : ''}${escapeRegExp(h.replace(/^\*/, ''))}`, 'i').test(text)) === true);
    // the rows of one API share its hosts (Freshdesk's lists and its search); hosts of two APIs decide nothing
    const first = hosted[0];
    rows = first !== undefined && hosted.every((api) => api.hosts?.join() === first.hosts?.join()) ? hosted : [];
    writtenHosts.set(program, rows);
  }
  return rows;
}

/**
 * `client.api('/users').select('id').top(10).get()`: the Microsoft Graph SDK's request builder, read with `get()`
 * (https://learn.microsoft.com/en-us/graph/sdks/create-requests?tabs=typescript). The path is what `api()` was given.
 */
function builderUrl(call: TSESTree.CallExpression, resolve: (id: TSESTree.Identifier) => Node | null): string | null {
  const callee = unwrap(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || propertyName(callee) !== 'get') return null;
  let n = unwrap(callee.object);
  for (let steps = 0; steps < 8 && n.type === AST_NODE_TYPES.CallExpression; steps++) {
    const step = unwrap(n.callee);
    if (step.type !== AST_NODE_TYPES.MemberExpression) return null;
    if (propertyName(step) !== 'api') {
      n = unwrap(step.object);
      continue;
    }
    const path = n.arguments[0] ? urlText(n.arguments[0], resolve, 0) : null;
    // the builder's paths are relative to the Graph service root, which names the vendor
    return path !== null && path.startsWith('/') ? `${GRAPH_ROOT}${path}` : path;
  }
  return null;
}

/** The packages of the Microsoft Graph SDK that Kiota generates (`@microsoft/msgraph-sdk`, `@microsoft/msgraph-sdk-users`). */
const KIOTA_GRAPH_SDK = '@microsoft/msgraph-sdk';
/** Kiota's step into one item of a collection: `byUserId(id)`, `byMessageId(id)`. */
const KIOTA_ITEM_STEP = /^by[A-Z]\w*Id$/;

/**
 * `graphClient.users.byUserId(id).messages.get({ queryParameters: { top: 50 } })` in a file that imports the Kiota-built
 * Graph SDK: its property chain is the path (`/users/{}/messages`), each `byXId(…)` an item's segment
 * ([Graph SDK requests](https://learn.microsoft.com/en-us/graph/sdks/create-requests?tabs=typescript)). Null for any
 * other call.
 */
function kiotaGraphUrl(call: TSESTree.CallExpression): string | null {
  const callee = unwrap(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || propertyName(callee) !== 'get') return null;
  const segments: string[] = [];
  let n = unwrap(callee.object);
  for (let steps = 0; steps < 12; steps++) {
    if (n.type === AST_NODE_TYPES.CallExpression) {
      const step = unwrap(n.callee);
      if (step.type !== AST_NODE_TYPES.MemberExpression || !KIOTA_ITEM_STEP.test(propertyName(step) ?? '')) return null;
      segments.unshift('{}');
      n = unwrap(step.object);
    } else if (n.type === AST_NODE_TYPES.MemberExpression && !n.computed) {
      const inner = unwrap(n.object);
      // `this.client.users`: the client is a field
      if (inner.type === AST_NODE_TYPES.ThisExpression) break;
      segments.unshift(propertyName(n) ?? '');
      n = inner;
    } else if (n.type === AST_NODE_TYPES.Identifier) {
      // the client itself
      break;
    } else return null;
  }
  if (segments.length === 0 || segments.includes('')) return null;
  if (!importsOf(call).sources.some((source) => source.startsWith(KIOTA_GRAPH_SDK))) return null;
  return `${GRAPH_ROOT}/${segments.join('/')}`;
}

/**
 * `client.api('/users').top(100).get()`: the page size a Graph request builder sets with `top()` (OData `$top`). Asked
 * only of a call `requestedUrl` read as a builder.
 */
function builderPageSize(call: TSESTree.CallExpression, text: (n: Node) => string): string | null {
  for (let n = unwrap(call.callee); n.type === AST_NODE_TYPES.MemberExpression || n.type === AST_NODE_TYPES.CallExpression; ) {
    if (n.type === AST_NODE_TYPES.CallExpression) {
      const [arg] = n.arguments;
      if (n.callee.type === AST_NODE_TYPES.MemberExpression && propertyName(n.callee) === 'top' && arg) return text(arg);
      n = unwrap(n.callee);
    } else n = unwrap(n.object);
  }
  return null;
}

/** Does a method name start with a verb that changes the world (`setRestrictionsForOrg`, `createIssue`, `deleteRun`)? */
export function namesAChange(name: string, vocabulary: Vocabulary): boolean {
  const first = words(name)[0] ?? '';
  return vocabulary.createVerbs.has(first) || vocabulary.updateVerbs.has(first) || (vocabulary.destructiveVerbs.has(first) && !vocabulary.compoundOnlyVerbs.has(first));
}

/** Does the call write (a create, update or delete verb, or a POST/PUT/PATCH/DELETE it sends)? */
export function isWriteRequest(call: TSESTree.CallExpression, ctx: PageRequestContext): boolean {
  return isWrite(call, requestedUrl(call, ctx.resolve), ctx.vocabulary);
}

function isWrite(call: TSESTree.CallExpression, url: string | null, vocabulary: Vocabulary): boolean {
  const callee = unwrap(call.callee);
  const name = callee.type === AST_NODE_TYPES.MemberExpression ? propertyName(callee) : callee.type === AST_NODE_TYPES.Identifier ? callee.name : null;
  const searchLike = url !== null && /search|query/i.test(url);
  if (name !== null && WRITE_CALLEES.has(words(name)[0] ?? '') && !searchLike) return true;
  if (name !== null && namesAChange(name, vocabulary)) return true;
  if (url !== null && /^(POST|PUT|PATCH|DELETE) /.test(url) && !searchLike) return true;
  for (const arg of call.arguments) {
    const a = unwrap(arg);
    const text = staticText(a);
    if (text !== null && WRITE_METHODS.test(text) && !searchLike) return true;
    if (a.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of a.properties) {
        if (p.type === AST_NODE_TYPES.Property && keyName(p) === 'method') {
          const m = staticText(p.value);
          if (m !== null && WRITE_METHODS.test(m) && !searchLike) return true;
        }
      }
    }
  }
  return false;
}

/** The path part of a URL or route, as segments: `GET /repos/{o}/{r}/pulls?per_page=100` → ['repos', '{}', '{}', 'pulls']. */
function pathSegments(url: string): string[] {
  const path = url
    .replace(/^[A-Z]+ /, '')
    .replace(/^[a-z]+:\/\/[^/]*/, '')
    .split(/[?#]/)[0] as string;
  return splitSlashes(path.replace(/\{[^}]*\}|:[A-Za-z_]+/g, '{}'));
}

/** A collection path ends in a plural noun (`pulls`, `members`, `search`), not an id, a placeholder or one object (`readme`). */
const SETTINGS = new Set(SETTINGS_PATH_SEGMENTS);

function namesCollection(segments: readonly string[]): boolean {
  // a format suffix names no resource: `tickets.json` (Zendesk), `products.json` (Shopify) are `tickets`, `products`
  const last = segments[segments.length - 1]?.replace(/\.(json|xml)$/i, '');
  if (last === undefined || last.includes('{}') || /^\d+$/.test(last)) return false;
  if (segments.slice(-2).some((s) => SETTINGS.has(s.toLowerCase()))) return false;
  return /s$|search|jql|query|list/i.test(last);
}

/** The query of a request without a URL, and the keys of a request without an object: none (maps never written). */
const NO_QUERY: ReadonlyMap<string, string> = new Map();
const NO_KEYS: ReadonlyMap<string, Node> = new Map();

function queryParams(url: string): Map<string, string> {
  const out = new Map<string, string>();
  const q = url.split('?')[1];
  if (!q) return out;
  for (const part of q.split('&')) {
    const [k, v] = part.split('=');
    if (k) out.set(safeDecode(k), v ?? '');
  }
  return out;
}

/** A URL part as written when it is not valid percent-encoding (`%{id}` in a template): never a crash. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The `{ key: value }` pairs of the call's object arguments (one level of `context.repo({...})` wrapping included, and
 * a page or cursor that wrapping is handed by name), and of the objects they spread where a condition holds (`...(page !== undefined ? { page } : {})`, `...(page && {
 * page })`): a key sent on some path is sent.
 */
function requestKeys(args: readonly Node[]): ReadonlyMap<string, Node> {
  // most calls send no object: no map for them
  if (!args.some((a) => {
    const t = unwrap(a).type;
    return t === AST_NODE_TYPES.ObjectExpression || t === AST_NODE_TYPES.CallExpression;
  })) return NO_KEYS;
  const out = new Map<string, Node>();
  const visit = (arg: Node, depth: number) => {
    const a = unwrap(arg);
    if (a.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of a.properties) {
        if (p.type === AST_NODE_TYPES.SpreadElement) {
          for (const spread of spreadObjects(p.argument)) visit(spread, depth);
          continue;
        }
        const key = keyName(p);
        if (key !== null) out.set(key, p.value);
        if (depth < 1 && key !== null && /^(query|params|qs|searchParams|queryParams|queryParameters)$/.test(key)) visit(p.value, depth + 1);
      }
    } else if (a.type === AST_NODE_TYPES.CallExpression && depth < 1) {
      for (const inner of a.arguments) {
        // `buildParams(org, page, perPage)`: a page or cursor handed to the builder by its own name is sent
        if (inner.type === AST_NODE_TYPES.Identifier && HANDED_PAGE_NAMES.has(inner.name)) out.set(inner.name, inner);
        visit(inner, depth + 1);
      }
    }
  };
  for (const arg of args) visit(arg, 0);
  return out;
}

/** The object literals a spread may spread: `{…}`, either branch of `c ? {…} : {…}`, the right of `c && {…}`. */
function spreadObjects(argument: Node): TSESTree.ObjectExpression[] {
  const a = unwrap(argument);
  if (a.type === AST_NODE_TYPES.ObjectExpression) return [a];
  if (a.type === AST_NODE_TYPES.ConditionalExpression) return [...spreadObjects(a.consequent), ...spreadObjects(a.alternate)];
  if (a.type === AST_NODE_TYPES.LogicalExpression && a.operator === '&&') return spreadObjects(a.right);
  return [];
}

/** `1`, `'1'`, `String(1)`: a literal number, or null. */
function literalNumber(node: Node): number | null {
  const n = numberValue(node);
  if (n !== null) return n;
  const t = staticText(node);
  return t !== null && /^\d+$/.test(t) ? Number(t) : null;
}

/** One record or an existence check: a page size of 1, or a filter that names the one record asked about. */
function isSingleRecordRequest(keys: ReadonlyMap<string, Node>, query: ReadonlyMap<string, string>): boolean {
  for (const [key, value] of keys) if (SIZE_KEYS.has(key) && literalNumber(value) === 1) return true;
  for (const [key, value] of query) if (SIZE_KEYS.has(key) && value === '1') return true;
  for (const key of [...keys.keys(), ...query.keys()]) if (FILTER_KEYS.has(key) || FILTER_KEY_ENDING.test(key)) return true;
  return false;
}

/**
 * Does the request name one record the way its API's row says (`oneRecord`): a key that names it
 * (`bans.fetch({ user })`), or a first argument that is no options object (`bans.fetch(userId)`, `messages.fetch(id)`;
 * an identifier counts as an options object only when it is bound to one)?
 */
function readsOneRecordOf(api: ApiEntry, call: TSESTree.CallExpression, keys: ReadonlyMap<string, Node>, resolve: (id: TSESTree.Identifier) => Node | null): boolean {
  const one = api.oneRecord;
  if (one === undefined) return false;
  if (one.keys.some((key) => keys.has(key))) return true;
  const first = call.arguments[0];
  if (!one.idArgument || first === undefined) return false;
  const arg = unwrap(first);
  const bound = arg.type === AST_NODE_TYPES.Identifier ? resolve(arg) : arg;
  return bound === null ? true : unwrap(bound).type !== AST_NODE_TYPES.ObjectExpression;
}

/**
 * Does the request ask for one record or an existence check (`{ head: branch }`, `{ email }`, a page size of 1), so
 * that its answer, whatever its envelope, is no page of a larger list?
 */
export function asksForOneRecord(call: TSESTree.CallExpression, resolve: (id: TSESTree.Identifier) => Node | null): boolean {
  const url = requestedUrl(call, resolve);
  return isSingleRecordRequest(requestKeys(call.arguments), url === null ? NO_QUERY : queryParams(url));
}

/** A continuation sent from a value (`pageToken: token`, `?cursor=${cursor}`), not a literal. */
function sendsCursor(keys: ReadonlyMap<string, Node>, query: ReadonlyMap<string, string>): boolean {
  for (const [key, value] of keys) if (CURSOR_KEYS.has(key) && staticText(value) === null && numberValue(value) === null) return true;
  for (const [key, value] of query) if (CURSOR_KEYS.has(key) && value !== '') return true;
  return false;
}

/** See `PageRequest.window`. */
function asksForWindow(pageSize: string | null, keys: ReadonlyMap<string, Node>, query: ReadonlyMap<string, string>): boolean {
  const size = pageSize === null ? Number.NaN : Number(pageSize);
  if (!Number.isInteger(size) || size <= 0 || size > CHOSEN_WINDOW_MAX) return false;
  for (const key of [...keys.keys(), ...query.keys()]) if (CURSOR_KEYS.has(key) || NUMBER_KEYS.has(key)) return false;
  return true;
}

/** `page: 1`, `offset: 0`: the first page, written as a literal. */
function isFirstPageNumber(value: Node): boolean {
  const n = literalNumber(value);
  return n !== null && n <= 1;
}
/** `?page=1`, `?offset=0`, `?page=`: the first page in a query string. */
const FIRST_PAGE_QUERY = /^[01]?$/;

/**
 * A page number or offset that is computed (`page`, `offset: i * 100`, a caller's `sourceOffset`): the request is
 * one step of a walk.
 */
function numbersItsPage(keys: ReadonlyMap<string, Node>, query: ReadonlyMap<string, string>): boolean {
  for (const [key, value] of keys) if (isPageNumberKey(key) && !isFirstPageNumber(value)) return true;
  for (const [key, value] of query) if (isPageNumberKey(key) && !FIRST_PAGE_QUERY.test(value)) return true;
  return false;
}

/** `page`, `offset`, and an offset by any other name (`sourceOffset`, `start_offset`): its last word says it. */
function isPageNumberKey(key: string): boolean {
  return NUMBER_KEYS.has(key) || (key !== 'offset' && words(key).at(-1)?.toLowerCase() === 'offset');
}

function pageSizeOf(keys: ReadonlyMap<string, Node>, query: ReadonlyMap<string, string>, text: (n: Node) => string): string | null {
  // a call handed its items (`checkbox({ choices, pageSize: 20 })`) sizes what it draws, not what it fetches
  for (const key of keys.keys()) if (GIVEN_ITEMS.has(key)) return null;
  for (const [key, value] of keys) if (SIZE_KEYS.has(key) && !boundsSomethingElse(value)) return text(value);
  // a size the URL takes from code (`?$top=${max}`) is told by its parameter's name
  for (const [key, value] of query) if (SIZE_KEYS.has(key)) return value.includes('{}') || value === '' ? key : value;
  return null;
}

const NOT_PAGE_SIZE = new Set(NOT_PAGE_SIZE_WORDS);
/** A size whose own name says it bounds something else: `CONCURRENCY_LIMIT`, `opts.maxRetries`. */
function boundsSomethingElse(value: Node): boolean {
  const v = unwrap(value);
  const name = v.type === AST_NODE_TYPES.Identifier ? v.name : v.type === AST_NODE_TYPES.MemberExpression ? propertyName(v) : null;
  return name !== null && words(name).some((w) => NOT_PAGE_SIZE.has(w));
}

/** An AWS SDK v3 command sent through a client: `client.send(new ListObjectsV2Command(...))` or `send(command)`. */
function sentCommand(call: TSESTree.CallExpression, resolve: (id: TSESTree.Identifier) => Node | null): TSESTree.NewExpression | null {
  const path = calleePath(call.callee);
  if (path?.[path.length - 1] !== 'send') return null;
  const arg = call.arguments[0] && unwrap(call.arguments[0]);
  if (!arg) return null;
  const value = arg.type === AST_NODE_TYPES.Identifier ? resolve(arg) : arg;
  return value && value.type === AST_NODE_TYPES.NewExpression ? value : null;
}

function receiverIsClient(path: readonly string[]): boolean {
  const receiver = path[path.length - 2];
  if (receiver === undefined) return false;
  const w = words(receiver);
  return w.some((x) => CLIENT_WORDS.has(x));
}

function lastOf(callee: Node): string | null {
  const n = unwrap(callee);
  if (n.type === AST_NODE_TYPES.Identifier) return n.name;
  if (n.type === AST_NODE_TYPES.MemberExpression) return propertyName(n);
  return null;
}

/** Members that chain a call to its body (`fetch(u).then(…)`, `.json()`), and the call that awaits several (`Promise.all`). */
const BODY_CHAIN_NAMES = ['then', 'json', 'text', 'promise'] as const;
const BODY_CHAINS: ReadonlySet<string> = new Set(BODY_CHAIN_NAMES);
/** `then`, `json`, `text`, `promise`: a call on a request that goes on to its body. */
export const isBodyChain = (name: string): boolean => BODY_CHAINS.has(name);
const ALL_NAME = 'all';

/**
 * The calls the rule looks at: awaited or chained to their body (`isAwaited`), or a pager call (`paginate`,
 * `paginate.iterator`), which `paginatedSearch` reads whether awaited or not. A cheap test before the recogniser.
 */
export function isRequestCandidate(call: TSESTree.CallExpression): boolean {
  if (isAwaited(call)) return true;
  return isPagerName(lastOf(call.callee));
}

const PAGINATE = 'paginate';
const ITERATOR = 'iterator';
/** The pager calls `isRequestCandidate` lets through unawaited (`paginate`, `paginate.iterator`): a file that names neither has only awaited candidates. */
export const PAGER_CALLS = [PAGINATE, ITERATOR] as const;
export const PAGER_CALL_TEXT = names(PAGER_CALLS);
const isPagerName = (name: string | null): boolean => name === PAGINATE || name === ITERATOR;

/**
 * What a candidate other than an awaited call needs in the text: a pager's name, a body chain (`.then`, `.json`)
 * or `Promise.all`. A file that holds none has only awaited candidates, found from its `await`s.
 */
export const UNAWAITED_CANDIDATE_TEXT = names([...PAGER_CALLS, ALL_NAME, ...BODY_CHAIN_NAMES]);

/** The call an `await` waits on, through `as`, `!` and `?.` (the wrappers `isAwaited` looks through), or null. */
export function awaitedCall(node: TSESTree.AwaitExpression): TSESTree.CallExpression | null {
  let n: Node = node.argument;
  while (n.type === AST_NODE_TYPES.TSAsExpression || n.type === AST_NODE_TYPES.TSNonNullExpression || n.type === AST_NODE_TYPES.ChainExpression) n = n.expression;
  return n.type === AST_NODE_TYPES.CallExpression ? n : null;
}

/** `isAwaited` holds only where one of these words is written. */
export const AWAITED_TEXT = names(['await', ALL_NAME, ...BODY_CHAIN_NAMES]);

export function isAwaited(call: TSESTree.CallExpression): boolean {
  let n: Node = call;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
  while (n.parent && (n.parent.type === AST_NODE_TYPES.TSAsExpression || n.parent.type === AST_NODE_TYPES.TSNonNullExpression || n.parent.type === AST_NODE_TYPES.ChainExpression)) n = n.parent;
  const p = n.parent;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
  if (p?.type === AST_NODE_TYPES.AwaitExpression) return true;
  // `await Promise.all([a(), b()])`
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
  if (p?.type === AST_NODE_TYPES.ArrayExpression && p.parent.type === AST_NODE_TYPES.CallExpression && lastOf(p.parent.callee) === ALL_NAME) return true;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
  return p?.type === AST_NODE_TYPES.MemberExpression && BODY_CHAINS.has(propertyName(p) ?? '');
}

export interface PageRequestContext {
  readonly vocabulary: Vocabulary;
  readonly text: (node: Node) => string;
  /** The `const` initializer an identifier is bound to, or null. */
  readonly resolve: (id: TSESTree.Identifier) => Node | null;
  /**
   * A loose shape (`list*` on a client, `*.list`) counts even when neither the call's client nor the file's imports
   * name an API: for a rule that reports only decisions (an emptiness test before a delete), where any listing may be
   * partial. Without it, an unresolved loose call is no known request.
   */
  readonly unresolvedShapes?: boolean;
}

/** `http.getJson(url, { paginate: true })`: the client is asked to walk every page, with no page cap beside it. */
export function asksForEveryPage(call: TSESTree.CallExpression): boolean {
  let asks = false;
  for (const arg of call.arguments) {
    if (arg.type !== AST_NODE_TYPES.ObjectExpression) continue;
    for (const p of arg.properties) {
      if (p.type !== AST_NODE_TYPES.Property) continue;
      const key = keyName(p);
      if (key === null) continue;
      if (PAGE_CAP_KEYS.has(key)) return false;
      if (PAGINATE_KEYS.has(key) && !(p.value.type === AST_NODE_TYPES.Literal && p.value.value === false)) asks = true;
    }
  }
  return asks;
}

/**
 * The option by which a pager is told to stop after so many pages or items: `maxPages: 2` of
 * `api.Projects.all({ perPage: 100, maxPages: 2 })`, `pageLimit` beside `{ paginate: true }`, got's
 * `pagination: { countLimit }` (one object deep). Null for a call that is no pager, or one told no cap.
 */
export function pagerCap(call: TSESTree.CallExpression, apis: readonly ApiEntry[]): TSESTree.Property | null {
  const options = capOptionsOf(call, compiled(apis).pagerCapKeys);
  // one step at a cursor or page the caller passes (`getAll({ pageToken, pageLimit })`: its limit sizes that page), or
  // one item asked for (`{ paginate: true, limit: 1, maxPages: 1 }`: the newest commit)
  if ((options.cap === null && options.rowCap === null) || options.step) return null;
  if (options.cap !== null && options.asks) return options.cap;
  const path = calleePath(call.callee);
  const rows = path === null ? NO_ROWS : compiled(apis).pagers.matching(path);
  if (options.cap !== null && rows.size > 0) return options.cap;
  // a row's own cap keys count only on its pagers (Stripe's `limit` elsewhere is a page size)
  const key = options.rowCap === null ? null : keyName(options.rowCap);
  return key !== null && [...rows].some((api) => api.pagerCapKeys?.includes(key)) ? options.rowCap : null;
}

/** What a call's option objects say of walking: a cap, a row's own cap key, "walk for me", or one step of a walk. */
interface CapOptions {
  cap: TSESTree.Property | null;
  rowCap: TSESTree.Property | null;
  asks: boolean;
  step: boolean;
}

function capOptionsOf(call: TSESTree.CallExpression, rowCapKeys: ReadonlySet<string>): CapOptions {
  const found: CapOptions = { cap: null, rowCap: null, asks: false, step: false };
  const look = (o: TSESTree.ObjectExpression, depth: number) => {
    for (const p of o.properties) {
      if (p.type !== AST_NODE_TYPES.Property) continue;
      const key = keyName(p);
      if (key === null) continue;
      if (depth === 0 && (CURSOR_KEYS.has(key) || NUMBER_KEYS.has(key) || (SIZE_KEYS.has(key) && literalNumber(p.value) === 1))) found.step = true;
      if (PAGE_CAP_KEYS.has(key)) found.cap ??= p;
      else if (depth === 0 && rowCapKeys.has(key)) found.rowCap ??= p;
      else if (PAGINATE_KEYS.has(key) && !(p.value.type === AST_NODE_TYPES.Literal && p.value.value === false)) found.asks = true;
      else if (depth === 0 && p.value.type === AST_NODE_TYPES.ObjectExpression) look(p.value, 1);
    }
  };
  for (const arg of call.arguments) if (arg.type === AST_NODE_TYPES.ObjectExpression) look(arg, 0);
  return found;
}
const NO_ROWS: ReadonlySet<ApiEntry> = new Set();

/** `api.Projects.all({ page: 2 })`: a pager of a row told one page by a key of the row's `pagerPageKeys`. */
function asksPagerForOnePage(call: TSESTree.CallExpression, rows: ReadonlySet<ApiEntry>): boolean {
  const keys = new Set([...rows].flatMap((api) => api.pagerPageKeys ?? []));
  if (keys.size === 0) return false;
  return call.arguments.some((arg) => arg.type === AST_NODE_TYPES.ObjectExpression && arg.properties.some((p) => p.type === AST_NODE_TYPES.Property && keys.has(keyName(p) ?? '')));
}

/** Is `call` a pager (`paginate`, `autoPagingToArray`, `paginateListObjectsV2`) of a row? */
export function isPager(path: readonly string[], apis: readonly ApiEntry[]): boolean {
  return compiled(apis).pagers.matchesAny(path);
}

/**
 * A helper whose name says it walks every page (`fetchAllPages(url)`, `getAllPages`, `paginate(…)`): its argument's
 * URL or page size is what each of its requests sends, not one page. Whether it walks is its own body's question,
 * answered where it is declared (a helper that makes one request is reported there). "All" alone (`getAllUsers`)
 * promises nothing about pages.
 */
export function namesEveryPageWalk(name: string): boolean {
  const w = words(name).map((x) => x.toLowerCase());
  return w.includes('paginate') || (w.includes('pages') && (w.includes('all') || w.includes('every') || w.includes('each')));
}

/**
 * One request for one page, or null: a row's request shape (not a `whole` endpoint, not a write), or a request
 * that carries a page size; never a single-record read, an existence check, a computed page number or a pager.
 * The checks run cheapest first: most calls leave at the syntax of their callee or parent.
 * @param awaited whether the call's answer is waited on; a caller that knows more than the syntax beside the call
 *   (a promise returned from a helper is awaited by its caller) says so.
 */
export function pageRequestOf(call: TSESTree.CallExpression, ctx: PageRequestContext, awaited = isAwaited(call)): PageRequest | null {
  // an entry of `settings.completeness.operations` wins over the rows and the generated table for the calls it matches
  if (awaited) {
    const user = operationEntryOf(call, ctx);
    if (user !== null) return userPageRequest(call, user, ctx);
  }
  const apis = ctx.vocabulary.apis;
  const index = compiled(apis);
  const last = lastOf(call.callee) ?? '';
  // a call with no arguments is a request only through a row's method name
  if (call.arguments.length === 0 && !index.lastNames.has(last) && !last.startsWith('list') && !(last === 'get' && (isBuiltRequest(call) || kiotaGraphUrl(call) !== null))) return null;
  // a request is awaited or chained to its body: `z.object({ limit })` and `scope.get(url).reply(...)` are not
  if (!awaited) return null;
  const path = calleePath(call.callee);
  if (path === null || namesEveryPageWalk(last) || (index.pagers.matchesAny(path) && !asksPagerForOnePage(call, index.pagers.matching(path)))) return null;

  const methodHits = index.methods.matching(path);
  const command = last === 'send' ? sentCommand(call, ctx.resolve) : null;
  const commandName = command ? calleePath(command.callee)?.at(-1) ?? null : null;
  const keys = requestKeys(command ? command.arguments : call.arguments);
  const rpcShape = rpcShapeOf(index, keys);
  const url = requestedUrl(call, ctx.resolve);
  const query = url === null ? NO_QUERY : queryParams(url);
  // without arguments, a URL is a request builder's (see requestedUrl)
  const pageSize = pageSizeOf(keys, query, ctx.text) ?? (url !== null && call.arguments.length === 0 ? builderPageSize(call, ctx.text) : null);
  if (methodHits.size === 0 && commandName === null && url === null && pageSize === null && rpcShape === null && !mayCallSdk(call, path)) return null;
  // the generated table, read only when no hand row names the call exactly (they win where both speak)
  let known: OperationAnswer | undefined;
  const operation = (): OperationAnswer => (known ??= operationOf({ call, path, command, url, resolve: ctx.resolve, text: ctx.text, rowMatched: methodHits.size > 0 }));

  const matched: ApiEntry[] = [];
  const strictRows: ApiEntry[] = [];
  let needsItems = false;
  let strict = false;
  let knownClient: boolean | undefined;
  const segments = url === null ? null : pathSegments(url);
  const host = urlHost(url);
  // on a host a row serves, that row's own paths say what is a list (ClickUp's `/list/{id}/task`)
  const collection = segments !== null && (namesCollection(segments) || (host !== null && apis.some((api) => onHostOf(api, host))));
  // a row's shape can match only through a method hit, a sent command or a collection path; without one, only a
  // page size makes a request (most calls that reach this far end here)
  const shapeMayMatch = methodHits.size > 0 || commandName !== null || collection || rpcShape !== null;
  if (!shapeMayMatch && pageSize === null && !mayCallSdk(call, path) && url === null) return null;
  if (isWholeEndpoint(index, path, segments)) return null;
  if (pageSize !== null && holdsWholeCappedCollection(path, segments, Number(pageSize), commandName)) return null;

  // without a sent command or a collection path only method shapes can match: only their rows are read, in order
  const candidates = !shapeMayMatch ? NONE : commandName === null && !collection ? rowsOf(apis, index, rpcShape === null ? methodHits : new Set([...methodHits, rpcShape])) : apis;
  // a URL on a row's host is that row's: another API's route (GitLab's `/groups/:id/members` on Graph's host) does not
  // speak for it; a row that names its hosts speaks for no URL off them
  const rows = collection ? rowsForHost(candidates, host, url, call, ctx) : candidates;
  for (const api of rows) {
    for (const shape of api.requests) {
      let hit = false;
      if (shape.kind === 'method') {
        hit = commandName === null && methodHits.has(shape);
        if (hit && isLoose(shape)) {
          // `*.list` or `list*` alone on anything: only a client receiver, and only when the items show
          if (!shape.path.includes('.') && shape.path.includes('*') && !receiverIsClient(path)) hit = false;
          // a loose shape speaks only for a call through a known API's client, or in a file that imports this row's
          // own SDK: an import names its own vendor's calls only (a file that imports `discord.js` says nothing of `db.list()`)
          else if (ctx.unresolvedShapes !== true && !(knownClient ??= throughKnownClient(path, apis)) && !importsApi(call, api)) hit = false;
          else needsItems = true;
        } else if (hit) strict = true;
      } else if (shape.kind === 'rpc') {
        hit = shape === rpcShape;
        if (hit) strict = true;
      } else if (shape.kind === 'command') {
        hit = commandName !== null && glob(shape.name).test(commandName);
        if (hit) {
          if (shape.name.includes('*')) needsItems = true;
          else strict = true;
        }
      } else if (collection) {
        const p = index.paths.get(shape) as readonly Segment[];
        const route = segments as readonly string[];
        // a trailing `*` in a route stands for the rest of the path
        // a row bound to its hosts names whole paths after the host (PagerDuty's `/services`, not
        // `/analytics/metrics/incidents/services`)
        hit = shape.kind === 'route' ? (url ?? '').startsWith('GET ') && route.length >= p.length && p.slice(0, -1).every((s, i) => segmentMatches(s, route[i] as string))
          : api.hosts !== undefined ? wholePathMatches(p, route) : suffixMatches(p, route);
        // a path's last word alone (`/members`) is a guess: off the row's client, a vendor's description that names
        // the whole path (Graph's `/teams/{id}/channels/{id}/members`) outranks it
        if (hit && (shape.kind === 'route' || api.hosts !== undefined || p.length > 1 || namesApi(call, api))) strict = true;
      }
      if (hit) {
        matched.push(api);
        if (!(shape.kind === 'method' && isLoose(shape)) && !(shape.kind === 'command' && shape.name.includes('*'))) strictRows.push(api);
        break;
      }
    }
  }
  let hit: OperationAnswer = null;
  let sendsOperationCursor = false;
  if (!strict) {
    hit = operation();
    if (hit === 'whole') return null;
    if (hit !== null) {
      // a request that sends the operation's page number is one step of a walk; one that sends its cursor is a step
      // whose caller needs the next cursor back (`sendsCursor`), as for the rows' cursors
      const { cursor, page } = hit.operation;
      if (sent(keys, query, page)) return null;
      sendsOperationCursor = sent(keys, query, cursor);
      if (namesOneRecord(hit.operation, keys.keys())) return null;
      // the operation's default page holds a collection the platform caps below it
      const byDefault = hit.operation.pageSize?.default;
      if (pageSize === null && byDefault !== undefined && holdsWholeCappedCollection(path, segments, byDefault, commandName)) return null;
      matched.length = 0;
      strictRows.length = 0;
      matched.push(hit.row);
      strictRows.push(hit.row);
      strict = true;
    }
  }
  if (matched.length === 0 && pageSize === null) return null;
  if (matched.length === 0 && commandName !== null) return null;
  // a page size alone, on a call named for other work (`renderUsageEmail({ limit })`), fetches no page
  if (matched.length === 0 && url === null && NON_READ.has(words(last)[0]?.toLowerCase() ?? '')) return null;
  if (isSingleRecordRequest(keys, query) || numbersItsPage(keys, query)) return null;
  if (matched.some((api) => readsOneRecordOf(api, call, keys, ctx.resolve))) return null;
  // `{ paginate: true }` asks the client to walk; `{ maxPages: 1 }` says the callee walks pages itself (its cap is
  // no-silent-page-cap's concern at the walker)
  for (const key of keys.keys()) if (PAGINATE_KEYS.has(key) || PAGE_CAP_KEYS.has(key)) return null;
  if (isWrite(call, url, ctx.vocabulary)) return null;
  // a query of the project's own database: its limit is the batch the code chose, not an API's page
  if (readsDatabase(call, ctx.vocabulary)) return null;
  const loose = !strict;
  if (strict || pageSize !== null) needsItems = false;
  // the rows whose client the call goes through (`octokit.…`) speak for it; else a row named exactly
  // (`invoices.list`); loose matches of other rows only add noise
  const clientRows = matched.filter((api) => namesApi(call, api));
  const apis_ = hit !== null ? strictRows : clientRows.length > 0 ? clientRows : strictRows.length > 0 ? strictRows : matched;
  return { call, apis: apis_, needsItems, loose, pageSize, sendsCursor: sendsOperationCursor || sendsCursor(keys, query), window: asksForWindow(pageSize, keys, query), ...(hit !== null && { operation: hit.operation }) };
}


/**
 * Does the request send a step of a walk in the parameter a field names (`after`, or `query.after`: its last name)?
 * A first page written as a literal (`page: 1`, `offset: 0`, `cursor: ''`) starts nothing: it is one page.
 */
function sent(keys: ReadonlyMap<string, Node>, query: ReadonlyMap<string, string>, field: string | undefined): boolean {
  const name = field?.split('.').at(-1);
  if (name === undefined) return false;
  const value = keys.get(name);
  if (value !== undefined) {
    return !isFirstPageNumber(value) && staticText(value) !== '';
  }
  const q = query.get(name);
  return q !== undefined && !FIRST_PAGE_QUERY.test(q);
}

/**
 * A call an entry of `settings.completeness.operations` matches: complete by construction (never a page), or one
 * page of the user's operation unless it sends the entry's cursor, numbers its page, asks for one record, asks the
 * client to walk, or (matched by URL) writes.
 */
function userPageRequest(call: TSESTree.CallExpression, user: UserOperation, ctx: PageRequestContext): PageRequest | null {
  if (user.paged === null) return null;
  const { operation, row } = user.paged;
  const url = requestedUrl(call, ctx.resolve);
  const query = url === null ? NO_QUERY : queryParams(url);
  const keys = requestKeys(call.arguments);
  if (sent(keys, query, operation.cursor) || isSingleRecordRequest(keys, query) || numbersItsPage(keys, query)) return null;
  for (const key of keys.keys()) if (PAGINATE_KEYS.has(key) || PAGE_CAP_KEYS.has(key)) return null;
  if (user.from === 'url' && isWrite(call, url, ctx.vocabulary)) return null;
  const sizeName = operation.pageSize?.name.split('.').at(-1);
  const size = sizeName === undefined ? undefined : keys.get(sizeName);
  const sentSize = size !== undefined ? ctx.text(size) : sizeName === undefined ? null : (query.get(sizeName) ?? null);
  // opt-in paging: a request that leaves the page size out is answered whole
  if (user.optIn && sentSize === null) return null;
  const pageSize = sentSize ?? pageSizeOf(keys, query, ctx.text);
  // an SDK's model read from one version's declarations says where that version's page holds the items (`results`):
  // an answer used without them may be of another major (one that answered the bare array), so it speaks only where
  // the items show. A hand-written operation is written from docs that hold for every version.
  const needsItems = user.oneVersion && operation.items.length > 0;
  return { call, apis: [row], needsItems, loose: false, pageSize, sendsCursor: sendsCursor(keys, query), window: asksForWindow(pageSize, keys, query), operation };
}

/**
 * The entry of `settings.completeness.operations`, or the built-in SDK operation, that speaks for the call. The
 * user's entries always win; a built-in one yields to a hand-written row that names the call's method exactly,
 * unless that row is another vendor's: its SDK packages do not hold the one the call was traced to (`files.list` of
 * `openai` is not Drive's nor Slack's).
 */
function operationEntryOf(call: TSESTree.CallExpression, ctx: PageRequestContext): UserOperation | null {
  if (ctx.vocabulary.operations === null) return null;
  const user = userOperationOf(call, ctx.vocabulary);
  if (user === null || !user.builtIn) return user;
  const path = calleePath(call.callee);
  if (path === null) return user;
  const index = compiled(ctx.vocabulary.apis);
  const exact = new Set([...index.methods.matching(path)].filter((shape) => !isLoose(shape)));
  const pkg = user.package;
  const otherVendor = (row: ApiEntry) => pkg !== null && row.packages !== undefined && !row.packages.some((p) => p === pkg || pkg.startsWith(`${p}/`));
  return rowsOf(ctx.vocabulary.apis, index, exact).every(otherVendor) ? user : null;
}

/** The rpc shape whose method the request object names (`{ method: 'tools/list' }`), or null. */
function rpcShapeOf(index: CompiledApis, keys: ReadonlyMap<string, Node>): RequestShape | null {
  const sent = keys.get('method');
  const name = sent === undefined ? null : staticText(sent);
  return name === null ? null : (index.rpcs.get(name) ?? null);
}

/** The rows that hold these method (or rpc) shapes, in the table's order. */
function rowsOf(apis: readonly ApiEntry[], index: CompiledApis, shapes: ReadonlySet<RequestShape>): readonly ApiEntry[] {
  const rows: number[] = [];
  for (const shape of shapes) {
    const row = index.rowOf.get(shape) as number;
    if (!rows.includes(row)) rows.push(row);
  }
  return rows.sort((a, b) => a - b).map((row) => apis[row] as ApiEntry);
}

/** A method, route or URL a row documents as answering the whole scope in one response. */
function isWholeEndpoint(index: CompiledApis, path: readonly string[], segments: readonly string[] | null): boolean {
  if (index.whole.matchesAny(path)) return true;
  if (segments === null) return false;
  return index.wholeRoutes.some((r) => r.length === segments.length && r.every((seg, i) => segmentMatches(seg, segments[i] as string))) || index.wholeUrls.some((u) => suffixMatches(u, segments));
}

/**
 * Does the call request a `whole` endpoint of a row (`sendOne(opts, { path: '/issueLinkType' })`,
 * `neon.listProjectBranchRoles(...)`)? Its answer is every item, with no page to miss.
 */
export function requestsWhole(call: TSESTree.CallExpression, ctx: PageRequestContext): boolean {
  const user = operationEntryOf(call, ctx);
  if (user !== null) return user.complete;
  const path = calleePath(call.callee);
  if (path === null) return false;
  const url = requestedUrl(call, ctx.resolve);
  if (isWholeEndpoint(compiled(ctx.vocabulary.apis), path, url === null ? null : pathSegments(url))) return true;
  // an operation the vendor's description documents as answering whole (no hand row names it: they win)
  if (path.length < 2 && url === null) return false;
  const command = path.at(-1) === 'send' ? sentCommand(call, ctx.resolve) : null;
  return operationOf({ call, path, command, url, resolve: ctx.resolve, text: ctx.text }) === 'whole';
}

/** The generated operation a call requests (`calendar.events.list` through googleapis, a sent `*Command`, a vendor URL), or null. */
export function requestedOperation(call: TSESTree.CallExpression, ctx: PageRequestContext): KnownOperation | null {
  const user = operationEntryOf(call, ctx);
  if (user !== null) return user.paged?.operation ?? null;
  const path = calleePath(call.callee);
  if (path === null) return null;
  const command = path.at(-1) === 'send' ? sentCommand(call, ctx.resolve) : null;
  const url = requestedUrl(call, ctx.resolve);
  if (command === null && url === null && !mayCallSdk(call, path)) return null;
  const rowMatched = compiled(ctx.vocabulary.apis).methods.matching(path).size > 0;
  const hit = operationOf({ call, path, command, url, resolve: ctx.resolve, text: ctx.text, rowMatched });
  return hit === null || hit === 'whole' ? null : hit.operation;
}

/**
 * Is the call one step of a walk that follows the continuation: inside a recursive function, or inside a loop
 * whose test or body re-assigns what the request sends? (A walk that reads a cursor is sound by that read alone.)
 */
export function isInWalk(call: TSESTree.CallExpression): boolean {
  const fn = enclosingFunction(call);
  if (fn !== null) {
    const name = functionName(fn);
    if (name !== null) {
      let recursive = false;
      walkOwn(fn.body, (n) => {
        if (n.type !== AST_NODE_TYPES.CallExpression) return;
        const path = calleePath(n.callee);
        if (path?.at(-1) === name && (path.length === 1 || (path.length === 2 && path[0] === 'this'))) recursive = true;
      });
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
      if (recursive) return true;
    }
  }
  for (let n: Node | undefined = call.parent; n && !isFunction(n); n = n.parent) {
    if (n.type === AST_NODE_TYPES.ForOfStatement && n.await && n.right.range[0] <= call.range[0] && call.range[1] <= n.right.range[1]) return true;
    if (n.type === AST_NODE_TYPES.WhileStatement || n.type === AST_NODE_TYPES.DoWhileStatement || n.type === AST_NODE_TYPES.ForStatement) {
      // the loop re-sends the request with something its body changes: a page walk (sound or not, another rule's concern)
      const assigned = new Set<string>();
      walkOwn(n, (m) => {
        if (m.type === AST_NODE_TYPES.AssignmentExpression && m.left.type === AST_NODE_TYPES.Identifier) assigned.add(m.left.name);
        if (m.type === AST_NODE_TYPES.UpdateExpression && m.argument.type === AST_NODE_TYPES.Identifier) assigned.add(m.argument.name);
      });
      let sendsChanged = false;
      for (const arg of call.arguments) walkOwn(arg, (m) => {
        if (m.type === AST_NODE_TYPES.Identifier && assigned.has(m.name)) sendsChanged = true;
      });
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by a callback, or a parent the typings call non-null
      if (sendsChanged) return true;
    }
  }
  return false;
}

/** `octokit.paginate(octokit.rest.search.x, ...)` or `paginate('GET /search/...')`: a pager over a search route. */
export function paginatedSearch(call: TSESTree.CallExpression, vocabulary: Vocabulary): ApiEntry | null {
  const last = lastOf(call.callee);
  if (!isPagerName(last)) return null;
  const path = calleePath(call.callee);
  if (path === null || (path.at(-1) === ITERATOR ? path.at(-2) : path.at(-1)) !== PAGINATE) return null;
  const first = call.arguments[0] && unwrap(call.arguments[0]);
  if (!first) return null;
  const firstPath = first.type === AST_NODE_TYPES.MemberExpression ? calleePath(first) : null;
  const route = staticText(first);
  for (const api of vocabulary.apis) {
    if (!api.signals.some((s) => ctxRoleIsPartial(vocabulary, s))) continue;
    for (const shape of api.requests) {
      if (firstPath && shape.kind === 'method' && shape.path.includes('.') && suffixMatches(shape.path.split('.').map(segmentOf), firstPath)) return api;
      if (route !== null && shape.kind === 'route' && route.startsWith(shape.pattern.replace(/\*$/, ''))) return api;
    }
  }
  return null;
}

function ctxRoleIsPartial(vocabulary: Vocabulary, signal: string): boolean {
  return vocabulary.roleOf(signal) === 'partial-claim';
}

/** The glob of a dotted pattern (`rest.*.list*`, `search.*`) a callee path shows: its last segment that is not `*`. */
function patternName(dotted: string): string {
  return dotted.split('.').filter((s) => s !== '*').at(-1) ?? '*';
}

/** The longest literal segment of a route or URL shape (`repos` of `GET /repos/*`), which its match needs. */
function pathName(shape: RequestShape & { kind: 'route' | 'url' }): string {
  const segments = splitSlashes(shape.kind === 'route' ? shape.pattern.replace(/^[A-Z]+ /, '') : shape.pattern);
  // a route's last segment stands for the rest of the path
  const needed = (shape.kind === 'route' ? segments.slice(0, -1) : segments).filter((s) => s !== '*');
  const exact = needed.filter((s) => !s.includes('*'));
  return [...(exact.length > 0 ? exact : needed)].reduce((a, b) => (b.length > a.length ? b : a), '*');
}

const requestTexts = new WeakMap<readonly ApiEntry[], Pattern>();
/**
 * What the text shows of any request `pageRequestOf` recognises: a name of one of the rows' method, command,
 * route or URL shapes, or a page-size key (sent, or in a query string).
 */
export function requestText(apis: readonly ApiEntry[]): Pattern {
  let pattern = requestTexts.get(apis);
  if (!pattern) {
    const globs = [...SIZE_KEYS];
    for (const api of apis) {
      for (const shape of api.requests) globs.push(shape.kind === 'method' ? patternName(shape.path) : shape.kind === 'command' ? shape.name : shape.kind === 'rpc' ? (shape.method.split('/')[0] as string) : pathName(shape));
    }
    pattern = globNames(globs);
    requestTexts.set(apis, pattern);
  }
  return pattern;
}
