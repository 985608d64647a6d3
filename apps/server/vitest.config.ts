import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The suites keep no state in modules (each builds its own app, database and queue), so a
    // worker runs its files one after another without loading the server's modules and PGlite's
    // WASM again for each: the project ran in 230 s instead of 356 s on 2 cores (both engines).
    isolate: false,
  },
});
