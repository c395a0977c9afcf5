import type { AuditChange, AuditEntry, ListAnswer } from '@shop/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { StaffMember } from '../http/staff';
import type { Executor } from './database';
import { auditLog } from './kit-schema';
import { listAnswerOf, listOffset } from './list';

// DESIGN §9: every admin write records who did what to which entity, field by field, in the owning
// service's database and in the same transaction as the write (pass the transaction as `tx`).

type Record_ = Record<string, unknown>;

export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string;
  /** The entity before the write (undefined for a create). */
  before?: Record_;
  /** The entity after the write (undefined for a delete). */
  after?: Record_;
  /** Fields never written to the trail (password hashes, tokens). */
  omit?: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields that differ between `before` and `after`, in a stable order. */
export function changesOf(before: Record_ | undefined, after: Record_ | undefined, omit: readonly string[] = []) {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of [...fields].sort()) {
    if (omit.includes(field)) continue;
    const was = plain(before?.[field]);
    const is = plain(after?.[field]);
    if (before && after && same(was, is)) continue;
    changes.push({ field, before: was ?? null, after: is ?? null });
  }
  return changes;
}

/**
 * Records one admin write. Returns false (and records nothing) when an update changed no field, so
 * saving an untouched form leaves no noise in the history.
 */
export async function recordAudit(
  // biome-ignore lint/suspicious/noExplicitAny: any service's schema
  tx: Executor<any>,
  staff: StaffMember,
  record: AuditRecord,
  at: Date,
): Promise<boolean> {
  const changes = changesOf(record.before, record.after, record.omit);
  if (changes.length === 0 && record.before && record.after) return false;
  await tx.insert(auditLog).values({
    at,
    staffId: staff.id,
    staffName: staff.name,
    adminType: staff.adminType,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    changes,
  });
  return true;
}

/** An entity's history, newest first unless the query asks otherwise. */
export async function auditHistory(
  // biome-ignore lint/suspicious/noExplicitAny: any service's schema
  db: Executor<any>,
  entity: string,
  entityId: string,
  query: { page: number; limit: number; dir: 'asc' | 'desc' },
): Promise<ListAnswer<AuditEntry>> {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(order(auditLog.at), order(auditLog.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map((row: typeof auditLog.$inferSelect) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    adminType: row.adminType,
    action: row.action,
    changes: row.changes as AuditChange[],
  }));
  return listAnswerOf(items, total?.n ?? 0, query);
}
