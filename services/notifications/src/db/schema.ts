import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export { inbox, outbox } from '@shop/service-kit/db';

/** Every e-mail the shop sent, with the event that caused it. */
export const sentMail = pgTable(
  'sent_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id'),
    template: text('template').notNull(),
    language: text('language').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_mail_sent_at_idx').on(t.sentAt)],
);
