import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerScope } from '../src/authoring/visibility';
import { TeamCatalogue } from '../src/authoring/workspace-catalogue';
import { hiddenFromRecipient } from '../src/digest/content';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { goodDraft, groupWith, makeAuthor, published, userId } from './authoring-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

/** A socket as the hub sees it, keeping what it was sent. */
type Message = { type: string; useCaseId?: string; storyId?: string };
function fakeSocket() {
  const messages: Message[] = [];
  return { messages, socket: { send: (data: string) => void messages.push(JSON.parse(data) as Message), close: () => {} } };
}

const MARKER = 'Qz7-secret-threat-model';

/*
 * Issue 16: a use case shown to some groups only keeps its stories (and their counts, prompts and
 * events) from every member outside those groups: feed, team figures and CSVs, prompt library,
 * requests, realtime. A member of the group, and an author, sees them.
 */
describe.each(ENGINES)('a groups-only use case and its stories on %s', (engine) => {
  let t: TestContext;
  let author: string;
  let insider: string;
  let outsider: string;
  let useCaseId: string;
  let storyId: string;

  const get = async (cookie: string, path: string) => {
    const result = await call(t, 'GET', path, undefined, cookie);
    expect(result.status).toBe(200);
    return JSON.stringify(result.json);
  };
  const text = async (cookie: string, path: string) => {
    const response = await t.app.request(path, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const feedIds = async (cookie: string, filter: string) =>
    ((await call(t, 'GET', `/api/feed?filter=${filter}`, undefined, cookie)).json.stories as { useCase: { id: string } }[]).map(
      (s) => s.useCase.id,
    );
  /** Every read that could name the story: the feed's three filters, team figures, CSVs, prompts, requests. */
  const everything = async (cookie: string) =>
    [
      await get(cookie, '/api/feed?filter=relevant'),
      await get(cookie, '/api/feed?filter=recent'),
      await get(cookie, '/api/feed?filter=highest'),
      await get(cookie, '/api/team/stats'),
      await get(cookie, '/api/team/impact'),
      await text(cookie, '/api/team/stories.csv'),
      await text(cookie, '/api/team/impact.csv'),
      await get(cookie, '/api/prompts'),
      await get(cookie, `/api/prompts?q=${MARKER}`),
      await get(cookie, '/api/prompts/filters'),
      await get(cookie, '/api/use-case-requests?status=all'),
    ].join('\n');

  beforeAll(async () => {
    t = await createTestContext(engine);
    const cookies: string[] = [];
    for (const email of ['admin@vis.example', 'author@vis.example', 'insider@vis.example', 'outsider@vis.example']) {
      const cookie = await verifiedUser(t, email);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    [, author, insider, outsider] = cookies as [string, string, string, string];
    await makeAuthor(t, 'author@vis.example');
    await groupWith(t, 'security-engineers', 'admin@vis.example', ['insider@vis.example']);
    useCaseId = await published(
      t,
      author,
      goodDraft({ title: `Threat model ${MARKER}`, customForGroups: ['security-engineers'], visibleTo: 'groups' }),
    );
    const request = await call(t, 'POST', '/api/use-case-requests', { title: 'How do we threat model?', details: 'please' }, outsider);
    const requestId = (request.json.request as { id: string }).id;
    expect((await call(t, 'POST', `/api/use-case-requests/${requestId}/fulfil`, { useCaseId }, author)).status).toBe(200);
    // The team's visible work: a story about a bundled use case.
    const visible = await call(
      t,
      'POST',
      '/api/stories',
      { useCaseId: 'code-python-cli-argparse', timeSaved: 11, prompts: '/explain' },
      insider,
    );
    expect(visible.status).toBe(201);
    expect((await call(t, 'POST', `/api/use-cases/${useCaseId}/rating`, { helpful: true }, insider)).status).toBe(200);
    const story = await call(
      t,
      'POST',
      '/api/stories',
      { useCaseId, timeSaved: 42, feedback: MARKER, prompts: `${MARKER} prompt` },
      insider,
    );
    expect(story.status).toBe(201);
    storyId = (story.json.story as { id: string }).id;
    // The author shares a prompt about it that the visible story uses too: counted for readers only.
    const shared = await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 7, prompts: '/explain' }, author);
    expect(shared.status).toBe(201);
  });

  const explainUsers = async (cookie: string) => {
    const page = (await call(t, 'GET', '/api/prompts', undefined, cookie)).json as { prompts: { text: string; usedBy: number }[] };
    return page.prompts.find((p) => p.text === '/explain')?.usedBy;
  };
  afterAll(async () => t.close());

  it('shows a member outside the groups nothing of it: feed, team figures and CSVs, prompts, requests', async () => {
    const seen = await everything(outsider);
    expect(seen).not.toContain(useCaseId);
    expect(seen).not.toContain(MARKER);
    expect(seen).not.toContain(storyId);
    // The counts leave it out too: one story, 11 minutes (not two, 53).
    const stats = (await call(t, 'GET', '/api/team/stats', undefined, outsider)).json as {
      totals: { stories: number; minutesSaved: number };
    };
    expect(stats.totals).toMatchObject({ stories: 1, minutesSaved: 11 });
    const impact = (await call(t, 'GET', '/api/team/impact', undefined, outsider)).json as { reported: { stories: number } };
    expect(impact.reported.stories).toBe(1);
    expect(await feedIds(outsider, 'recent')).toEqual(['code-python-cli-argparse']);
    expect(await explainUsers(outsider)).toBe(1);
    // Nor can they act on the story by its address.
    expect((await call(t, 'POST', `/api/stories/${storyId}/like`, undefined, outsider)).status).toBe(404);
    // Their weekly digest leaves it out the same way (its figures and top stories skip these ids).
    const workspaceId = (await call(t, 'GET', '/api/session', undefined, outsider)).json as { user: { workspace: { id: string } } };
    const recipient = (email: string) => userId(t, email).then((id) => ({ userId: id, workspaceId: workspaceId.user.workspace.id }));
    expect(await hiddenFromRecipient(t.database.db, await recipient('outsider@vis.example'))).toEqual([useCaseId]);
    expect(await hiddenFromRecipient(t.database.db, await recipient('insider@vis.example'))).toEqual([]);
  });

  it('shows a member of the group, and an author, all of it', async () => {
    for (const cookie of [insider, author]) {
      const seen = await everything(cookie);
      expect(seen).toContain(useCaseId);
      expect(seen).toContain(MARKER);
      const stats = (await call(t, 'GET', '/api/team/stats', undefined, cookie)).json as {
        totals: { stories: number; minutesSaved: number };
      };
      expect(stats.totals).toMatchObject({ stories: 3, minutesSaved: 60 });
      expect((await feedIds(cookie, 'recent')).sort()).toEqual(['code-python-cli-argparse', useCaseId, useCaseId].sort());
      expect(await explainUsers(cookie)).toBe(2);
    }
    const requests = (await call(t, 'GET', '/api/use-case-requests?status=all', undefined, insider)).json.requests as {
      fulfilledBy: { useCaseId: string } | null;
    }[];
    expect(requests[0]?.fulfilledBy?.useCaseId).toBe(useCaseId);
  });

  it('sends its story events to the sockets of those who may read it only', async () => {
    const [inside, outside] = [fakeSocket(), fakeSocket()];
    const workspaceId = (await call(t, 'GET', '/api/session', undefined, insider)).json as { user: { workspace: { id: string } } };
    const ws = workspaceId.user.workspace.id;
    const insiderMember = t.realtime.join(inside.socket, {
      workspaceId: ws,
      userId: await userId(t, 'insider@vis.example'),
      sessionHash: 'a',
    });
    const outsiderMember = t.realtime.join(outside.socket, {
      workspaceId: ws,
      userId: await userId(t, 'outsider@vis.example'),
      sessionHash: 'b',
    });
    try {
      const hidden = await call(t, 'POST', '/api/stories', { useCaseId, timeSaved: 5 }, insider);
      const hiddenId = (hidden.json.story as { id: string }).id;
      expect((await call(t, 'POST', `/api/stories/${hiddenId}/like`, undefined, author)).status).toBe(200);
      const open = await call(t, 'POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 3 }, insider);
      const openId = (open.json.story as { id: string }).id;
      // Deliveries keep their order: once the last event reached the outsider, the earlier ones were decided.
      await expect.poll(() => outside.messages.some((m) => m.storyId === openId)).toBe(true);
      await expect.poll(() => inside.messages.some((m) => m.storyId === openId)).toBe(true);
      expect(inside.messages.filter((m) => m.storyId === hiddenId).map((m) => m.type)).toEqual(['story.created', 'story.liked']);
      expect(outside.messages.some((m) => m.storyId === hiddenId || m.useCaseId === useCaseId)).toBe(false);
      expect(JSON.stringify(outside.messages)).not.toContain(useCaseId);
    } finally {
      t.realtime.leave(insiderMember);
      t.realtime.leave(outsiderMember);
    }
  });

  it("makes each reader's scope once per view of the content: the same catalogue until the content changes", async () => {
    const session = (await call(t, 'GET', '/api/session', undefined, outsider)).json as { user: { workspace: { id: string } } };
    const team = new TeamCatalogue(t.database.db, t.catalogue, t.bus);
    const reader = { userId: await userId(t, 'outsider@vis.example'), workspaceId: session.user.workspace.id, role: 'member' as const };
    const first = await readerScope(team, reader);
    expect(first.hidden).toContain(useCaseId);
    expect(first.catalogue.get(useCaseId)).toBeUndefined();
    expect(await readerScope(team, reader)).toBe(first);
    const asAuthor = { ...reader, userId: await userId(t, 'author@vis.example'), role: 'author' as const };
    const authorScope = await readerScope(team, asAuthor);
    expect(authorScope.catalogue.get(useCaseId)?.title).toBe(`Threat model ${MARKER}`);
    expect(authorScope.catalogue.all).toHaveLength(first.catalogue.all.length + 1);
    expect((await readerScope(team, asAuthor)).catalogue).toBe(authorScope.catalogue);

    // A publish (heard on the bus) makes new content: new views, and catalogues that name it.
    const another = await published(t, author, goodDraft({ title: 'Our release checklist' }));
    await expect.poll(async () => (await readerScope(team, reader)).catalogue.get(another)?.title).toBe('Our release checklist');
    expect(await readerScope(team, reader)).not.toBe(first);
  });

  it('shows the outsider the story as soon as they join the group (cached answers follow the groups)', async () => {
    expect(await feedIds(outsider, 'highest')).not.toContain(useCaseId);
    await groupWith(t, 'security-engineers', 'admin@vis.example', ['outsider@vis.example']);
    expect(await feedIds(outsider, 'highest')).toContain(useCaseId);
    const stats = (await call(t, 'GET', '/api/team/impact', undefined, outsider)).json as { reported: { stories: number } };
    expect(stats.reported.stories).toBeGreaterThan(1);
  });
});
