import { defineConfig } from 'vitest/config';

// Benches that need TypeScript sources (the example wrappers) run through vitest, outside `npm test`.
export default defineConfig({ test: { include: ['bench/**/*.bench-test.ts'], testTimeout: 600_000 } });
