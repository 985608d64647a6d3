import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  COMPLEXITIES,
  RESPONSIBILITIES,
  RESPONSIBILITY_LABELS,
  SPECIALTY_LABELS,
  USE_CASE_LIMITS,
  USE_CASE_ROLES,
  USE_CASE_THUMBNAILS,
  USE_CASE_TYPES,
} from '@pathwise/core';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { messageOf } from '@/lib/form';
import { cn } from '@/lib/utils';
import type { EditorFields } from '../editor-fields';

type Form = UseFormReturn<EditorFields>;

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive md:text-sm';

const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const thumbnailName = (path: string) => capital(path.replace('/thumbnails/', '').replace('.svg', ''));

function TextField({
  form,
  name,
  label,
  max,
  long,
}: {
  form: Form;
  name: 'title' | 'description' | 'objective' | 'scenario' | 'aiToolRequired';
  label: string;
  max: number;
  long?: boolean;
}) {
  const id = `editor-${name}`;
  const error = messageOf(form.formState.errors[name]);
  const props = { id, maxLength: max, ...describedBy(id, error), ...form.register(name) };
  return (
    <Field id={id} label={label} error={error}>
      {long ? <textarea rows={3} className={TEXTAREA} {...props} /> : <Input {...props} />}
    </Field>
  );
}

function CheckList({
  form,
  name,
  legend,
  options,
}: {
  form: Form;
  name: 'roles' | 'responsibilities' | 'customForGroups';
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const error = messageOf(form.formState.errors[name]);
  const id = `editor-${name}`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <Checkbox value={option.value} {...form.register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

function Select({
  form,
  name,
  label,
  children,
}: {
  form: Form;
  name: 'type' | 'complexity' | 'thumbnail' | 'visibleTo';
  label: string;
  children: ReactNode;
}) {
  const id = `editor-${name}`;
  const error = messageOf(form.formState.errors[name]);
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect id={id} {...describedBy(id, error)} {...form.register(name)}>
        {children}
      </NativeSelect>
    </Field>
  );
}

/** Every field of the spec's use case, each with its problem beside it. */
export function EditorFieldList({ form, groups }: { form: Form; groups: readonly string[] }) {
  const tagsError = messageOf(form.formState.errors.tags);
  const timeError = messageOf(form.formState.errors.estimatedTime);
  return (
    <div className="flex flex-col gap-4">
      <TextField form={form} name="title" label="Title" max={USE_CASE_LIMITS.title} />
      <TextField form={form} name="description" label="Description" max={USE_CASE_LIMITS.description} long />
      <div className="grid gap-4 sm:grid-cols-3">
        <Select form={form} name="type" label="Type">
          {USE_CASE_TYPES.map((type) => (
            <option key={type} value={type}>
              {capital(type)}
            </option>
          ))}
        </Select>
        <Select form={form} name="complexity" label="Complexity">
          {COMPLEXITIES.map((level) => (
            <option key={level} value={level}>
              {capital(level)}
            </option>
          ))}
        </Select>
        <Field id="editor-estimatedTime" label="Estimated time (minutes)" error={timeError}>
          <Input
            id="editor-estimatedTime"
            inputMode="numeric"
            {...describedBy('editor-estimatedTime', timeError)}
            {...form.register('estimatedTime')}
          />
        </Field>
      </div>
      <CheckList
        form={form}
        name="roles"
        legend="Roles"
        options={USE_CASE_ROLES.map((role) => ({ value: role, label: SPECIALTY_LABELS[role] }))}
      />
      <CheckList
        form={form}
        name="responsibilities"
        legend="Responsibilities"
        options={RESPONSIBILITIES.map((value) => ({ value, label: RESPONSIBILITY_LABELS[value] }))}
      />
      <TextField form={form} name="objective" label="Objective" max={USE_CASE_LIMITS.objective} long />
      <TextField form={form} name="scenario" label="Scenario" max={USE_CASE_LIMITS.scenario} long />
      <TextField form={form} name="aiToolRequired" label="Required AI tool" max={USE_CASE_LIMITS.aiToolRequired} />
      <Field id="editor-tags" label="Tags (separated by commas)" error={tagsError}>
        <Input id="editor-tags" {...describedBy('editor-tags', tagsError)} {...form.register('tags')} />
      </Field>
      <Select form={form} name="thumbnail" label="Thumbnail">
        {USE_CASE_THUMBNAILS.map((path) => (
          <option key={path} value={path}>
            {thumbnailName(path)}
          </option>
        ))}
      </Select>
      {groups.length > 0 ? (
        <CheckList form={form} name="customForGroups" legend="Groups" options={groups.map((name) => ({ value: name, label: name }))} />
      ) : (
        <p className="text-sm text-muted-foreground">Your workspace has no groups yet: this use case is for everyone.</p>
      )}
      <Select form={form} name="visibleTo" label="Who sees it">
        <option value="workspace">Everyone in the workspace</option>
        <option value="groups">Only the groups above</option>
      </Select>
    </div>
  );
}

/** The guide's markdown, as typed. */
export function ContentField({ form, className }: { form: Form; className?: string }) {
  const error = messageOf(form.formState.errors.content);
  return (
    <Field id="editor-content" label="Guide (markdown: each step starts with '### ')" error={error}>
      <textarea
        id="editor-content"
        rows={18}
        spellCheck
        maxLength={USE_CASE_LIMITS.content}
        className={cn(TEXTAREA, 'font-mono', className)}
        {...describedBy('editor-content', error)}
        {...form.register('content')}
      />
    </Field>
  );
}
