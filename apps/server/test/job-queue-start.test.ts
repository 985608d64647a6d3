import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueUnavailableError } from '../src/jobs/queue';
import { startJobsUntilStarted } from '../src/runtime';
import { call } from './accounts-helpers';
import { createTestContext, testLogger, type TestContext } from './harness';

/** What pg's pool says when the database drops the connection under it. */
const lost = () => new Error('Connection terminated unexpectedly');
const event = { event: 'queue.write', distinctId: 'anonymous' };

describe('a job queue that cannot start at once (the database gone for a moment)', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers writes 503 with Retry-After until a later start succeeds, then serves them', async () => {
    t = await createTestContext('pglite', { startJobs: false });
    vi.spyOn(t.jobs.boss, 'start').mockRejectedValueOnce(lost());
    await expect(t.startJobs()).rejects.toThrow('Connection terminated');

    const refused = await call(t, 'POST', '/functions/v1/track-event', event);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.json.error).toMatchObject({ code: 'database_unavailable' });
    // Reads do not need the queue.
    expect((await call(t, 'GET', '/api/use-cases')).status).not.toBe(503);
    expect(t.logs.some((line) => line.includes('job queue unavailable'))).toBe(true);

    await t.startJobs();
    expect((await call(t, 'POST', '/functions/v1/track-event', event)).status).toBe(201);
  }, 30_000);

  it('takes a start that failed partway up again, with one worker per queue', async () => {
    t = await createTestContext('pglite', { startJobs: false });
    const boss = t.jobs.boss;
    // The first queue is made, the second fails.
    const createQueue = boss.createQueue.bind(boss);
    vi.spyOn(boss, 'createQueue').mockImplementationOnce(createQueue).mockRejectedValueOnce(lost());
    const work = vi.spyOn(boss, 'work');
    await expect(t.jobs.start()).rejects.toThrow('Connection terminated');
    expect(work).toHaveBeenCalledTimes(1);

    await t.jobs.start();
    const queues = work.mock.calls.map(([name]) => name);
    expect(new Set(queues).size).toBe(queues.length);
    await expect(t.jobs.ready()).resolves.toBeUndefined();
  }, 30_000);

  it('lets a write wait for a start in progress, but not longer than it was told', async () => {
    t = await createTestContext('pglite', { startJobs: false });
    const boss = t.jobs.boss;
    const start = boss.start.bind(boss);
    let go = () => {};
    const held = new Promise<void>((resolve) => (go = resolve));
    vi.spyOn(boss, 'start').mockImplementationOnce(() => held.then(() => start()));
    const starting = t.jobs.start();

    const waited = Date.now();
    await expect(t.jobs.ready(100)).rejects.toThrow(QueueUnavailableError);
    expect(Date.now() - waited).toBeLessThan(2_000);
    const writer = t.jobs.ready(10_000);
    go();
    await starting;
    await expect(writer).resolves.toBeUndefined();
  }, 30_000);
});

describe('the server starting its job queue', () => {
  it('tries again, further apart each time, until the queue starts', async () => {
    const { logger, logs } = testLogger();
    let attempts = 0;
    await startJobsUntilStarted(
      () => {
        attempts += 1;
        return attempts < 3 ? Promise.reject(lost()) : Promise.resolve();
      },
      () => false,
      logger,
    );
    expect(attempts).toBe(3);
    const failures = logs.map((line) => JSON.parse(line) as { msg: string; retryMs?: number }).filter((l) => l.retryMs !== undefined);
    expect(failures.map((l) => l.retryMs)).toEqual([1_000, 2_000]);
    expect(logs.some((line) => line.includes('the job queue started'))).toBe(true);
  }, 10_000);

  it('stops trying once the server stops', async () => {
    const { logger } = testLogger();
    let attempts = 0;
    let stopped = false;
    await startJobsUntilStarted(
      () => {
        attempts += 1;
        stopped = true;
        return Promise.reject(lost());
      },
      () => stopped,
      logger,
    );
    expect(attempts).toBe(1);
  });
});
