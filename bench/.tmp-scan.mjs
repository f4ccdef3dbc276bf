import { ESLint } from 'eslint';
import * as parser from '@typescript-eslint/parser';
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
const plugin = (await import(process.cwd() + '/dist/rules/index.js')).default;
const rule = process.argv[2];
const repos = fs.readFileSync('/work/shared/realworld/repos.txt', 'utf8').trim().split('\n');
const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [{ files: ['**/*.{ts,js,mjs,tsx}'], plugins: { completeness: plugin }, languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: true } } }, rules: { [`completeness/${rule}`]: 'error' } }] });
let total = 0;
for (const r of repos) {
  const git = `/work/.mirror/${r.replace('/', '+')}/repo`;
  if (!fs.existsSync(git)) continue;
  const files = execSync(`git -C ${git} ls-tree -r --name-only HEAD`, { maxBuffer: 1e8 }).toString().split('\n').filter((f) => /\.(ts|js|mjs|tsx)$/.test(f) && !/node_modules|dist\/|\.min\.|\.d\.ts$|vendor|build\//.test(f));
  for (const f of files) {
    let text; try { text = execSync(`git -C ${git} show HEAD:${JSON.stringify(f)}`, { maxBuffer: 1e8 }).toString(); } catch { continue; }
    if (text.length > 300000) continue;
    const [res] = await eslint.lintText(text, { filePath: path.join('/tmp/scan', r, f) });
    for (const m of res.messages) { if (m.ruleId) { total++; console.log(`${r}/${f}:${m.line}:${m.column} ${m.message.slice(0, 110)}`); } }
  }
}
console.log('total', total);
