// The evidence-token and decision attack families of issue 12, each at 10,000 runs, with the time each takes.
//   npm run bench:evidence
// Mutation check (each fix disabled in turn, the family's property failed, the fix restored):
//   singleUse: REPLAYED check off · boundToResource: resource comparison off · verifiedIdsOnly: handler given the
//   caller's ids, or VerifiedTargets.ids = caller's array · mintInputs: ttl range check off, KeyObject size check off,
//   non-key types accepted · canonicalSignature: re-encode comparison off · agreeWithDecide: truthiness in verdictLine,
//   approvalRequest or toCallToolResult · ownPropertiesOnly: inherited reads in isComplete · malformedInput: guard reads
//   fields of a non-object, decide() skips reason checks, decide() prints a Symbol intent · idsTakenAtBuild: ids read at
//   selection (`listedSet` replaced by `source.items` read with `idOf`) instead of the ids captured at build ·
//   boundToResource (issue 35): unscoped listings bound to null and guards with resource null accepted · idsAnyOrder:
//   the in-order comparison without its quote/backslash checks, or accepting a list that ends early.
import { expect, it } from 'vitest';
import { families } from '../test/support/evidence-attacks.js';

const RUNS = 10_000;

it(`runs every attack family ${RUNS.toLocaleString('en')} times`, async () => {
  const lines: string[] = [];
  for (const [name, property] of Object.entries(families)) {
    const t0 = performance.now();
    await property(RUNS);
    lines.push(`${name.padEnd(20)} ${RUNS.toLocaleString('en')} runs passed in ${(performance.now() - t0).toFixed(0)} ms`);
  }
  console.log(lines.join('\n'));
  expect(lines).toHaveLength(Object.keys(families).length);
});
