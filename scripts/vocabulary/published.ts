/**
 * API descriptions that vendors publish in npm packages of their own, beside the directory. Each is turned into the
 * OpenAPI 3 shape ./openapi.ts reads, then read like any other description:
 * - Okta's Swagger 2.0 description (`@okta/openapi`, `dist/spec.json`);
 * - Sentry's, as the types of the client generated from it (`@sentry/api`): each operation's `…Data` type names its
 *   URL and its query, `…Responses` its answers, and the client's code names the HTTP method.
 * Both vendors page with a cursor in the query and a `Link` response header, which neither description declares: it is
 * added to the answer of each operation whose request takes the cursor, as the vendors' paging docs say. Build-time
 * only, like the rest of the generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isObject, type Json, type JsonObject } from './openapi.js';

export interface PublishedDescription {
  /** The npm package (a pinned dev dependency). */
  readonly package: string;
  readonly vendor: string;
  readonly api: string;
  /** The query parameter that carries the cursor, and the vendor's page that documents the `Link` header. */
  readonly linkCursor: { readonly param: string; readonly docs: string };
  readonly read: (dir: string) => JsonObject;
}

export const PUBLISHED: readonly PublishedDescription[] = [
  {
    package: '@okta/openapi',
    vendor: 'okta.com',
    api: 'okta',
    linkCursor: { param: 'after', docs: 'https://developer.okta.com/docs/api/#pagination' },
    read: (dir) => openApi3Of(JSON.parse(fs.readFileSync(path.join(dir, 'dist/spec.json'), 'utf8')) as JsonObject),
  },
  {
    package: '@sentry/api',
    vendor: 'sentry.io',
    api: 'sentry',
    linkCursor: { param: 'cursor', docs: 'https://docs.sentry.io/api/pagination/' },
    read: (dir) => heyApiDescription(fs.readFileSync(path.join(dir, 'dist/types.gen.d.ts'), 'utf8'), fs.readFileSync(path.join(dir, 'dist/index.js'), 'utf8')),
  },
];

/** The description as the generator reads it: OpenAPI 3, with the documented `Link` header on each paged answer. */
export function publishedDocument(description: PublishedDescription, root: string): JsonObject {
  return withLinkHeader(description.read(path.join(root, 'node_modules', description.package)), description.linkCursor.param);
}

const SWAGGER_REF = /^#\/definitions\//;

/** Rewrites Swagger 2.0's `#/definitions/X` references to OpenAPI 3's `#/components/schemas/X`, deeply. */
function rewriteRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace(SWAGGER_REF, '#/components/schemas/') : rewriteRefs(v)]));
}

const SCHEMA_KEYS = ['type', 'format', 'items', 'default', 'maximum', 'minimum', 'enum'] as const;

/** A Swagger 2.0 description in OpenAPI 3's shape: parameters with schemas, bodies and answers as `content`. */
export function openApi3Of(swagger: JsonObject): JsonObject {
  const shared = isObject(swagger.parameters) ? swagger.parameters : {};
  const parameter = (p: Json): Json => {
    const ref = isObject(p) && typeof p.$ref === 'string' ? /^#\/parameters\/(.+)$/.exec(p.$ref)?.[1] : undefined;
    return ref === undefined ? p : (shared[ref] ?? p);
  };
  const paths: JsonObject = {};
  for (const [route, item] of Object.entries(isObject(swagger.paths) ? swagger.paths : {})) {
    if (!isObject(item)) continue;
    const out: JsonObject = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      const params = (Array.isArray(operation.parameters) ? operation.parameters : []).map(parameter).filter(isObject);
      const body = params.find((p) => p.in === 'body');
      const responses: JsonObject = {};
      for (const [code, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (!isObject(response)) continue;
        responses[code] = { ...(response.schema !== undefined && { content: { 'application/json': { schema: response.schema } } }), ...(isObject(response.headers) && { headers: response.headers }) };
      }
      out[method] = {
        ...(typeof operation.operationId === 'string' && { operationId: operation.operationId }),
        parameters: params.filter((p) => p.in !== 'body').map((p) => ({
          name: p.name ?? '', in: p.in ?? '', ...(typeof p.description === 'string' && { description: p.description }),
          schema: Object.fromEntries(SCHEMA_KEYS.filter((k) => p[k] !== undefined).map((k) => [k, p[k] as Json])),
        })),
        ...(body !== undefined && { requestBody: { content: { 'application/json': { schema: body.schema ?? {} } } } }),
        responses,
      };
    }
    paths[route] = out;
  }
  return rewriteRefs({ info: swagger.info ?? {}, paths, components: { schemas: swagger.definitions ?? {} } }) as JsonObject;
}

/** Adds `Link` to the success answer of each operation whose query takes `cursor`. */
function withLinkHeader(doc: JsonObject, cursor: string): JsonObject {
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !Array.isArray(operation.parameters)) continue;
      if (!operation.parameters.some((p) => isObject(p) && p.in === 'query' && p.name === cursor)) continue;
      const responses = isObject(operation.responses) ? operation.responses : {};
      const ok = responses['200'];
      if (isObject(ok)) ok.headers = { ...(isObject(ok.headers) ? ok.headers : {}), Link: { schema: { type: 'string' } } };
    }
  }
  return doc;
}

/**
 * A client generated by `@hey-api/openapi-ts`, read back into a description. Its `types.gen.d.ts` holds, for each
 * operation, `XData = { query?: {…}; url: '/api/0/…' }` and `XResponses = { 200: … }`; its code sends each one with
 * `var listX = (options) => (options.client ?? client).get({ …, url: "/api/0/…" })`.
 */
export function heyApiDescription(types: string, code: string): JsonObject {
  // by the function's name, folded as its types' names fold it (`listAnOrganization_sProjects`, `ListAnOrganizationSProjectsData`)
  const fold = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const methods = new Map<string, { method: string; url: string }>();
  for (const m of code.matchAll(/\bvar (\w+) = \(options\) => \(options\.client \?\? client\)\.(get|post|put|patch|delete)\(\{[^]*?\burl: "([^"]+)"/g)) {
    const [, name, method, url] = m as unknown as [string, string, string, string];
    methods.set(fold(name), { method, url });
  }
  const file = ts.createSourceFile('types.gen.d.ts', types, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of file.statements) if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
  const paths: JsonObject = {};
  for (const [name, type] of aliases) {
    if (!name.endsWith('Data') || !ts.isTypeLiteralNode(type)) continue;
    const url = member(type, 'url');
    if (url === undefined || !ts.isLiteralTypeNode(url) || !ts.isStringLiteral(url.literal)) continue;
    const route = url.literal.text;
    const sent = methods.get(fold(name.slice(0, -'Data'.length)));
    if (sent?.url !== route) continue;
    const { method } = sent;
    const query = member(type, 'query');
    const parameters: Json[] = query !== undefined && ts.isTypeLiteralNode(query) ? query.members.flatMap((m) => (m.name !== undefined && ts.isPropertySignature(m) ? [{ name: propertyText(m.name), in: 'query', schema: schemaOf(m.type, aliases, 0) }] : [])) : [];
    const answers = aliases.get(`${name.slice(0, -'Data'.length)}Responses`);
    const ok = answers !== undefined && ts.isTypeLiteralNode(answers) ? member(answers, '200') : undefined;
    const item = isObject(paths[route]) ? paths[route] : {};
    item[method] = {
      operationId: name.slice(0, -'Data'.length).replace(/^./, (c) => c.toLowerCase()),
      parameters,
      responses: { '200': ok === undefined ? {} : { content: { 'application/json': { schema: schemaOf(ok, aliases, 0) } } } },
    };
    paths[route] = item;
  }
  return { info: {}, paths };
}

function member(type: ts.TypeLiteralNode, name: string): ts.TypeNode | undefined {
  const found = type.members.find((m) => ts.isPropertySignature(m) && propertyText(m.name) === name);
  return found !== undefined && ts.isPropertySignature(found) ? found.type : undefined;
}

function propertyText(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
}

/** What the reader needs of a type: whether it is an array, a scalar's type, and an object's properties. */
function schemaOf(type: ts.TypeNode | undefined, aliases: ReadonlyMap<string, ts.TypeNode>, depth: number): JsonObject {
  if (type === undefined || depth > 4) return {};
  if (ts.isArrayTypeNode(type)) return { type: 'array', items: {} };
  if (ts.isParenthesizedTypeNode(type)) return schemaOf(type.type, aliases, depth);
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText(type.getSourceFile());
    if (name === 'Array' || name === 'ReadonlyArray') return { type: 'array', items: {} };
    return schemaOf(aliases.get(name), aliases, depth + 1);
  }
  if (ts.isUnionTypeNode(type)) {
    const kept = type.types.filter((t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword) && t.kind !== ts.SyntaxKind.UndefinedKeyword);
    return kept.length === 1 ? schemaOf(kept[0], aliases, depth) : {};
  }
  if (type.kind === ts.SyntaxKind.StringKeyword) return { type: 'string' };
  if (type.kind === ts.SyntaxKind.NumberKeyword) return { type: 'integer' };
  if (type.kind === ts.SyntaxKind.BooleanKeyword) return { type: 'boolean' };
  if (!ts.isTypeLiteralNode(type)) return {};
  const properties: JsonObject = {};
  for (const m of type.members) if (ts.isPropertySignature(m)) properties[propertyText(m.name)] = schemaOf(m.type, aliases, depth + 1);
  return { type: 'object', properties };
}
