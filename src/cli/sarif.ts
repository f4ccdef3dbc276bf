import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of an ESLint LintResult this formatter reads. */
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
export interface LintResult {
  readonly filePath: string;
  readonly messages: readonly LintMessage[];
}
export interface RuleInfo {
  readonly description?: string;
  readonly url?: string;
}

/**
 * SARIF 2.1.0 for code-scanning UIs (GitHub, Azure DevOps, VS Code's SARIF viewer): one run, the
 * rules that fired in `tool.driver.rules`, paths relative to `%SRCROOT%`, and parse or config
 * failures as tool execution notifications rather than findings.
 */
export function toSarif(results: readonly LintResult[], cwd: string, rules: Readonly<Record<string, RuleInfo>>, version: string): object {
  const ruleIds = [...new Set(results.flatMap((r) => r.messages.filter((m) => m.ruleId !== null).map((m) => m.ruleId as string)))].sort();
  const uri = (file: string) => path.relative(cwd, file).split(path.sep).join('/');
  const notifications = results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === null)
      .map((m) => ({
        level: 'error',
        message: { text: m.message },
        locations: [{ physicalLocation: { artifactLocation: { uri: uri(r.filePath), uriBaseId: '%SRCROOT%' } } }],
      })),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'completeness',
            version,
            informationUri: 'https://github.com/completeness-dev/completeness',
            rules: ruleIds.map((id) => {
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
        originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToFileURL(cwd).href}/` } },
        columnKind: 'utf16CodeUnits',
        invocations: [{ executionSuccessful: notifications.length === 0, toolExecutionNotifications: notifications }],
        results: results.flatMap((r) =>
          r.messages
            .filter((m): m is LintMessage & { ruleId: string } => m.ruleId !== null)
            .map((m) => ({
              ruleId: m.ruleId,
              ruleIndex: ruleIds.indexOf(m.ruleId),
              level: m.severity === 2 ? 'error' : 'warning',
              message: { text: m.message },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: uri(r.filePath), uriBaseId: '%SRCROOT%' },
                    region: {
                      startLine: m.line ?? 1,
                      startColumn: m.column ?? 1,
                      ...(m.endLine === undefined ? {} : { endLine: m.endLine }),
                      ...(m.endColumn === undefined ? {} : { endColumn: m.endColumn }),
                    },
                  },
                },
              ],
            })),
        ),
      },
    ],
  };
}
