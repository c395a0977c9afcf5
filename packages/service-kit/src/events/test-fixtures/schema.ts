import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

// Schema of the event tests: the kit tables plus one business table written next to the outbox/inbox.
export { inbox, outbox } from '../../db/kit-schema';

/** A change a test service makes (publisher side) or a handler applies (consumer side). */
export const notes = pgTable('notes', {
  id: uuid('id').primaryKey(),
  text: text('text').notNull(),
  /** Who wrote it: 'publisher' or the consuming durable. */
  writer: text('writer').notNull(),
});
