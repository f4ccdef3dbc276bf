// Shared by the lint benches: the offline corpus of real JavaScript and TypeScript files in node_modules.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = /\.(js|mjs|cjs|ts|mts|cts)$/;

/** Every source file under node_modules, in a stable order, split into linted and skipped (over `maxBytes`). */
export function nodeModulesCorpus({ maxBytes = 1_000_000, filter = () => true } = {}) {
  const files = [];
  const skipped = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.cache') visit(full);
      } else if (entry.isFile() && !entry.name.startsWith('.') && EXTENSIONS.test(entry.name) && filter(full)) {
        (fs.statSync(full).size > maxBytes ? skipped : files).push(full);
      }
    }
  };
  visit(path.join(root, 'node_modules'));
  files.sort();
  return { files, skipped };
}

/** A name for Linter#verify: node_modules paths are ignored by default, so lint under a neutral name with the same extension. */
export function virtualName(file, i) {
  return `corpus/${i}${path.extname(file)}`;
}

export const FILES = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.ts', '**/*.mts', '**/*.cts'];

export function sourceTypeOf(file) {
  return file.endsWith('.cjs') || file.endsWith('.cts') ? 'commonjs' : 'module';
}
