import {
  type MOTIVATIONS,
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

/** A chosen display name: 1–60 characters, no control characters. */
export const DISPLAY_NAME = { max: 60 } as const;
