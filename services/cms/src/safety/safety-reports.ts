import {
  type AdminSafetyReport,
  type Language,
  type ListAnswer,
  SafetyReportOpened,
  type SafetyReportQuery,
  type SafetyReportsDashboard,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, asc, count, desc, eq, min, sql } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { safetyReportCounters, safetyReports } from './safety-reports.schema';

// Safety reports (issue 27, GPSR; docs/decisions/accessibility.md). A contact message on the "danger" topic
// opens one inside the message's own transaction, with the event that makes notifications e-mail the service
// manager at once; staff close it with a note, audited. A closed report stays closed.

type Tx = Parameters<Parameters<CmsContext['transaction']>[0]>[0];
type Row = typeof safetyReports.$inferSelect;

export const SAFETY_REPORT_ENTITY = 'safety_report';

/** Days and years in Warsaw: a report sent at 00:30 on 1 January is the new year's. */
const warsawYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(at));

export interface DangerMessage {
  contactMessageId: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
}

/** Opens the report of a danger message, inside the message's transaction; the manager's e-mail goes with it. */
export async function openSafetyReport(
  context: CmsContext,
  tx: Tx,
  danger: DangerMessage,
): Promise<{ number: string }> {
  const now = context.clock.now();
  const year = warsawYear(now);
  const [counter] = await tx
    .insert(safetyReportCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: safetyReportCounters.year, set: { last: sql`${safetyReportCounters.last} + 1` } })
    .returning({ last: safetyReportCounters.last });
  const number = `ZB/${year}/${String(counter!.last).padStart(4, '0')}`;
  const id = crypto.randomUUID();
  await tx.insert(safetyReports).values({ id, number, receivedAt: now, ...danger });
  await recordEvent(tx, SafetyReportOpened, {
    reportId: id,
    number,
    to: context.shopSettings().mailboxes.serviceManager,
    name: danger.name,
    email: danger.email,
    phone: danger.phone,
    message: danger.message,
    language: danger.language,
    receivedAt: now.toISOString(),
  });
  return { number };
}

function reportOf(row: Row): AdminSafetyReport {
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language as Language,
    receivedAt: row.receivedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    closingNote: row.closingNote,
  };
}

/** Staff's list: open or closed (or both), newest first unless asked otherwise. */
export async function listSafetyReports(
  context: CmsContext,
  query: SafetyReportQuery,
): Promise<ListAnswer<AdminSafetyReport>> {
  const where = query.filters.state ? eq(safetyReports.state, query.filters.state) : undefined;
  const column = query.sort === 'number' ? safetyReports.number : safetyReports.receivedAt;
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(safetyReports)
      .where(where)
      .orderBy(order, desc(safetyReports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db.select({ n: count() }).from(safetyReports).where(where),
  ]);
  return { items: rows.map(reportOf), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function readSafetyReport(context: CmsContext, id: string): Promise<AdminSafetyReport> {
  const [row] = await context.db.select().from(safetyReports).where(eq(safetyReports.id, id));
  if (!row) throw new AppError('not_found');
  return reportOf(row);
}

/** Closes an open report with staff's note, audited; closing a closed one is refused (409) and changes nothing. */
export async function closeSafetyReport(
  context: CmsContext,
  staff: StaffMember,
  id: string,
  note: string,
): Promise<AdminSafetyReport> {
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(safetyReports).where(eq(safetyReports.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.state === 'closed') throw new AppError('conflict', { messageKey: 'error.safety_report_closed' });
    const now = context.clock.now();
    const [closed] = await tx
      .update(safetyReports)
      .set({ state: 'closed', closedAt: now, closedById: staff.id, closedBy: staff.name, closingNote: note })
      .where(and(eq(safetyReports.id, id), eq(safetyReports.state, 'open')))
      .returning();
    await recordAudit(
      tx,
      staff,
      {
        action: 'close',
        entity: SAFETY_REPORT_ENTITY,
        entityId: id,
        before: { state: 'open', closingNote: null },
        after: { state: 'closed', closingNote: note },
      },
      now,
    );
    return reportOf(closed!);
  });
}

/** The dashboard's figure: open reports and the oldest one's arrival. */
export async function safetyReportsDashboard(context: CmsContext): Promise<SafetyReportsDashboard> {
  const [row] = await context.db
    .select({ open: count(), oldest: min(safetyReports.receivedAt) })
    .from(safetyReports)
    .where(eq(safetyReports.state, 'open'));
  const oldest = row?.oldest ? new Date(row.oldest as unknown as string) : null;
  return { open: row?.open ?? 0, oldestOpenAt: oldest ? oldest.toISOString() : null };
}
