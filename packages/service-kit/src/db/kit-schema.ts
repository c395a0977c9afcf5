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

/**
 * The audit trail of back-office writes (DESIGN §9): who, as which admin type, did what to which entity,
 * and each changed field before and after. Written in the same transaction as the change, so a write that
 * fails leaves no entry and an entry always describes a write that happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    adminType: text('admin_type').notNull(),
    /** 'create', 'update', 'delete' or a business verb ('status', 'deactivate', …). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);
