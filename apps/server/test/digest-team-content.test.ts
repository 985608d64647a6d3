import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamCatalogue } from '../src/authoring/workspace-catalogue';
import { buildDigest } from '../src/digest/content';
import { call } from './accounts-helpers';
import { goodDraft, groupWith, published, userId } from './authoring-helpers';
import { seedDigestWorkspace } from './digest-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

/** The digest's team parts (issues 16 and 17): new use cases a member may read, top open requests. */
describe.each(ENGINES)('the weekly digest’s team content on %s', (engine) => {
  let t: TestContext;
  let seeded: Awaited<ReturnType<typeof seedDigestWorkspace>>;
  const digestOf = async (email: string) => {
    const catalogue = await new TeamCatalogue(t.database.db, t.catalogue, t.bus).catalogueFor(seeded.workspaceId);
    const content = await buildDigest(t.database.db, catalogue, {
      workspaceId: seeded.workspaceId,
      userId: await userId(t, email),
      timeZone: 'UTC',
      week: seeded.week,
    });
    if (!content) throw new Error('no digest');
    return content;
  };

  beforeAll(async () => {
    t = await createTestContext(engine);
    seeded = await seedDigestWorkspace(t, 'team-digest.example');
    // Maya is a plain member of the group; Omar is in none.
    const [, maya = ''] = seeded.emails;
    await groupWith(t, 'security-engineers', maya, [maya]);
    await published(t, seeded.admin, goodDraft({ title: 'Our release checklist' }));
    await published(
      t,
      seeded.admin,
      goodDraft({ title: 'Rotating our secrets', visibleTo: 'groups', customForGroups: ['security-engineers'] }),
    );
    await published(t, seeded.admin, goodDraft({ title: 'Published after the week' }));
    // First publications inside the reported week, but the last one after it.
    const inWeek = new Date(seeded.week.from.getTime() + 60 * 60_000).toISOString();
    await t.database.db.execute(sql`UPDATE workspace_use_case_revisions r SET created_at = ${inWeek}::timestamptz
      FROM workspace_use_cases c WHERE c.pk = r.use_case_pk AND c.published->>'title' <> 'Published after the week'`);
    await t.database.db.execute(sql`UPDATE workspace_use_case_revisions SET created_at = ${seeded.week.to.toISOString()}::timestamptz
      WHERE data->>'title' = 'Published after the week'`);

    const ask = async (cookie: string, title: string) => {
      const made = await call(t, 'POST', '/api/use-case-requests', { title, details: 'How we do it here.' }, cookie);
      expect(made.status).toBe(201);
      return (made.json.request as { id: string } | undefined)?.id ?? (made.json.id as string);
    };
    const one = await ask(seeded.omar, 'Reviewing migrations with an agent');
    const two = await ask(seeded.maya, 'Writing runbooks from incidents');
    await ask(seeded.admin, 'A guide nobody voted for');
    for (const cookie of [seeded.admin, seeded.maya]) await call(t, 'POST', `/api/use-case-requests/${two}/vote`, undefined, cookie);
    await call(t, 'POST', `/api/use-case-requests/${one}/vote`, undefined, seeded.admin);
  });
  afterAll(async () => t.close());

  it('lists the use cases first published in the week that the member may read', async () => {
    const titles = async (email: string) => (await digestOf(email)).newUseCases.map((u) => u.title).sort();
    const [admin = '', maya = '', omar = ''] = seeded.emails;
    expect(await titles(omar)).toEqual(['Our release checklist']);
    expect(await titles(maya)).toEqual(['Our release checklist', 'Rotating our secrets']);
    expect(await titles(admin)).toEqual(['Our release checklist', 'Rotating our secrets']);
  });

  it('lists the open requests with the most votes first', async () => {
    const { topRequests } = await digestOf(seeded.emails[2] ?? '');
    expect(topRequests.map((r) => [r.title, r.votes])).toEqual([
      ['Writing runbooks from incidents', 2],
      ['Reviewing migrations with an agent', 1],
      ['A guide nobody voted for', 0],
    ]);
  });
});
