import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, parallelism 1. */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum that isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is deliberately expensive; running a burst of them at once would starve the event
 * loop's thread pool and the machine's memory. At most one hash per core runs at a time; the
 * rest wait their turn.
 */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

const gate = new Semaphore(Math.max(1, availableParallelism()));
let dummyHash: Promise<string> | undefined;

/** Hashes made by this process: what an endpoint costs in the expensive part, observable. */
export const hashingStats = { hashes: 0 };

export function hashPassword(password: string): Promise<string> {
  hashingStats.hashes += 1;
  return gate.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * For an unknown account we still verify against a real hash, so a missing account takes as
 * long to refuse as a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-but-a-real-cost', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
