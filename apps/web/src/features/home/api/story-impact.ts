import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationInput, FollowUpInput, StoryEdit } from '@pathwise/core';
import { storyKeys } from '@/api/stories';
import { api } from '@/lib/api-client';

const path = (id: string, rest = '') => `/api/stories/${encodeURIComponent(id)}${rest}`;

/** After a change the feed and the team figures refetch (teammates hear it through realtime). */
function useStoryMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: storyKeys.all }), queryClient.invalidateQueries({ queryKey: ['team'] })]),
  });
}

/** PUT (a verdict) or DELETE (take it back) /api/stories/:id/confirmation. */
export function useConfirmStory() {
  return useStoryMutation(({ id, verdict }: { id: string; verdict: ConfirmationInput | null }) =>
    api(path(id, '/confirmation'), verdict ? { method: 'PUT', body: verdict } : { method: 'DELETE' }),
  );
}

/** POST /api/stories/:id/follow-up: did it hold up? (once). */
export function useAnswerFollowUp() {
  return useStoryMutation(({ id, answer }: { id: string; answer: FollowUpInput }) =>
    api(path(id, '/follow-up'), { method: 'POST', body: answer }),
  );
}

/** DELETE /api/stories/:id (the author's own). */
export function useDeleteStory() {
  return useStoryMutation(({ id }: { id: string }) => api(path(id), { method: 'DELETE' }));
}

/** PATCH /api/stories/:id (the author's own): minutes, range, details, sharing, feedback, prompts. */
export function useEditStory() {
  return useStoryMutation(({ id, edit }: { id: string; edit: StoryEdit }) => api(path(id), { method: 'PATCH', body: edit }));
}
