import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the bench, without types
import { splitCases, text } from '../bench/realworld/mined/split.mjs';

interface MinedCase {
  readonly repo: string;
  readonly path: string;
  readonly line: number;
  readonly verdict: 'bug' | 'ok';
}
const split = splitCases as () => { train: MinedCase[]; validation: MinedCase[] };
const asText = text as (cases: MinedCase[]) => string;
const committed = (name: string) => readFileSync(new URL(`../bench/realworld/mined/${name}.json`, import.meta.url), 'utf8');

/**
 * The validation half is frozen: rules are never tuned on it. Its hash changes only when newly mined cases are
 * added to the sources (then update it in the same commit, and say so in the note), never when a case is edited.
 */
const VALIDATION_SHA256 = 'be7e5cf7a35a4283c5e31224731f70f6a428821ce0ea5b4c7e023fc53c800d5d';

describe('the mined real-world cases, split by repository', () => {
  const halves = split();

  it('the committed halves are what the split writes from the mined sources', () => {
    expect(committed('train')).toBe(asText(halves.train));
    expect(committed('validation')).toBe(asText(halves.validation));
  });

  it('no repository is in both halves, and every case is in one', () => {
    const trainRepos = new Set(halves.train.map((c) => c.repo));
    expect(halves.validation.filter((c) => trainRepos.has(c.repo))).toEqual([]);
    const sources = ['cases-a', 'cases-b', 'cases-c'].flatMap((f) => JSON.parse(committed(f)) as MinedCase[]);
    expect(halves.train.length + halves.validation.length).toBe(sources.length);
  });

  it('the validation half is frozen', () => {
    expect(createHash('sha256').update(committed('validation')).digest('hex')).toBe(VALIDATION_SHA256);
  });
});
