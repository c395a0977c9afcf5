import { type ReturnForReport, ReturnStatus, type ReturnStatusChange } from '@shop/contracts';
import { auditLog, type Executor } from '@shop/service-kit/db';
import { and, asc, eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { adminReturnDetail } from './admin-return-reads';

// A return as its service report prints it (documents asks, issue 16): what staff see of it without their
// internal notes (the customer signs the report), and its status changes as the audit trail recorded them.

type Db = Executor<typeof schema>;

/** The status changes of a return, oldest first, each with the staff member who made it. */
async function statusHistory(db: Db, returnId: string): Promise<ReturnStatusChange[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, returnId), eq(auditLog.action, 'status')))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.flatMap((row) => {
    const change = (row.changes as { field: string; before: unknown; after: unknown }[]).find(
      (entry) => entry.field === 'status',
    );
    const from = ReturnStatus.safeParse(change?.before);
    const to = ReturnStatus.safeParse(change?.after);
    if (!from.success || !to.success) return [];
    return [{ at: row.at.toISOString(), staffName: row.staffName, from: from.data, to: to.data }];
  });
}

export async function returnForReport(db: Db, returnId: string): Promise<ReturnForReport> {
  const { internalNotes: _notes, nextStatuses: _next, ...detail } = await adminReturnDetail(db, returnId);
  return { ...detail, statusHistory: await statusHistory(db, returnId) };
}
