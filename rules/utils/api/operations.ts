import nodePath from 'node:path';
import { AST_NODE_TYPES, type TSESTree } from '../typed/ts-eslint.js';
import { generatedOperationsEndingWith, generatedOperationsNamed, templateSegments, type KnownOperation } from '../../../src/vocabulary/operations.js';
import type { ApiEntry } from '../../../src/vocabulary/index.js';
import { lastName, propertyName, unwrap, words, type Node } from '../syntax/ast.js';
import { fileNoteOf, USER_OPERATION_VENDOR } from './settings.js';
import { importsOf as importTable, programOf } from '../syntax/imports.js';
import { fileImportsProjectModule, namedForVendor, reexportsClientOf } from './project-modules.js';

/**
 * "Which operation of the generated table (src/vocabulary/operations.ts) does this call request?" Answered only on
 * evidence a call carries beside its name: the module the client or command comes from (`googleapis`,
 * `@aws-sdk/client-iam`, `aws-sdk`), the binding of its receiver (`google.calendar(...)`, `new AWS.IAM()`), or the
 * URL's host. A name alone (`listUsers`, `users.list`) is what the user's own code also writes: unresolved, it
 * answers nothing. The table is read only once a call has passed these syntactic checks.
 */

/** What the caller already read off the call. */
export interface OperationCall {
  readonly call: TSESTree.CallExpression;
  /** The callee's names (`calendar.events.list` → ['calendar', 'events', 'list']). */
  readonly path: readonly string[];
  /** The command sent (`client.send(new ListUsersCommand(...))`), or null. */
  readonly command: TSESTree.NewExpression | null;
  /** The URL or route requested, as `urlText` renders it (`{}` for what the syntax does not show), or null. */
  readonly url: string | null;
  readonly resolve: (id: TSESTree.Identifier) => Node | null;
  readonly text: (node: Node) => string;
  /**
   * A hand-written row's method shape names the call (`*.list*`), whether or not the row then took it (its client
   * unnamed, its items unread): such a row decides for an Octokit method.
   */
  readonly rowMatched?: boolean;
}

/** One operation the call requests, with the row the rules read (its items, signals and page size). */
export interface OperationHit {
  readonly operation: KnownOperation;
  readonly row: ApiEntry;
}

/** `whole`: every operation the call can be answers the whole scope in one response; never a page. */
export type OperationAnswer = OperationHit | 'whole' | null;

interface Imports {
  /** Local name → module it is imported or required from. */
  readonly modules: ReadonlyMap<string, string>;
  readonly googleapis: boolean;
  readonly awsV2: boolean;
  /** The services of the `@aws-sdk/client-*` modules imported (`iam`, `elasticache`): v3's aggregated clients' methods. */
  readonly awsV3Services: readonly string[];
  /** `@slack/web-api` or `@slack/bolt`, whose client methods are the Web API's method names. */
  readonly slack: boolean;
  /** An Octokit package (`@octokit/rest`, `octokit`, `@actions/github`, `probot`), whose methods are GitHub's operation ids. */
  readonly octokit: boolean;
}

const importsCache = new WeakMap<TSESTree.Program, Imports>();

/** The file's imports and top-level `require`s, with the SDKs they show. */
function importsOf(node: Node): Imports {
  const program = programOf(node);
  const cached = importsCache.get(program);
  if (cached) return cached;
  const { modules, sources } = importTable(program);
  const found: Imports = {
    modules,
    // a module of the project named for Google (`@/lib/google`) hands on a googleapis client as well
    googleapis: sources.some((s) => s === 'googleapis' || s.startsWith('@googleapis/') || namedForVendor(s, 'google')),
    awsV2: sources.some((s) => s === 'aws-sdk' || s.startsWith('aws-sdk/')),
    awsV3Services: aggregatedAwsClients(modules),
    slack: sources.some((s) => s === '@slack/web-api' || s === '@slack/bolt'),
    octokit: sources.some((s) => OCTOKIT_PACKAGES.has(s) || s.startsWith('@octokit/')),
  };
  importsCache.set(program, found);
  return found;
}

/** The module prefix of the AWS SDK v3's service clients: `@aws-sdk/client-iam`. */
const AWS_V3_CLIENT = '@aws-sdk/client-';

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The services whose v3 aggregated client class the file imports (`import { ElastiCache } from
 * '@aws-sdk/client-elasticache'`, or as a type for a client handed in): the class is named as the service. Shapes
 * (`StackResourceSummary`) and the bare client (`ElastiCacheClient`) show no aggregated client.
 */
function aggregatedAwsClients(modules: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [local, source] of modules) {
    if (!source.startsWith(AWS_V3_CLIENT)) continue;
    const service = source.slice(AWS_V3_CLIENT.length);
    if (norm(local) === norm(service)) out.push(service);
  }
  return out;
}
/** Does an AWS service name (`iam`, `cognito-identity-provider`, `DynamoDB`) name the operation's API or its title? */
function namesAwsService(op: KnownOperation, service: string): boolean {
  const wanted = norm(service);
  return norm(op.api) === wanted || norm(op.title.replace(/^(Amazon|AWS)\s+/, '')) === wanted;
}

/** The names of a call's callee chain, with the node it starts from (an identifier, `this`, or a call). */
function chainBase(callee: Node): Node {
  let n = unwrap(callee);
  while (n.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.object);
  return n;
}

/** `google.calendar({...})`, `calendar({...})` of `@googleapis/calendar`: the API it builds, or null. */
function googleApiBuiltBy(node: Node | null, imports: Imports): string | null {
  const n = node && unwrap(node);
  if (n?.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = unwrap(n.callee);
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    const object = unwrap(callee.object);
    const google = object.type === AST_NODE_TYPES.Identifier && object.name === 'google';
    return google ? propertyName(callee) : null;
  }
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const source = imports.modules.get(callee.name);
    return source?.startsWith('@googleapis/') ? source.slice('@googleapis/'.length) : null;
  }
  return null;
}

/** `calendar.events.list(...)` through googleapis: the operations of the API the receiver is built for. */
function googleOperations(c: OperationCall, imports: Imports): KnownOperation[] {
  if (!imports.googleapis || c.path.length < 2) return [];
  const base = chainBase(c.call.callee);
  let api: string | null = null;
  let tail: readonly string[];
  if (base.type === AST_NODE_TYPES.CallExpression) {
    // `google.calendar('v3').events.list(...)`: the path starts after the call
    api = googleApiBuiltBy(base, imports);
    tail = c.path;
  } else {
    const at = c.path[0] === 'this' ? 1 : 0;
    const receiver = c.path[at] as string;
    if (base.type === AST_NODE_TYPES.Identifier) api = googleApiBuiltBy(c.resolve(base), imports);
    // an unresolved receiver speaks only by its own name (`drive`, `this.calendar`)
    api ??= receiver;
    tail = c.path.slice(at + 1);
  }
  if (api === null || tail.length < 2) return [];
  const suffix = tail.join('.');
  return generatedOperationsNamed(suffix, 'googleapis.com').filter((op) => op.sdk.some((name) => {
    const parts = name.split('.');
    return parts.slice(1).join('.') === suffix && (parts[0] === api || op.api === api);
  }));
}

/**
 * `client.conversations.replies(...)` through `@slack/web-api` or `@slack/bolt`: the SDK's methods are the Web API's
 * methods, and each is one path of the description (`/conversations.replies`).
 */
function slackOperations(c: OperationCall, imports: Imports): KnownOperation[] {
  if (!imports.slack || c.path.length < 2) return [];
  const name = c.path.slice(-2).join('.');
  return generatedOperationsEndingWith([name]).filter((op) => op.vendor === 'slack.com' && op.path === `/${name}`);
}

/** Packages that hand out an Octokit client outside the `@octokit/` scope. */
const OCTOKIT_PACKAGES: ReadonlySet<string> = new Set(['octokit', '@actions/github', 'probot']);
const OCTOKIT_SOURCES: readonly string[] = ['@octokit', ...OCTOKIT_PACKAGES];
/** Words of a receiver that hold a GitHub client a project module hands on (`this.repoContext.client`, `gh`). */
const OCTOKIT_RECEIVER_WORDS: ReadonlySet<string> = new Set(['client', 'octokit', 'github', 'gh']);

/**
 * `octokit.rest.repos.…`, or `ctx.client.repos.…` (a receiver named as a client) in a file that imports a module of its
 * project: a call that may be an Octokit method where the file imports no Octokit package.
 */
function mayCallOctokit(call: TSESTree.CallExpression, path: readonly string[]): boolean {
  const receiver = path[path.length - 3];
  if (receiver === undefined) return false;
  if (receiver === 'rest') return true;
  // most receivers leave at this test, before their words are split
  if (!OCTOKIT_RECEIVER_TEXT.test(receiver) || !words(receiver).some((w) => OCTOKIT_RECEIVER_WORDS.has(w.toLowerCase()))) return false;
  const note = fileNoteOf(programOf(call));
  return note !== undefined && fileImportsProjectModule(note);
}

/** `OCTOKIT_RECEIVER_WORDS` anywhere in a name, in any case: the cheap test before the words. */
const OCTOKIT_RECEIVER_TEXT = new RegExp([...OCTOKIT_RECEIVER_WORDS].join('|'), 'i');

/** Does a module of the project this file imports hand on an Octokit client (and declare no `method` of its own)? */
function importsOctokitModule(call: TSESTree.CallExpression, imports: Imports, method: string): boolean {
  const note = fileNoteOf(programOf(call));
  if (note === undefined) return false;
  const importer = nodePath.resolve(note.cwd, note.filename);
  return [...new Set(imports.modules.values())].some((module) => reexportsClientOf(importer, module, OCTOKIT_SOURCES, method) === true);
}

/**
 * `octokit.rest.repos.getAllEnvironments(…)`, `context.octokit.repos.getAllEnvironments(…)`: Octokit's methods are
 * GitHub's operation ids (`octokit.rest.<scope>.<method>` in the description's `x-octokit` names), in a file that
 * imports Octokit or through its `rest` namespace. Only a GET that the description pages by a page or cursor
 * parameter: a `truncated` flag alone (a tree, a gist's files) is no page to follow. The GitHub row's own shapes
 * (`*.list*`, `search.*`) win where they match: it knows what the description does not (search's 1,000-result cap).
 */
function octokitOperations(c: OperationCall, imports: Imports): KnownOperation[] {
  if (c.path.length < 3 || c.rowMatched === true) return [];
  const shown = imports.octokit || c.path[c.path.length - 3] === 'rest';
  if (!shown && !mayCallOctokit(c.call, c.path)) return [];
  const name = c.path.slice(-2).join('.');
  const ops = generatedOperationsNamed(name, 'github.com').filter((op) => op.method === 'GET' && (op.page !== undefined || op.cursor !== undefined) && op.sdk.includes(`octokit.rest.${name}`));
  return ops.length === 0 || shown || importsOctokitModule(c.call, imports, c.path[c.path.length - 1] as string) ? ops : [];
}

/** `client.send(new ListUsersCommand(...))`: the command's module (`@aws-sdk/client-iam`) names its service. */
function awsCommandOperations(c: OperationCall, imports: Imports): KnownOperation[] {
  const callee = c.command && unwrap(c.command.callee);
  if (callee?.type !== AST_NODE_TYPES.Identifier || !callee.name.endsWith('Command')) return [];
  const source = imports.modules.get(callee.name);
  if (!source?.startsWith(AWS_V3_CLIENT)) return [];
  const service = source.slice(AWS_V3_CLIENT.length);
  return generatedOperationsNamed(callee.name, 'amazonaws.com').filter((op) => op.sdk.includes(callee.name) && namesAwsService(op, service));
}

/**
 * `iam.listUsers(params)` then `.promise()`: the AWS SDK v2's request object, whose `promise()` sends it. Code that
 * gets its client as a parameter shows the SDK only through this chain.
 */
export function sendsAwsV2Request(call: TSESTree.CallExpression): boolean {
  const p = call.parent;
  return p.type === AST_NODE_TYPES.MemberExpression && p.object === call && propertyName(p) === 'promise' && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.arguments.length === 0;
}

/**
 * `iam.listUsers(params).promise()`, in a file that imports `aws-sdk` or through the v2 request's `.promise()`: the
 * receiver's constructor (`new AWS.IAM()`) or name names the service.
 */
function awsV2Operations(c: OperationCall, imports: Imports): KnownOperation[] {
  if (!(imports.awsV2 || sendsAwsV2Request(c.call)) || c.command !== null) return [];
  const method = c.path[c.path.length - 1] as string;
  const receiverName = c.path[c.path.length - 2];
  if (receiverName === undefined || !/^[a-z]/.test(method)) return [];
  const callee = unwrap(c.call.callee);
  const receiver = callee.type === AST_NODE_TYPES.MemberExpression ? unwrap(callee.object) : null;
  let service = receiverName;
  const bound = receiver?.type === AST_NODE_TYPES.Identifier ? c.resolve(receiver) : null;
  const init = bound && unwrap(bound);
  if (init?.type === AST_NODE_TYPES.NewExpression) {
    const ctor = unwrap(init.callee);
    const name = ctor.type === AST_NODE_TYPES.Identifier ? ctor.name : ctor.type === AST_NODE_TYPES.MemberExpression ? propertyName(ctor) : null;
    if (name !== null) service = name;
  }
  return generatedOperationsNamed(method, 'amazonaws.com').filter((op) => op.sdk.includes(method) && namesAwsService(op, service));
}

/**
 * `await elastiCache.describeCacheClusters(params)` in a file that imports `@aws-sdk/client-elasticache`: the v3
 * aggregated client (`new ElastiCache()`), whose methods are the operations' names in lower camel case
 * (https://docs.aws.amazon.com/AWSJavaScriptSDK/v3/latest/introduction/#usage, "v2 compatible style"). The imported
 * service decides; a method that two imported services both name is left unresolved.
 */
function awsV3AggregatedOperations(c: OperationCall, imports: Imports): KnownOperation[] {
  if (imports.awsV3Services.length === 0 || c.command !== null || sendsAwsV2Request(c.call)) return [];
  const method = c.path[c.path.length - 1] as string;
  // `this.listUsers()` is the class's own method (a client is a field of it: `this.iam.listUsers()`)
  if (!/^[a-z]/.test(method) || (c.path.length === 2 && c.path[0] === 'this')) return [];
  if (namedForOtherPackage(c.path[c.path.length - 2], imports)) return [];
  const ops = generatedOperationsNamed(method, 'amazonaws.com').filter((op) => op.sdk.includes(method) && imports.awsV3Services.some((s) => namesAwsService(op, s)));
  return ops.every((op) => op.api === ops[0]?.api) ? ops : [];
}

/**
 * `clickhouseClient.query(…)` in a file that imports `@clickhouse/client` beside `@aws-sdk/client-dynamodb`: a
 * receiver named for another package the file imports (a word of its name is a word of that package's name, not of
 * the AWS SDK's) is that package's client.
 */
function namedForOtherPackage(receiver: string | undefined, imports: Imports): boolean {
  if (receiver === undefined) return false;
  const mine = new Set(words(receiver).map((w) => w.toLowerCase()).filter((w) => !GENERIC_RECEIVER_WORDS.has(w)));
  if (mine.size === 0) return false;
  for (const source of new Set(imports.modules.values())) {
    if (source.startsWith('@aws-sdk/') || source.startsWith('.') || source.startsWith('node:')) continue;
    if (source.split(/[@/_.-]+/).some((w) => mine.has(w.toLowerCase()))) return true;
  }
  return false;
}

/** Words of a receiver's name that any client may carry (`clickhouseClient`'s `client`): they name no package. */
const GENERIC_RECEIVER_WORDS: ReadonlySet<string> = new Set(['client', 'clients', 'api', 'sdk', 'service', 'db', 'this', 'js', 'node']);

/**
 * `provider.request('Lambda', 'listVersionsByFunction', params)`: the Serverless Framework's AWS provider sends the
 * AWS SDK v2 request its first two arguments name, `new AWS[service]()[method](params)` (serverless
 * `lib/aws/request.js`; plugins reach it through `serverless.getProvider('aws')`). The service is an SDK class name,
 * the method a lower-camel operation. Null for any other call.
 */
export function serverlessAwsRequest(call: TSESTree.CallExpression): { service: string; method: string } | null {
  const [service, method] = call.arguments;
  if (method === undefined || lastName(call.callee) !== 'request') return null;
  const s = unwrap(service as Node);
  const m = unwrap(method);
  if (s.type !== AST_NODE_TYPES.Literal || m.type !== AST_NODE_TYPES.Literal || typeof s.value !== 'string' || typeof m.value !== 'string') return null;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(s.value) || !/^[a-z][A-Za-z0-9]*$/.test(m.value)) return null;
  return { service: s.value, method: m.value };
}

/** The AWS operation a Serverless provider request names (both its service and its method must resolve). */
function serverlessOperations(c: OperationCall): KnownOperation[] {
  const request = c.command === null ? serverlessAwsRequest(c.call) : null;
  if (request === null) return [];
  const { service, method } = request;
  return generatedOperationsNamed(method, 'amazonaws.com').filter((op) => op.sdk.includes(method) && namesAwsService(op, service));
}

export const GENERIC_SEGMENT = /^(api|rest|v\d+(\.\d+)*|\d+(\.\d+)*|beta|alpha)$/i;

/** The literal segments of a path (`{}` and `{param}` are not). */
const literalSegments = (segments: readonly string[]): string[] => segments.filter((s) => !s.includes('{'));

/** The label of a vendor's domain that a host shows (`atlassian` of `atlassian.com`, seen in `acme.atlassian.net`). */
const vendorStem = (vendor: string): string => vendor.split('.').slice(-2)[0] ?? vendor;
/** Names code gives a vendor's client that its domain does not show. */
const VENDOR_CLIENT_WORDS: Readonly<Record<string, readonly string[]>> = { 'github.com': ['octokit', 'gh'], 'atlassian.com': ['jira', 'confluence'], 'googleapis.com': ['google'], 'amazonaws.com': ['aws'] };
const namesVendor = (named: ReadonlySet<string>, op: KnownOperation): boolean =>
  named.has(vendorStem(op.vendor)) || named.has(op.api.toLowerCase()) || (VENDOR_CLIENT_WORDS[op.vendor] ?? []).some((w) => named.has(w));

/**
 * What a file must hold for a call of it to name a generated operation: an SDK import, a `*Command`, a Serverless
 * provider request (`.request('S3', …)`), a URL path, a Graph request builder's path (`.api('/users')`), or the
 * Kiota-built Graph SDK (`graphClient.users.get()`).
 */
export const OPERATION_TEXT = /googleapis|aws-sdk|@slack\/|msgraph-sdk|Command\b|\.promise\(\)|\.request\(\s*['"][A-Z]|\/[A-Za-z_][\w.-]*\/[A-Za-z_{$]|\.api\(\s*['"`]\//;

/**
 * `fetch(`${base}/rest/api/3/search?jql=...`)`, `axios.get('https://www.googleapis.com/calendar/v3/...')`,
 * `octokit.request('GET /user/repos')`: the operations whose path template the URL ends with. The host decides the
 * vendor; a host the syntax does not show is decided by the names around the URL (`jiraBase`, `this.jira`), or by a
 * path specific enough (four literal segments, one API) to name it alone.
 */
function urlOperations(c: OperationCall): KnownOperation[] {
  if (c.url === null) return [];
  const routeMethod = /^([A-Z]+) /.exec(c.url)?.[1] ?? null;
  const withoutMethod = c.url.replace(/^[A-Z]+ /, '');
  const hostMatch = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(withoutMethod);
  const host = hostMatch?.[1] ?? null;
  const pathText = (hostMatch ? withoutMethod.slice(hostMatch[0].length) : withoutMethod).split(/[?#]/)[0] as string;
  const segments = templateSegments(pathText);
  // a base the syntax does not show (`{}` of `${base}/rest/...`) is not part of the path
  while (segments[0] === '{}') segments.shift();
  // a path that ends at a parameter names one record (`/orgs/{org}/settings/network-configurations/{id}`)
  if (literalSegments(segments).length < (host === null ? 2 : 1) || segments[segments.length - 1] === '{}') return [];
  const knownHost = host !== null && host.replace(/\{\}/g, '').replace(/^\.+/, '') !== '' ? host.toLowerCase() : null;
  if (knownHost !== null && /^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(knownHost)) return [];
  const method = routeMethod ?? 'GET';
  let found: KnownOperation[] = [];
  const onHost = (op: KnownOperation): boolean => knownHost !== null && knownHost.split(/[.:]/).includes(vendorStem(op.vendor));
  const sameMethod = (op: KnownOperation): boolean => op.method === method || (routeMethod === null && op.method === 'POST' && /search|query/i.test(op.path));
  // the longest tail of the path some template ends with
  for (let from = 0; from < segments.length && found.length === 0; from++) {
    const tail = segments.slice(from);
    if (literalSegments(tail).filter((s) => !GENERIC_SEGMENT.test(s)).length < 1) break;
    if (literalSegments(tail).length < 2) {
      // one segment names an operation only on its vendor's host, after the server's base (`https://slack.com/api/users.list`)
      if (knownHost !== null && segments.slice(0, from).every((s) => GENERIC_SEGMENT.test(s))) found = generatedOperationsEndingWith(tail).filter((op) => sameMethod(op) && onHost(op) && templateSegments(op.path).length === tail.length);
      break;
    }
    found = generatedOperationsEndingWith(tail).filter(sameMethod);
    if (found.length > 0 && from > 0 && knownHost === null) found = [];
    // with the host known, the path after the base is whole: a template of exactly that path beats longer ones it ends
    if (knownHost !== null) {
      const exact = found.filter((op) => templateSegments(op.path).length === tail.length);
      if (exact.length > 0) found = exact;
    }
  }
  if (found.length === 0) return [];
  if (knownHost !== null) return found.filter(onHost);
  // no host: the names written around the URL must name the vendor or API, or the path alone must
  const named = new Set([...words(c.text(c.call.callee)), ...c.call.arguments.flatMap((a) => words(c.text(a).replace(/[^A-Za-z0-9_$]+/g, '_'))), ...words(ownClassName(c.call.callee) ?? '')].map((w) => w.toLowerCase()));
  const byName = found.filter((op) => namesVendor(named, op));
  if (byName.length > 0) return byName;
  const oneApi = found.every((op) => op.vendor === found[0]?.vendor && op.api === found[0].api);
  return oneApi && literalSegments(segments).length >= 4 ? found : [];
}

/** The name of the class whose own client a call goes through (`this.get(…)` in `class SentryClient`), or null. */
function ownClassName(callee: Node): string | null {
  if (unwrap(chainBase(callee)).type !== AST_NODE_TYPES.ThisExpression) return null;
  for (let p: Node | undefined = callee.parent; p; p = p.parent) {
    if (p.type === AST_NODE_TYPES.ClassDeclaration || p.type === AST_NODE_TYPES.ClassExpression) return p.id?.name ?? null;
    // a function's own `this` is not the class's
    if (p.type === AST_NODE_TYPES.FunctionExpression || p.type === AST_NODE_TYPES.FunctionDeclaration) {
      if (p.parent.type !== AST_NODE_TYPES.MethodDefinition) return null;
    }
  }
  return null;
}

/** A row the rules read for one generated operation: its items, its continuation fields, its page size. */
const rows = new WeakMap<KnownOperation, ApiEntry>();
function rowOf(op: KnownOperation): ApiEntry {
  let row = rows.get(op);
  if (!row) {
    row = {
      id: `${op.api}-${op.operationId}`,
      name: `${op.api} ${op.operationId}`,
      docs: '',
      adapter: null,
      pages: null,
      items: op.items.map((i) => (i === '.' ? '*' : i)),
      // a field the response only echoes from the request (S3's `ContinuationToken` beside `NextContinuationToken`) says nothing of what remains
      signals: op.signals.filter((s) => !op.signals.includes(`Next${s}`)).map((s) => (s.startsWith('header:') ? `headers.${s.slice('header:'.length).toLowerCase()}` : s)),
      pageSize: op.pageSize ? [op.pageSize.name] : [],
      ...(op.pageSize?.default !== undefined && { defaultPageSize: op.pageSize.default }),
      ...(op.pageSize?.max !== undefined && { maxPageSize: op.pageSize.max }),
      pagers: [],
      requests: [],
      clients: [op.api.toLowerCase()],
    };
    rows.set(op, row);
  }
  return row;
}

/** Is an operation one the table shows paging for: a cursor, a page parameter or a continuation field (a page size alone is not)? */
const isPaged = (op: KnownOperation): boolean => op.kind === 'paged' && (op.cursor !== undefined || op.page !== undefined || op.signals.length > 0);

/**
 * The cheap test before the table is read: a command from `@aws-sdk/client-*`, a Serverless provider request, a
 * method chain in a file that imports googleapis or aws-sdk, or a URL with two literal path segments.
 */
function mayBeKnown(c: OperationCall, imports: Imports): boolean {
  if (c.command !== null || serverlessAwsRequest(c.call) !== null) return true;
  if (showsSdk(c.call, imports) && c.path.length >= 2) return true;
  if (mayCallOctokit(c.call, c.path)) return true;
  return c.url !== null && /\/[A-Za-z_][\w.-]*\/[A-Za-z_{]/.test(c.url);
}

/**
 * A Serverless provider request, or a method chain in a file that imports googleapis, an AWS SDK (v2, or a v3 client),
 * Slack's SDK or Octokit, or a v2 request sent by `.promise()`, or one that may be an Octokit method
 * (`mayCallOctokit`): a receiver and a lower-case method.
 */
export function mayCallSdk(call: TSESTree.CallExpression, path: readonly string[]): boolean {
  if (serverlessAwsRequest(call) !== null) return true;
  if (path.length < 2 || !/^[a-z]/.test(path[path.length - 1] as string)) return false;
  return showsSdk(call, importsOf(call)) || mayCallOctokit(call, path);
}

/** Does the file import an SDK whose method chains the table names, or is the call an AWS v2 request sent by `.promise()`? */
function showsSdk(call: TSESTree.CallExpression, imports: Imports): boolean {
  return imports.googleapis || imports.awsV2 || imports.awsV3Services.length > 0 || imports.slack || imports.octokit || sendsAwsV2Request(call);
}

/** The operation a call requests, `whole` when every candidate answers whole, or null when the evidence does not decide. */
export function operationOf(c: OperationCall): OperationAnswer {
  const imports = importsOf(c.call);
  if (!mayBeKnown(c, imports)) return null;
  let ops = c.command !== null ? awsCommandOperations(c, imports) : [...googleOperations(c, imports), ...awsV2Operations(c, imports), ...awsV3AggregatedOperations(c, imports), ...slackOperations(c, imports), ...octokitOperations(c, imports), ...serverlessOperations(c)];
  if (ops.length === 0 && c.command === null) ops = urlOperations(c);
  if (ops.length === 0) return null;
  const paged = ops.filter(isPaged);
  if (paged.length === 0) return ops.every((op) => op.kind === 'whole') ? 'whole' : null;
  const first = versionOf(paged, c.url) ?? (paged[0] as KnownOperation);
  // several APIs answer: unresolved, unless they are versions of one API that page alike (Graph's v1.0 and beta)
  if (!paged.every((op) => op.vendor === first.vendor && (op.api === first.api || sameOperation(op, first)))) return null;
  return { operation: first, row: rowOf(first) };
}

/** The same operation in another version of its API (`graph` and `graph-beta`): the same id, paging and items. */
function sameOperation(a: KnownOperation, b: KnownOperation): boolean {
  return a.operationId === b.operationId && a.cursor === b.cursor && a.page === b.page && a.items.join() === b.items.join() && a.signals.join() === b.signals.join();
}

/**
 * Of one operation's versions, the one a URL names (`…/beta/users` → `graph-beta`); else the version-less API, the
 * generally available one (`graph`). Null when the candidates are no versions of one operation.
 */
function versionOf(ops: readonly KnownOperation[], url: string | null): KnownOperation | null {
  const [head] = ops;
  if (head === undefined || !ops.every((op) => op.vendor === head.vendor && sameOperation(op, head))) return null;
  const segments = url === null ? [] : url.toLowerCase().split(/[/?#]/);
  const named = ops.find((op) => op.api.includes('-') && segments.includes(op.api.slice(op.api.lastIndexOf('-') + 1).toLowerCase()));
  return named ?? [...ops].sort((a, b) => a.api.length - b.api.length)[0] ?? null;
}

/**
 * Does the request name one record of the operation's own resource: `StackName` sent to `DescribeStacks`, `taskId`
 * to `ListTasks`? Such a request answers that record, not a page of many.
 */
export function namesOneRecord(op: KnownOperation, keys: Iterable<string>): boolean {
  const noun = /^(?:Describe|List|Get|Search)([A-Z][A-Za-z]*?)s?$/.exec(op.operationId)?.[1];
  if (noun === undefined) return false;
  const one = new Set(['name', 'id', 'arn'].map((suffix) => `${noun}${suffix}`.toLowerCase()));
  for (const key of keys) if (one.has(key.toLowerCase())) return true;
  return false;
}

/** The field a report tells the reader to follow: the response's continuation, else the request's page parameter. */
export function fieldToFollow(op: KnownOperation): string {
  const forward = op.signals.filter((s) => !/(^|\.)total/i.test(s) && !/count$/i.test(s) && !op.signals.includes(`Next${s}`));
  // the field that carries the continuation before a flag that only says there is one (`Marker` before `IsTruncated`);
  // a link to the last or first page (JSON:API's `links.last`) is no way on: the page number sent is
  const continuation = forward.find((s) => /token|marker|cursor|next/i.test(s)) ?? forward.find((s) => /link/i.test(s) && !/(last|first|prev)$/i.test(s));
  if (continuation !== undefined) return continuation.startsWith('header:') ? `${continuation.slice('header:'.length)} header` : continuation;
  return op.page ?? op.cursor ?? forward[0] ?? op.signals[0] ?? 'the continuation';
}

/** How the operation pages, for a message: `pages at 50`, or `default page size`. */
export function pageSizeText(op: KnownOperation, sent: string | null): string {
  if (sent !== null) return `pages at \`${sent}\``;
  return op.pageSize?.default !== undefined ? `pages at ${String(op.pageSize.default)}` : 'default page size';
}

/** The API's name for a message: `iam ListUsers`, `calendar.events.list`. */
export function operationLabel(op: KnownOperation): string {
  // an entry of `settings.completeness.operations`: named as the user named it
  if (op.vendor === USER_OPERATION_VENDOR) return op.title;
  const sdk = op.sdk.find((s) => s.includes('.') && !s.startsWith('octokit.'));
  if (sdk !== undefined) return sdk;
  // Slack's methods are their own one-segment paths: `/conversations.replies` is `conversations.replies`
  if (op.vendor === 'slack.com' && /^\/[\w.]+$/.test(op.path)) return `Slack ${op.path.slice(1)}`;
  return `${op.api} ${op.operationId}`;
}
