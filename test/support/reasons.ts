import type { IncompleteReason, ReasonCode, ReasonOf } from '../../src/index.js';
import { SAMPLE_REASONS } from '../../src/testing/fixtures.js';

/** One valid reason object per code, with its typed details filled in (the published fixture samples). */
export function sampleReason<C extends ReasonCode>(code: C): ReasonOf<C> {
  const reason: IncompleteReason = SAMPLE_REASONS[code];
  return reason as ReasonOf<C>;
}
