import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sdkOperationsOf } from '../scripts/vocabulary/sdk-models.js';

// A made-up SDK's declarations: one of each shape the reader must tell apart.
const DECLARATIONS = `
export interface Widget { id: string }
export interface Page<T> { items: T[]; next_cursor: string | null; has_more: boolean }
export interface Shared { response_metadata?: { next_cursor?: string } }
export interface Pager<T> { data: T[]; hasNextPage(): boolean; [Symbol.asyncIterator](): AsyncIterator<T> }
export declare class Team {
  members(params?: { after?: string; first?: number }): Promise<{ nodes: Widget[]; pageInfo: { hasNextPage: boolean } }>;
}
export declare class AcmeClient {
  widgets: {
    list(params?: { cursor?: string; limit?: number }): Promise<Page<Widget>>;
    search(params: { q: string }): Promise<{ results: Widget[]; has_more: boolean }>;
    createMany(params: { names: string[] }): Promise<Page<Widget>>;
    tags(): Promise<{ tags: string[] } & Shared>;
    iterate(params?: { cursor?: string }): Promise<Pager<Widget>>;
    get(id: string): Promise<Widget>;
    buckets(options?: { limit?: number; offset?: number }): Promise<{ buckets: Widget[] }>;
    files(options?: {
      /** @default 100 */
      limit?: number;
      offset?: number;
    }): Promise<{ files: Widget[] }>;
    events(options?: { limit?: number; offset?: number }): Promise<{ events: Widget[]; total: number }>;
  };
  users: { list(): Promise<{ data: { users: Widget[]; nextPage: number | null }; error: null }> };
  getTeam(id: string): Promise<Team>;
}
export declare class CursorPage<T> implements AsyncIterable<T> {
  data: T[];
  has_more: boolean;
  hasNextPage(): boolean;
  getNextPage(): Promise<CursorPage<T>>;
  [Symbol.asyncIterator](): AsyncIterator<T>;
}
export declare class OnePage<T> implements AsyncIterable<T> {
  data: T[];
  hasNextPage(): boolean;
  [Symbol.asyncIterator](): AsyncIterator<T>;
}
export declare class Stream<T> implements AsyncIterable<T> {
  messages: T[];
  done(): boolean;
  [Symbol.asyncIterator](): AsyncIterator<T>;
}
export declare class StainlessClient {
  files: {
    list(query?: { after?: string; limit?: number }): Promise<CursorPage<Widget>>;
    retrieve(id: string): Promise<Widget>;
  };
  models: { list(): Promise<OnePage<Widget>> };
  chat: { stream(params: { after?: string }): Stream<Widget> };
}
`;

const root = mkdtempSync(path.join(tmpdir(), 'sdk-models-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});
mkdirSync(path.join(root, 'node_modules/acme-sdk'), { recursive: true });
writeFileSync(path.join(root, 'node_modules/acme-sdk/package.json'), JSON.stringify({ name: 'acme-sdk', version: '1.0.0', types: 'index.d.ts' }));
writeFileSync(path.join(root, 'node_modules/acme-sdk/index.d.ts'), DECLARATIONS);
// An SDK whose list calls are the functions its module exports, answering `{ data, error }` around a JSON:API page.
mkdirSync(path.join(root, 'node_modules/acme-fns'), { recursive: true });
writeFileSync(path.join(root, 'node_modules/acme-fns/package.json'), JSON.stringify({ name: 'acme-fns', version: '1.0.0', types: 'index.d.ts' }));
writeFileSync(
  path.join(root, 'node_modules/acme-fns/index.d.ts'),
  `export interface Thing { id: string }
export declare function listThings(params?: { page?: { number?: number; size?: number } }): Promise<{ data: { data: Thing[]; meta: { page: { total: number } } } | null; error: Error | null }>;
export declare function getThing(id: string): Promise<{ data: { data: Thing } | null; error: Error | null }>;
export declare function listColors(params?: { page?: { number?: number } }): Promise<{ data: { data: string[] } | null; error: Error | null }>;
`,
);
const read = () => sdkOperationsOf(root, [{ package: 'acme-sdk', clients: ['InstanceType<typeof M.AcmeClient>'], docs: 'https://example.test/paging' }]);

describe('the SDK model reader', () => {
  const ops = read();
  const named = (name: string) => ops.find((op) => op.name === name);

  it('reads a method whose request takes a cursor as one page, with its items, signals and page size', () => {
    expect(named('widgets.list')).toEqual({ package: 'acme-sdk', name: 'widgets.list', items: 'items', next: ['next_cursor', 'has_more'], cursor: 'cursor', pageSize: 'limit' });
  });

  it('reads a continuation the response itself carries, and one inside a `data` wrapper', () => {
    expect(named('widgets.search')).toEqual({ package: 'acme-sdk', name: 'widgets.search', items: 'results', next: ['has_more'] });
    expect(named('users.list')).toMatchObject({ items: 'data.users', next: ['data.nextPage'] });
  });

  it('follows a method that resolves to another client object (`(await client.getTeam(id)).members()`)', () => {
    expect(named('members')).toMatchObject({ items: 'nodes', next: ['pageInfo.hasNextPage'], cursor: 'after' });
  });

  it('counts an offset as paging only with a page size declared with a default, or a total beside the items', () => {
    expect(named('widgets.files')).toEqual({ package: 'acme-sdk', name: 'widgets.files', items: 'files', next: [], cursor: 'offset', pageSize: 'limit' });
    expect(named('widgets.events')).toMatchObject({ items: 'events', next: ['total'], cursor: 'offset' });
    expect(named('widgets.buckets')).toBeUndefined();
  });

  it('leaves out writes, pagers, reads of one item, and a cursor every answer of the SDK shares', () => {
    expect(ops.map((op) => op.name).sort()).toEqual(['members', 'users.list', 'widgets.events', 'widgets.files', 'widgets.list', 'widgets.search']);
  });

  it('is deterministic', () => {
    expect(read()).toEqual(ops);
  });

  it('reads only the pages that iterate every page from an SDK whose pages do (`iterablePages`), with their own ways on', () => {
    const iterable = sdkOperationsOf(root, [{ package: 'acme-sdk', clients: ['InstanceType<typeof M.StainlessClient>'], docs: '', iterablePages: true }]);
    expect(iterable).toEqual([{ package: 'acme-sdk', name: 'files.list', items: 'data', next: ['has_more', 'getNextPage', 'hasNextPage'], cursor: 'after', pageSize: 'limit' }]);
  });

  it("reads the functions a module exports (`typeof M`), and a JSON:API page's total one container down", () => {
    const fns = sdkOperationsOf(root, [{ package: 'acme-fns', clients: ['typeof M'], docs: '' }]);
    expect(fns).toEqual([{ package: 'acme-fns', name: 'listThings', items: 'data.data', next: ['data.meta.page.total'], cursor: 'page' }]);
  });

  it('stops with a clear error when a client type has no members', () => {
    expect(() => sdkOperationsOf(root, [{ package: 'acme-sdk', clients: ['M.Missing'], docs: '' }])).toThrow(/has no members/);
  });
});
