import { describe, expect, it } from 'vitest';
import { compileOperations, mentionsAny, type FileNote } from '../../../rules/utils/api/settings.js';

function note(text: string, typed = false): FileNote {
  const scopeOf = () => {
    throw new Error('not asked');
  };
  return { filename: '/repo/src/a.ts', cwd: '/repo', scopeOf, text, mentions: new WeakMap(), declaringPackages: typed ? () => [] : null };
}

describe('mentionsAny: the file-text filter before the operations matcher', () => {
  const ops = compileOperations([
    { from: 'package', package: '@acme/api', name: 'AcmeClient.listProjects', pages: { cursor: 'after' } },
    { from: 'url', url: 'https://api.acme.internal/v1/orgs/{org}/members', pages: { cursor: 'page_token' } },
  ]);
  if (ops === null) throw new Error('compiled to nothing');

  it('lets a file through that names a call of an entry, or a word of its URL', () => {
    expect(mentionsAny(note('await client.listProjects({ first: 50 })'), ops)).toBe(true);
    expect(mentionsAny(note('fetch(`${base}/orgs/${org}/members`)'), ops)).toBe(true);
  });

  it('turns away a file that names none of them', () => {
    expect(mentionsAny(note('await client.listTeams({ first: 50 })'), ops)).toBe(false);
  });

  it('answers once per file and set of entries', () => {
    const file = note('listProjects');
    expect(mentionsAny(file, ops)).toBe(true);
    expect(file.mentions.get(ops)).toBe(true);
  });

  it('lets every file through for a URL pattern without a literal segment', () => {
    const anyPath = compileOperations([{ from: 'url', url: '/{a}/{b}', pages: { cursor: 'after' } }]);
    if (anyPath === null) throw new Error('compiled to nothing');
    expect(mentionsAny(note('nothing here'), anyPath)).toBe(true);
  });

  it('lets a built-in SDK operation through only where the file names its package, or has types', () => {
    const builtIn = compileOperations(undefined, [{ from: 'package', package: 'acme-sdk', name: 'widgets.list', pages: { cursor: 'after' } }]);
    if (builtIn === null) throw new Error('compiled to nothing');
    expect(mentionsAny(note('await client.widgets.list()'), builtIn)).toBe(false);
    expect(mentionsAny(note("import { Acme } from 'acme-sdk';\nawait client.widgets.list()"), builtIn)).toBe(true);
    expect(mentionsAny(note('await client.widgets.list()', true), builtIn)).toBe(true);
  });
});
