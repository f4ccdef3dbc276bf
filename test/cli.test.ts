import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli/args.js';
import { root } from './support/lint-project.js';

const run = promisify(execFile);
const bin = path.join(root, 'dist/src/cli/main.js');

async function cli(args: string[], cwd = root): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

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
    expect(stderr).toContain('no findings');
  });

  it('falls back to the untyped rules when there is no tsconfig.json', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-cli-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'job.js'),
        'export async function f(ns) {\n  const pods = await k8s.listPods(ns);\n  if (pods.items.length === 0) await k8s.deleteNamespace(ns);\n}\n',
      );
      const { code, stdout, stderr } = await cli(['check', '.', '--format', 'json'], dir);
      expect(code).toBe(1);
      expect(stderr).toBe('');
      const results = JSON.parse(stdout) as { messages: { ruleId: string; line: number }[] }[];
      expect(results[0]?.messages.map((m) => [m.ruleId, m.line])).toEqual([['completeness/no-empty-as-absence', 3]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes SARIF 2.1.0 that code-scanning UIs accept', async () => {
    const { code, stdout } = await cli(['check', 'examples/unsafe', '--format=sarif']);
    expect(code).toBe(1);
    const sarif = JSON.parse(stdout) as {
      version: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string; helpUri?: string }[] } };
        results: { ruleId: string; ruleIndex: number; level: string; message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: { startLine: number; startColumn: number } } }[] }[];
        invocations: { executionSuccessful: boolean }[];
      }[];
    };
    expect(sarif.version).toBe('2.1.0');
    const [runOut] = sarif.runs;
    expect(runOut?.tool.driver.name).toBe('completeness');
    expect(runOut?.invocations[0]?.executionSuccessful).toBe(true);
    expect(runOut?.results.length).toBeGreaterThanOrEqual(9);
    for (const r of runOut?.results ?? []) {
      expect(runOut?.tool.driver.rules[r.ruleIndex]?.id).toBe(r.ruleId);
      expect(r.level).toBe('error');
      expect(r.message.text.length).toBeGreaterThan(20);
      const loc = r.locations[0]?.physicalLocation;
      expect(loc?.artifactLocation.uri).toMatch(/^examples\/unsafe\/[\w-]+\.ts$/);
      expect(loc?.artifactLocation.uriBaseId).toBe('%SRCROOT%');
      expect(loc?.region.startLine).toBeGreaterThan(0);
    }
    for (const rule of runOut?.tool.driver.rules ?? []) expect(rule.helpUri).toMatch(/docs\/rules\/.+\.md$/);
  });

  it.each([
    [['check', '--nope']],
    [['check', 'does/not/exist']],
    [['check', '.', '--format', 'xml']],
    [['lint']],
    [[]],
  ])('exits 2 with a clear message for %j', async (args) => {
    const { code, stderr } = await cli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^completeness: /);
    expect(stderr).toContain('Usage: completeness check');
  });

  it('parses arguments', () => {
    expect(parseArgs(['check'])).toEqual({ command: 'check', paths: ['.'], format: 'stylish', help: false });
    expect(parseArgs(['check', 'a', 'b', '-f', 'json'])).toMatchObject({ paths: ['a', 'b'], format: 'json' });
    expect(parseArgs(['--help']).help).toBe(true);
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
});
