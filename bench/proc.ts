import { readFileSync } from 'node:fs';

/**
 * A process's CPU time so far in µs, user and system (Linux /proc, in USER_HZ = 100 ticks a
 * second): its own threads' for a pid, or, for 'children', what this process's finished children
 * used (cutime + cstime: wrk's, once it has exited).
 */
export function cpuTimeUs(of: number | 'children'): number {
  const fields =
    readFileSync(`/proc/${of === 'children' ? 'self' : of}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  const [user, system] = of === 'children' ? [fields[13], fields[14]] : [fields[11], fields[12]];
  return (Number(user) + Number(system)) * 10_000;
}
