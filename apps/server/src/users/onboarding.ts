import { eq } from 'drizzle-orm';
import { SPECIALTY_PREFERRED_TYPES, type OnboardingInput } from '@pathwise/core';
import type { Db } from '../db/client';
import { userProfiles } from '../db/schema';

/**
 * Saves the onboarding answers: the specialty (which also sets the preferred use case types),
 * responsibilities and motivations; a custom motivation only with 'other'.
 */
export async function saveOnboarding(db: Db, userId: string, answers: OnboardingInput): Promise<void> {
  await db
    .update(userProfiles)
    .set({
      specialty: answers.specialty,
      responsibilities: answers.responsibilities,
      motivations: answers.motivations,
      customMotivation: answers.motivations.includes('other') ? (answers.customMotivation ?? null) : null,
      preferredUseCaseTypes: SPECIALTY_PREFERRED_TYPES[answers.specialty],
      onboardedAt: new Date(),
    })
    .where(eq(userProfiles.id, userId));
}
