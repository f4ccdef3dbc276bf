import { ContractViolationError } from './errors.js';

/**
 * Readers for untrusted JSON. They read own properties only, so neither `__proto__` keys nor
 * a polluted prototype can inject a field, and every failure names the field's path.
 */
export type Json = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(record: Json, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
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
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `the string ${JSON.stringify(value.slice(0, 40))}` : typeof value;
}
