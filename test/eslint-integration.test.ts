import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import plugin from '../rules/index.js';
import { expectedReports, makeLintProject, root } from './support/lint-project.js';

const exampleFiles = Object.fromEntries(
  ['services.ts', 'unsafe/janitor.ts', 'unsafe/mcp-server.ts', 'unsafe/sync-job.ts', 'safe/janitor.ts', 'safe/mcp-server.ts', 'safe/sync-job.ts'].map((f) => [
    f,
    fs.readFileSync(path.join(root, 'examples', f), 'utf8'),
  ]),
);

interface ESLintModule {
  ESLint: new (opts: Record<string, unknown>) => { lintFiles(patterns: string[]): Promise<{ filePath: string; messages: { ruleId: string | null; line: number; fatal?: boolean; message: string }[] }[]> };
}

const versions: [string, () => Promise<ESLintModule>][] = [
  ['ESLint 10', () => import('eslint')],
  ['ESLint 9', () => import('eslint-v9')],
];

describe.each(versions)('the plugin under %s', (_label, load) => {
  it.each([
    ['cache, no concurrency', { cache: true, concurrency: 'off' }],
    ['concurrency auto', { cache: false, concurrency: 'auto' }],
    ['cache + concurrency auto', { cache: true, concurrency: 'auto' }],
  ])('recommended reports exactly the unsafe spots in examples/ (%s)', async (_name, opts) => {
    const { ESLint } = await load();
    const cwd = makeLintProject(exampleFiles);
    try {
      const run = async () => {
        const eslint = new ESLint({ cwd, ...opts, cacheLocation: path.join(cwd, '.eslintcache') });
        const results = await eslint.lintFiles(['**/*.ts']);
        return Object.fromEntries(
          results.map((r) => [
            path.relative(cwd, r.filePath),
            new Set(r.messages.map((m) => (m.fatal ? `fatal:${m.message}` : `${String(m.line)}:${String(m.ruleId).replace('completeness/', '')}`))),
          ]),
        );
      };
      const first = await run();
      for (const [file, reports] of Object.entries(first)) {
        expect([...reports].sort(), file).toEqual([...expectedReports(path.join(cwd, file))].sort());
      }
      expect(first['unsafe/janitor.ts']?.size).toBeGreaterThan(0);
      if (opts.cache) {
        expect(fs.existsSync(path.join(cwd, '.eslintcache'))).toBe(true);
        expect(await run()).toEqual(first);
      }
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });
});

describe('plugin shape', () => {
  it('has meta, rules and flat configs, each one config object with its own files and parser', () => {
    expect(plugin.meta.name).toBe('completeness/eslint-plugin');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(plugin.meta.version).toBe(pkg.version);
    expect(Object.keys(plugin.configs).sort()).toEqual(['all', 'disableTypeChecked', 'recommended', 'recommendedTypeChecked', 'strict', 'strictTypeChecked']);
    for (const [name, config] of Object.entries(plugin.configs)) {
      expect(config.plugins?.completeness).toBe(plugin);
      if (name !== 'disableTypeChecked') {
        expect(config.files?.length).toBeGreaterThan(0);
        expect(config.languageOptions?.parser).toBeDefined();
      }
      for (const rule of Object.keys(config.rules ?? {})) expect(plugin.rules).toHaveProperty(rule.replace('completeness/', ''));
    }
  });

  it('typed configs apply to TypeScript files only, with the project service; disableTypeChecked turns each typed rule off', () => {
    const typed = Object.entries(plugin.rules)
      .filter(([, r]) => r.meta.docs?.requiresTypeChecking === true)
      .map(([name]) => `completeness/${name}`);
    expect(typed.length).toBeGreaterThan(0);
    for (const name of ['recommended', 'strict'] as const) {
      expect(plugin.configs[name].files).toEqual(['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx', '**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx']);
      for (const rule of Object.keys(plugin.configs[name].rules ?? {})) expect(typed).not.toContain(rule);
    }
    for (const name of ['recommendedTypeChecked', 'strictTypeChecked', 'all'] as const) {
      expect(plugin.configs[name].files).toEqual(['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx']);
      expect(plugin.configs[name].languageOptions?.parserOptions).toEqual({ projectService: true });
    }
    expect(Object.keys(plugin.configs.all.rules ?? {})).toEqual(expect.arrayContaining(typed));
    expect(plugin.configs.disableTypeChecked.rules).toEqual(Object.fromEntries(typed.map((r) => [r, 'off'])));
  });

  it('recommended runs a rule with its recommendedOptions; strict runs its defaults', () => {
    const narrowed = Object.entries(plugin.rules).filter(([, r]) => r.meta.docs?.recommendedOptions !== undefined);
    expect(narrowed.map(([name]) => name)).toContain('no-short-page-as-end');
    for (const [name, rule] of narrowed) {
      const id = `completeness/${name}`;
      for (const config of ['recommended', 'recommendedTypeChecked'] as const) {
        expect(plugin.configs[config].rules?.[id]).toEqual(['error', ...(rule.meta.docs?.recommendedOptions ?? [])]);
      }
      expect(plugin.configs.strict.rules?.[id]).toBe('error');
    }
    expect(plugin.configs.recommended.rules?.['completeness/no-short-page-as-end']).toEqual(['error', { shortPages: 'proven' }]);
  });

  it('README states no rule count but the real one', () => {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const counts = [...readme.matchAll(/\b(\d+|[a-z]+) (?:lint |ESLint )?rules\b/gi)]
      .map((m) => (m[1] ?? '').toLowerCase())
      .map((w) => (/^\d+$/.test(w) ? Number(w) : words.indexOf(w)))
      .filter((n) => n >= 0);
    for (const n of counts) expect(n).toBe(Object.keys(plugin.rules).length);
  });

  it('every rule links its doc and the doc exists', () => {
    for (const [name, rule] of Object.entries(plugin.rules)) {
      expect(rule.meta.docs?.url).toMatch(new RegExp(`/docs/rules/${name}\\.md$`));
      expect(fs.existsSync(path.join(root, 'docs/rules', `${name}.md`))).toBe(true);
    }
  });
});

const JS_BUG = 'export async function f(api) {\n  const page = await api.list();\n  if (page.items.length === 0) await api.deleteAll();\n}\n';
const TS_BUG = 'export async function f(api: { list(): Promise<{ items: string[] }>; deleteAll(): Promise<void> }) {\n  const page = await api.list();\n  if (page.items.length === 0) await api.deleteAll();\n}\n';
const TYPED_BUG = "import type { Complete, Listing } from 'completeness';\nexport function f(l: Listing<string>): Complete<string> {\n  return l as Complete<string>;\n}\n";
const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true }, include: ['src'] });

/** A project with `files`, `eslint.config.js` = `config` (with PLUGIN / TSESLINT standing for their URLs) and this package linked as `completeness`. */
function configProject(files: Record<string, string>, config: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-config-'));
  for (const [name, text] of Object.entries({ ...files, 'package.json': '{"type":"module","private":true}' })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(root, path.join(dir, 'node_modules/completeness'), 'dir');
  const url = (p: string) => JSON.stringify(pathToFileURL(path.join(root, p)).href);
  fs.writeFileSync(path.join(dir, 'eslint.config.js'), config.replaceAll('PLUGIN', url('dist/rules/index.js')).replaceAll('TSESLINT', url('node_modules/typescript-eslint/dist/index.js')));
  return dir;
}

async function lintProject(dir: string): Promise<Record<string, string[]>> {
  const { ESLint } = await import('eslint');
  const results = await new ESLint({ cwd: dir }).lintFiles(['.']);
  return Object.fromEntries(results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => (m.fatal ? `fatal: ${m.message}` : String(m.ruleId)))]));
}

describe('each config works on its own', () => {
  it.each(['recommended', 'strict'])('[completeness.configs.%s] lints .js, .mjs, .cts and .ts files of a TypeScript project', async (name) => {
    const dir = configProject(
      { 'tsconfig.json': TSCONFIG, 'src/a.ts': TS_BUG, 'src/b.cts': TS_BUG, 'src/c.js': JS_BUG, 'src/d.mjs': JS_BUG, 'src/clean.ts': 'export const one = 1;\n' },
      `import completeness from PLUGIN;\nexport default [completeness.configs.${name}];\n`,
    );
    try {
      const byFile = await lintProject(dir);
      for (const file of ['src/a.ts', 'src/b.cts', 'src/c.js', 'src/d.mjs']) {
        expect(byFile[file]?.length, file).toBeGreaterThan(0);
        expect(byFile[file]?.every((m) => m.startsWith('completeness/')), `${file}: ${String(byFile[file])}`).toBe(true);
      }
      expect(byFile['src/clean.ts']).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['recommendedTypeChecked', 'strictTypeChecked', 'all'])('[completeness.configs.%s] runs every rule, typed ones too, on TypeScript with its own project service', async (name) => {
    const dir = configProject(
      { 'tsconfig.json': TSCONFIG, 'src/typed.ts': TYPED_BUG, 'src/untyped.ts': TS_BUG, 'src/clean.ts': 'export const one = 1;\n' },
      `import completeness from PLUGIN;\nexport default [completeness.configs.${name}];\n`,
    );
    try {
      const byFile = await lintProject(dir);
      expect(byFile['src/typed.ts']).toContain('completeness/no-unsafe-complete-cast');
      expect(byFile['src/untyped.ts']?.length).toBeGreaterThan(0);
      expect(byFile['src/untyped.ts']?.every((m) => m.startsWith('completeness/'))).toBe(true);
      expect(byFile['src/clean.ts']).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("does not crash beside typescript-eslint's documented JS block (disableTypeChecked on **/*.js)", async () => {
    const dir = configProject(
      { 'tsconfig.json': TSCONFIG, 'src/typed.ts': TYPED_BUG, 'src/plain.js': JS_BUG },
      `import tseslint from TSESLINT;
import completeness from PLUGIN;
export default tseslint.config(
  tseslint.configs.recommendedTypeChecked,
  completeness.configs.recommended,
  completeness.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
`,
    );
    try {
      const byFile = await lintProject(dir);
      expect(byFile['src/typed.ts']).toContain('completeness/no-unsafe-complete-cast');
      expect(byFile['src/plain.js']?.some((m) => m.startsWith('completeness/'))).toBe(true);
      expect(Object.values(byFile).flat().filter((m) => m.startsWith('fatal'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
