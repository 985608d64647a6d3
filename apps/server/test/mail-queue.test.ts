import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pathwise/core';
import { createSmtpMailer } from '../src/mail/mailer';
import { call, eventually, PASSWORD, signUp } from './accounts-helpers';
import { createPostgresDatabase, createTestContext, ENGINES, LOOSE_LIMITS, POSTGRES_URL, testLogger, type TestContext } from './harness';
import { Client, startLiveServer, waitFor } from './live-server';
import { startMailCatcher } from './mail-catcher';
import { newDataFolder } from './pglite-template';

type Catcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** Per-address limits off: the timing samples ask for the same addresses many times. */
const TIMING_LIMITS = {
  ...LOOSE_LIMITS,
  resetPerEmail: { limit: 1_000_000, windowMs: 60_000 },
  resendPerEmail: { limit: 1_000_000, windowMs: 60_000 },
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Timed answers to two requests, taken in turns so that a slow moment of the machine hits both. */
async function interleaved(t: TestContext, path: string, a: string, b: string, rounds: number) {
  const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
  const statuses = new Set<number>();
  const bodies = new Set<string>();
  for (let i = 0; i < rounds; i += 1) {
    for (const [key, email] of (i % 2
      ? [
          ['a', a],
          ['b', b],
        ]
      : [
          ['b', b],
          ['a', a],
        ]) as ['a' | 'b', string][]) {
      const started = performance.now();
      const result = await call(t, 'POST', path, { email });
      times[key].push(performance.now() - started);
      statuses.add(result.status);
      bodies.add(JSON.stringify(result.json));
    }
  }
  return { known: median(times.a), unknown: median(times.b), statuses: [...statuses], bodies: [...bodies] };
}

describe.each(ENGINES)('account e-mail through the job queue, with real SMTP, on %s', (engine) => {
  let catcher: Catcher;
  let t: TestContext;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    const { logger } = testLogger();
    t = await createTestContext(engine, {
      rateLimits: TIMING_LIMITS,
      mailer: createSmtpMailer(catcher.url, 'Pathwise <no-reply@pathwise.test>', logger),
    });
    const known = await signUp(t, 'known@timing.example');
    const mail = await eventually(
      () => catcher.messages.find((m) => m.to.includes('known@timing.example')),
      (found) => found !== undefined,
    );
    const tokenHash = /token_hash=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await call(t, 'POST', '/api/auth/verify', { tokenHash, type: 'signup' }, known.cookie)).status).toBe(200);
    await signUp(t, 'pending@timing.example');
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  it('answers reset and resend in the same time and with the same answer for every account state', async () => {
    // Warm-up: the first requests pay for compilation and connections.
    await interleaved(t, '/api/auth/password-reset', 'known@timing.example', 'nobody@timing.example', 5);
    const reset = await interleaved(t, '/api/auth/password-reset', 'known@timing.example', 'nobody@timing.example', 41);
    const resend = await interleaved(t, '/api/auth/resend-verification', 'pending@timing.example', 'nobody@timing.example', 41);
    const verified = await interleaved(t, '/api/auth/resend-verification', 'known@timing.example', 'nobody@timing.example', 41);
    console.info(
      `[timing ${engine}] median ms — reset: real ${reset.known.toFixed(2)} / unknown ${reset.unknown.toFixed(2)}; ` +
        `resend: unverified ${resend.known.toFixed(2)} / unknown ${resend.unknown.toFixed(2)}; ` +
        `resend: verified ${verified.known.toFixed(2)} / unknown ${verified.unknown.toFixed(2)}`,
    );
    for (const sample of [reset, resend, verified]) {
      expect(sample.statuses).toEqual([200]);
      expect(sample.bodies).toHaveLength(1);
      // Before the queue the gap was ~120 ms against ~9 ms (an SMTP round trip); now the request
      // does the same work for every address. The margin allows a busy machine's noise, not a
      // mail round trip.
      expect(Math.abs(sample.known - sample.unknown)).toBeLessThan(Math.max(3, 0.35 * Math.max(sample.known, sample.unknown)));
    }
    expect(reset.bodies[0]).toBe(JSON.stringify({ message: MESSAGES.passwordReset }));
    // And the mail did go out, after the answers.
    await eventually(
      () => catcher.messages.filter((m) => m.to.includes('known@timing.example') && /reset=true/.test(m.text)).length,
      (n) => n >= 40,
    );
  });
});

describe.each(ENGINES)('a mail outage on %s', (engine) => {
  it('answers 200 for every account state, then retries until the mail is delivered', async () => {
    const catcher = await startMailCatcher({ failFirst: 2 });
    const { logger } = testLogger();
    const t = await createTestContext(engine, { mailer: createSmtpMailer(catcher.url, 'Pathwise <no-reply@pathwise.test>', logger) });
    try {
      const signup = await signUp(t, 'outage@down.example');
      expect(signup.status).toBe(201);
      // Unverified or unknown: the same 200 while the mail server refuses mail.
      const pending = await call(t, 'POST', '/api/auth/resend-verification', { email: 'outage@down.example' });
      const unknown = await call(t, 'POST', '/api/auth/resend-verification', { email: 'ghost@down.example' });
      expect([pending.status, unknown.status]).toEqual([200, 200]);
      expect(pending.json).toEqual(unknown.json);
      const delivered = await eventually(
        () => catcher.messages.filter((m) => m.to.includes('outage@down.example')),
        (mails) => mails.length >= 2,
        20_000,
      );
      expect(catcher.refused()).toBe(2);
      expect(delivered.length).toBe(2);
      expect(t.logs.some((line) => line.includes('job failed; it will be retried'))).toBe(true);
    } finally {
      await t.close();
      await catcher.close();
    }
  }, 40_000);

  it('keeps a queued mail across a restart and sends it from the next process', async () => {
    const dataDir = newDataFolder('pathwise-restart-');
    const pgDb = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    const persistent = pgDb ? { env: { DATABASE_URL: pgDb.url }, existingPostgres: true } : { persistentPglite: join(dataDir, 'pglite') };
    const dead = await startMailCatcher();
    await dead.close(); // its port now refuses connections: the first process cannot send
    const first = await createTestContext(engine, {
      ...persistent,
      mailer: createSmtpMailer(dead.url, 'x <x@x.test>', testLogger().logger),
    });
    expect((await signUp(first, 'restart@durable.example')).status).toBe(201);
    // The first attempt failed; the process stops with the mail still owed.
    await eventually(
      () => first.logs.some((line) => line.includes('job failed; it will be retried')),
      (failed) => failed,
    );
    await first.close({ keepDatabase: true });

    const catcher = await startMailCatcher();
    const second = await createTestContext(engine, {
      ...persistent,
      mailer: createSmtpMailer(catcher.url, 'x <x@x.test>', testLogger().logger),
    });
    try {
      const mails = await eventually(
        () => catcher.messages.filter((m) => m.to.includes('restart@durable.example')),
        (found) => found.length > 0,
        30_000,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/token_hash=/);
    } finally {
      await second.close();
      await catcher.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!POSTGRES_URL)('two instances on one PostgreSQL', () => {
  it('send each queued mail exactly once', async () => {
    const db = await createPostgresDatabase();
    const catcher = await startMailCatcher();
    const mailer = () => createSmtpMailer(catcher.url, 'x <x@x.test>', testLogger().logger);
    const a = await createTestContext('postgres', { env: { DATABASE_URL: db.url }, existingPostgres: true, mailer: mailer() });
    const b = await createTestContext('postgres', { env: { DATABASE_URL: db.url }, existingPostgres: true, mailer: mailer() });
    try {
      const emails = Array.from({ length: 30 }, (_, i) => `once${i}@twice.example`);
      await Promise.all(emails.map((email, i) => (i % 2 ? signUp(a, email, PASSWORD) : signUp(b, email, PASSWORD))));
      await eventually(
        () => catcher.messages.length,
        (n) => n >= emails.length,
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // a duplicate would arrive now
      const recipients = catcher.messages.flatMap((m) => m.to).sort();
      expect(recipients).toEqual([...emails].sort());
    } finally {
      await a.close();
      await b.close();
      await catcher.close();
      await db.drop();
    }
  }, 60_000);
});

describe('a server that has just started listening', () => {
  it('answers a sign-up made while its job queue is still starting, and sends the mail', async () => {
    // The queue starts after the server listens; the sign-up writes its job in a transaction,
    // which on the embedded database must not wait for the queue's start-up queries.
    const server = await startLiveServer();
    try {
      const client = new Client(server.origin);
      const signup = await Promise.race([
        client.request('POST', '/api/auth/signup', { email: 'early@start.example', password: PASSWORD, acceptTerms: true }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the sign-up hung')), 15_000)),
      ]);
      expect(signup.status).toBe(201);
      await waitFor(() => server.mailer.outbox().find((m) => m.to === 'early@start.example'), 10_000);
    } finally {
      await server.stop();
    }
  }, 40_000);
});
