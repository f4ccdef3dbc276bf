import fs from 'node:fs';
import path from 'node:path';

/**
 * One hop into the project's own modules, without types: a receiver imported from `../firebase` or `./clients` is
 * an SDK client when that module imports the SDK's package (`const admin = require('firebase-admin');
 * module.exports = admin`). Read as text, again only when the file changed: the import specifiers and the names it
 * declares.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** What TypeScript resolves an import written with a JavaScript extension to (`./widgets.js` → `widgets.ts`). */
const WRITTEN_AS: Readonly<Record<string, readonly string[]>> = { '.js': ['.js', '.ts', '.tsx'], '.jsx': ['.jsx', '.tsx'], '.mjs': ['.mjs', '.mts'], '.cjs': ['.cjs', '.cts'] };

/** The files an import of `resolved` may name, in the order a resolver tries them (no file system read). */
export function candidateFiles(resolved: string): string[] {
  const ext = path.extname(resolved);
  const written = WRITTEN_AS[ext];
  if (written) return written.map((e) => resolved.slice(0, -ext.length) + e);
  if (SOURCE_EXTENSIONS.includes(ext)) return [resolved];
  return [resolved, ...SOURCE_EXTENSIONS.map((e) => resolved + e), ...SOURCE_EXTENSIONS.map((e) => path.join(resolved, `index${e}`))];
}

const isRelative = (module: string): boolean => module.startsWith('./') || module.startsWith('../');

/** A module of the project: a relative path, or one through the `@/` and `~/` aliases (not read: their root is the bundler's). */
export const isProjectModule = (module: string): boolean => isRelative(module) || module.startsWith('@/') || module.startsWith('~/');

/**
 * Is `module` a project module named for the vendor of `pkg` (`../../firebase` for `firebase-admin`,
 * `utils/contentful-clients` for `contentful-management`, `@/lib/supabase` for `@supabase/supabase-js`)? The vendor
 * is a scoped package's scope, else the first word of its name.
 */
export function namedForPackage(module: string, pkg: string): boolean {
  const vendor = (pkg.startsWith('@') ? pkg.slice(1).split('/')[0] : pkg.split(/[.-]/)[0])?.split('-')[0];
  return vendor !== undefined && vendor !== '' && namedForVendor(module, vendor);
}

/** Is `module` a project module with `vendor` as a word of its path (`../lib/googleClient` for `google`)? */
export function namedForVendor(module: string, vendor: string): boolean {
  return moduleWords(module)?.has(vendor) === true;
}

/** The words of a project module's path (`../lib/googleClient` → lib, google, client), null for a package; asked per import of every file, so read once per specifier. */
function moduleWords(module: string): ReadonlySet<string> | null {
  let found = wordsBySpecifier.get(module);
  if (found === undefined) {
    found = isProjectModule(module) ? new Set(module.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/)) : null;
    wordsBySpecifier.set(module, found);
  }
  return found;
}
const wordsBySpecifier = new Map<string, ReadonlySet<string> | null>();

interface ModuleText {
  /** Bare package specifiers it imports or requires (`firebase-admin`, `@supabase/supabase-js/dist/x`). */
  readonly packages: readonly string[];
  readonly text: string;
}

const IMPORTED = /(?:\brequire\s*\(\s*|\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const RELATIVE_IMPORT = /(?:\brequire\s*\(\s*|\bfrom\s+|\bimport\s*\(\s*)['"]((?:\.\.?|[@~])\/[^'"]*)['"]/;
/** Read modules by path, with the stamp they were read at: an editor's long-lived lint server sees edits. */
const cache = new Map<string, { readonly stamp: string; readonly read: ModuleText | null }>();
/** Files larger than this are not read: a client module is small. */
const MAX_BYTES = 256 * 1024;

function readModule(file: string): ModuleText | null {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    stat = undefined;
  }
  if (!stat?.isFile() || stat.size > MAX_BYTES) return null;
  const stamp = `${String(stat.mtimeMs)}:${String(stat.size)}`;
  const known = cache.get(file);
  if (known?.stamp === stamp) return known.read;
  const read = readText(file);
  cache.set(file, { stamp, read });
  return read;
}

function readText(file: string): ModuleText | null {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const packages = [...text.matchAll(IMPORTED)].map((m) => m[1] as string).filter((s) => !isRelative(s) && !s.startsWith('/'));
    return { packages, text };
  } catch {
    return null;
  }
}

/** The first existing file a relative import from `importer` names, read; null when none (or not relative). */
function projectModule(importer: string, module: string): ModuleText | null {
  if (!isRelative(module)) return null;
  for (const file of candidateFiles(path.resolve(path.dirname(importer), module))) {
    const read = readModule(file);
    if (read !== null) return read;
  }
  return null;
}

/** Does the text import a module of the project (a relative path, `@/`, `~/`)? (Asked before any other file is read.) */
export function importsProjectModule(text: string): boolean {
  return RELATIVE_IMPORT.test(text);
}

const importsByFile = new WeakMap<object, boolean>();
/** `importsProjectModule` of a linted file's text, asked once per file (`file`: the rules' note of it). */
export function fileImportsProjectModule(file: { readonly text: string }): boolean {
  let found = importsByFile.get(file);
  if (found === undefined) {
    found = importsProjectModule(file.text);
    importsByFile.set(file, found);
  }
  return found;
}

/**
 * Is `module` (relative to `importer`) a project module that hands on a client of `pkg` (or of one of several): it
 * imports the package (a scope, `@octokit`, stands for its packages), and
 * declares no function or method named `method` of its own (a wrapper of that name would answer for itself)? Null
 * when the module cannot be read (an alias, or a file linted without its project).
 */
export function reexportsClientOf(importer: string, module: string, pkg: string | readonly string[], method: string): boolean | null {
  const read = projectModule(importer, module);
  if (read === null) return null;
  const packages = typeof pkg === 'string' ? [pkg] : pkg;
  if (!read.packages.some((p) => packages.some((one) => p === one || p.startsWith(`${one}/`)))) return false;
  const name = method.replace(/[$]/g, '\\$');
  const declares = new RegExp(`(?:\\bfunction\\s*\\*?\\s*${name}\\b|\\b${name}\\s*[:=]\\s*(?:async\\b|function\\b|\\(|[A-Za-z_$][\\w$]*\\s*=>)|^\\s*(?:(?:public|private|protected|static|async|override)\\s+)*${name}\\s*\\([^)]*\\)\\s*(?::[^{]+)?\\{)`, 'm');
  return !declares.test(read.text);
}
