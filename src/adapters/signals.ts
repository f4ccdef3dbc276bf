import type { IncompleteReason } from '../../types/reasons.js';
import { ContractViolationError } from '../errors.js';
import { apiById } from '../vocabulary/lookup.js';
import type { SignalSpec, SignalType } from '../vocabulary/apis.js';
import { CONTINUATION_ENVELOPE_DEPTH, CONTINUATION_ENVELOPES, continuationFamily, normalFieldName, type ContinuationFamily, type FamilySays } from '../vocabulary/continuation.js';
import { ACCESSOR, describe, isRecord, own, type Json } from '../wire.js';

/**
 * The one way an adapter reads a completeness signal. The API's row in the vocabulary (`APIS[].reads`) names
 * every signal and its JSON type; `SignalReader` reads them all up front, so a signal that is mistyped, or
 * missing where required, is COMPLETENESS_UNKNOWN before the adapter looks at it. The adapter then asks for
 * each value by path and type, and may add contradictions. A path missing from the row is a bug, not data.
 */

type Reading =
  | { readonly state: 'value'; readonly value: unknown }
  /** Absent, null where the type allows it, or `""` for a `token`. */
  | { readonly state: 'none' }
  | { readonly state: 'wrong'; readonly raw: unknown };

/** A `hits.total` style count: exact (`eq`) or a lower bound (`gte`). */
export interface Total {
  readonly value: number;
  readonly relation: 'eq' | 'gte';
}

export function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function asTotal(v: unknown): Total | undefined {
  if (isCount(v)) return { value: v, relation: 'eq' };
  if (!isRecord(v)) return undefined;
  const value = own(v, 'value');
  const relation = own(v, 'relation') ?? 'eq';
  return isCount(value) && (relation === 'eq' || relation === 'gte') ? { value, relation } : undefined;
}

/** Reads one value as `type`. `null` is "none" only for cursors; for a flag or a count it is a wrong type. */
function classify(type: SignalType, v: unknown): Reading {
  if (v === undefined) return { state: 'none' };
  // A getter is never called: whatever it would answer, the signal is unknown.
  if (v === ACCESSOR) return { state: 'wrong', raw: v };
  const cursorLike = type === 'cursor' || type === 'token' || type === 'key';
  if (v === null && cursorLike) return { state: 'none' };
  let ok: boolean;
  let value: unknown = v;
  switch (type) {
    case 'flag': ok = typeof v === 'boolean'; break;
    case 'count': ok = isCount(v); break;
    case 'text': ok = typeof v === 'string'; break;
    case 'texts': ok = Array.isArray(v) && v.every((s) => typeof s === 'string'); break;
    case 'object': case 'key': ok = isRecord(v); break;
    case 'present': ok = true; break;
    case 'cursor': ok = typeof v === 'string' && v.length > 0; break;
    case 'token':
      if (v === '') return { state: 'none' };
      ok = typeof v === 'string';
      break;
    case 'total': value = asTotal(v); ok = value !== undefined; break;
    case 'header': ok = false; break;
  }
  return ok ? { state: 'value', value } : { state: 'wrong', raw: v };
}

/**
 * Walks a dotted path, own data properties only. A key that itself holds dots (`@odata.nextLink`) wins over
 * walking into its parts. A getter on the way is the signal's value (unknown), never a missing parent.
 */
function find(body: Json, path: string): { found: unknown; parentMissing: boolean } {
  const parts = path.split('.');
  let node: Json = body;
  for (let i = 0; i < parts.length; i++) {
    const whole = i < parts.length - 1 ? own(node, parts.slice(i).join('.')) : undefined;
    if (whole !== undefined) return { found: whole, parentMissing: false };
    const v = own(node, parts[i] ?? '');
    if (i === parts.length - 1 || v === ACCESSOR) return { found: v, parentMissing: false };
    if (!isRecord(v)) return { found: undefined, parentMissing: true };
    node = v;
  }
  return { found: undefined, parentMissing: true };
}

function split(spec: SignalSpec): { type: SignalType; optional: boolean } {
  return spec.endsWith('?') ? { type: spec.slice(0, -1) as SignalType, optional: true } : { type: spec as SignalType, optional: false };
}

/** `COMPLETENESS_UNKNOWN` for a signal that is missing or of the wrong type. */
export function unknownSignal(field: string, value: unknown): IncompleteReason {
  return {
    code: 'COMPLETENESS_UNKNOWN',
    message: value === undefined ? `the response has no \`${field}\`` : `\`${field}\` was ${describe(value)}`,
  };
}

/** What the adapter knows beyond the body, for the foreign-field check (see `SignalReader`). */
export interface ReaderContext {
  /** The items this page returned; by default the longest array at the body's top level. */
  readonly returned?: number;
  /** The items earlier pages of the walk returned (0 by default). */
  readonly offset?: number;
  /**
   * Whether a signal the adapter understands says more pages follow (a header, say). By default: a declared
   * cursor holds a value, or a declared flag whose field role says more (`has_more: true`, `done: false`).
   */
  readonly continues?: boolean;
}

/** What a foreign field's value says, read by its family (see `CONTINUATION_FAMILIES`). */
function familySays(family: ContinuationFamily, name: string, v: unknown): FamilySays | number {
  if (v === undefined) return 'done';
  if (v === ACCESSOR) return 'unknown';
  const empty = v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0) || (isRecord(v) && Object.keys(v).length === 0);
  switch (family.value) {
    case 'cursor':
      if (empty) return 'done';
      if (typeof v === 'number') return name.startsWith('next') ? 'more' : 'silent';
      return typeof v === 'string' || v === true || Array.isArray(v) || isRecord(v) ? 'more' : 'unknown';
    case 'more-flag':
      if (v === true) return 'more';
      if (v === false || v === null || v === 0) return 'done';
      return typeof v === 'number' && v > 0 ? 'more' : 'unknown';
    case 'end-flag':
      return v === true ? 'done' : v === false ? 'more' : 'unknown';
    case 'sources':
      if (empty || v === 0) return 'done';
      return typeof v === 'string' || Array.isArray(v) || isRecord(v) || (typeof v === 'number' && v > 0) ? 'more' : 'unknown';
    case 'total': {
      // BigQuery writes int64 counts as decimal strings (`totalRows: "1234"`).
      const t = asTotal(typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
      return t === undefined ? 'silent' : t.value;
    }
  }
}

/** Names of signals that point back, not on: `prev`, `previous_page`, `before_cursor`, `startCursor`, `hasPreviousPage`. */
const BACKWARD = /^(prev|before|start|first)|haspreviou|hasprev/;

/** The longest array at the body's top level: what a page returned, when the adapter does not say. */
function longestArray(body: Json): number {
  let n = 0;
  for (const key of Object.keys(body)) {
    const v = own(body, key);
    if (Array.isArray(v)) n = Math.max(n, v.length);
  }
  return n;
}

const ENVELOPES: ReadonlySet<string> = new Set(CONTINUATION_ENVELOPES);
/** The most fields one reason names; the rest are counted. */
const NAMED = 3;

export class SignalReader {
  /** COMPLETENESS_UNKNOWN for every mistyped or missing signal and every foreign field saying more, then every contradiction the adapter found. */
  readonly reasons: IncompleteReason[] = [];
  private readonly readings = new Map<string, { type: SignalType; reading: Reading }>();

  /**
   * Reads every signal the row of `apiId` declares from `body` (header signals are read with `headerValue`),
   * then every field it does not declare that looks like a continuation (`CONTINUATION_FAMILIES`), at the top level
   * and inside the usual envelopes (`meta`, `paging`, `links`, `_links`, `pageInfo`, `metadata`, …): one whose value
   * says more may remain (a cursor, `hasMore: true`, `isLast: false`, `missingZones: [...]`, a total above the items
   * seen where no understood signal continues) or whose value cannot be read is COMPLETENESS_UNKNOWN. Fields whose
   * value plainly says "done" (`isLast: true`, `next: null`) are let be.
   */
  constructor(
    private readonly apiId: string,
    body: Json,
    context: ReaderContext = {},
  ) {
    const reads = apiById(apiId)?.reads;
    if (!reads) throw new Error(`the vocabulary has no typed signals for ${apiId}`);
    for (const [path, spec] of Object.entries(reads)) {
      const { type, optional } = split(spec);
      if (type === 'header') continue;
      const { found, parentMissing } = find(body, path);
      const reading = classify(type, found);
      this.readings.set(path, { type, reading });
      if (reading.state === 'wrong') this.reasons.push(unknownSignal(path, reading.raw));
      else if (reading.state === 'none' && !optional && !parentMissing && found === undefined) this.reasons.push(unknownSignal(path, undefined));
      else if (reading.state === 'none' && !optional && found === null) this.reasons.push(unknownSignal(path, null));
    }
    this.foreign(body, new Set(Object.keys(reads)), context);
  }

  /**
   * Does a signal the row declares say more pages follow? A flag decides when there is one (`has_more`,
   * `hasNextPage`, `isLast`, `end_of_stream`, read by its continuation family); else a forward cursor with a
   * value. Backward cursors and flags (`prev`, `before`, `startCursor`, `hasPreviousPage`) never say more.
   */
  private understoodMore(): boolean {
    let flagSaysDone = false;
    let cursorSaysMore = false;
    for (const [path, { type, reading }] of this.readings) {
      if (reading.state !== 'value') continue;
      const name = path.split('.').at(-1) ?? path;
      if (BACKWARD.test(normalFieldName(name))) continue;
      if (type === 'flag') {
        const family = continuationFamily(name);
        if (family?.value !== 'more-flag' && family?.value !== 'end-flag') continue;
        const says = familySays(family, normalFieldName(name), reading.value);
        if (says === 'more') return true;
        if (says === 'done') flagSaysDone = true;
      } else if (type === 'cursor' || type === 'key' || (type === 'token' && reading.value !== '')) {
        cursorSaysMore = true;
      }
    }
    return !flagSaysDone && cursorSaysMore;
  }

  /** The foreign-field check: see the constructor. */
  private foreign(body: Json, declared: ReadonlySet<string>, context: ReaderContext): void {
    const more: string[] = [];
    const totals: { path: string; value: number }[] = [];
    const visit = (node: Json, prefix: string, depth: number) => {
      let keys: string[];
      try {
        keys = Object.keys(node);
      } catch {
        more.push(`${prefix || 'the body'} (its fields cannot be listed)`);
        return;
      }
      for (const key of keys) {
        const path = prefix === '' ? key : `${prefix}.${key}`;
        const v = own(node, key);
        const family = declared.has(path) ? null : continuationFamily(key);
        if (family !== null) {
          const says = familySays(family, normalFieldName(key), v);
          if (typeof says === 'number') totals.push({ path, value: says });
          else if (says === 'more' || says === 'unknown') more.push(`\`${path}\` (${family.family}: ${describe(v)})`);
        } else if (isRecord(v) && depth < CONTINUATION_ENVELOPE_DEPTH && ENVELOPES.has(normalFieldName(key))) {
          visit(v, path, depth + 1);
        }
      }
    };
    visit(body, '', 0);
    if (totals.length > 0 && !(context.continues ?? this.understoodMore())) {
      const seen = (context.offset ?? 0) + (context.returned ?? longestArray(body));
      for (const t of totals) if (t.value > seen) more.push(`\`${t.path}\` (total: ${String(t.value)}, above the ${String(seen)} items seen)`);
    }
    if (more.length === 0) return;
    const named = more.slice(0, NAMED).join(', ') + (more.length > NAMED ? ` and ${String(more.length - NAMED)} more` : '');
    this.reasons.push({ code: 'COMPLETENESS_UNKNOWN', message: `fields this adapter does not read say more may remain, or cannot be read: ${named}` });
  }

  private get(path: string, types: readonly SignalType[]): unknown {
    const r = this.readings.get(path);
    if (!r || !types.includes(r.type)) throw new Error(`${this.apiId}: \`${path}\` is not a ${types.join('/')} signal in the vocabulary`);
    return r.reading.state === 'value' ? r.reading.value : undefined;
  }

  /** Was the signal there at all (of any type)? */
  has(path: string): boolean {
    const r = this.readings.get(path);
    if (!r) throw new Error(`${this.apiId}: \`${path}\` is not a signal in the vocabulary`);
    return r.reading.state !== 'none';
  }

  /** Was the signal there with the wrong type (already a COMPLETENESS_UNKNOWN)? */
  wrong(path: string): boolean {
    return this.readings.get(path)?.reading.state === 'wrong';
  }

  flag(path: string): boolean | undefined {
    return this.get(path, ['flag']) as boolean | undefined;
  }
  /** A `cursor` or `token`: the string, or undefined when there is none (or it was mistyped). */
  cursor(path: string): string | undefined {
    return this.get(path, ['cursor', 'token']) as string | undefined;
  }
  count(path: string): number | undefined {
    return this.get(path, ['count']) as number | undefined;
  }
  text(path: string): string | undefined {
    return this.get(path, ['text']) as string | undefined;
  }
  texts(path: string): readonly string[] | undefined {
    return this.get(path, ['texts']) as readonly string[] | undefined;
  }
  object(path: string): Json | undefined {
    return this.get(path, ['object', 'key']) as Json | undefined;
  }
  total(path: string): Total | undefined {
    return this.get(path, ['total']) as Total | undefined;
  }
  present(path: string): unknown {
    return this.get(path, ['present']);
  }

  /** Two signals that cannot both be true: the answer is COMPLETENESS_UNKNOWN, not whichever one we like. */
  contradiction(when: boolean, message: string): void {
    if (when) this.reasons.push({ code: 'COMPLETENESS_UNKNOWN', message });
  }
}

/**
 * One header's value from any shape a client delivers: a WHATWG `Headers`, a `Map`, or a plain object whose
 * keys may be in any case. Several values (two keys differing in case, an array) are joined with `, `, as
 * RFC 9110 combines a list-valued field. `null` when the header is absent; `undefined` when the headers
 * cannot be read or the value is not text, which the adapter must treat as unknown.
 */
export function headerValue(headers: unknown, name: string): string | null | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const wanted = name.toLowerCase();
  const values: unknown[] = [];
  try {
    if (typeof Headers === 'function' && headers instanceof Headers) return headers.get(wanted);
    const entries = (headers as { entries?: unknown }).entries;
    if (headers instanceof Map || (typeof entries === 'function' && !Object.hasOwn(headers, 'entries'))) {
      for (const pair of (entries as () => Iterable<unknown>).call(headers)) {
        if (!Array.isArray(pair) || typeof pair[0] !== 'string') return undefined;
        if (pair[0].toLowerCase() === wanted) values.push(pair[1]);
      }
    } else {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === wanted) values.push(own(headers, key));
    }
  } catch {
    return undefined;
  }
  const texts: string[] = [];
  for (const v of values) {
    if (v === undefined) continue;
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v) && v.every((s) => typeof s === 'string')) texts.push(...v);
    else return undefined;
  }
  return texts.length === 0 ? null : texts.join(', ');
}

export interface LinkValue {
  readonly target: string;
  /** The relation types of the first `rel` parameter, lower-cased (RFC 8288 §3.3: later ones are ignored). */
  readonly rels: readonly string[];
}

/** RFC 9110 `tchar`, by char code. */
const TCHAR = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") TCHAR[c.charCodeAt(0)] = 1;
const SP = 32, TAB = 9, COMMA = 44, SEMI = 59, LT = 60, EQ = 61, DQUOTE = 34, BACKSLASH = 92;

/**
 * The link-values of an RFC 8288 `Link` header, or null when it does not parse. One left-to-right pass over char
 * codes: commas inside `<…>` or inside a quoted parameter do not split links, and no input makes it backtrack.
 */
export function parseLinkHeader(header: string): LinkValue[] | null {
  const links: LinkValue[] = [];
  const n = header.length;
  let i = 0;
  const at = (k: number) => header.charCodeAt(k);
  const skipWs = () => {
    while (i < n && (at(i) === SP || at(i) === TAB)) i++;
  };
  const readToken = () => {
    const start = i;
    while (i < n && at(i) < 128 && TCHAR[at(i)] === 1) i++;
    return header.slice(start, i);
  };
  for (;;) {
    skipWs();
    if (i >= n) return links;
    if (at(i) === COMMA) {
      i++;
      continue;
    }
    if (at(i) !== LT) return null;
    const end = header.indexOf('>', i + 1);
    if (end < 0) return null;
    const target = header.slice(i + 1, end);
    i = end + 1;
    let rels: string[] | null = null;
    for (;;) {
      skipWs();
      if (i >= n) break;
      if (at(i) === COMMA) {
        i++;
        break;
      }
      if (at(i) !== SEMI) return null;
      i++;
      skipWs();
      const name = readToken().toLowerCase();
      if (name === '') {
        if (i >= n || at(i) === COMMA || at(i) === SEMI) continue;
        return null;
      }
      skipWs();
      let value = '';
      if (at(i) === EQ) {
        i++;
        skipWs();
        if (at(i) === DQUOTE) {
          i++;
          const start = i;
          let escaped = false;
          for (;;) {
            if (i >= n) return null;
            const c = at(i);
            if (c === DQUOTE) break;
            if (c === BACKSLASH) {
              if (i + 1 >= n) return null;
              escaped = true;
              i += 2;
            } else i++;
          }
          // Only `rel` is kept, so other parameters cost no allocation whatever their length.
          value = name !== 'rel' ? '' : escaped ? header.slice(start, i).replace(/\\([\s\S])/g, '$1') : header.slice(start, i);
          i++;
        } else {
          value = readToken();
          if (value === '') return null;
        }
      }
      if (name === 'rel' && rels === null) rels = value.toLowerCase().split(/[ \t]+/).filter(Boolean);
    }
    links.push({ target, rels: rels ?? [] });
  }
}

/**
 * The target of the `rel="next"` link: a string, null when there is none, or a COMPLETENESS_UNKNOWN reason
 * when the header does not parse or names two different next pages.
 */
export function readNextLink(header: string): string | null | IncompleteReason {
  const links = parseLinkHeader(header);
  if (links === null) return { code: 'COMPLETENESS_UNKNOWN', message: 'the Link header does not parse (RFC 8288)' };
  const next = [...new Set(links.filter((l) => l.rels.includes('next')).map((l) => l.target))];
  if (next.length > 1) return { code: 'COMPLETENESS_UNKNOWN', message: `the Link header names ${String(next.length)} different next pages` };
  return next[0] ?? null;
}

/**
 * A cursor that carries how many items came before it: `<offset>:<the API's cursor>`. The pages helpers use it
 * where the API's own cursor may repeat while the walk advances (an Elasticsearch `_scroll_id`), or where a
 * total must be compared with every item seen (Graph `@odata.count`). The client still gets the API's cursor.
 */
export const positioned = {
  encode(offset: number, cursor: string): string {
    return `${String(offset)}:${cursor}`;
  },
  decode(cursor: string | null): { offset: number; cursor: string | null } {
    if (cursor === null) return { offset: 0, cursor: null };
    const m = /^(\d+):/.exec(cursor);
    if (!m?.[1]) throw new ContractViolationError('cursor', 'is not a cursor this helper returned');
    return { offset: Number(m[1]), cursor: cursor.slice(m[0].length) };
  },
};

/**
 * A DynamoDB key as a cursor string and back, with binary attributes intact: a `Uint8Array` becomes
 * `{"$b": base64}` and an attribute name starting with `$` gains one more `$`, so no real name can collide.
 * `null` when the key holds something JSON cannot carry (a function, a bigint, NaN).
 */
export const dynamoKey = {
  encode(key: Json): string | null {
    const wire = (v: unknown): unknown => {
      if (v instanceof Uint8Array) {
        let bin = '';
        for (const byte of v) bin += String.fromCharCode(byte);
        return { $b: btoa(bin) };
      }
      if (Array.isArray(v)) return v.map(wire);
      if (isRecord(v)) {
        if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) throw new TypeError('not plain');
        return Object.fromEntries(Object.keys(v).map((k) => [k.startsWith('$') ? `$${k}` : k, wire(own(v, k))]));
      }
      if (typeof v === 'string' || typeof v === 'boolean' || v === null || (typeof v === 'number' && Number.isFinite(v))) return v;
      throw new TypeError('not JSON');
    };
    try {
      return JSON.stringify(wire(key));
    } catch {
      return null;
    }
  },
  decode(cursor: string): Record<string, unknown> {
    const back = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(back);
      if (!isRecord(v)) return v;
      const keys = Object.keys(v);
      if (keys.length === 1 && keys[0] === '$b' && typeof v.$b === 'string') return Uint8Array.from(atob(v.$b), (c) => c.charCodeAt(0));
      const out: Record<string, unknown> = {};
      for (const k of keys) {
        if (k.startsWith('$') && !k.startsWith('$$')) throw new ContractViolationError('cursor', 'is not a DynamoDB key this helper encoded');
        Object.defineProperty(out, k.startsWith('$') ? k.slice(1) : k, { value: back(v[k]), enumerable: true, writable: true, configurable: true });
      }
      return out;
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(cursor);
    } catch {
      throw new ContractViolationError('cursor', 'is not a DynamoDB key this helper encoded');
    }
    const key = back(parsed);
    if (!isRecord(key)) throw new ContractViolationError('cursor', 'is not a DynamoDB key this helper encoded');
    return key;
  },
};
