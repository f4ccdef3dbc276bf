import path from 'node:path';
import { AST_NODE_TYPES, ASTUtils, TSESLint, type TSESTree } from '../typed/ts-eslint.js';
import { isFunction, keyName, propertyName, unwrap, type Node } from '../syntax/ast.js';
import { bindingOf } from '../syntax/scope.js';
import { calleePath, requestedUrl } from './page-request.js';
import { fileNoteOf, mentionsAny, type FileNote, type UrlPattern, type UserOperation, type UserOperations } from './settings.js';
import { candidateFiles, fileImportsProjectModule, namedForPackage, reexportsClientOf } from './project-modules.js';
import type { Vocabulary } from './vocabulary.js';
import { importsOf, programOf, requiredModule } from '../syntax/imports.js';

/**
 * "Which entry of `settings.completeness.operations` does this call request?" The first entry (in the settings'
 * order) that matches, or null. Read by `pageRequestOf` (./page-request.ts) and `isCompleteSource` (./fetch.ts)
 * before the API rows and the generated table: a user's entry wins for the calls it matches.
 *
 * A call is traced to where its callee comes from (`Origin`): the module an import binding names, the class or
 * factory a receiver was made by (`new AcmeClient()`, `createClient()`, a constructor's `this.client = …`, a
 * parameter typed `AcmeClient`), or the file itself (a function, class or method it declares).
 */
export function userOperationOf(call: TSESTree.CallExpression, vocabulary: Vocabulary): UserOperation | null {
  const ops = vocabulary.operations;
  if (ops === null) return null;
  // most calls leave here: no entry ends with their last name, and no entry matches by URL
  if (ops.byUrl.length === 0 && !ops.byLastName.has(lastCalledName(call.callee) ?? '')) return null;
  let memo = memos.get(ops);
  if (!memo) {
    memo = new WeakMap();
    memos.set(ops, memo);
  }
  let found = memo.get(call);
  if (found === undefined) {
    found = match(call, ops);
    memo.set(call, found);
  }
  return found;
}

const memos = new WeakMap<UserOperations, WeakMap<TSESTree.CallExpression, UserOperation | null>>();

/** The last name of a callee (`list` of `client.widgets.list`), as `calleePath` ends, without building the path. */
function lastCalledName(callee: Node): string | null {
  const n = unwrap(callee);
  if (n.type === AST_NODE_TYPES.Identifier) return n.name;
  return n.type === AST_NODE_TYPES.MemberExpression ? propertyName(n) : null;
}

function match(call: TSESTree.CallExpression, ops: UserOperations): UserOperation | null {
  const note = fileNoteOf(programOf(call));
  if (note === undefined) return null;
  const callee = calleePath(call.callee);
  const candidates = callee === null ? undefined : ops.byLastName.get(callee[callee.length - 1] as string);
  // a file that names no entry may still call a package's method on a client a project module hands on: asked only
  // for a call a package entry names, in a file that imports a module of the project
  if (!mentionsAny(note, ops) && !(candidates?.some((op) => op.from === 'package') === true && fileImportsProjectModule(note))) return null;
  const found: UserOperation[] = [];
  if (callee !== null && candidates !== undefined) {
    let origin: Origin | null | undefined;
    for (const op of candidates) {
      if (op.from === 'name') {
        if (op.names.some((name) => endsWith(callee, name))) found.push(op);
        continue;
      }
      origin ??= originOf(call.callee, note, 0);
      const traced = origin !== null && op.names.some((name) => endsWith((origin as Origin).names, name));
      if (traced && (op.from === 'package' ? fromPackage((origin as Origin).module, op.package as string) || handsOnClient((origin as Origin).module, op.package as string, callee, note) : fromFile((origin as Origin).module, op, note))) found.push(op);
      else if (op.from === 'package' && op.names.some((name) => endsWith(callee, name)) && (declaredIn(call, op.package as string, note) || handedInFrom(call, op.package as string, note))) found.push(op);
    }
  }
  if (ops.byUrl.length > 0) {
    const url = requestedUrl(call, (id) => bindingOf(note.scopeOf, id));
    if (url !== null) for (const op of ops.byUrl) if (op.urls.some((pattern) => urlMatches(pattern, url))) found.push(op);
  }
  if (found.length === 0) return null;
  return found.reduce((a, b) => (ops.list.indexOf(b) < ops.list.indexOf(a) ? b : a));
}

/**
 * With type information: is the called method, or the receiver it is called on (`notion` in
 * `notion.dataSources.query`), declared in the package? A client made in another module of the project, passed
 * in, or returned by a helper matches by its type where its import cannot be traced.
 */
function declaredIn(call: TSESTree.CallExpression, pkg: string, note: FileNote): boolean {
  const packagesOf = note.declaringPackages;
  if (packagesOf === null || call.callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  let receiver: Node = call.callee.object;
  while (receiver.type === AST_NODE_TYPES.MemberExpression && receiver.object.type !== AST_NODE_TYPES.ThisExpression) receiver = receiver.object;
  return [call.callee.property, receiver].some((node) => packagesOf(node).some((found) => fromPackage(found, pkg)));
}

/**
 * `async function files(dbx, path) { await dbx.filesListFolder({ path }) }` in a file that imports `dropbox`: a
 * client handed in as a parameter with no type, in a file that imports the package whose method the call names. The
 * import decides what an untyped parameter cannot.
 */
function handedInFrom(call: TSESTree.CallExpression, pkg: string, note: FileNote): boolean {
  let root: Node = call.callee;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const def = ASTUtils.findVariable(note.scopeOf(root), root)?.defs[0];
  if (def?.type !== TSESLint.Scope.DefinitionType.Parameter || def.name.type !== AST_NODE_TYPES.Identifier || def.name.typeAnnotation) return false;
  // a callback's parameter (`issues.nodes.map((issue) => issue.labels())`) is an item handed out, not a client
  if (def.node.parent.type === AST_NODE_TYPES.CallExpression) return false;
  return importsOf(call).sources.some((source) => fromPackage(source, pkg) || namedForPackage(source, pkg));
}

/** Do the names end with the wanted member path? */
function endsWith(names: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length > names.length) return false;
  const offset = names.length - wanted.length;
  return wanted.every((w, i) => names[offset + i] === w);
}

/**
 * Where a callee comes from: the module it is imported from (`null`: declared in this file), and the names from
 * that import to the call (`['AcmeClient', 'listWidgets']` for `new AcmeClient().listWidgets`, `['listWidgets']`
 * for `import { listWidgets }`, `['widgets', 'list']` for `acme.widgets.list` of `import * as acme`).
 */
interface Origin {
  readonly module: string | null;
  readonly names: readonly string[];
}

/** Each step of a chain (a binding, an await, a call, a member) is one: three awaited hops from an import take about 12. */
const MAX_DEPTH = 16;

function originOf(node: Node, note: FileNote, depth: number): Origin | null {
  if (depth > MAX_DEPTH) return null;
  const n = unwrap(node);
  switch (n.type) {
    case AST_NODE_TYPES.Identifier:
      return originOfIdentifier(n, note, depth);
    case AST_NODE_TYPES.MemberExpression: {
      const name = propertyName(n);
      if (name === null) return null;
      const object = unwrap(n.object);
      const base = object.type === AST_NODE_TYPES.ThisExpression ? originOfThisMember(n, name, note, depth) : originOf(object, note, depth + 1);
      if (object.type === AST_NODE_TYPES.ThisExpression) return base;
      return base && { module: base.module, names: [...base.names, name] };
    }
    case AST_NODE_TYPES.CallExpression: {
      const required = requiredModule(n);
      return required !== null ? { module: required, names: [] } : originOf(n.callee, note, depth + 1);
    }
    case AST_NODE_TYPES.NewExpression:
      return originOf(n.callee, note, depth + 1);
    case AST_NODE_TYPES.AwaitExpression:
      return originOf(n.argument, note, depth + 1);
    case AST_NODE_TYPES.ImportExpression:
      return n.source.type === AST_NODE_TYPES.Literal && typeof n.source.value === 'string' ? { module: n.source.value, names: [] } : null;
    default:
      return null;
  }
}

function originOfIdentifier(id: TSESTree.Identifier, note: FileNote, depth: number): Origin | null {
  const variable = ASTUtils.findVariable(note.scopeOf(id), id);
  const def = variable?.defs[0];
  if (variable === null || def === undefined) return null;
  const DefinitionType = TSESLint.Scope.DefinitionType;
  switch (def.type) {
    case DefinitionType.ImportBinding: {
      const decl = def.parent;
      if (decl.type !== AST_NODE_TYPES.ImportDeclaration) return null;
      const spec = def.node;
      const names =
        spec.type === AST_NODE_TYPES.ImportSpecifier
          ? [spec.imported.type === AST_NODE_TYPES.Identifier ? spec.imported.name : spec.imported.value]
          : spec.type === AST_NODE_TYPES.ImportDefaultSpecifier
            ? ['default']
            : [];
      return { module: decl.source.value, names };
    }
    case DefinitionType.FunctionName:
    case DefinitionType.ClassName:
      return variable.defs.length === 1 ? { module: null, names: [id.name] } : null;
    case DefinitionType.Parameter:
      return def.name.type === AST_NODE_TYPES.Identifier ? typeOrigin(def.name.typeAnnotation, note, depth) : null;
    case DefinitionType.Variable: {
      // bound once: the initializer is the only write
      if (variable.defs.length !== 1 || variable.references.filter((r) => r.isWrite()).length > 1) return null;
      const declarator = def.node;
      const init = declarator.init && unwrap(declarator.init);
      if (declarator.id.type === AST_NODE_TYPES.Identifier) {
        if (init && isFunction(init)) return { module: null, names: [id.name] };
        return (init && originOf(init, note, depth + 1)) ?? typeOrigin(declarator.id.typeAnnotation, note, depth);
      }
      // `const { listWidgets } = require('@acme/api')`, `const { widgets } = client`
      if (declarator.id.type !== AST_NODE_TYPES.ObjectPattern || !init) return null;
      const property = declarator.id.properties.find((p) => p.type === AST_NODE_TYPES.Property && unwrapPattern(p.value) === def.name);
      const key = property?.type === AST_NODE_TYPES.Property ? keyName(property) : null;
      const base = key === null ? null : originOf(init, note, depth + 1);
      return base && key !== null ? { module: base.module, names: [...base.names, key] } : null;
    }
    default:
      return null;
  }
}

const unwrapPattern = (node: Node): Node => (node.type === AST_NODE_TYPES.AssignmentPattern ? node.left : node);

/** A receiver typed `AcmeClient` (or `acme.Client`): where that type comes from. */
function typeOrigin(annotation: TSESTree.TSTypeAnnotation | undefined, note: FileNote, depth: number): Origin | null {
  const type = annotation?.typeAnnotation;
  if (type?.type !== AST_NODE_TYPES.TSTypeReference) return null;
  return typeNameOrigin(type.typeName, note, depth + 1);
}

function typeNameOrigin(name: TSESTree.EntityName, note: FileNote, depth: number): Origin | null {
  if (depth > MAX_DEPTH) return null;
  if (name.type === AST_NODE_TYPES.Identifier) return originOfIdentifier(name, note, depth);
  if (name.type !== AST_NODE_TYPES.TSQualifiedName) return null;
  const base = typeNameOrigin(name.left, note, depth + 1);
  return base && { module: base.module, names: [...base.names, name.right.name] };
}

/** `this.name` in a class: its method (declared in this file), or what its property holds (`client = new AcmeClient()`). */
function originOfThisMember(member: TSESTree.MemberExpression, name: string, note: FileNote, depth: number): Origin | null {
  const cls = enclosingClass(member);
  if (cls === null) return null;
  const className = cls.id?.name;
  for (const m of cls.body.body) {
    if (m.type === AST_NODE_TYPES.MethodDefinition && m.kind === 'constructor') {
      const found = constructorAssigns(m.value, name, note, depth);
      if (found !== undefined) return found;
      continue;
    }
    if ((m.type !== AST_NODE_TYPES.MethodDefinition && m.type !== AST_NODE_TYPES.PropertyDefinition) || m.static || keyName(m) !== name) continue;
    if (m.type === AST_NODE_TYPES.MethodDefinition) return { module: null, names: className ? [className, name] : [name] };
    const value = m.value && unwrap(m.value);
    if (value && isFunction(value)) return { module: null, names: className ? [className, name] : [name] };
    return (value && originOf(value, note, depth + 1)) ?? typeOrigin(m.typeAnnotation, note, depth);
  }
  return null;
}

/** The class whose `this` a member reads: arrow functions keep it, other functions (but a method's own) rebind it. */
function enclosingClass(node: Node): TSESTree.ClassDeclaration | TSESTree.ClassExpression | null {
  for (let n: Node | undefined = node.parent; n; n = n.parent) {
    if (n.type === AST_NODE_TYPES.ClassBody) return n.parent;
    if ((n.type === AST_NODE_TYPES.FunctionExpression && n.parent.type !== AST_NODE_TYPES.MethodDefinition) || n.type === AST_NODE_TYPES.FunctionDeclaration) return null;
  }
  return null;
}

/** `constructor(private client: AcmeClient)` or `this.client = new AcmeClient()` in it; undefined when it sets no such member. */
function constructorAssigns(ctor: TSESTree.FunctionExpression | TSESTree.TSEmptyBodyFunctionExpression, name: string, note: FileNote, depth: number): Origin | null | undefined {
  for (const param of ctor.params) {
    if (param.type !== AST_NODE_TYPES.TSParameterProperty) continue;
    const p = unwrapPattern(param.parameter);
    if (p.type === AST_NODE_TYPES.Identifier && p.name === name) return typeOrigin(p.typeAnnotation, note, depth);
  }
  for (const statement of ctor.body?.body ?? []) {
    if (statement.type !== AST_NODE_TYPES.ExpressionStatement || statement.expression.type !== AST_NODE_TYPES.AssignmentExpression) continue;
    const { left, right } = statement.expression;
    if (left.type === AST_NODE_TYPES.MemberExpression && left.object.type === AST_NODE_TYPES.ThisExpression && propertyName(left) === name) return originOf(right, note, depth + 1);
  }
  return undefined;
}

/** The package itself or one of its subpaths (`@acme/api/widgets`), never another package that starts alike (`@acme/api-mock`). */
function fromPackage(module: string | null, pkg: string): boolean {
  return module !== null && (module === pkg || module.startsWith(`${pkg}/`));
}


/** What each linted file asked of its project modules: the disk is asked once per module, package and name in a file. */
const handedOn = new WeakMap<FileNote, Map<string, boolean>>();

/**
 * A project module the callee is imported from that imports the package and declares no method of the call's name;
 * one that cannot be read, when it is named for the package's vendor.
 */
function handsOnClient(module: string | null, pkg: string, callee: readonly string[], note: FileNote): boolean {
  if (module === null) return false;
  const method = callee[callee.length - 1] as string;
  let asked = handedOn.get(note);
  if (!asked) {
    asked = new Map();
    handedOn.set(note, asked);
  }
  const key = `${module}\n${pkg}\n${method}`;
  let found = asked.get(key);
  if (found === undefined) {
    // a module that cannot be read speaks by its name (`../../firebase`, `@/lib/supabase`)
    found = reexportsClientOf(path.resolve(note.cwd, note.filename), module, pkg, method) ?? namedForPackage(module, pkg);
    asked.set(key, found);
  }
  return found;
}

/** Declared in this file, or imported by a relative path, from a file the entry's glob matches (any, without a glob). */
function fromFile(module: string | null, op: UserOperation, note: FileNote): boolean {
  const file = op.file;
  const relative = module !== null && (module.startsWith('./') || module.startsWith('../'));
  if (file === null) return module === null || relative;
  const matches = (absolute: string) => file.glob.test(file.absolute ? absolute.slice(1).replaceAll('\\', '/') : path.relative(note.cwd, absolute).replaceAll('\\', '/'));
  if (module === null) return matches(path.resolve(note.cwd, note.filename));
  if (!relative) return false;
  return candidateFiles(path.resolve(path.dirname(path.resolve(note.cwd, note.filename)), module)).some(matches);
}

/**
 * Does a URL as the code shows it (`https://api.acme.internal/v1/widgets?limit=50`, `{}/v1/widgets` for an unknown
 * base, `GET /v1/widgets`) match a pattern? With a host: that host, shown, and the whole path. A path alone: the end
 * of the URL's path.
 */
function urlMatches(pattern: UrlPattern, url: string): boolean {
  const withoutMethod = url.replace(/^[A-Z]+ /, '');
  const hostMatch = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(withoutMethod);
  const host = hostMatch?.[1] ?? null;
  const segments = (hostMatch ? withoutMethod.slice(hostMatch[0].length) : withoutMethod).split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const want = pattern.segments;
  if (pattern.host !== null) {
    if (host === null || host.includes('{') || !pattern.host.test(host) || segments.length !== want.length) return false;
  } else if (want.length > segments.length) return false;
  const offset = segments.length - want.length;
  return want.every((w, i) => {
    const s = segments[offset + i] as string;
    return w === null ? true : typeof w === 'string' ? w === s : !s.includes('{') && w.test(s);
  });
}
