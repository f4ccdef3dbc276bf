import { UsageError, type Format } from './check.js';

export const USAGE = `Usage: completeness check [paths...] [--format stylish|json|sarif]

Lints the given paths (default: .) with completeness/eslint-plugin, no config file needed.
With a tsconfig.json at or above the working directory, the type-aware rules run too.

Exit codes: 0 no findings, 1 findings, 2 usage or configuration error.`;

const FORMATS: readonly Format[] = ['stylish', 'json', 'sarif'];

export function parseArgs(argv: readonly string[]): { command: string | undefined; paths: string[]; format: Format; help: boolean } {
  const [command, ...rest] = argv;
  const paths: string[] = [];
  let format: Format = 'stylish';
  let help = command === '--help' || command === '-h';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--format' || arg === '-f' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest[++i];
      if (!FORMATS.includes(value as Format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${String(value)}`);
      format = value as Format;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else paths.push(arg);
  }
  return { command, paths: paths.length > 0 ? paths : ['.'], format, help };
}

