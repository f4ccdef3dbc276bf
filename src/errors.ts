import type { Continuation, IncompleteReason } from '../types/reasons.js';
import { oneLine, textOf } from './one-line.js';

/** Stable codes of every error this package throws. Branch on `.code`, never on the message. */
export type CompletenessErrorCode =
  | 'CONTRACT_VIOLATION'
  | 'INCOMPLETE_RESULT'
  | 'CURSOR_EXPIRED'
  | 'UPSTREAM_ERROR'
  | 'INVALID_SETTINGS'
  | EvidenceErrorCode;

export type EvidenceErrorCode =
  | 'INCOMPLETE_EVIDENCE'
  | 'NOT_IN_EVIDENCE'
  | 'ID_MISMATCH'
  | 'WEAK_KEY'
  | 'INVALID_TOKEN'
  | 'EXPIRED'
  | 'TARGET_MISMATCH'
  | 'ACTION_MISMATCH'
  | 'RESOURCE_MISMATCH'
  | 'SNAPSHOT_MISMATCH'
  | 'REPLAYED'
  | 'REPLAY_STORE_UNAVAILABLE'
  | 'INVALID_TTL'
  | 'INVALID_OPTIONS'
  | 'INVALID_INPUT';

export abstract class CompletenessError extends Error {
  abstract readonly code: CompletenessErrorCode;
}

/** Input breaks the wire contract. `.field` is the path of the offending field, for example `incomplete_reasons[1].limit`. */
export class ContractViolationError extends CompletenessError {
  override readonly name = 'ContractViolationError';
  readonly code = 'CONTRACT_VIOLATION';
  constructor(
    readonly field: string,
    detail: string,
  ) {
    // Upstream field names and values reach logs and tool text: one line, so none can forge a line of its own.
    super(oneLine(`${field}: ${detail}`));
  }
}

/** `requireComplete` was handed a Partial. Carries why, and how to continue. */
export class IncompleteResultError extends CompletenessError {
  override readonly name = 'IncompleteResultError';
  readonly code = 'INCOMPLETE_RESULT';
  constructor(
    readonly reasons: readonly IncompleteReason[],
    readonly continuation: Continuation | null,
  ) {
    super(`result is incomplete (${oneLine([...new Set(reasons.map((r: unknown) => textOf(typeof r === 'object' && r !== null ? (r as { code?: unknown }).code : r)))].join(', '))}); an absence in it proves nothing`);
  }
}

/** Thrown by a `fetchPage` when the upstream rejects an expired continuation token. */
export class CursorExpiredError extends CompletenessError {
  override readonly name = 'CursorExpiredError';
  readonly code = 'CURSOR_EXPIRED';
  constructor(message = 'the continuation cursor expired; the scan must restart', options?: ErrorOptions) {
    super(message, options);
  }
}

/** A destructive action was asked for without valid evidence. */
export class EvidenceError extends CompletenessError {
  override readonly name = 'EvidenceError';
  constructor(
    readonly code: EvidenceErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The upstream answered with an error body (Slack `ok: false`, a Kubernetes failure Status): not an empty result. */
export class UpstreamError extends CompletenessError {
  override readonly name = 'UpstreamError';
  readonly code = 'UPSTREAM_ERROR';
  constructor(
    readonly source: string,
    readonly upstreamCode: string,
    message: string,
  ) {
    super(oneLine(`${source}: ${upstreamCode}: ${message}`));
  }
}

/**
 * `settings.completeness` of an ESLint config is malformed. `.field` is the path of the offending entry and field, for
 * example `settings.completeness.operations[1].pages.next`. Thrown when a rule first reads the settings object.
 */
export class SettingsError extends CompletenessError {
  override readonly name = 'SettingsError';
  readonly code = 'INVALID_SETTINGS';
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(oneLine(`${field}: ${detail}`));
  }
}
