import { UsageError } from './lint.js';

export const USAGE = `Usage: completeness check [paths...] [--format stylish|json|sarif] [--ignore-pattern <pattern>]...
       completeness inventory [paths...] [--format table|json|markdown] [--ignore-pattern <pattern>]...
       completeness api <name>... [--format text|json]
       completeness --version | --help

check       Lints the given paths (default: .) with completeness/eslint-plugin, no config file needed.
            TypeScript files under a tsconfig.json (the nearest one, per file) get the type-aware rules.
            Only this plugin's findings count. Exit codes: 0 files linted and no findings, 1 findings,
            2 usage or configuration error, or no file linted.
inventory   Lists every function that can return a list, aggregate or search result: where it is,
            what it returns (Listing, object with a completeness field, bare array, other), and
            whether it caps, swallows errors or ignores a signal. A report, not a gate: exits 0
            (2 only for a usage error).
api         Prints what the plugin knows of an operation: an SDK name (ListUsersCommand,
            calendar.events.list, users.list), an Octokit route (GET /users) or a URL path
            (/rest/api/3/search). Exit codes: 0 every name known (an ambiguous name lists every
            vendor), 1 a name not known, 2 usage error. See docs/apis.md.

--ignore-pattern  A .gitignore-style pattern, relative to the working directory; repeatable.
                  .gitignore files, node_modules, .git, dist/, build/, coverage/, minified files,
                  and tests, fixtures and mocks (*.test.*, test/, __mocks__/, fixtures/, ...) are
                  skipped already; '!test/' brings one back. See docs/cli.md.`;

const FORMATS: Record<string, readonly string[]> = { check: ['stylish', 'json', 'sarif'], inventory: ['table', 'json', 'markdown'], api: ['text', 'json'] };

export interface Args {
  readonly command: string | undefined;
  readonly paths: string[];
  readonly format: string;
  readonly ignorePatterns: string[];
  readonly help: boolean;
  readonly version: boolean;
}

/** An option's value, from `--name value` or `--name=value`. */
function optionValue(arg: string, rest: readonly string[], i: number): { value: string | undefined; next: number } {
  return arg.includes('=') ? { value: arg.slice(arg.indexOf('=') + 1), next: i } : { value: rest[i + 1], next: i + 1 };
}

export function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  const paths: string[] = [];
  const ignorePatterns: string[] = [];
  const formats = FORMATS[command ?? ''] ?? FORMATS.check ?? [];
  let format: string = formats[0] ?? 'stylish';
  let help = command === '--help' || command === '-h';
  const version = command === '--version' || command === '-v';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const name = arg.split('=')[0];
    if (arg === '--help' || arg === '-h') help = true;
    else if (name === '--format' || name === '-f') {
      const { value, next } = optionValue(arg, rest, i);
      i = next;
      if (value === undefined || !formats.includes(value)) throw new UsageError(`--format must be one of ${formats.join(', ')}, got ${String(value)}`, { usage: true });
      format = value;
    } else if (name === '--ignore-pattern') {
      const { value, next } = optionValue(arg, rest, i);
      i = next;
      if (value === undefined || value === '') throw new UsageError('--ignore-pattern needs a pattern', { usage: true });
      ignorePatterns.push(value);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`, { usage: true });
    else paths.push(arg);
  }
  return { command, paths: paths.length > 0 ? paths : ['.'], format, ignorePatterns, help, version };
}
