/**
 * The one Drizzle schema of the product. SQL migrations in ../../drizzle are generated from
 * it (`npm run db:generate`) and applied at start-up on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Domains refused at sign-up in addition to the personal ones (subdomains included). */
export const blockedDomains = pgTable('blocked_domains', {
  domain: text('domain').primaryKey(),
  createdAt: createdAt(),
});

/** The spec's track-event function writes here. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    distinctId: text('distinct_id').notNull(),
    properties: jsonb('properties')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_event_created_idx').on(t.event, t.createdAt)],
);

/* ---------------------------------------------------------------- accounts and sessions */

/**
 * Accounts. `email` is canonical (trimmed, lowercased, domain in punycode without trailing
 * dot), so case and spacing variants are one account.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    domain: text('domain').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Last real activity; the server ends sessions idle for longer than the inactivity timeout. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use e-mail tokens (verification, password reset), stored only as SHA-256. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Failed log-in attempts per canonical e-mail; shared by every server instance. */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate limits (per client address, per e-mail...) shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/* ---------------------------------------------------------------- workspaces and profiles */

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    domain: text('domain').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    firstAdminId: uuid('first_admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** IANA time zone the weekly digest is scheduled in (admins set it; core's DIGEST.defaultTimeZone). */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('workspaces_domain_key').on(t.domain)],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    workspaceRole: text('workspace_role', { enum: ['admin', 'author', 'member'] })
      .notNull()
      .default('member'),
    specialty: text('specialty'),
    proficiencyLevel: text('proficiency_level').notNull().default('beginner'),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    motivations: text('motivations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customMotivation: text('custom_motivation'),
    preferredUseCaseTypes: text('preferred_use_case_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailVerified: boolean('email_verified').notNull().default(false),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** The name a member chose in My account (null: the part of the e-mail before the at-sign). */
    displayName: text('display_name'),
    /** Set while an admin has deactivated the member: no session, no sign-in, stories kept. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Last real activity (kept with the session's, at most once a minute), for the directory. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_profiles_workspace_idx').on(t.workspaceId)],
);

export const authLogs = pgTable(
  'auth_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('auth_logs_user_created_idx').on(t.userId, t.createdAt)],
);

/* ---------------------------------------------------------------- learning activity */

/** One rating per user and use case; answering again updates it. */
export const useCaseRatings = pgTable(
  'use_case_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    useCaseId: text('use_case_id').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.useCaseId] }), index('use_case_ratings_workspace_idx').on(t.workspaceId, t.useCaseId)],
);

/** A use case a user has completed, once. */
export const completions = pgTable(
  'completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    useCaseId: text('use_case_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.useCaseId] }), index('completions_workspace_idx').on(t.workspaceId, t.completedAt)],
);

export * from './schema-stories';
export * from './schema-team-loop';
export * from './schema-workspace-admin';
export * from './schema-authoring';
export * from './schema-impact';
