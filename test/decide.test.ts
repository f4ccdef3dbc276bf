import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complete, decide, INTENTS, isComplete, partial, REASON_CODES, requireComplete, type Decision, type Listing, type ReasonCode } from '../src/index.js';
import { ENUMERATE_DECISIONS } from '../src/testing/fixtures.js';
import { sampleReason } from './support/reasons.js';

// The contract's enumerate table, as published with the fixtures (data, not decide()'s code).
const enumerateByCode: Record<ReasonCode, Decision> = ENUMERATE_DECISIONS;

describe('decide()', () => {
  it.each(INTENTS)('a Complete listing proceeds for %s, empty or not', (intent) => {
    expect(decide(complete([]), intent)).toEqual({ decision: 'proceed', reasons: [], continuation: null });
    expect(decide(complete([1]), intent).decision).toBe('proceed');
  });

  it.each(REASON_CODES)('a Partial with %s: read proceeds, claim_absence and mutate refuse, enumerate follows the table', (code) => {
    for (const items of [[], [1]]) {
      const l = partial(items, [sampleReason(code)], { next_cursor: 'c' });
      expect(decide(l, 'read').decision).toBe('proceed');
      expect(decide(l, 'claim_absence').decision).toBe('refuse_or_request_review');
      expect(decide(l, 'mutate').decision).toBe('refuse_or_request_review');
      expect(decide(l, 'enumerate')).toEqual({ decision: enumerateByCode[code], reasons: [sampleReason(code)], continuation: { kind: 'next_cursor', cursor: 'c' } });
    }
  });

  it('empty first page with more pages: continue_search for enumerate, then refuse_or_request_review for mutate', () => {
    const firstPage = partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'eyJvZmZzZXQiOjEwMDB9' });
    expect(decide(firstPage, 'enumerate').decision).toBe('continue_search');
    expect(decide(firstPage, 'mutate').decision).toBe('refuse_or_request_review');
  });

  it('the mutation after an incomplete read is refused', () => {
    const inventory = partial([{ id: 'svc-184', owner: null }], [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 5000 }]);
    expect(decide(inventory, 'read').decision).toBe('proceed');
    expect(decide(inventory, 'mutate').decision).toBe('refuse_or_request_review');
  });

  it('more pages without a way to fetch them cannot continue', () => {
    expect(decide(partial([], [{ code: 'MORE_PAGES_AVAILABLE' }]), 'enumerate').decision).toBe('refuse_or_request_review');
    expect(decide(partial([], [{ code: 'CLIENT_CAP_REACHED', limit: 5, unit: 'pages' }]), 'enumerate').decision).toBe('refuse_or_request_review');
  });

  it('a forged or malformed listing is refused with COMPLETENESS_UNKNOWN', () => {
    const forged = { items: [], complete: true, incomplete_reasons: [{ code: 'RATE_LIMITED' }] } as unknown as Listing<never>;
    expect(decide(forged, 'mutate')).toMatchObject({ decision: 'refuse_or_request_review', reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] });
    expect(decide(forged, 'read').decision).toBe('proceed');
  });

  it('an unknown intent is a typed error', () => {
    expect(() => decide(complete([]), 'delete' as 'read')).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION', field: 'intent' }));
    const unprintable = { toString: () => { throw new Error('no'); } };
    for (const intent of [Symbol('read'), unprintable, null, undefined]) {
      expect(() => decide(complete([]), intent as unknown as 'read')).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION', field: 'intent' }));
    }
  });

  it('a null or code-less reason is a typed error, not a TypeError', () => {
    for (const bad of [null, undefined, 7, {}, { code: 3 }]) {
      const l = { items: [], complete: false, truncated: false, incomplete_reasons: [{ code: 'RATE_LIMITED' }, bad], next_cursor: null, continuation: null };
      expect(() => decide(l as unknown as Listing<never>, 'enumerate')).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION', field: 'incomplete_reasons[1]' }));
    }
  });

  it('own properties only: an inherited complete: true, or a polluted prototype, is not Complete', () => {
    const fields = { items: [], complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null };
    const inherited = Object.create(fields) as Listing<never>;
    expect(decide(inherited, 'claim_absence').decision).toBe('refuse_or_request_review');
    expect(() => requireComplete(inherited)).toThrow(expect.objectContaining({ code: 'INCOMPLETE_RESULT' }));
    Object.assign(Object.prototype, fields);
    try {
      expect(decide({} as Listing<never>, 'claim_absence').decision).toBe('refuse_or_request_review');
      expect(isComplete({} as Listing<never>)).toBe(false);
    } finally {
      for (const k of Object.keys(fields)) Reflect.deleteProperty(Object.prototype, k);
    }
  });

  it('property: the most severe reason decides enumerate, whatever the order', () => {
    const severity: Decision[] = ['refuse_or_request_review', 'narrow_query', 'retry_later', 'continue_search'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REASON_CODES), { minLength: 1, maxLength: 5 }), fc.boolean(), (codes, cursor) => {
        const [first, ...rest] = codes.map((c) => sampleReason(c));
        if (!first) return;
        const l = partial([], [first, ...rest], cursor ? { next_cursor: 'c' } : {});
        const expected = codes.map((c) => enumerateByCode[c]).sort((a, b) => severity.indexOf(a) - severity.indexOf(b))[0];
        const want = expected === 'continue_search' && !cursor ? 'refuse_or_request_review' : expected;
        expect(decide(l, 'enumerate').decision).toBe(want);
        expect(decide(l, 'mutate').decision).toBe('refuse_or_request_review');
      }),
      { numRuns: 2000 },
    );
  });
});
