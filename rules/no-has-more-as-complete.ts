import { ADVICE } from './utils/reporting/advice.js';
import { createRule } from './utils/reporting/create-rule.js';
import { signalAsCoverage, signalAsCoverageGate } from './utils/flow/signal-as-coverage.js';
import { noMorePagesLeafOf, noMorePagesNames, readsOtherSignal } from './utils/flow/signals.js';

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
      paginationAsComplete: `\`{{claim}}\` rests on \`{{signal}}\` alone, but pages also end at caps. ${ADVICE.claimFromSignal}`,
      paginationAsAbsence: `\`{{signal}}\` with an empty result is no proof of absence before \`{{action}}()\`. ${ADVICE.collectThenCheck}`,
    },
  },
  gate: signalAsCoverageGate(noMorePagesNames),
  create(context) {
    return signalAsCoverage(context, {
      leaf: noMorePagesLeafOf,
      leafNames: noMorePagesNames,
      skipClaim: (claim, vocab) => readsOtherSignal(claim.value, vocab),
      claimMessage: 'paginationAsComplete',
      guardMessage: 'paginationAsAbsence',
    });
  },
});
