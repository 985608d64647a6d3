import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomUseCaseFile, type AuthoredUseCase, type UseCaseRevision } from '@pathwise/core';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createDraft, exportFile, goodDraft, groupWith, listIds, makeAuthor, published } from './authoring-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe.each(ENGINES)('team-authored use cases on %s', (engine) => {
  let t: TestContext;
  let admin: string;
  let author: string;
  let member: string;
  let outsider: string;

  beforeAll(async () => {
    t = await createTestContext(engine);
    const emails = ['admin@team.example', 'author@team.example', 'member@team.example', 'eve@elsewhere.example'];
    const cookies: string[] = [];
    for (const email of emails) {
      const cookie = await verifiedUser(t, email);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    [admin, author, member, outsider] = cookies as [string, string, string, string];
    await makeAuthor(t, 'author@team.example');
  });
  afterAll(async () => t.close());

  it('lets admins and authors write, and refuses members with 403', async () => {
    for (const cookie of [admin, author]) expect((await call(t, 'GET', '/api/authoring/use-cases', undefined, cookie)).status).toBe(200);
    const refused = await call(t, 'POST', '/api/authoring/use-cases', { draft: goodDraft() }, member);
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toBe('Only a workspace author or admin can do this.');
    expect((await call(t, 'GET', '/api/authoring/use-cases', undefined, member)).status).toBe(403);
    expect((await call(t, 'POST', '/api/authoring/import', { file: '---\n---\n' }, member)).status).toBe(403);
  });

  it('autosaves drafts with a version: a stale save is a 409 and never overwrites', async () => {
    const created = await createDraft(t, author, goodDraft({ title: 'Conflicting guide' }));
    expect(created).toMatchObject({ status: 'draft', version: 1, unpublishedChanges: true });
    expect(created.id).toBe('team-conflicting-guide');
    const first = await call(
      t,
      'PUT',
      `/api/authoring/use-cases/${created.id}/draft`,
      { version: 1, draft: goodDraft({ title: 'Mine' }) },
      author,
    );
    expect(first.status).toBe(200);
    expect((first.json.useCase as AuthoredUseCase).version).toBe(2);
    // The admin opened version 1 too: their save is refused with a message, the author's text stays.
    const stale = await call(
      t,
      'PUT',
      `/api/authoring/use-cases/${created.id}/draft`,
      { version: 1, draft: goodDraft({ title: 'Theirs' }) },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'edit_conflict', currentVersion: 2 });
    expect(stale.json.error?.message).toMatch(/Someone else saved this use case/);
    const now = await call(t, 'GET', `/api/authoring/use-cases/${created.id}`, undefined, admin);
    expect((now.json.useCase as AuthoredUseCase).draft.title).toBe('Mine');
    // A draft may be incomplete, but not over its limits.
    const long = await call(
      t,
      'PUT',
      `/api/authoring/use-cases/${created.id}/draft`,
      { version: 2, draft: goodDraft({ title: 'x'.repeat(81) }) },
      author,
    );
    expect(long.status).toBe(400);
    expect(long.json.error?.message).toMatch(/draft\.title: must be at most 80 characters/);
    const partial = await call(
      t,
      'PUT',
      `/api/authoring/use-cases/${created.id}/draft`,
      { version: 2, draft: goodDraft({ objective: '', roles: [] }) },
      author,
    );
    expect(partial.status).toBe(200);
  });

  it('publishes only a valid use case, naming each problem by field', async () => {
    const draft = await createDraft(t, author, goodDraft({ title: '', roles: [], content: 'no steps\n```\ncode' }));
    const result = await call(t, 'POST', `/api/authoring/use-cases/${draft.id}/publish`, { version: draft.version }, author);
    expect(result.status).toBe(400);
    expect(result.json.error?.code).toBe('use_case_invalid');
    const fields = (result.json.error as unknown as { details: { field: string }[] }).details.map((d) => d.field);
    expect(new Set(fields)).toEqual(new Set(['title', 'roles', 'content']));
    expect(await listIds(t, member)).not.toContain(draft.id);
  });

  it('shows a published use case first to teammates, who rate it, complete it and share a story', async () => {
    const id = await published(t, author, goodDraft({ title: 'Our release checklist' }));
    const before = await call(t, 'GET', '/api/use-cases', undefined, member);
    const list = before.json.useCases as { id: string; isCustom: boolean; helpfulCount: number; targetsViewer?: boolean }[];
    expect(list[0]).toMatchObject({ id, isCustom: true, helpfulCount: 0, targetsViewer: false });
    // Team use cases come before every bundled one (the spec's relevance order starts with custom ones).
    expect(list.findIndex((u) => t.catalogue.get(u.id) !== undefined)).toBe(1);
    const detail = await call(t, 'GET', `/api/use-cases/${id}`, undefined, member);
    expect(detail.json.useCase).toMatchObject({ id, title: 'Our release checklist', helpfulCount: 0, completed: false });
    expect((detail.json.useCase as { content: string }).content).toContain('### 2. Ship');
    const rated = await call(t, 'POST', `/api/use-cases/${id}/rating`, { helpful: true }, member);
    expect(rated.json).toMatchObject({ helpfulCount: 1, completed: true });
    const story = await call(t, 'POST', '/api/stories', { useCaseId: id, timeSaved: 25, feedback: 'Saved my Thursday' }, member);
    expect(story.status).toBe(201);
    // Its author hears of the completion (once).
    const bell = await call(t, 'GET', '/api/notifications', undefined, author);
    const texts = (bell.json.notifications as { text: string; href: string }[]).map((n) => [n.text, n.href]);
    expect(texts).toEqual([['member completed Our release checklist, a use case you authored', `/use-case/${id}`]]);
    const feed = await call(t, 'GET', '/api/feed?filter=recent', undefined, admin);
    expect(JSON.stringify(feed.json)).toContain('Our release checklist');
    const stats = await call(t, 'GET', '/api/team/stats', undefined, admin);
    expect(JSON.stringify(stats.json)).toContain('Our release checklist');
    // The ETag changes when the workspace publishes; the old one is not answered 304.
    const etag = before.headers.get('etag') ?? '';
    await published(t, author, goodDraft({ title: 'Another team guide' }));
    const after = await t.app.request('/api/use-cases', { headers: { Cookie: member, 'If-None-Match': etag } });
    expect(after.status).toBe(200);
  });

  it("never shows a workspace's use cases to another workspace", async () => {
    const id = await published(t, author, goodDraft({ title: 'Secret internal guide' }));
    expect(await listIds(t, outsider)).not.toContain(id);
    expect((await call(t, 'GET', `/api/use-cases/${id}`, undefined, outsider)).status).toBe(404);
    expect((await call(t, 'POST', `/api/use-cases/${id}/rating`, { helpful: true }, outsider)).status).toBe(404);
    expect((await call(t, 'POST', '/api/stories', { useCaseId: id, timeSaved: 5 }, outsider)).status).toBe(404);
    // Even an admin of the other workspace (its first member) reaches nothing of it.
    expect((await call(t, 'GET', `/api/authoring/use-cases/${id}`, undefined, outsider)).status).toBe(404);
    expect((await exportFile(t, outsider, id)).status).toBe(404);
    const write = await call(t, 'PUT', `/api/authoring/use-cases/${id}/draft`, { version: 2, draft: goodDraft() }, outsider);
    expect(write.status).toBe(404);
    expect((await call(t, 'POST', `/api/authoring/use-cases/${id}/archive`, undefined, outsider)).status).toBe(404);
  });

  it('shows a use case for groups only to their members (and its authors); a direct address is a 404', async () => {
    await groupWith(t, 'security-engineers', 'admin@team.example', ['author@team.example']);
    const id = await published(
      t,
      author,
      goodDraft({ title: 'Threat model a new endpoint', customForGroups: ['security-engineers'], visibleTo: 'groups' }),
    );
    expect(await listIds(t, member)).not.toContain(id);
    expect((await call(t, 'GET', `/api/use-cases/${id}`, undefined, member)).status).toBe(404);
    await groupWith(t, 'security-engineers', 'admin@team.example', ['member@team.example']);
    const list = (await call(t, 'GET', '/api/use-cases', undefined, member)).json.useCases as { id: string; targetsViewer?: boolean }[];
    expect(list.find((u) => u.id === id)?.targetsViewer).toBe(true);
    expect((await call(t, 'GET', `/api/use-cases/${id}`, undefined, member)).status).toBe(200);
    // A group the workspace does not have cannot be targeted.
    const unknown = await createDraft(t, author, goodDraft({ title: 'For nobody', customForGroups: ['no-such-group'] }));
    const refused = await call(t, 'POST', `/api/authoring/use-cases/${unknown.id}/publish`, { version: 1 }, author);
    expect(refused.status).toBe(400);
    expect(refused.json.error?.message).toMatch(/customForGroups.0: no group of this workspace is named "no-such-group"/);
  });

  it('keeps a revision per publish, restores one, unpublishes and archives', async () => {
    const created = await createDraft(t, author, goodDraft({ title: 'Version one' }));
    const path = `/api/authoring/use-cases/${created.id}`;
    expect((await call(t, 'POST', `${path}/publish`, { version: 1 }, author)).status).toBe(200);
    const saved = await call(t, 'PUT', `${path}/draft`, { version: 2, draft: goodDraft({ title: 'Version two' }) }, author);
    expect((saved.json.useCase as AuthoredUseCase).unpublishedChanges).toBe(true);
    expect((await call(t, 'POST', `${path}/publish`, { version: 3 }, admin)).json.revision).toBe(2);
    const opened = await call(t, 'GET', path, undefined, author);
    const revisions = opened.json.revisions as UseCaseRevision[];
    expect(revisions.map((r) => [r.number, r.title, r.publishedBy])).toEqual([
      [2, 'Version two', 'admin@team.example'],
      [1, 'Version one', 'author@team.example'],
    ]);
    expect((await call(t, 'POST', `${path}/revisions/1/restore`, { version: 1 }, author)).status).toBe(409);
    const restored = await call(t, 'POST', `${path}/revisions/1/restore`, { version: 4 }, author);
    expect((restored.json.useCase as AuthoredUseCase).draft.title).toBe('Version one');
    expect((await call(t, 'POST', `${path}/revisions/9/restore`, { version: 5 }, author)).status).toBe(404);
    expect((await call(t, 'GET', `/api/use-cases/${created.id}`, undefined, member)).json.useCase).toMatchObject({ title: 'Version two' });
    await call(t, 'POST', `${path}/unpublish`, undefined, author);
    expect(await listIds(t, member)).not.toContain(created.id);
    expect((await call(t, 'GET', `/api/use-cases/${created.id}`, undefined, member)).status).toBe(404);
    await call(t, 'POST', `${path}/publish`, { version: 5 }, author);
    expect(await listIds(t, member)).toContain(created.id);
    const archived = await call(t, 'POST', `${path}/archive`, undefined, author);
    expect((archived.json.useCase as AuthoredUseCase).status).toBe('archived');
    expect(await listIds(t, member)).not.toContain(created.id);
  });

  it('exports any use case as the content/ file format, and imports it back losslessly', async () => {
    const bundledId = t.catalogue.all[0]?.id ?? '';
    const bundled = await exportFile(t, author, bundledId);
    expect(bundled.status).toBe(200);
    expect(bundled.headers.get('content-disposition')).toBe(`attachment; filename="${bundledId}.md"`);
    expect(bundled.text.startsWith(`---\nid: "${bundledId}"`)).toBe(true);
    // The bundled id is taken: the import says so at its field.
    const taken = await call(t, 'POST', '/api/authoring/import', { file: bundled.text }, author);
    expect(taken.status).toBe(409);
    expect(taken.json.error?.message).toMatch(/^id: /);
    const copy = bundled.text.replace(`id: "${bundledId}"`, 'id: "our-copy"');
    const imported = await call(t, 'POST', '/api/authoring/import', { file: copy }, author);
    expect(imported.status, JSON.stringify(imported.json)).toBe(201);
    const again = await exportFile(t, author, 'our-copy');
    const original = parseCustomUseCaseFile('a.md', copy);
    const roundTrip = parseCustomUseCaseFile('b.md', again.text);
    expect(roundTrip).toEqual(original);
    // Custom: publish, export, re-import under a new id, export again: the same file.
    const id = await published(t, author, goodDraft({ title: 'Round trip guide', tags: ['a', 'b#'], content: '### Só\n\n"quotes": {x}' }));
    const file = (await exportFile(t, author, id)).text;
    const second = await call(t, 'POST', '/api/authoring/import', { file: file.replace(`id: "${id}"`, 'id: "round-trip-2"') }, author);
    expect(second.status).toBe(201);
    expect((await exportFile(t, author, 'round-trip-2')).text).toBe(file.replace(`id: "${id}"`, 'id: "round-trip-2"'));
  });

  it('reports every problem of an imported file with its field', async () => {
    const file = '---\nid: Bad Id\ntitle: ""\ntype: dancing\nisCustom: true\n---\nno steps';
    const result = await call(t, 'POST', '/api/authoring/import', { file }, author);
    expect(result.status).toBe(400);
    expect(result.json.error?.code).toBe('import_invalid');
    const fields = (result.json.error as unknown as { details: { field: string }[] }).details.map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['id', 'title', 'description', 'type', 'roles', 'objective', 'scenario', 'aiToolRequired', 'content']),
    );
  });
});
