import type { ComponentProps, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  DISPLAY_NAME,
  MOTIVATION_LABELS,
  MOTIVATIONS,
  PROFICIENCY_LEVELS,
  RESPONSIBILITIES,
  RESPONSIBILITY_LABELS,
  SPECIALTIES,
  SPECIALTY_LABELS,
  USE_CASE_TYPES,
  type ProfileUpdate,
  type SessionUser,
} from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { FormError, InputField } from '@/components/ui/form-fields';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/form';
import { lazyRulesResolver, loadRules } from '@/lib/lazy-rules';
import { trySave } from '@/lib/form-save';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/account';
import { profileFieldsOf, type ProfileFields } from '../account-forms';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
// The profile rule (and the schema library) loads when the form is first used.
const rules = loadRules(() => import('../profile-rules'));
const resolver = lazyRulesResolver(rules, (module) => module.validateProfile);
/** The server's names for the fields it may refuse, as this form names them. */
const SERVER_FIELDS = {
  displayName: 'displayName',
  specialty: 'specialty',
  proficiencyLevel: 'proficiencyLevel',
  responsibilities: 'responsibilities',
  motivations: 'motivation',
  customMotivation: 'customMotivation',
  preferredUseCaseTypes: 'preferredUseCaseTypes',
} as const;

/** The onboarding values, editable: a new specialty clears responsibilities (the spec's rule). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { setUser } = useAuth();
  const save = useSaveProfile();
  const form = useForm<ProfileFields, unknown, ProfileUpdate>({ resolver, defaultValues: profileFieldsOf(user) });
  const { errors, isSubmitting } = form.formState;
  const other = form.watch('motivation') === 'other';

  const submit = form.handleSubmit(async (values) => {
    const fallback = 'Could not save your profile. Please try again.';
    const outcome = await trySave(form.setError, () => save.mutateAsync(values), fallback, SERVER_FIELDS);
    if (!outcome.saved) return;
    setUser(outcome.result.user);
    form.reset(profileFieldsOf(outcome.result.user));
    toast.success('Profile saved: your recommendations follow it');
  });

  const nameError = messageOf(errors.displayName);
  const responsibilitiesError = messageOf(errors.responsibilities);
  const motivationError = messageOf(errors.motivation);
  const customError = messageOf(errors.customMotivation);
  const typesError = messageOf(errors.preferredUseCaseTypes);
  return (
    <form
      noValidate
      aria-labelledby="profile-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
      onSubmit={(event) => void submit(event)}
      onFocus={rules.preload}
    >
      <h2 id="profile-heading" className="text-xl font-semibold">
        Profile
      </h2>
      <InputField
        id="profile-name"
        label="Name"
        error={nameError}
        maxLength={DISPLAY_NAME.max}
        autoComplete="name"
        placeholder={user.email.split('@')[0]}
        {...form.register('displayName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-specialty" label="Specialty">
          <NativeSelect id="profile-specialty" {...form.register('specialty', { onChange: () => form.setValue('responsibilities', []) })}>
            {SPECIALTIES.map((s) => (
              <option key={s} value={s}>
                {SPECIALTY_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="profile-proficiency" label="Proficiency">
          <NativeSelect id="profile-proficiency" {...form.register('proficiencyLevel')}>
            {PROFICIENCY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {capital(level)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Choices id="profile-responsibilities" legend="Responsibilities" error={responsibilitiesError}>
        {RESPONSIBILITIES.map((r) => (
          <Choice key={r} type="checkbox" label={RESPONSIBILITY_LABELS[r]} value={r} {...form.register('responsibilities')} />
        ))}
      </Choices>
      <Choices id="profile-motivation" legend="Top motivation" error={motivationError}>
        {MOTIVATIONS.map((m) => (
          <Choice key={m} type="radio" label={MOTIVATION_LABELS[m]} value={m} {...form.register('motivation')} />
        ))}
      </Choices>
      {other ? (
        <div className="-mt-2 flex flex-col gap-2">
          <Input
            aria-label="Your motivation"
            maxLength={200}
            {...describedBy('profile-custom-motivation', customError)}
            {...form.register('customMotivation')}
          />
          <FieldError id="profile-custom-motivation-error">{customError}</FieldError>
        </div>
      ) : null}
      <Choices id="profile-types" legend="Preferred use case types" error={typesError}>
        {USE_CASE_TYPES.map((type) => (
          <Choice key={type} type="checkbox" label={capital(type)} value={type} {...form.register('preferredUseCaseTypes')} />
        ))}
      </Choices>
      <FormError>{messageOf(errors.root?.server)}</FormError>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}

/** A group of checkboxes or radios with one message for the group (read with each option). */
function Choices({ id, legend, error, children }: { id: string; legend: string; error: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">{children}</div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

function Choice({ label, ...props }: ComponentProps<'input'> & { type: 'checkbox' | 'radio'; label: string }) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input className="size-4 accent-primary" {...props} />
      {label}
    </label>
  );
}
