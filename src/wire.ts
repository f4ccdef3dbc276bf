import { ContractViolationError } from './errors.js';
import { oneLine } from './one-line.js';

/**
 * Readers for untrusted values (JSON bodies, listings, options from other code). They read own data
 * properties only, so neither `__proto__` keys, a polluted prototype nor a getter can inject a field,
 * and every failure names the field's path.
 */
export type Json = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What `own` returns for an accessor (getter or setter) property: never its value, which could differ on
 * every read. It is a symbol, so every type check refuses it: a reader that needs a boolean, a string, a
 * count, an array or an object sees a wrong type (COMPLETENESS_UNKNOWN, or a `ContractViolationError`),
 * and a test such as `=== true` fails. An accessor is therefore never missing-and-harmless, and never proof.
 */
export const ACCESSOR: unique symbol = Symbol('accessor property');

/**
 * The kit's one reader of a property it did not create: the value of an own data property, `undefined`
 * when there is no own property of that name (an inherited one included), and `ACCESSOR` for a getter or
 * setter, which is not called. A Proxy's `getOwnPropertyDescriptor` trap runs once per read.
 */
export function own(record: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(record, key);
  if (d === undefined) return undefined;
  return 'value' in d ? (d.value as unknown) : ACCESSOR;
}

export function expectRecord(value: unknown, field: string): Json {
  if (!isRecord(value)) throw new ContractViolationError(field, `must be an object, got ${describe(value)}`);
  return value;
}

export function expectArray(value: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new ContractViolationError(field, `must be an array, got ${describe(value)}`);
  return value;
}

export function expectString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new ContractViolationError(field, `must be a string, got ${describe(value)}`);
  return value;
}

export function expectBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new ContractViolationError(field, `must be a boolean, got ${describe(value)}`);
  return value;
}

export function expectCount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new ContractViolationError(field, `must be a finite number >= 0, got ${describe(value)}`);
  }
  return value;
}

/** `undefined` when absent (or null, where `nullable`), otherwise read by `read`. */
export function optional<T>(record: Json, key: string, path: string, read: (v: unknown, field: string) => T): T | undefined {
  const v = own(record, key);
  return v === undefined ? undefined : read(v, path ? `${path}.${key}` : key);
}

export function nullable<T>(record: Json, key: string, path: string, read: (v: unknown, field: string) => T): T | null {
  const v = own(record, key);
  return v === undefined || v === null ? null : read(v, path ? `${path}.${key}` : key);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === ACCESSOR) return 'an accessor (getter), which is not read';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `the string ${oneLine(JSON.stringify(value.slice(0, 40)), Infinity)}` : typeof value;
}
