import { useMemo } from 'react';
import { HOME_FEED, recommendUseCases, type RecommendationProfile, type SessionUser } from '@pathwise/core';
import { useUseCases } from './use-cases';

/** Core's recommendation profile from the session user (role = specialty). */
export function recommendationProfile(user: SessionUser | null): RecommendationProfile {
  return {
    role: user?.profile.specialty ?? null,
    responsibilities: user?.profile.responsibilities ?? [],
    preferredUseCaseTypes: user?.profile.preferredUseCaseTypes ?? [],
    completedUseCases: user?.completedUseCases ?? [],
  };
}

/**
 * The top use cases for a user (My Studio and 'Next up'), recomputed whenever the catalogue
 * (realtime ratings) or the session (completions) changes.
 */
export function useRecommendations(user: SessionUser | null, count: number = HOME_FEED.recommendations) {
  const useCases = useUseCases();
  const recommendations = useMemo(
    () => (useCases.data ? recommendUseCases(useCases.data, recommendationProfile(user), count) : []),
    [useCases.data, user, count],
  );
  return { ...useCases, recommendations };
}
