import type { TSESLint, TSESTree } from '../typed/ts-eslint.js';
import type { ApiEntry, FieldRole } from '../../../src/vocabulary/index.js';
import type { KnownOperation } from '../../../src/vocabulary/operations.js';
import { SettingsError } from '../../../src/errors.js';
import { globSource } from '../../../src/cli/ignore.js';
import { declaringPackages, typeServicesOf, type DeclaringPackages } from '../typed/declaring-package.js';

/**
 * `settings.completeness.operations`: the user's own APIs (internal services, wrappers), each named the way
 * typescript-eslint's `TypeOrValueSpecifier` names a type or value (by package and name, by file, or here by URL),
 * with what the call is: one page of a paginated operation, or complete by construction. Validated and compiled
 * once per settings object (the vocabulary is memoised per object); with no `operations`, nothing here runs.
 */

/** What one page of a user's paginated operation looks like. Every field is optional. */
export interface PagesSetting {
  /** The request parameter that takes the continuation (`after`, `page_token`): a call that sends it is one step of a walk. */
  readonly cursor?: string;
  /** The request parameter that sets the page size (`first`, `limit`). */
  readonly pageSize?: string;
  /** The response field that holds the items (`nodes`, `data.widgets`). */
  readonly items?: string;
  /** The response fields that say more remains (`next_page_token`, `pageInfo.hasNextPage`): reading one is following the pages. */
  readonly next?: readonly string[];
  /**
   * Paging is opt-in: only a request that sets `pageSize` gets one page; without it the answer is whole
   * (Kubernetes list calls and their `limit`).
   */
  readonly optIn?: boolean;
}

/** One name or several: `listWidgets`, or a member path on the import (`widgets.list`). */
export type OperationNames = string | readonly string[];

/**
 * Which calls an entry means, as typescript-eslint's `TypeOrValueSpecifier`:
 * - no `from`: a call by its name alone, whatever it is imported from (the shortest form; a bare string cannot also
 *   say what the call is).
 * - `from: 'package'`: a name imported from the package (or a subpath of it), or a method on a receiver imported from
 *   it, constructed from its class or made by its factory (`new AcmeClient()`, `createClient()`).
 * - `from: 'file'`: a function declared in a file the glob `path` (relative to ESLint's cwd) matches, called in that
 *   file or imported from it by a relative path; or a method on a receiver imported from it. Without `path`: any
 *   file of the project (declared in the file itself, or imported by a relative path).
 * - `from: 'url'`: a request (`fetch`, axios, got, ky, a wrapper taking `{ url }`) whose URL matches: `*` stands for
 *   any text within a segment, `{param}` for one segment. With a host, the host the code shows must match and the
 *   whole path; a path alone (`/v1/widgets`) matches the end of any URL's path, whatever its base.
 */
export type OperationSpecifier =
  | { readonly from?: undefined; readonly name: OperationNames }
  | { readonly from: 'package'; readonly package: string; readonly name: OperationNames }
  | { readonly from: 'file'; readonly path?: string; readonly name: OperationNames }
  | { readonly from: 'url'; readonly url: string | readonly string[] };

/** One entry of `settings.completeness.operations`: which calls, and what they are (`pages`, or `complete: true`). */
export type OperationSetting = OperationSpecifier &
  ({ readonly pages: PagesSetting; readonly complete?: undefined } | { readonly complete: true; readonly pages?: undefined });

/** A URL pattern compiled: the host (null: any), and the path's segments (null: a `{param}`, any one segment). */
export interface UrlPattern {
  readonly host: RegExp | null;
  readonly segments: readonly (string | RegExp | null)[];
}

/** One entry, compiled. */
export interface UserOperation {
  /** `settings.completeness.operations[2]`: where the entry is, for messages. */
  readonly at: string;
  readonly from: 'name' | 'package' | 'file' | 'url';
  /** Each name's member path (`widgets.list` → ['widgets', 'list']). */
  readonly names: readonly (readonly string[])[];
  readonly package: string | null;
  /** The file glob, anchored, matched against a path relative to cwd (or absolute, when the glob is); null: any file of the project. */
  readonly file: { readonly glob: RegExp; readonly absolute: boolean } | null;
  readonly urls: readonly UrlPattern[];
  readonly complete: boolean;
  /** For `pages`: the operation and the row the rules read, as for the generated table's operations. */
  readonly paged: { readonly operation: KnownOperation; readonly row: ApiEntry } | null;
  /** `pages.optIn`: a request that does not set the page size is answered whole. */
  readonly optIn: boolean;
  /** One of the plugin's own SDK operations (src/vocabulary/sdk-operations.ts), not the user's: a hand-written API row that names the call wins over it. */
  readonly builtIn: boolean;
  /**
   * A built-in operation read from one pinned version of its SDK's declarations: where its items field does not show,
   * the answer may be another major's (Todoist's majors up to 3 answered a bare array under the same name).
   */
  readonly oneVersion: boolean;
}

/** A built-in SDK operation: `oneVersion` when it was read from one version's declarations, not written from the docs. */
export type BuiltInOperation = OperationSetting & { readonly oneVersion?: boolean };

/** Every entry compiled, indexed by the last name a call must show. */
export interface UserOperations {
  readonly list: readonly UserOperation[];
  /** Name, package and file entries by the last name of each of their names. */
  readonly byLastName: ReadonlyMap<string, readonly UserOperation[]>;
  /** URL entries. */
  readonly byUrl: readonly UserOperation[];
  /** Globs (`*` for any text) one of which a file's text shows when one of its calls can match an entry of the user's. */
  readonly textNames: readonly string[];
  /** `textNames` and the built-in operations' last names: what the rules' text gates look for. */
  readonly gateNames: readonly string[];
  /** The packages of the built-in SDK operations: a file that names none of them (and has no types) calls none. */
  readonly builtInPackages: readonly string[];
}

/** The vendor of every operation an entry declares (their `KnownOperation`). */
export const USER_OPERATION_VENDOR = 'settings.completeness';

const ROLES: readonly FieldRole[] = ['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'failure', 'total', 'status'];
const LIST_KEYS = ['destructiveVerbs', 'createVerbs', 'listingTypes', 'completeSources'] as const;
const KEYS: readonly string[] = [...LIST_KEYS, 'signals', 'apis', 'operations'];
const ROOT = 'settings.completeness';
const NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const FIELD = /^[^\s.]+(?:\.[^\s.]+)*$/;

/** A value as a message shows it: short, one line. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) return typeof value;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const fail = (field: string, detail: string): never => {
  throw new SettingsError(field, detail);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function object(value: unknown, field: string, what: string): Record<string, unknown> {
  return isObject(value) ? value : fail(field, `expected ${what}, got ${shown(value)}`);
}

function onlyKeys(value: Record<string, unknown>, field: string, keys: readonly string[]): void {
  for (const key of Object.keys(value)) if (!keys.includes(key)) fail(`${field}.${key}`, `unknown key; expected one of ${keys.join(', ')}`);
}

function text(value: unknown, field: string, pattern: RegExp | null = null, what = 'a non-empty string'): string {
  if (typeof value !== 'string' || value === '' || (pattern !== null && !pattern.test(value))) fail(field, `expected ${what}, got ${shown(value)}`);
  return value as string;
}

function texts(value: unknown, field: string, pattern: RegExp | null = null, what = 'a non-empty string'): readonly string[] {
  if (!Array.isArray(value)) return fail(field, `expected an array of strings, got ${shown(value)}`);
  return value.map((v, i) => text(v, `${field}[${String(i)}]`, pattern, what));
}

/** One string or a non-empty array of them. */
function oneOrMore(value: unknown, field: string, pattern: RegExp, what: string): readonly string[] {
  if (typeof value === 'string') return [text(value, field, pattern, what)];
  if (Array.isArray(value) && value.length === 0) fail(field, `expected ${what} or a non-empty array of them, got []`);
  if (!Array.isArray(value)) fail(field, `expected ${what} or an array of them, got ${shown(value)}`);
  return texts(value, field, pattern, what);
}

/** Throws a `SettingsError` naming the first malformed entry and field of `settings.completeness`. */
export function validateSettings(settings: Record<string, unknown>): void {
  onlyKeys(settings, ROOT, KEYS);
  for (const key of LIST_KEYS) if (settings[key] !== undefined) texts(settings[key], `${ROOT}.${key}`);
  if (settings.signals !== undefined) {
    const signals = object(settings.signals, `${ROOT}.signals`, 'an object of field names to roles');
    for (const [name, role] of Object.entries(signals)) {
      if (!ROLES.includes(role as FieldRole)) fail(`${ROOT}.signals.${name}`, `expected a role (${ROLES.join(', ')}), got ${shown(role)}`);
    }
  }
  if (settings.apis !== undefined) validateApis(settings.apis);
}

const SHAPE_FIELD = { method: 'path', command: 'name', route: 'pattern', url: 'pattern', rpc: 'method' } as const;

/** The raw API rows (`ApiEntry`, src/vocabulary/apis.ts): every list the rules read is there. */
function validateApis(value: unknown): void {
  if (!Array.isArray(value)) fail(`${ROOT}.apis`, `expected an array of API rows, got ${shown(value)}`);
  for (const [i, row] of (value as unknown[]).entries()) {
    const at = `${ROOT}.apis[${String(i)}]`;
    const api = object(row, at, 'an API row (an object)');
    text(api.id, `${at}.id`);
    for (const list of ['items', 'signals', 'pageSize', 'pagers'] as const) texts(api[list], `${at}.${list}`);
    for (const list of ['requests', 'whole'] as const) {
      if (list === 'whole' && api.whole === undefined) continue;
      if (!Array.isArray(api[list])) fail(`${at}.${list}`, `expected an array of request shapes, got ${shown(api[list])}`);
      for (const [j, s] of (api[list] as unknown[]).entries()) {
        const shape = object(s, `${at}.${list}[${String(j)}]`, 'a request shape ({ kind, ... })');
        const kind = shape.kind as keyof typeof SHAPE_FIELD;
        if (!(kind in SHAPE_FIELD)) fail(`${at}.${list}[${String(j)}].kind`, `expected method, command, route, url or rpc, got ${shown(shape.kind)}`);
        text(shape[SHAPE_FIELD[kind]], `${at}.${list}[${String(j)}].${SHAPE_FIELD[kind]}`);
      }
    }
  }
}

/**
 * `settings.completeness.operations`, validated and compiled, followed by the plugin's own SDK operations
 * (`builtIns`, matched after every entry of the user's); null when there are none.
 */
export function compileOperations(value: unknown, builtIns: readonly BuiltInOperation[] = []): UserOperations | null {
  if (value !== undefined && !Array.isArray(value)) return fail(`${ROOT}.operations`, `expected an array of operation entries, got ${shown(value)}`);
  const own = (value ?? []) as unknown[];
  if (own.length === 0 && builtIns.length === 0) return null;
  const list = [
    ...own.map((entry: unknown, i) => compileEntry(entry, `${ROOT}.operations[${String(i)}]`, false)),
    ...builtIns.map(({ oneVersion, ...entry }) => ({
      ...compileEntry(entry, `built-in SDK operation of ${entry.from === 'package' ? entry.package : ''}`, true),
      oneVersion: oneVersion === true,
    })),
  ];
  const byLastName = new Map<string, UserOperation[]>();
  const textNames = new Set<string>();
  const gateNames = new Set<string>();
  const builtInPackages = new Set<string>();
  for (const op of list) {
    for (const name of op.names) {
      const last = name[name.length - 1] as string;
      const known = byLastName.get(last);
      if (known) known.push(op);
      else byLastName.set(last, [op]);
      gateNames.add(last);
      // a built-in SDK operation matches only through its package: the file names it, or its types do
      if (op.builtIn && op.package !== null) builtInPackages.add(op.package);
      else textNames.add(last);
    }
    for (const url of op.urls) {
      textNames.add(urlTextName(url));
      gateNames.add(urlTextName(url));
    }
  }
  return { list, byLastName, byUrl: list.filter((op) => op.from === 'url'), textNames: [...textNames], gateNames: [...gateNames], builtInPackages: [...builtInPackages] };
}

/** Above this length a built-in SDK method is named by its last member, so reports stay within the message length limit. */
const MAX_BUILT_IN_LABEL = 48;
const ENTRY_KEYS = { name: ['name'], package: ['from', 'package', 'name'], file: ['from', 'path', 'name'], url: ['from', 'url'] } as const;
const PAGES_KEYS = ['cursor', 'pageSize', 'items', 'next', 'optIn'];

function compileEntry(value: unknown, at: string, builtIn: boolean): UserOperation {
  if (typeof value === 'string') {
    fail(at, `a bare name cannot say what the call is: write { name: ${shown(value)}, pages: { ... } } or { name: ${shown(value)}, complete: true }`);
  }
  const entry = object(value, at, 'an object ({ from, name | package | path | url, pages | complete })');
  const from = entry.from === undefined ? 'name' : entry.from;
  if (from === 'lib') fail(`${at}.from`, "`lib` names TypeScript's own types; a call of an API is from 'package', 'file' or 'url' (or leave `from` out to match a name)");
  if (from !== 'name' && from !== 'package' && from !== 'file' && from !== 'url') fail(`${at}.from`, `expected 'package', 'file' or 'url' (or no \`from\`), got ${shown(entry.from)}`);
  const kind = from as keyof typeof ENTRY_KEYS;
  onlyKeys(entry, at, [...ENTRY_KEYS[kind], 'pages', 'complete']);
  const what = 'a name or member path (`listWidgets`, `widgets.list`)';
  const names = kind === 'url' ? [] : oneOrMore(entry.name, `${at}.name`, NAME, what).map((n) => n.split('.'));
  const urls = kind === 'url' ? oneOrMore(entry.url, `${at}.url`, /^(?:https?:\/\/[^/?#\s]+|\/)[^\s]*$/, 'a URL (`https://host/path`) or a path (`/v1/widgets`)').map(compileUrl) : [];
  const pkg = kind === 'package' ? text(entry.package, `${at}.package`, /^[^\s./][^\s]*$/, 'a package name (`@acme/api`)') : null;
  const file = kind === 'file' && entry.path !== undefined ? compileFileGlob(text(entry.path, `${at}.path`, /^\S+$/, 'a file glob (`src/clients/*.ts`)')) : null;
  if (entry.pages !== undefined && entry.complete !== undefined) fail(at, 'give `pages` or `complete: true`, not both');
  if (entry.complete !== undefined && entry.complete !== true) fail(`${at}.complete`, `expected true, got ${shown(entry.complete)}`);
  if (entry.pages === undefined && entry.complete === undefined) fail(at, 'say what the call is: `pages: { cursor, pageSize, items, next }` or `complete: true`');
  const complete = entry.complete === true;
  // how a report names the operation: the source, and the name when the entry has one (the call's own text shows which)
  const source = kind === 'url' ? [entry.url as string | readonly string[]].flat().join(', ') : (pkg ?? (file ? String(entry.path) : ''));
  // a built-in SDK method's long path by its last name: the call's own text, quoted beside it, shows the rest
  const labelOf = (name: readonly string[]) => (builtIn && `${source} ${name.join('.')}`.length > MAX_BUILT_IN_LABEL ? name.slice(-1) : name).join('.');
  const label = kind === 'url' ? source : names.length === 1 ? `${source} ${labelOf(names[0] as readonly string[])}`.trim() : source || at;
  const pages = complete ? null : pagesOf(entry.pages, `${at}.pages`);
  const paged = pages === null ? null : pagedOperation(pages, label, at);
  return { at, from: kind, names, package: pkg, file, urls, complete, paged, optIn: pages?.optIn === true, builtIn, oneVersion: false };
}

function pagesOf(value: unknown, at: string): PagesSetting {
  const pages = object(value, at, 'an object ({ cursor?, pageSize?, items?, next?, optIn? })');
  onlyKeys(pages, at, PAGES_KEYS);
  const field = 'a field name (`cursor`, `data.items`)';
  const out: { -readonly [K in keyof PagesSetting]: PagesSetting[K] } = {};
  if (pages.cursor !== undefined) out.cursor = text(pages.cursor, `${at}.cursor`, FIELD, field);
  if (pages.pageSize !== undefined) out.pageSize = text(pages.pageSize, `${at}.pageSize`, FIELD, field);
  if (pages.items !== undefined) out.items = text(pages.items, `${at}.items`, FIELD, field);
  if (pages.next !== undefined) out.next = texts(pages.next, `${at}.next`, FIELD, field);
  const optIn = pages.optIn;
  if (optIn !== undefined) {
    if (typeof optIn !== 'boolean') return fail(`${at}.optIn`, `expected true or false, got ${shown(optIn)}`);
    if (optIn && out.pageSize === undefined) fail(`${at}.optIn`, 'opt-in paging needs `pageSize`: the field whose presence asks for a page');
    out.optIn = optIn;
  }
  return out;
}

/** The operation and row the rules read for a `pages` entry, as they read the generated table's. */
function pagedOperation(pages: PagesSetting, label: string, at: string): { operation: KnownOperation; row: ApiEntry } {
  const next = pages.next ?? [];
  const operation: KnownOperation = {
    vendor: USER_OPERATION_VENDOR,
    api: at,
    title: label,
    kind: 'paged',
    method: 'GET',
    path: '',
    operationId: label,
    sdk: [],
    ...(pages.pageSize !== undefined && { pageSize: { name: pages.pageSize } }),
    ...(pages.cursor !== undefined && { cursor: pages.cursor }),
    items: pages.items !== undefined ? [pages.items] : [],
    signals: next,
  };
  const row: ApiEntry = {
    id: at,
    name: label,
    docs: '',
    adapter: null,
    pages: null,
    items: operation.items,
    signals: next,
    pageSize: pages.pageSize !== undefined ? [pages.pageSize] : [],
    pagers: [],
    requests: [],
  };
  return { operation, row };
}

/** A glob relative to cwd (`src/clients/*.ts`, `./lib/**`), or absolute. */
function compileFileGlob(glob: string): { glob: RegExp; absolute: boolean } {
  const absolute = glob.startsWith('/');
  const relative = glob.replace(/^\.\//, '');
  return { glob: new RegExp(`^${globSource(absolute ? relative.slice(1) : relative)}$`), absolute };
}

/** `*` in a URL pattern: any text within one segment (or one host label run). */
const urlGlob = (text: string): RegExp => new RegExp(`^${text.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`, 'i');

function compileUrl(url: string): UrlPattern {
  const hostMatch = /^https?:\/\/([^/?#]+)/i.exec(url);
  const path = (hostMatch ? url.slice(hostMatch[0].length) : url).split(/[?#]/)[0] as string;
  const segments = path.split('/').filter(Boolean).map((s) => (s === '*' || /^\{[^}]*\}$|^:[A-Za-z_]\w*$/.test(s) ? null : s.includes('*') ? urlGlob(s) : s));
  return { host: hostMatch ? urlGlob(hostMatch[1] as string) : null, segments };
}

/** What a file shows of a URL pattern: its longest literal segment, else a glob piece, else anything. */
function urlTextName(url: UrlPattern): string {
  const literal = url.segments.filter((s): s is string => typeof s === 'string');
  if (literal.length > 0) return literal.reduce((a, b) => (b.length > a.length ? b : a));
  return '*';
}

/** The file a program was linted as, and its scopes: what `from: 'file'` and the binding of a receiver need. */
export interface FileNote {
  readonly filename: string;
  readonly cwd: string;
  readonly scopeOf: (node: TSESTree.Node) => TSESLint.Scope.Scope;
  /** The file's text, for `mentionsAny`. */
  readonly text: string;
  /** Whether the text names any entry of a set of operations, asked once per set. */
  readonly mentions: WeakMap<UserOperations, boolean>;
  /** With type information, the packages that declare what a node names (rules/utils/typed/declaring-package.ts); null without. */
  readonly declaringPackages: DeclaringPackages | null;
}

/**
 * Does the file's text name an entry of `ops` at all (a call's last name, a URL's word, a built-in operation's
 * package)? If not, no call matches. With type information, a built-in one may match through a receiver's type.
 */
export function mentionsAny(note: FileNote, ops: UserOperations): boolean {
  let found = note.mentions.get(ops);
  if (found === undefined) {
    // a name may be a glob (`list*`): its longest literal piece must show; a glob of nothing but `*` shows anywhere
    found = ops.textNames.some((name) => {
      const piece = name.split('*').reduce((a, b) => (b.length > a.length ? b : a), '');
      return piece === '' || note.text.includes(piece);
    }) || (ops.builtInPackages.length > 0 && (note.declaringPackages !== null || ops.builtInPackages.some((pkg) => note.text.includes(pkg))));
    note.mentions.set(ops, found);
  }
  return found;
}

const files = new WeakMap<TSESTree.Program, FileNote>();

/** Notes the file of `context`: read by the operations matcher (the user's entries and the built-in ones) for each call of the file. */
export function noteFile(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): void {
  // a rule created outside a lint (a gate's test, a tool listing listeners) has no source and no file to note
  const sourceCode = context.sourceCode as typeof context.sourceCode | undefined;
  if (sourceCode === undefined) return;
  const program = sourceCode.ast as TSESTree.Program | undefined;
  if (program === undefined || files.has(program)) return;
  const services = typeServicesOf(sourceCode.parserServices);
  files.set(program, {
    filename: context.filename, cwd: context.cwd, scopeOf: (node) => sourceCode.getScope(node), text: sourceCode.text, mentions: new WeakMap(),
    declaringPackages: services === null ? null : declaringPackages(services),
  });
}

export function fileNoteOf(program: TSESTree.Program): FileNote | undefined {
  return files.get(program);
}
