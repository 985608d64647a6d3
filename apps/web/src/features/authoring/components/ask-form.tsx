import { Loader2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { TOAST_MS, USE_CASE_REQUEST_LIMITS, type UseCaseRequestInput } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/form';
import { lazyRulesResolver, loadRules } from '@/lib/lazy-rules';
import { toast } from '@/lib/toast';
import { useAskForUseCase } from '../api/requests';

// The request rule (and the schema library) loads when the form is first used.
const rules = loadRules(() => import('../ask-rules'));
const resolver = lazyRulesResolver(rules, (module) => module.validateRequest);

/** Ask for a guide: a title and what you want to learn. */
export function AskForm() {
  const ask = useAskForUseCase();
  const form = useForm<UseCaseRequestInput>({ resolver, defaultValues: { title: '', details: '' } });
  const titleError = messageOf(form.formState.errors.title);
  const detailsError = messageOf(form.formState.errors.details);
  const submit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Your request was not sent.', { duration: TOAST_MS.product });
      return;
    }
    toast.success('Request sent: your teammates can vote for it.', { duration: TOAST_MS.product });
    form.reset();
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="ask-heading"
      onFocus={rules.preload}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="ask-heading" className="text-base font-semibold">
        Ask for a guide
      </h2>
      <Field id="ask-title" label="Title" error={titleError}>
        <Input
          id="ask-title"
          maxLength={USE_CASE_REQUEST_LIMITS.title}
          {...describedBy('ask-title', titleError)}
          {...form.register('title')}
        />
      </Field>
      <Field id="ask-details" label="What do you want to learn?" error={detailsError}>
        <textarea
          id="ask-details"
          rows={3}
          maxLength={USE_CASE_REQUEST_LIMITS.details}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          {...describedBy('ask-details', detailsError)}
          {...form.register('details')}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        Send request
      </Button>
    </form>
  );
}
