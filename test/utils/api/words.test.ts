import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitWords } from '../../../rules/utils/syntax/ast.js';

/** The words of a name as three patterns define them: the reading `splitWords` must give, character for character. */
function wordsByPatterns(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

describe('splitWords', () => {
  it.each([
    ['deleteOrphanedRepos', ['delete', 'orphaned', 'repos']],
    ['delete_orphaned_repos', ['delete', 'orphaned', 'repos']],
    ['DELETE-REPOS', ['delete', 'repos']],
    ['HTTPServer', ['http', 'server']],
    ['v2Api', ['v2', 'api']],
    ['ABCdEFg', ['ab', 'cd', 'e', 'fg']],
    ['$top', ['top']],
    ['naïveName', ['na', 've', 'name']],
    ['', []],
  ])('%s', (name, expected) => {
    expect(splitWords(name)).toEqual(expected);
  });

  it('reads every name as the patterns do', () => {
    const char = fc.constantFrom(...'aAbBzZ09_-$ .é\u{1F600}'.split(''), 'Q', 'q', '7');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 14 }), (chars) => {
        const name = chars.join('');
        expect(splitWords(name)).toEqual(wordsByPatterns(name));
      }),
      { numRuns: 5000 },
    );
  });
});
