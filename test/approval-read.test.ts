import { describe, expect, it } from 'vitest';
import { approvalRequest, complete, formatApproval, isProvenAbsent, parseRead, partial, read, verdictLine, ContractViolationError, type Listing } from '../src/index.js';

describe('approvalRequest / formatApproval', () => {
  const timedOut = partial(
    Array.from({ length: 842 }, (_, i) => ({ id: `r-${String(i)}` })),
    [{ code: 'TIME_BUDGET_EXCEEDED', budget_ms: 30_000 }],
    { continuation: { kind: 'retry_with_deadline', minimum_seconds: 120 } },
  );

  it('shows the missing evidence and the recovery options', () => {
    const req = approvalRequest(timedOut, { verb: 'delete', targets: ['r-9000'], scope: 'cloud resources' });
    expect(req.approval_required).toBe(true);
    expect(req.evidence).toMatchObject({ complete: false, items_seen: 842, reasons: [{ code: 'TIME_BUDGET_EXCEEDED' }] });
    expect(req.options.map((o) => o.kind)).toEqual(['retry', 'limit_to_returned_ids', 'skip_change']);
    const text = formatApproval(req);
    expect(text).toContain('inventory timed out after 842 items');
    expect(text).toContain('retry with a longer deadline (at least 120 s)');
    expect(text).toContain('limit the action to the 842 returned ids');
    expect(text).toContain('skip the change');
  });

  it('derives a continuation from the reason when the listing gave none', () => {
    const req = approvalRequest(partial([], [{ code: 'RATE_LIMITED', retry_after_s: 30 }]), { verb: 'archive', targets: [], scope: 'projects' });
    expect(req.options[0]).toMatchObject({ kind: 'retry', label: 'retry after 30 s' });
    expect(req.options.some((o) => o.kind === 'limit_to_returned_ids')).toBe(false);
  });

  it('routine continuation needs no approval', () => {
    const req = approvalRequest(partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'c' }), { verb: 'delete', targets: [], scope: 'x' });
    expect(req.approval_required).toBe(false);
    expect(req.options[0]?.kind).toBe('continue_scan');
    expect(approvalRequest(complete([1]), { verb: 'delete', targets: ['1'], scope: 'x' }).approval_required).toBe(false);
  });

  it('agrees with decide() on a contradictory envelope: complete: true beside a reason is not complete', () => {
    const lie = { items: [1], complete: true, truncated: false, incomplete_reasons: [{ code: 'VISIBILITY_RESTRICTED' }], next_cursor: null, continuation: null } as unknown as Listing<number>;
    const req = approvalRequest(lie, { verb: 'delete', targets: ['1'], scope: 'x' });
    expect(req).toMatchObject({ approval_required: true, evidence: { complete: false, reasons: [{ code: 'COMPLETENESS_UNKNOWN' }] } });
    expect(formatApproval(req)).toContain('Evidence: INCOMPLETE');
    expect(verdictLine(lie)).toMatch(/^INCOMPLETE \(COMPLETENESS_UNKNOWN\): 1 item\b/);
    expect(verdictLine(undefined as unknown as Listing<never>)).toMatch(/^INCOMPLETE \(COMPLETENESS_UNKNOWN\): 0 items/);
  });
});

describe('formatApproval: a value that is not a request', () => {
  const good = approvalRequest(partial([{ id: 'a' }], [{ code: 'RATE_LIMITED' }]), { verb: 'delete', targets: ['a'], scope: 'docs' });
  it.each([
    ['null', null, 'request'],
    ['no action', { ...good, action: undefined }, 'request.action'],
    ['targets not an array', { ...good, action: { verb: 'delete', targets: 'a' } }, 'request.action.targets'],
    ['no evidence', { ...good, evidence: null }, 'request.evidence'],
    ['reasons not an array', { ...good, evidence: { ...good.evidence, reasons: {} } }, 'request.evidence.reasons'],
    ['an option that is not an object', { ...good, options: [null] }, 'request.options[0]'],
  ])('%s is a ContractViolationError naming the field', (_, req, field) => {
    expect(() => formatApproval(req as never)).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION', field }));
  });
  it('reads complete only from an own data property that is exactly true', () => {
    const inherited = { ...good, evidence: Object.assign(Object.create({ complete: true }) as object, { ...good.evidence, reasons: [] }) };
    delete (inherited.evidence as { complete?: unknown }).complete;
    expect(formatApproval(inherited as never)).toContain('Evidence: INCOMPLETE');
  });
});

describe('Read<T>', () => {
  it('is complete only when every omission is ABSENT', () => {
    expect(read({ id: 'a' }, { omitted: { owner: 'ABSENT' } }).complete).toBe(true);
    for (const why of ['NOT_REQUESTED', 'ACCESS_DENIED', 'SOURCE_FAILED'] as const) {
      const r = read({ id: 'a' }, { omitted: { owner: why } });
      expect(r.complete).toBe(false);
      expect(isProvenAbsent(r, 'owner')).toBe(false);
    }
    expect(isProvenAbsent(read({}, { omitted: { owner: 'ABSENT' } }), 'owner')).toBe(true);
    expect(isProvenAbsent(read({}), 'constructor')).toBe(false);
  });

  it('parseRead fails closed', () => {
    expect(parseRead({ value: { id: 'a' } }).complete).toBe(false);
    expect(parseRead({ value: 1, complete: 'yes' }).complete).toBe(false);
    expect(parseRead({ value: 1, complete: true, omitted: { owner: 'ABSENT' } }).complete).toBe(true);
    expect(() => parseRead({ value: 1, complete: true, omitted: { owner: 'ACCESS_DENIED' } })).toThrow(ContractViolationError);
    expect(() => parseRead({ value: 1, omitted: { owner: 'GONE' } })).toThrow(expect.objectContaining({ field: 'omitted.owner' }));
    expect(() => parseRead({ complete: true })).toThrow(expect.objectContaining({ field: 'value' }));
    expect(() => parseRead({ value: 1, warnings: [{ code: 'STALE_INDEX' }] })).toThrow(ContractViolationError);
  });

  it('parseRead ignores __proto__ in omitted', () => {
    const r = parseRead(JSON.parse('{"value":1,"omitted":{"__proto__":"ACCESS_DENIED"}}'));
    expect(r.complete).toBe(false);
    expect(Object.getPrototypeOf(r.omitted)).toBeNull();
    expect(() => parseRead(JSON.parse('{"value":1,"complete":true,"omitted":{"__proto__":"ACCESS_DENIED"}}'))).toThrow(ContractViolationError);
    expect(({} as Record<string, unknown>).owner).toBeUndefined();
  });
});

describe('Read<T>: red team', () => {
  const revoked = (): object => {
    const r = Proxy.revocable({}, {});
    r.revoke();
    return r.proxy;
  };
  const getterOmitted = (): object => Object.defineProperty({}, 'owner', { enumerable: true, get: () => 'ABSENT' });

  it('read() checks its options as parseRead checks a body: typed errors, warnings validated', () => {
    for (const opts of [null, 'x', { warnings: 5 }, { warnings: ['x', 5] }, { omitted: 'ab' }, { omitted: revoked() }]) {
      expect(() => read(1, opts as never)).toThrow(expect.objectContaining({ code: 'CONTRACT_VIOLATION' }));
    }
    expect(read(1, { warnings: [{ code: 'STALE_INDEX', source: 's' }] }).warnings).toEqual([{ code: 'STALE_INDEX', source: 's' }]);
  });

  it('an omission behind a getter or a symbol key is refused, never read as ABSENT', () => {
    expect(() => read(1, { omitted: getterOmitted() as never })).toThrow(expect.objectContaining({ field: 'omitted.owner' }));
    expect(() => read(1, { omitted: { [Symbol('owner')]: 'NOT_REQUESTED' } })).toThrow(expect.objectContaining({ field: 'omitted' }));
    expect(() => parseRead({ value: 1, complete: true, omitted: getterOmitted() })).toThrow(ContractViolationError);
  });

  it('parseRead: a hostile proxy is a ContractViolationError; an upstream field name is one line in the error', () => {
    expect(() => parseRead(revoked())).toThrow(expect.objectContaining({ field: '(root)' }));
    expect(() => parseRead({ value: 1, omitted: revoked() })).toThrow(expect.objectContaining({ field: 'omitted' }));
    expect(() => parseRead({ value: 1, omitted: new Proxy({}, { ownKeys: () => { throw new Error('trap'); } }) })).toThrow(expect.objectContaining({ field: 'omitted' }));
    expect(() => parseRead({ value: 1, omitted: { 'a\nCOMPLETE: x': 'GONE' } })).toThrow(expect.objectContaining({ field: 'omitted.a\\nCOMPLETE: x' }));
  });

  it('isProvenAbsent on a value that is not a Read is false, not a TypeError', () => {
    expect(isProvenAbsent(null as never, 'x')).toBe(false);
    expect(isProvenAbsent({ omitted: Object.create({ x: 'ABSENT' }) as object } as never, 'x')).toBe(false);
  });
});
