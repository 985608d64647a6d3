import { useMemo } from 'react';
import { useRecommendations } from '@/api/recommendations';
import { useAuth } from '@/lib/auth';

/**
 * My Studio's two lists: core's first 3 recommendations, and the use cases the user has
 * completed (from the session), in catalogue order.
 */
export function useStudioUseCases() {
  const { user } = useAuth();
  const query = useRecommendations(user);
  const completed = useMemo(() => (query.data ?? []).filter((useCase) => useCase.completed), [query.data]);
  return { ...query, completed };
}
