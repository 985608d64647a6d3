import { defineConfig } from 'vitest/config';

/** `npm run test:slow`: tests that disturb shared services (a PostgreSQL restart); run alone. */
export default defineConfig({
  test: {
    name: 'slow',
    root: import.meta.dirname,
    include: ['test-slow/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
