import tsParser from '@typescript-eslint/parser';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import { errorResultClient } from '../../../rules/utils/api/error-results.js';
import { AST_NODE_TYPES, type TSESTree } from '../../../rules/utils/typed/ts-eslint.js';

/** For each awaited call of `code`, the id of the client that answers its failures in the result, or null. */
function clients(code: string): (string | null)[] {
  const found: (string | null)[] = [];
  const rule: Rule.RuleModule = {
    create: () => ({
      AwaitExpression(node: Rule.Node) {
        const argument = (node as unknown as TSESTree.AwaitExpression).argument;
        if (argument.type === AST_NODE_TYPES.CallExpression) found.push(errorResultClient(argument)?.id ?? null);
      },
    }),
  };
  const config = [{ languageOptions: { parser: tsParser }, plugins: { t: { rules: { clients: rule } } }, rules: { 't/clients': 'error' as const } }];
  new Linter({ configType: 'flat' }).verify(code, config);
  return found;
}

describe('errorResultClient', () => {
  it('knows a Supabase request by its receiver or by the file importing the client', () => {
    expect(clients("async function f(supabaseAdmin) { await supabaseAdmin.auth.admin.listUsers(); }")).toEqual(['supabase']);
    const imported = "import { createClient } from '@supabase/supabase-js';\n";
    expect(clients(`${imported}async function f(db) { await db.from('t').select('*').eq('a', 1); }`)).toEqual(['supabase']);
    expect(clients("async function f(db) { await db.from('t').select('*'); }")).toEqual([null]);
  });

  it('leaves a request asked to reject, and a chain through no request method', () => {
    expect(clients("async function f(supabase) { await supabase.from('t').select().throwOnError(); }")).toEqual([null]);
    expect(clients("async function f(supabase) { await supabase.channel('x').subscribe(); }")).toEqual([null]);
  });

  it("knows urql's request only once it is settled into a promise", () => {
    const urql = "import { Client } from '@urql/core';\n";
    expect(clients(`${urql}async function f(client) { await client.query(Doc, {}).toPromise(); }`)).toEqual(['urql']);
    expect(clients(`${urql}async function f(client) { await client.query(Doc, {}); }`)).toEqual([null]);
    expect(clients("async function f(http) { await http.query(url).toPromise(); }")).toEqual([null]);
  });
});
