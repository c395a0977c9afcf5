import type { AdminMail, AdminMailListQuery } from '@shop/contracts';
import { isUuid } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { auditHistory, containsFolded, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationsContext } from '../context';
import { mails } from '../db/schema';

// The e-mail log of the back office: staff see what waits, what went out and what failed, and send a failed
// e-mail again (a fresh round of attempts, audited). The texts themselves stay out of the list.

type Row = typeof mails.$inferSelect;

export function toAdminMail(row: Row): AdminMail {
  return {
    id: row.id,
    template: row.template,
    language: row.language,
    recipient: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** One page of the e-mail log, newest first unless asked otherwise. */
export async function listAdminMails(context: NotificationsContext, query: z.output<typeof AdminMailListQuery>) {
  const f = query.filters;
  const where = and(
    f.state ? eq(mails.state, f.state) : undefined,
    f.recipient ? containsFolded(sql`${mails.recipient}`, f.recipient) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    context.db
      .select()
      .from(mails)
      .where(where)
      .orderBy(...listOrder(query, { createdAt: mails.createdAt }, mails.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ total: count() }).from(mails).where(where),
  ]);
  return listAnswerOf(rows.map(toAdminMail), total, query);
}

/** Sends a failed e-mail again: it waits for the sender with a fresh count of attempts. */
export async function retryMail(context: NotificationsContext, staff: StaffMember, id: string): Promise<AdminMail> {
  if (!isUuid(id)) throw new AppError('not_found');
  const retried = await context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(mails).where(eq(mails.id, id)).for('update');
    if (!before) throw new AppError('not_found');
    if (before.state !== 'failed') throw new AppError('business_rule', { messageKey: 'error.mail_not_failed' });
    const [after] = await tx
      .update(mails)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: context.clock.now() })
      .where(eq(mails.id, id))
      .returning();
    await recordAudit(
      tx,
      staff,
      {
        action: 'retry',
        entity: 'mail',
        entityId: id,
        before: { state: before.state, attempts: before.attempts },
        after: { state: after!.state, attempts: after!.attempts },
      },
      context.clock.now(),
    );
    return after!;
  });
  context.mailSender.wake();
  return toAdminMail(retried);
}

export function mailHistory(
  context: NotificationsContext,
  id: string,
  query: { page: number; limit: number; dir: 'asc' | 'desc' },
) {
  if (!isUuid(id)) throw new AppError('not_found');
  return auditHistory(context.db, 'mail', id, query);
}
