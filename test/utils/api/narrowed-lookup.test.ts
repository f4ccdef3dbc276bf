import tsParser from '@typescript-eslint/parser';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import { narrowedBy, sentValues } from '../../../rules/utils/api/narrowed-lookup.js';
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '../../../rules/utils/typed/ts-eslint.js';

/** For each `.find(…)`/`.some(…)` of `code`, whether it looks up a value the first call of the code sent. */
function narrowed(code: string, positional: boolean): boolean[] {
  const found: boolean[] = [];
  let request: TSESTree.CallExpression | null = null;
  const rule: Rule.RuleModule = {
    create: (context) => ({
      // inner calls end first: the request before the lookup made on its answer
      'CallExpression:exit'(node: Rule.Node) {
        const call = node as unknown as TSESTree.CallExpression;
        request ??= call;
        const callee = call.callee;
        const member = callee.type === AST_NODE_TYPES.MemberExpression && callee.property.type === AST_NODE_TYPES.Identifier;
        const name = member ? (callee.property as TSESTree.Identifier).name : '';
        if (call !== request && (name === 'find' || name === 'some')) {
          const scopeOf = (n: unknown) => context.sourceCode.getScope(n as never) as unknown as TSESLint.Scope.Scope;
          found.push(narrowedBy(call, request, scopeOf, positional));
        }
      },
    }),
  };
  const plugins = { t: { rules: { narrowed: rule } } };
  const config = [{ languageOptions: { parser: tsParser }, plugins, rules: { 't/narrowed': 'error' as const } }];
  new Linter({ configType: 'flat' }).verify(code, config);
  return found;
}

describe('narrowedBy', () => {
  it('sees a lookup of a value sent in the request object, as sent, in a template or through a const built from it', () => {
    expect(narrowed('api.list({ search: id }).find((p) => p.id === id);', false)).toEqual([true]);
    expect(narrowed('api.list({ name: args.name }).some((p) => `x/${args.name}` === p.ref);', false)).toEqual([true]);
    expect(narrowed('const ref = `refs/heads/${name}`;\napi.refs({ filter: name }).find((b) => b.name === ref);', false)).toEqual([true]);
  });

  it('takes bare arguments as sent only when asked (SDKs whose filters are parameters)', () => {
    const code = 'gitApi.getRefs(repo, project, "heads/", branchName).find((b) => b.name === `refs/heads/${branchName}`);';
    expect(narrowed(code, false)).toEqual([false]);
    expect(narrowed(code, true)).toEqual([true]);
  });

  it('is no lookup where the predicate compares with anything else', () => {
    expect(narrowed('api.list({ search: id }).find((p) => p.owner === me);', false)).toEqual([false]);
    expect(narrowed('api.list({ limit: 100 }).find((p) => p.id === id);', false)).toEqual([false]);
    // a `let` may have changed since: only a `const` is followed
    expect(narrowed('let ref = `refs/${name}`;\napi.refs({ filter: name }).find((b) => b.name === ref);', false)).toEqual([false]);
    expect(narrowed('api.list({ search: id }).find(isMine);', false)).toEqual([false]);
  });
});

describe('sentValues', () => {
  it('reads name chains of the request object, and of bare arguments with positional', () => {
    const values = (code: string, positional: boolean): string[] => {
      let out: string[] = [];
      const visit = (node: Rule.Node) => {
        out = [...sentValues(node as unknown as TSESTree.CallExpression, positional)];
      };
      const rule: Rule.RuleModule = { create: () => ({ 'Program > ExpressionStatement > CallExpression': visit }) };
      new Linter({ configType: 'flat' }).verify(code, [{ plugins: { t: { rules: { v: rule } } }, rules: { 't/v': 'error' as const } }]);
      return out;
    };
    expect(values('api.list(org, { search: args.q, limit: 10, owner: this.me });', false)).toEqual(['args.q', 'this.me']);
    expect(values('api.list(org, { search: args.q, limit: 10, owner: this.me });', true)).toEqual(['org', 'args.q', 'this.me']);
  });
});
