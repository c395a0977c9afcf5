import { type Language, ReturnCreated, ReturnMessagePosted, ReturnUpdated } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';
import type { returns } from '../db/schema';

// What rma publishes, recorded in the transaction that made the change (the outbox relay sends it after the
// commit): notifications e-mail the customer in the language they filed in, and the service mailbox.

type Tx = Executor<typeof schema>;
type Row = typeof returns.$inferSelect;

const storefrontLanguage = (language: string): 'pl' | 'en' => (language === 'pl' ? 'pl' : 'en');

/** The return's page in the customer's account, in their language (SPEC §2 addresses). */
export const returnPath = (row: Pick<Row, 'id' | 'language'>) =>
  storefrontLanguage(row.language) === 'pl' ? `/pl/reklamacje/${row.id}` : `/en/rma/${row.id}`;

const base = (row: Row) => ({
  returnId: row.id,
  number: row.number,
  customerId: row.customerId,
  email: row.contactEmail,
  language: storefrontLanguage(row.language) as Language,
  status: row.status,
  path: returnPath(row),
});

export const recordReturnCreated = (tx: Tx, row: Row) => recordEvent(tx, ReturnCreated, base(row));

export const recordReturnUpdated = (tx: Tx, row: Row, change: 'status' | 'item') =>
  recordEvent(tx, ReturnUpdated, { ...base(row), change });

export const recordReturnMessage = (tx: Tx, row: Row, author: 'customer' | 'staff', text: string) =>
  recordEvent(tx, ReturnMessagePosted, { ...base(row), author, text });
