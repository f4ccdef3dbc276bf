import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rule cases are multi-line template literals, one statement per line, not one-line strings joined by `; ` or
 * `\n`: no source line of a rule test (or a utils test) runs past 150 columns. A suggestion's `output` is what the
 * fixer writes, byte for byte (it inserts on the reported line), so its lines are not held to the limit.
 */
const MAX_COLUMNS = 150;
const dirs = ['rules', 'utils'].map((d) => path.resolve(import.meta.dirname, d));

describe('test style', () => {
  for (const dir of dirs) {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));
    it(`${path.basename(dir)}/: has test files`, () => {
      expect(files.length).toBeGreaterThan(0);
    });
    for (const file of files) {
      it(`${path.basename(dir)}/${file}: no line longer than ${MAX_COLUMNS} columns`, () => {
        let inOutput = false;
        const long = readFileSync(path.join(dir, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => {
            const opensOutput = /\boutput: `/.test(line);
            const closes = (line.match(/(?<!\\)`/g) ?? []).length % 2 === 1;
            const exempt = inOutput || opensOutput;
            if (opensOutput) inOutput = closes;
            else if (inOutput && closes) inOutput = false;
            return line.length > MAX_COLUMNS && !exempt ? [`${file}:${i + 1} (${line.length} columns)`] : [];
          });
        expect(long).toEqual([]);
      });
    }
  }
});
