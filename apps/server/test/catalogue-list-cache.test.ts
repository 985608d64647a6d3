import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueListCache } from '../src/catalogue/list-cache';
import { EncodedJson } from '../src/http/compress';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

/** Resolves once this instance heard an event of `type` (PostgreSQL's bus answers through NOTIFY). */
function heard(t: TestContext, type: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.bus.subscribe((event) => {
      if (event.type === type) {
        stop();
        resolve();
      }
    });
  });
}

/*
 * Issue 20's catalogue target: an unchanged catalogue is answered from memory (no query, nothing
 * built); a rating or a publish makes the next answer fresh.
 */
describe.each(ENGINES)('the catalogue list cache on %s', (engine) => {
  let t: TestContext;
  let cookie: string;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestContext(engine);
    cookie = await verifiedUser(t, 'ada@cache.example');
    await onboard(t, cookie);
    workspaceId = ((await call(t, 'GET', '/api/session', undefined, cookie)).json as { user: { workspace: { id: string } } }).user.workspace
      .id;
  });
  afterAll(async () => t.close());

  it('reads counts once, builds an answer once per ETag, and drops them on the events that change them', async () => {
    const cache = new CatalogueListCache(t.database.db, t.bus);
    const ratings = cache.ratings(workspaceId);
    expect(cache.ratings(workspaceId)).toBe(ratings); // the same read, not a second query

    let builds = 0;
    const build = () => {
      builds += 1;
      return new EncodedJson({ n: builds });
    };
    const first = await cache.answer(workspaceId, 'W/"a"', build);
    expect(await cache.answer(workspaceId, 'W/"a"', build)).toBe(first);
    expect(builds).toBe(1);

    // A teammate's Yes: the workspace's counts and answers go (on every instance, through the bus).
    const rated = heard(t, 'rating.changed');
    expect((await call(t, 'POST', '/api/use-cases/code-python-cli-argparse/rating', { helpful: true }, cookie)).status).toBe(200);
    await rated;
    const fresh = await cache.ratings(workspaceId);
    expect(fresh).not.toBe(await ratings);
    expect(fresh.counts.get('code-python-cli-argparse')).toBe(1);
    expect(fresh.digest).not.toBe((await ratings).digest);
    await cache.answer(workspaceId, 'W/"a"', build);
    expect(builds).toBe(2);
  });
});
