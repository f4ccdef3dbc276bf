// Every adapter attacked through its vocabulary row at 10,000 runs per property (npm test runs the same at 300).
// Mutation check: with own() reading accessors again (Object.hasOwn + get), every adapter's `getter` property fails.
//   npm run bench:adapters
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ADAPTERS, badHeaders, behindGetter, foreignMore, mistyped, neverComplete, runGitHubList } from '../test/support/adapter-attacks.js';

const RUNS = 10_000;

it('no adapter answers Complete to a mistyped, missing, contradictory, getter-backed or foreign signal (10,000 runs each)', () => {
  const lines: string[] = [];
  for (const a of ADAPTERS) {
    const getters = behindGetter(a);
    const kinds = [['mistyped', mistyped(a).map((m) => m.body)], ['contradictory', a.contradictions], ['getter', getters.map((g) => g.body)], ['foreign', foreignMore(a).map((f) => f.body)]] as const;
    for (const [kind, arb] of kinds) {
      const outcomes = new Map<string, number>();
      const started = performance.now();
      fc.assert(
        fc.property(arb, (body) => {
          const o = neverComplete(() => a.run(body));
          outcomes.set(o, (outcomes.get(o) ?? 0) + 1);
        }),
        { numRuns: RUNS },
      );
      const total = [...outcomes.values()].reduce((x, y) => x + y, 0);
      expect(total).toBe(RUNS);
      lines.push(`${a.api.padEnd(16)} ${kind.padEnd(13)} ${String(RUNS)} runs in ${(performance.now() - started).toFixed(0)} ms: ${[...outcomes].map(([k, v]) => `${k} ${String(v)}`).join(', ')}`);
    }
  }
  const outcomes = new Map<string, number>();
  fc.assert(fc.property(badHeaders, (h) => { const o = neverComplete(() => runGitHubList(h)); outcomes.set(o, (outcomes.get(o) ?? 0) + 1); }), { numRuns: RUNS });
  lines.push(`github-rest      bad headers   ${String(RUNS)} runs: ${[...outcomes].map(([k, v]) => `${k} ${String(v)}`).join(', ')}`);
  console.log(lines.join('\n'));
});
