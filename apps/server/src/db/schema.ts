/**
 * The one Drizzle schema of the product. SQL migrations in ../../drizzle are generated from
 * it (`npm run db:generate`) and applied at start-up on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_event_created_idx').on(t.event, t.createdAt)],
);
