import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthoredUseCase } from '@pathwise/core';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { exportFile, goodDraft, listIds, makeAuthor, published } from './authoring-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

/*
 * Issue 16: use cases name their groups, so renaming a group carries the new name into every use
 * case that names it (draft, published, revisions), and deleting one removes the name; a use case
 * for groups only that loses its last group is seen by its authors and admins only (decision 016).
 */
describe.each(ENGINES)('group renames and deletions in team use cases on %s', (engine) => {
  let t: TestContext;
  let admin: string;
  let author: string;
  let member: string;
  let outsider: string;

  const groupId = async (name: string) => {
    const groups = (await call(t, 'GET', '/api/groups', undefined, admin)).json.groups as { id: string; name: string }[];
    return groups.find((g) => g.name === name)?.id ?? '';
  };
  const join = async (name: string, cookie: string) => {
    const me = (await call(t, 'GET', '/api/session', undefined, cookie)).json as { user: { id: string } };
    expect((await call(t, 'PUT', `/api/groups/${await groupId(name)}/members/${me.user.id}`, undefined, admin)).status).toBe(200);
  };
  const authored = async (id: string) =>
    (await call(t, 'GET', `/api/authoring/use-cases/${id}`, undefined, author)).json as {
      useCase: AuthoredUseCase;
      revisions: { number: number }[];
    };

  beforeAll(async () => {
    t = await createTestContext(engine);
    const cookies: string[] = [];
    for (const email of ['admin@rename.example', 'author@rename.example', 'member@rename.example', 'other@rename.example']) {
      const cookie = await verifiedUser(t, email);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    [admin, author, member, outsider] = cookies as [string, string, string, string];
    await makeAuthor(t, 'author@rename.example');
    for (const name of ['security-engineers', 'platform']) expect((await call(t, 'POST', '/api/groups', { name }, admin)).status).toBe(201);
    await join('security-engineers', member);
    await join('platform', member);
  });
  afterAll(async () => t.close());

  it('renaming a group keeps its use cases aimed at it: draft, published version, revisions and export follow', async () => {
    const id = await published(
      t,
      author,
      goodDraft({ title: 'Rotate the vault keys', customForGroups: ['security-engineers'], visibleTo: 'groups' }),
    );
    const before = await authored(id);
    expect(await listIds(t, member)).toContain(id);
    expect(await listIds(t, outsider)).not.toContain(id);

    const renamed = await call(t, 'PATCH', `/api/groups/${await groupId('security-engineers')}`, { name: 'appsec' }, admin);
    expect(renamed.status).toBe(200);

    // Its members still see it (the catalogue was dropped at once), the others still do not.
    expect(await listIds(t, member)).toContain(id);
    expect(await listIds(t, outsider)).not.toContain(id);
    const detail = await call(t, 'GET', `/api/use-cases/${id}`, undefined, member);
    expect(detail.status).toBe(200);
    const after = await authored(id);
    expect(after.useCase.draft.customForGroups).toEqual(['appsec']);
    expect(after.useCase.unpublishedChanges).toBe(false); // published and draft moved together
    expect((await exportFile(t, author, id)).text).toContain('appsec');
    expect((await exportFile(t, author, id)).text).not.toContain('security-engineers');
    // An editor still open on the old names gets the conflict message, not a silent overwrite.
    const stale = await call(
      t,
      'PUT',
      `/api/authoring/use-cases/${id}/draft`,
      { version: before.useCase.version, draft: goodDraft() },
      author,
    );
    expect(stale.status).toBe(409);
    // A restored revision names the group by its new name and publishes.
    const restored = await call(
      t,
      'POST',
      `/api/authoring/use-cases/${id}/revisions/1/restore`,
      { version: after.useCase.version },
      author,
    );
    expect(restored.status).toBe(200);
    const restoredUseCase = restored.json.useCase as AuthoredUseCase;
    expect(restoredUseCase.draft.customForGroups).toEqual(['appsec']);
    expect((await call(t, 'POST', `/api/authoring/use-cases/${id}/publish`, { version: restoredUseCase.version }, author)).status).toBe(
      200,
    );
  });

  it('deleting a group removes its name; a groups-only use case left with no group is for its authors and admins only', async () => {
    const onlyPlatform = await published(
      t,
      author,
      goodDraft({ title: 'Platform on-call handbook', customForGroups: ['platform'], visibleTo: 'groups' }),
    );
    const everyone = await published(
      t,
      author,
      goodDraft({ title: 'Platform tips for all', customForGroups: ['platform', 'appsec'], visibleTo: 'workspace' }),
    );
    const targeted = (await call(t, 'GET', '/api/use-cases', undefined, member)).json.useCases as { id: string; targetsViewer?: boolean }[];
    expect(targeted.find((u) => u.id === everyone)?.targetsViewer).toBe(true);

    expect((await call(t, 'DELETE', `/api/groups/${await groupId('platform')}`, undefined, admin)).status).toBe(200);

    // The former member no longer sees the groups-only one, by list or address; authors and admins do.
    expect(await listIds(t, member)).not.toContain(onlyPlatform);
    expect((await call(t, 'GET', `/api/use-cases/${onlyPlatform}`, undefined, member)).status).toBe(404);
    for (const cookie of [author, admin])
      expect((await call(t, 'GET', `/api/use-cases/${onlyPlatform}`, undefined, cookie)).status).toBe(200);
    const left = await authored(onlyPlatform);
    expect(left.useCase.draft).toMatchObject({ customForGroups: [], visibleTo: 'groups' });
    // Publishing it again asks the author to choose: groups, or the whole workspace.
    const again = await call(t, 'POST', `/api/authoring/use-cases/${onlyPlatform}/publish`, { version: left.useCase.version }, author);
    expect(again.status).toBe(400);
    expect(again.json.error?.message).toMatch(/customForGroups: name at least one group to show it only to groups/);

    // The workspace-wide one stays for everyone and keeps its other group.
    expect(await listIds(t, outsider)).toContain(everyone);
    expect((await authored(everyone)).useCase.draft.customForGroups).toEqual(['appsec']);
  });
});
