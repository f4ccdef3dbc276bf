import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type * as Sarif from 'sarif';
import { beforeAll, describe, expect, it } from 'vitest';
import plugin from '../rules/index.js';
import { check } from '../src/cli/check.js';
import { toSarif, type LintResult, type RuleInfo } from '../src/cli/sarif.js';
import { cli, scratch, UNSAFE_JS } from './support/cli.js';
import { root } from './support/lint-project.js';

const require = createRequire(import.meta.url);

/**
 * The SARIF 2.1.0 schema as Microsoft's sarif-js-sdk publishes it in @microsoft/jest-sarif
 * (draft-04, hence ajv-draft-04), with formats (uri, date-time) checked by ajv-formats.
 */
function sarifValidator(): ValidateFunction {
  const Ajv = require('ajv-draft-04') as typeof import('ajv-draft-04').default;
  const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;
  // unicodeRegExp off: the published schema's `language` pattern has a stray `]` that only a non-unicode RegExp accepts.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object);
}

/** The ecosystem's reference writer for ESLint results. */
const microsoftSarif = require('@microsoft/eslint-formatter-sarif') as (results: readonly LintResult[], data: { rulesMeta: Record<string, unknown> }) => string;

const ruleInfo: Record<string, RuleInfo> = Object.fromEntries(Object.entries(plugin.rules).map(([name, rule]) => [name, { description: rule.meta.docs?.description, url: rule.meta.docs?.url }]));
const rulesMeta = Object.fromEntries(Object.entries(plugin.rules).map(([name, rule]) => [`completeness/${name}`, rule.meta]));

/** What code scanning reads from a log, in a form both writers can be compared on. */
function essence(log: Sarif.Log) {
  expect(log.runs).toHaveLength(1);
  const [run] = log.runs as [Sarif.Run];
  const rules = run.tool.driver.rules ?? [];
  const base = run.originalUriBaseIds?.['%SRCROOT%']?.uri;
  const file = (loc: Sarif.ArtifactLocation | undefined) => fileURLToPath(new URL(loc?.uri ?? '', loc?.uriBaseId && base ? base : undefined));
  return {
    rules: rules.map((r) => ({ id: r.id, helpUri: r.helpUri, description: r.shortDescription?.text })).sort((a, b) => a.id.localeCompare(b.id)),
    results: (run.results ?? [])
      .map((r) => {
        const loc = r.locations?.[0]?.physicalLocation;
        return {
          ruleId: r.ruleId,
          indexedRule: rules[r.ruleIndex ?? -1]?.id,
          level: r.level,
          text: r.message.text,
          file: file(loc?.artifactLocation),
          region: loc?.region,
        };
      })
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
}

let validate: ValidateFunction;
beforeAll(() => {
  validate = sarifValidator();
});

function expectValid(log: unknown): void {
  const ok = validate(log);
  expect(validate.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

/** GitHub code scanning's own requirements beyond the schema (docs.github.com, "SARIF support for code scanning"). */
function expectCodeScanningShape(log: Sarif.Log): void {
  const run = log.runs[0];
  expect(run?.tool.driver.name).toBe('completeness');
  for (const r of run?.results ?? []) {
    expect(r.ruleId).toMatch(/^completeness\//);
    expect(run?.tool.driver.rules?.[r.ruleIndex ?? -1]?.id).toBe(r.ruleId);
    expect(r.message.text?.length).toBeGreaterThan(0);
    const loc = r.locations?.[0]?.physicalLocation;
    expect(loc?.artifactLocation?.uri).not.toMatch(/^\.\.|\\/);
    expect(loc?.region?.startLine).toBeGreaterThan(0);
  }
}

describe('SARIF output (issue 13, item 6)', () => {
  it('the output for the unsafe examples validates, and matches @microsoft/eslint-formatter-sarif on the same lint results', async () => {
    const outcome = await check({ paths: ['examples/unsafe'], cwd: root, format: 'sarif' });
    expect(outcome.exitCode).toBe(1);
    const log = JSON.parse(outcome.output) as Sarif.Log;
    expectValid(log);
    expectCodeScanningShape(log);
    const results = log.runs[0]?.results ?? [];
    expect(results.length).toBeGreaterThanOrEqual(9);
    for (const r of results) expect(r.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toMatch(/^examples\/unsafe\/[\w-]+\.ts$/);
    for (const rule of log.runs[0]?.tool.driver.rules ?? []) expect(rule.helpUri).toMatch(/docs\/rules\/.+\.md$/);
    const theirs = JSON.parse(microsoftSarif(outcome.results, { rulesMeta })) as Sarif.Log;
    expect(essence(log)).toEqual(essence(theirs));
  });

  it('skipped files and files outside the working directory still give a valid log', async () => {
    const dir = scratch({ 'here/job.js': UNSAFE_JS, 'here/broken.js': 'export const = ;\n', 'other/job.js': UNSAFE_JS });
    const { stdout } = await cli(['check', '.', '../other', '--format', 'sarif'], path.join(dir, 'here'));
    const log = JSON.parse(stdout) as Sarif.Log;
    expectValid(log);
    expect(log.runs[0]?.results).toHaveLength(2);
    expect(log.runs[0]?.invocations?.[0]?.toolExecutionNotifications).toHaveLength(1);
  });

  it('agrees with the reference writer and validates, for any lint results', () => {
    const ruleIds = Object.keys(rulesMeta);
    const message = fc.record(
      {
        ruleId: fc.constantFrom(...ruleIds),
        severity: fc.constantFrom(1, 2),
        message: fc.string({ minLength: 1 }),
        line: fc.integer({ min: 1, max: 10_000 }),
        column: fc.integer({ min: 1, max: 500 }),
        endLine: fc.integer({ min: 1, max: 10_000 }),
        endColumn: fc.integer({ min: 1, max: 500 }),
      },
      { requiredKeys: ['ruleId', 'severity', 'message', 'line', 'column'] },
    );
    const segment = fc.stringMatching(/^[\w.-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
    const file = fc.tuple(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 3 })).map(([inside, parts]) => path.join(inside ? root : path.parse(root).root, inside ? 'src' : 'elsewhere', ...parts) + '.ts');
    const results = fc.uniqueArray(fc.record({ filePath: file, messages: fc.array(message, { maxLength: 5 }) }), { selector: (r) => r.filePath, maxLength: 6 });
    fc.assert(
      fc.property(results, (lintResults) => {
        const ours = toSarif(lintResults, root, ruleInfo, plugin.meta.version);
        expectValid(ours);
        expectCodeScanningShape(ours);
        expect(essence(ours)).toEqual(essence(JSON.parse(microsoftSarif(lintResults, { rulesMeta })) as Sarif.Log));
      }),
      { numRuns: 200 },
    );
  });
});
