import { ADVICE } from './utils/reporting/advice.js';
import { createRule } from './utils/reporting/create-rule.js';
import { signalAsCoverage, signalAsCoverageGate } from './utils/flow/signal-as-coverage.js';
import { httpSuccessLeafOf, httpSuccessNames, readsOtherSignal, readsPaginationSignal } from './utils/flow/signals.js';

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
      statusAsComplete: `\`{{claim}}\` rests on \`{{signal}}\`, but a 200 can carry a partial result. ${ADVICE.claimFromSignal}`,
      statusAsAbsence: `\`{{signal}}\` with an empty body is no proof of absence before \`{{action}}()\`. ${ADVICE.readBodySignal}`,
    },
  },
  gate: signalAsCoverageGate(httpSuccessNames),
  create(context) {
    return signalAsCoverage(context, {
      leaf: httpSuccessLeafOf,
      leafNames: httpSuccessNames,
      // A value that also reads pagination is reported by no-has-more-as-complete.
      skipClaim: (claim, vocab) => readsOtherSignal(claim.value, vocab) || readsPaginationSignal(claim.value, vocab),
      claimMessage: 'statusAsComplete',
      guardMessage: 'statusAsAbsence',
    });
  },
});
