import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedStory } from '@pathwise/core';
import { storyKeys } from '@/api/stories';
import { api } from '@/lib/api-client';

interface FeedData {
  stories: FeedStory[];
  examples: boolean;
}

interface LikeVariables {
  id: string;
  like: boolean;
}

/** POST (like) or DELETE (undo) /api/stories/:id/like: `{ likes, liked }`. */
export function setStoryLike({ id, like }: LikeVariables): Promise<{ likes: number; liked: boolean }> {
  return api(`/api/stories/${encodeURIComponent(id)}/like`, { method: like ? 'POST' : 'DELETE' });
}

const allFeeds = [...storyKeys.all, 'feed'] as const;

function patchStory(data: FeedData | undefined, id: string, patch: (story: FeedStory) => FeedStory): FeedData | undefined {
  if (!data) return data;
  return { ...data, stories: data.stories.map((story) => (story.id === id ? patch(story) : story)) };
}

/**
 * Likes or unlikes a story in every cached feed filter at once (optimistic), puts the previous
 * feeds back when the server refuses, and settles on the server's count.
 */
export function useLikeStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoryLike,
    onMutate: async ({ id, like }: LikeVariables) => {
      // A refetch in flight would overwrite the optimistic count with the old one.
      await queryClient.cancelQueries({ queryKey: allFeeds });
      const previous = queryClient.getQueriesData<FeedData>({ queryKey: allFeeds });
      queryClient.setQueriesData<FeedData>({ queryKey: allFeeds }, (data) =>
        patchStory(data, id, (story) =>
          story.likedByMe === like ? story : { ...story, likedByMe: like, likes: Math.max(0, story.likes + (like ? 1 : -1)) },
        ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ likes, liked }, { id }) => {
      queryClient.setQueriesData<FeedData>({ queryKey: allFeeds }, (data) =>
        patchStory(data, id, (story) => ({ ...story, likes, likedByMe: liked })),
      );
    },
  });
}
