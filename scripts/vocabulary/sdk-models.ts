/**
 * Paginated list calls read from the vendors' own SDK models: the TypeScript declarations each official SDK ships
 * (pinned dev dependencies, see `SDK_MODELS`). From a client's type, every method reached through its properties
 * (`notion.databases.query`, `hubspot.crm.contacts.basicApi.getPage`) or through an object a method resolves to
 * (`(await cma.getSpace(id)).getEnvironment(…)`, two hops at most) is read the way the OpenAPI reader reads an
 * operation (./paging.ts names the parameters and fields):
 * - it is one page when its request takes a cursor or a page number (`start_cursor`, `after`, `page`, `skip`,
 *   `_continue`), or its response carries a continuation of its own (`has_more`, `cursor`), not one inside a
 *   metadata object every answer of the SDK shares;
 * - its items are an array of the response, or of the response's `data`, `body` or `result`;
 * - a method that writes (`create…`, `delete…`, `upload…`) or that answers with an async iterator (a pager that
 *   walks every page itself) is left out.
 * Build-time only, like the rest of the generator.
 */
import path from 'node:path';
import ts from 'typescript';
import { splitWords } from '../../rules/utils/syntax/ast.js';
import { PAGE_OBJECT_METHODS } from '../../src/vocabulary/sdk-operations.js';
import { byItemNames, isCursorParam, isPageParam, isPageSizeParam, mayBeItems, responseFieldRole } from './paging.js';

export interface SdkModel {
  /** The npm package (a dev dependency, pinned). Calls match it and its subpaths. */
  readonly package: string;
  /** Where its types are read from, when not the package itself (`firebase-admin/auth`). */
  readonly module?: string;
  /** The clients, as type expressions over the module's namespace `M` (`InstanceType<typeof M.Client>`). */
  readonly clients: readonly string[];
  /** The vendor's documentation of paging. */
  readonly docs: string;
  /** The docs say paging is opt-in: a request without a page size is answered whole. */
  readonly optIn?: boolean;
  /**
   * The SDK's pages iterate every page (Stainless's and Fern's auto-pagination: `for await (const x of client.files.list())`),
   * while the awaited answer is one page (`(await client.files.list()).data`). Only such answers are its pages:
   * methods that answer anything else are no list.
   */
  readonly iterablePages?: boolean;
}

/**
 * The official SDKs read, of vendors whose list calls are SDK methods rather than URLs the API descriptions match
 * (AWS, Google and GitHub are read from their descriptions).
 */
export const SDK_MODELS: readonly SdkModel[] = [
  { package: '@notionhq/client', clients: ['InstanceType<typeof M.Client>'], docs: 'https://developers.notion.com/reference/intro#pagination' },
  { package: '@slack/web-api', clients: ['InstanceType<typeof M.WebClient>'], docs: 'https://api.slack.com/docs/pagination' },
  { package: '@linear/sdk', clients: ['InstanceType<typeof M.LinearClient>'], docs: 'https://linear.app/developers/pagination' },
  { package: '@hubspot/api-client', clients: ['InstanceType<typeof M.Client>'], docs: 'https://developers.hubspot.com/docs/api/crm/understanding-the-crm#paging' },
  {
    package: '@kubernetes/client-node',
    clients: ['InstanceType<typeof M.CoreV1Api>', 'InstanceType<typeof M.AppsV1Api>', 'InstanceType<typeof M.BatchV1Api>', 'InstanceType<typeof M.RbacAuthorizationV1Api>', 'InstanceType<typeof M.NetworkingV1Api>'],
    docs: 'https://kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks',
    // "clients may request that the server return … by specifying limit": without it the whole list comes back
    optIn: true,
  },
  { package: 'contentful', clients: ['ReturnType<typeof M.createClient>'], docs: 'https://www.contentful.com/developers/docs/references/content-delivery-api/#/introduction/collection-resources-and-pagination' },
  { package: 'contentful-management', clients: ['ReturnType<typeof M.createClient>'], docs: 'https://www.contentful.com/developers/docs/references/content-management-api/#/introduction/collection-resources-and-pagination' },
  { package: '@clerk/backend', clients: ['ReturnType<typeof M.createClerkClient>'], docs: 'https://clerk.com/docs/references/backend/user/get-user-list' },
  { package: 'dropbox', clients: ['InstanceType<typeof M.Dropbox>'], docs: 'https://www.dropbox.com/developers/documentation/http/documentation#files-list_folder' },
  { package: 'firebase-admin', module: 'firebase-admin/auth', clients: ['M.Auth'], docs: 'https://firebase.google.com/docs/auth/admin/manage-users#list_all_users' },
  { package: '@supabase/supabase-js', clients: ['ReturnType<typeof M.createClient>'], docs: 'https://supabase.com/docs/reference/javascript/auth-admin-listusers' },
  {
    package: 'jira.js',
    clients: ['InstanceType<typeof M.Version3Client>', 'InstanceType<typeof M.Version2Client>', 'InstanceType<typeof M.AgileClient>'],
    docs: 'https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#pagination',
  },
  { package: 'box-node-sdk', clients: ['InstanceType<typeof M.BoxClient>'], docs: 'https://developer.box.com/guides/api-calls/pagination/' },
  { package: '@neondatabase/api-client', clients: ['ReturnType<typeof M.createApiClient>'], docs: 'https://api-docs.neon.tech/reference/listprojects' },
  { package: 'openai', clients: ['InstanceType<typeof M.OpenAI>'], docs: 'https://github.com/openai/openai-node#auto-pagination', iterablePages: true },
  { package: '@anthropic-ai/sdk', clients: ['InstanceType<typeof M.Anthropic>'], docs: 'https://github.com/anthropics/anthropic-sdk-typescript#auto-pagination', iterablePages: true },
  { package: 'cloudflare', clients: ['InstanceType<typeof M.default>'], docs: 'https://github.com/cloudflare/cloudflare-typescript#auto-pagination', iterablePages: true },
  { package: 'intercom-client', clients: ['InstanceType<typeof M.IntercomClient>'], docs: 'https://github.com/intercom/intercom-node#pagination', iterablePages: true },
  { package: 'square', clients: ['InstanceType<typeof M.SquareClient>'], docs: 'https://github.com/square/square-nodejs-sdk#pagination', iterablePages: true },
  { package: 'auth0', clients: ['InstanceType<typeof M.ManagementClient>'], docs: 'https://auth0.com/docs/api/management/v2/#!/Users/get_users', iterablePages: true },
  { package: '@pinecone-database/pinecone', clients: ['InstanceType<typeof M.Pinecone>'], docs: 'https://docs.pinecone.io/guides/manage-data/list-record-ids' },
  // the last major of this name before its rename to `@doist/todoist-sdk` (7.x only re-exports that); from 4.0 it speaks
  // API v1, whose lists answer `{ results, nextCursor }`: majors up to 3 answered REST v2's whole arrays
  // its list calls are functions the module exports (`listWebhooks({ filter, page })`)
  { package: '@lemonsqueezy/lemonsqueezy.js', clients: ['typeof M'], docs: 'https://docs.lemonsqueezy.com/api/getting-started/requests#pagination' },
  { package: '@doist/todoist-api-typescript', clients: ['InstanceType<typeof M.TodoistApi>'], docs: 'https://developer.todoist.com/api/v1/#tag/Pagination' },
];

/** One paginated list call of an SDK. */
export interface SdkOperation {
  readonly package: string;
  /** The member path as called on the client or on the object a method resolved to (`databases.query`). */
  readonly name: string;
  readonly items: string;
  /** The response fields that say more remains or how many there are (`next_cursor`, `data.nextPage`). */
  readonly next: readonly string[];
  readonly cursor?: string;
  readonly pageSize?: string;
}

/**
 * Methods that change something, by their first word or by a word anywhere (`filesUploadSessionFinish`): their
 * arrays are what was written, not a page.
 */
const WRITE_FIRST = new Set(['create', 'update', 'delete', 'remove', 'upload', 'set', 'add', 'post', 'send', 'complete', 'finish', 'put', 'patch', 'invite', 'revoke', 'archive', 'unarchive', 'cancel', 'close', 'move', 'copy', 'rename', 'start', 'stop', 'restore', 'replace', 'merge', 'mark', 'upsert', 'publish', 'unpublish', 'batch', 'append']);
const WRITE_ANYWHERE = new Set(['create', 'delete', 'remove', 'update', 'upload', 'append', 'finish']);
function writes(name: string): boolean {
  const words = splitWords(name);
  return WRITE_FIRST.has(words[0] ?? '') || words.some((w) => WRITE_ANYWHERE.has(w));
}
/** Response wrappers whose inside is the answer (`{ data, error }`, `DropboxResponse.result`). */
const WRAPPERS = ['data', 'body', 'result'];
const SKIPPED = new Set(['constructor', 'then', 'catch', 'finally', 'toString', 'toJSON', 'valueOf', 'next', 'paginate', ...PAGE_OBJECT_METHODS]);
const MAX_PATH = 5;
const MAX_HOPS = 2;

export function sdkOperationsOf(root: string, models: readonly SdkModel[] = SDK_MODELS): SdkOperation[] {
  const entry = path.join(root, 'node_modules/.cache/vocabulary-generator/sdk-clients.ts');
  const source = models.map((m, i) => `import * as M${String(i)} from '${m.module ?? m.package}';\n${m.clients.map((c, j) => `export type C${String(i)}_${String(j)} = ${c.replace(/\bM\b/g, `M${String(i)}`)};`).join('\n')}\n`).join('');
  const host = ts.createCompilerHost({});
  const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true, types: [], baseUrl: root };
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === path.resolve(entry) ? source : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === path.resolve(entry) || fileExists(file);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!file || !moduleSymbol) throw new Error('sdk models: the clients file did not load');
  const reader = new ModelReader(checker, file);
  const exported = checker.getExportsOfModule(moduleSymbol);
  const key = (op: SdkOperation) => `${op.package}\u0000${op.name}`;
  const found = new Map<string, { op: SdkOperation; hops: number }>();
  models.forEach((model, i) => {
    model.clients.forEach((_, j) => {
      const symbol = exported.find((e) => e.name === `C${String(i)}_${String(j)}`);
      if (!symbol) throw new Error(`sdk models: no client type ${String(j)} of ${model.package}`);
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      if (checker.getPropertiesOfType(type).length === 0) throw new Error(`sdk models: ${model.package}'s client ${model.clients[j] ?? ''} has no members (are its types installed?)`);
      // a method reached in fewer hops speaks for its name (the client's own `getSpaces` before an organization's),
      // then the first client (jira.js: the v3 client before the v2 one)
      for (const { op, hops } of reader.operations(type, model.package, model.iterablePages === true)) {
        const known = found.get(key(op));
        if (known === undefined || hops < known.hops) found.set(key(op), { op, hops });
      }
    });
  });
  const all = [...found.values()].map((f) => f.op);
  return all.filter((op) => !all.some((other) => coveredBy(op, other))).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Does `other` already match every call `op` matches, with the same page? A name matches a call whose member path
 * ends with it, so `getAssets` covers `withAllLocales.getAssets` (a client variant answering alike).
 */
function coveredBy(op: SdkOperation, other: SdkOperation): boolean {
  return other !== op && other.package === op.package && op.name.endsWith(`.${other.name}`) && JSON.stringify({ ...other, name: '' }) === JSON.stringify({ ...op, name: '' });
}

/** An object type, or an intersection of them (`SpaceProps & ContentfulSpaceAPI`). */
const isObjectLike = (type: ts.Type): boolean => (type.flags & ts.TypeFlags.Object) !== 0 || type.isIntersection();

class ModelReader {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly at: ts.Node,
  ) {}

  /** Every paginated method reached from the client, with the method-return hops it took to reach it. */
  operations(client: ts.Type, pkg: string, iterablePages: boolean): { op: SdkOperation; hops: number }[] {
    const out: { op: SdkOperation; hops: number }[] = [];
    const visit = (type: ts.Type, names: readonly string[], hops: number, seen: ReadonlySet<ts.Type>) => {
      for (const member of this.members(type)) {
        if (SKIPPED.has(member.name)) continue;
        const memberType = this.checker.getTypeOfSymbolAtLocation(member, this.at);
        const signatures = memberType.getCallSignatures();
        const path = [...names, member.name];
        if (signatures.length > 0) {
          // the first overload that answers a page is the call as code usually writes it (a callback form answers nothing)
          const answers = signatures.map((signature) => ({ signature, answer: this.awaited(signature.getReturnType()) }));
          const pages = writes(member.name) ? [] : answers.filter((a) => this.isAsyncIterable(a.answer) === iterablePages).map((a) => this.page(a.signature, a.answer, iterablePages));
          const op = pages.find((p) => p !== null);
          const answer = (answers[answers.length - 1] as { answer: ts.Type }).answer;
          if (op) out.push({ op: { package: pkg, name: path.join('.'), ...op }, hops });
          else if (hops < MAX_HOPS && !seen.has(answer) && this.hasMethods(answer)) visit(answer, [], hops + 1, new Set([...seen, answer]));
        } else if (path.length < MAX_PATH && !seen.has(memberType) && isObjectLike(memberType)) {
          visit(memberType, path, hops, new Set([...seen, memberType]));
        }
      }
    };
    visit(client, [], 0, new Set([client]));
    return out;
  }

  /**
   * One page's shape, or null when the method is no paginated list. A page number or offset alone (`{ offset,
   * limit }`) proves paging only with a page size whose declaration states a default (`@default 100`) or a total
   * beside the items: without either, the call that sends neither may answer everything (Supabase's
   * `listBuckets(options?)`, against its `list(path, options)`, whose `limit` is declared `@default 100`).
   */
  private page(signature: ts.Signature, answer: ts.Type, iterable: boolean): Omit<SdkOperation, 'package' | 'name'> | null {
    const request = this.requestFields(signature);
    const token = request.find((m) => isCursorParam(m.name));
    const number = request.find((m) => isPageParam(m.name));
    const size = request.find((m) => isPageSizeParam(m.name));
    const cursor = (token ?? number)?.name;
    for (const [prefix, response] of this.responses(answer)) {
      const arrays = this.members(response).filter((m) => this.isArray(this.typeOf(m))).map((m) => m.name);
      const usable = arrays.filter(mayBeItems);
      const items = usable.length > 0 ? usable : arrays.length === 1 ? arrays : [];
      const first = [...items].sort(byItemNames)[0];
      if (first === undefined) continue;
      const { next, continues, total } = this.signals(response, prefix, 0);
      // a page number sent to a pager the SDK builds (an iterable page) is paging by the SDK's own construction
      const numbered = number !== undefined && (iterable || total || (size !== undefined && this.statesDefault(size)));
      if (!continues && token === undefined && !numbered) return null;
      // an iterable page's own ways to the next page (`page.hasNextPage()`, `page.getNextPage()`) follow it too
      const methods = iterable ? PAGE_OBJECT_METHODS.filter((name) => this.members(answer).some((m) => m.name === name && this.typeOf(m).getCallSignatures().length > 0)) : [];
      // an iterable answer without them is a stream (`runTools`, `stream`), not a page
      if (iterable && methods.length === 0) return null;
      return { items: `${prefix}${first}`, next: [...next, ...methods], ...(cursor !== undefined && { cursor }), ...(size !== undefined && { pageSize: size.name }) };
    }
    return null;
  }

  /** Does the declaration of a page-size field state its default (`@default 100`, "Defaults to 50")? */
  private statesDefault(field: ts.Symbol): boolean {
    if (field.getJsDocTags(this.checker).some((t) => t.name === 'default' || t.name === 'defaultValue')) return true;
    return /\bdefaults?\b[^.]{0,20}?\d/i.test(ts.displayPartsToString(field.getDocumentationComment(this.checker)));
  }

  /** The response, then what its wrapper holds (`data`, `body`, `result`), each with the path prefix to it. */
  private responses(answer: ts.Type): [string, ts.Type][] {
    const out: [string, ts.Type][] = [['', answer]];
    for (const m of this.members(answer)) if (WRAPPERS.includes(m.name)) out.push([`${m.name}.`, this.checker.getNonNullableType(this.typeOf(m))]);
    return out.filter(([, t]) => !this.isArray(t));
  }

  /**
   * The continuation and total fields; `continues`: one of them is a continuation at the response's own level (one
   * inside a container, `response_metadata.next_cursor`, is recorded but proves nothing: every answer may carry it).
   */
  private signals(type: ts.Type, prefix: string, depth: number): { next: string[]; continues: boolean; total: boolean } {
    const next: string[] = [];
    let continues = false;
    let total = false;
    for (const m of this.members(type)) {
      // a method is no field of the answer (a page's own `hasNextPage()` is read in `page`)
      if (this.typeOf(m).getCallSignatures().length > 0) continue;
      const role = responseFieldRole(m.name, depth);
      if (role === 'continuation' || role === 'total') {
        next.push(`${prefix}${m.name}`);
        if (role === 'continuation') continues = true;
        else total = true;
      } else if (role === 'container') {
        const inner = this.signals(this.checker.getNonNullableType(this.typeOf(m)), `${prefix}${m.name}.`, depth + 1);
        next.push(...inner.next);
        // a total the answer states of itself, one container down (JSON:API's `meta.page.total`), counts as its total
        total ||= inner.total;
      }
    }
    return { next, continues, total };
  }

  /** The request's parameters and the fields of its object parameters (`{ start_cursor, page_size }`). */
  private requestFields(signature: ts.Signature): ts.Symbol[] {
    const fields: ts.Symbol[] = [];
    for (const p of signature.getParameters()) {
      fields.push(p);
      const type = this.checker.getNonNullableType(this.typeOf(p));
      if (isObjectLike(type) || type.isUnion()) fields.push(...this.members(type));
    }
    return fields;
  }

  private members(type: ts.Type): ts.Symbol[] {
    return this.checker.getPropertiesOfType(this.checker.getApparentType(type)).filter((m) => (!m.name.startsWith('_') || m.name === '_continue') && !m.name.startsWith('__@'));
  }

  private typeOf(symbol: ts.Symbol): ts.Type {
    return this.checker.getTypeOfSymbolAtLocation(symbol, this.at);
  }

  /** What a call resolves to; a type parameter stands for its default (`searchForIssues<T = SearchResults>(…): Promise<T>`). */
  private awaited(type: ts.Type): ts.Type {
    const unwrapped = this.promised(type);
    const settled = this.checker.getNonNullableType(this.checker.getAwaitedType(unwrapped) ?? unwrapped);
    return settled;
  }

  /** `Promise<T>` → T, with a type parameter standing for its default (`searchForIssues<T = SearchResults>(…): Promise<T>`). */
  private promised(type: ts.Type): ts.Type {
    const args = type.getSymbol()?.name === 'Promise' ? this.checker.getTypeArguments(type as ts.TypeReference) : [];
    const inner = args[0] ?? type;
    if (!(inner.flags & ts.TypeFlags.TypeParameter)) return inner;
    return this.checker.getDefaultFromTypeParameter(inner) ?? inner.getConstraint() ?? inner;
  }

  private isArray(type: ts.Type): boolean {
    const t = this.checker.getNonNullableType(type);
    return this.checker.isArrayType(t) || this.checker.isTupleType(t) || (t.isUnion() && t.types.some((u) => this.checker.isArrayType(u)));
  }

  /** A pager that walks every page itself (`for await (const x of client.list())`): its `[Symbol.asyncIterator]`. */
  private isAsyncIterable(type: ts.Type): boolean {
    return this.checker.getPropertiesOfType(this.checker.getApparentType(type)).some((m) => String(m.escapedName).startsWith('__@asyncIterator'));
  }

  private hasMethods(type: ts.Type): boolean {
    return isObjectLike(type) && this.members(type).some((m) => this.typeOf(m).getCallSignatures().length > 0);
  }
}
