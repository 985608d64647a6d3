import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
