#!/usr/bin/env node
import { parseArgs, USAGE } from './args.js';
import { check, UsageError } from './check.js';

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args.command !== 'check') throw new UsageError(args.command === undefined ? 'missing command' : `unknown command ${args.command}`);
    const outcome = await check({ paths: args.paths, format: args.format, cwd: process.cwd() });
    if (args.format === 'stylish') for (const note of outcome.notes) process.stderr.write(`completeness: ${note}\n`);
    process.stdout.write(outcome.output.endsWith('\n') || outcome.output === '' ? outcome.output : `${outcome.output}\n`);
    if (args.format === 'stylish' && outcome.exitCode === 0) process.stderr.write('completeness: no findings\n');
    return outcome.exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`completeness: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`completeness: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
