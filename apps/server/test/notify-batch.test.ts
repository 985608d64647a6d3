import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedNotify, parseNotification } from '../src/realtime/notify-batch';
import { createPostgresDatabase, POSTGRES_URL } from './harness';

/** A pool whose statements the test answers by hand. */
function heldPool() {
  const statements: { values: unknown[]; finish: (error?: Error) => void }[] = [];
  const pool = {
    query: ({ values }: { values: unknown[] }) =>
      new Promise((resolve, reject) => statements.push({ values, finish: (error) => (error ? reject(error) : resolve({ rows: [] })) })),
  };
  return { pool: pool as unknown as pg.Pool, statements };
}

const payloads = (statement: { values: unknown[] }) => (statement.values[1] as string[]).map((p) => parseNotification<{ i: number }>(p).i);

describe('batched NOTIFY', () => {
  it('sends the first event at once and the ones published meanwhile together, in order', async () => {
    const { pool, statements } = heldPool();
    const notify = batchedNotify(pool, 'ch');
    const first = notify({ i: 0 });
    const rest = Array.from({ length: 5 }, (_, i) => notify({ i: i + 1 }));
    expect(statements.map(payloads)).toEqual([[0]]);
    statements[0]!.finish();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements.map(payloads)).toEqual([[0], [1, 2, 3, 4, 5]]);
    statements[1]!.finish();
    await Promise.all(rest);
  });

  it('a failed statement fails every event in it, and the next ones still go', async () => {
    const { pool, statements } = heldPool();
    const notify = batchedNotify(pool, 'ch');
    const first = notify({ i: 0 });
    const second = notify({ i: 1 });
    statements[0]!.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await new Promise((resolve) => setImmediate(resolve));
    statements[1]!.finish();
    await expect(second).resolves.toBeUndefined();
  });
});

describe.skipIf(!POSTGRES_URL)('batched NOTIFY on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('delivers every event in order, equal ones too, in fewer statements than events', async () => {
    const listener = await pool.connect();
    const heard: number[] = [];
    listener.on('notification', (message) => heard.push(parseNotification<{ likes: number }>(message.payload ?? '').likes));
    await listener.query('LISTEN batch_test');
    let statements = 0;
    const counting = { query: (...args: Parameters<pg.Pool['query']>) => ((statements += 1), pool.query(...args)) };
    const notify = batchedNotify(counting as unknown as pg.Pool, 'batch_test');
    // A like count that goes back to a value it had: each event must still arrive.
    const likes = Array.from({ length: 60 }, (_, i) => 5 - (i % 2));
    await Promise.all(likes.map((count) => notify({ type: 'story.liked', likes: count })));
    for (let i = 0; i < 100 && heard.length < likes.length; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await listener.query('UNLISTEN batch_test');
    listener.release();
    expect(heard).toEqual(likes);
    expect(statements).toBeLessThan(likes.length / 4);
  });
});
