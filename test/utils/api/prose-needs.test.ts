import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOMPLETENESS_PROSE } from '../../../rules/require-structured-completeness.js';

/** Is `word` in `text` whole, as `\b` bounds it, in any case? */
const hasWord = (text: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(text);

describe('require-structured-completeness: the words each prose pattern needs', () => {
  // The file's gate asks for one word of every group; a pattern matching without one would be missed.
  it.each(INCOMPLETENESS_PROSE.map((p, i) => [i, p] as const))('pattern %i never matches without a word of each group', (_, { pattern, needs }) => {
    // fast-check generates from a pattern without flags or `\b`: case is scrambled after (neither side minds it), and
    // texts where a word boundary fails are dropped
    const texts = fc
      .tuple(fc.stringMatching(new RegExp(pattern.source.replaceAll('\\b', ''))), fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }))
      .map(([text, upper]) => Array.from(text, (c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join(''))
      .filter((text) => pattern.test(text));
    fc.assert(
      fc.property(texts, (text) => {
        expect(pattern.test(text)).toBe(true);
        for (const group of needs) expect(group.some((word) => hasWord(text, word)), `${JSON.stringify(text)} lacks ${group.join('|')}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a sentence of each pattern has its words', () => {
    const sentences = [
      'Results may be truncated by the server.',
      'Some items might be hidden.',
      'The output was cut off.',
      'Not all rows were shown.',
      'These are partial results.',
      'More pages are available.',
      'Search limited to the first 100 hits.',
      'Showing only the first 20.',
      'This is a partial listing.',
    ];
    sentences.forEach((sentence, i) => {
      const { pattern, needs } = INCOMPLETENESS_PROSE[i] as (typeof INCOMPLETENESS_PROSE)[number];
      expect(pattern.test(sentence)).toBe(true);
      for (const group of needs) expect(group.some((word) => hasWord(sentence, word))).toBe(true);
    });
  });
});
