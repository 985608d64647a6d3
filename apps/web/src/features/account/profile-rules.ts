import { profileUpdateSchema, type ProfileUpdate } from '@pathwise/core';
import type { Validate } from '@/lib/form';
import { schemaValidation } from '@/lib/form-save';
import type { ProfileFields } from './account-forms';

/*
 * The profile form's rule (core's profile schema, the one the server reads), loaded when the
 * form first checks: the schema library is not part of My account's first download.
 */

const profileField = (path: readonly PropertyKey[]): keyof ProfileFields => {
  const field = String(path[0] ?? 'displayName');
  return field === 'motivations' ? 'motivation' : (field as keyof ProfileFields);
};

export const validateProfile: Validate<ProfileFields, ProfileUpdate> = (fields) =>
  schemaValidation(
    profileUpdateSchema.safeParse({
      displayName: fields.displayName.trim() || null,
      specialty: fields.specialty,
      proficiencyLevel: fields.proficiencyLevel,
      responsibilities: fields.responsibilities,
      motivations: fields.motivation ? [fields.motivation] : [],
      customMotivation: fields.motivation === 'other' ? fields.customMotivation : undefined,
      preferredUseCaseTypes: fields.preferredUseCaseTypes,
    }),
    profileField,
  );
