import type { StandardSchema } from '../types/standard-schema.js';
import type { OmissionReason, Read } from '../types/read.js';
import type { Warning } from '../types/reasons.js';
import { assertNesting } from './depth.js';
import { ContractViolationError } from './errors.js';
import { oneLine, textOf } from './one-line.js';
import { ISSUES_MAX, parseListing, readingInput } from './parse-listing.js';
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
 * The omissions, read once into a frozen null-prototype record: own data properties only (a getter is
 * refused, not called), string keys only (a symbol key is refused: it would hide an omission from the
 * check), each reason one of the four. Field names are upstream text, so an error shows each as one line.
 */
function readOmitted(value: unknown): Readonly<Record<string, OmissionReason>> {
  const omitted = Object.create(null) as Record<string, OmissionReason>;
  if (value === undefined || value === null) return Object.freeze(omitted);
  const given = readingInput('omitted', () => expectRecord(value, 'omitted'));
  const keys = readingInput('omitted', () => Reflect.ownKeys(given));
  for (const key of keys) {
    if (typeof key === 'symbol') throw new ContractViolationError('omitted', 'must have string keys only, got a symbol key');
    const field = `omitted.${oneLine(key)}`;
    const why = readingInput(field, () => own(given, key));
    if (!OMISSION_REASONS.includes(why as OmissionReason)) {
      throw new ContractViolationError(field, `must be one of ${OMISSION_REASONS.join(', ')}, got ${describe(why)}`);
    }
    omitted[key] = why as OmissionReason;
  }
  return Object.freeze(omitted);
}

/** Warnings follow the Listing rules exactly, so reuse that parser on a minimal envelope. */
function readWarnings(value: unknown): readonly Warning[] {
  return parseListing({ items: [], complete: true, warnings: value ?? [] }).warnings;
}

/**
 * A single-resource read. It is complete only when every omitted field is `ABSENT`, that is
 * proven missing: a field not requested, denied or lost to a failed source is unknown. The options are
 * checked as `parseRead` checks a body (own data properties, typed errors), warnings included.
 */
export function read<T>(value: T, opts: ReadOptions = {}): Read<T> {
  const o = readingInput('options', () => expectRecord(opts, 'options'));
  const omitted = readOmitted(readingInput('omitted', () => own(o, 'omitted')));
  const warnings = readWarnings(readingInput('warnings', () => own(o, 'warnings')));
  return Object.freeze({ value, omitted, complete: isWhole(omitted), warnings });
}

/** Is `field` proven absent? Only an `ABSENT` omission proves it; any other, or a value that is not a Read, is unknown. */
export function isProvenAbsent(r: Read<unknown>, field: string): boolean {
  const given: unknown = r;
  if (typeof given !== 'object' || given === null) return false;
  const omitted = own(given, 'omitted');
  return typeof omitted === 'object' && omitted !== null && own(omitted, field) === 'ABSENT';
}

/**
 * Untrusted JSON to a Read, failing closed like `parseListing`: a missing or non-boolean
 * `complete` reads as incomplete, and `complete: true` beside a non-ABSENT omission throws. A `value`
 * nested deeper than `MAX_NESTING` (1,000) levels is refused with `ContractViolationError`.
 */
export function parseRead<T = unknown>(input: unknown, opts: { readonly value?: StandardSchema<unknown, T> } = {}): Read<T> {
  const body = readingInput('(root)', () => expectRecord(input, '(root)'));
  const field = (key: string): unknown => readingInput(key, () => own(body, key));
  const raw = field('value');
  if (raw === undefined && !readingInput('value', () => Object.hasOwn(body, 'value'))) throw new ContractViolationError('value', 'is required');
  if (raw === ACCESSOR) throw new ContractViolationError('value', `must be a data property, got ${describe(raw)}`);
  let value = raw as T;
  assertNesting(value, 'value');
  if (opts.value) {
    const result = opts.value['~standard'].validate(value);
    if (result instanceof Promise) throw new ContractViolationError('value', 'the schema validates asynchronously');
    if (result.issues) {
      const detail = oneLine(result.issues.map((i) => textOf(i.message)).join('; '), ISSUES_MAX);
      throw new ContractViolationError('value', `failed the schema: ${detail}`);
    }
    value = result.value;
  }
  const omitted = readOmitted(field('omitted'));
  const warnings = readWarnings(field('warnings'));
  const claim = field('complete');
  const whole = isWhole(omitted);
  if (claim === true && !whole) {
    throw new ContractViolationError('complete', 'cannot be true while a field is omitted for a reason other than ABSENT');
  }
  const r = Object.freeze({ value, omitted, complete: whole, warnings });
  return claim === true ? r : Object.freeze({ ...r, complete: false });
}
