import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentStamp, filesOf, isFresh, writeStamp } from './build-stamps.js';

const STEP = { name: 'app', inputs: ['src', 'package-lock.json'], env: /^VITE_/, output: 'dist' };

describe('build stamps', () => {
  let root: string;
  let stamps: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** What scripts/build.js does after a build: stamp the step as built now. */
  const built = (env: NodeJS.ProcessEnv = {}) => writeStamp(stamps, STEP.name, currentStamp(root, STEP, env));
  const fresh = (env: NodeJS.ProcessEnv = {}) => isFresh(stamps, STEP.name, currentStamp(root, STEP, env));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pathwise-stamps-'));
    stamps = join(root, '.cache', 'build');
    write('src/a.ts', 'export const a = 1;');
    write('src/node_modules/x/index.js', 'dependency');
    write('package-lock.json', '{}');
    write('dist/a.js', 'built');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists input files, leaving out dependencies, outputs and caches', () => {
    write('src/dist/old.js', 'old');
    expect(filesOf(root, STEP.inputs)).toEqual(['package-lock.json', 'src/a.ts']);
  });

  it('is stale until built, then fresh while nothing changes', () => {
    expect(fresh()).toBe(false);
    built();
    expect(fresh()).toBe(true);
  });

  it('is stale after an input is edited, added or removed, and fresh again when the edit is undone', () => {
    built();
    write('src/a.ts', 'export const a = 2;');
    expect(fresh()).toBe(false);
    write('src/a.ts', 'export const a = 1;');
    expect(fresh()).toBe(true);
    write('src/b.ts', '');
    expect(fresh()).toBe(false);
    rmSync(join(root, 'src/b.ts'));
    expect(fresh()).toBe(true);
    write('package-lock.json', '{ "lockfileVersion": 3 }');
    expect(fresh()).toBe(false);
  });

  it('is stale when the output was deleted or changed since', () => {
    built();
    write('dist/a.js', 'changed by hand');
    expect(fresh()).toBe(false);
    built();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(fresh()).toBe(false);
  });

  it('is stale when an environment variable the step reads changes, not another one', () => {
    built({ VITE_FLAG: '1', HOME: '/a' });
    expect(fresh({ VITE_FLAG: '1', HOME: '/b' })).toBe(true);
    expect(fresh({ VITE_FLAG: '2', HOME: '/a' })).toBe(false);
  });

  it('is stale while a build is under way (its stamp removed first)', () => {
    built();
    writeStamp(stamps, STEP.name, undefined);
    expect(fresh()).toBe(false);
  });
});
