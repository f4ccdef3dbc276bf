import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonCopy, jsonText } from '../src/mcp/json.js';
import { toCallToolResult } from '../src/mcp/index.js';
import { complete, ContractViolationError, isComplete, parseListing, partial, type Listing } from '../src/index.js';

// Serialisation that cannot lie: structuredContent (and the items' JSON text) is built from own data
// properties, never through toJSON or JSON.stringify on an object the kit did not build.

const docs = [{ id: 'd1', title: 'One' }, { id: 'd2', title: 'Two' }];
const cut = partial(docs, [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 100 }], { next_cursor: 'c3' });

/** Runs `f` with `proto.toJSON` set to `toJSON`, and always restores the prototype. */
function withToJSON<R>(proto: object, toJSON: () => unknown, f: () => R): R {
  Object.defineProperty(proto, 'toJSON', { value: toJSON, configurable: true, writable: true });
  try {
    return f();
  } finally {
    delete (proto as { toJSON?: unknown }).toJSON;
  }
}

describe('toCallToolResult never serialises through toJSON', () => {
  it('a polluted Object.prototype.toJSON cannot turn a Partial into complete: true', () => {
    const forged = { items: [], complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null };
    const result = withToJSON(Object.prototype, () => forged, () => toCallToolResult(cut));
    expect(result.structuredContent).toEqual({
      items: docs,
      complete: false,
      truncated: false,
      incomplete_reasons: [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 100 }],
      next_cursor: 'c3',
      continuation: { kind: 'next_cursor', cursor: 'c3' },
      scope: null,
      page: null,
      warnings: [],
    });
    expect(result.content[0]?.text.split('\n')).toEqual([expect.stringMatching(/^INCOMPLETE \(TIME_BUDGET_EXCEEDED\)/), '{"id":"d1","title":"One"}', '{"id":"d2","title":"Two"}']);
    expect(Object.hasOwn(Object.prototype, 'toJSON')).toBe(false);
  });

  it('a polluted Array.prototype.toJSON cannot empty the items of a Complete (a forged absence)', () => {
    const result = withToJSON(Array.prototype, () => [], () => toCallToolResult(complete(docs)));
    expect(result.structuredContent).toMatchObject({ complete: true, items: docs, incomplete_reasons: [] });
    expect(result.content[0]?.text.split('\n')).toEqual(['COMPLETE: 2 items', '{"id":"d1","title":"One"}', '{"id":"d2","title":"Two"}']);
    expect(Object.hasOwn(Array.prototype, 'toJSON')).toBe(false);
  });

  it("a listing's own toJSON is not part of the envelope and is never called", () => {
    let calls = 0;
    const handMade = {
      items: docs,
      complete: false,
      incomplete_reasons: [{ code: 'VISIBILITY_RESTRICTED' }],
      toJSON: () => ((calls++, { items: [], complete: true, incomplete_reasons: [] })),
    };
    const result = toCallToolResult(handMade as unknown as Listing<unknown>);
    expect(result.structuredContent).toEqual({ items: docs, complete: false, incomplete_reasons: [{ code: 'VISIBILITY_RESTRICTED' }] });
    expect(calls).toBe(0);
    expect(parseListing(result.structuredContent).complete).toBe(false);
  });

  it("an item's toJSON, own or inherited, is never called", () => {
    let calls = 0;
    class Doc {
      constructor(readonly id: string) {}
      toJSON() {
        calls++;
        return { id: 'forged' };
      }
    }
    const result = toCallToolResult(complete([new Doc('d1')]));
    expect(result.structuredContent?.items).toEqual([{ id: 'd1' }]);
    expect(result.content[0]?.text).toBe('COMPLETE: 1 item\n{"id":"d1"}');
    expect(calls).toBe(0);
  });
});

describe('values JSON cannot carry are a ContractViolationError naming the path, never a TypeError or RangeError', () => {
  const deep = (levels: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };
  const cycle: Record<string, unknown> = { id: 'c' };
  cycle.self = { back: cycle };
  const getter = { id: 'g' };
  Object.defineProperty(getter, 'size', { enumerable: true, get: () => 1 });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const throwing = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } });

  it.each<[string, unknown, string]>([
    ['a bigint', { id: 1n }, 'items[0].id'],
    ['a cycle', cycle, 'items[0].self.back'],
    ['10^5-deep nesting', { v: deep(100_000) }, `items[0].v${'[0]'.repeat(17)}…`],
    ['a getter', getter, 'items[0].size'],
    ['a symbol key', { id: 's', [Symbol('k')]: 1 }, 'items[0]'],
    ['a symbol value', { id: Symbol('s') }, 'items[0].id'],
    ['a function', { id: 'f', run: () => 1 }, 'items[0].run'],
    ['NaN', { n: NaN }, 'items[0].n'],
    ['Infinity', [Infinity], 'items[0][0]'],
    ['undefined in an array', [1, undefined], 'items[0][1]'],
    ['a hole', [1, , 3], 'items[0]'], // eslint-disable-line no-sparse-arrays
    ['a named property on an array', Object.assign([1], { extra: 2 }), 'items[0]'],
    ['a Map', new Map([['a', 1]]), 'items[0]'],
    ['a Set', { tags: new Set(['a']) }, 'items[0].tags'],
    ['a typed array', new Uint8Array(2), 'items[0]'],
    ['an invalid Date', new Date(NaN), 'items[0]'],
    ['a revoked proxy', revoked.proxy, 'items[0]'],
    ['a proxy whose trap throws', { inner: throwing }, 'items[0].inner'],
  ])('%s', (_name, item, field) => {
    let error: unknown;
    try {
      toCallToolResult(complete([item]));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContractViolationError);
    expect(error).toMatchObject({ code: 'CONTRACT_VIOLATION', field });
  });

  it('envelope fields too: a bigint limit, a getter scope, on a hand-made listing', () => {
    const limit = { items: [], complete: false, incomplete_reasons: [{ code: 'RESULT_LIMIT_REACHED', limit: 10n }] };
    expect(() => toCallToolResult(limit as unknown as Listing<never>)).toThrow(expect.objectContaining({ field: 'incomplete_reasons[0].limit' }));
    const scope = { items: [], complete: false, incomplete_reasons: [{ code: 'VISIBILITY_RESTRICTED' }] };
    Object.defineProperty(scope, 'scope', { enumerable: true, get: () => null });
    expect(() => toCallToolResult(scope as unknown as Listing<never>)).toThrow(expect.objectContaining({ field: 'scope' }));
  });

  it('options are checked: a typed error, not a TypeError', () => {
    for (const opts of [null, 'x', { render: 'x' }, { maxTextItems: -1 }, { maxTextItems: NaN }]) {
      expect(() => toCallToolResult(complete([]), opts as never)).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION' }));
    }
    expect(() => toCallToolResult(complete([1]), { render: () => 1 as unknown as string })).toThrow(expect.objectContaining({ field: 'render' }));
  });
});

describe('what JSON can carry, it carries as JSON does', () => {
  it('own "__proto__" keys stay own data, undefined properties are left out, a Date is its ISO text', () => {
    const body = JSON.parse('{"id":"p","__proto__":{"complete":true}}') as object;
    const copy = jsonCopy([body, { id: 'u', gone: undefined }, new Date(0)], 'items') as unknown[];
    expect(Object.getPrototypeOf(copy[0])).toBe(Object.prototype);
    expect(Object.hasOwn(copy[0] as object, '__proto__')).toBe(true);
    expect(jsonText(copy)).toBe('[{"id":"p","__proto__":{"complete":true}},{"id":"u"},"1970-01-01T00:00:00.000Z"]');
  });

  it('property: any JSON value copies and writes exactly as JSON.parse / JSON.stringify would', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = jsonCopy(value, 'v');
        expect(jsonText(copy)).toBe(JSON.stringify(value));
        expect(JSON.parse(jsonText(copy))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });
});

// MCP's multi round-trip requests (SEP-2322) put `resultType: "complete" | "input_required"` on every result.
// It says the request's round trips are over, not that data is whole: the bridge never reads it as Complete.

describe('resultType: "complete" is not Complete', () => {
  it('a tool result, or its structuredContent, with resultType "complete" and no envelope is INCOMPLETE', () => {
    const toolResult = { resultType: 'complete', content: [{ type: 'text', text: 'ok' }], structuredContent: { items: [] } };
    for (const value of [toolResult, toolResult.structuredContent, { resultType: 'complete', items: [] }, { ...toolResult.structuredContent, resultType: 'complete' }]) {
      const result = toCallToolResult(value as unknown as Listing<never>);
      expect(result.content[0]?.text).toMatch(/^INCOMPLETE \(COMPLETENESS_UNKNOWN\)/);
      expect(result.structuredContent).toMatchObject({ complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] });
      let parsed: boolean | ContractViolationError;
      try {
        parsed = parseListing(value).complete;
      } catch (e) {
        parsed = e as ContractViolationError;
      }
      expect(parsed === false || parsed instanceof ContractViolationError).toBe(true);
    }
  });

  it('a listing we emit carries no resultType and nothing beside the envelope, whatever the listing holds', () => {
    const handMade = { items: [1], complete: false, incomplete_reasons: [{ code: 'MORE_PAGES_AVAILABLE' }], next_cursor: 'c', resultType: 'complete' };
    for (const l of [handMade as unknown as Listing<unknown>, cut, complete([]), { resultType: 'input_required' } as unknown as Listing<unknown>]) {
      const result = toCallToolResult(l);
      expect(Object.keys(result).sort()).toEqual(['content', 'isError', 'structuredContent']);
      expect(Object.keys(result.structuredContent ?? {})).not.toContain('resultType');
      expect(result.structuredContent?.complete).toBe(isComplete(l));
      expect(CallToolResultSchema.parse(result)).toBeTruthy();
    }
  });
});
