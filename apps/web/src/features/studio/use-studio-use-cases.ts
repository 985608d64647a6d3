import { useMemo } from 'react';
import { useRecommendations } from '@/api/recommendations';
import { useAuth } from '@/lib/auth';

/**
 * My Studio's two lists: core's first 3 recommendations, and the use cases the user has
 * completed (from the session, or marked completed by the server), in catalogue order.
 */
export function useStudioUseCases() {
  const { user } = useAuth();
  const query = useRecommendations(user);
  const completed = useMemo(() => {
    const completedIds = new Set(user?.completedUseCases ?? []);
    return (query.data ?? []).filter((useCase) => useCase.completed || completedIds.has(useCase.id));
  }, [query.data, user]);
  return { ...query, completed };
}
