import fs from 'node:fs';
import path from 'node:path';
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
  it('has meta, rules and flat configs', () => {
    expect(plugin.meta.name).toBe('completeness/eslint-plugin');
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(plugin.meta.version).toBe(pkg.version);
    expect(Object.keys(plugin.configs).sort()).toEqual(['all', 'disableTypeChecked', 'recommended', 'recommendedTypeChecked', 'strict', 'strictTypeChecked']);
    for (const config of Object.values(plugin.configs)) {
      expect(config.plugins?.completeness).toBe(plugin);
      for (const name of Object.keys(config.rules ?? {})) expect(plugin.rules).toHaveProperty(name.replace('completeness/', ''));
    }
  });

  it('recommended needs no type information and disableTypeChecked turns every typed rule off', () => {
    for (const name of Object.keys(plugin.configs.recommended.rules ?? {})) {
      const rule = plugin.rules[name.replace('completeness/', '') as keyof typeof plugin.rules];
      expect(rule.meta.docs?.requiresTypeChecking).not.toBe(true);
    }
    const typed = Object.entries(plugin.rules).filter(([, r]) => (r.meta.docs as { requiresTypeChecking?: boolean }).requiresTypeChecking === true);
    expect(Object.keys(plugin.configs.disableTypeChecked.rules ?? {}).length).toBe(typed.length);
  });

  it('every rule links its doc and the doc exists', () => {
    for (const [name, rule] of Object.entries(plugin.rules)) {
      expect(rule.meta.docs?.url).toMatch(new RegExp(`/docs/rules/${name}\\.md$`));
      expect(fs.existsSync(path.join(root, 'docs/rules', `${name}.md`))).toBe(true);
    }
  });
});
