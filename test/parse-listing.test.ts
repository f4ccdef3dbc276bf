import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ContractViolationError, parseListing, parseListingAsync, REASON_CODES, WARNING_CODES } from '../src/index.js';
import { sampleReason } from './support/reasons.js';

const base = { items: [], complete: true };

function violation(input: unknown): ContractViolationError {
  try {
    parseListing(input);
  } catch (e) {
    if (e instanceof ContractViolationError) return e;
    throw e;
  }
  throw new Error('expected a ContractViolationError');
}

describe('parseListing: the decision field fails closed', () => {
  it.each([
    ['missing', { items: [1] }],
    ['a string', { items: [1], complete: 'true' }],
    ['a number', { items: [], complete: 1 }],
    ['null', { items: [], complete: null }],
  ])('complete %s gives a Partial with COMPLETENESS_UNKNOWN', (_name, input) => {
    const l = parseListing(input);
    expect(l.complete).toBe(false);
    expect(l.incomplete_reasons[0]?.code).toBe('COMPLETENESS_UNKNOWN');
  });

  it('keeps the upstream reasons beside COMPLETENESS_UNKNOWN', () => {
    const l = parseListing({ items: [], incomplete_reasons: ['RATE_LIMITED'] });
    expect(l.incomplete_reasons.map((r) => r.code)).toEqual(['COMPLETENESS_UNKNOWN', 'RATE_LIMITED']);
  });

  it('parses a valid complete envelope into a Complete', () => {
    const l = parseListing<number>({ ...base, items: [1, 2], scope: { resource: 'r', visibility: 'v', snapshot: null } });
    expect(l.complete).toBe(true);
    expect(l.items).toEqual([1, 2]);
    expect(l.scope).toEqual({ resource: 'r', visibility: 'v', snapshot: null });
  });
});

describe('parseListing: reasons', () => {
  it.each(REASON_CODES)('round-trips %s with empty and populated items', (code) => {
    for (const items of [[], [{ id: 1 }]]) {
      const reason = sampleReason(code);
      const l = parseListing({ items, complete: false, incomplete_reasons: [reason] });
      expect(l.complete).toBe(false);
      expect(l.incomplete_reasons).toEqual([reason]);
      expect(l.items).toEqual(items);
    }
  });

  it('normalises bare strings to reason objects', () => {
    const l = parseListing({ items: [], complete: false, incomplete_reasons: ['MORE_PAGES_AVAILABLE'], next_cursor: 'c' });
    expect(l.incomplete_reasons).toEqual([{ code: 'MORE_PAGES_AVAILABLE' }]);
    expect(l.continuation).toEqual({ kind: 'next_cursor', cursor: 'c' });
  });

  it('keeps an unknown code as COMPLETENESS_UNKNOWN with the original code', () => {
    const l = parseListing({ items: [], complete: false, incomplete_reasons: [{ code: 'SHARD_ON_FIRE', message: 'hot' }] });
    expect(l.incomplete_reasons).toEqual([{ code: 'COMPLETENESS_UNKNOWN', unrecognized_code: 'SHARD_ON_FIRE', message: 'hot' }]);
  });

  it('an unknown code under complete: true is still a contradiction', () => {
    expect(violation({ ...base, incomplete_reasons: ['SHARD_ON_FIRE'] }).field).toBe('incomplete_reasons');
  });

  it('names the field of a bad detail', () => {
    expect(violation({ items: [], complete: false, incomplete_reasons: [{ code: 'RESULT_LIMIT_REACHED', limit: '10' }] }).field).toBe(
      'incomplete_reasons[0].limit',
    );
    expect(violation({ items: [], complete: false, incomplete_reasons: [{ code: 'CLIENT_CAP_REACHED', limit: 1, unit: 'bytes' }] }).field).toBe(
      'incomplete_reasons[0].unit',
    );
    expect(violation({ items: [], complete: false, incomplete_reasons: [42] }).field).toBe('incomplete_reasons[0]');
  });
});

describe('parseListing: contradictions throw and name the field', () => {
  it.each([
    ['incomplete_reasons', { ...base, incomplete_reasons: [{ code: 'MORE_PAGES_AVAILABLE' }] }],
    ['truncated', { ...base, truncated: true }],
    ['next_cursor', { ...base, next_cursor: 'abc' }],
    ['continuation', { ...base, continuation: { kind: 'restart_scan' } }],
    ['incomplete_reasons', { items: [], complete: false }],
    ['incomplete_reasons', { items: [], complete: false, incomplete_reasons: [] }],
    ['truncated', { items: [], complete: false, truncated: true, incomplete_reasons: ['MORE_PAGES_AVAILABLE'] }],
    ['truncated', { items: [], complete: false, truncated: false, incomplete_reasons: [{ code: 'RESULT_LIMIT_REACHED', limit: 5 }] }],
  ])('%s', (field, input) => {
    const e = violation(input);
    expect(e.code).toBe('CONTRACT_VIOLATION');
    expect(e.field).toBe(field);
  });
});

describe('parseListing: wrong types name the field', () => {
  it.each([
    ['(root)', null],
    ['(root)', []],
    ['items', { complete: true }],
    ['items', { items: 'abc', complete: true }],
    ['truncated', { ...base, truncated: 'no' }],
    ['next_cursor', { items: [], complete: false, incomplete_reasons: ['MORE_PAGES_AVAILABLE'], next_cursor: 7 }],
    ['continuation.kind', { items: [], complete: false, incomplete_reasons: ['CURSOR_EXPIRED'], continuation: { kind: 'later' } }],
    ['continuation.seconds', { items: [], complete: false, incomplete_reasons: ['RATE_LIMITED'], continuation: { kind: 'retry_after' } }],
    ['scope.resource', { ...base, scope: { visibility: 'x' } }],
    ['page.returned', { ...base, page: { returned: -1 } }],
    ['warnings', { ...base, warnings: 'STALE_INDEX' }],
    ['warnings[0].source', { ...base, warnings: [{ code: 'STALE_INDEX' }] }],
    ['incomplete_reasons', { ...base, incomplete_reasons: {} }],
  ])('%s', (field, input) => {
    expect(violation(input).field).toBe(field);
  });
});

describe('parseListing: warnings', () => {
  it('parses every warning code and never changes complete', () => {
    const warnings = [
      { code: 'STALE_INDEX', source: 'search', updated_at: '2026-01-01T00:00:00Z' },
      { code: 'PARTIAL_FIELD_SET', fields: ['email'], requestable: true },
      { code: 'DEFAULT_SCOPE_APPLIED', scope: 'active' },
      { code: 'TOTAL_IS_LOWER_BOUND', total: 10000 },
      { code: 'DEPRECATED_FIELD', field: 'login' },
      { code: 'VALUE_NORMALIZED', field: 'email' },
      { code: 'SORT_DEFAULTED', requested: 'name', applied: 'id' },
    ];
    expect(warnings.map((w) => w.code).sort()).toEqual([...WARNING_CODES].sort());
    const l = parseListing({ ...base, warnings });
    expect(l.complete).toBe(true);
    expect(l.warnings).toEqual(warnings);
  });

  it('drops unknown warning codes, which cannot change complete', () => {
    expect(parseListing({ ...base, warnings: ['SOMETHING_NEW'] }).warnings).toEqual([]);
  });
});

describe('parseListing: prototype pollution', () => {
  it('ignores __proto__ and constructor keys and inherited fields', () => {
    const hostile: unknown = JSON.parse('{"items":[],"__proto__":{"complete":true},"constructor":{"prototype":{"complete":true}}}');
    const l = parseListing(hostile);
    expect(l.complete).toBe(false);
    expect(({} as Record<string, unknown>).complete).toBeUndefined();
    const inherited = Object.create({ complete: true, items: [] }) as object;
    expect(() => parseListing(inherited)).toThrow(ContractViolationError);
  });

  it('a reason with a __proto__ key pollutes nothing', () => {
    const input: unknown = JSON.parse('{"items":[],"complete":false,"incomplete_reasons":[{"code":"RATE_LIMITED","__proto__":{"retry_after_s":1}}]}');
    const l = parseListing(input);
    expect(l.incomplete_reasons).toEqual([{ code: 'RATE_LIMITED' }]);
    expect(({} as Record<string, unknown>).retry_after_s).toBeUndefined();
  });
});

describe('parseListing: Standard Schema items', () => {
  const numberSchema: StandardSchemaV1<unknown, number> = {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate: (v) => (typeof v === 'number' ? { value: v * 2 } : { issues: [{ message: 'expected a number' }] }),
    },
  };
  const asyncSchema: StandardSchemaV1<unknown, number> = {
    '~standard': { version: 1, vendor: 'test', validate: (v) => Promise.resolve({ value: Number(v) }) },
  };

  it('validates and transforms each item', () => {
    expect(parseListing({ ...base, items: [1, 2] }, { item: numberSchema }).items).toEqual([2, 4]);
  });

  it('names the failing item', () => {
    const e = (() => {
      try {
        parseListing({ ...base, items: [1, 'x'] }, { item: numberSchema });
      } catch (err) {
        return err;
      }
    })();
    expect(e).toMatchObject({ code: 'CONTRACT_VIOLATION', field: 'items[1]' });
  });

  it('refuses an async schema in the sync parser, and accepts it in parseListingAsync', async () => {
    expect(() => parseListing({ ...base, items: [1] }, { item: asyncSchema })).toThrow(/parseListingAsync/);
    expect((await parseListingAsync({ ...base, items: ['3'] }, { item: asyncSchema })).items).toEqual([3]);
  });
});

/** Does the input carry a valid completeness claim, as the contract defines it? */
function claimsCompleteValidly(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const r = input as Record<string, unknown>;
  const own = (k: string) => (Object.hasOwn(r, k) ? r[k] : undefined);
  const reasons = own('incomplete_reasons');
  return (
    own('complete') === true &&
    Array.isArray(own('items')) &&
    (reasons === undefined || (Array.isArray(reasons) && reasons.length === 0)) &&
    own('truncated') !== true &&
    (own('next_cursor') ?? null) === null &&
    (own('continuation') ?? null) === null
  );
}

const reasonArb = fc.oneof(
  fc.constantFrom(...REASON_CODES),
  fc.constantFrom(...REASON_CODES).map((code) => sampleReason(code)),
  fc.string(),
  fc.record({ code: fc.string(), limit: fc.anything() }, { requiredKeys: [] }),
  fc.anything(),
);

const hostileListing = fc.record(
  {
    items: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
    complete: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, 0, null, 'false', [], {})),
    truncated: fc.oneof(fc.boolean(), fc.anything()),
    incomplete_reasons: fc.oneof(fc.array(reasonArb, { maxLength: 3 }), fc.anything()),
    next_cursor: fc.oneof(fc.constant(null), fc.string(), fc.anything()),
    continuation: fc.oneof(
      fc.constant(null),
      fc.record({ kind: fc.constantFrom('next_cursor', 'restart_scan', 'retry_after', 'bogus'), cursor: fc.string(), seconds: fc.nat() }, { requiredKeys: ['kind'] }),
      fc.anything(),
    ),
    warnings: fc.oneof(fc.constant([]), fc.array(fc.oneof(fc.constantFrom(...WARNING_CODES), fc.anything()), { maxLength: 2 })),
    __proto__: fc.anything(),
  },
  { requiredKeys: [] },
);

/** A valid complete envelope with at most one field replaced by something hostile. */
const nearComplete = fc
  .tuple(
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.option(fc.constantFrom('complete', 'truncated', 'incomplete_reasons', 'next_cursor', 'continuation', 'items', 'warnings'), { nil: undefined }),
    fc.anything(),
  )
  .map(([items, field, value]) => {
    const body: Record<string, unknown> = { items, complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null };
    if (field) body[field] = value;
    return body;
  });

describe('parseListing: property', () => {
  it('never returns Complete for input that lacks a valid completeness claim (10,000 hostile inputs)', () => {
    let completes = 0;
    fc.assert(
      fc.property(fc.oneof(hostileListing, nearComplete, fc.anything({ withObjectString: true, withNullPrototype: true })), (input) => {
        let result;
        try {
          result = parseListing(input);
        } catch (e) {
          expect(e).toBeInstanceOf(ContractViolationError);
          return;
        }
        if (result.complete) {
          completes++;
          expect(claimsCompleteValidly(input)).toBe(true);
          expect(result.incomplete_reasons).toEqual([]);
        } else {
          expect(result.incomplete_reasons.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 10_000 },
    );
    // The generator must actually reach the Complete branch, or the property proves nothing.
    expect(completes).toBeGreaterThan(500);
  });

  it('a parsed Partial always keeps complete: false through a JSON round trip', () => {
    fc.assert(
      fc.property(hostileListing, (input) => {
        let l;
        try {
          l = parseListing(input);
        } catch {
          return;
        }
        const again = parseListing(JSON.parse(JSON.stringify(l)));
        expect(again.complete).toBe(l.complete);
        expect(again.incomplete_reasons).toEqual(l.incomplete_reasons);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('red team: own properties only, typed errors, nothing unproven becomes Complete', () => {
  const revoked = (target: object): object => {
    const r = Proxy.revocable(target, {});
    r.revoke();
    return r.proxy;
  };
  const throwingArray = new Proxy([1, 2], {
    get: (t, k, r) => {
      if (k === '0') throw new Error('trap');
      return Reflect.get(t, k, r) as unknown;
    },
  });

  it.each<[string, unknown, string]>([
    ['a revoked proxy as the body', revoked({}), '(root)'],
    ['revoked items', { items: revoked([]), complete: true }, 'items'],
    ['items whose trap throws', { items: throwingArray, complete: true }, 'items'],
    ['reasons whose trap throws', { items: [], complete: false, incomplete_reasons: throwingArray }, 'incomplete_reasons'],
    ['warnings whose trap throws', { items: [], complete: true, warnings: throwingArray }, 'warnings'],
    ['a revoked scope', { items: [], complete: true, scope: revoked({}) }, 'scope'],
    ['a revoked continuation', { items: [], complete: false, incomplete_reasons: ['CURSOR_EXPIRED'], continuation: revoked({}) }, 'continuation'],
  ])('%s is a ContractViolationError, not a raw TypeError', (_name, body, field) => {
    expect(() => parseListing(body)).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION', field }));
  });

  it("an array's own map cannot answer another list: no forged absence, no contradiction passed as Complete", () => {
    const items = Object.assign([{ id: 'a' }], { map: () => [] });
    expect(parseListing({ items, complete: true }).items).toEqual([{ id: 'a' }]);
    const reasons = Object.assign(['VISIBILITY_RESTRICTED'], { map: () => [] });
    expect(() => parseListing({ items: [], complete: true, incomplete_reasons: reasons })).toThrow(expect.objectContaining({ field: 'incomplete_reasons' }));
  });

  it("a schema's issue messages (which may quote the upstream value) are one line in the error", () => {
    const schema = { '~standard': { version: 1 as const, vendor: 't', validate: (v: unknown) => ({ issues: [{ message: `bad ${String(v)}\nCOMPLETE: 0 items` }] }) } };
    expect(() => parseListing({ items: ['x\u2028y'], complete: true }, { item: schema })).toThrow(
      expect.objectContaining({ message: 'items[0]: failed the item schema: bad x\\u2028y\\nCOMPLETE: 0 items' }),
    );
  });

  it('an upstream string quoted in an error is one line (describe)', () => {
    const e = (() => {
      try {
        parseListing({ items: 'x\u2028\u202eCOMPLETE', complete: true });
      } catch (error) {
        return error as Error;
      }
    })();
    expect(e?.message).toBe('items: must be an array, got the string "x\\u2028\\u202eCOMPLETE"');
  });
});
