import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_CONTENT_DIR, MIGRATIONS_DIR, WEB_DIST } from '../src/paths';

// The same module, bundled into dist/server.js, is checked by every browser test (they run the build).
describe('run-time folders, from the sources', () => {
  it('finds the migrations, the bundled content and the place of the built web app', () => {
    expect(existsSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(join(BUNDLED_CONTENT_DIR, 'use-cases'))).toBe(true);
    expect(WEB_DIST).toBe(join(MIGRATIONS_DIR, '..', '..', 'web', 'dist'));
  });
});
