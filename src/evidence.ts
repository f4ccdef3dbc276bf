import { createHmac, KeyObject, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Complete, Listing } from '../types/listing.js';
import { EvidenceError } from './errors.js';
import { asId, capturedIds, isBuilt, isComplete, type CapturedIds, type IdList } from './listing.js';
import { parseListing } from './parse-listing.js';
import { memoryReplayStore } from './replay-store.js';

/** An HMAC key of at least 32 bytes: a string (taken as UTF-8), bytes, or a secret `KeyObject`. */
export type EvidenceKey = string | Uint8Array | KeyObject;

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
  /** How long the token lives: a number of milliseconds above 0 and at most one day. */
  readonly ttlMs: number;
  /** Clock for tests; defaults to `Date.now()`. */
  readonly now?: number;
}

export interface VerifyTargetsOptions {
  readonly key: EvidenceKey;
  readonly action: string;
  /**
   * The `scope.resource` of the listing this action may act on (for example `service_accounts`), or `null`
   * to accept only tokens from a listing without scope. Required: without it, a token listed from one
   * resource would open every action of the same name.
   */
  readonly resource: string | null;
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
  /** The signed ids, sorted and frozen: the only ids a guarded handler may act on. */
  readonly ids: readonly string[];
  readonly resource: string | null;
  readonly snapshot: string | null;
  readonly action: string;
  readonly expires_at: number;
  /** The token's single-use nonce. */
  readonly nonce: string;
}

interface TokenPayload {
  readonly v: 2;
  readonly n: string;
  readonly a: string;
  readonly r: string | null;
  readonly s: string | null;
  readonly ids: readonly string[];
  readonly exp: number;
}

const MIN_KEY_BYTES = 32;
/** Evidence describes one moment of a listing; a token that outlives a day is a standing permission. */
export const MAX_TTL_MS = 24 * 60 * 60 * 1000;
const SIG_CHARS = 43; // base64url of 32 bytes, unpadded

function refuse(code: ConstructorParameters<typeof EvidenceError>[0], message: string): never {
  throw new EvidenceError(code, message);
}

function hmacKey(key: unknown): Uint8Array | KeyObject {
  if (key instanceof KeyObject) {
    if (key.type !== 'secret') refuse('WEAK_KEY', `the evidence key must be a secret KeyObject, got a ${key.type} key`);
    const size = key.symmetricKeySize ?? 0;
    if (size < MIN_KEY_BYTES) refuse('WEAK_KEY', `the evidence key must be at least ${String(MIN_KEY_BYTES)} bytes, got ${String(size)}`);
    return key;
  }
  const bytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key instanceof Uint8Array ? key : null;
  if (bytes === null) refuse('WEAK_KEY', `the evidence key must be a string, bytes or a secret KeyObject, got ${describe(key)}`);
  if (bytes.byteLength < MIN_KEY_BYTES) {
    refuse('WEAK_KEY', `the evidence key must be at least ${String(MIN_KEY_BYTES)} bytes, got ${String(bytes.byteLength)}`);
  }
  return bytes;
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

/** A plain copy of an id list, read by index: a custom iterator, getter or Proxy cannot answer twice. */
function stringIds(ids: unknown, code: 'NOT_IN_EVIDENCE' | 'TARGET_MISMATCH'): string[] {
  if (!Array.isArray(ids)) refuse(code, `ids must be an array of strings, got ${describe(ids)}`);
  const length: unknown = ids.length;
  if (typeof length !== 'number') refuse(code, 'ids must be an array of strings');
  const copy = new Array<string>(length);
  for (let i = 0; i < length; i++) {
    const id: unknown = ids[i];
    if (typeof id !== 'string') refuse(code, `ids[${String(i)}] must be a string, got ${describe(id)}`);
    copy[i] = id;
  }
  return copy;
}

function mac(key: Uint8Array | KeyObject, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/** For each kit-built listing, the `idOf` functions already found to agree with its captured ids, and which list they matched. */
const agreed = new WeakMap<object, WeakMap<(item: never) => unknown, IdList>>();

/**
 * The ids `selectTargets` may sign from `listing`: those captured when the kit built it. A different `idOf`
 * is read once per item and must give exactly the captured ids (the builder's, or the default reader's);
 * any other answer means the item changed since it was listed, or the function reads something else.
 */
function listedSet<T>(listing: Complete<T>, captured: CapturedIds, idOf: ((item: T) => string) | undefined): ReadonlySet<string> {
  if (idOf === undefined || (idOf as (item: never) => unknown) === captured.idOf) return captured.ids.known;
  const fn = idOf as (item: never) => unknown;
  const cached = agreed.get(listing)?.get(fn);
  if (cached) return cached.known;
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
  return match.known;
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

function canonicalIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}


/**
 * Signs the selection of `ids` from a complete listing, for one `action`, until `ttlMs` from now. Only ids
 * the kit read when it built the listing can be signed (`listedIds`); a listing it did not build is parsed
 * first, and its ids are read then, once. The token binds a fresh nonce, the action, the listing's resource and snapshot, the sorted ids and the
 * expiry. The guards (`guardAction`, `redeemTargets`, `guardedTool`) run it once. Its size grows with the
 * selected ids only.
 */
export function selectTargets<T>(listing: Complete<T>, ids: readonly string[], opts: SelectTargetsOptions<T>): string {
  const key = hmacKey(opts.key);
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
  const resource = source.scope?.resource ?? null;
  const snapshot = source.scope?.snapshot ?? null;
  const wanted = stringIds(ids, 'NOT_IN_EVIDENCE');
  const known = listedSet(source, captured, readId);
  const outside = wanted.filter((id) => !known.has(id));
  if (outside.length > 0) {
    refuse('NOT_IN_EVIDENCE', `not in the listing: ${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ', …' : ''}`);
  }
  const payload: TokenPayload = { v: 2, n: randomUUID(), a: action, r: resource, s: snapshot, ids: canonicalIds(wanted), exp };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

function parsePayload(body: string): TokenPayload | null {
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Record<keyof TokenPayload, unknown>> | null;
    const ok =
      typeof p === 'object' &&
      p !== null &&
      p.v === 2 &&
      typeof p.n === 'string' &&
      p.n !== '' &&
      typeof p.a === 'string' &&
      (p.r === null || typeof p.r === 'string') &&
      (p.s === null || typeof p.s === 'string') &&
      Array.isArray(p.ids) &&
      p.ids.every((id) => typeof id === 'string') &&
      typeof p.exp === 'number' &&
      Number.isFinite(p.exp);
    return ok ? (p as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** Options read and checked once, when a guard is built or a check starts. */
interface GuardConfig {
  readonly key: Uint8Array | KeyObject;
  readonly action: string;
  readonly resource: string | null;
  readonly snapshot: string | undefined;
  readonly now: number | undefined;
  readonly store: ReplayStore | undefined;
}

function guardConfig(opts: unknown): GuardConfig {
  if (typeof opts !== 'object' || opts === null) refuse('INVALID_OPTIONS', `options must be an object with \`key\`, \`action\` and \`resource\`, got ${describe(opts)}`);
  const o = opts as Partial<Record<keyof GuardOptions, unknown>>;
  const key = hmacKey(o.key);
  const action = nonEmptyString(o.action, 'action');
  const { resource, snapshot, now, replayStore } = o;
  if (resource !== null && typeof resource !== 'string') {
    refuse('INVALID_OPTIONS', `\`resource\` must be the scope.resource the action acts on (a string), or null for listings without scope; got ${describe(resource)}`);
  }
  if (snapshot !== undefined && typeof snapshot !== 'string') refuse('INVALID_OPTIONS', `\`snapshot\` must be a string when given, got ${describe(snapshot)}`);
  if (now !== undefined) clock(now);
  const claim: unknown = typeof replayStore === 'object' && replayStore !== null ? (replayStore as { claim?: unknown }).claim : undefined;
  if (replayStore !== undefined && typeof claim !== 'function') {
    refuse('INVALID_OPTIONS', '`replayStore` must have a `claim(nonce, expiresAt)` method');
  }
  return { key, action, resource, snapshot, now: now as number | undefined, store: replayStore as ReplayStore | undefined };
}

function verifyWith(config: GuardConfig, token: unknown, ids: unknown): VerifiedTargets {
  const parts = typeof token === 'string' ? token.split('.') : [];
  const [body, sig] = parts;
  if (parts.length !== 2 || !body || sig?.length !== SIG_CHARS) refuse('INVALID_TOKEN', 'malformed evidence token');
  const given = Buffer.from(sig, 'base64url');
  // base64url decoding skips stray characters and padding: only the one canonical spelling is accepted.
  if (given.toString('base64url') !== sig) refuse('INVALID_TOKEN', 'malformed evidence token signature');
  const expected = mac(config.key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    refuse('INVALID_TOKEN', 'the evidence token was not signed with this key');
  }
  const payload = parsePayload(body);
  if (!payload) refuse('INVALID_TOKEN', 'malformed evidence token payload');
  if (payload.a !== config.action) refuse('ACTION_MISMATCH', `the token allows ${payload.a}, not ${config.action}`);
  if (payload.r !== config.resource) {
    refuse('RESOURCE_MISMATCH', `the token was listed from ${String(payload.r)}, not ${String(config.resource)}`);
  }
  if (config.snapshot !== undefined && payload.s !== config.snapshot) {
    refuse('SNAPSHOT_MISMATCH', `the token was listed at snapshot ${String(payload.s)}, not ${config.snapshot}`);
  }
  if (clock(config.now) >= payload.exp) refuse('EXPIRED', 'the evidence token expired; list again');
  const wanted = canonicalIds(stringIds(ids, 'TARGET_MISMATCH'));
  if (wanted.length !== payload.ids.length || wanted.some((id, i) => id !== payload.ids[i])) {
    refuse('TARGET_MISMATCH', 'the ids differ from the set the evidence was signed for');
  }
  return Object.freeze({
    ids: Object.freeze(wanted), // equal to the signed ids, element by element, and no one else holds it
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

/** Reads `evidence` and `ids` once from a caller's input. */
function guardedFields(input: unknown): { evidence: unknown; ids: unknown } {
  const needs = 'this action needs `evidence` (a token from the listing tool) and `ids`';
  if (typeof input !== 'object' || input === null) refuse('INVALID_TOKEN', needs);
  try {
    const { evidence, ids } = input as { evidence?: unknown; ids?: unknown };
    return { evidence, ids };
  } catch {
    return refuse('INVALID_TOKEN', needs);
  }
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
    const { evidence, verified } = await check(input);
    return handler({ ...input, evidence, ids: verified.ids }, verified);
  };
}

/**
 * The checks of `guardAction` without the handler, for the MCP bridge: options are read and checked
 * when it is built; each call reads the input's `evidence` and `ids` once and redeems the token.
 */
export function guard(opts: GuardOptions): (input: unknown) => Promise<{ evidence: string; verified: VerifiedTargets }> {
  const config = guardConfig(opts);
  return async (input: unknown) => {
    const { evidence, ids } = guardedFields(input);
    const verified = await redeemWith(config, evidence, ids);
    return { evidence: evidence as string, verified };
  };
}

export interface RecheckResult<T> {
  readonly confirmed: readonly T[];
  readonly rejected: readonly { readonly target: T; readonly error?: unknown }[];
}

/**
 * For actions that cannot use snapshot tokens: re-checks every target at the moment of action.
 * A check that throws counts as a rejection, never as a confirmation.
 */
export async function recheckEach<T>(
  targets: readonly T[],
  check: (target: T) => boolean | Promise<boolean>,
  opts: { readonly concurrency?: number } = {},
): Promise<RecheckResult<T>> {
  const verdicts = new Array<{ ok: boolean; error?: unknown }>(targets.length);
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const i = next++;
      try {
        const answer: unknown = await check(targets[i] as T);
        verdicts[i] = { ok: answer === true };
      } catch (error) {
        verdicts[i] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 8, targets.length)) }, worker));
  const confirmed: T[] = [];
  const rejected: { target: T; error?: unknown }[] = [];
  targets.forEach((target, i) => {
    const v = verdicts[i];
    if (v?.ok) confirmed.push(target);
    else rejected.push(v?.error === undefined ? { target } : { target, error: v.error });
  });
  return { confirmed, rejected };
}
