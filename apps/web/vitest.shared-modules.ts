import { vi } from 'vitest';

// In the shared module graph (vitest.config.ts), a reset would reach the files that run after this
// one: their lazily loaded screens would get new copies of the app's modules and contexts.
vi.resetModules = () => {
  throw new Error('vi.resetModules() needs a test file of its own: name it *.isolated.test.ts(x) (apps/web/vitest.config.ts).');
};
