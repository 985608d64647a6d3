import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time. Vitest's default on a run is one worker fewer than the cores: one on a
    // 2-core machine, which left the second core mostly idle while the server suites wait on
    // processes, queues and sockets (the whole suite ran one file after another).
    maxWorkers: 2,
    projects: [
      'packages/core',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
