import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { root } from './lint-project.js';

const run = promisify(execFile);
export const bin = process.env.COMPLETENESS_CLI_BIN ?? path.join(root, 'dist/src/cli/main.js');

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI as a user would, in `cwd`. */
export async function cli(args: readonly string[], cwd = root): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch directory holding `files` (path → text), removed after the test file. */
export function scratch(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-cli-')));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** One finding of completeness/no-empty-as-absence (an untyped rule), on line 3. */
export const UNSAFE_JS = 'export async function f(ns) {\n  const pods = await k8s.listPods(ns);\n  if (pods.items.length === 0) await k8s.deleteNamespace(ns);\n}\n';
export const SAFE_JS = 'export const answer = 42;\n';
