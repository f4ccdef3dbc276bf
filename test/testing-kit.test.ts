import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectAll, decide, parseListing, partial, REASON_CODES } from '../src/index.js';
import { checkListingWrapper, contractFixtures, createFakeApi, WrapperContractError } from '../src/testing/index.js';
import { completenessMatchers } from '../src/testing/matchers.js';
import {
  bareArrayWrapper,
  cappedWrapper,
  filterHidingWrapper,
  hasMoreOnlyWrapper,
  restartingWrapper,
  shardDroppingWrapper,
} from '../examples/wrappers/buggy-wrappers.js';
import { fixedRawWrapper, fixedWrapper } from '../examples/wrappers/fixed-wrapper.js';
import { root } from './support/lint-project.js';

expect.extend(completenessMatchers);
declare module 'vitest' {
  interface Assertion<T> {
    toBeComplete(): T;
    toBeIncompleteWith(code: string): T;
    toBeSafeFor(intent: string): T;
  }
}

describe('contractFixtures', () => {
  it.each(contractFixtures.map((f) => [f.case, f] as const))('%s', (_name, fixture) => {
    expect(decide(parseListing(fixture.response), fixture.intent).decision).toBe(fixture.expected_decision);
  });

  it('covers every reason code with populated and empty items, the four states and all intents', () => {
    for (const code of REASON_CODES) {
      for (const state of ['incomplete with items', 'incomplete and empty']) {
        for (const intent of ['read', 'enumerate', 'claim_absence', 'mutate']) {
          expect(contractFixtures.some((f) => f.case === `${state} (${code}) / ${intent}`)).toBe(true);
        }
      }
    }
    for (const state of ['complete with items', 'complete and empty']) expect(contractFixtures.some((f) => f.case.startsWith(state))).toBe(true);
    expect(contractFixtures.filter((f) => f.case.startsWith('empty first page with more pages')).map((f) => [f.intent, f.expected_decision])).toEqual([
      ['enumerate', 'continue_search'],
      ['mutate', 'refuse_or_request_review'],
    ]);
  });

  it('is published as JSON, identical to the typed export', () => {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(root, 'dist/src/testing/fixtures.json'), 'utf8'));
    expect(json).toEqual(JSON.parse(JSON.stringify(contractFixtures)));
  });
});

describe('checkListingWrapper', () => {
  it('passes the kit’s own collectAll (dogfooding), with caps', async () => {
    const report = await checkListingWrapper((api) => collectAll(api.fetchPage, { maxPages: 4, idOf: (x) => x.id }), { seed: 42 });
    expect(report.numRuns).toBe(300);
    await checkListingWrapper(fixedWrapper, { seed: 7 });
    await checkListingWrapper(fixedRawWrapper, { seed: 8 });
  });

  it.each([
    ['a cap reported as complete', cappedWrapper, /labelled complete/],
    ['an expired cursor restarted silently', restartingWrapper, /CURSOR_EXPIRED|labelled complete/],
    ['a failed shard dropped', shardDroppingWrapper, /SOURCE_UNAVAILABLE/],
    ['a permission filter hidden', filterHidingWrapper, /VISIBILITY_RESTRICTED/],
    ['has_more as the only signal over a source that also times out', hasMoreOnlyWrapper, /TIME_BUDGET_EXCEEDED/],
  ])('finds %s within the default run count', async (_name, wrapper, problem) => {
    const error = await checkListingWrapper(wrapper, { seed: 1 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WrapperContractError);
    const message = (error as Error).message;
    expect(message).toMatch(/^The wrapper broke the completeness contract/);
    expect(message).toMatch(/Scenario: a \d+-item collection/);
    expect(message).toMatch(problem);
  });

  it('reports a bare array as "no completeness signal"', async () => {
    await expect(checkListingWrapper(bareArrayWrapper, { seed: 3 })).rejects.toThrow(/no completeness signal/);
  });

  it('reports prose-only reasons and unknown codes', async () => {
    await expect(checkListingWrapper(() => Promise.resolve({ items: [], complete: false, incomplete_reasons: [{ message: 'some results may be missing' }] }), { seed: 4 })).rejects.toThrow(/prose only/);
    await expect(checkListingWrapper(() => Promise.resolve({ items: [], complete: false, incomplete_reasons: ['SHARD_ON_FIRE'] }), { seed: 5 })).rejects.toThrow(/stable codes/);
  });
});

describe('createFakeApi', () => {
  it('is deterministic for a seed and exposes the truth of each snapshot', async () => {
    const a = createFakeApi({ seed: 9, size: 30, pageSize: 7, shortPages: true });
    const b = createFakeApi({ seed: 9, size: 30, pageSize: 7, shortPages: true });
    const [la, lb] = await Promise.all([collectAll(a.fetchPage), collectAll(b.fetchPage)]);
    expect(la.items).toEqual(lb.items);
    expect(la).toBeComplete();
    expect(la.items.map((x) => x.id)).toEqual(a.truth().map((x) => x.id));
  });

  it('records the conditions it served', async () => {
    const api = createFakeApi({ seed: 2, size: 40, pageSize: 5, failingShard: { shard: 1, shards: 4, fromPage: 2 } });
    const l = await collectAll(api.fetchPage);
    expect(l).toBeIncompleteWith('SOURCE_UNAVAILABLE');
    expect(api.served).toContain('SOURCE_UNAVAILABLE');
  });
});

describe('matchers', () => {
  it('toBeComplete, toBeIncompleteWith and toBeSafeFor fail closed', () => {
    const cut = partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'c' });
    expect(cut).not.toBeComplete();
    expect(cut).toBeIncompleteWith('MORE_PAGES_AVAILABLE');
    expect(cut).toBeSafeFor('read');
    expect(cut).not.toBeSafeFor('mutate');
    expect([]).not.toBeComplete();
    expect([]).not.toBeSafeFor('read');
    expect({ items: [], complete: true, incomplete_reasons: ['X'] }).not.toBeComplete();
  });
});
