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
    // Each file keeps its own module graph and DOM, in a worker thread rather than a forked
    // process: web, core and scripts ran in 62 s instead of 86 s on 2 cores, all green.
    pool: 'threads',
  },
});
