import tsParser from '@typescript-eslint/parser';
import { Linter, type Rule } from 'eslint';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeAt, useVisitorKeys, walk } from '../../../rules/utils/syntax/ast.js';
import { callsNamedWith, destructiveMatcher, destructiveVerb, mayBeDestructive, whenDestructive } from '../../../rules/utils/flow/destructive.js';
import { WholeNames } from '../../../rules/utils/gate/text-names.js';
import type { TSESLint, TSESTree } from '../../../rules/utils/typed/ts-eslint.js';

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


/** Lints TypeScript `code` with one rule made of `create`; fails on a parse error. */
function lintWith(code: string, create: Rule.RuleModule['create']): void {
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tsParser },
      plugins: { t: { rules: { probe: { create } } } },
      rules: { 't/probe': 'error' as const },
    },
  ];
  expect(new Linter({ configType: 'flat' }).verify(code, config, 'probe.ts')).toEqual([]);
}

/** What ESLint visits: the calls `mayBeDestructive` lets through, in order; and what `callsNamedWith` finds. */
function bothWays(code: string, verbs: readonly string[]): { visited: string[]; found: string[] } {
  const matcher = destructiveMatcher(verbs);
  const place = (call: TSESTree.CallExpression) => `${call.range[0]}-${call.range[1]}`;
  const visited: string[] = [];
  const found: string[] = [];
  lintWith(code, (context) => {
    const ctx = context as unknown as TSESLint.RuleContext<string, unknown[]>;
    useVisitorKeys(ctx.sourceCode.visitorKeys);
    const may = mayBeDestructive(ctx, matcher);
    return {
      Program(node) {
        const verbsRead = matcher.inText as WholeNames;
        found.push(...callsNamedWith(verbsRead, node as unknown as TSESTree.Program, ctx.sourceCode.text).map(place));
      },
      CallExpression(node) {
        const call = node as unknown as TSESTree.CallExpression;
        if (may(call)) visited.push(place(call));
      },
    };
  });
  return { visited, found };
}

/** The node types `whenDestructive` listens to on `code`. */
function typesListened(code: string): string[] {
  const types: string[] = [];
  lintWith(code, (context) => {
    const ctx = context as unknown as TSESLint.RuleContext<string, unknown[]>;
    types.push(...whenDestructive(ctx, destructiveMatcher(['delete']), () => undefined).flatMap((g) => g.types));
    return {};
  });
  return types;
}

describe('callsNamedWithVerbs: the calls mayBeDestructive lets through, from where the scan read the verbs', () => {
  it('finds each shape of callee that names a verb, and nothing else', () => {
    const code = `
      api.deleteRepo(id); api.listRepos(); hardDelete(x); client['bulk_delete'](ids); (api.removeAll as F)(1);
      api.purge!(); api?.deleteOne(); (api?.deleteTwo)(); keep(deleteMe); api[deleteKey](); const deleteNot = 'delete';
      new DeleteJob(); // deleteInComment()
    `;
    const { visited, found } = bothWays(code, ['delete', 'remove', 'purge']);
    expect(found).toEqual(visited);
    expect(found).toHaveLength(7);
  });

  it('orders the calls as ESLint visits them: the enclosing call before the calls in its callee', () => {
    const code = '(await api.archiveTeam(t)).deleteAll(); wipe(api.deleteOne(removeX()));';
    const { visited, found } = bothWays(code, ['delete', 'archive', 'wipe', 'remove']);
    expect(found).toEqual(visited);
    const texts = visited.map((at) => code.slice(...at.split('-').map(Number)));
    expect(texts).toEqual([
      '(await api.archiveTeam(t)).deleteAll()',
      'api.archiveTeam(t)',
      'wipe(api.deleteOne(removeX()))',
      'api.deleteOne(removeX())',
      'removeX()',
    ]);
  });

  it('is asked once per file, where the scan read the verbs; else every call is listened to', () => {
    expect(typesListened('api.deleteRepo(id);')).toEqual(['Program']);
    expect(typesListened("api['del\\u0065teRepo'](id);")).toEqual(['CallExpression']);
    expect(destructiveMatcher(['delete']).inText).toBeInstanceOf(WholeNames);
  });

  it('finds exactly the calls that mayBeDestructive lets through, in the order ESLint visits them', () => {
    const verb = fc.constantFrom('delete', 'Delete', 'DELETE', 'remove', 'Remove', 'purge');
    const word = fc.constantFrom('repo', 'Repo', 'All', 'x', '_', '$', 'un', 'ed', 'list', 'get');
    const name = fc.array(fc.oneof(verb, word), { minLength: 1, maxLength: 4 }).map((p) => p.join('')).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
    // a name written alone, where `delete` would be the operator
    const bare = name.filter((n) => n !== 'delete');
    // what may stand between a callee and its call, or a quoted name's pieces
    const gap = fc.constantFrom('', ' ', '\n  ', ' /* c */ ', ' // c\n', '\t');
    const quoted = fc.tuple(name, fc.constantFrom('-', ' ', '.', ':', '/'), name).map(([a, sep, b]) => `${a}${sep}${b}`);
    const call: fc.Memo<string> = fc.memo((depth) => {
      const args = depth <= 1 ? fc.constant('') : fc.array(call(depth - 1), { maxLength: 2 }).map((a) => a.join(', '));
      const plain = fc.constantFrom('api', 'this.client', 'a.b');
      const receiver = depth <= 1 ? plain : fc.oneof(plain, call(depth - 1).map((c) => `(${c})`));
      return fc.oneof(
        fc.tuple(bare, args).map(([n, a]) => `${n}(${a})`),
        fc.tuple(receiver, name, args).map(([r, n, a]) => `${r}.${n}(${a})`),
        fc.tuple(receiver, name, args).map(([r, n, a]) => `${r}['${n}'](${a})`),
        fc.tuple(receiver, name, args).map(([r, n, a]) => `${r}?.${n}(${a})`),
        fc.tuple(receiver, name, args).map(([r, n, a]) => `(${r}.${n} as F)(${a})`),
        fc.tuple(receiver, name, args).map(([r, n, a]) => `${r}.${n}!(${a})`),
        fc.tuple(receiver, name, gap, args).map(([r, n, g, a]) => `${r}.${n}${g}(${a})`),
        fc.tuple(receiver, quoted, gap, args).map(([r, n, g, a]) => `${r}[ "${n}" ]${g}(${a})`),
        fc.tuple(receiver, name, gap, args).map(([r, n, g, a]) => `(${r}.${n} satisfies F)${g}(${a})`),
        fc.tuple(receiver, name, gap, args).map(([r, n, g, a]) => `${r}.${n}${g}?.(${a})`),
        fc.tuple(receiver, name, gap, args).map(([r, n, g, a]) => `${r}.${n}${g}<T>(${a})`),
        fc.tuple(name, quoted).map(([n, q]) => `x = { ${n}: '${q}', [\`${n}\`]: 1 }`),
        fc.tuple(receiver, bare).map(([r, n]) => `${r}[${n}]()`),
        fc.tuple(receiver, name).map(([r, n]) => `keep(${r}.${n}, '${n}')`),
      );
    });
    fc.assert(
      fc.property(fc.array(call(3), { minLength: 1, maxLength: 4 }), (calls) => {
        const { visited, found } = bothWays(calls.map((c) => `${c};`).join('\n'), ['delete', 'remove', 'purge']);
        expect(found).toEqual(visited);
      }),
      { numRuns: 300 },
    );
  });
});

describe('nodeAt: the deepest node whose range holds an index', () => {
  it('agrees with a walk of every node, at every index of a file', () => {
    const code = `
      import { a } from 'b';
      const [, x, , y] = [1, , 2, , 3];
      export class C<T> extends D { #p = 1; @dec m(k: T): string { return \`\${k}-\${this.#p}\`; } }
      const o = { a, b: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], c() { return f(...o.b); } };
      for (const k of Object.keys(o)) if (k) { g(k as keyof typeof o); } else { h(k!); }
    `;
    lintWith(code, (context) => {
      const sourceCode = context.sourceCode;
      useVisitorKeys(sourceCode.visitorKeys);
      const root = sourceCode.ast as unknown as TSESTree.Node;
      const all: TSESTree.Node[] = [];
      walk(root, (n) => {
        all.push(n);
      });
      for (let i = 0; i < code.length; i++) {
        // the walk visits a parent before its children: the last node that holds i is the deepest
        const deepest = all.filter((n) => n.range[0] <= i && i < n.range[1]).at(-1) ?? root;
        expect(nodeAt(root, i), `index ${i}`).toBe(deepest);
      }
      return {};
    });
  });
});
