// Re-lints the given files with only the completeness rules and prints the stack of any rule that throws.
//   node bench/repro-crash.mjs node_modules/some/file.js …
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import fs from 'node:fs';
import plugin from '../dist/rules/index.js';
import { FILES, sourceTypeOf, virtualName } from './corpus.mjs';
const linter = new Linter({ configType: 'flat' });
for (const f of process.argv.slice(2)) {
  try {
    const m = linter.verify(fs.readFileSync(f, 'utf8'), [{ files: FILES, languageOptions: { parser, sourceType: sourceTypeOf(f) } }, { files: FILES, ...plugin.configs.recommended }], virtualName(f, 0));
    console.log('ok', f, m.filter((x) => x.ruleId?.startsWith('completeness')).length);
  } catch (e) { console.log(f, e.stack.split('\n').slice(0, 8).join('\n')); }
}
