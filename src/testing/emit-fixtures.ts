// Build step: writes the contract fixtures as JSON beside the compiled module, for teams in other languages.
import fs from 'node:fs';
import path from 'node:path';
import { contractFixtures } from './fixtures.js';

const target = path.join(import.meta.dirname, 'fixtures.json');
fs.writeFileSync(target, `${JSON.stringify(contractFixtures, null, 2)}\n`);
