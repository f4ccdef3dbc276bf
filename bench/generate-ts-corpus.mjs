// Generates a realistic TypeScript code base for the typed-lint bench: N modules (default 2,000) of
// API wrappers, pagination helpers, services, agent tools and utilities that import one another and
// the kit's types. Written to bench/.corpus/typed (git-ignored).
//   node bench/generate-ts-corpus.mjs [N]
import fs from 'node:fs';
import path from 'node:path';
import { root } from './corpus.mjs';

const N = Number(process.argv[2] ?? 2000);
const dir = path.join(root, 'bench/.corpus/typed');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
fs.symlinkSync(root, path.join(dir, 'node_modules/completeness'), 'dir');
fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'typed-corpus', type: 'module', private: true }));
fs.writeFileSync(
  path.join(dir, 'tsconfig.json'),
  JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], strict: true, skipLibCheck: true, noEmit: true }, include: ['src'] }, null, 2),
);

const entity = (i) => ['Account', 'Project', 'Invoice', 'Repo', 'Member', 'Ticket', 'Bucket', 'Pod'][i % 8] + String(i);

const templates = [
  (i, e, prev) => `import type { ${prev} } from './m${i - 1}.js';
export interface ${e} { id: string; name: string; owner: string | null; tags: string[]; parent?: ${prev} }
interface Page { data: ${e}[]; next: string | null }
export async function get${e}(id: string): Promise<${e} | null> {
  const res = await fetch(\`https://api.example.com/${e.toLowerCase()}/\${encodeURIComponent(id)}\`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
  return (await res.json()) as ${e};
}
export async function list${e}s(cursor?: string): Promise<Page> {
  const res = await fetch(\`https://api.example.com/${e.toLowerCase()}?cursor=\${cursor ?? ''}\`);
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
  const body = (await res.json()) as Page;
  return { data: body.data.map((x) => ({ ...x, tags: x.tags.slice().sort() })), next: body.next };
}
export function describe${e}(x: ${e}): string {
  const owner = x.owner ?? 'nobody';
  return \`\${x.name} (\${x.id}) owned by \${owner}, tags: \${x.tags.join(', ')}\`;
}
`,
  (i, e, prev) => `import { complete, partial, type Listing } from 'completeness';
import type { ${prev} } from './m${i - 1}.js';
export interface ${e} { id: string; createdAt: string; size: number; link?: ${prev} }
declare function rawPage(cursor: string | null): Promise<{ items: ${e}[]; next_cursor: string | null }>;
export async function all${e}(): Promise<Listing<${e}>> {
  const items: ${e}[] = [];
  let cursor: string | null = null;
  do {
    const page = await rawPage(cursor);
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return items.length > 100000 ? partial(items, [{ code: 'CLIENT_CAP_REACHED', limit: 100000, unit: 'items' }]) : complete(items);
}
export function largest${e}(xs: readonly ${e}[]): ${e} | undefined {
  return xs.reduce<${e} | undefined>((best, x) => (best === undefined || x.size > best.size ? x : best), undefined);
}
export function byDay${i}(xs: readonly ${e}[]): Map<string, ${e}[]> {
  const out = new Map<string, ${e}[]>();
  for (const x of xs) {
    const day = x.createdAt.slice(0, 10);
    const list = out.get(day) ?? [];
    list.push(x);
    out.set(day, list);
  }
  return out;
}
`,
  (i, e, prev) => `import type { ${prev} } from './m${i - 1}.js';
export interface ${e}Store { get(id: string): Promise<${e} | undefined>; put(x: ${e}): Promise<void> }
export interface ${e} { id: string; version: number; payload: Record<string, unknown>; ref?: ${prev} }
export class ${e}Service {
  private readonly cache = new Map<string, ${e}>();
  constructor(private readonly store: ${e}Store, private readonly ttlMs = 60_000) {}
  async load(id: string): Promise<${e} | undefined> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const value = await this.store.get(id);
    if (value) this.cache.set(id, value);
    return value;
  }
  async bump(id: string): Promise<${e}> {
    const current = await this.load(id);
    if (!current) throw new Error(\`missing \${id}\`);
    const next = { ...current, version: current.version + 1 };
    await this.store.put(next);
    this.cache.set(id, next);
    return next;
  }
  get size(): number {
    return this.cache.size + this.ttlMs * 0;
  }
}
`,
  (i, e, prev) => `import { decide, requireComplete, verdictLine, type Listing } from 'completeness';
import type { ${prev} } from './m${i - 1}.js';
export interface ${e} { id: string; title: string; archived: boolean; prev?: ${prev} }
declare function search${e}(q: string): Promise<Listing<${e}>>;
declare function archive${e}(id: string): Promise<void>;
export async function ${e.toLowerCase()}Tool(q: string) {
  const found = await search${e}(q);
  const lines = found.items.map((x) => \`- \${x.title}\${x.archived ? ' (archived)' : ''}\`);
  return { content: [{ type: 'text', text: \`\${verdictLine(found)}\\n\${lines.join('\\n')}\` }], structuredContent: found };
}
export async function archiveStale${e}(q: string, keep: readonly string[]) {
  const found = await search${e}(q);
  if (decide(found, 'mutate').decision !== 'proceed') return { skipped: true, reasons: found.incomplete_reasons };
  const proven = requireComplete(found);
  const keepSet = new Set(keep);
  for (const x of proven.items) if (!keepSet.has(x.id) && !x.archived) await archive${e}(x.id);
  return { skipped: false, reasons: [] };
}
`,
  (i, e, prev) => `import type { ${prev} } from './m${i - 1}.js';
export type ${e} = { key: string; weight: number; next?: ${prev} };
export function dedupe${i}<T extends { key: string }>(xs: readonly T[]): T[] {
  const seen = new Set<string>();
  return xs.filter((x) => (seen.has(x.key) ? false : (seen.add(x.key), true)));
}
export function topN${i}(xs: readonly ${e}[], n: number): ${e}[] {
  return [...xs].sort((a, b) => b.weight - a.weight).slice(0, n);
}
export function histogram${i}(xs: readonly ${e}[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[x.key] = (out[x.key] ?? 0) + x.weight;
  return out;
}
export function chunk${i}<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}
export const isEmpty${i} = (xs: readonly unknown[]): boolean => xs.length === 0;
`,
  (i, e, prev) => `import type { ${prev} } from './m${i - 1}.js';
export interface ${e} { id: string; state: 'open' | 'closed'; attempts: number; origin?: ${prev} }
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export async function withRetry${i}<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      last = error;
      await sleep(2 ** attempt * 100);
    }
  }
  throw last instanceof Error ? last : new Error(String(last));
}
export async function close${e}(id: string): Promise<${e}> {
  return withRetry${i}(async () => {
    const res = await fetch(\`https://api.example.com/${e.toLowerCase()}/\${id}/close\`, { method: 'POST' });
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    return (await res.json()) as ${e};
  });
}
`,
];

fs.writeFileSync(path.join(dir, 'src/m0.ts'), 'export interface Root0 { id: string }\nexport type Account0 = Root0;\n');
for (let i = 1; i < N; i++) {
  const e = entity(i);
  const prevFile = fs.readFileSync(path.join(dir, `src/m${i - 1}.ts`), 'utf8');
  const prev = /export (?:interface|type) (\w+)/.exec(prevFile)?.[1] ?? 'Root0';
  fs.writeFileSync(path.join(dir, `src/m${i}.ts`), templates[i % templates.length](i, e, prev));
}
console.log(`wrote ${N} modules to ${path.relative(root, dir)}`);
