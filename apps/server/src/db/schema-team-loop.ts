/** Issue 17's tables: the prompt library, notifications, the weekly digest and chat webhooks. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { impactStories, users, workspaces } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/* ---------------------------------------------------------------- prompt library (issue 17) */

/**
 * One entry per distinct prompt of a workspace: prompts whose normal form (core's
 * normalizePrompt) is the same are one entry (`key` is the SHA-256 of that form). `text` is the
 * first wording shared; `search_text` the normal form, searched through a trigram index.
 * `used_by` (distinct teammates) and `saves` are kept with the rows they count, for the sorts.
 */
export const promptEntries = pgTable(
  'prompt_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
    searchText: text('search_text').notNull(),
    usedBy: integer('used_by').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prompt_entries_key').on(t.workspaceId, t.key),
    index('prompt_entries_used_idx').on(t.workspaceId, t.usedBy.desc().nullsFirst(), t.lastUsedAt.desc().nullsFirst(), t.id),
    index('prompt_entries_newest_idx').on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id),
    index('prompt_entries_saved_idx').on(t.workspaceId, t.saves.desc().nullsFirst(), t.usedBy.desc().nullsFirst(), t.id),
    index('prompt_entries_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Which story shared which entry: the use case, author and time of each use. */
export const promptUses = pgTable(
  'prompt_uses',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => promptEntries.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => impactStories.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useCaseId: text('use_case_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.storyId] }),
    index('prompt_uses_story_idx').on(t.storyId),
    index('prompt_uses_entry_use_case_idx').on(t.entryId, t.useCaseId),
    index('prompt_uses_entry_user_idx').on(t.entryId, t.userId),
    index('prompt_uses_workspace_use_case_idx').on(t.workspaceId, t.useCaseId),
    index('prompt_uses_workspace_user_idx').on(t.workspaceId, t.userId),
  ],
);

/** "Save to my prompts". */
export const savedPrompts = pgTable(
  'saved_prompts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => promptEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entryId] }), index('saved_prompts_entry_idx').on(t.entryId)],
);

/* ---------------------------------------------------------------- notifications (issue 17) */

/**
 * A notification for one recipient. `dedupe_key` makes a repeated event one notification (a
 * like taken back and given again notifies once). `data` holds what the sentence needs.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    data: jsonb('data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.recipientId, t.dedupeKey),
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** A member's channel per kind ('digest' included: 'email' or 'off'); no row means the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['product', 'email', 'off'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/* ---------------------------------------------------------------- weekly digest (issue 17) */

/** One row per workspace and digest week: the week's fan-out happened (whichever instance did it). */
export const digestRuns = pgTable(
  'digest_runs',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    weekKey: text('week_key').notNull(),
    members: integer('members').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.weekKey] })],
);

/**
 * One row per member and digest week, claimed by the job that sends it before it sends: any other
 * job for the same member and week finds the row and sends nothing (exactly one digest a week).
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekKey: text('week_key').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekKey] })],
);

/* ---------------------------------------------------------------- chat notifications (issue 17) */

/**
 * A workspace's incoming webhook per provider. The address is a secret: stored encrypted
 * (AES-256-GCM, key derived from AUTH_SECRET), shown only as `hint` (host and last 4 characters).
 */
export const chatWebhooks = pgTable(
  'chat_webhooks',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['slack', 'teams'] }).notNull(),
    urlCipher: text('url_cipher').notNull(),
    hint: text('hint').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.provider] })],
);
