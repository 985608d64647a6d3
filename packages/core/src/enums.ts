/** Enumerations of the spec (section 3 and 5). */

export const SPECIALTIES = ['frontend', 'backend', 'fullstack', 'devops', 'data', 'ml', 'qa', 'other'] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const MOTIVATIONS = ['speed_up_tasks', 'unblock_faster', 'improve_code_quality', 'explore_prototype', 'other'] as const;
export type Motivation = (typeof MOTIVATIONS)[number];

export const PROFICIENCY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

export const RESPONSIBILITIES = ['development', 'architecture', 'devops', 'testing', 'leadership'] as const;
export type Responsibility = (typeof RESPONSIBILITIES)[number];

export const USE_CASE_TYPES = ['coding', 'debugging', 'testing', 'planning', 'learning'] as const;
export type UseCaseType = (typeof USE_CASE_TYPES)[number];

export const COMPLEXITIES = PROFICIENCY_LEVELS;
export type Complexity = ProficiencyLevel;

/**
 * Roles a use case targets: every specialty except 'other'. Recommendations compare the
 * user's specialty with them (+5), so a devops, data, ML or QA engineer can match too.
 */
export const USE_CASE_ROLES = ['frontend', 'backend', 'fullstack', 'devops', 'data', 'ml', 'qa'] as const;
export type UseCaseRole = (typeof USE_CASE_ROLES)[number];

/** The library's role filter offers the spec's three values only (section 3, 'Filter role values'). */
export const FILTER_ROLES = ['frontend', 'backend', 'fullstack'] as const satisfies readonly UseCaseRole[];
export type FilterRole = (typeof FILTER_ROLES)[number];

export const CUSTOM_GROUPS = [
  'quality-engineers',
  'test-automation-specialists',
  'modernization-team',
  'tech-debt-reducers',
  'security-engineers',
] as const;
export type CustomGroup = (typeof CUSTOM_GROUPS)[number];

export const METRICS = [
  'code_quality',
  'development_speed',
  'performance',
  'scalability',
  'defect_rate',
  'user_satisfaction',
  'security_rating',
  'legal_compliance',
  'deployment_frequency',
  'system_reliability',
  'operational_cost',
  'onboarding_time',
  'developer_experience',
] as const;
export type Metric = (typeof METRICS)[number];

/** The spec's five sample story sets, plus 'agentic' (issue 19: stories about agentic work). */
export const STORY_SETS = [
  'productivity',
  'performance',
  'quality-security',
  'devops-infrastructure',
  'ux-documentation',
  'agentic',
] as const;
export type StorySet = (typeof STORY_SETS)[number];

export const USE_CASE_ITEM_TYPES = ['image', 'prompt', 'code'] as const;
export type UseCaseItemType = (typeof USE_CASE_ITEM_TYPES)[number];

/** Permissions in a workspace (issue 15): admins run it, authors write its own use cases, members learn. */
export const WORKSPACE_ROLES = ['admin', 'author', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const AUTH_EVENT_TYPES = [
  'login',
  'logout',
  'login_attempt',
  'signup',
  'email_verified',
  'resend_verification',
  'resend_verification_failed',
  'password_reset_requested',
  'password_reset',
  'password_changed',
] as const;
export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number];
