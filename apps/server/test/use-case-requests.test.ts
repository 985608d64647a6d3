import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, UseCaseRequest } from '@pathwise/core';
import { call, eventually, onboard, verifiedUser } from './accounts-helpers';
import { goodDraft, makeAuthor, published } from './authoring-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe.each(ENGINES)('use-case requests on %s', (engine) => {
  let t: TestContext;
  let admin: string;
  let author: string;
  let asker: string;
  let voters: string[];
  let outsider: string;

  const requests = async (cookie: string, query = '') => {
    const result = await call(t, 'GET', `/api/use-case-requests${query}`, undefined, cookie);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    return result.json.requests as UseCaseRequest[];
  };
  const ask = async (cookie: string, title: string, details = 'How we do it here.') => {
    const result = await call(t, 'POST', '/api/use-case-requests', { title, details }, cookie);
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    return (result.json.request as { id: string }).id;
  };

  beforeAll(async () => {
    t = await createTestContext(engine);
    const emails = ['admin', 'author', 'asker', 'v1', 'v2', 'v3'].map((n) => `${n}@asks.example`);
    const cookies: string[] = [];
    for (const email of [...emails, 'eve@elsewhere.example']) {
      const cookie = await verifiedUser(t, email);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    [admin, author, asker] = cookies as [string, string, string];
    voters = cookies.slice(3, 6);
    outsider = cookies[6] ?? '';
    await makeAuthor(t, 'author@asks.example');
  });
  afterAll(async () => t.close());

  it('lists requests by votes then age, toggles one vote per member, and searches', async () => {
    const older = await ask(asker, 'Review Terraform plans with an agent');
    const newer = await ask(asker, 'Write runbooks from incidents', 'Our postmortems 100%_done');
    const [v1 = '', v2 = ''] = voters;
    expect((await call(t, 'POST', `/api/use-case-requests/${newer}/vote`, undefined, v1)).json).toEqual({ voted: true, votes: 1 });
    expect((await requests(v1)).map((r) => [r.id, r.votes, r.votedByYou])).toEqual([
      [newer, 1, true],
      [older, 0, false],
    ]);
    // A second vote takes it back (toggle): the older one is first again at equal votes.
    expect((await call(t, 'POST', `/api/use-case-requests/${newer}/vote`, undefined, v1)).json).toEqual({ voted: false, votes: 0 });
    expect((await requests(v2)).map((r) => r.id)).toEqual([older, newer]);
    expect((await requests(v2, '?q=terraform')).map((r) => r.id)).toEqual([older]);
    expect((await requests(v2, '?q=100%25_')).map((r) => r.id)).toEqual([newer]);
    expect((await requests(v2, '?q=%25')).map((r) => r.id)).toEqual([newer]);
    expect((await requests(asker))[0]).toMatchObject({ askedBy: 'asker', askedByYou: true, status: 'open', fulfilledBy: null });
  });

  it('refuses empty, long and control-character requests', async () => {
    for (const body of [
      { title: '', details: 'x' },
      { title: 'x'.repeat(121), details: 'x' },
      { title: 'Fine title', details: 'bell\u0007' },
      { title: 'Fine title', details: 'x'.repeat(1001) },
    ]) {
      expect((await call(t, 'POST', '/api/use-case-requests', body, asker)).status).toBe(400);
    }
  });

  it('is fulfilled by an author with a published use case, and everyone who asked or voted is notified in the product and by e-mail', async () => {
    const id = await ask(asker, 'Onboard to the monorepo with an agent');
    for (const voter of voters) expect((await call(t, 'POST', `/api/use-case-requests/${id}/vote`, undefined, voter)).status).toBe(200);
    expect((await requests(admin)).find((r) => r.id === id)?.votes).toBe(3);
    const useCaseId = await published(t, author, goodDraft({ title: 'Monorepo onboarding' }));
    expect((await call(t, 'POST', `/api/use-case-requests/${id}/fulfil`, { useCaseId }, asker)).status).toBe(403);
    expect((await call(t, 'POST', `/api/use-case-requests/${id}/fulfil`, { useCaseId: 'team-nope' }, author)).status).toBe(400);
    const done = await call(t, 'POST', `/api/use-case-requests/${id}/fulfil`, { useCaseId }, author);
    expect(done.json).toEqual({ fulfilled: true, notified: 4 });
    expect((await call(t, 'POST', `/api/use-case-requests/${id}/fulfil`, { useCaseId }, author)).status).toBe(409);
    for (const cookie of [asker, ...voters]) {
      const bell = (await call(t, 'GET', '/api/notifications', undefined, cookie)).json as unknown as NotificationList;
      expect(bell.notifications[0]).toMatchObject({
        kind: 'request.fulfilled',
        text: 'Your request "Onboard to the monorepo with an agent" was fulfilled',
        href: `/use-case/${useCaseId}`,
      });
    }
    // The mails are sent by the job queue: wait for (and check) each one before looking for the
    // author's, which would otherwise be "not sent" only because no job had run yet.
    for (const email of ['asker', 'v1', 'v2', 'v3'].map((n) => `${n}@asks.example`)) {
      const mails = await eventually(
        () => t.mailer.outbox().filter((m) => m.to === email && /Onboard to the monorepo/.test(`${m.subject}\n${m.text}`)),
        (found) => found.length >= 1,
      );
      expect(mails, email).toHaveLength(1);
    }
    expect(t.mailer.outbox().some((m) => m.to === 'author@asks.example' && /Onboard to the monorepo/.test(m.text))).toBe(false);
    const fulfilled = (await requests(asker, '?status=fulfilled')).find((r) => r.id === id);
    expect(fulfilled).toMatchObject({ status: 'fulfilled', fulfilledBy: { useCaseId, title: 'Monorepo onboarding' } });
    expect((await requests(asker)).some((r) => r.id === id)).toBe(false);
  });

  it('keeps requests inside their workspace', async () => {
    const id = await ask(asker, 'Only for us');
    expect(await requests(outsider, '?status=all')).toEqual([]);
    expect((await call(t, 'POST', `/api/use-case-requests/${id}/vote`, undefined, outsider)).status).toBe(404);
    expect((await call(t, 'POST', `/api/use-case-requests/${id}/fulfil`, { useCaseId: t.catalogue.all[0]?.id }, outsider)).status).toBe(
      404,
    );
    expect((await requests(asker)).find((r) => r.id === id)?.votes).toBe(0);
  });
});
