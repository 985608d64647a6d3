/** Impact stories and their likes (the feed, the studio, the team figures, the prompt library). */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The spec's completion records. `kind` 'story' is an impact story the team sees; 'feedback'
 * is the prompt-feedback record a Yes/No rating leaves (empty fields, timeSaved 0).
 */
export const impactStories = pgTable(
  'impact_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useCaseId: text('use_case_id').notNull(),
    kind: text('kind', { enum: ['story', 'feedback'] })
      .notNull()
      .default('story'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    impact: text('impact').notNull().default(''),
    metricsImproved: text('metrics_improved')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeSaved: integer('time_saved').notNull().default(0),
    isRelevant: boolean('is_relevant').notNull().default(true),
    feedback: text('feedback').notNull().default(''),
    prompts: text('prompts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likes: integer('likes').notNull().default(0),
    createdAt: createdAt(),
    /** Whether the prompts are in the workspace's prompt library yet (filed when the library is read). */
    promptsFiled: boolean('prompts_filed').notNull().default(false),
    /* Issue 18: the figures a team lead can defend (rules in core impact.ts). */
    timeSavedLow: integer('time_saved_low'),
    timeSavedHigh: integer('time_saved_high'),
    baselineMinutes: integer('baseline_minutes'),
    frequencyPerWeek: doublePrecision('frequency_per_week'),
    evidenceUrl: text('evidence_url'),
    timeWent: text('time_went', { enum: ['more_tests', 'shipped_sooner', 'paid_down_debt', 'learning', 'other'] }),
    sharing: text('sharing', { enum: ['named', 'anonymous', 'aggregate'] })
      .notNull()
      .default('named'),
    /** Peer confirmations, kept with the story (story_confirmations holds who said what). */
    confirmedWorked: integer('confirmed_worked').notNull().default(0),
    confirmedDidntWork: integer('confirmed_didnt_work').notNull().default(0),
    /** Counted as confirmed on the team screen: with evidence or a peer's "worked for me too". */
    confirmed: boolean('confirmed').generatedAlwaysAs(sql`evidence_url IS NOT NULL OR confirmed_worked > 0`),
    /** The 14-day follow-up: pending until asked, asked once, answered once. */
    followUpState: text('follow_up_state', { enum: ['pending', 'asked', 'answered'] })
      .notNull()
      .default('pending'),
    followUpOutcome: text('follow_up_outcome', { enum: ['kept', 'rework', 'reverted'] }),
    reworkMinutes: integer('rework_minutes').notNull().default(0),
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    // Plain DESC (nulls first) matches the feed's ORDER BY … DESC, so the index gives the order.
    index('impact_stories_feed_idx').on(t.workspaceId, t.kind, t.createdAt.desc().nullsFirst()),
    index('impact_stories_top_idx').on(t.workspaceId, t.kind, t.likes.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('impact_stories_user_idx').on(t.userId, t.createdAt),
    // The team figures read a workspace's range from this index alone (index-only: every column they use).
    index('impact_stories_figures_idx').on(
      t.workspaceId,
      t.createdAt,
      t.kind,
      t.userId,
      t.useCaseId,
      t.sharing,
      t.timeSaved,
      t.reworkMinutes,
      t.confirmed,
      t.confirmedWorked,
      t.followUpOutcome,
    ),
    // The follow-up sweep's stories: those not yet asked, oldest first (a small slice of all).
    // Stories whose prompts wait to be filed into the library: none, most of the time.
    index('impact_stories_unfiled_idx')
      .on(t.workspaceId, t.createdAt)
      .where(sql`NOT prompts_filed`),
    index('impact_stories_follow_up_due_idx')
      .on(t.createdAt)
      .where(sql`follow_up_state = 'pending' AND kind = 'story'`),
  ],
);

/** One like per teammate and story. */
export const storyLikes = pgTable(
  'story_likes',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => impactStories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] })],
);
