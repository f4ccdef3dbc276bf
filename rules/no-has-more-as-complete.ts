import { createRule } from './utils/create-rule.js';
import { signalAsCoverage } from './utils/signal-as-coverage.js';
import { noMorePagesLeafOf, readsOtherSignal } from './utils/signals.js';

export type MessageIds = 'paginationAsComplete' | 'paginationAsAbsence';

export default createRule<[], MessageIds>({
  name: 'no-has-more-as-complete',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow drawing completeness or absence from a pagination signal alone (`has_more: false`, a missing next cursor)',
      recommended: true,
    },
    schema: [],
    messages: {
      paginationAsComplete:
        '`{{claim}}` is derived from `{{signal}}` alone. A missing next page only ends the pagination sequence; the result can still be cut by a result cap, a deadline, a failed shard or a permission filter. Set `{{claim}}` from the source\'s own completeness signal, or return a Listing (`collectAll()`, `parseListing()`), and treat a missing signal as unknown.',
      paginationAsAbsence:
        '`{{signal}}` together with an empty result is read as "nothing exists" before `{{action}}()`. The end of pagination is not coverage: caps, deadlines and permission filters end it too. Act only on a Complete listing (check `complete`, or use `requireComplete()`).',
    },
  },
  create(context) {
    return signalAsCoverage(context, {
      leaf: noMorePagesLeafOf,
      skipClaim: (claim, vocab) => readsOtherSignal(claim.value, vocab),
      claimMessage: 'paginationAsComplete',
      guardMessage: 'paginationAsAbsence',
    });
  },
});
