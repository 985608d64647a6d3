import { MOTIVATIONS, PROFICIENCY_LEVELS, RESPONSIBILITIES, SPECIALTIES, USE_CASE_TYPES } from './enums';
import { MAX_MOTIVATIONS } from './constants';
import { DISPLAY_NAME } from './profile';
import { hasControlCharacters } from './text-rules';
import { z } from './zod';

/**
 * My account's profile: the onboarding values with the same rules (one of each list, a custom
 * motivation with 'other'), plus a display name, proficiency and preferred use case types. A new
 * specialty clears responsibilities in the form (the spec's onboarding rule); the server takes
 * what is sent, which must hold at least one.
 */
export const profileUpdateSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .max(DISPLAY_NAME.max, `Use at most ${DISPLAY_NAME.max} characters`)
      .refine((text) => !hasControlCharacters(text), 'must not contain control characters')
      .nullable(),
    specialty: z.enum(SPECIALTIES),
    proficiencyLevel: z.enum(PROFICIENCY_LEVELS),
    responsibilities: z.array(z.enum(RESPONSIBILITIES)).min(1, 'Choose at least one responsibility').max(RESPONSIBILITIES.length),
    motivations: z.array(z.enum(MOTIVATIONS)).min(1, 'Choose a motivation').max(MAX_MOTIVATIONS, 'Selection limit reached'),
    customMotivation: z
      .string()
      .trim()
      .max(200)
      .refine((text) => !hasControlCharacters(text), 'must not contain control characters')
      .optional(),
    preferredUseCaseTypes: z.array(z.enum(USE_CASE_TYPES)).max(USE_CASE_TYPES.length),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (new Set(value.responsibilities).size !== value.responsibilities.length)
      ctx.addIssue({ code: 'custom', path: ['responsibilities'], message: 'Each responsibility can be chosen once' });
    if (value.motivations.includes('other') && !value.customMotivation)
      ctx.addIssue({ code: 'custom', path: ['customMotivation'], message: 'Tell us what motivates you' });
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({ currentPassword: z.string().max(200), newPassword: z.string().max(200) }).strict();

export const ACCOUNT_DELETION_STORIES = ['delete', 'anonymise'] as const;
export const accountDeletionSchema = z.object({ password: z.string().max(200), stories: z.enum(ACCOUNT_DELETION_STORIES) }).strict();

/** A signed-in device of the member. */
export interface AccountSession {
  id: string;
  device: string;
  lastUsedAt: string;
  createdAt: string;
  current: boolean;
}

/** A short device name from a user agent ('Chrome on Linux'). */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
