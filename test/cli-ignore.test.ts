import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectFiles, looksMinified } from '../src/cli/files.js';
import { ignoreRule, isIgnored, type IgnoreRule } from '../src/cli/ignore.js';
import { scratch } from './support/cli.js';

const base = path.resolve('/repo');
const rules = (...lines: string[]): IgnoreRule[] => lines.flatMap((l) => ignoreRule(l, base) ?? []);
const ignored = (lines: string[], rel: string, isDir = false) => isIgnored(rules(...lines), path.join(base, rel), isDir);

describe('.gitignore lines', () => {
  it.each([
    [['*.gen.ts'], 'a/b/x.gen.ts', false, true],
    [['/top.js'], 'top.js', false, true],
    [['/top.js'], 'sub/top.js', false, false],
    [['out/'], 'pkg/out', true, true],
    [['out/'], 'pkg/out', false, false],
    [['a/**/b.js'], 'a/b.js', false, true],
    [['a/**/b.js'], 'a/x/y/b.js', false, true],
    [['a/**'], 'a/x/y.js', false, true],
    [['a/**'], 'a', true, false],
    [['**/fixtures'], 'x/fixtures', true, true],
    [['f[0-9].js'], 'f7.js', false, true],
    [['f[!0-9].js'], 'f7.js', false, false],
    [['f?.js'], 'fx.js', false, true],
    [['f?.js'], 'f/.js', false, false],
    [['*.js', '!keep.js'], 'keep.js', false, false],
    [['!keep.js', '*.js'], 'keep.js', false, true],
    [['# comment', ''], 'comment', false, false],
    [['\\#hash.js'], '#hash.js', false, true],
    [['a.b'], 'axb', false, false],
  ])('%j on %s (dir: %s) ignores: %s', (lines, rel, isDir, expected) => {
    expect(ignored(lines, rel, isDir)).toBe(expected);
  });

  it('a pattern without an inner slash matches the name at any depth; a leading slash only at the base', () => {
    const segment = fc.stringMatching(/^[\w-][\w.-]{0,10}$/);
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 4 }), (name, dirs) => {
        const rel = [...dirs, name].join('/');
        expect(ignored([name], rel)).toBe(true);
        expect(ignored([`/${name}`], rel)).toBe(dirs.length === 0);
        expect(ignored([name, `!${name}`], rel)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('never applies outside its base directory', () => {
    expect(isIgnored(rules('*.js'), path.resolve('/elsewhere/a.js'), false)).toBe(false);
  });
});

describe('the minified-file heuristic', () => {
  it('flags long average lines, not short files or ordinary code', () => {
    const dir = scratch({
      'min.js': `var a=${'1+'.repeat(2000)}1;\n`,
      'short.js': `var a=${'1+'.repeat(300)}1;\n`,
      'code.js': 'export function f(x) {\n  return x + 1;\n}\n'.repeat(200),
    });
    expect(looksMinified(path.join(dir, 'min.js'))).toBe(true);
    expect(looksMinified(path.join(dir, 'short.js'))).toBe(false);
    expect(looksMinified(path.join(dir, 'code.js'))).toBe(false);
  });
});

describe('tests, fixtures and mocks', () => {
  const files = {
    'src/job.ts': '',
    'src/job.test.ts': '',
    'src/job.spec.js': '',
    'src/__tests__/a.ts': '',
    'src/__mocks__/api.ts': '',
    'test/helpers.ts': '',
    'tests/e2e.ts': '',
    'spec/support/helpers.js': '',
    'fixtures/page.js': '',
    'e2e/flow.ts': '',
    'src/contest.ts': '',
    'src/latest.spec-helper.ts': '',
    'src/spectrum.ts': '',
  };
  const found = (dir: string, patterns: string[] = []) => collectFiles(['.'], dir, patterns).files.map((f) => path.relative(dir, f)).sort();

  it('are skipped when a directory is walked, as the configs leave them out', () => {
    expect(found(scratch(files))).toEqual(['src/contest.ts', 'src/job.ts', 'src/latest.spec-helper.ts', 'src/spectrum.ts']);
  });

  it('come back with a negated --ignore-pattern, and a file named on the command line is always linted', () => {
    const dir = scratch(files);
    expect(found(dir, ['!*.test.*'])).toEqual(['src/contest.ts', 'src/job.test.ts', 'src/job.ts', 'src/latest.spec-helper.ts', 'src/spectrum.ts']);
    expect(collectFiles(['src/job.test.ts'], dir).files.map((f) => path.relative(dir, f))).toEqual(['src/job.test.ts']);
  });
});
