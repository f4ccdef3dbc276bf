import { createRule } from './utils/create-rule.js';
import { signalAsCoverage } from './utils/signal-as-coverage.js';
import { httpSuccessLeafOf, readsOtherSignal, readsPaginationSignal } from './utils/signals.js';

export type MessageIds = 'statusAsComplete' | 'statusAsAbsence';

export default createRule<[], MessageIds>({
  name: 'no-status-as-complete',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow treating HTTP success (`res.ok`, `status === 200`) as proof that a result covers its whole scope',
      recommended: true,
    },
    schema: [],
    messages: {
      statusAsComplete:
        '`{{claim}}` is derived from `{{signal}}`. HTTP success describes the exchange, not coverage: a 200 can carry a timed-out search, a failed shard or a capped result. Read the body\'s completeness signal (for example `incomplete_results`, `timed_out`, `complete`), or parse it with `parseListing()`, which fails closed.',
      statusAsAbsence:
        '`{{signal}}` with an empty body is read as "nothing exists" before `{{action}}()`. A successful response can still be partial. Act only on a Complete listing (check `complete`, or use `requireComplete()`).',
    },
  },
  create(context) {
    return signalAsCoverage(context, {
      leaf: httpSuccessLeafOf,
      // A value that also reads pagination is reported by no-has-more-as-complete.
      skipClaim: (claim, vocab) => readsOtherSignal(claim.value, vocab) || readsPaginationSignal(claim.value, vocab),
      claimMessage: 'statusAsComplete',
      guardMessage: 'statusAsAbsence',
    });
  },
});
