import { Archive, Download, Eye, Loader2, Send, Undo2 } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { splitGuide, TOAST_MS, type AuthoredUseCase, type UseCaseRevision } from '@pathwise/core';
import { useCaseKeys } from '@/api/use-cases';
import { GuideSkeleton, LazyStepGuide, preloadStepGuide } from '@/components/guide/lazy-step-guide';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { usePainted } from '@/lib/after-paint';
import { validation } from '@/lib/form';
import { lazyRulesResolver, loadRules, sayRulesNotLoaded } from '@/lib/lazy-rules';
import { toast } from '@/lib/toast';
import { archiveUseCase, exportUrl, publishUseCase, restoreRevision, unpublishUseCase } from '@/api/authoring';
import { draftOf, errorsByField, fieldsOf, type EditorFields } from '../editor-fields';
import { saveStateText, useAutosave } from '../use-autosave';
import { ContentField, EditorFieldList } from './editor-fields';
import { LeaveGuard } from './leave-guard';
import { RevisionList } from './revision-list';

const STATUS_LABELS = { draft: 'Draft', published: 'Published', archived: 'Archived' } as const;

// The draft's rules (and the schema library with them) load when the editor is first used.
const editorRules = loadRules(() => import('../editor-rules'));

/** The live preview: the guide through the use case page's own renderer (steps, code blocks). */
function GuidePreview({ content }: { content: string }) {
  const guide = useMemo(() => splitGuide(content), [content]);
  return (
    <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="preview-heading" className="flex items-center gap-2 text-base font-semibold">
        <Eye className="size-4" aria-hidden="true" />
        Preview
      </h2>
      {content.trim() === '' ? (
        <p className="text-sm text-muted-foreground">Write the guide on the left: each step starts with a line '### Step title'.</p>
      ) : (
        <LazyStepGuide key={guide.sections.length} guide={guide} />
      )}
    </section>
  );
}

/**
 * The authoring screen of one team use case: every field, the guide with a live preview,
 * autosave over the loaded version, publish (each problem at its field), unpublish, archive,
 * the revision list, and export as a file.
 */
export function UseCaseEditor({
  initial,
  revisions: initialRevisions,
  groups,
}: {
  initial: AuthoredUseCase;
  revisions: UseCaseRevision[];
  groups: string[];
}) {
  const queryClient = useQueryClient();
  const [useCase, setUseCase] = useState(initial);
  const [revisions, setRevisions] = useState(initialRevisions);
  const [busy, setBusy] = useState(false);
  const resolver = useMemo(
    () =>
      lazyRulesResolver(editorRules, (rules) => (values: EditorFields) => validation(values, rules.publishProblems(initial.id, values))),
    [initial.id],
  );
  const form = useForm<EditorFields>({ defaultValues: fieldsOf(initial.draft), resolver, mode: 'onSubmit' });
  const onSaved = useCallback((saved: AuthoredUseCase) => setUseCase(saved), []);
  const autosave = useAutosave(initial, onSaved);
  const values = form.watch();
  const content = values.content ?? '';

  // Every change is saved a moment later; a field over its limit says so and is not sent.
  useEffect(() => {
    const subscription = form.watch((next, { type }) => {
      if (type !== 'change') return;
      // Checked once the rules are here (in the order typed); the form's values change on.
      const fields = structuredClone(next) as EditorFields;
      editorRules().then(
        ({ draftProblems }) => {
          const problems = draftProblems(fields);
          for (const [field, message] of Object.entries(problems)) form.setError(field as keyof EditorFields, { type: 'draft', message });
          if (Object.keys(problems).length === 0) {
            form.clearErrors();
            autosave.changed(draftOf(fields));
          }
        },
        (error: unknown) => {
          // Without the rules the text still goes to the server, which checks it and keeps it.
          autosave.changed(draftOf(fields));
          sayRulesNotLoaded(error);
        },
      );
    });
    return () => subscription.unsubscribe();
  }, [form, autosave]);

  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: useCaseKeys.all });

  async function act(run: () => Promise<{ useCase: AuthoredUseCase }>, done: string) {
    setBusy(true);
    try {
      const result = await run();
      setUseCase(result.useCase);
      autosave.reset(result.useCase);
      refreshLists();
      toast.success(done, { duration: TOAST_MS.product });
      return result.useCase;
    } catch (error) {
      if (error instanceof ApiRequestError && error.details.length > 0) {
        for (const [field, message] of Object.entries(
          errorsByField(error.details.map((d) => ({ field: d.field ?? '', message: d.message }))),
        ))
          form.setError(field as keyof EditorFields, { type: 'server', message }, { shouldFocus: true });
      }
      toast.error(error instanceof Error ? error.message : 'Something went wrong.', { duration: TOAST_MS.product });
      return null;
    } finally {
      setBusy(false);
    }
  }

  const publish = form.handleSubmit(async () => {
    if (!(await autosave.flush())) return;
    const published = await act(
      () => publishUseCase(initial.id, autosave.version.current),
      'Published: your team can find it in the library.',
    );
    if (published)
      setRevisions((list) => [
        { number: (list[0]?.number ?? 0) + 1, title: published.draft.title, publishedBy: null, createdAt: new Date().toISOString() },
        ...list,
      ]);
  });

  async function restore(number: number) {
    if (!(await autosave.flush())) return;
    const restored = await act(
      () => restoreRevision(initial.id, number, autosave.version.current),
      `Revision ${number} restored as the draft. Publish to show it.`,
    );
    if (restored) form.reset(fieldsOf(restored.draft));
  }

  const painted = usePainted();
  // Using the form brings what its checks and the preview of a first guide line will need.
  const preload = () => {
    editorRules.preload();
    preloadStepGuide();
  };

  const state = autosave.state;
  const alert = state.kind === 'conflict' || state.kind === 'failed';
  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard when={autosave.unsaved || state.kind === 'failed' || state.kind === 'conflict' || state.kind === 'invalid'} />
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{values.title?.trim() || 'Untitled use case'}</h1>
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
            {STATUS_LABELS[useCase.status]}
          </span>
          {useCase.status === 'published' && useCase.unpublishedChanges ? (
            <span className="text-xs text-muted-foreground">Changes not published yet</span>
          ) : null}
        </div>
        {alert ? null : (
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite" data-testid="save-state">
            {saveStateText(state)}
          </p>
        )}
        {alert ? (
          <Alert variant="destructive" data-testid="save-state">
            <div className="flex flex-col gap-1">
              <AlertTitle>{state.kind === 'conflict' ? 'Someone else changed this use case' : 'Not saved'}</AlertTitle>
              <AlertDescription>{saveStateText(state)}</AlertDescription>
            </div>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void publish()} disabled={busy || state.kind === 'conflict'}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Publish
          </Button>
          {useCase.status === 'published' ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void act(() => unpublishUseCase(initial.id), 'Unpublished: it is a draft again.')}
            >
              <Undo2 aria-hidden="true" />
              Unpublish
            </Button>
          ) : null}
          {useCase.status !== 'archived' ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void act(() => archiveUseCase(initial.id), 'Archived: the library no longer shows it.')}
            >
              <Archive aria-hidden="true" />
              Archive
            </Button>
          ) : null}
          <a href={exportUrl(initial.id)} download={`${initial.id}.md`} className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Export file
          </a>
          {useCase.status === 'published' ? (
            <Link to={`/use-case/${encodeURIComponent(initial.id)}`} className={buttonVariants({ variant: 'ghost' })}>
              Open the use case
            </Link>
          ) : null}
        </div>
      </header>
      <form noValidate onSubmit={(event) => void publish(event)} onFocus={preload} className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <EditorFieldList form={form} groups={groups} />
          <ContentField form={form} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
          {/* The preview's renderer comes once the editor is painted; the revisions wait with it. */}
          {painted ? (
            <Suspense fallback={<GuideSkeleton label="Loading the preview..." />}>
              <GuidePreview content={content} />
              <RevisionList revisions={revisions} busy={busy} onRestore={(number) => void restore(number)} />
            </Suspense>
          ) : (
            <GuideSkeleton label="Loading the preview..." />
          )}
        </div>
      </form>
    </div>
  );
}
