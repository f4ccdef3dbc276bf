import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '../..');

/** Expected reports, from `// @expect rule-a|rule-b` markers: a set of `line:rule` keys per file. */
export function expectedReports(file: string): Set<string> {
  const expected = new Set<string>();
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const m = /\/\/ @expect ([\w|-]+)/.exec(text);
      if (m?.[1]) for (const rule of m[1].split('|')) expected.add(`${String(i + 1)}:${rule}`);
    });
  return expected;
}

/**
 * A temporary project holding `files` and an `eslint.config.js` that loads the built plugin by absolute URL
 * (so ESLint's worker threads, `--concurrency`, load it too) and uses one of its configs as it is.
 */
export function makeLintProject(files: Record<string, string>, config: 'recommended' | 'recommendedTypeChecked' | 'strict' = 'recommended'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'completeness-lint-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const plugin = pathToFileURL(path.join(root, 'dist/rules/index.js')).href;
  fs.writeFileSync(
    path.join(dir, 'eslint.config.js'),
    `import completeness from ${JSON.stringify(plugin)};
export default [
  completeness.configs.${config},
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
];
`,
  );
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'lint-project', type: 'module', private: true }));
  return dir;
}
