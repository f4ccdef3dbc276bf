import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import { destructiveMatcher, destructiveVerb } from '../../rules/utils/destructive.js';
import type { TSESTree } from '../../rules/utils/ts-eslint.js';

describe('destructiveVerb, kept per call and matcher', () => {
  it('answers each matcher for itself on the same call', () => {
    const deleting = destructiveMatcher(['delete']);
    const archiving = destructiveMatcher(['archive']);
    const found: string[] = [];
    const rule: Rule.RuleModule = {
      create: () => ({
        CallExpression(node) {
          const call = node as unknown as TSESTree.CallExpression;
          for (const matcher of [deleting, archiving, deleting]) found.push(String(destructiveVerb(call, matcher)));
        },
      }),
    };
    const config = [{ plugins: { t: { rules: { verbs: rule } } }, rules: { 't/verbs': 'error' as const } }];
    new Linter({ configType: 'flat' }).verify('api.deleteRepo(id); api.archiveRepo(id); api.listRepos();', config);
    expect(found).toEqual(['delete', 'null', 'delete', 'null', 'archive', 'null', 'null', 'null', 'null']);
  });
});
