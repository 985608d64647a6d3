import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedFilter, FeedStory } from '@pathwise/core';
import { api } from '@/lib/api-client';

export const storyKeys = {
  all: ['stories'] as const,
  feed: (filter: FeedFilter) => [...storyKeys.all, 'feed', filter] as const,
};

export function feedQueryOptions(filter: FeedFilter) {
  return queryOptions({
    queryKey: storyKeys.feed(filter),
    queryFn: ({ signal }) => api<{ stories: FeedStory[]; examples: boolean }>(`/api/feed?filter=${filter}`, { signal }),
    staleTime: 15_000,
  });
}

export function useFeed(filter: FeedFilter) {
  return useQuery(feedQueryOptions(filter));
}
