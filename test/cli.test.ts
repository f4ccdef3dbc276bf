import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli/args.js';
import { cli, SAFE_JS, scratch, UNSAFE_JS } from './support/cli.js';
import { root } from './support/lint-project.js';

interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; message: string }[];
}
const ruleIds = (stdout: string) => (JSON.parse(stdout) as JsonResult[]).flatMap((r) => r.messages.map((m) => m.ruleId));

describe('completeness check', () => {
  it('reports the unsafe examples with type information and exits 1', async () => {
    const { code, stdout, stderr } = await cli(['check', 'examples/']);
    expect(code).toBe(1);
    expect(stderr).toContain('type-aware rules on: tsconfig.json');
    for (const rule of ['no-empty-as-absence', 'no-silent-page-cap', 'no-has-more-as-complete', 'no-status-as-complete', 'require-structured-completeness', 'no-absence-from-partial']) {
      expect(stdout).toContain(`completeness/${rule}`);
    }
    expect(stdout).not.toContain(`examples${path.sep}safe`);
  });

  it('finds nothing in the safe examples and exits 0', async () => {
    const { code, stderr } = await cli(['check', 'examples/safe']);
    expect(code).toBe(0);
    expect(stderr).toContain('3 file(s) linted, no findings');
  });

  it('falls back to the untyped rules when there is no tsconfig.json', async () => {
    const dir = scratch({ 'job.js': UNSAFE_JS });
    const { code, stdout, stderr } = await cli(['check', '.', '--format', 'json'], dir);
    expect(code).toBe(1);
    expect(stderr).toContain('no tsconfig.json found');
    const results = JSON.parse(stdout) as JsonResult[];
    expect(results[0]?.messages.map((m) => [m.ruleId, m.line])).toEqual([['completeness/no-empty-as-absence', 3]]);
  });

  it.each([[['check', '--nope']], [['check', '.', '--format', 'xml']], [['check', '--ignore-pattern']], [['lint']], [[]]])(
    'exits 2 and prints the usage once for the malformed command line %j',
    async (args) => {
      const { code, stderr } = await cli(args);
      expect(code).toBe(2);
      expect(stderr).toMatch(/^completeness: /);
      expect(stderr.split('Usage: completeness check')).toHaveLength(2);
    },
  );

  it('exits 2 with the message alone, no usage text, for a path that does not exist', async () => {
    const { code, stderr } = await cli(['check', 'does/not/exist']);
    expect(code).toBe(2);
    expect(stderr).toBe('completeness: no such file or directory: does/not/exist\n');
  });

  it('parses arguments', () => {
    expect(parseArgs(['check'])).toEqual({ command: 'check', paths: ['.'], format: 'stylish', ignorePatterns: [], help: false, version: false });
    expect(parseArgs(['check', 'a', 'b', '-f', 'json'])).toMatchObject({ paths: ['a', 'b'], format: 'json' });
    expect(parseArgs(['check', '--ignore-pattern', 'x/', '--ignore-pattern=*.gen.ts', 'src'])).toMatchObject({ paths: ['src'], ignorePatterns: ['x/', '*.gen.ts'] });
    expect(parseArgs(['--help']).help).toBe(true);
    expect(parseArgs(['--version']).version).toBe(true);
  });
});

describe('check runs the recommended config as configured', () => {
  /** A page-numbered walk ended by a short page: `strict`'s report, not `recommended`'s, unless `batch` is filtered. */
  const walk = (batch: string) => `
export async function exportCases(api, batchSize) {
  const out = [];
  for (let offset = 0; ; offset += batchSize) {
    const page = await api.listCases({ limit: batchSize, offset });
    const batch = ${batch};
    out.push(...batch);
    if (batch.length < batchSize) break;
  }
  return out;
}
`;

  it("keeps a rule's options: no-short-page-as-end reports only a short page known not to be the last", async () => {
    const quiet = await cli(['check', '--format', 'json'], scratch({ 'src/walk.js': walk('page.items') }));
    expect(ruleIds(quiet.stdout)).toEqual([]);
    expect(quiet.code).toBe(0);
    const filtered = await cli(['check', '--format', 'json'], scratch({ 'src/walk.js': walk("page.items.filter((c) => c.open)") }));
    expect(ruleIds(filtered.stdout)).toEqual(['completeness/no-short-page-as-end']);
    expect(filtered.code).toBe(1);
  });
});

describe('only this plugin decides (issue 13, item 1)', () => {
  const files = {
    'src/any.ts': '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const x: any = 1;\n',
    'src/null.js': '// eslint-disable-next-line unicorn/no-null\nexport const z = null;\n',
    'src/hooks.js': '/* eslint-disable react-hooks/exhaustive-deps */\nexport const View = () => <div>{1}</div>;\n',
    'src/unused.js': '// eslint-disable-next-line no-console\nexport const w = 2;\n',
    'src/broken.js': 'export const = ;\n',
  };

  it('a clean project with foreign disable comments, unused directives and a parse error exits 0', async () => {
    const dir = scratch(files);
    const { code, stdout, stderr } = await cli(['check'], dir);
    expect(stdout).not.toMatch(/Definition for rule|Unused eslint-disable|fixable|problem/);
    expect(stderr).toContain('skipped 1 file(s) that were not linted:\n  src/broken.js: 1:13 Parsing error');
    expect(stderr).toContain('4 file(s) linted, no findings');
    expect(code).toBe(0);
  });

  it('the same project with one real finding exits 1 and prints that finding alone', async () => {
    const dir = scratch({ ...files, 'src/job.js': UNSAFE_JS });
    const json = await cli(['check', '--format', 'json'], dir);
    expect(json.code).toBe(1);
    expect(ruleIds(json.stdout)).toEqual(['completeness/no-empty-as-absence']);
    const stylish = await cli(['check'], dir);
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain('1 problem (1 error, 0 warnings)');
    expect(stylish.stdout).not.toMatch(/Definition for rule|Unused eslint-disable|fixable|Parsing error/);
  });

  it('SARIF carries only completeness results and rules; the parse error is a notification', async () => {
    const dir = scratch({ ...files, 'src/job.js': UNSAFE_JS });
    const { code, stdout } = await cli(['check', '--format', 'sarif'], dir);
    expect(code).toBe(1);
    const [run] = (JSON.parse(stdout) as { runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string }[]; invocations: { toolExecutionNotifications: { message: { text: string } }[] }[] }[] }).runs;
    expect(run?.results.map((r) => r.ruleId)).toEqual(['completeness/no-empty-as-absence']);
    expect(run?.tool.driver.rules.map((r) => r.id)).toEqual(['completeness/no-empty-as-absence']);
    expect(run?.invocations[0]?.toolExecutionNotifications.map((n) => n.message.text)).toEqual([expect.stringContaining('Parsing error') as unknown]);
  });

  it('a project whose only file does not parse exits 2: nothing was checked', async () => {
    const dir = scratch({ 'broken.js': 'export const = ;\n' });
    const { code, stderr } = await cli(['check'], dir);
    expect(code).toBe(2);
    expect(stderr).toContain('no file was linted');
  });
});

describe('paths outside the working directory (issue 13, item 2)', () => {
  it('lints ../other and an absolute file path', async () => {
    const dir = scratch({ 'here/ok.js': SAFE_JS, 'other/job.js': UNSAFE_JS });
    const here = path.join(dir, 'here');
    const relative = await cli(['check', '../other', '--format', 'json'], here);
    expect(relative.code).toBe(1);
    expect(ruleIds(relative.stdout)).toEqual(['completeness/no-empty-as-absence']);
    const absolute = await cli(['check', path.join(dir, 'other/job.js'), '--format', 'json'], here);
    expect(absolute.code).toBe(1);
    expect(ruleIds(absolute.stdout)).toEqual(['completeness/no-empty-as-absence']);
    const clean = await cli(['check', path.join(dir, 'here/ok.js')], path.join(dir, 'other'));
    expect(clean.code).toBe(0);
    expect(clean.stderr).toContain('1 file(s) linted, no findings');
  });

  it('SARIF gives a file outside the working directory an absolute URI', async () => {
    const dir = scratch({ 'here/ok.js': SAFE_JS, 'other/job.js': UNSAFE_JS });
    const { stdout } = await cli(['check', '../other', '--format', 'sarif'], path.join(dir, 'here'));
    const uri = (JSON.parse(stdout) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[] }[] }[] }).runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation;
    expect(uri).toEqual({ uri: `file://${path.join(dir, 'other/job.js')}` });
  });

  it.each([
    ['an empty directory', {}, '.'],
    ['a directory without JavaScript or TypeScript', { 'README.md': '# hi\n' }, '.'],
    ['a file that is not JavaScript or TypeScript', { 'notes.txt': 'hi\n' }, 'notes.txt'],
    ['a directory whose files are all ignored', { 'node_modules/x/index.js': UNSAFE_JS, 'dist/job.js': UNSAFE_JS }, '.'],
    ["Yarn Plug'n'Play's generated files", { '.pnp.cjs': UNSAFE_JS, '.pnp.loader.mjs': UNSAFE_JS, '.yarn/sdks/eslint/lib/api.js': UNSAFE_JS }, '.'],
  ])('exits 2, never 0, on %s', async (_name, files: Record<string, string>, target) => {
    const dir = scratch(files);
    const { code, stderr } = await cli(['check', target], dir);
    expect(code).toBe(2);
    expect(stderr).toContain('no file was linted');
  });
});

describe('everyday controls (issue 13, item 5)', () => {
  it('--version prints the package version', async () => {
    const { code, stdout } = await cli(['--version']);
    expect(code).toBe(0);
    expect(stdout).toBe(`${(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version}\n`);
  });

  it('skips node_modules, .gitignore entries, build output and minified files; --ignore-pattern adds more', async () => {
    const longLine = `export const data = [${Array.from({ length: 400 }, (_, i) => String(i)).join(',')}];`;
    const dir = scratch({
      '.gitignore': '# generated\n/generated/\n*.gen.js\n!keep.gen.js\n',
      'src/job.js': UNSAFE_JS,
      'src/keep.gen.js': SAFE_JS,
      'src/skip.gen.js': UNSAFE_JS,
      'generated/job.js': UNSAFE_JS,
      'node_modules/dep/job.js': UNSAFE_JS,
      'dist/job.js': UNSAFE_JS,
      'build/job.js': UNSAFE_JS,
      'src/vendor.min.js': UNSAFE_JS,
      'src/packed.js': `${UNSAFE_JS}${longLine.repeat(10)}\n`,
      'legacy/job.js': UNSAFE_JS,
      'legacy/other.js': UNSAFE_JS,
    });
    const all = await cli(['check', '--format', 'json'], dir);
    const files = (out: string) => (JSON.parse(out) as JsonResult[]).map((r) => path.relative(dir, r.filePath)).sort();
    expect(files(all.stdout)).toEqual(['legacy/job.js', 'legacy/other.js', 'src/job.js', 'src/keep.gen.js']);
    expect(all.stderr).toContain('src/packed.js: looks minified or bundled');
    const ignored = await cli(['check', '--format', 'json', '--ignore-pattern', 'legacy/job.js', '--ignore-pattern=other.js'], dir);
    expect(files(ignored.stdout)).toEqual(['src/job.js', 'src/keep.gen.js']);
    const back = await cli(['check', '--format', 'json', '--ignore-pattern', '!dist/'], dir);
    expect(files(back.stdout)).toContain('dist/job.js');
    const named = await cli(['check', 'src/vendor.min.js', '--format', 'json'], dir);
    expect(files(named.stdout)).toEqual(['src/vendor.min.js']);
  });

  it('respects the .gitignore of the repository root when checking a subdirectory', async () => {
    const dir = scratch({ '.git/HEAD': 'ref: refs/heads/main\n', '.gitignore': 'out/\n', 'pkg/out/job.js': UNSAFE_JS, 'pkg/src/ok.js': SAFE_JS });
    const { code, stdout } = await cli(['check', 'pkg', '--format', 'json'], path.join(dir));
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as JsonResult[]).map((r) => path.relative(dir, r.filePath))).toEqual(['pkg/src/ok.js']);
  });
});

describe('completeness inventory', () => {
  it('lists wrappers with their return shape and findings, as JSON, and exits 0', async () => {
    const { code, stdout } = await cli(['inventory', 'examples/', '--format', 'json']);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as { file: string; name: string; shape: string; caps: boolean; swallowsErrors: boolean; ignoresSignal: boolean }[];
    const unsafe = rows.find((r) => r.file === 'examples/unsafe/janitor.ts' && r.name === 'allMembers');
    expect(unsafe).toMatchObject({ shape: 'bare array', caps: true });
    const safe = rows.find((r) => r.file === 'examples/safe/janitor.ts' && r.name === 'allMembers');
    expect(safe).toMatchObject({ shape: 'Listing', caps: false, swallowsErrors: false, ignoresSignal: false });
    expect(rows.find((r) => r.name === 'searchDocsTool' && r.file.includes('unsafe'))?.ignoresSignal).toBe(true);
  });

  it('prints a markdown table for a tracking issue', async () => {
    const { code, stdout } = await cli(['inventory', 'examples/unsafe', '--format', 'markdown']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\| location \| function \| returns \| caps \| swallows errors \| ignores a signal \|/);
    expect(stdout).toContain('| examples/unsafe/janitor.ts:');
    expect(stdout).toMatch(/\d+ wrapper\(s\);/);
  });

  it('rejects a check-only format', async () => {
    const { code, stderr } = await cli(['inventory', '.', '--format', 'sarif']);
    expect(code).toBe(2);
    expect(stderr).toContain('--format must be one of table, json, markdown');
  });

  it('reports an empty tree with exit 0, as its help says, and never names check', async () => {
    const dir = scratch({ 'README.md': '# hi\n' });
    const { code, stdout, stderr } = await cli(['inventory'], dir);
    expect(code).toBe(0);
    expect(stdout).toContain('0 wrapper(s)');
    expect(stderr).not.toContain('check');
  });
});
