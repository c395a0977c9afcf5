import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Safety reports (issue 27): a contact message on the "danger" topic, kept until staff close it with a note.

export const safetyReports = pgTable(
  'safety_reports',
  {
    id: uuid('id').primaryKey(),
    /** ZB/<year>/<nnnn>, from safety_report_counters. */
    number: text('number').notNull(),
    /** The contact message it came from (one report per message). */
    contactMessageId: uuid('contact_message_id').notNull(),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    language: text('language').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: text('closed_by_id'),
    closedBy: text('closed_by'),
    closingNote: text('closing_note'),
  },
  (t) => [
    uniqueIndex('safety_reports_number_idx').on(t.number),
    uniqueIndex('safety_reports_message_idx').on(t.contactMessageId),
    index('safety_reports_state_idx').on(t.state, t.receivedAt),
  ],
);

/** The last number given in each year; one statement takes the next (INSERT … ON CONFLICT DO UPDATE). */
export const safetyReportCounters = pgTable('safety_report_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
