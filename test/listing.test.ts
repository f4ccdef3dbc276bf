import { describe, expect, it } from 'vitest';
import {
  complete,
  ContractViolationError,
  IncompleteResultError,
  isComplete,
  isPartial,
  partial,
  REASON_CODES,
  requireComplete,
  type IncompleteReason,
  type Listing,
} from '../src/index.js';
import { sampleReason } from './support/reasons.js';

describe('complete()', () => {
  it('builds a frozen envelope with the literal Complete fields', () => {
    const l = complete([1, 2], { scope: { resource: 'r', visibility: 'admin', snapshot: 's1' } });
    expect(l).toEqual({
      items: [1, 2],
      complete: true,
      truncated: false,
      incomplete_reasons: [],
      next_cursor: null,
      continuation: null,
      scope: { resource: 'r', visibility: 'admin', snapshot: 's1' },
      page: null,
      warnings: [],
    });
    expect(Object.isFrozen(l)).toBe(true);
    expect(Object.isFrozen(l.items)).toBe(true);
  });

  it('copies items so later edits to the source array do not leak in', () => {
    const src = [1];
    const l = complete(src);
    src.push(2);
    expect(l.items).toEqual([1]);
  });

  it('rejects a non-array', () => {
    expect(() => complete('x' as unknown as string[])).toThrow(ContractViolationError);
  });
});

describe('partial()', () => {
  it('throws ContractViolationError naming incomplete_reasons when none are given', () => {
    const err = catchError(() => partial([], [] as unknown as [IncompleteReason]));
    expect(err).toBeInstanceOf(ContractViolationError);
    expect(err).toMatchObject({ code: 'CONTRACT_VIOLATION', field: 'incomplete_reasons' });
  });

  it.each(REASON_CODES)('derives truncated for %s, with populated and empty items', (code) => {
    const reason = sampleReason(code);
    for (const items of [[], ['a', 'b']]) {
      const l = partial(items, [reason]);
      expect(l.complete).toBe(false);
      expect(l.truncated).toBe(code === 'RESULT_LIMIT_REACHED' || code === 'CLIENT_CAP_REACHED');
      expect(l.incomplete_reasons).toEqual([reason]);
      expect(l.items).toEqual(items);
      expect(isPartial(l)).toBe(true);
      expect(isComplete(l)).toBe(false);
      expect(() => requireComplete(l)).toThrow(IncompleteResultError);
    }
  });

  it('turns a next_cursor into a next_cursor continuation unless one is given', () => {
    expect(partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'c2' }).continuation).toEqual({ kind: 'next_cursor', cursor: 'c2' });
    expect(
      partial([], [{ code: 'RATE_LIMITED', retry_after_s: 3 }], { next_cursor: 'c2', continuation: { kind: 'retry_after', seconds: 3 } })
        .continuation,
    ).toEqual({ kind: 'retry_after', seconds: 3 });
  });
});

describe('the four states', () => {
  const states: [string, Listing<string>, boolean][] = [
    ['complete with items', complete(['a']), true],
    ['complete and empty', complete([]), true],
    ['incomplete with items', partial(['a'], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'n' }), false],
    ['incomplete and empty', partial([], [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 5000 }]), false],
  ];
  it.each(states)('%s', (_name, l, isDone) => {
    expect(isComplete(l)).toBe(isDone);
    expect(isPartial(l)).toBe(!isDone);
    if (isDone) expect(requireComplete(l)).toBe(l);
    else expect(() => requireComplete(l)).toThrow(IncompleteResultError);
  });
});

describe('runtime guards catch what a cast got around', () => {
  it('isComplete rejects a forged complete: true that carries reasons', () => {
    const forged = { ...partial([], [{ code: 'CURSOR_EXPIRED' }]), complete: true } as unknown as Listing<never>;
    expect(isComplete(forged)).toBe(false);
    expect(() => requireComplete(forged)).toThrow(IncompleteResultError);
  });

  it('requireComplete carries the reasons and continuation', () => {
    const l = partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'c9' });
    const err = catchError(() => requireComplete(l));
    expect(err).toBeInstanceOf(IncompleteResultError);
    expect(err).toMatchObject({
      code: 'INCOMPLETE_RESULT',
      reasons: [{ code: 'MORE_PAGES_AVAILABLE' }],
      continuation: { kind: 'next_cursor', cursor: 'c9' },
    });
  });

  it('requireComplete on a non-listing fails closed with COMPLETENESS_UNKNOWN', () => {
    const err = catchError(() => requireComplete({ items: [] } as unknown as Listing<never>));
    expect(err).toMatchObject({ reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] });
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}
