// Splits the mined cases by repository into a train half and a validation half, deterministically:
// a repository is in the validation half when the SHA-256 of a fixed salt and its name starts below 8, so
// adding repositories later never moves one already placed.
// The validation half is frozen (test/realworld-split.test.ts checks its hash): never read its misses to
// design a rule. Score each half with
//   node ../shared/realworld/score.mjs --mirrors DIR --cases bench/realworld/mined/train.json --list
//   node ../shared/realworld/score.mjs --mirrors DIR --cases bench/realworld/mined/validation.json
// Run: node bench/realworld/mined/split.mjs [--write]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SALT = 'completeness/validation/2026-12-05';

export function splitCases() {
  const cases = ['cases-a.json', 'cases-b.json', 'cases-c.json'].flatMap((f) => JSON.parse(fs.readFileSync(path.join(here, f), 'utf8')));
  const key = (repo) => createHash('sha256').update(`${SALT}\0${repo.toLowerCase()}`).digest('hex');
  const validationRepos = new Set(cases.map((c) => c.repo).filter((repo) => key(repo) < '8'));
  const byPlace = (a, b) => (a.repo + a.path).localeCompare(b.repo + b.path) || a.line - b.line;
  return {
    train: cases.filter((c) => !validationRepos.has(c.repo)).sort(byPlace),
    validation: cases.filter((c) => validationRepos.has(c.repo)).sort(byPlace),
  };
}

export const text = (cases) => `${JSON.stringify(cases, null, 1)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const halves = splitCases();
  for (const [name, cases] of Object.entries(halves)) {
    const bugs = cases.filter((c) => c.verdict === 'bug').length;
    const repos = new Set(cases.map((c) => c.repo)).size;
    console.log(`${name}: ${cases.length} cases, ${bugs} bugs, ${cases.length - bugs} ok, ${repos} repositories`);
    if (process.argv.includes('--write')) fs.writeFileSync(path.join(here, `${name}.json`), text(cases));
  }
}
