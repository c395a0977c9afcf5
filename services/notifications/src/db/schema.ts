import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../mail/attachments';

export { auditLog, inbox, outbox } from '@shop/service-kit/db';

/**
 * Every e-mail the shop writes, from the moment an event asks for it: queued in the event's transaction,
 * sent by the mail sender (mail/sender.ts) with retries, then kept as the record of what went out. Its
 * Message-ID is fixed when queued, so a retry after an unknown outcome carries the same one.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id'),
    template: text('template').notNull(),
    language: text('language').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    messageId: text('message_id').notNull(),
    /** Files to print and attach when it is sent (a gift card's PDF): mail/attachments.ts. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may (try to) send it next; while one sender holds it, a little later (its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the last failed attempt was told, for staff. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // One e-mail of a kind per event and recipient, however often the event comes.
    uniqueIndex('mails_event_idx').on(t.eventId, t.template, t.recipient).where(sql`${t.eventId} is not null`),
    index('mails_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('mails_created_idx').on(t.createdAt),
  ],
);
