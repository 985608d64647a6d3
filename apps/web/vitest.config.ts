import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // A screen walked through several steps takes 1–2 s; a CI machine running the server suites
    // beside it can make that 5 s (the default limit), which is load, not a failure.
    testTimeout: 20_000,
    // Forked processes (the default), not worker threads: threads would be about 24 s faster here,
    // but Node's BroadcastChannel spans the threads of one process, so one file's tabs heard
    // another's activity (session-keeper.test.tsx failed so, once in two runs).
  },
});
