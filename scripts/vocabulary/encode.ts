/** The compact layout of the committed table (decoded by `src/vocabulary/operations.ts`): a string table and rows of indexes. */
import type { EncodedTable } from '../../src/vocabulary/operations.js';
import type { Operation } from './operations.js';

export function encodeTable(operations: readonly Operation[], inputs: Readonly<Record<string, string>>): EncodedTable {
  const strings: string[] = [''];
  const ids = new Map<string, number>([['', 0]]);
  const s = (value: string | undefined): number => {
    const text = value ?? '';
    let id = ids.get(text);
    if (id === undefined) {
      id = strings.length;
      strings.push(text);
      ids.set(text, id);
    }
    return id;
  };
  const apis: [number, number, number][] = [];
  const apiIds = new Map<string, number>();
  const rows = operations.map((op) => {
    const apiKey = `${op.vendor}\u0000${op.api}`;
    let api = apiIds.get(apiKey);
    if (api === undefined) {
      api = apis.length;
      apis.push([s(op.vendor), s(op.api), s(op.title)]);
      apiIds.set(apiKey, api);
    }
    return [
      api, op.kind === 'whole' ? 1 : 0, s(op.method), s(op.path), s(op.operationId), s(op.sdk.join('\n')), s(op.pageSize?.name),
      op.pageSize?.default ?? 0, op.pageSize?.max ?? 0, s(op.cursor), s(op.page), s(op.items.join('\n')), s(op.signals.join('\n')),
    ];
  });
  return { format: 1, inputs, strings, apis, operations: rows };
}
