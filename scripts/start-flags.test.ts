import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The Node flags `npm start` passes (decision 015): a flag this Node no longer knows would stop the product from starting. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const command = /node ((?:--[\w-]+(?:=\S+)? )*)apps\/server\/start\.js/.exec(scripts.start);
  if (!command) throw new Error(`the start script no longer runs apps/server/start.js: ${scripts.start}`);
  return (command[1] ?? '').trim().split(' ');
}

describe('npm start', () => {
  it('passes only flags this Node accepts', () => {
    const flags = startFlags();
    expect(flags).toContain('--liftoff-only');
    const run = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write("started")'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('started');
  });
});
