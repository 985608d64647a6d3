import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema';
import { call, onboard, tokenFromMail, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

type Invitation = { id: string; email: string; expired: boolean; canManage: boolean; invitedBy: string };

/** The invitation mail to `to` (waits for the job queue). */
async function invitationMail(t: TestContext, to: string, atLeast = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = t.mailer.outbox().filter((m) => m.to === to && m.text.includes('invite='));
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(ENGINES)('invitations on %s', (engine) => {
  let t: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await verifiedUser(t, 'lead@initech.example');
    member = await verifiedUser(t, 'peter@initech.example');
    await onboard(t, admin);
    await call(t, 'PUT', '/api/workspace/name', { name: 'Initech' }, admin);
  });
  afterAll(async () => t.close());

  it('lets any member invite at the domain, mails a sign-up link with the address, and refuses other domains clearly', async () => {
    const other = await call(t, 'POST', '/api/invitations', { email: 'friend@gmail.com' }, member);
    expect(other.status).toBe(400);
    const elsewhere = await call(t, 'POST', '/api/invitations', { email: 'bob@elsewhere.example' }, member);
    expect(elsewhere.json.error).toMatchObject({
      code: 'wrong_domain',
      message: 'You can only invite colleagues with an @initech.example address.',
    });
    expect((await call(t, 'POST', '/api/invitations', { email: 'lead@initech.example' }, member)).json.error).toMatchObject({
      code: 'already_member',
      details: [{ field: 'email' }],
    });

    const sent = await call(t, 'POST', '/api/invitations', { email: ' Milton@Initech.example ' }, member);
    expect(sent.status).toBe(201);
    const [mail] = await invitationMail(t, 'milton@initech.example');
    expect(mail?.subject).toBe('peter invited you to Initech on Pathwise');
    expect(mail?.text).toMatch(/\/auth\?mode=signup&email=milton%40initech\.example&invite=[A-Za-z0-9_-]+/);
    const list = (await call(t, 'GET', '/api/invitations', undefined, admin)).json.invitations as Invitation[];
    expect(list).toEqual([
      expect.objectContaining({ email: 'milton@initech.example', expired: false, canManage: true, invitedBy: 'peter' }),
    ]);
  });

  it('resends with a new 7-day expiry and revokes; members manage only their own', async () => {
    const sent = await call(t, 'POST', '/api/invitations', { email: 'samir@initech.example' }, admin);
    const id = sent.json.id as string;
    // The first mail goes out before the invitation is made to expire (a queued mail of an
    // expired invitation is rightly not sent, which would leave one mail, not two).
    expect(await invitationMail(t, 'samir@initech.example', 1)).toHaveLength(1);
    const mine = (await call(t, 'GET', '/api/invitations', undefined, member)).json.invitations as Invitation[];
    expect(mine.find((i) => i.id === id)?.canManage).toBe(false);
    expect((await call(t, 'DELETE', `/api/invitations/${id}`, undefined, member)).status).toBe(404);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect(
      ((await call(t, 'GET', '/api/invitations', undefined, admin)).json.invitations as Invitation[]).find((i) => i.id === id)?.expired,
    ).toBe(true);
    expect((await call(t, 'POST', `/api/invitations/${id}/resend`, undefined, admin)).status).toBe(200);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60_000 - 60_000);
    expect(await invitationMail(t, 'samir@initech.example', 2)).toHaveLength(2);
    expect((await call(t, 'DELETE', `/api/invitations/${id}`, undefined, admin)).status).toBe(200);
    expect(((await call(t, 'GET', '/api/invitations', undefined, admin)).json.invitations as Invitation[]).map((i) => i.id)).not.toContain(
      id,
    );
    const audit = (await call(t, 'GET', '/api/workspace/audit', undefined, admin)).json.entries as { text: string }[];
    expect(audit.slice(0, 3).map((e) => e.text)).toEqual([
      'lead revoked the invitation to samir@initech.example',
      'lead resent the invitation to samir@initech.example',
      'lead invited samir@initech.example',
    ]);
  });

  it('accepts the invitation when the colleague joins, and tells the inviter', async () => {
    const joined = await verifiedUser(t, 'milton@initech.example');
    const session = await call(t, 'GET', '/api/session', undefined, joined);
    expect((session.json.user as { workspace: { name: string } }).workspace.name).toBe('Initech');
    expect((await call(t, 'GET', '/api/invitations', undefined, member)).json.invitations).toEqual([]);
    const bell = (await call(t, 'GET', '/api/notifications', undefined, member)).json.notifications as { kind: string; text: string }[];
    expect(bell[0]).toMatchObject({ kind: 'invitation.accepted', text: 'milton accepted your invitation' });
    // Once: a later session read does not notify again.
    await call(t, 'GET', '/api/session', undefined, joined);
    expect(((await call(t, 'GET', '/api/notifications', undefined, member)).json.notifications as unknown[]).length).toBe(bell.length);
    expect(await tokenFromMail(t, 'milton@initech.example', 'token_hash')).not.toBe('');
  });

  it('rate-limits invitations per member', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await call(t, 'POST', '/api/invitations', { email: `many${i}@initech.example` }, admin)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await call(t, 'POST', '/api/invitations', { email: 'one-more@initech.example' }, admin);
    expect(limited.json.error?.message).toMatch(/many invitations/);
  });
});
