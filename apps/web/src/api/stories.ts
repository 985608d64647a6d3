import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedStoryFromWire, type FeedFilter, type FeedStoryWire, type StoryInput } from '@pathwise/core';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './session-keys';
import { apiUrls } from './urls';
import { useCaseKeys, type UseCaseDetail } from './use-cases';

export const storyKeys = {
  all: ['stories'] as const,
  feed: (filter: FeedFilter) => [...storyKeys.all, 'feed', filter] as const,
};

export function feedQueryOptions(filter: FeedFilter) {
  return queryOptions({
    queryKey: storyKeys.feed(filter),
    queryFn: ({ signal }) =>
      api<{ stories: FeedStoryWire[]; examples: boolean }>(apiUrls.feed(filter), { signal }).then(({ stories, examples }) => ({
        stories: stories.map(feedStoryFromWire),
        examples,
      })),
    staleTime: 15_000,
  });
}

export function useFeed(filter: FeedFilter) {
  return useQuery(feedQueryOptions(filter));
}

/** What POST /api/stories takes: the fields of core's storyInputSchema (feedback optional). */
export type NewStory = Pick<StoryInput, 'useCaseId' | 'timeSaved' | 'prompts'> & { feedback?: string };

export function createStory(story: NewStory): Promise<{ story: { id: string }; completed: true }> {
  return api('/api/stories', { method: 'POST', body: story });
}

/**
 * Shares an impact story (impact wizard and the feed form). Sharing also completes the use
 * case: the author's own tab refreshes its feed, catalogue, team figures and session at once;
 * teammates' tabs hear it through realtime.
 */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: (_result, story) => {
      queryClient.setQueryData<UseCaseDetail>(useCaseKeys.detail(story.useCaseId), (old) => (old ? { ...old, completed: true } : old));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.all }),
        queryClient.invalidateQueries({ queryKey: useCaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['team'] }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
