import { Heart } from 'lucide-react';
import { toast } from '@/lib/toast';
import { TOAST_MS, type FeedStory } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useLikeStory } from '../api/like-story';

export const likesLabel = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

/** A toggle: pressed once the viewer likes the story; pressing again takes the like back. */
export function LikeButton({ story }: { story: FeedStory }) {
  const likeStory = useLikeStory();
  const liked = story.likedByMe;

  function toggle() {
    // One request at a time per story: a double click must not like and unlike in a race.
    // (Not `disabled`: that would drop the keyboard focus.)
    if (likeStory.isPending) return;
    likeStory.mutate(
      { id: story.id, like: !liked },
      {
        onError: (error) => {
          console.warn('like not saved', error);
          toast.error(liked ? 'Could not remove your like. Please try again.' : 'Could not save your like. Please try again.', {
            duration: TOAST_MS.product,
          });
        },
      },
    );
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      aria-label={`Like, ${likesLabel(story.likes)}`}
      aria-busy={likeStory.isPending || undefined}
      onClick={toggle}
      className={cn('gap-1.5', liked && 'text-rose-600 dark:text-rose-400')}
    >
      <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
      <span data-testid="like-count">{story.likes}</span>
    </Button>
  );
}

/** Examples come with the product: their counts show, but nobody can like them. */
export function ExampleLikes({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 px-3 text-sm text-muted-foreground" title="Examples can't be liked">
      <Heart className="size-4" aria-hidden="true" />
      <span data-testid="like-count">{count}</span>
      <span className="sr-only"> likes (examples can't be liked)</span>
    </span>
  );
}
