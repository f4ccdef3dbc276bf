#!/usr/bin/env node
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiExitCode, askApi, formatApi, type ApiFormat } from './api.js';
import { parseArgs, USAGE } from './args.js';
import { check, type Format } from './check.js';
import { formatInventory, inventory, type InventoryFormat } from './inventory.js';
import { UsageError, type SkippedFile } from './lint.js';

const say = (line: string) => process.stderr.write(`completeness: ${line}\n`);
const MAX_LISTED = 20;

/** A file count on stderr while linting, only for a terminal (CI logs get no carriage returns). */
function progress(): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (done, total) => {
    if (total <= 100) return;
    process.stderr.write(done < total ? `\rcompleteness: linted ${String(done)}/${String(total)} files` : '\r\x1b[K');
  };
}

function reportSkipped(skipped: readonly SkippedFile[], cwd: string): void {
  if (skipped.length === 0) return;
  say(`skipped ${String(skipped.length)} file(s) that were not linted:`);
  for (const s of skipped.slice(0, MAX_LISTED)) process.stderr.write(`  ${path.relative(cwd, s.file) || s.file}: ${s.reason}\n`);
  if (skipped.length > MAX_LISTED) process.stderr.write(`  … and ${String(skipped.length - MAX_LISTED)} more\n`);
}

async function main(argv: readonly string[]): Promise<number> {
  const cwd = process.cwd();
  try {
    const args = parseArgs(argv);
    if (args.version) {
      const pkg = createRequire(import.meta.url)('completeness/package.json') as { version: string };
      process.stdout.write(`${pkg.version}\n`);
      return 0;
    }
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args.command === 'api') {
      // parseArgs defaults the positionals to `.`, which names no operation
      const names = args.paths.filter((name) => name !== '.');
      if (names.length === 0) throw new UsageError('api needs an operation name, e.g. completeness api ListUsersCommand', { usage: true });
      const answers = askApi(names);
      process.stdout.write(`${formatApi(answers, args.format as ApiFormat)}\n`);
      return apiExitCode(answers);
    }
    const lintOptions = { paths: args.paths, cwd, ignorePatterns: args.ignorePatterns, progress: progress() };
    if (args.command === 'inventory') {
      const { rows, notes, skipped, linted } = await inventory(lintOptions);
      for (const note of notes) say(note);
      reportSkipped(skipped, cwd);
      if (linted === 0) say(`no file was linted under: ${args.paths.join(' ')}`);
      process.stdout.write(`${formatInventory(rows, args.format as InventoryFormat)}\n`);
      return 0;
    }
    if (args.command !== 'check') throw new UsageError(args.command === undefined ? 'missing command' : `unknown command ${args.command}`, { usage: true });
    const outcome = await check({ ...lintOptions, format: args.format as Format });
    for (const note of outcome.notes) say(note);
    reportSkipped(outcome.skipped, cwd);
    process.stdout.write(outcome.output.endsWith('\n') || outcome.output === '' ? outcome.output : `${outcome.output}\n`);
    if (outcome.exitCode === 2) say(`no file was linted under: ${args.paths.join(' ')}. A run that checks nothing is not a pass.`);
    else if (outcome.exitCode === 0) say(`${String(outcome.linted)} file(s) linted, no findings`);
    return outcome.exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      say(error.message);
      if (error.usage) process.stderr.write(`\n${USAGE}\n`);
      return 2;
    }
    // the project's own settings are malformed: ESLint's message names the rule and the field, a stack adds nothing
    if (error instanceof Error && (error as { code?: unknown }).code === 'INVALID_SETTINGS') {
      say(error.message);
      return 2;
    }
    say(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
