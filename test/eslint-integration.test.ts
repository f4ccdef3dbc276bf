import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import plugin, { configRules } from '../rules/index.js';
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
  it('has meta, rules and flat configs, each a list of parts with their own files', () => {
    expect(plugin.meta.name).toBe('completeness/eslint-plugin');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(plugin.meta.version).toBe(pkg.version);
    expect(Object.keys(plugin.configs).sort()).toEqual(['all', 'disableTypeChecked', 'recommended', 'recommendedTypeChecked', 'strict', 'strictTypeChecked']);
    for (const [name, parts] of Object.entries(plugin.configs)) {
      for (const part of parts) {
        expect(part.plugins?.completeness).toBe(plugin);
        if (name !== 'disableTypeChecked') expect(part.files?.length).toBeGreaterThan(0);
        for (const rule of Object.keys(part.rules ?? {})) expect(plugin.rules).toHaveProperty(rule.replace('completeness/', ''));
      }
    }
  });

  it('typed rules run on TypeScript files only, with the project service; disableTypeChecked turns each off', () => {
    const typed = Object.entries(plugin.rules)
      .filter(([, r]) => r.meta.docs.requiresTypeChecking === true)
      .map(([name]) => `completeness/${name}`);
    expect(typed.length).toBeGreaterThan(0);
    for (const name of ['recommended', 'strict'] as const) {
      for (const rule of Object.keys(configRules(name))) expect(typed).not.toContain(rule);
    }
    for (const name of ['recommendedTypeChecked', 'strictTypeChecked', 'all'] as const) {
      for (const part of plugin.configs[name]) {
        const hasTyped = Object.keys(part.rules ?? {}).some((r) => typed.includes(r));
        if (hasTyped) {
          expect(part.files).toEqual(['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx']);
          expect(part.languageOptions?.parserOptions).toEqual({ projectService: true });
        }
      }
    }
    expect(Object.keys(configRules('all'))).toEqual(expect.arrayContaining(typed));
    expect(configRules('disableTypeChecked')).toEqual(Object.fromEntries(typed.map((r) => [r, 'off'])));
  });

  it('every rule links its doc and the doc exists', () => {
    for (const [name, rule] of Object.entries(plugin.rules)) {
      expect(rule.meta.docs?.url).toMatch(new RegExp(`/docs/rules/${name}\\.md$`));
      expect(fs.existsSync(path.join(root, 'docs/rules', `${name}.md`))).toBe(true);
    }
  });
});
