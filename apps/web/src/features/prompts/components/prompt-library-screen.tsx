import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROMPT_SORTS, USE_CASE_ROLES, USE_CASE_TYPES } from '@pathwise/core';
import { usePromptFilters, usePrompts, type PromptParams } from '@/api/prompts';
import { LoadError } from '@/components/load-error';
import { PromptEntryCard } from '@/components/prompt-entry';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { readPromptParams, SORT_LABELS, writePromptParams } from '../prompt-params';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** /prompts: every prompt the team shared in a story, searchable, filtered, sorted, copied and saved. */
export function PromptLibraryScreen() {
  const [search, setSearch] = useSearchParams();
  const params = readPromptParams(search);
  const [text, setText] = useState(params.q ?? '');
  const prompts = usePrompts(params);
  const filters = usePromptFilters();

  const update = (patch: Partial<PromptParams>) =>
    setSearch(writePromptParams({ ...params, page: 1, ...patch }), { replace: true, preventScrollReset: true });

  // The search runs a moment after typing stops.
  useEffect(() => {
    if ((params.q ?? '') === text) return;
    const timer = setTimeout(() => update({ q: text || undefined }), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const filtered = Boolean(params.q || params.useCase || params.type || params.role || params.author || params.saved);
  const page = prompts.data;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Prompt Library</h1>
        <p className="text-muted-foreground">Every prompt your teammates shared with their impact stories, in one place.</p>
      </header>

      <div role="search" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4" aria-label="Search and filter prompts">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="prompt-search">Search prompts</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 opacity-60" aria-hidden="true" />
            <Input
              id="prompt-search"
              type="search"
              className="pl-9"
              value={text}
              maxLength={200}
              onChange={(event) => setText(event.target.value)}
              placeholder="/explain, tests, refactor…"
            />
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Select id="prompt-use-case" label="Use case" value={params.useCase ?? ''} onChange={(v) => update({ useCase: v || undefined })}>
            <option value="">All use cases</option>
            {(filters.data?.useCases ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.title}
              </option>
            ))}
          </Select>
          <Select id="prompt-type" label="Type" value={params.type ?? ''} onChange={(v) => update({ type: v || undefined })}>
            <option value="">All types</option>
            {USE_CASE_TYPES.map((t) => (
              <option key={t} value={t}>
                {capitalise(t)}
              </option>
            ))}
          </Select>
          <Select id="prompt-role" label="Role" value={params.role ?? ''} onChange={(v) => update({ role: v || undefined })}>
            <option value="">All roles</option>
            {USE_CASE_ROLES.map((r) => (
              <option key={r} value={r}>
                {capitalise(r)}
              </option>
            ))}
          </Select>
          <Select id="prompt-author" label="Author" value={params.author ?? ''} onChange={(v) => update({ author: v || undefined })}>
            <option value="">Everyone</option>
            {(filters.data?.authors ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
          <Select
            id="prompt-sort"
            label="Sort by"
            value={params.sort ?? 'used'}
            onChange={(v) => update({ sort: v as PromptParams['sort'] })}
          >
            {PROMPT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={params.saved === '1'}
              onChange={(event) => update({ saved: event.target.checked ? '1' : undefined })}
            />
            Only my saved prompts
          </label>
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setText('');
                setSearch(new URLSearchParams(), { replace: true });
              }}
            >
              Clear all
            </Button>
          ) : null}
        </div>
      </div>

      {prompts.isError ? <LoadError title="Could not load the prompt library." onRetry={() => void prompts.refetch()} /> : null}
      {prompts.isPending ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          Loading prompts…
        </p>
      ) : null}
      {page && page.prompts.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center" role="status">
          <p className="font-medium">{filtered ? 'No prompts match' : 'No prompts yet'}</p>
          <p className="text-sm text-muted-foreground">
            {filtered
              ? params.saved
                ? 'Save a prompt with "Save to my prompts" and it shows here.'
                : 'Try another search or clear the filters.'
              : 'Complete a use case and share your impact story with the prompts that worked: they appear here for the whole team.'}
          </p>
        </div>
      ) : null}
      {page && page.prompts.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Prompts">
          {page.prompts.map((entry) => (
            <li key={entry.id} className="flex flex-col">
              <PromptEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      ) : null}
      {page && (page.page > 1 || page.hasMore) ? (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page.page <= 1} onClick={() => update({ page: page.page - 1 })}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">Page {page.page}</span>
          <Button variant="outline" disabled={!page.hasMore} onClick={() => update({ page: page.page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
