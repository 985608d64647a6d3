import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** The component tests' setup; `vitest.isolated.config.ts` runs the files that need modules fresh. */
export function webTests(test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'happy-dom',
      // A screen walked through several steps takes 1–2 s; a CI machine running the server suites
      // beside it can make that 5 s (the default limit), which is load, not a failure.
      testTimeout: 20_000,
      // Forked processes (the default), not worker threads: Node's BroadcastChannel spans the
      // threads of one process, so one file's tabs heard another's activity (session-keeper.test.tsx).
      ...test,
    },
  });
}

// The files of a worker share one module graph and page (isolate: false): the web tests take about
// 25 s here instead of 72 s, most of which was loading React and the app again for each file. A
// test therefore leaves no state behind (the setup file clears the DOM, storage and toasts, and
// puts back spies and clocks). A test that needs a module fresh, or stands one in with vi.mock, is
// a *.isolated.test file: vi.resetModules() here would give the screens that later files load new
// copies of the app's modules and contexts beside the ones already rendered
// (vitest.shared-modules.ts refuses it).
export default webTests({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['src/**/*.isolated.test.{ts,tsx}'],
  setupFiles: ['./vitest.setup.ts', './vitest.shared-modules.ts'],
  isolate: false,
});
