import { eq } from 'drizzle-orm';
import { DEFAULT_METRICS_IMPROVED, storyTitle } from '@pathwise/core';
import { hashPassword } from '../auth/password-hasher';
import type { CatalogueService } from '../catalogue/catalogue';
import type { Db } from '../db/client';
import { completions, impactStories, useCaseRatings, userProfiles, users, workspaces } from '../db/schema';
import type { Logger } from '../logger';
import { backfillPromptLibrary } from '../prompts/filing';

/** The demo workspace of `npm start` on a fresh clone (the README tells how to sign in). */
export const DEMO = {
  domain: 'pathwise-demo.dev',
  name: 'Pathwise Demo',
  password: 'Pathwise!demo1',
  emailOf: (teammateId: string) => `${teammateId.replace(/-/g, '.')}@pathwise-demo.dev`,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Seeds the demo workspace with the sample teammates and their stories, once. Only runs where
 * the configuration asks for it (the embedded database outside production by default).
 */
export async function seedDemoWorkspace(db: Db, catalogue: CatalogueService, logger: Logger): Promise<boolean> {
  const [existing] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.domain, DEMO.domain));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO.password);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const people = new Map<string, string>();
    for (const mate of catalogue.teammates) {
      const [user] = await tx
        .insert(users)
        .values({ email: DEMO.emailOf(mate.id), domain: DEMO.domain, passwordHash, emailVerifiedAt: new Date(now - 90 * DAY_MS) })
        .returning({ id: users.id });
      if (user) people.set(mate.id, user.id);
    }
    const adminId = people.values().next().value;
    const [workspace] = await tx
      .insert(workspaces)
      .values({ domain: DEMO.domain, name: DEMO.name, createdBy: adminId, firstAdminId: adminId })
      .returning({ id: workspaces.id });
    if (!workspace) throw new Error('demo workspace not created');
    for (const mate of catalogue.teammates) {
      const id = people.get(mate.id);
      if (!id) continue;
      await tx.insert(userProfiles).values({
        id,
        workspaceId: workspace.id,
        workspaceRole: id === adminId ? 'admin' : 'member',
        specialty: mate.specialty,
        proficiencyLevel: mate.proficiencyLevel,
        responsibilities: mate.responsibilities,
        motivations: ['speed_up_tasks'],
        preferredUseCaseTypes: mate.preferredUseCaseTypes,
        emailVerified: true,
        onboardedAt: new Date(now - 89 * DAY_MS),
      });
    }
    for (const set of catalogue.storySets) {
      for (const story of set.stories) {
        const userId = people.get(story.authorId);
        const useCase = catalogue.get(story.useCaseId);
        if (!userId || !useCase) continue;
        const createdAt = new Date(now - story.daysAgo * DAY_MS);
        await tx
          .insert(completions)
          .values({ userId, workspaceId: workspace.id, useCaseId: useCase.id, completedAt: createdAt })
          .onConflictDoNothing();
        await tx
          .insert(useCaseRatings)
          .values({ userId, workspaceId: workspace.id, useCaseId: useCase.id, helpful: story.isRelevant, createdAt, updatedAt: createdAt })
          .onConflictDoNothing();
        await tx.insert(impactStories).values({
          workspaceId: workspace.id,
          userId,
          useCaseId: useCase.id,
          kind: 'story',
          title: storyTitle(useCase.title),
          description: story.description,
          impact: story.impact,
          metricsImproved: story.metricsImproved.length > 0 ? story.metricsImproved : [...DEFAULT_METRICS_IMPROVED],
          timeSaved: story.timeSaved,
          isRelevant: story.isRelevant,
          feedback: story.feedback,
          prompts: story.prompts,
          likes: story.likes,
          createdAt,
        });
      }
    }
  });
  await backfillPromptLibrary(db);
  logger.info({ workspace: DEMO.domain, teammates: catalogue.teammates.length }, 'demo workspace seeded');
  return true;
}
