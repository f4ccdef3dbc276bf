import { describe, expect, it } from 'vitest';
import { cli, scratch } from './support/cli.js';

const CLIENT = `export async function listWidgets(query) {
  const res = await fetch('https://widgets.internal/v1/widgets?team=' + query.team);
  return res.json();
}
`;
const JOB = `import { listWidgets } from './widgets-client.js';

export async function teamWidgets(team) {
  const page = await listWidgets({ team });
  return page.items;
}
`;
const SETTINGS = `export default [{
  settings: { completeness: { operations: [{ from: 'file', name: 'listWidgets', pages: { cursor: 'after', items: 'items', next: ['nextCursor'] } }] } },
}];
`;

describe("completeness check reads the project's settings.completeness", () => {
  it('knows an operation the project declares in its ESLint config, and says where the settings came from', async () => {
    const dir = scratch({ 'widgets-client.js': CLIENT, 'job.js': JOB, 'eslint.config.mjs': SETTINGS });
    const { code, stdout, stderr } = await cli(['check', '.', '--format', 'json'], dir);
    expect(code).toBe(1);
    const findings = (JSON.parse(stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[]).flatMap((r) => r.messages.map((m) => ({ ...m, file: r.filePath })));
    expect(findings.map((m) => [m.file.endsWith('job.js'), m.ruleId, m.line])).toEqual([[true, 'completeness/no-single-page-as-whole', 4]]);
    expect(stderr).toContain("settings.completeness read from the project's ESLint config");
  });

  it('without the declaration the same call is unknown, and a config that does not load is passed over', async () => {
    const plain = scratch({ 'widgets-client.js': CLIENT, 'job.js': JOB });
    expect((await cli(['check', '.'], plain)).code).toBe(0);
    const broken = scratch({ 'widgets-client.js': CLIENT, 'job.js': JOB, 'eslint.config.mjs': "import 'no-such-package-anywhere';\nexport default [];\n" });
    const run = await cli(['check', '.'], broken);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('settings.completeness read');
  });

  it('stops with exit code 2 and the field at fault, no stack trace, when the settings are malformed', async () => {
    const dir = scratch({ 'job.js': JOB, 'eslint.config.mjs': "export default [{ settings: { completeness: { destructiveVerbs: 'quarantine' } } }];\n" });
    const { code, stderr } = await cli(['check', '.'], dir);
    expect(code).toBe(2);
    expect(stderr).toContain('settings.completeness.destructiveVerbs: expected an array of strings');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
