import type { Listing, Scope } from '../../types/listing.js';
import { ContractViolationError, UpstreamError } from '../errors.js';
import { isRecord, own } from '../wire.js';
import { toListing, unwrapResponse } from './build.js';
import { headerValue } from './signals.js';

/**
 * What the vendor adapters share beyond `SignalReader`: the HTTP status an answer came with, error pages, and the
 * scope each listing names so that evidence tokens bind to it.
 */

/** How the answer came over HTTP, when the caller knows: its status and `Retry-After` in seconds. */
export interface HttpFacts {
  /** The HTTP status. 429 is RATE_LIMITED; any other status of 400 or above is an error whatever the body says. */
  readonly status?: number;
  readonly retryAfterS?: number;
}

/** Whose listing it is: `resource` names the collection (tokens bind to it), `visibility` whose permissions filtered it. */
export interface ScopeOptions {
  readonly resource?: string;
  readonly visibility?: string;
}

/** The scope of a listing: the caller's `resource` or the adapter's default, and a snapshot where the API has one. */
export function scopeOf(adapter: string, fallback: string, opts: ScopeOptions, snapshot: string | null = null): Scope {
  const resource = opts.resource ?? fallback;
  const visibility = opts.visibility ?? 'token';
  if (typeof resource !== 'string' || resource === '') throw new ContractViolationError(`${adapter}(resource)`, 'must be a non-empty string');
  if (typeof visibility !== 'string' || visibility === '') throw new ContractViolationError(`${adapter}(visibility)`, 'must be a non-empty string');
  return { resource, visibility, snapshot };
}

/** Is the status one the adapter must not read as a page of results? */
export function failedStatus(http: HttpFacts): boolean {
  return http.status !== undefined && (typeof http.status !== 'number' || !(http.status >= 200 && http.status < 400));
}

/**
 * An error answer: RATE_LIMITED (a Partial with no items, never an empty Complete) when the status is 429 or the
 * vendor's body says so, else `UpstreamError`.
 */
export function errorAnswer<T>(source: string, upstreamCode: string, message: string, http: HttpFacts, rateLimited: boolean, scope: Scope): Listing<T> {
  if (rateLimited || http.status === 429) {
    const retry = http.retryAfterS;
    const retry_after_s = typeof retry === 'number' && Number.isFinite(retry) && retry >= 0 ? retry : undefined;
    return toListing<T>({ items: [], reasons: [{ code: 'RATE_LIMITED', message, ...(retry_after_s === undefined ? {} : { retry_after_s }) }], scope });
  }
  throw new UpstreamError(source, upstreamCode, message);
}

/** A client's answer: the body, the headers (null when none) and the HTTP facts it carries (`status`, `Retry-After`). */
export function answerOf(res: unknown): { data: unknown; headers: object | null; http: HttpFacts } {
  const { data, headers } = unwrapResponse(res);
  const status = isRecord(res) && data !== res ? own(res, 'status') : undefined;
  const retry = headers === null ? null : headerValue(headers, 'retry-after');
  const seconds = typeof retry === 'string' && /^\d+$/.test(retry.trim()) ? Number(retry.trim()) : undefined;
  return { data, headers, http: { ...(typeof status === 'number' ? { status } : {}), ...(seconds === undefined ? {} : { retryAfterS: seconds }) } };
}

/** Upstream text for a message: strings kept, arrays of strings joined, anything else the fallback. */
export function messageOf(value: unknown, fallback: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value.join('; ');
  return fallback;
}
