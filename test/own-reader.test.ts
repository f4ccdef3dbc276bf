import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromSlack, fromStripeList } from '../src/adapters/index.js';
import { toCallToolResult } from '../src/mcp/index.js';
import {
  collectAll,
  decide,
  EvidenceError,
  isComplete,
  isPartial,
  parseListing,
  parseRead,
  requireComplete,
  selectTargets,
  verdictLine,
  type Complete,
  type Listing,
} from '../src/index.js';
import { ACCESSOR, own } from '../src/wire.js';

// One reader for every property the kit did not create: own data properties only. A getter is never called.

describe('own()', () => {
  it('reads an own data property; an absent or inherited one is undefined; an accessor is ACCESSOR, not called', () => {
    let calls = 0;
    const o = Object.create({ inherited: true }) as Record<string, unknown>;
    o.data = 1;
    Object.defineProperty(o, 'getter', { get: () => ++calls });
    Object.defineProperty(o, 'setterOnly', { set: () => undefined });
    expect(own(o, 'data')).toBe(1);
    expect(own(o, 'missing')).toBeUndefined();
    expect(own(o, 'inherited')).toBeUndefined();
    expect(own(o, 'getter')).toBe(ACCESSOR);
    expect(own(o, 'setterOnly')).toBe(ACCESSOR);
    expect(calls).toBe(0);
  });

  it("reads a Proxy through one getOwnPropertyDescriptor trap call, never its get trap", () => {
    let descriptors = 0;
    let gets = 0;
    const p = new Proxy<Record<string, unknown>>({ complete: true }, {
      getOwnPropertyDescriptor: (t, k) => ((descriptors++, Reflect.getOwnPropertyDescriptor(t, k))),
      get: (t, k, r) => ((gets++, Reflect.get(t, k, r) as unknown)),
    });
    expect(own(p, 'complete')).toBe(true);
    expect([descriptors, gets]).toEqual([1, 0]);
  });
});

const COMPLETE_FIELDS = { items: [], complete: true, truncated: false, incomplete_reasons: [], next_cursor: null, continuation: null } as const;
type Field = keyof typeof COMPLETE_FIELDS;

/** A complete-looking envelope whose `fields` are getters answering the Complete value, counting their calls. */
function withGetters(fields: readonly Field[]): { listing: Listing<unknown>; calls: () => number } {
  let calls = 0;
  const l: Record<string, unknown> = { ...COMPLETE_FIELDS, scope: null, page: null, warnings: [] };
  for (const f of fields) {
    const value = COMPLETE_FIELDS[f];
    Object.defineProperty(l, f, {
      enumerable: true,
      get: () => {
        calls++;
        return value;
      },
    });
  }
  return { listing: l as unknown as Listing<unknown>, calls: () => calls };
}

describe('an envelope field behind a getter is never Complete, and the getter is never called', () => {
  const fieldsArb = fc.subarray(Object.keys(COMPLETE_FIELDS) as Field[], { minLength: 1 });

  it('isComplete, isPartial, decide, requireComplete, verdictLine, selectTargets', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const { listing, calls } = withGetters(fields);
        let refused = false;
        try {
          requireComplete(listing);
        } catch {
          refused = true;
        }
        let evidence: string | undefined;
        try {
          selectTargets(listing as Complete<unknown>, [], { key: 'k'.repeat(32), action: 'x', ttlMs: 1000 });
        } catch (e) {
          evidence = e instanceof EvidenceError ? e.code : 'other';
        }
        return (
          !isComplete(listing) &&
          !isPartial(listing) &&
          decide(listing, 'claim_absence').decision === 'refuse_or_request_review' &&
          refused &&
          !verdictLine(listing).startsWith('COMPLETE') &&
          evidence === 'INCOMPLETE_EVIDENCE' &&
          calls() === 0
        );
      }),
      { numRuns: 200 },
    );
  });

  it('parseListing: COMPLETENESS_UNKNOWN for a getter `complete`, a ContractViolationError for the others', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const { listing, calls } = withGetters(fields);
        let parsed: Listing<unknown> | undefined;
        try {
          parsed = parseListing(listing);
        } catch (e) {
          if ((e as { code?: unknown }).code !== 'CONTRACT_VIOLATION') throw e;
        }
        if (parsed !== undefined && (parsed.complete || !fields.includes('complete'))) return false;
        return calls() === 0;
      }),
      { numRuns: 200 },
    );
    const { listing } = withGetters(['complete']);
    const parsed = parseListing(listing);
    expect(parsed.complete).toBe(false);
    expect(parsed.complete ? [] : parsed.incomplete_reasons).toEqual([
      { code: 'COMPLETENESS_UNKNOWN', message: '`complete` was an accessor (getter), which is not read, not a boolean' },
    ]);
  });

  it('collectAll: a page whose `complete` is a getter ends the walk with COMPLETENESS_UNKNOWN', async () => {
    const { listing, calls } = withGetters(['complete']);
    const l = await collectAll(() => listing);
    expect(l.complete ? [] : l.incomplete_reasons.map((r) => r.code)).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(calls()).toBe(0);
  });

  it('toCallToolResult never says complete', () => {
    const { listing } = withGetters(['complete']);
    expect(toCallToolResult(listing).structuredContent?.complete).toBe(false);
  });

  it('parseRead: a `value` or `complete` behind a getter is not read', () => {
    const body = { omitted: {} } as Record<string, unknown>;
    Object.defineProperty(body, 'value', { enumerable: true, get: () => 1 });
    expect(() => parseRead(body)).toThrow(/value: must be a data property/);
    const claim = { value: 1 } as Record<string, unknown>;
    Object.defineProperty(claim, 'complete', { enumerable: true, get: () => true });
    expect(parseRead(claim).complete).toBe(false);
  });
});

describe('vendor bodies: a completeness signal behind a getter is COMPLETENESS_UNKNOWN', () => {
  const getter = <T extends object>(o: T, key: string, value: unknown): T => Object.defineProperty(o, key, { enumerable: true, get: () => value });
  const codes = (l: Listing<unknown>) => (l.complete ? [] : l.incomplete_reasons.map((r) => r.code));

  it('Slack has_more: false, or a next_cursor of "", behind a getter', () => {
    expect(codes(fromSlack(getter({ ok: true, members: [] }, 'has_more', false)))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromSlack({ ok: true, members: [], response_metadata: getter({}, 'next_cursor', '') }))).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(codes(fromSlack(getter({ ok: true, members: [] }, 'response_metadata', { next_cursor: '' })))).toContain('COMPLETENESS_UNKNOWN');
    expect(() => fromSlack(getter({ members: [] }, 'ok', true))).toThrow(/missing ok field|ok: true/);
  });

  it('Stripe has_more: false behind a getter', () => {
    const l = fromStripeList(getter({ object: 'list', data: [] }, 'has_more', false));
    expect(codes(l)).toEqual(['COMPLETENESS_UNKNOWN']);
    expect(l.complete ? '' : l.incomplete_reasons[0].message).toBe('`has_more` was an accessor (getter), which is not read');
  });
});
