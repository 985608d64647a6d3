import { Loader2, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TOAST_MS, type FeedStory, type StoryEdit } from '@pathwise/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { lazyRulesResolver, loadRules } from '@/lib/lazy-rules';
import { toast } from '@/lib/toast';
import { useEditStory } from '../api/story-impact';
import { editFieldsOf, type EditStoryFields } from '../edit-story-values';
import { EditStoryFieldset } from './edit-story-fields';
import type { DeferredContentProps } from '@/components/deferred-dialog';

// The rules (and the schema library) load when the form first checks, not with /home.
const rules = loadRules(() => import('../edit-story-schema'));
const resolver = lazyRulesResolver(rules, (module) => module.validateEditStory);

/** Why a save failed, in words the author can act on (the server's own message when it gave one). */
function whyNotSaved(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return 'The server could not be reached.';
}

/** The edit form, mounted while the dialog is open: prefilled from the story each time it opens. */
function EditStoryForm({ story, onSaved }: { story: FeedStory; onSaved: () => void }) {
  const edit = useEditStory();
  const idPrefix = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditStoryFields, unknown, StoryEdit>({ resolver, defaultValues: editFieldsOf(story) });
  const saving = form.formState.isSubmitting;
  // Opening the dialog starts loading the rules: the first check does not wait for them.
  useEffect(() => rules.preload(), []);

  async function onValid(values: StoryEdit) {
    setFailure(null);
    try {
      await edit.mutateAsync({ id: story.id, edit: values });
    } catch (error) {
      // The form stays as typed: nothing is reset, the author fixes or retries.
      setFailure(`Your changes were not saved: ${whyNotSaved(error)} Your text is still here; try again.`);
      return;
    }
    toast.success('Your story is updated.', { duration: TOAST_MS.product });
    onSaved();
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="flex flex-col gap-4">
      <EditStoryFieldset form={form} idPrefix={idPrefix} />
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Edit my story"'s dialog: the story form in a dialog that keeps the focus, saved through PATCH.
 * In a chunk of its own, loaded when the author first opens it (edit-story-button.tsx).
 */
export function EditStoryDialog({
  story,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredContentProps & {
  story: FeedStory;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit your story</DialogTitle>
          <DialogDescription>{story.useCase.title}: teammates see the change at once.</DialogDescription>
        </DialogHeader>
        {open ? <EditStoryForm story={story} onSaved={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
