import type { IncompleteReason, ReasonCode, ReasonOf } from '../../src/index.js';

/** One valid reason object per code, with its typed details filled in. */
export function sampleReason<C extends ReasonCode>(code: C): ReasonOf<C> {
  const samples: { [K in ReasonCode]: ReasonOf<K> } = {
    MORE_PAGES_AVAILABLE: { code: 'MORE_PAGES_AVAILABLE' },
    RESULT_LIMIT_REACHED: { code: 'RESULT_LIMIT_REACHED', limit: 1000 },
    CLIENT_CAP_REACHED: { code: 'CLIENT_CAP_REACHED', limit: 20, unit: 'pages' },
    TIME_BUDGET_EXCEEDED: { code: 'TIME_BUDGET_EXCEEDED', budget_ms: 5000 },
    SOURCE_UNAVAILABLE: { code: 'SOURCE_UNAVAILABLE', source: 'shard-3' },
    VISIBILITY_RESTRICTED: { code: 'VISIBILITY_RESTRICTED' },
    RATE_LIMITED: { code: 'RATE_LIMITED', retry_after_s: 30 },
    CURSOR_EXPIRED: { code: 'CURSOR_EXPIRED' },
    SNAPSHOT_CHANGED: { code: 'SNAPSHOT_CHANGED' },
    COMPLETENESS_UNKNOWN: { code: 'COMPLETENESS_UNKNOWN' },
  };
  return samples[code];
}

export type { IncompleteReason };
