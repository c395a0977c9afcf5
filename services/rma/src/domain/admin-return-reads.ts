import {
  type AdminReturnDetail,
  type AdminReturnListQuery,
  type AdminReturnSummary,
  type Currency,
  type HistoryQuery,
  isUuid,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { auditHistory, containsFolded, type Executor, listAnswerOf, listOffset, listOrder } from '@shop/service-kit/db';
import { and, asc, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type * as schema from '../db/schema';
import { returnItems, returnNotes, returns } from '../db/schema';
import { attachmentOf, detailOf } from './return-detail';
import { returnTransitions } from './return-states';

// The back office's returns, read (issue 14): the list with its filters, one return with staff's own parts
// (assignee, internal notes, the statuses it may move to, refunds), its attachments and its history. The
// writes are in admin-returns.ts.

type Db = Executor<typeof schema>;
type Row = typeof returns.$inferSelect;
export const RETURN_ENTITY = 'return';

export async function listAdminReturns(db: Db, query: z.output<typeof AdminReturnListQuery>) {
  const { filters } = query;
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(returns.status, filters.status) : undefined,
    filters.stage ? eq(returns.stage, filters.stage) : undefined,
    filters.requestedAction ? eq(returns.requestedAction, filters.requestedAction) : undefined,
    filters.number ? containsFolded(sql`${returns.number}`, filters.number) : undefined,
    filters.customer
      ? isUuid(filters.customer)
        ? eq(returns.customerId, filters.customer)
        : containsFolded(sql`${returns.contactEmail}`, filters.customer)
      : undefined,
    filters.from
      ? sql`${returns.createdAt} >= (${filters.from}::date)::timestamp at time zone 'Europe/Warsaw'`
      : undefined,
    filters.to
      ? sql`${returns.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/Warsaw')`
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          {
            createdAt: returns.createdAt,
            updatedAt: returns.updatedAt,
            number: returns.number,
            status: returns.status,
          },
          returns.id,
        ),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  return listAnswerOf(rows.map(summaryOf), total, query);
}

function summaryOf(row: Row): AdminReturnSummary {
  return {
    id: row.id,
    number: row.number,
    stage: row.stage,
    status: row.status,
    requestedAction: row.requestedAction,
    customerId: row.customerId,
    contactEmail: row.contactEmail,
    assignee: assigneeOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const assigneeOf = (row: Row) => (row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null);

export async function findReturn(db: Db, id: string, lock = false): Promise<Row> {
  if (!isUuid(id)) throw new AppError('not_found');
  const query = db.select().from(returns).where(eq(returns.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

export async function adminReturnDetail(db: Db, id: string): Promise<AdminReturnDetail> {
  const row = await findReturn(db, id);
  const [detail, notes, refunded] = await Promise.all([
    detailOf(db, row),
    db.select().from(returnNotes).where(eq(returnNotes.returnId, id)).orderBy(asc(returnNotes.createdAt)),
    db
      .select({ itemId: returnItems.id, amount: returnItems.refundAmount, currency: returnItems.refundCurrency })
      .from(returnItems)
      .where(and(eq(returnItems.returnId, id), isNotNull(returnItems.refundAmount)))
      .orderBy(asc(returnItems.position)),
  ]);
  return {
    ...detail,
    customerId: row.customerId,
    assignee: assigneeOf(row),
    internalNotes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      staffId: note.staffId,
      staffName: note.staffName,
      createdAt: note.createdAt.toISOString(),
    })),
    nextStatuses: [...returnTransitions[row.status]],
    order:
      row.orderId && row.orderNumber
        ? {
            id: row.orderId,
            number: row.orderNumber,
            total: { amount: row.orderTotal ?? 0, currency: (row.orderCurrency ?? 'PLN') as Currency },
          }
        : null,
    refunds: refunded.map((refund) => ({
      itemId: refund.itemId,
      amount: { amount: refund.amount ?? 0, currency: (refund.currency ?? 'PLN') as Currency },
    })),
  };
}

export async function adminAttachment(db: Db, id: string, fileId: string) {
  await findReturn(db, id);
  return attachmentOf(db, id, fileId);
}

export function returnHistory(db: Db, id: string, query: z.output<typeof HistoryQuery>) {
  return auditHistory(db, RETURN_ENTITY, id, query);
}
