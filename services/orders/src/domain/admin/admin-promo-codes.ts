import {
  type AdminPromoCode,
  type ListAnswer,
  type PromoCodeChange,
  type PromoCodeInput,
  type PromoCodeListQuery,
  promoCodeIssues,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  changedMeanwhile,
  integerIdOf,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
  unlessTaken,
} from '@shop/service-kit/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import { promoCodes } from '../../db/schema';
import type { PromoCode } from '../cart/promo-codes';

// Promo codes as staff manage them (DESIGN §9 `discounts.*`): every write audited in its transaction, a save
// from an older read refused (version), a code taken whatever its case refused (409), a used code never
// deleted (staff switch it off: the orders placed with it keep naming it). The cart's rules read the same
// rows (../cart/promo-codes.ts); checkout counts the uses (../checkout/promo-claim.ts).

type Input = z.output<typeof PromoCodeInput>;
type Change = z.output<typeof PromoCodeChange>;
type Row = PromoCode;
type Columns = Omit<typeof promoCodes.$inferInsert, 'id' | 'usedCount' | 'version' | 'createdAt' | 'updatedAt'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminPromoCode(row: Row): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    currency: row.currency as AdminPromoCode['currency'],
    minimumPln: row.minimumPln,
    minimumEur: row.minimumEur,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    used: row.usedCount,
    audience: row.customerType,
    collections: row.collectionIds,
    products: row.productIds,
    state: row.active ? 'active' : 'inactive',
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history shows: the fields staff set, as the panel names them. */
function auditFields(row: Row): Record<string, unknown> {
  const { id: _, used: __, version: ___, createdAt: ____, updatedAt: _____, ...fields } = toAdminPromoCode(row);
  return fields;
}

/** The contract's fields as the table's columns; a percent code keeps no currency. */
function columnsOf(fields: Partial<Input>): Partial<Columns> {
  const columns: Partial<Columns> = {};
  if (fields.code !== undefined) columns.code = fields.code;
  if (fields.kind !== undefined) columns.kind = fields.kind;
  if (fields.value !== undefined) columns.value = fields.value;
  if (fields.currency !== undefined) columns.currency = fields.currency;
  if (fields.minimumPln !== undefined) columns.minimumPln = fields.minimumPln;
  if (fields.minimumEur !== undefined) columns.minimumEur = fields.minimumEur;
  if (fields.validFrom !== undefined) columns.validFrom = fields.validFrom ? new Date(fields.validFrom) : null;
  if (fields.validTo !== undefined) columns.validTo = fields.validTo ? new Date(fields.validTo) : null;
  if (fields.usageLimit !== undefined) columns.usageLimit = fields.usageLimit;
  if (fields.perCustomerLimit !== undefined) columns.perCustomerLimit = fields.perCustomerLimit;
  if (fields.audience !== undefined) columns.customerType = fields.audience;
  if (fields.collections !== undefined) columns.collectionIds = fields.collections;
  if (fields.products !== undefined) columns.productIds = fields.products;
  if (fields.state !== undefined) columns.active = fields.state === 'active';
  return columns;
}

/** The rules across fields on the code as it will be stored, and a usage limit below the uses so far. */
function assertConsistent(after: Row, lang: string): void {
  const fields: Record<string, string> = {};
  for (const issue of promoCodeIssues({
    kind: after.kind,
    value: after.value,
    currency: after.currency as 'PLN' | null,
    validFrom: iso(after.validFrom) ?? undefined,
    validTo: iso(after.validTo) ?? undefined,
  }))
    fields[issue.path] = translate(issue.message, lang, issue.params as Record<string, unknown>);
  if (after.usageLimit !== null && after.usageLimit < after.usedCount)
    fields.usageLimit = translate('field.number_min', lang, { min: after.usedCount });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

export async function listPromoCodes(
  context: OrdersContext,
  query: PromoCodeListQuery,
): Promise<ListAnswer<AdminPromoCode>> {
  const { state, q } = query.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(promoCodes.active, state === 'active'));
  if (q) conditions.push(sql`strpos(lower(${promoCodes.code}), ${q.toLowerCase()}) > 0`);
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = {
    createdAt: promoCodes.createdAt,
    code: promoCodes.code,
    validTo: promoCodes.validTo,
    used: promoCodes.usedCount,
  };
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(...listOrder(query, columns, promoCodes.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(promoCodes).where(where),
  ]);
  return listAnswerOf(rows.map(toAdminPromoCode), total?.value ?? 0, query);
}

export async function readPromoCode(context: OrdersContext, rawId: string): Promise<AdminPromoCode> {
  const [row] = await context.db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.id, integerIdOf(rawId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toAdminPromoCode(row);
}

const codeTaken = <T>(lang: string, write: () => Promise<T>) =>
  unlessTaken('promo_codes_code_idx', ['code'], lang, write);

export async function createPromoCode(
  context: OrdersContext,
  staff: StaffMember,
  input: Input,
  lang: string,
): Promise<AdminPromoCode> {
  const now = context.clock.now();
  const columns = { ...columnsOf(input), currency: input.kind === 'amount' ? input.currency : null } as Columns;
  const row = await codeTaken(lang, () =>
    context.transaction(async (tx) => {
      const [created] = await tx
        .insert(promoCodes)
        .values({ ...columns, createdAt: now, updatedAt: now })
        .returning();
      if (!created) throw new Error('promo code insert returned nothing');
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: 'promo_code', entityId: String(created.id), after: auditFields(created) },
        now,
      );
      return created;
    }),
  );
  context.promoCodes.forget(row.code);
  return toAdminPromoCode(row);
}

/** Saves the fields sent at the version read; an untouched save changes nothing (no version, no history). */
export async function changePromoCode(
  context: OrdersContext,
  staff: StaffMember,
  rawId: string,
  change: Change,
  lang: string,
): Promise<AdminPromoCode> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  const { version, ...fields } = change;
  const { before, saved } = await codeTaken(lang, () =>
    context.transaction(async (tx) => {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== version) throw changedMeanwhile();
      const after: Row = { ...row, ...columnsOf(fields) } as Row;
      if (after.kind === 'percent') after.currency = null;
      assertConsistent(after, lang);
      const changed = await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: 'promo_code',
          entityId: String(id),
          before: auditFields(row),
          after: auditFields(after),
        },
        now,
      );
      if (!changed) return { before: row, saved: row };
      const { id: _, createdAt: __, usedCount: ___, ...columns } = after;
      const [updated] = await tx
        .update(promoCodes)
        .set({ ...columns, version: row.version + 1, updatedAt: now })
        .where(eq(promoCodes.id, id))
        .returning();
      return { before: row, saved: updated ?? row };
    }),
  );
  context.promoCodes.forget(before.code);
  context.promoCodes.forget(saved.code);
  return toAdminPromoCode(saved);
}

/** A code no order used is deleted; a used one is refused (422): staff switch it off instead. */
export async function deletePromoCode(context: OrdersContext, staff: StaffMember, rawId: string): Promise<void> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  const code = await context.transaction(async (tx) => {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.usedCount > 0) throw new AppError('business_rule', { messageKey: 'error.promo_code_used' });
    await tx.delete(promoCodes).where(eq(promoCodes.id, id));
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: 'promo_code', entityId: String(id), before: auditFields(row) },
      now,
    );
    return row.code;
  });
  context.promoCodes.forget(code);
}
