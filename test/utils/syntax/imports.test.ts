import { parse } from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { importsOf, isPackageImport } from '../../../rules/utils/syntax/imports.js';

/** The import table of `code`, as sorted `name ← module` lines. */
function table(code: string): string[] {
  const { modules } = importsOf(parse(code, { range: true, loc: true }));
  return [...modules].map(([name, source]) => `${name} ← ${source}`).sort();
}

describe('importsOf', () => {
  it('reads import declarations of every form', () => {
    expect(table("import fs from 'fs'; import * as path from 'node:path'; import { access as exists } from 'fs/promises';")).toEqual([
      'exists ← fs/promises',
      'fs ← fs',
      'path ← node:path',
    ]);
  });

  it('reads top-level requires, destructured or whole, and a member of one', () => {
    const code = "const { access, promises: fsp } = require('node:fs'); const admin = require('firebase-admin'); const auth = require('./a').auth;";
    expect(table(code)).toEqual([
      'access ← node:fs',
      'admin ← firebase-admin',
      'auth ← ./a',
      'fsp ← node:fs',
    ]);
  });

  it('leaves out requires inside functions and calls of other names', () => {
    expect(table("function f() { const x = require('x'); } const y = load('y');")).toEqual([]);
  });
});

describe('isPackageImport', () => {
  it('matches a package, its subpaths, and a scope or prefix written with a trailing *', () => {
    expect(isPackageImport('urql', 'urql')).toBe(true);
    expect(isPackageImport('@supabase/supabase-js/dist/module', '@supabase/supabase-js')).toBe(true);
    expect(isPackageImport('@urql/core', '@urql/*')).toBe(true);
    expect(isPackageImport('urql-extra', 'urql')).toBe(false);
    expect(isPackageImport('@supabase/ssr', '@supabase/supabase-js')).toBe(false);
  });
});
