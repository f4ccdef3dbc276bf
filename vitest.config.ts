import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/rule-tester.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
