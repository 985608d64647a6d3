import { and, eq } from 'drizzle-orm';
import { EMPTY_DRAFT, type AuthoredUseCase, type UseCaseDraft } from '@pathwise/core';
import { groupMembers, groups, userProfiles, users } from '../src/db/schema';
import { call } from './accounts-helpers';
import type { TestContext } from './harness';

/** A draft that publishes: every field filled, two steps and a code block. */
export function goodDraft(overrides: Partial<UseCaseDraft> = {}): UseCaseDraft {
  return {
    ...EMPTY_DRAFT,
    title: 'Deploy the billing service our way',
    description: 'The checklist our team follows, with the agent doing the boring parts.',
    thumbnail: '/thumbnails/planning.svg',
    tags: ['deploy', 'billing'],
    type: 'coding',
    complexity: 'beginner',
    roles: ['backend', 'frontend'],
    responsibilities: ['devops'],
    estimatedTime: 20,
    objective: 'Ship a billing release without paging anyone.',
    scenario: 'It is Thursday and the billing fix must go out today.',
    aiToolRequired: 'GitHub Copilot Chat',
    content: 'Our way.\n\n### 1. Prepare\n\nRun the checks:\n\n```bash\nnpm run check\n```\n\n### 2. Ship\n\nPress the button.',
    ...overrides,
  };
}

export async function userId(t: TestContext, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
}

export async function makeAuthor(t: TestContext, email: string): Promise<void> {
  await t.database.db
    .update(userProfiles)
    .set({ workspaceRole: 'author' })
    .where(eq(userProfiles.id, await userId(t, email)));
}

/** A group of the member's workspace with the given members (by e-mail). */
export async function groupWith(t: TestContext, name: string, workspaceOf: string, emails: string[]): Promise<void> {
  const { db } = t.database;
  const [profile] = await db
    .select({ workspaceId: userProfiles.workspaceId })
    .from(userProfiles)
    .where(eq(userProfiles.id, await userId(t, workspaceOf)));
  const workspaceId = profile?.workspaceId ?? '';
  let [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.workspaceId, workspaceId), eq(groups.name, name)));
  group ??= (await db.insert(groups).values({ workspaceId, name }).returning())[0];
  for (const email of emails) {
    await db
      .insert(groupMembers)
      .values({ groupId: group?.id ?? '', userId: await userId(t, email) })
      .onConflictDoNothing();
  }
  // As the group routes do: cached views of the workspace's readers' groups are dropped (once
  // this instance heard it: PostgreSQL's bus delivers through NOTIFY, after the publish returns).
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = t.bus.subscribe((event) => {
      if (event.type === 'catalogue.changed' && event.workspaceId === workspaceId) resolve();
    });
  });
  await t.bus.publish({ type: 'catalogue.changed', workspaceId });
  await heard;
  stop();
}

export async function createDraft(t: TestContext, cookie: string, draft: UseCaseDraft = goodDraft()): Promise<AuthoredUseCase> {
  const result = await call(t, 'POST', '/api/authoring/use-cases', { draft }, cookie);
  if (result.status !== 201) throw new Error(`create: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json.useCase as AuthoredUseCase;
}

/** Creates and publishes a use case; returns its id. */
export async function published(t: TestContext, cookie: string, draft: UseCaseDraft = goodDraft()): Promise<string> {
  const useCase = await createDraft(t, cookie, draft);
  const result = await call(t, 'POST', `/api/authoring/use-cases/${useCase.id}/publish`, { version: useCase.version }, cookie);
  if (result.status !== 200) throw new Error(`publish: ${result.status} ${JSON.stringify(result.json)}`);
  return useCase.id;
}

export async function exportFile(t: TestContext, cookie: string, id: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await t.app.request(`/api/authoring/export/${id}`, { headers: { Cookie: cookie } });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export const listIds = async (t: TestContext, cookie: string): Promise<string[]> => {
  const result = await call(t, 'GET', '/api/use-cases', undefined, cookie);
  return (result.json.useCases as { id: string }[]).map((u) => u.id);
};
