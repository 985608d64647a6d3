import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // At least two files at a time. Vitest's default on a run is one worker fewer than the cores:
    // one on a 2-core machine (CI), which left the second core mostly idle while the server suites
    // wait on processes, queues and sockets. Larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/core',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
