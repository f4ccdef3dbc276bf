// checkListingWrapper: the default run count, the time per run, and how many runs each seeded bug takes.
//   npm run bench:harness
import { expect, it } from 'vitest';
import * as buggy from '../examples/wrappers/buggy-wrappers.js';
import { collectAll } from '../src/index.js';
import { checkListingWrapper } from '../src/testing/index.js';

it('reports the harness figures', async () => {
  const lines: string[] = [];
  const report = await checkListingWrapper((api) => collectAll(api.fetchPage, { maxPages: 4, idOf: (x) => x.id }), { seed: 42 });
  lines.push(`collectAll passes: ${String(report.numRuns)} runs (the default) in ${String(report.ms)} ms, ${(report.ms / report.numRuns).toFixed(2)} ms per run`);
  for (const [name, wrapper] of Object.entries(buggy)) {
    const runs: string[] = [];
    for (const seed of [1, 2, 3, 4, 5]) {
      const found = await checkListingWrapper(wrapper, { seed }).then(
        () => 'not found',
        (e: unknown) => /after (\d+) run/.exec((e as Error).message)?.[1] ?? '?',
      );
      runs.push(found);
    }
    lines.push(`${name.padEnd(22)} found after ${runs.join(', ')} run(s) (seeds 1-5)`);
    expect(runs).not.toContain('not found');
  }
  console.log(lines.join('\n'));
});
