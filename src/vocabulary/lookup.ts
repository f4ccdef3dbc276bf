import { APIS, type ApiEntry } from './apis.js';
import { FIELDS, type FieldEntry, type FieldRole } from './fields.js';

const byName = new Map<string, FieldEntry>(FIELDS.map((f) => [f.name, f]));

/** The role a field name plays, or null. */
export function roleOf(name: string): FieldRole | null {
  return byName.get(name)?.role ?? null;
}

/** Every field name of the given roles, as a set; `unambiguousOnly` leaves out everyday words (`done`, `next`). */
export function fieldsByRole(roles: readonly FieldRole[], unambiguousOnly = false, fields: readonly FieldEntry[] = FIELDS): ReadonlySet<string> {
  return new Set(fields.filter((f) => roles.includes(f.role) && !(unambiguousOnly && f.ambiguous)).map((f) => f.name));
}

const apis = new Map<string, ApiEntry>(APIS.map((a) => [a.id, a]));

export function apiById(id: string): ApiEntry | undefined {
  return apis.get(id);
}
