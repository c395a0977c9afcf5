import type { IncomingMessage } from 'node:http';
import { isUuid, NewReturnMessageFields, type ReturnMessage, validate } from '@shop/contracts';
import { AppError, type ServiceContext, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { readUpload } from '@shop/service-kit/files';
import { and, eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { returnFiles, returnMessages, returns } from '../db/schema';
import { recordReturnMessage } from '../events/return-events';
import { threadOpen } from './return-detail';
import { type AttachedFile, attachmentLimits, checkAttachmentCount, claimUploads } from './uploads';

// The thread of a return (SPEC §4, issue 14): the customer writes with optional attachments, staff answer.
// A message is written under the return's row lock, so it never lands after the return was closed; a
// closed thread refuses with its own message. Files come as parts of the request or as ids of files the
// customer uploaded ahead (taken in the message's transaction). Text is stored exactly as typed and only ever shown as text.

type Context = ServiceContext<typeof schema>;
type Tx = Parameters<Parameters<Context['transaction']>[0]>[0];

/** The customer's message on their own return (another customer's is not found). */
export async function postCustomerMessage(
  context: Context,
  caller: { customerId: string; lang: string },
  req: IncomingMessage,
): Promise<ReturnMessage> {
  const upload = await readUpload(req, context.files, attachmentLimits);
  try {
    const checked = validate(NewReturnMessageFields, upload.fields, caller.lang);
    if (!checked.ok) throw new AppError('validation_failed', { fields: checked.fields });
    const { returnId, text, uploads } = checked.data;
    checkAttachmentCount(upload.files.length, uploads.length);
    return await context.transaction(async (tx) => {
      await lockOpenThread(tx, returnId, caller.customerId);
      const named = await claimUploads(tx, caller, uploads);
      const files = [...upload.files, ...named];
      return writeMessage(tx, context.clock.now(), returnId, { author: 'customer', text }, files);
    });
  } catch (error) {
    await Promise.all(upload.files.map((file) => context.files.remove(file.id)));
    throw error;
  }
}

/** Staff answer in the thread the customer reads; audited with the message. */
export async function postStaffMessage(
  context: Context,
  staff: StaffMember,
  returnId: string,
  text: string,
): Promise<ReturnMessage> {
  return context.transaction(async (tx) => {
    await lockOpenThread(tx, returnId);
    const now = context.clock.now();
    const message = await writeMessage(
      tx,
      now,
      returnId,
      { author: 'staff', staffId: staff.id, staffName: staff.name, text },
      [],
    );
    await recordAudit(
      tx,
      staff,
      { action: 'message', entity: 'return', entityId: returnId, after: { message: text } },
      now,
    );
    return message;
  });
}

async function lockOpenThread(tx: Tx, returnId: string, customerId?: string) {
  if (!isUuid(returnId)) throw new AppError('not_found');
  const [row] = await tx
    .select({ status: returns.status })
    .from(returns)
    .where(and(eq(returns.id, returnId), customerId ? eq(returns.customerId, customerId) : undefined))
    .for('update');
  if (!row) throw new AppError('not_found');
  if (!threadOpen(row.status)) throw new AppError('conflict', { messageKey: 'error.rma_thread_closed' });
}

async function writeMessage(
  tx: Tx,
  now: Date,
  returnId: string,
  message: { author: 'customer' | 'staff'; staffId?: string; staffName?: string; text: string },
  files: AttachedFile[],
): Promise<ReturnMessage> {
  const [row] = await tx
    .insert(returnMessages)
    .values({ returnId, ...message, createdAt: now })
    .returning();
  const messageId = row!.id;
  if (files.length > 0) {
    await tx.insert(returnFiles).values(
      files.map((file) => ({
        id: file.id,
        returnId,
        messageId,
        name: file.name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        createdAt: now,
      })),
    );
  }
  const [touched] = await tx.update(returns).set({ updatedAt: now }).where(eq(returns.id, returnId)).returning();
  await recordReturnMessage(tx, touched!, message.author, message.text);
  return {
    id: messageId,
    author: row!.author,
    staffName: row!.staffName,
    text: row!.text,
    attachments: files.map((file) => ({
      id: file.id,
      name: file.name,
      mime: file.mime,
      size: file.size,
      createdAt: now.toISOString(),
    })),
    createdAt: row!.createdAt.toISOString(),
  };
}
