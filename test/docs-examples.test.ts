import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM module of the docs generator, without types
import { renderVocabularyBlocks as render } from '../docs/generator/vocabulary-lists.js';

const renderVocabularyBlocks = render as (markdown: string) => string;
import plugin from '../rules/index.js';
import { linterFor } from './support/rule-cases.js';
import * as kit from '../src/index.js';
import * as adapters from '../src/adapters/index.js';

/**
 * Every example in docs/rules/*.md is linted with its rule: each code block under "❌ Incorrect" must report,
 * each one under "✅ Correct" must not. A code block is one example (put shapes that must each report in blocks
 * of their own). Snippets may use `return` and `await` at the top level (they are wrapped in an async function)
 * and the kit's exports without importing them; typed rules lint them as test/fixtures/typed/file.ts, whose
 * declarations.d.ts declares the services the examples call.
 */

const docsDir = path.resolve(import.meta.dirname, '../docs/rules');
const typedDir = path.resolve(import.meta.dirname, 'fixtures/typed');

interface Example {
  readonly kind: 'incorrect' | 'correct';
  readonly code: string;
  /** 1-based line in the doc where the code starts. */
  readonly line: number;
}

export function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  let kind: Example['kind'] | null = null;
  let block: { start: number; lines: string[] } | null = null;
  markdown.split('\n').forEach((text, i) => {
    if (block) {
      if (text.startsWith('```')) {
        if (kind) examples.push({ kind, code: block.lines.join('\n'), line: block.start });
        block = null;
      } else block.lines.push(text);
      return;
    }
    const trimmed = text.trim();
    if (trimmed.startsWith('❌')) kind = 'incorrect';
    else if (trimmed.startsWith('✅')) kind = 'correct';
    else if (trimmed.startsWith('#')) kind = null;
    else if (/^```(ts|tsx|js|javascript|typescript)\s*$/.test(trimmed)) block = { start: i + 2, lines: [] };
  });
  return examples;
}

const KIT_VALUES = new Set(Object.keys(kit));
const ADAPTERS = new Set(Object.keys(adapters));
const KIT_TYPES = ['Listing', 'Complete', 'Partial', 'Incomplete'];

/** The snippet as a module: the kit names it uses imported, and its body in an async function unless it is a module already. */
function asModule(code: string): { text: string; offset: number } {
  const used = new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
  const isModule = /^\s*(import|export)\s/m.test(code);
  const declared = (name: string) =>
    new RegExp(`\\b(function|class|const|let|var|type|interface)\\s+${name}\\b|^\\s*import\\b[^;]*\\b${name}\\b`, 'm').test(code);
  const imports: string[] = [];
  const values = [...used].filter((n) => KIT_VALUES.has(n) && !ADAPTERS.has(n) && !declared(n));
  const types = KIT_TYPES.filter((n) => used.has(n) && !declared(n) && !values.includes(n));
  const adapterNames = [...used].filter((n) => ADAPTERS.has(n) && !KIT_VALUES.has(n) && !declared(n));
  if (values.length + types.length > 0) imports.push(`import { ${[...values, ...types.map((t) => `type ${t}`)].join(', ')} } from 'completeness';`);
  if (adapterNames.length > 0) imports.push(`import { ${adapterNames.join(', ')} } from 'completeness/adapters';`);
  const head = [...imports, ...(isModule ? [] : ['export async function example(this: any): Promise<any> {'])];
  const text = [...head, code, ...(isModule ? [] : ['}'])].join('\n');
  return { text, offset: head.length };
}

const docs = readdirSync(docsDir).filter((f) => f.endsWith('.md'));

describe('docs/rules examples', () => {
  it('finds examples of both kinds in every rule doc', () => {
    for (const file of docs) {
      const kinds = new Set(examplesOf(readFileSync(path.join(docsDir, file), 'utf8')).map((e) => e.kind));
      expect([...kinds].sort(), file).toEqual(['correct', 'incorrect']);
    }
  });

  for (const file of docs) {
    const name = file.replace(/\.md$/, '');
    const rule = (plugin.rules as unknown as Record<string, TSESLint.RuleModule<string, readonly unknown[]> | undefined>)[name];
    const markdown = readFileSync(path.join(docsDir, file), 'utf8');
    describe(name, () => {
      it('documents a rule of the plugin', () => {
        expect(rule, `${file} names no rule`).toBeDefined();
      });
      it('has its vocabulary word lists up to date (npm run docs)', () => {
        expect(renderVocabularyBlocks(markdown)).toBe(markdown);
      });
      const typed = rule?.meta.docs && 'requiresTypeChecking' in rule.meta.docs && rule.meta.docs.requiresTypeChecking === true;
      for (const example of examplesOf(markdown)) {
        it(`${example.kind === 'incorrect' ? '❌' : '✅'} example at ${file}:${String(example.line)}`, async () => {
          const { text, offset } = asModule(example.code);
          const filePath = typed ? path.join(typedDir, 'file.ts') : path.resolve('docs-example.ts');
          const [result] = await linterFor({ [`completeness/${name}`]: 'error' }, typed === true).lintText(text, { filePath });
          const messages = result?.messages ?? [];
          const fatal = messages.filter((m) => m.fatal);
          expect(fatal, `parse error in ${file}:${String(example.line)}`).toEqual([]);
          const lines = messages.filter((m) => m.ruleId === `completeness/${name}`).map((m) => m.line - offset);
          if (example.kind === 'correct') {
            expect(lines, `${file}:${String(example.line)} should not report`).toEqual([]);
            return;
          }
          const inside = lines.filter((l) => l >= 1 && l <= example.code.split('\n').length);
          expect(inside.length, `${file}:${String(example.line)} should report`).toBeGreaterThan(0);
        });
      }
    });
  }
});
