import type { Warning } from './reasons.js';

/** Why a field of a single-resource read carries no value. */
export type OmissionReason = 'NOT_REQUESTED' | 'ACCESS_DENIED' | 'SOURCE_FAILED' | 'ABSENT';

/**
 * A single-resource read. `omitted` names every field that is missing and why, so a missing
 * `owner` is `ABSENT` (proven) or `ACCESS_DENIED` (unknown), never just `undefined`.
 * `complete` is true exactly when no field was omitted for a reason other than `ABSENT`.
 */
export interface Read<T> {
  readonly value: T;
  readonly omitted: Readonly<Record<string, OmissionReason>>;
  readonly complete: boolean;
  readonly warnings: readonly Warning[];
}
