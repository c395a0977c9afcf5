import { type CustomerGroupAnswer, type CustomerGroupInput, isUuid, translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  containsFolded,
  type Executor,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
} from '@shop/service-kit/db';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customerGroups, customers } from '../db/schema';
import { isUniqueViolation } from './account-details';

// The groups section (DESIGN §9 `groups.*`): customer groups with a name (unique whatever the case) and a
// description. Membership is a column of the customer, so a customer is in at most one group; deleting a group
// leaves its members in none. Every write records its audit entry in its transaction.

type Db = Executor<typeof schema>;
type GroupRow = typeof customerGroups.$inferSelect;
type Input = z.output<typeof CustomerGroupInput>;

/** The audit trail's name for a customer group. */
export const GROUP_ENTITY = 'customer_group';

// Written out qualified: drizzle leaves a select list's columns unqualified, and both tables have an `id`.
const memberCount = sql<number>`(select count(*)::int from ${customers} m where m.group_id = "customer_groups"."id")`;

function groupOf(row: GroupRow, members: number): CustomerGroupAnswer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audited = (row: GroupRow) => ({ name: row.name, description: row.description });

export async function listGroups(
  db: Db,
  query: { page: number; limit: number; sort: 'createdAt' | 'name'; dir: 'asc' | 'desc'; filters: { q?: string } },
) {
  const where = query.filters.q ? containsFolded(sql`${customerGroups.name}`, query.filters.q) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ group: customerGroups, members: memberCount })
      .from(customerGroups)
      .where(where)
      .orderBy(
        ...listOrder(query, { createdAt: customerGroups.createdAt, name: customerGroups.name }, customerGroups.id),
      )
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ n: count() }).from(customerGroups).where(where),
  ]);
  return listAnswerOf(
    rows.map((row) => groupOf(row.group, row.members)),
    total?.n ?? 0,
    query,
  );
}

async function groupRow(db: Db, id: string, lock = false): Promise<GroupRow> {
  if (!isUuid(id)) throw new AppError('not_found');
  const select = db.select().from(customerGroups).where(eq(customerGroups.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new AppError('not_found');
  return row;
}

export async function findGroup(db: Db, id: string): Promise<CustomerGroupAnswer> {
  const [row] = isUuid(id)
    ? await db
        .select({ group: customerGroups, members: memberCount })
        .from(customerGroups)
        .where(eq(customerGroups.id, id))
    : [];
  if (!row) throw new AppError('not_found');
  return groupOf(row.group, row.members);
}

export async function groupHistory(db: Db, id: string, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  await groupRow(db, id);
  return auditHistory(db, GROUP_ENTITY, id, query);
}

function nameTaken(lang: string): AppError {
  const message = translate('field.duplicate', lang);
  return new AppError('duplicate', { messageKey: 'field.duplicate', fields: { name: message } });
}

/** Runs a write of a group, answering 'this value already exists' at the name for a taken name. */
async function naming<T>(lang: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'customer_groups_name_idx')) throw nameTaken(lang);
    throw error;
  }
}

export function createGroup(context: AccountsContext, actor: StaffMember, input: Input, lang: string) {
  const now = context.clock.now();
  return naming(lang, () =>
    context.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerGroups)
        .values({ name: input.name, description: input.description, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(
        tx,
        actor,
        { action: 'create', entity: GROUP_ENTITY, entityId: row!.id, after: audited(row!) },
        now,
      );
      return groupOf(row!, 0);
    }),
  );
}

export async function changeGroup(
  context: AccountsContext,
  actor: StaffMember,
  id: string,
  input: Input,
  lang: string,
) {
  const now = context.clock.now();
  await naming(lang, () =>
    context.transaction(async (tx) => {
      const before = await groupRow(tx, id, true);
      const [after] = await tx
        .update(customerGroups)
        .set({ name: input.name, description: input.description, updatedAt: now })
        .where(eq(customerGroups.id, id))
        .returning();
      await recordAudit(
        tx,
        actor,
        { action: 'update', entity: GROUP_ENTITY, entityId: id, before: audited(before), after: audited(after!) },
        now,
      );
    }),
  );
  return findGroup(context.db, id);
}

/** Deletes a group; its members are then in no group (the foreign key sets theirs to none). */
export async function deleteGroup(context: AccountsContext, actor: StaffMember, id: string) {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const before = await groupRow(tx, id, true);
    await tx.delete(customerGroups).where(eq(customerGroups.id, id));
    await recordAudit(
      tx,
      actor,
      { action: 'delete', entity: GROUP_ENTITY, entityId: id, before: audited(before) },
      now,
    );
    return { deleted: true as const };
  });
}

/** The group a customer is put in, locked against a delete until the caller's transaction ends. */
export async function lockGroup(tx: Db, id: string, lang: string): Promise<GroupRow> {
  const [row] = isUuid(id) ? await tx.select().from(customerGroups).where(eq(customerGroups.id, id)).for('update') : [];
  if (!row) throw new AppError('validation_failed', { fields: { groupId: translate('field.id_missing', lang) } });
  return row;
}
