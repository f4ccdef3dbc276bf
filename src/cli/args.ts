import { UsageError } from './check.js';

export const USAGE = `Usage: completeness check [paths...] [--format stylish|json|sarif]
       completeness inventory [paths...] [--format table|json|markdown]

check       Lints the given paths (default: .) with completeness/eslint-plugin, no config file needed.
            With a tsconfig.json at or above the working directory, the type-aware rules run too.
            Exit codes: 0 no findings, 1 findings, 2 usage or configuration error.
inventory   Lists every function that can return a list, aggregate or search result: where it is,
            what it returns (Listing, object with a completeness field, bare array, other), and
            whether it caps, swallows errors or ignores a signal. A report: exits 0.`;

const FORMATS: Record<string, readonly string[]> = { check: ['stylish', 'json', 'sarif'], inventory: ['table', 'json', 'markdown'] };

export function parseArgs(argv: readonly string[]): { command: string | undefined; paths: string[]; format: string; help: boolean } {
  const [command, ...rest] = argv;
  const paths: string[] = [];
  const formats = FORMATS[command ?? ''] ?? FORMATS.check ?? [];
  let format: string = formats[0] ?? 'stylish';
  let help = command === '--help' || command === '-h';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--format' || arg === '-f' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest[++i];
      if (value === undefined || !formats.includes(value)) throw new UsageError(`--format must be one of ${formats.join(', ')}, got ${String(value)}`);
      format = value;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else paths.push(arg);
  }
  return { command, paths: paths.length > 0 ? paths : ['.'], format, help };
}

