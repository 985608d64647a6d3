import { webTests } from './vitest.config';

/** The web tests that need modules fresh (vi.resetModules), each file in a module graph of its own. */
export default webTests({
  name: 'web-isolated',
  include: ['src/**/*.isolated.test.{ts,tsx}'],
  setupFiles: ['./vitest.setup.ts'],
});
