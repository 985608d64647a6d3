import { Loader2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { TOAST_MS, USE_CASE_REQUEST_LIMITS, useCaseRequestSchema, type UseCaseRequestInput } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageOf, rulesResolver, validation } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useAskForUseCase } from '../api/requests';

const resolver = rulesResolver((values: UseCaseRequestInput) => {
  const parsed = useCaseRequestSchema.safeParse(values);
  if (parsed.success) return validation(parsed.data, {});
  const problems: Partial<Record<keyof UseCaseRequestInput, string>> = {};
  for (const issue of parsed.error.issues) problems[issue.path[0] as keyof UseCaseRequestInput] ??= issue.message;
  return validation(values, problems);
});

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
