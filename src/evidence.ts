import type { Complete, Listing } from '../types/listing.js';
import { ContractViolationError, EvidenceError } from './errors.js';
import { asId, capturedIds, isBuilt, isComplete, type CapturedIds, type IdList } from './listing.js';
import { parseListing } from './parse-listing.js';
import { base64urlToUtf8, bytesMac, constantTimeEqual, keyObjectMac, randomNonce, textMac, utf8ToBase64url, type Mac } from './portable-crypto.js';
import { memoryReplayStore } from './replay-store.js';
import { own } from './wire.js';

/**
 * A secret `KeyObject` of node:crypto (`createSecretKey(bytes)`), described by the fields the kit reads so
 * that the types need no `@types/node`; a Node `KeyObject` is one. At run time it must be a real secret
 * `KeyObject` of the runtime's node:crypto (Node, Bun, Deno, Workers with `nodejs_compat`).
 */
export interface SecretKeyObject {
  readonly type: string;
  readonly symmetricKeySize?: number | undefined;
}

/** An HMAC key of at least 32 bytes: a string (taken as UTF-8), bytes, or a secret `KeyObject`. */
export type EvidenceKey = string | Uint8Array | SecretKeyObject;

export interface SelectTargetsOptions<T> {
  readonly key: EvidenceKey;
  /**
   * Optional. The ids that can be signed are those the kit read when it built the listing (`listedIds`),
   * with the `idOf` the listing was built with, else the default reader (an own data property `id`).
   * Given here, `idOf` must agree with them item by item (checked once per listing and function), or the
   * selection is refused with `ID_MISMATCH`: an item whose id reads differently now changed after it was listed.
   */
  readonly idOf?: (item: T) => string;
  /** The action the token allows, for example `delete_service_account`. */
  readonly action: string;
  /**
   * The resource the listed ids belong to, bound into the token. Required when the listing has no
   * `scope.resource` (a token always names one); when it has one, this must be equal to it or it is refused
   * with `RESOURCE_MISMATCH`.
   */
  readonly resource?: string;
  /** How long the token lives: a number of milliseconds above 0 and at most one day. */
  readonly ttlMs: number;
  /** Clock for tests; defaults to `Date.now()`. */
  readonly now?: number;
}

export interface VerifyTargetsOptions {
  readonly key: EvidenceKey;
  readonly action: string;
  /**
   * The resource this action may act on (for example `service_accounts`): the `scope.resource` of the
   * listing the targets come from, or the `resource` named when they were selected. Required, and a non-empty
   * string: without it, a token listed from one resource would open every action of the same name.
   */
  readonly resource: string;
  /** When given, the token must come from a listing at exactly this `scope.snapshot`. */
  readonly snapshot?: string;
  readonly now?: number;
}

/**
 * Where the guards record the nonces of used tokens. `claim` must be atomic across every process that
 * guards the same actions, and resolve `true` only for the first claim of a nonce: in Redis
 * `SET <prefix><nonce> 1 NX PXAT <expiresAt>` (true when it answers `OK`); in SQL an insert on a unique key
 * (true when a row was inserted). `expiresAt` is epoch milliseconds: the nonce may be forgotten after it,
 * because the token has expired by then (keep a margin for clock skew between servers).
 * Any answer but `true`, and any rejection, refuses the action.
 */
export interface ReplayStore {
  claim(nonce: string, expiresAt: number): Promise<boolean>;
}

export interface GuardOptions extends VerifyTargetsOptions {
  /** Defaults to one in-memory store per process, which is enough only when one process serves the actions. */
  readonly replayStore?: ReplayStore;
}

export interface VerifiedTargets {
  /** The signed ids, frozen, in the order of the listing they were selected from: the only ids a guarded handler may act on. */
  readonly ids: readonly string[];
  readonly resource: string;
  readonly snapshot: string | null;
  readonly action: string;
  readonly expires_at: number;
  /** The token's single-use nonce. */
  readonly nonce: string;
}

/** The fields of a token besides its ids, checked once its MAC is. */
interface TokenHeader {
  readonly n: string;
  readonly a: string;
  readonly r: string | null;
  readonly s: string | null;
  readonly exp: number;
  /** The signed ids as the token spells them: the JSON text of an array of distinct strings. */
  readonly idsText: string;
}

const MIN_KEY_BYTES = 32;
/** Evidence describes one moment of a listing; a token that outlives a day is a standing permission. */
export const MAX_TTL_MS = 24 * 60 * 60 * 1000;
const SIG_CHARS = 43; // base64url of 32 bytes, unpadded
/** Version 3: the ids in listing order, the resource always named. Version 2 (sorted ids) is still read. */
const TOKEN_VERSION = 3;

function refuse(code: ConstructorParameters<typeof EvidenceError>[0], message: string): never {
  throw new EvidenceError(code, message);
}

function macKey(key: unknown): Mac {
  if (typeof key === 'string' || key instanceof Uint8Array) {
    const prepared = typeof key === 'string' ? textMac(key) : { bytes: key.byteLength, mac: undefined };
    if (prepared.bytes < MIN_KEY_BYTES) {
      refuse('WEAK_KEY', `the evidence key must be at least ${String(MIN_KEY_BYTES)} bytes, got ${String(prepared.bytes)}`);
    }
    return prepared.mac ?? bytesMac(key as Uint8Array);
  }
  const keyObject = typeof key === 'object' && key !== null ? keyObjectMac(key) : undefined;
  if (keyObject === undefined) refuse('WEAK_KEY', `the evidence key must be a string, bytes or a secret KeyObject of node:crypto, got ${describe(key)}`);
  if (keyObject.type !== 'secret') refuse('WEAK_KEY', `the evidence key must be a secret KeyObject, got a ${keyObject.type} key`);
  if (keyObject.size < MIN_KEY_BYTES) {
    refuse('WEAK_KEY', `the evidence key must be at least ${String(MIN_KEY_BYTES)} bytes, got ${String(keyObject.size)}`);
  }
  return keyObject.mac;
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function nonEmptyString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') refuse('INVALID_OPTIONS', `\`${field}\` must be a non-empty string, got ${describe(value)}`);
  return value;
}

function clock(now: unknown): number {
  if (now === undefined) return Date.now();
  if (typeof now !== 'number' || !Number.isFinite(now)) refuse('INVALID_OPTIONS', `\`now\` must be a finite number, got ${describe(now)}`);
  return now;
}

function ttl(ttlMs: unknown): number {
  if (typeof ttlMs !== 'number' || !Number.isFinite(ttlMs) || ttlMs <= 0 || ttlMs > MAX_TTL_MS) {
    refuse('INVALID_TTL', `\`ttlMs\` must be a number of milliseconds above 0 and at most ${String(MAX_TTL_MS)}, got ${typeof ttlMs === 'number' ? String(ttlMs) : describe(ttlMs)}`);
  }
  return ttlMs;
}

/**
 * A plain copy of an id list, read by index: a custom iterator, getter or Proxy cannot answer twice, and one
 * that throws is a refusal with `code`, not a raw error.
 */
function stringIds(ids: unknown, code: 'NOT_IN_EVIDENCE' | 'TARGET_MISMATCH'): string[] {
  let copy: string[];
  try {
    if (!Array.isArray(ids)) refuse(code, `ids must be an array of strings, got ${describe(ids)}`);
    const length: unknown = ids.length;
    if (typeof length !== 'number') refuse(code, 'ids must be an array of strings');
    copy = new Array<string>(length);
    for (let i = 0; i < length; i++) {
      const id: unknown = ids[i];
      if (typeof id !== 'string') refuse(code, `ids[${String(i)}] must be a string, got ${describe(id)}`);
      copy[i] = id;
    }
  } catch (error) {
    if (error instanceof EvidenceError) throw error;
    return refuse(code, 'ids cannot be read (a getter or a Proxy trap threw)');
  }
  return copy;
}

/** For each kit-built listing, the `idOf` functions already found to agree with its captured ids, and which list they matched. */
const agreed = new WeakMap<object, WeakMap<(item: never) => unknown, IdList>>();

/**
 * For each captured id list, where each id first appears in it: `null` once it was selected from, a map of
 * every id from the second selection on. The first selection scans the list for its own ids only, so a listing
 * selected from once costs one pass over its ids, and one that is selected from again costs a lookup per id.
 */
const positions = new WeakMap<IdList, ReadonlyMap<string, number> | null>();

function positionsFor(wanted: readonly string[], list: IdList): ReadonlyMap<string, number> {
  const indexed = positions.get(list);
  if (indexed) return indexed;
  const all = list.all;
  if (indexed === undefined) {
    positions.set(list, null);
    const first = new Map<string, number>();
    for (const id of wanted) first.set(id, -1);
    let left = first.size;
    for (let i = 0; i < all.length && left > 0; i++) {
      const id = all[i];
      if (id != null && first.get(id) === -1) {
        first.set(id, i);
        left--;
      }
    }
    for (const [id, at] of first) if (at < 0) first.delete(id);
    return first;
  }
  const built = new Map<string, number>();
  for (let i = all.length - 1; i >= 0; i--) {
    const id = all[i];
    if (id != null) built.set(id, i); // from the end: the first position is written last
  }
  positions.set(list, built);
  return built;
}

/**
 * The ids `selectTargets` may sign from `listing`: those captured when the kit built it. A different `idOf`
 * is read once per item and must give exactly the captured ids (the builder's, or the default reader's);
 * any other answer means the item changed since it was listed, or the function reads something else.
 */
function listedIdList<T>(listing: Complete<T>, captured: CapturedIds, idOf: ((item: T) => string) | undefined): IdList {
  if (idOf === undefined || (idOf as (item: never) => unknown) === captured.idOf) return captured.ids;
  const fn = idOf as (item: never) => unknown;
  const cached = agreed.get(listing)?.get(fn);
  if (cached) return cached;
  const items = listing.items;
  const now = new Array<string | null>(items.length);
  for (let i = 0; i < items.length; i++) now[i] = asId(idOf(items[i] as T));
  const candidates = captured.ids === captured.defaults ? [captured.ids] : [captured.ids, captured.defaults];
  const match = candidates.find((list) => sameIds(list.all, now));
  if (match === undefined) {
    const listed = captured.ids.all;
    const i = now.findIndex((id, k) => id !== listed[k]);
    const was = listed[i] ?? null;
    refuse(
      'ID_MISMATCH',
      `item ${String(i)} reads as id ${show(now[i] ?? null)} now but was listed as ${show(was)}: ` +
        (was === null ? 'it had no id when the listing was built (pass the same `idOf` when building it)' : 'it changed after it was listed, or `idOf` reads another field; list again'),
    );
  }
  let byFn = agreed.get(listing);
  if (byFn === undefined) agreed.set(listing, (byFn = new WeakMap()));
  byFn.set(fn, match);
  return match;
}

function sameIds(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function show(id: string | null): string {
  return id === null ? 'none' : JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id);
}

/**
 * The listing as the kit built it. A listing from `complete()`, `partial()`, `parseListing`, `collectAll` or an
 * adapter of this copy of the kit has its ids captured already; anything else (a cast object, a listing from
 * another copy of the package) is parsed now, once, own data properties only, and its ids are read then.
 */
function builtListing<T>(listing: Complete<T>, idOf: ((item: T) => string) | undefined): Complete<T> {
  if (isBuilt<T>(listing)) return listing;
  let parsed: Listing<T>;
  try {
    parsed = parseListing<T>(listing, idOf === undefined ? {} : { idOf });
  } catch (error) {
    if (error instanceof EvidenceError) throw error;
    const detail = error instanceof Error ? error.message : 'it cannot be read';
    return refuse('INCOMPLETE_EVIDENCE', `the listing is not a well-formed complete listing: ${detail}`);
  }
  if (!isComplete(parsed)) refuse('INCOMPLETE_EVIDENCE', 'targets can only be selected from a complete listing; an incomplete one cannot prove what is absent');
  return parsed;
}

/**
 * The resource a token binds: the listing's `scope.resource`, or the one the caller names. A token always
 * names one, so no two unscoped listings share a binding (`RESOURCE_MISMATCH` when the two disagree).
 */
function boundResource(listed: string | null, named: unknown): string {
  if (named !== undefined && (typeof named !== 'string' || named === '')) {
    refuse('INVALID_OPTIONS', `\`resource\` must be a non-empty string when given, got ${describe(named)}`);
  }
  const listedName = listed === '' ? null : listed;
  if (listedName !== null && named !== undefined && named !== listedName) {
    refuse('RESOURCE_MISMATCH', `the listing is of ${listedName}, not ${named}`);
  }
  const resource = listedName ?? named;
  if (resource === undefined) {
    refuse('INVALID_OPTIONS', 'the listing names no resource (`scope.resource`): name the resource its ids were listed from with `resource`, so the token cannot open an action on another resource');
  }
  return resource;
}

/** The selected ids that the listing holds, once each, in the order of the listing. */
function inListingOrder(wanted: readonly string[], list: IdList): string[] {
  const at = positionsFor(wanted, list);
  const found = new Array<number>(wanted.length);
  const outside: string[] = [];
  let ascending = true;
  for (let k = 0; k < wanted.length; k++) {
    const p = at.get(wanted[k] as string);
    if (p === undefined) outside.push(wanted[k] as string);
    else {
      if (k > 0 && p <= (found[k - 1] as number)) ascending = false;
      found[k] = p;
    }
  }
  if (outside.length > 0) {
    refuse('NOT_IN_EVIDENCE', `not in the listing: ${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ', …' : ''}`);
  }
  if (!ascending) found.sort((x, y) => x - y);
  const all = list.all;
  const signed: string[] = [];
  for (let k = 0; k < found.length; k++) {
    const p = found[k] as number;
    if (k === 0 || p !== found[k - 1]) signed.push(all[p] as string);
  }
  return signed;
}

/**
 * Signs the selection of `ids` from a complete listing, for one `action`, until `ttlMs` from now. Only ids
 * the kit read when it built the listing can be signed (`listedIds`); a listing it did not build is parsed
 * first, and its ids are read then, once. The token binds a fresh nonce, the action, the resource (the
 * listing's `scope.resource`, else `opts.resource`), the snapshot, the selected ids in listing order and the
 * expiry. The guards (`guardAction`, `redeemTargets`, `guardedTool`) run it once. Its size grows with the
 * selected ids only.
 */
export function selectTargets<T>(listing: Complete<T>, ids: readonly string[], opts: SelectTargetsOptions<T>): string {
  const mac = macKey(opts.key);
  const action = nonEmptyString(opts.action, 'action');
  const exp = clock(opts.now) + ttl(opts.ttlMs);
  const idOf: unknown = opts.idOf;
  if (idOf !== undefined && typeof idOf !== 'function') refuse('INVALID_OPTIONS', `\`idOf\` must be a function when given, got ${describe(idOf)}`);
  const readId = idOf as ((item: T) => string) | undefined;
  if (!isComplete(listing as Listing<T>)) {
    refuse('INCOMPLETE_EVIDENCE', 'targets can only be selected from a complete listing; an incomplete one cannot prove what is absent');
  }
  const source = builtListing(listing, readId);
  const captured = capturedIds(source);
  if (captured === undefined) return refuse('INCOMPLETE_EVIDENCE', 'the listing has no ids captured when it was built');
  const resource = boundResource(source.scope?.resource ?? null, opts.resource);
  const snapshot = source.scope?.snapshot ?? null;
  const signed = inListingOrder(stringIds(ids, 'NOT_IN_EVIDENCE'), listedIdList(source, captured, readId));
  const n = randomNonce();
  if (n === undefined) return refuse('INVALID_OPTIONS', 'this runtime has no cryptographic random source (`globalThis.crypto.getRandomValues`) for the nonce');
  // Key order matters: the verifier finds `,"ids":[` and `],"exp":` in this text (see readHeader).
  const body = utf8ToBase64url(JSON.stringify({ v: TOKEN_VERSION, n, a: action, r: resource, s: snapshot, ids: signed, exp }));
  return `${body}.${mac(body)}`;
}

/**
 * The header of a decoded token payload, and its ids as text. The payload is
 * `{"v":…,"n":…,"a":…,"r":…,"s":…,"ids":[…],"exp":…}` as `JSON.stringify` wrote it, and its MAC has been
 * checked: inside a JSON string every `"` is escaped, so the first `,"ids":[` and the last `],"exp":` are
 * the keys themselves. The ids are not parsed here (see `verifyWith`).
 */
function readHeader(text: string | undefined): TokenHeader | null {
  if (text === undefined) return null;
  const i = text.indexOf(',"ids":[');
  const j = text.lastIndexOf('],"exp":');
  if (i < 0 || j < i || !text.endsWith('}')) return null;
  try {
    const p = JSON.parse(`${text.slice(0, i)}}`) as Partial<Record<'v' | 'n' | 'a' | 'r' | 's', unknown>> | null;
    const expText = text.slice(j + 8, -1);
    const exp = expText === '' ? Number.NaN : Number(expText); // a JSON number, as JSON.stringify wrote it (the MAC is checked)
    const ok =
      typeof p === 'object' &&
      p !== null &&
      (p.v === TOKEN_VERSION || p.v === 2) &&
      typeof p.n === 'string' &&
      p.n !== '' &&
      typeof p.a === 'string' &&
      (p.r === null || typeof p.r === 'string') &&
      (p.s === null || typeof p.s === 'string') &&
      Number.isFinite(exp);
    return ok ? { n: p.n as string, a: p.a as string, r: p.r as string | null, s: p.s as string | null, exp: exp, idsText: text.slice(i + 7, j + 1) } : null;
  } catch {
    return null;
  }
}

/** The signed ids, when `ids` hold the same set in another order (or with repeats); `null` when they differ. */
function sameSet(ids: readonly string[], idsText: string): string[] | null {
  let signed: unknown;
  try {
    signed = JSON.parse(idsText);
  } catch {
    return refuse('INVALID_TOKEN', 'malformed evidence token payload');
  }
  if (!Array.isArray(signed) || !signed.every((id) => typeof id === 'string')) refuse('INVALID_TOKEN', 'malformed evidence token payload');
  const wanted = new Set(ids);
  return wanted.size === signed.length && signed.every((id: string) => wanted.has(id)) ? (signed) : null;
}

/** Options read and checked once, when a guard is built or a check starts. */
interface GuardConfig {
  readonly mac: Mac;
  readonly action: string;
  readonly resource: string;
  readonly snapshot: string | undefined;
  readonly now: number | undefined;
  readonly store: ReplayStore | undefined;
}

function guardConfig(opts: unknown): GuardConfig {
  if (typeof opts !== 'object' || opts === null) refuse('INVALID_OPTIONS', `options must be an object with \`key\`, \`action\` and \`resource\`, got ${describe(opts)}`);
  const o = opts as Partial<Record<keyof GuardOptions, unknown>>;
  const mac = macKey(o.key);
  const action = nonEmptyString(o.action, 'action');
  const { resource, snapshot, now, replayStore } = o;
  if (typeof resource !== 'string' || resource === '') {
    refuse(
      'INVALID_OPTIONS',
      `\`resource\` must name the resource the action acts on (a non-empty string: the listing's scope.resource, or the \`resource\` given to selectTargets); got ${describe(resource)}. A guard cannot accept unnamed resources: tokens from any of them would pass it`,
    );
  }
  if (snapshot !== undefined && typeof snapshot !== 'string') refuse('INVALID_OPTIONS', `\`snapshot\` must be a string when given, got ${describe(snapshot)}`);
  if (now !== undefined) clock(now);
  const claim: unknown = typeof replayStore === 'object' && replayStore !== null ? (replayStore as { claim?: unknown }).claim : undefined;
  if (replayStore !== undefined && typeof claim !== 'function') {
    refuse('INVALID_OPTIONS', '`replayStore` must have a `claim(nonce, expiresAt)` method');
  }
  return { mac, action, resource, snapshot, now: now as number | undefined, store: replayStore as ReplayStore | undefined };
}

function verifyWith(config: GuardConfig, token: unknown, ids: unknown): VerifiedTargets {
  const dot = typeof token === 'string' ? token.indexOf('.') : -1;
  if (typeof token !== 'string' || dot < 1 || token.length - dot - 1 !== SIG_CHARS) refuse('INVALID_TOKEN', 'malformed evidence token');
  const body = token.slice(0, dot);
  // Compared as text: only the one canonical spelling of the MAC (unpadded base64url) is equal.
  if (!constantTimeEqual(config.mac(body), token.slice(dot + 1))) {
    refuse('INVALID_TOKEN', 'the evidence token was not signed with this key');
  }
  const payload = readHeader(base64urlToUtf8(body));
  if (!payload) refuse('INVALID_TOKEN', 'malformed evidence token payload');
  if (payload.a !== config.action) refuse('ACTION_MISMATCH', `the token allows ${payload.a}, not ${config.action}`);
  if (payload.r !== config.resource) {
    refuse('RESOURCE_MISMATCH', `the token was listed from ${payload.r ?? 'a listing that named no resource'}, not ${config.resource}`);
  }
  if (config.snapshot !== undefined && payload.s !== config.snapshot) {
    refuse('SNAPSHOT_MISMATCH', `the token was listed at snapshot ${String(payload.s)}, not ${config.snapshot}`);
  }
  if (clock(config.now) >= payload.exp) refuse('EXPIRED', 'the evidence token expired; list again');
  const given = stringIds(ids, 'TARGET_MISMATCH');
  // The copy of the caller's ids, when they are the signed ones in order (JSON.stringify spells every list
  // of strings its own way, so equal text is an equal list); else the signed ids, parsed afresh.
  const verified = JSON.stringify(given) === payload.idsText ? given : sameSet(given, payload.idsText);
  if (verified === null) refuse('TARGET_MISMATCH', 'the ids differ from the set the evidence was signed for');
  return Object.freeze({
    ids: Object.freeze(verified), // equal to the signed ids, element by element, and no one else holds it
    resource: payload.r,
    snapshot: payload.s,
    action: payload.a,
    expires_at: payload.exp,
    nonce: payload.n,
  });
}

/**
 * Checks a token from `selectTargets` against the ids an action is about to touch, without using it up:
 * for a preview or a dry run. To act, use `guardAction`, `redeemTargets` or `guardedTool`, which also
 * run each token only once.
 */
export function verifyTargets(token: string, ids: readonly string[], opts: VerifyTargetsOptions): VerifiedTargets {
  return verifyWith(guardConfig(opts), token, ids);
}

export { memoryReplayStore, type MemoryReplayStoreOptions } from './replay-store.js';

let processStore: ReplayStore | undefined;

async function redeemWith(config: GuardConfig, token: unknown, ids: unknown): Promise<VerifiedTargets> {
  const verified = verifyWith(config, token, ids);
  const store = config.store ?? (processStore ??= memoryReplayStore());
  // The store keeps time by the real clock; carry over what is left of the token's life.
  const expiresAt = Date.now() + (verified.expires_at - clock(config.now));
  let first: unknown;
  try {
    first = await store.claim(verified.nonce, expiresAt);
  } catch (error) {
    if (error instanceof EvidenceError) throw error;
    throw new EvidenceError('REPLAY_STORE_UNAVAILABLE', `the replay store failed: ${error instanceof Error ? error.message : describe(error)}`);
  }
  if (first !== true) refuse('REPLAYED', 'this evidence token was already used; list again');
  return verified;
}

/** Verifies a token and uses it up: a second redemption of the same token rejects with `REPLAYED`. */
export async function redeemTargets(token: string, ids: readonly string[], opts: GuardOptions): Promise<VerifiedTargets> {
  return redeemWith(guardConfig(opts), token, ids);
}

/** A caller's input, read once before any token is claimed: its own enumerable data properties. */
interface GuardInput {
  readonly fields: Readonly<Record<PropertyKey, unknown>>;
  readonly evidence: unknown;
  readonly ids: unknown;
}

/**
 * Reads the whole input once, as plain data, before the token is claimed: a getter, or a Proxy trap that
 * throws, is refused here with `INVALID_INPUT` (the token stays unused), never met after the claim.
 */
function readInput(input: unknown): GuardInput {
  if (typeof input !== 'object' || input === null) refuse('INVALID_TOKEN', 'this action needs `evidence` (a token from the listing tool) and `ids`');
  const entries: [PropertyKey, unknown][] = [];
  let key: PropertyKey = '';
  try {
    for (key of Reflect.ownKeys(input)) {
      const d = Reflect.getOwnPropertyDescriptor(input, key);
      if (d === undefined || d.enumerable !== true) continue;
      if (!('value' in d)) refuse('INVALID_INPUT', `the input's \`${String(key).slice(0, 80)}\` is an accessor (getter or setter); the input must be plain data`);
      entries.push([key, d.value]);
    }
  } catch (error) {
    if (error instanceof EvidenceError) throw error;
    const at = typeof key === 'string' && key === '' ? '' : ` at \`${String(key).slice(0, 80)}\``;
    return refuse('INVALID_INPUT', `the input cannot be read${at}: a Proxy trap or a property threw`);
  }
  const fields = Object.fromEntries(entries) as Record<PropertyKey, unknown>;
  return { fields, evidence: own(fields, 'evidence'), ids: own(fields, 'ids') };
}

/** The input of a guarded action: the evidence token and the ids it covers, plus the action's own fields. */
export interface GuardedInput {
  readonly evidence: string;
  readonly ids: readonly string[];
}

/**
 * Wraps an action so it runs only on verified evidence, once per token. The handler receives the
 * caller's input with `ids` replaced by the frozen, verified ids. A bad or used token rejects with
 * `EvidenceError` before the handler is called. The options are checked here, when the guard is built.
 */
export function guardAction<I extends GuardedInput, R>(
  handler: (input: I, evidence: VerifiedTargets) => R | Promise<R>,
  opts: GuardOptions,
): (input: I) => Promise<R> {
  const check = guard(opts);
  return async (input: I) => {
    const { evidence, verified, input: fields } = await check(input);
    return handler({ ...fields, evidence, ids: verified.ids } as unknown as I, verified);
  };
}

/**
 * The checks of `guardAction` without the handler, for the MCP bridge: options are read and checked
 * when it is built; each call reads the whole input once (`input`: its own enumerable data properties, a
 * plain copy to build the handler's arguments from) and then redeems the token.
 */
export function guard(
  opts: GuardOptions,
): (input: unknown) => Promise<{ evidence: string; verified: VerifiedTargets; input: Readonly<Record<PropertyKey, unknown>> }> {
  const config = guardConfig(opts);
  return async (input: unknown) => {
    const { fields, evidence, ids } = readInput(input);
    const verified = await redeemWith(config, evidence, ids);
    return { evidence: evidence as string, verified, input: fields };
  };
}

export interface RecheckResult<T> {
  readonly confirmed: readonly T[];
  readonly rejected: readonly { readonly target: T; readonly error?: unknown }[];
}

/** The targets as a plain copy, read by index once; anything but an array is a `ContractViolationError`. */
function targetList<T>(targets: unknown): T[] {
  try {
    if (!Array.isArray(targets)) throw new ContractViolationError('targets', `must be an array, got ${describe(targets)}`);
    const length = targets.length;
    const copy = new Array<T>(length);
    for (let i = 0; i < length; i++) copy[i] = targets[i] as T;
    return copy;
  } catch (error) {
    if (error instanceof ContractViolationError) throw error;
    throw new ContractViolationError('targets', 'cannot be read (a getter or a Proxy trap threw)');
  }
}

function concurrencyOption(opts: unknown): number {
  if (opts === undefined) return 8;
  if (typeof opts !== 'object' || opts === null) throw new ContractViolationError('options', `must be an object, got ${describe(opts)}`);
  const concurrency = own(opts, 'concurrency');
  if (concurrency === undefined) return 8;
  if (typeof concurrency !== 'number' || !Number.isSafeInteger(concurrency) || concurrency < 1) {
    throw new ContractViolationError('concurrency', `must be a positive integer, got ${describe(concurrency)}`);
  }
  return concurrency;
}

/**
 * For actions that cannot use snapshot tokens: re-checks every target at the moment of action.
 * A check that throws counts as a rejection, never as a confirmation. Targets that are not an array, a
 * `check` that is not a function or a `concurrency` that is not a positive integer are refused with
 * `ContractViolationError`.
 */
export async function recheckEach<T>(
  targets: readonly T[],
  check: (target: T) => boolean | Promise<boolean>,
  opts: { readonly concurrency?: number } = {},
): Promise<RecheckResult<T>> {
  const list = targetList<T>(targets);
  if (typeof check !== 'function') throw new ContractViolationError('check', `must be a function, got ${describe(check)}`);
  const concurrency = concurrencyOption(opts);
  const verdicts = new Array<{ ok: boolean; error?: unknown }>(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      try {
        const answer: unknown = await check(list[i] as T);
        verdicts[i] = { ok: answer === true };
      } catch (error) {
        verdicts[i] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, list.length)) }, worker));
  const confirmed: T[] = [];
  const rejected: { target: T; error?: unknown }[] = [];
  list.forEach((target, i) => {
    const v = verdicts[i];
    if (v?.ok) confirmed.push(target);
    else rejected.push(v?.error === undefined ? { target } : { target, error: v.error });
  });
  return { confirmed, rejected };
}
