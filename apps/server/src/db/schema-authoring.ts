/**
 * Issue 16: a workspace's own use cases (drafts, publishing, revisions) and use-case requests
 * with votes. Re-exported from schema.ts.
 */
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomUseCaseContent, UseCaseDraft, UseCaseStatus } from '@pathwise/core';
import { users, workspaces } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A team use case. `draft` is what the editor autosaves (only lengths checked); `published` is
 * the last published version, checked by core's schema; the library lists it while `status`
 * is 'published'. `version` grows with every write: a save naming an older one is a conflict.
 */
export const workspaceUseCases = pgTable(
  'workspace_use_cases',
  {
    pk: uuid('pk').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The use case id of addresses, ratings and completions; unique in the workspace, never a bundled id. */
    useCaseId: text('use_case_id').notNull(),
    status: text('status').$type<UseCaseStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    draft: jsonb('draft').$type<UseCaseDraft>().notNull(),
    /** Fields a file brought along that the editor does not show (the review record). */
    extra: jsonb('extra').$type<Pick<CustomUseCaseContent, 'lastReviewed' | 'checkedAgainst'>>().notNull().default({}),
    published: jsonb('published').$type<CustomUseCaseContent>(),
    publishedAt: at('published_at'),
    /** When what the library shows last changed (publish, unpublish, archive): the catalogue's stamp. */
    listedChangedAt: at('listed_changed_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_use_cases_id_key').on(t.workspaceId, t.useCaseId),
    index('workspace_use_cases_listed_idx').on(t.workspaceId, t.status),
  ],
);

/** Every publish keeps the published use case as a numbered revision. */
export const workspaceUseCaseRevisions = pgTable(
  'workspace_use_case_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    useCasePk: uuid('use_case_pk')
      .notNull()
      .references(() => workspaceUseCases.pk, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    data: jsonb('data').$type<CustomUseCaseContent>().notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspace_use_case_revisions_number_key').on(t.useCasePk, t.number)],
);

/** A member's request for a guide; fulfilled by a published team use case. */
export const useCaseRequests = pgTable(
  'use_case_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    details: text('details').notNull(),
    fulfilledUseCaseId: text('fulfilled_use_case_id'),
    fulfilledBy: uuid('fulfilled_by').references(() => users.id, { onDelete: 'set null' }),
    fulfilledAt: at('fulfilled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('use_case_requests_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export const useCaseRequestVotes = pgTable(
  'use_case_request_votes',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => useCaseRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] }), index('use_case_request_votes_user_idx').on(t.userId)],
);
