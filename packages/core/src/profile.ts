import { z } from './zod';
import { MAX_MOTIVATIONS, WORKSPACE_NAME } from './constants';
import {
  MOTIVATIONS,
  RESPONSIBILITIES,
  SPECIALTIES,
  type ProficiencyLevel,
  type Responsibility,
  type Specialty,
  type UseCaseType,
  type WorkspaceRole,
} from './enums';

/** Responsibilities that follow from a specialty (onboarding pre-selects them; editable). */
export const SPECIALTY_RESPONSIBILITIES: Record<Specialty, Responsibility[]> = {
  frontend: ['development'],
  backend: ['development', 'architecture'],
  fullstack: ['development', 'architecture'],
  devops: ['devops'],
  data: ['development'],
  ml: ['development'],
  qa: ['testing'],
  other: ['development'],
};

/** Use case types a specialty is likely to prefer (feeds the recommendation score). */
export const SPECIALTY_PREFERRED_TYPES: Record<Specialty, UseCaseType[]> = {
  frontend: ['coding', 'debugging'],
  backend: ['coding', 'debugging'],
  fullstack: ['coding', 'planning'],
  devops: ['debugging', 'planning'],
  data: ['coding', 'learning'],
  ml: ['learning', 'coding'],
  qa: ['testing', 'debugging'],
  other: ['learning'],
};

export const SPECIALTY_LABELS: Record<Specialty, string> = {
  frontend: 'Frontend',
  backend: 'Backend',
  fullstack: 'Full-stack',
  devops: 'DevOps',
  data: 'Data',
  ml: 'Machine learning',
  qa: 'Quality assurance',
  other: 'Other',
};

export const MOTIVATION_LABELS: Record<(typeof MOTIVATIONS)[number], string> = {
  speed_up_tasks: 'Speed up everyday tasks',
  unblock_faster: 'Get unblocked faster',
  improve_code_quality: 'Improve code quality',
  explore_prototype: 'Explore ideas and prototype',
  other: 'Something else',
};

export const RESPONSIBILITY_LABELS: Record<Responsibility, string> = {
  development: 'Development',
  architecture: 'Architecture',
  devops: 'DevOps',
  testing: 'Testing',
  leadership: 'Leadership',
};

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

export interface SessionProfile {
  specialty: Specialty | null;
  proficiencyLevel: ProficiencyLevel;
  responsibilities: Responsibility[];
  motivations: string[];
  customMotivation: string | null;
  preferredUseCaseTypes: UseCaseType[];
}

/** The signed-in user as GET /api/session returns it. */
export interface SessionUser {
  id: string;
  email: string;
  /** The part of the e-mail before the at-sign (spec), or 'User'. */
  name: string;
  emailVerified: boolean;
  /** Role (specialty) and responsibilities are both set. */
  isOnboarded: boolean;
  workspace: { id: string; name: string | null; domain: string; role: WorkspaceRole } | null;
  profile: SessionProfile;
  completedUseCases: string[];
  /** When the session ends unless renewed (ISO time). */
  expiresAt: string;
}
