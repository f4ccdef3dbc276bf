import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Complete, Listing } from '../types/listing.js';
import { EvidenceError } from './errors.js';
import { isComplete } from './listing.js';

/** An HMAC key of at least 32 bytes (a string is taken as UTF-8). */
export type EvidenceKey = string | Uint8Array;

export interface SelectTargetsOptions<T> {
  readonly key: EvidenceKey;
  readonly idOf: (item: T) => string;
  /** The action the token allows, for example `delete_service_account`. */
  readonly action: string;
  readonly ttlMs: number;
  /** Clock for tests; defaults to `Date.now()`. */
  readonly now?: number;
}

export interface VerifyTargetsOptions {
  readonly key: EvidenceKey;
  readonly action: string;
  readonly now?: number;
}

export interface VerifiedTargets {
  readonly ids: readonly string[];
  readonly resource: string | null;
  readonly snapshot: string | null;
  readonly action: string;
  readonly expires_at: number;
}

interface TokenPayload {
  readonly v: 1;
  readonly a: string;
  readonly r: string | null;
  readonly s: string | null;
  readonly ids: readonly string[];
  readonly exp: number;
}

const MIN_KEY_BYTES = 32;

function keyBytes(key: EvidenceKey): Uint8Array {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  if (bytes.byteLength < MIN_KEY_BYTES) {
    throw new EvidenceError('WEAK_KEY', `the evidence key must be at least ${String(MIN_KEY_BYTES)} bytes, got ${String(bytes.byteLength)}`);
  }
  return bytes;
}

function mac(key: Uint8Array, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

// Listings are frozen, so the id set of one listing under one `idOf` never changes: cache it.
const idSets = new WeakMap<object, WeakMap<(item: never) => string, ReadonlySet<string>>>();

function idsOf<T>(listing: Complete<T>, idOf: (item: T) => string): ReadonlySet<string> {
  const frozen = Object.isFrozen(listing) && Object.isFrozen(listing.items);
  let byFn = frozen ? idSets.get(listing) : undefined;
  const cached = byFn?.get(idOf);
  if (cached) return cached;
  const ids = new Set(listing.items.map(idOf));
  if (frozen) {
    byFn ??= new WeakMap();
    byFn.set(idOf, ids);
    idSets.set(listing, byFn);
  }
  return ids;
}

function canonicalIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/**
 * Signs the selection of `ids` from a complete listing, for one `action`, until `ttlMs` from now.
 * The token binds the action, the listing's resource and snapshot, the sorted ids and the expiry,
 * so an agent cannot widen, retarget or replay it. Its size grows with the selected ids only.
 */
export function selectTargets<T>(listing: Complete<T>, ids: readonly string[], opts: SelectTargetsOptions<T>): string {
  const key = keyBytes(opts.key);
  if (!isComplete(listing as Listing<T>)) {
    throw new EvidenceError('INCOMPLETE_EVIDENCE', 'targets can only be selected from a complete listing; an incomplete one cannot prove what is absent');
  }
  const known = idsOf(listing, opts.idOf);
  const outside = ids.filter((id) => !known.has(id));
  if (outside.length > 0) {
    throw new EvidenceError('NOT_IN_EVIDENCE', `not in the listing: ${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ', …' : ''}`);
  }
  const payload: TokenPayload = {
    v: 1,
    a: opts.action,
    r: listing.scope?.resource ?? null,
    s: listing.scope?.snapshot ?? null,
    ids: canonicalIds(ids),
    exp: (opts.now ?? Date.now()) + opts.ttlMs,
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

function parsePayload(body: string): TokenPayload | null {
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Record<keyof TokenPayload, unknown>>;
    const ok =
      p.v === 1 &&
      typeof p.a === 'string' &&
      (p.r === null || typeof p.r === 'string') &&
      (p.s === null || typeof p.s === 'string') &&
      Array.isArray(p.ids) &&
      p.ids.every((id) => typeof id === 'string') &&
      typeof p.exp === 'number';
    return ok ? (p as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** Checks a token from `selectTargets` against the ids an action is about to touch. */
export function verifyTargets(token: string, ids: readonly string[], opts: VerifyTargetsOptions): VerifiedTargets {
  const key = keyBytes(opts.key);
  const parts = typeof token === 'string' ? token.split('.') : [];
  const [body, sig] = parts;
  if (parts.length !== 2 || !body || !sig) throw new EvidenceError('INVALID_TOKEN', 'malformed evidence token');
  const expected = mac(key, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new EvidenceError('INVALID_TOKEN', 'the evidence token was not signed with this key');
  }
  const payload = parsePayload(body);
  if (!payload) throw new EvidenceError('INVALID_TOKEN', 'malformed evidence token payload');
  if (payload.a !== opts.action) {
    throw new EvidenceError('ACTION_MISMATCH', `the token allows ${payload.a}, not ${opts.action}`);
  }
  if ((opts.now ?? Date.now()) >= payload.exp) throw new EvidenceError('EXPIRED', 'the evidence token expired; list again');
  const wanted = canonicalIds(ids);
  if (wanted.length !== payload.ids.length || wanted.some((id, i) => id !== payload.ids[i])) {
    throw new EvidenceError('TARGET_MISMATCH', 'the ids differ from the set the evidence was signed for');
  }
  return { ids: payload.ids, resource: payload.r, snapshot: payload.s, action: payload.a, expires_at: payload.exp };
}

/** The input of a guarded action: the evidence token and the ids it covers, plus the action's own fields. */
export interface GuardedInput {
  readonly evidence: string;
  readonly ids: readonly string[];
}

/**
 * Wraps an action tool so it runs only on verified evidence. A bad token rejects with
 * `EvidenceError` before the handler is called.
 */
export function guardAction<I extends GuardedInput, R>(
  handler: (input: I, evidence: VerifiedTargets) => R | Promise<R>,
  opts: VerifyTargetsOptions,
): (input: I) => Promise<R> {
  keyBytes(opts.key);
  return async (input: I) => handler(input, verifyTargets(input.evidence, input.ids, opts));
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
