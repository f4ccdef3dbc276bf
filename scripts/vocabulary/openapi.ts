/**
 * Reading an OpenAPI 3 description: `$ref`s within the document, a schema's properties through `allOf`, an
 * operation's parameters and its success response. Build-time only (the vocabulary generator).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local `$ref` (`#/components/schemas/Events`) points at, following chains; undefined when it leads nowhere. */
export function resolve(doc: JsonObject, value: Json | undefined, depth = 0): JsonObject | undefined {
  if (!isObject(value)) return undefined;
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  if (depth > 8 || !ref.startsWith('#/')) return undefined;
  let at: Json | undefined = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    at = isObject(at) ? at[key] : undefined;
  }
  return resolve(doc, at, depth + 1);
}

/** A schema's own properties and those of its `allOf` members, in document order, first name wins. */
export function properties(doc: JsonObject, schema: Json | undefined, depth = 0): Map<string, JsonObject> {
  const found = new Map<string, JsonObject>();
  const at = resolve(doc, schema);
  if (at === undefined || depth > 6) return found;
  const own = at.properties;
  if (isObject(own)) {
    for (const [name, value] of Object.entries(own)) {
      const property = resolve(doc, value);
      if (property !== undefined && !found.has(name)) found.set(name, property);
    }
  }
  const all = at.allOf;
  if (Array.isArray(all)) {
    for (const member of all) for (const [name, value] of properties(doc, member, depth + 1)) if (!found.has(name)) found.set(name, value);
  }
  return found;
}

/** Whether a schema (through `$ref` and `allOf`) describes an array. */
export function isArray(doc: JsonObject, schema: Json | undefined, depth = 0): boolean {
  const at = resolve(doc, schema);
  if (at === undefined || depth > 6) return false;
  if (at.type === 'array' || isObject(at.items)) return true;
  return Array.isArray(at.allOf) && at.allOf.some((member) => isArray(doc, member, depth + 1));
}

/** A schema's scalar facts, through `$ref` and `allOf`: its type, default, minimum and maximum. */
export function scalar(doc: JsonObject, schema: Json | undefined, depth = 0): { type?: string; default?: Json; maximum?: number } {
  const at = resolve(doc, schema);
  if (at === undefined || depth > 6) return {};
  const own = {
    ...(typeof at.type === 'string' && { type: at.type }),
    ...(at.default !== undefined && { default: at.default }),
    ...(typeof at.maximum === 'number' && { maximum: at.maximum }),
  };
  if (!Array.isArray(at.allOf)) return own;
  return at.allOf.reduce<typeof own>((facts, member) => ({ ...scalar(doc, member, depth + 1), ...facts }), own);
}

export interface Parameter {
  readonly name: string;
  /** `query`, `path`, `header`, or `body` for a top-level property of a JSON request body. */
  readonly in: string;
  readonly schema: JsonObject | undefined;
  readonly description: string;
}

/** An operation's parameters: its own, the path item's, and the top-level properties of its request body. */
export function parameters(doc: JsonObject, pathItem: JsonObject, operation: JsonObject): Parameter[] {
  const out: Parameter[] = [];
  const seen = new Set<string>();
  const lists = [operation.parameters, pathItem.parameters];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const p = resolve(doc, entry);
      if (p === undefined || typeof p.name !== 'string' || typeof p.in !== 'string' || seen.has(`${p.in} ${p.name}`)) continue;
      seen.add(`${p.in} ${p.name}`);
      out.push({ name: p.name, in: p.in, schema: resolve(doc, p.schema), description: typeof p.description === 'string' ? p.description : '' });
    }
  }
  const body = resolve(doc, operation.requestBody);
  const schema = body === undefined ? undefined : firstSchema(doc, body.content);
  for (const [name, property] of properties(doc, schema)) {
    if (seen.has(`query ${name}`)) continue;
    out.push({ name, in: 'body', schema: property, description: typeof property.description === 'string' ? property.description : '' });
  }
  return out;
}

/** The schema of a `content` map: JSON first, else the first media type that has one. */
function firstSchema(doc: JsonObject, content: Json | undefined): JsonObject | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content).sort((a, b) => Number(!a.includes('json')) - Number(!b.includes('json')));
  for (const type of types) {
    const media = content[type];
    if (isObject(media) && media.schema !== undefined) return resolve(doc, media.schema);
  }
  return undefined;
}

export interface Success {
  readonly schema: JsonObject | undefined;
  readonly headers: readonly string[];
}

/** The success response: 200, else the first other 2xx; its body schema and header names. */
export function success(doc: JsonObject, operation: JsonObject): Success | undefined {
  const responses = operation.responses;
  if (!isObject(responses)) return undefined;
  const code = '200' in responses ? '200' : Object.keys(responses).sort().find((c) => /^2\d\d$/.test(c));
  const response = code === undefined ? undefined : resolve(doc, responses[code]);
  if (response === undefined) return undefined;
  return { schema: firstSchema(doc, response.content), headers: isObject(response.headers) ? Object.keys(response.headers) : [] };
}
