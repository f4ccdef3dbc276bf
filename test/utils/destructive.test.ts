import { Linter, type Rule } from 'eslint';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { destructiveMatcher, destructiveVerb, mayBeDestructive } from '../../rules/utils/destructive.js';
import type { TSESLint, TSESTree } from '../../rules/utils/ts-eslint.js';

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

/** The calls of `code`, each with what `mayBeDestructive` and `destructiveVerb` answer for it, in order. */
function answers(code: string, verbs: readonly string[]): { name: string; may: boolean; verb: string | null }[] {
  const matcher = destructiveMatcher(verbs);
  const found: { name: string; may: boolean; verb: string | null }[] = [];
  const rule: Rule.RuleModule = {
    create: (context) => {
      const may = mayBeDestructive(context as unknown as TSESLint.RuleContext<string, unknown[]>, matcher);
      return {
        CallExpression(node) {
          const call = node as unknown as TSESTree.CallExpression;
          found.push({ name: context.sourceCode.getText(node.callee), may: may(call), verb: destructiveVerb(call, matcher) });
        },
      };
    },
  };
  const config = [{ plugins: { t: { rules: { verbs: rule } } }, rules: { 't/verbs': 'error' as const } }];
  const messages = new Linter({ configType: 'flat' }).verify(code, config);
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return found;
}

describe('mayBeDestructive: the calls of a file whose name holds a verb where the scan found it', () => {
  it('answers each list of verbs for itself when two rules ask about the same call in turn', () => {
    const purge = destructiveMatcher(['purge']);
    const remove = destructiveMatcher(['remove']);
    const seen: string[] = [];
    const rule: Rule.RuleModule = {
      create: (context) => {
        const byPurge = mayBeDestructive(context as unknown as TSESLint.RuleContext<string, unknown[]>, purge);
        const byRemove = mayBeDestructive(context as unknown as TSESLint.RuleContext<string, unknown[]>, remove);
        return {
          CallExpression(node) {
            const call = node as unknown as TSESTree.CallExpression;
            seen.push(`${context.sourceCode.getText(node.callee)}:${String(byPurge(call))}/${String(byRemove(call))}`);
          },
        };
      },
    };
    const config = [{ plugins: { t: { rules: { verbs: rule } } }, rules: { 't/verbs': 'error' as const } }];
    new Linter({ configType: 'flat' }).verify('api.purgeRepos(); api.removeRepo(id);', config);
    expect(seen).toEqual(['api.purgeRepos:true/false', 'api.removeRepo:false/true']);
  });

  it('lets through the calls named with a verb, in any spelling, and turns away the rest', () => {
    const code = `
api.deleteRepo(id); api.listRepos(); hardDelete(x); client['bulk_delete'](ids); DELETE_ALL(); keep(deleteMe);
`;
    const seen = answers(code, ['delete']).map(({ name, may }) => `${name}:${String(may)}`);
    expect(seen).toEqual([
      'api.deleteRepo:true', 'api.listRepos:false', 'hardDelete:true', "client['bulk_delete']:true", 'DELETE_ALL:true', 'keep:false',
    ]);
  });

  it('lets every call through where the file spells something with an escape', () => {
    const seen = answers("del\\u0065teRepo(id); keep('\\x41');", ['delete']);
    expect(seen.map((s) => s.may)).toEqual([true, true]);
    expect(seen[0]?.verb).toBe('delete');
  });

  it('never turns away a call destructiveVerb names', () => {
    const part = fc.constantFrom('delete', 'Delete', 'DELETE', 'remove', 'rm', 'Rm', 'RM', 'repo', 'Repo', 'x', '_', '$', '2', 'un', 'ed', 'All');
    const name = fc.array(part, { minLength: 1, maxLength: 5 }).map((p) => p.join('')).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), fc.boolean(), (names, member) => {
        const code = names.map((n) => (member ? `api.${n}(1);` : `${n}(1);`)).join('\n');
        for (const { name: callee, may, verb } of answers(code, ['delete', 'remove', 'rm'])) {
          if (verb !== null) expect(may, callee).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

