import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';

/** Dealers who took part in the service training; only they may print the training book (SPEC §2 Downloads). */
export const trainingParticipants = pgTable(
  'training_participants',
  {
    taxId: text('tax_id').primaryKey(),
    companyName: text('company_name').notNull(),
    city: text('city').notNull(),
    trainedOn: date('trained_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('training_participants_tax_id_digits', sql`${t.taxId} ~ '^[0-9]{10}$'`)],
);

/** One row per PDF handed out, so support can tell who printed what and when. */
export const generatedDocuments = pgTable('generated_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  language: text('language').notNull(),
  /** Whom the document is about: the dealer's tax id for the training book. */
  subject: text('subject').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
