import type { ReturnDetail, ReturnStatus } from '@shop/contracts';
import { isUuid } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { returnFiles, returnItems, returnMessages, returns } from '../db/schema';

// A return as its owner reads it. Every query is scoped by the owner's customer id: another customer's
// return is 'not found', never 'forbidden', so return ids reveal nothing.

type Db = Executor<typeof schema>;

export async function ownReturn(db: Db, customerId: string, id: string) {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.id, id), eq(returns.customerId, customerId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function returnDetail(db: Db, customerId: string, id: string): Promise<ReturnDetail> {
  return detailOf(db, await ownReturn(db, customerId, id));
}

/** What both the owner and staff see of a return (staff's own parts are added by the back office). */
export async function detailOf(db: Db, row: typeof returns.$inferSelect): Promise<ReturnDetail> {
  const [items, files, messages] = await Promise.all([
    db.select().from(returnItems).where(eq(returnItems.returnId, row.id)).orderBy(asc(returnItems.position)),
    db
      .select()
      .from(returnFiles)
      .where(eq(returnFiles.returnId, row.id))
      .orderBy(asc(returnFiles.createdAt), asc(returnFiles.name)),
    db
      .select()
      .from(returnMessages)
      .where(eq(returnMessages.returnId, row.id))
      .orderBy(asc(returnMessages.createdAt), asc(returnMessages.id)),
  ]);
  const filesOf = (messageId: string | null) => files.filter((file) => file.messageId === messageId).map(attachment);
  return {
    id: row.id,
    number: row.number,
    stage: row.stage,
    status: row.status,
    requestedAction: row.requestedAction,
    purchaseDate: row.purchaseDate,
    orderDate: row.orderDate,
    address: row.address,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    notes: row.notes,
    items: items.map((item) => ({
      id: item.id,
      category: item.category,
      productName: item.productName,
      problem: item.problem,
      serialNumbers: item.serialNumbers,
      status: item.status,
    })),
    attachments: filesOf(null),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      staffName: message.staffName,
      text: message.text,
      attachments: filesOf(message.id),
      createdAt: message.createdAt.toISOString(),
    })),
    messagesOpen: threadOpen(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One attachment of the owner's return (not found for anyone else, or a file of another return). */
export async function ownAttachment(db: Db, customerId: string, returnId: string, fileId: string) {
  await ownReturn(db, customerId, returnId);
  return attachmentOf(db, returnId, fileId);
}

/** One attachment of a return, by the return's id (not found for a file of another return). */
export async function attachmentOf(db: Db, returnId: string, fileId: string) {
  if (!isUuid(fileId)) throw new AppError('not_found');
  const [file] = await db
    .select()
    .from(returnFiles)
    .where(and(eq(returnFiles.id, fileId), eq(returnFiles.returnId, returnId)))
    .limit(1);
  if (!file) throw new AppError('not_found');
  return file;
}

/** SPEC §4: the thread takes no more messages once the return is closed. */
export const threadOpen = (status: ReturnStatus) => status !== 'closed';

const attachment = (file: typeof returnFiles.$inferSelect) => ({
  id: file.id,
  name: file.name,
  mime: file.mime,
  size: file.size,
  createdAt: file.createdAt.toISOString(),
});
