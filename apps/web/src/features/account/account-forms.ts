import {
  MOTIVATIONS,
  passwordProblems,
  type Motivation,
  type ProficiencyLevel,
  type Responsibility,
  type SessionUser,
  type Specialty,
  type UseCaseType,
} from '@pathwise/core';
import { validation, type Validate } from '@/lib/form';

/*
 * My account's forms check with core's rules (the profile schema, in profile-rules.ts, and the
 * password rules the server reads too); what only the server can know (is the password right)
 * is its answer.
 */

/** The profile form's fields: the onboarding values, with one top motivation as onboarding asks. */
export interface ProfileFields {
  displayName: string;
  specialty: Specialty;
  proficiencyLevel: ProficiencyLevel;
  responsibilities: Responsibility[];
  motivation: Motivation | '';
  customMotivation: string;
  preferredUseCaseTypes: UseCaseType[];
}

const isMotivation = (value: string): value is Motivation => (MOTIVATIONS as readonly string[]).includes(value);

export function profileFieldsOf(user: SessionUser): ProfileFields {
  return {
    // The name shown by default is the e-mail's local part: that is no chosen name.
    displayName: user.name === user.email.split('@')[0] ? '' : user.name,
    specialty: user.profile.specialty ?? 'frontend',
    proficiencyLevel: user.profile.proficiencyLevel,
    responsibilities: user.profile.responsibilities,
    motivation: user.profile.motivations.find(isMotivation) ?? '',
    customMotivation: user.profile.customMotivation ?? '',
    preferredUseCaseTypes: user.profile.preferredUseCaseTypes,
  };
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export const validatePasswordChange: Validate<PasswordChangeValues, PasswordChangeValues> = (values) =>
  validation<PasswordChangeValues>(values, {
    currentPassword: values.currentPassword ? undefined : 'Enter your current password',
    newPassword: passwordProblems(values.newPassword)[0],
  });

export interface AccountDeletionValues {
  password: string;
  stories: 'anonymise' | 'delete';
}

export const validateAccountDeletion: Validate<AccountDeletionValues, AccountDeletionValues> = (values) =>
  validation<AccountDeletionValues>(values, { password: values.password ? undefined : 'Enter your password to confirm' });
