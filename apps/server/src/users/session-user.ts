import { eq } from 'drizzle-orm';
import { displayName, type ProficiencyLevel, type Responsibility, type SessionUser, type Specialty, type UseCaseType } from '@pathwise/core';
import type { Db } from '../db/client';
import { userProfiles, users, workspaces } from '../db/schema';
import { completedUseCaseIds } from '../stories/activity';

export interface Account {
  id: string;
  email: string;
  domain: string;
  emailVerified: boolean;
  workspaceId: string | null;
  workspaceRole: 'admin' | 'member';
}

export async function findAccount(db: Db, userId: string): Promise<Account | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      domain: users.domain,
      emailVerifiedAt: users.emailVerifiedAt,
      workspaceId: userProfiles.workspaceId,
      workspaceRole: userProfiles.workspaceRole,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    domain: row.domain,
    emailVerified: row.emailVerifiedAt !== null,
    workspaceId: row.workspaceId,
    workspaceRole: row.workspaceRole,
  };
}

/** The signed-in user as the web app sees it. */
export async function loadSessionUser(db: Db, userId: string, expiresAt: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, profile: userProfiles, workspace: workspaces })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.id, users.id))
    .leftJoin(workspaces, eq(workspaces.id, userProfiles.workspaceId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, profile, workspace } = row;
  const responsibilities = profile.responsibilities as Responsibility[];
  return {
    id: user.id,
    email: user.email,
    name: displayName(user.email),
    emailVerified: user.emailVerifiedAt !== null,
    isOnboarded: profile.specialty !== null && responsibilities.length > 0,
    workspace: workspace ? { id: workspace.id, name: workspace.name, domain: workspace.domain, role: profile.workspaceRole } : null,
    profile: {
      specialty: profile.specialty as Specialty | null,
      proficiencyLevel: profile.proficiencyLevel as ProficiencyLevel,
      responsibilities,
      motivations: profile.motivations,
      customMotivation: profile.customMotivation,
      preferredUseCaseTypes: profile.preferredUseCaseTypes as UseCaseType[],
    },
    completedUseCases: await completedUseCaseIds(db, user.id),
    expiresAt: expiresAt.toISOString(),
  };
}
