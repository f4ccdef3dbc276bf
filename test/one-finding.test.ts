import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../rules/index.js';
import { PRECEDENCE } from '../rules/utils/reporting/one-finding.js';
import { root } from './support/lint-project.js';

/** One finding per mistake (rules/utils/reporting/one-finding.ts), through ESLint with the plugin's own configs. */

const typedDir = path.resolve(import.meta.dirname, 'fixtures/typed');

const WITH_PR = `import type { Listing } from 'completeness';
declare function listPulls(repo: string): Promise<Listing<{ head: string }>>;
declare function deleteBranch(b: string): Promise<void>;
export async function pruneBranches(repo: string, branches: string[]) {
  const prs = await listPulls(repo);
  const withPr = new Set(prs.items.map((p) => p.head));
  for (const b of branches) if (!withPr.has(b)) await deleteBranch(b);
}
`;

const SEARCH = `export async function titles(q: string) {
  const res = await octokit.rest.search.issuesAndPullRequests({ q });
  return res.data.items.map((i) => i.title);
}
`;

const PAGINATE_SEARCH = `export async function all(q: string) {
  return octokit.paginate('GET /search/issues', { q });
}
`;

type ConfigName = 'recommendedTypeChecked' | 'strictTypeChecked' | 'recommended';

async function findings(code: string, config: ConfigName, adjust: (rules: Linter.RulesRecord) => Linter.RulesRecord = (r) => r): Promise<string[]> {
  const base = plugin.configs[config];
  const eslint = new ESLint({
    cwd: typedDir,
    overrideConfigFile: true,
    overrideConfig: [{ ...base, rules: adjust({ ...(base.rules as Linter.RulesRecord) }) }, { languageOptions: { parserOptions: { tsconfigRootDir: typedDir } } }],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(typedDir, 'file.ts') });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => `${String(m.line)}:${String(m.column)} ${String(m.ruleId).replace('completeness/', '')}`);
}

const off = (rule: string) => (rules: Linter.RulesRecord) => ({ ...rules, [`completeness/${rule}`]: 'off' as const });
const reversed = (rules: Linter.RulesRecord) => Object.fromEntries(Object.entries(rules).reverse());

describe('one finding per mistake', () => {
  it('lists every rule once in the precedence order', () => {
    expect([...PRECEDENCE].sort()).toEqual(Object.keys(plugin.rules).sort());
  });

  it.each(['recommendedTypeChecked', 'strictTypeChecked'] as const)('`!withPr.has(b)` gives one finding under %s: no-absence-from-partial', async (config) => {
    expect(await findings(WITH_PR, config)).toEqual(['7:33 no-absence-from-partial']);
  });

  it('`!withPr.has(b)`: with no-absence-from-partial off, no-empty-as-absence reports it; untyped, too', async () => {
    expect(await findings(WITH_PR, 'recommendedTypeChecked', off('no-absence-from-partial'))).toEqual(['7:33 no-empty-as-absence']);
    expect(await findings(WITH_PR, 'recommended')).toEqual(['7:33 no-empty-as-absence']);
  });

  it.each(['recommendedTypeChecked', 'strictTypeChecked', 'recommended'] as const)('one GitHub search response gives one finding under %s, at the request: no-single-page-as-whole', async (config) => {
    // the same line with types and without, so a disable comment keeps working when a project turns types on
    expect(await findings(SEARCH, config)).toEqual(['2:21 no-single-page-as-whole']);
  });

  it('the search response: with no-single-page-as-whole off, no-ignored-completeness-signal reports it at the items read', async () => {
    expect(await findings(SEARCH, 'recommendedTypeChecked', off('no-single-page-as-whole'))).toEqual(['3:10 no-ignored-completeness-signal']);
  });

  it('`paginate()` over a search gives one finding; the other rule reports it when the first is off', async () => {
    expect(await findings(PAGINATE_SEARCH, 'recommendedTypeChecked')).toEqual(['2:10 no-single-page-as-whole']);
    expect(await findings(PAGINATE_SEARCH, 'recommendedTypeChecked', off('no-single-page-as-whole'))).toEqual(['2:10 no-ignored-completeness-signal']);
  });

  it('does not depend on the order the rules run in', async () => {
    for (const code of [WITH_PR, SEARCH, PAGINATE_SEARCH]) {
      expect(await findings(code, 'strictTypeChecked', reversed)).toEqual(await findings(code, 'strictTypeChecked'));
    }
  });

  it('keeps one finding with the cache and worker threads, run twice', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-one-finding-'));
    try {
      const files: Record<string, string> = {
        'src/with-pr.ts': WITH_PR,
        'src/search.ts': `declare const octokit: { rest: { search: { issuesAndPullRequests(p: { q: string }): Promise<{ data: { incomplete_results: boolean; items: { title: string }[] } }> } } };\n${SEARCH}`,
        'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true, skipLibCheck: true }, include: ['src'] }),
        'package.json': '{"type":"module","private":true}',
        'eslint.config.js': `import completeness from ${JSON.stringify(pathToFileURL(path.join(root, 'dist/rules/index.js')).href)};\nexport default [completeness.configs.recommendedTypeChecked, { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } }];\n`,
      };
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
      fs.mkdirSync(path.join(dir, 'node_modules'));
      fs.symlinkSync(root, path.join(dir, 'node_modules/completeness'), 'dir');
      const run = async () => {
        const eslint = new ESLint({ cwd: dir, cache: true, cacheLocation: path.join(dir, '.eslintcache'), concurrency: 'auto' });
        const results = await eslint.lintFiles(['src']);
        return Object.fromEntries(results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => `${String(m.line)} ${String(m.ruleId)}`)]));
      };
      const expected = { [path.join('src', 'search.ts')]: ['3 completeness/no-single-page-as-whole'], [path.join('src', 'with-pr.ts')]: ['7 completeness/no-absence-from-partial'] };
      expect(await run()).toEqual(expected);
      expect(await run()).toEqual(expected);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
