/**
 * One description's list and search operations, with what its paging looks like, and the SDK names each maps to
 * for the families whose SDKs derive names from the description (AWS, Google, GitHub).
 */
import { isObject, parameters, success, type JsonObject } from './openapi.js';
import { echoedCursor, fold, requestPaging, responsePaging, type Paging } from './paging.js';

export interface Operation extends Paging {
  readonly vendor: string;
  readonly api: string;
  readonly title: string;
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  /** SDK method paths, command classes and routes that make this request. */
  readonly sdk: readonly string[];
  /** `paged`: the description shows paging. `whole`: it documents the whole answer in one response. */
  readonly kind: 'paged' | 'whole';
}

export type Family = 'aws' | 'google' | 'github' | 'azure' | 'other';

const METHODS = ['get', 'post'] as const;
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const camel = (s: string): string => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function familyOf(vendor: string): Family {
  if (vendor === 'amazonaws.com') return 'aws';
  if (vendor === 'googleapis.com') return 'google';
  if (vendor === 'github.com') return 'github';
  if (vendor === 'azure.com' || vendor === 'microsoft.com') return 'azure';
  return 'other';
}

/**
 * The AWS operation name: the `x-aws-operation-name` extension, else the operation id without its `GET_`/`POST_`, and
 * without the API version CloudFront's ids end with (`ListDistributions2020_05_31` is the SDK's `ListDistributionsCommand`).
 */
const awsName = (operation: JsonObject, operationId: string): string =>
  (typeof operation['x-aws-operation-name'] === 'string' ? operation['x-aws-operation-name'] : operationId.replace(/^(GET|POST|PUT|DELETE)_/, '')).replace(/\d{4}_\d{2}_\d{2}$/, '');

function sdkNames(family: Family, name: string, method: string, path: string): string[] {
  if (family === 'aws') return [`${name}Command`, lowerFirst(name)];
  if (family === 'google') return [name];
  if (family === 'github') {
    const [namespace, rest] = name.split('/');
    return namespace !== undefined && rest !== undefined ? [`octokit.rest.${namespace}.${camel(rest)}`, `${method.toUpperCase()} ${path}`] : [];
  }
  return [];
}

/** Whether the family's descriptions document paging completely, so a list without it is whole by the description. */
function wholeByDescription(family: Family, name: string, method: string, items: readonly string[]): boolean {
  // an AWS list without a token answers whole whatever shape its answer has: a map of tags (Lambda's `ListTags`), or a
  // list inside an object (CloudFront's `Tags.Items`)
  if (family === 'aws') return /^(List|Describe|Search)[A-Z]/.test(name);
  if (items.length === 0) return false;
  if (family === 'google') return /\.list$/.test(name);
  if (family === 'github') return method === 'get' && items.includes('.') && /\/list(-|$)/.test(name);
  return false;
}

export function operationsOf(doc: JsonObject, vendor: string, api: string): Operation[] {
  const family = familyOf(vendor);
  const info = isObject(doc.info) ? doc.info : {};
  const title = typeof info.title === 'string' ? info.title : api;
  const paths = isObject(doc.paths) ? doc.paths : {};
  const out: Operation[] = [];
  const seen = new Set<string>();
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : '';
      const name = family === 'aws' ? awsName(operation, operationId) : operationId;
      // AWS query-protocol actions appear twice, as GET and POST of one action
      const key = family === 'aws' && name !== '' ? name : `${method} ${path}`;
      if (seen.has(key)) continue;
      const params = parameters(doc, pathItem, operation);
      const answer = success(doc, operation);
      const answered = responsePaging(doc, answer);
      const paging = requestPaging(doc, params);
      const echoed = paging.cursor === undefined ? echoedCursor(doc, params, answer) : undefined;
      const request = echoed === undefined ? paging : { ...paging, cursor: echoed };
      // the echoed field is the response's continuation
      const response = echoed === undefined || answered.signals.includes(echoed) ? answered : { ...answered, signals: [...answered.signals, echoed], continues: true };
      const pageable = operation['x-ms-pageable'];
      const azure = isObject(pageable) ? azurePaging(pageable, response.items) : undefined;
      const requestPages = request.cursor !== undefined || (request.page !== undefined && response.items.length > 0);
      const paged = azure?.kind === 'paged' || requestPages || (response.continues && response.items.length > 0);
      const whole = !paged && (azure?.kind === 'whole' || (!response.continues && request.page === undefined && wholeByDescription(family, name, method, response.items)));
      if (!paged && !whole) continue;
      seen.add(key);
      const signals = [...new Set([...(azure?.signals ?? []), ...response.signals])];
      out.push({
        vendor, api, title, method: method.toUpperCase(), path, operationId: family === 'aws' ? name : operationId,
        sdk: sdkNames(family, name, method, path), kind: paged ? 'paged' : 'whole',
        ...(request.cursor !== undefined && { cursor: request.cursor }), ...(request.page !== undefined && { page: request.page }),
        ...(request.pageSize !== undefined && { pageSize: request.pageSize }),
        items: azure?.items ?? response.items, signals, continues: paged && (response.continues || azure?.kind === 'paged'),
      });
    }
  }
  return out;
}

/**
 * Azure and Microsoft Graph's `x-ms-pageable`: `nextLinkName` names the continuation; without one (AutoRest writes
 * null, the JSON drops it) the operation returns all its items in one response
 * (https://azure.github.io/autorest/extensions/#x-ms-pageable).
 */
function azurePaging(pageable: JsonObject, items: readonly string[]): { kind: 'paged' | 'whole'; items: string[]; signals: string[] } {
  const itemName = typeof pageable.itemName === 'string' ? pageable.itemName : 'value';
  const next = pageable.nextLinkName;
  const known = items.includes(itemName) ? [itemName] : [itemName, ...items.filter((i) => fold(i) !== fold(itemName))];
  return typeof next === 'string' && next !== '' ? { kind: 'paged', items: known, signals: [next] } : { kind: 'whole', items: known, signals: [] };
}
