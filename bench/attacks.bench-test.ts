// The attack-family properties of issue 12 at 10,000 runs each, with the time each took.
//   npm run bench:attacks
import { it } from 'vitest';
import {
  budgetOnInstantSources,
  budgetValues,
  callerTimeoutOnInstantSources,
  deepNesting,
  failuresAreReasons,
  frozenResults,
  gettersCannotTurnPagesComplete,
  scopeAcrossPages,
  syncSourcesIgnoreTheBudget,
} from '../test/support/runtime-attacks.js';

const RUNS = 10_000;

it.each([
  ['time budget on endless instant sources', budgetOnInstantSources],
  ["a caller's AbortSignal.timeout on endless instant sources", callerTimeoutOnInstantSources],
  ['budget values', budgetValues],
  ['sync / thenable sources with and without a budget', syncSourcesIgnoreTheBudget],
  ['scope across pages', scopeAcrossPages],
  ['deeply frozen results', frozenResults],
  ['getters read twice', gettersCannotTurnPagesComplete],
  ['failures are reasons', failuresAreReasons],
  [
    'deep nesting',
    (n: number) => {
      deepNesting(n);
      return Promise.resolve();
    },
  ],
])('%s: 10,000 runs', async (name, property) => {
  const started = performance.now();
  await property(RUNS);
  console.log(`${name}: ${RUNS.toLocaleString('en')} runs passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});
