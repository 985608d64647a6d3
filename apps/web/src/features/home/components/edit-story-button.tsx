import { Pencil } from 'lucide-react';
import { lazy } from 'react';
import type { FeedStory } from '@pathwise/core';
import { DeferredPart, useDeferredDialog } from '@/components/deferred-dialog';
import { Button } from '@/components/ui/button';

// The dialog, its form and the dialog library load when the author first opens it: not with /home.
const EditStoryDialog = lazy(async () => ({ default: (await import('./edit-story-dialog')).EditStoryDialog }));

/** "Edit my story": opens the story form in a dialog (edit-story-dialog.tsx). */
export function EditStoryButton({ story }: { story: FeedStory }) {
  const dialog = useDeferredDialog();
  return (
    <>
      <Button size="sm" variant="ghost" {...dialog.triggerProps}>
        <Pencil aria-hidden="true" />
        Edit my story
      </Button>
      <DeferredPart dialog={dialog}>
        <EditStoryDialog story={story} {...dialog.contentProps} />
      </DeferredPart>
    </>
  );
}
