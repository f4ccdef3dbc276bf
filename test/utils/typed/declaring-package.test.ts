import { describe, expect, it } from 'vitest';
import { packageOfFile } from '../../../rules/utils/typed/declaring-package.js';

describe('packageOfFile: the npm package a declaration file belongs to', () => {
  it.each([
    ['/app/node_modules/@notionhq/client/build/src/index.d.ts', '@notionhq/client'],
    ['/app/node_modules/dropbox/types/index.d.ts', 'dropbox'],
    ['C:\\app\\node_modules\\@slack\\web-api\\dist\\index.d.ts', '@slack/web-api'],
    // the innermost package: a dependency of a dependency
    ['/app/node_modules/@supabase/supabase-js/node_modules/@supabase/auth-js/dist/index.d.ts', '@supabase/auth-js'],
    // DefinitelyTyped stands for the JavaScript package
    ['/app/node_modules/@types/airtable/index.d.ts', 'airtable'],
    ['/app/node_modules/@types/acme__sdk/index.d.ts', '@acme/sdk'],
  ])('%s → %s', (file, pkg) => {
    expect(packageOfFile(file)).toBe(pkg);
  });

  it('answers null for the project\'s own files and a truncated path', () => {
    expect(packageOfFile('/app/src/client.ts')).toBeNull();
    expect(packageOfFile('/app/node_modules/@scope')).toBeNull();
    expect(packageOfFile('/app/node_modules')).toBeNull();
  });
});
