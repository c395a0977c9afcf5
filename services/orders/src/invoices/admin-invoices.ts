import { randomUUID } from 'node:crypto';
import type { AdminInvoiceCorrectionInput, AdminInvoiceListQuery, AdminInvoiceSummary } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { containsFolded, type Executor, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../context';
import type * as schema from '../db/schema';
import { invoices } from '../db/schema';
import { issueCorrection } from './corrections';
import { toInvoiceView } from './invoice-views';
import type { InvoiceRow } from './issue-invoice';
import { isRefusal, toAppError } from './refusals';

// What staff do with invoices beyond reading one (issue 26): the list with its filters, a rejected invoice
// queued again under its number, and a correction issued by hand. Each write is audited in its transaction.

type Db = Executor<typeof schema>;
const ENTITY = 'invoice';

export async function listAdminInvoices(db: Db, query: z.output<typeof AdminInvoiceListQuery>) {
  const { filters } = query;
  const where = and(
    filters.kind ? eq(invoices.kind, filters.kind) : undefined,
    filters.state ? eq(invoices.state, filters.state) : undefined,
    filters.buyer
      ? or(
          containsFolded(sql`${invoices.buyer}->>'name'`, filters.buyer),
          containsFolded(sql`coalesce(${invoices.buyer}->>'taxId', ${invoices.buyer}->>'vatId', '')`, filters.buyer),
        )
      : undefined,
    filters.from ? sql`${invoices.issueDate} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${invoices.issueDate} <= ${filters.to}::date` : undefined,
  );
  const columns = {
    createdAt: invoices.createdAt,
    issueDate: invoices.issueDate,
    number: invoices.number,
    state: invoices.state,
  };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...listOrder(query, columns, invoices.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return listAnswerOf(rows.map(summaryOf), total, query);
}

function summaryOf(row: InvoiceRow): AdminInvoiceSummary {
  return {
    ...toInvoiceView(row),
    buyerName: row.buyer.name,
    buyerTaxId: row.buyer.taxId ?? row.buyer.vatId,
    ksefRejection: row.ksefRejection,
  };
}

/**
 * A rejected invoice queued for KSeF again under the same number (the sender picks it up as any queued one);
 * an invoice in any other state is refused with 409, since only KSeF's refusal lets it be sent twice.
 */
export async function resendInvoice(context: OrdersContext, staff: StaffMember, id: string): Promise<InvoiceRow> {
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.state !== 'rejected')
      throw new AppError('conflict', {
        messageKey: 'error.invoice_not_rejected',
        detail: `the invoice is ${row.state}; only a rejected one is sent again`,
      });
    const [queued] = await tx
      .update(invoices)
      .set({ state: 'queued', ksefReference: null, ksefSentAt: null })
      .where(eq(invoices.id, id))
      .returning();
    await recordAudit(
      tx,
      staff,
      {
        action: 'resend',
        entity: ENTITY,
        entityId: id,
        before: { state: row.state, ksefRejection: row.ksefRejection },
        after: { state: 'queued' },
      },
      context.clock.now(),
    );
    return queued as InvoiceRow;
  });
}

/** A correction of the order's invoice issued by staff (for a return's refund recorded elsewhere). */
export async function correctByHand(
  context: OrdersContext,
  staff: StaffMember,
  orderId: string,
  input: AdminInvoiceCorrectionInput,
  lang: string | undefined,
): Promise<InvoiceRow> {
  return context.transaction(async (tx) => {
    const issued = await issueCorrection(context, tx, {
      orderId,
      refund: input.amount,
      reason: input.reason,
      issueKey: `manual:${randomUUID()}`,
    });
    if (isRefusal(issued)) throw toAppError(issued, lang);
    await recordAudit(
      tx,
      staff,
      {
        action: 'correct',
        entity: ENTITY,
        entityId: issued.id,
        after: {
          number: issued.number,
          orderId,
          amount: input.amount,
          reason: input.reason,
          ...(input.returnNumber ? { returnNumber: input.returnNumber } : {}),
        },
      },
      context.clock.now(),
    );
    return issued;
  });
}
