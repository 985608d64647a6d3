import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  displayName,
  INACTIVITY,
  type ProficiencyLevel,
  type Responsibility,
  type SessionUser,
  type Specialty,
  type UseCaseType,
  type WorkspaceRole,
} from '@pathwise/core';
import type { Db } from '../db/client';
import { completions, sessions, userProfiles, users, workspaces } from '../db/schema';
import type { ActiveSession } from '../auth/sessions';
import { completedUseCaseIds } from '../stories/activity';

export interface Account {
  id: string;
  email: string;
  domain: string;
  emailVerified: boolean;
  workspaceId: string | null;
  workspaceRole: WorkspaceRole;
  specialty: string | null;
  proficiencyLevel: ProficiencyLevel;
  responsibilities: string[];
  preferredUseCaseTypes: string[];
  completedCount: number;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  domain: users.domain,
  emailVerifiedAt: users.emailVerifiedAt,
  workspaceId: userProfiles.workspaceId,
  workspaceRole: userProfiles.workspaceRole,
  specialty: userProfiles.specialty,
  proficiencyLevel: userProfiles.proficiencyLevel,
  responsibilities: userProfiles.responsibilities,
  preferredUseCaseTypes: userProfiles.preferredUseCaseTypes,
  completedCount: sql<number>`(SELECT count(*)::int FROM ${completions} WHERE ${completions.userId} = ${users.id})`,
};

type AccountRow = { [K in keyof typeof accountColumns]: unknown } & {
  id: string;
  email: string;
  domain: string;
  emailVerifiedAt: Date | null;
  workspaceId: string | null;
  workspaceRole: WorkspaceRole;
  specialty: string | null;
  proficiencyLevel: string;
  responsibilities: string[];
  preferredUseCaseTypes: string[];
  completedCount: number;
};

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    domain: row.domain,
    emailVerified: row.emailVerifiedAt !== null,
    workspaceId: row.workspaceId,
    workspaceRole: row.workspaceRole,
    specialty: row.specialty,
    proficiencyLevel: row.proficiencyLevel as ProficiencyLevel,
    responsibilities: row.responsibilities,
    preferredUseCaseTypes: row.preferredUseCaseTypes,
    completedCount: Number(row.completedCount),
  };
}

/**
 * The caller of a request in one round trip: the live session (not expired, not idle) with its
 * account and profile. Every API request pays this query, so it is the only one.
 */
export async function findCaller(db: Db, tokenHash: string): Promise<{ session: ActiveSession; account: Account } | null> {
  const idleSince = new Date(Date.now() - INACTIVITY.timeoutMs);
  const [row] = await db
    .select({ ...accountColumns, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, idleSince),
        // A deactivated member has no caller at all, whatever session they still hold.
        isNull(userProfiles.deactivatedAt),
      ),
    )
    .limit(1);
  return row ? { session: row.session, account: toAccount(row) } : null;
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
    name: profile.displayName ?? displayName(user.email),
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
