import { z } from './zod';
import { MAX_MOTIVATIONS, WORKSPACE_NAME } from './constants';
import { MOTIVATIONS, RESPONSIBILITIES, SPECIALTIES } from './enums';

/** The onboarding submission, validated the same way in the browser and on the server. */
export const onboardingSchema = z
  .object({
    specialty: z.enum(SPECIALTIES),
    responsibilities: z.array(z.enum(RESPONSIBILITIES)).min(1, 'Choose at least one responsibility').max(RESPONSIBILITIES.length),
    motivations: z.array(z.enum(MOTIVATIONS)).min(1, 'Choose a motivation').max(MAX_MOTIVATIONS, 'Selection limit reached'),
    customMotivation: z.string().trim().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.responsibilities).size !== value.responsibilities.length) {
      ctx.addIssue({ code: 'custom', path: ['responsibilities'], message: 'Each responsibility can be chosen once' });
    }
    if (value.motivations.includes('other') && !value.customMotivation) {
      ctx.addIssue({ code: 'custom', path: ['customMotivation'], message: 'Tell us what motivates you' });
    }
  });
export type OnboardingInput = z.infer<typeof onboardingSchema>;

/** The spec: workspace names are 3 to 50 characters. */
export const workspaceNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(WORKSPACE_NAME.min, `Use at least ${WORKSPACE_NAME.min} characters`)
    .max(WORKSPACE_NAME.max, `Use at most ${WORKSPACE_NAME.max} characters`),
});
