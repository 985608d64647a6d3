/** Issue 18: peer confirmations of impact stories. */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { impactStories, users, workspaces } from './schema';

/** One verdict per teammate and story: "worked for me too, saved about N" or "didn't work for me". */
export const storyConfirmations = pgTable(
  'story_confirmations',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => impactStories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: ['worked', 'didnt_work'] }).notNull(),
    minutes: integer('minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] }), index('story_confirmations_workspace_idx').on(t.workspaceId, t.createdAt)],
);
