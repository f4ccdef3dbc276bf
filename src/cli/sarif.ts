import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Sarif from 'sarif';

/** The parts of an ESLint LintMessage this package reads. */
export interface LintMessage {
  readonly ruleId: string | null;
  readonly severity: number;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly fatal?: boolean;
}
/** The parts of an ESLint LintResult this package reads or rewrites. */
export interface LintResult {
  readonly filePath: string;
  readonly messages: readonly LintMessage[];
  readonly suppressedMessages?: readonly LintMessage[];
  readonly errorCount?: number;
  readonly warningCount?: number;
  readonly fatalErrorCount?: number;
  readonly fixableErrorCount?: number;
  readonly fixableWarningCount?: number;
  readonly usedDeprecatedRules?: readonly unknown[];
}
export interface RuleInfo {
  readonly description?: string;
  readonly url?: string;
}
export interface SkippedInput {
  readonly file: string;
  readonly reason: string;
}

const SRCROOT = '%SRCROOT%';

/**
 * SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, VS Code's SARIF viewer): one run, the rules
 * that fired in `tool.driver.rules`, paths relative to `%SRCROOT%` (the working directory; a file
 * outside it gets an absolute file URI), and files that could not be linted as tool execution
 * notifications rather than results. `results` holds only what the caller passed, which the CLI
 * has already narrowed to this plugin's rules.
 */
export function toSarif(
  results: readonly LintResult[],
  cwd: string,
  rules: Readonly<Record<string, RuleInfo>>,
  version: string,
  skipped: readonly SkippedInput[] = [],
): Sarif.Log {
  const ruleIds = [...new Set(results.flatMap((r) => r.messages.flatMap((m) => (m.ruleId === null ? [] : [m.ruleId]))))].sort();
  const artifact = (file: string): Sarif.ArtifactLocation => {
    const rel = path.relative(cwd, file);
    return rel.startsWith('..') || path.isAbsolute(rel) ? { uri: pathToFileURL(file).href } : { uri: rel.split(path.sep).join('/'), uriBaseId: SRCROOT };
  };
  const notifications: Sarif.Notification[] = skipped.map((s) => ({
    level: 'warning',
    message: { text: `Not linted: ${s.reason}` },
    locations: [{ physicalLocation: { artifactLocation: artifact(s.file) } }],
  }));
  const sarifResults: Sarif.Result[] = results.flatMap((r) =>
    r.messages.flatMap((m): Sarif.Result[] => {
      if (m.ruleId === null) return [];
      const region: Sarif.Region = {
        startLine: m.line ?? 1,
        startColumn: m.column ?? 1,
        ...(m.endLine === undefined ? {} : { endLine: m.endLine }),
        ...(m.endColumn === undefined ? {} : { endColumn: m.endColumn }),
      };
      return [
        {
          ruleId: m.ruleId,
          ruleIndex: ruleIds.indexOf(m.ruleId),
          level: m.severity === 2 ? 'error' : 'warning',
          message: { text: m.message },
          locations: [{ physicalLocation: { artifactLocation: artifact(r.filePath), region } }],
        },
      ];
    }),
  );
  const run: Sarif.Run = {
    tool: {
      driver: {
        name: 'completeness',
        version,
        informationUri: 'https://github.com/completeness-dev/completeness',
        rules: ruleIds.map((id): Sarif.ReportingDescriptor => {
          const info = rules[id.replace(/^completeness\//, '')] ?? {};
          return {
            id,
            shortDescription: { text: info.description ?? id },
            ...(info.url ? { helpUri: info.url } : {}),
            defaultConfiguration: { level: 'error' },
          };
        }),
      },
    },
    originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(cwd.endsWith(path.sep) ? cwd : cwd + path.sep).href } },
    columnKind: 'utf16CodeUnits',
    invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
    results: sarifResults,
  };
  return { $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [run] };
}
