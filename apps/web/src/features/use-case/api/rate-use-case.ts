import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCaseKeys, type UseCaseDetail } from '@/api/use-cases';
import { useAuth } from '@/lib/auth';
import { api } from '@/lib/api-client';

export interface RatingResult {
  helpful: boolean;
  helpfulCount: number;
  completed: true;
}

export function rateUseCase(useCaseId: string, helpful: boolean): Promise<RatingResult> {
  return api<RatingResult>(`/api/use-cases/${encodeURIComponent(useCaseId)}/rating`, { body: { helpful } });
}

/**
 * Yes/No on the relevance question. The page shows the server's helpful count at once (the
 * count other teammates' ratings moved too), then the session (completedUseCases) and every
 * use case list catch up in the background.
 */
export function useRateUseCase(useCaseId: string) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (helpful: boolean) => rateUseCase(useCaseId, helpful),
    onSuccess: (result) => {
      queryClient.setQueryData<UseCaseDetail>(useCaseKeys.detail(useCaseId), (old) =>
        old ? { ...old, helpfulCount: result.helpfulCount, completed: true, rating: result.helpful } : old,
      );
      void refresh();
      void queryClient.invalidateQueries({ queryKey: useCaseKeys.all });
    },
  });
}
