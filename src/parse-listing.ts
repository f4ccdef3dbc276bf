import type { StandardResult, StandardSchema } from '../types/standard-schema.js';
import type { Listing } from '../types/listing.js';
import type { IncompleteReason, IncompleteReasons } from '../types/reasons.js';
import { assertNesting } from './depth.js';
import { readContinuation, readPage, readReason, readScope, readWarning } from './envelope.js';
import { CompletenessError, ContractViolationError } from './errors.js';
import { complete, isTruncating, partial } from './listing.js';
import { oneLine, textOf } from './one-line.js';
import { describe, expectArray, expectBoolean, expectRecord, expectString, nullable, optional, own, type Json } from './wire.js';

export interface ParseListingOptions<T> {
  /** Any Standard Schema (zod, valibot, arktype…) to validate and transform each item. */
  readonly item?: StandardSchema<unknown, T>;
  /** How to read an item's id for evidence, called once per (validated) item; see `CompleteOptions.idOf`. */
  readonly idOf?: (item: T) => string;
}

/**
 * Turns untrusted JSON into a Listing, failing closed: without a boolean `complete` the result
 * is a Partial with COMPLETENESS_UNKNOWN, contradictions throw `ContractViolationError`, and
 * nothing that lacks a valid completeness claim ever becomes Complete. Each envelope field is read
 * once; items nested deeper than `MAX_NESTING` (1,000) levels are refused with `ContractViolationError`.
 */
export function parseListing<T = unknown>(input: unknown, opts: ParseListingOptions<T> = {}): Listing<T> {
  const body = snapshot(input);
  const items = itemsOf(body).map((item, i) => validateItemSync(opts.item, item, i));
  return buildListing(body, items, opts.idOf);
}

const ENVELOPE_FIELDS = ['items', 'complete', 'truncated', 'incomplete_reasons', 'next_cursor', 'continuation', 'scope', 'page', 'warnings'] as const;

/**
 * Runs a read of the untrusted input, turning whatever a getter or Proxy trap throws into a
 * `ContractViolationError` naming `field` (the kit's own errors pass as they are). Internal.
 */
export function readingInput<R>(field: string, read: () => R): R {
  try {
    return read();
  } catch (error) {
    if (error instanceof CompletenessError) throw error;
    throw new ContractViolationError(field, 'could not be read (a getter or proxy threw)');
  }
}

/**
 * Reads each envelope field of `input` exactly once into a plain record (own data properties only: a
 * getter is not called and reads as a wrong type), so nothing can pass the checks with one value and be
 * used with another.
 */
function snapshot(input: unknown): Json {
  const body = readingInput('(root)', () => expectRecord(input, '(root)'));
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of ENVELOPE_FIELDS) copy[key] = readingInput(key, () => own(body, key));
  return copy;
}

/**
 * The elements of an untrusted array, read once by index into a fresh array: never through its own (or a
 * polluted) `map`, `slice` or iterator, which could answer another list than the one it holds.
 */
function elementsOf(value: unknown, field: string): unknown[] {
  return readingInput(field, () => {
    const array = expectArray(value, field);
    const out = new Array<unknown>(array.length);
    for (let i = 0; i < out.length; i++) out[i] = array[i];
    return out;
  });
}

/** The items, as a fresh array, refused when they nest deeper than the kit's limit (see `assertNesting`). */
function itemsOf(body: Json): readonly unknown[] {
  const items = elementsOf(own(body, 'items'), 'items');
  assertNesting(items, 'items');
  return items;
}

/** `parseListing` for item schemas whose validation is asynchronous. */
export async function parseListingAsync<T = unknown>(input: unknown, opts: ParseListingOptions<T> = {}): Promise<Listing<T>> {
  const body = snapshot(input);
  const raw = itemsOf(body);
  const schema = opts.item;
  const items = schema ? await Promise.all(raw.map(async (item, i) => checkResult(await schema['~standard'].validate(item), i))) : (raw as T[]);
  return buildListing(body, items, opts.idOf);
}

function validateItemSync<T>(schema: StandardSchema<unknown, T> | undefined, item: unknown, index: number): T {
  if (!schema) return item as T;
  const result = schema['~standard'].validate(item);
  if (result instanceof Promise) {
    throw new ContractViolationError('items', 'the item schema validates asynchronously; use parseListingAsync');
  }
  return checkResult(result, index);
}

/** How much of a schema's issue messages an error shows. Internal. */
export const ISSUES_MAX = 1000;

function checkResult<T>(result: StandardResult<T>, index: number): T {
  if (result.issues) {
    // A schema's messages may quote the upstream value: shown as one line, like every upstream string in a message.
    const detail = oneLine(result.issues.map((issue) => textOf(issue.message)).join('; '), ISSUES_MAX);
    throw new ContractViolationError(`items[${String(index)}]`, `failed the item schema: ${detail}`);
  }
  return result.value;
}

function buildListing<T>(body: Json, items: readonly T[], idOf: ((item: T) => string) | undefined): Listing<T> {
  const claim = own(body, 'complete');
  const reasons = readingInput('incomplete_reasons', () => listField(body, 'incomplete_reasons').map(readReason));
  const truncated = optional(body, 'truncated', '', expectBoolean);
  const next_cursor = nullable(body, 'next_cursor', '', expectString);
  const continuation = readingInput('continuation', () => nullable(body, 'continuation', '', readContinuation));
  const common = {
    scope: readingInput('scope', () => nullable(body, 'scope', '', readScope)),
    page: readingInput('page', () => nullable(body, 'page', '', readPage)),
    warnings: readingInput('warnings', () => listField(body, 'warnings').flatMap(readWarning)),
    ...(idOf === undefined ? {} : { idOf }),
  };

  if (claim === true) {
    if (reasons.length > 0) throw new ContractViolationError('incomplete_reasons', 'must be empty when `complete` is true');
    if (truncated === true) throw new ContractViolationError('truncated', 'cannot be true when `complete` is true');
    if (next_cursor !== null) throw new ContractViolationError('next_cursor', 'must be null when `complete` is true');
    if (continuation !== null) throw new ContractViolationError('continuation', 'must be null when `complete` is true');
    return complete(items, common);
  }

  if (claim === false) {
    if (!hasReason(reasons)) throw new ContractViolationError('incomplete_reasons', 'must name at least one reason when `complete` is false');
    if (truncated !== undefined && truncated !== isTruncating(reasons)) {
      throw new ContractViolationError('truncated', 'must be true exactly when a reason is RESULT_LIMIT_REACHED or CLIENT_CAP_REACHED');
    }
    return partial(items, reasons, { ...common, next_cursor, continuation });
  }

  const unknown: IncompleteReason = {
    code: 'COMPLETENESS_UNKNOWN',
    message: claim === undefined ? 'the source sent no `complete` field' : `\`complete\` was ${describe(claim)}, not a boolean`,
  };
  return partial(items, [unknown, ...reasons.filter((r) => r.code !== 'COMPLETENESS_UNKNOWN')], { ...common, next_cursor, continuation });
}

/** An absent list is empty; any other non-array (null included) is a wrong type. A fresh array of its elements. */
function listField(body: Json, key: string): readonly unknown[] {
  const value = own(body, key);
  return value === undefined ? [] : elementsOf(value, key);
}

function hasReason(reasons: readonly IncompleteReason[]): reasons is IncompleteReasons {
  return reasons.length > 0;
}
