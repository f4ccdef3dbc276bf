import type { StandardSchema } from '../types/standard-schema.js';
import type { OmissionReason, Read } from '../types/read.js';
import type { Warning } from '../types/reasons.js';
import { assertNesting } from './depth.js';
import { ContractViolationError } from './errors.js';
import { parseListing } from './parse-listing.js';
import { ACCESSOR, describe, expectRecord, own } from './wire.js';

const OMISSION_REASONS: readonly OmissionReason[] = ['NOT_REQUESTED', 'ACCESS_DENIED', 'SOURCE_FAILED', 'ABSENT'];

export interface ReadOptions {
  readonly omitted?: Readonly<Record<string, OmissionReason>>;
  readonly warnings?: readonly Warning[];
}

function isWhole(omitted: Readonly<Record<string, OmissionReason>>): boolean {
  return Object.values(omitted).every((why) => why === 'ABSENT');
}

/**
 * A single-resource read. It is complete only when every omitted field is `ABSENT`, that is
 * proven missing: a field not requested, denied or lost to a failed source is unknown.
 */
export function read<T>(value: T, opts: ReadOptions = {}): Read<T> {
  const omitted = Object.freeze(Object.assign(Object.create(null) as Record<string, OmissionReason>, opts.omitted));
  for (const [field, why] of Object.entries(omitted)) {
    if (!OMISSION_REASONS.includes(why)) throw new ContractViolationError(`omitted.${field}`, `must be one of ${OMISSION_REASONS.join(', ')}`);
  }
  return Object.freeze({ value, omitted, complete: isWhole(omitted), warnings: Object.freeze([...(opts.warnings ?? [])]) });
}

/** Is `field` proven absent? Only an `ABSENT` omission proves it; any other is unknown. */
export function isProvenAbsent(r: Read<unknown>, field: string): boolean {
  const omitted: unknown = r.omitted;
  return typeof omitted === 'object' && omitted !== null && own(omitted, field) === 'ABSENT';
}

/**
 * Untrusted JSON to a Read, failing closed like `parseListing`: a missing or non-boolean
 * `complete` reads as incomplete, and `complete: true` beside a non-ABSENT omission throws. A `value`
 * nested deeper than `MAX_NESTING` (1,000) levels is refused with `ContractViolationError`.
 */
export function parseRead<T = unknown>(input: unknown, opts: { readonly value?: StandardSchema<unknown, T> } = {}): Read<T> {
  const body = expectRecord(input, '(root)');
  const raw = own(body, 'value');
  if (raw === undefined && !Object.hasOwn(body, 'value')) throw new ContractViolationError('value', 'is required');
  if (raw === ACCESSOR) throw new ContractViolationError('value', `must be a data property, got ${describe(raw)}`);
  let value = raw as T;
  assertNesting(value, 'value');
  if (opts.value) {
    const result = opts.value['~standard'].validate(value);
    if (result instanceof Promise) throw new ContractViolationError('value', 'the schema validates asynchronously');
    if (result.issues) throw new ContractViolationError('value', `failed the schema: ${result.issues.map((i) => i.message).join('; ')}`);
    value = result.value;
  }
  const rawOmitted = own(body, 'omitted') ?? {};
  const omitted: Record<string, OmissionReason> = Object.create(null) as Record<string, OmissionReason>;
  const given = expectRecord(rawOmitted, 'omitted');
  for (const field of Object.keys(given)) {
    const why = own(given, field);
    if (!OMISSION_REASONS.includes(why as OmissionReason)) {
      throw new ContractViolationError(`omitted.${field}`, `must be one of ${OMISSION_REASONS.join(', ')}, got ${describe(why)}`);
    }
    omitted[field] = why as OmissionReason;
  }
  // Warnings follow the Listing rules exactly, so reuse that parser on a minimal envelope.
  const warnings = parseListing({ items: [], complete: true, warnings: own(body, 'warnings') ?? [] }).warnings;
  const claim = own(body, 'complete');
  const whole = isWhole(omitted);
  if (claim === true && !whole) {
    throw new ContractViolationError('complete', 'cannot be true while a field is omitted for a reason other than ABSENT');
  }
  const r = read(value, { omitted, warnings });
  return claim === true ? r : Object.freeze({ ...r, complete: false });
}
