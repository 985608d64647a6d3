import { Trash2 } from 'lucide-react';
import { TOAST_MS, type FeedStory } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteStory } from '../api/story-impact';

/** Deleting one's story asks first, in a dialog that keeps the focus until it is answered. */
export function DeleteStoryButton({ story }: { story: FeedStory }) {
  const remove = useDeleteStory();
  const confirm = () =>
    remove.mutate(
      { id: story.id },
      {
        onSuccess: () => toast.success('Your story is deleted.', { duration: TOAST_MS.product }),
        onError: () => toast.error('Your story was not deleted. Please try again.', { duration: TOAST_MS.product }),
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Delete my story
        </Button>
      }
      title="Delete your story?"
      description={`${story.useCase.title}: its likes, confirmations and prompts go with it, and the team figures no longer count it. The use case stays completed.`}
      keepLabel="Keep it"
      confirmLabel="Delete for good"
      onConfirm={confirm}
    />
  );
}
