import { MAX_NESTING } from '../depth.js';
import { ContractViolationError } from '../errors.js';
import { oneLine } from '../one-line.js';

/**
 * A JSON copy of a value the kit did not build, read from own data properties only: never through
 * `toJSON` (its own, or one a polluted `Object.prototype` / `Array.prototype` lends it), a getter or
 * `JSON.stringify`, so the copy holds what the value holds. Anything JSON cannot carry is refused with a
 * `ContractViolationError` whose `.field` is its path (`items[3].size`): a bigint, a function, a symbol,
 * `undefined` in an array, a hole, a non-finite number, a getter or setter, an enumerable symbol key, a
 * Map, Set or other object whose data lives in internal slots, a cycle, nesting deeper than `MAX_NESTING`,
 * and a Proxy whose trap throws. As in JSON, an object property holding `undefined` and a non-enumerable
 * property are left out, and a `Date` is its ISO text (read with the built-in `toISOString`, taken at load).
 */

// Built-ins taken at load, so a later pollution of them cannot change the copy; each is called with `.call`.
/* eslint-disable @typescript-eslint/unbound-method */
const objectPrototype = Object.prototype;
const getPrototypeOf = Object.getPrototypeOf;
const ownKeys = Reflect.ownKeys;
const descriptorOf = Reflect.getOwnPropertyDescriptor;
const fromEntries = Object.fromEntries;
const isArray = Array.isArray;
const stringify = JSON.stringify;
const dateTime = Date.prototype.getTime;
const dateText = Date.prototype.toISOString;

const getterOf = (proto: object, key: string): ((this: object) => unknown) =>
  (descriptorOf(proto, key) as PropertyDescriptor).get as (this: object) => unknown;
const mapSize = getterOf(Map.prototype, 'size');
const setSize = getterOf(Set.prototype, 'size');
const bufferLength = getterOf(ArrayBuffer.prototype, 'byteLength');
const regExpSource = getterOf(RegExp.prototype, 'source');
const weakMapHas = WeakMap.prototype.has;
const weakSetHas = WeakSet.prototype.has;
const isView = ArrayBuffer.isView;
const stringValue = String.prototype.valueOf;
const numberValue = Number.prototype.valueOf;
const booleanValue = Boolean.prototype.valueOf;
/* eslint-enable @typescript-eslint/unbound-method */

/**
 * Brand checks (each throws unless `o` is one, and has no side effect) for objects whose data lives in
 * internal slots, which own properties do not show: copied as `{}`, they would silently lose it.
 */
const SLOTTED: readonly (readonly [string, (o: object) => unknown])[] = [
  ['a Map', (o) => mapSize.call(o)],
  ['a Set', (o) => setSize.call(o)],
  ['a WeakMap', (o) => weakMapHas.call(o as WeakMap<object, unknown>, {})],
  ['a WeakSet', (o) => weakSetHas.call(o as WeakSet<object>, {})],
  ['an ArrayBuffer or a view of one', (o) => (isView(o) ? true : bufferLength.call(o))],
  ['a RegExp', (o) => regExpSource.call(o)],
  ['a boxed primitive', (o) => stringValue.call(o)],
  ['a boxed primitive', (o) => numberValue.call(o)],
  ['a boxed primitive', (o) => booleanValue.call(o)],
];

function hasBrand(o: object, check: (o: object) => unknown): boolean {
  try {
    check(o);
    return true;
  } catch {
    return false;
  }
}

/** The ISO text of a real Date, `undefined` for anything else. */
function dateOf(o: object): string | undefined {
  let time: number;
  try {
    time = dateTime.call(o);
  } catch {
    return undefined;
  }
  return Number.isFinite(time) ? dateText.call(o) : 'invalid';
}

const SHOWN_STEPS = 20;

class Copier {
  private readonly path: (string | number)[] = [];
  private readonly ancestors = new Set<object>();

  constructor(private readonly root: string) {}

  /**
   * An error at the current path (and `step` below it). Keys are upstream text, so each is shown as one line,
   * and a path deeper than `SHOWN_STEPS` is cut (`items[0].v[0]…`), so the error stays short.
   */
  fail(detail: string, step?: string): ContractViolationError {
    const steps = step === undefined ? this.path : [...this.path, step];
    let field = this.root;
    for (const s of steps.slice(0, SHOWN_STEPS)) {
      field += typeof s === 'number' ? `[${String(s)}]` : `${field === '' ? '' : '.'}${oneLine(s)}`;
    }
    return new ContractViolationError(steps.length > SHOWN_STEPS ? `${field}…` : field, detail);
  }

  copy(value: unknown): unknown {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        if (!Number.isFinite(value)) throw this.fail(`is ${String(value)}, which JSON cannot carry`);
        return value;
      case 'object':
        return value === null ? null : this.copyObject(value);
      default:
        throw this.fail(`is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, which JSON cannot carry`);
    }
  }

  private copyObject(o: object): unknown {
    if (this.ancestors.has(o)) throw this.fail('is a cycle, which JSON cannot carry');
    if (this.ancestors.size >= MAX_NESTING) throw this.fail(`nests deeper than ${String(MAX_NESTING)} levels`);
    const entries = this.read(o);
    if (typeof entries === 'string') return entries;
    this.ancestors.add(o);
    const array = isArray(o);
    const out: unknown[] = [];
    for (const [key, value] of entries) {
      this.path.push(array ? Number(key) : key);
      out.push(array ? this.copy(value) : [key, this.copy(value)]);
      this.path.pop();
    }
    this.ancestors.delete(o);
    return array ? out : fromEntries(out as [string, unknown][]);
  }

  /** The own enumerable data entries of `o` (an array's elements in order), or a Date's text. Every trap runs here. */
  private read(o: object): readonly (readonly [string, unknown])[] | string {
    try {
      return this.entriesOf(o);
    } catch (error) {
      if (error instanceof ContractViolationError) throw error;
      throw this.fail('could not be read (a getter or proxy threw)');
    }
  }

  private entriesOf(o: object): readonly (readonly [string, unknown])[] | string {
    const array = isArray(o);
    if (!array) {
      const proto: unknown = getPrototypeOf(o);
      if (proto !== objectPrototype && proto !== null) {
        const date = dateOf(o);
        if (date === 'invalid') throw this.fail('is an invalid Date, which JSON cannot carry');
        if (date !== undefined) return date;
        for (const [name, check] of SLOTTED) if (hasBrand(o, check)) throw this.fail(`is ${name}, which JSON cannot carry`);
      }
    }
    const keys = ownKeys(o);
    const entries: (readonly [string, unknown])[] = [];
    let length = 0;
    for (const key of keys) {
      const d = descriptorOf(o, key) as PropertyDescriptor;
      if (array && key === 'length') {
        length = d.value as number;
        continue;
      }
      if (!d.enumerable) continue;
      if (typeof key === 'symbol') throw this.fail('has a symbol key, which JSON cannot carry');
      if (!('value' in d)) throw this.fail('is a getter or setter, which is not read', key);
      if (d.value === undefined && !array) continue;
      entries.push([key, d.value]);
    }
    // JSON has no holes and no named properties on an array: either would be lost in the copy.
    if (array && (entries.length !== length || entries.some(([key], i) => key !== String(i)))) {
      throw this.fail('has a hole or a property that is not an element, which JSON cannot carry');
    }
    return entries;
  }
}

/** A JSON copy of `value`, read from own data properties only (see above). `field` names it in errors. */
export function jsonCopy(value: unknown, field: string): unknown {
  return new Copier(field).copy(value);
}

/**
 * JSON text of a value `jsonCopy` returned (plain objects, arrays and JSON primitives only), written without
 * `JSON.stringify` on an object, so no `toJSON` is looked up on it.
 */
export function jsonText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return stringify(value);
  if (isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  const parts: string[] = [];
  for (const key of Object.keys(value)) parts.push(`${stringify(key)}:${jsonText((value as Record<string, unknown>)[key])}`);
  return `{${parts.join(',')}}`;
}
