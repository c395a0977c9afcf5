import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables every service has. A service re-exports them from its own db/schema.ts so drizzle-kit puts them
// in the service's first migration: one migration stream per database.

/** Events written in the same transaction as the change they describe; the relay publishes them. */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    subject: text('subject').notNull(),
    type: text('type').notNull(),
    envelope: jsonb('envelope').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.seq).where(sql`${t.sentAt} is null`)],
);

/** Events a consumer has already handled, so a redelivery changes nothing. */
export const inbox = pgTable(
  'inbox',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
