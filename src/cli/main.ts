#!/usr/bin/env node
import { parseArgs, USAGE } from './args.js';
import { check, UsageError, type Format } from './check.js';
import { formatInventory, inventory, type InventoryFormat } from './inventory.js';

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args.command === 'inventory') {
      const { rows, notes } = await inventory({ paths: args.paths, cwd: process.cwd() });
      if (args.format !== 'json') for (const note of notes) process.stderr.write(`completeness: ${note}\n`);
      process.stdout.write(`${formatInventory(rows, args.format as InventoryFormat)}\n`);
      return 0;
    }
    if (args.command !== 'check') throw new UsageError(args.command === undefined ? 'missing command' : `unknown command ${args.command}`);
    const outcome = await check({ paths: args.paths, format: args.format as Format, cwd: process.cwd() });
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
