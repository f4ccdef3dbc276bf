import path from 'node:path';
import { RuleTester } from '@typescript-eslint/rule-tester';

/** Typed linting for rule tests: code is linted as test/fixtures/typed/file.ts through the project service. */
export function typedRuleTester(): RuleTester {
  return new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: path.resolve(import.meta.dirname, '../fixtures/typed'),
      },
    },
  });
}
