import {
  type AdminPromotion,
  type ListAnswer,
  type PromotionAction,
  type PromotionChange,
  type PromotionConditions,
  type PromotionInput,
  type PromotionListQuery,
  promotionIssues,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, integerIdOf, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import { promotions } from '../../db/schema';
import type { PromotionRow } from './active-promotions';

// Automatic promotions as staff manage them (DESIGN §9 `discounts.*`): every write audited in its transaction,
// a save from an older read refused (version), and each rule checked on the promotion as it will be stored:
// the contract's rules across fields again (a PATCH may change only one side), and the products it names must
// exist in the catalogue. The cart reads the active ones through ./active-promotions.ts.

type Input = z.output<typeof PromotionInput>;
type Change = z.output<typeof PromotionChange>;
type Columns = Omit<typeof promotions.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export function toAdminPromotion(row: PromotionRow): AdminPromotion {
  return {
    id: row.id,
    name: { pl: row.namePl, en: row.nameEn },
    priority: row.priority,
    exclusive: row.exclusive,
    state: row.active ? 'active' : 'inactive',
    conditions: row.conditions,
    actions: row.actions,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history shows: the fields staff set, as the panel names them. */
function auditFields(row: PromotionRow): Record<string, unknown> {
  const { id: _, version: __, createdAt: ___, updatedAt: ____, ...fields } = toAdminPromotion(row);
  return fields;
}

function columnsOf(fields: Partial<Input>): Partial<Columns> {
  const columns: Partial<Columns> = {};
  if (fields.name !== undefined) {
    columns.namePl = fields.name.pl;
    columns.nameEn = fields.name.en;
  }
  if (fields.priority !== undefined) columns.priority = fields.priority;
  if (fields.exclusive !== undefined) columns.exclusive = fields.exclusive;
  if (fields.state !== undefined) columns.active = fields.state === 'active';
  if (fields.conditions !== undefined) columns.conditions = fields.conditions;
  if (fields.actions !== undefined) columns.actions = fields.actions;
  return columns;
}

/** The catalogue ids a rule names, each with the field that names it. */
function namedProducts(conditions: PromotionConditions, actions: PromotionAction[]): Array<[string, number]> {
  const named: Array<[string, number]> = conditions.products.map((id, i) => [`conditions.products.${i}`, id]);
  actions.forEach((action, i) => {
    if (action.type === 'free_item') named.push([`actions.${i}.productId`, action.productId]);
  });
  return named;
}

/** Products the catalogue does not know (or hides) are refused at their field: 'The id must exist'. */
async function unknownProducts(context: OrdersContext, named: Array<[string, number]>, lang: string) {
  const fields: Record<string, string> = {};
  if (named.length === 0) return fields;
  const lines = await context.catalogLines.lookup(
    { currency: 'PLN', customerType: 'retail', lang: 'pl' },
    named.map(([, productId]) => ({ productId })),
  );
  lines.forEach((line, i) => {
    if (!line.found && line.reason === 'not_found')
      fields[named[i]?.[0] as string] = translate('field.id_missing', lang);
  });
  return fields;
}

/** Every rule on the promotion as it will be stored; 400 with each failing field. */
async function assertWorkable(context: OrdersContext, row: Pick<PromotionRow, 'conditions' | 'actions'>, lang: string) {
  const fields: Record<string, string> = {};
  for (const issue of promotionIssues({ conditions: row.conditions, actions: row.actions }))
    fields[issue.path] = translate(issue.message, lang, issue.params as Record<string, unknown>);
  Object.assign(fields, await unknownProducts(context, namedProducts(row.conditions, row.actions), lang));
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

export async function listPromotions(
  context: OrdersContext,
  query: PromotionListQuery,
): Promise<ListAnswer<AdminPromotion>> {
  const { state, q } = query.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(promotions.active, state === 'active'));
  if (q)
    conditions.push(
      sql`(strpos(lower(${promotions.namePl}), ${q.toLowerCase()}) > 0 or strpos(lower(${promotions.nameEn}), ${q.toLowerCase()}) > 0)`,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = { createdAt: promotions.createdAt, priority: promotions.priority };
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(...listOrder(query, columns, promotions.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db.select({ value: count() }).from(promotions).where(where),
  ]);
  return listAnswerOf(rows.map(toAdminPromotion), total?.value ?? 0, query);
}

export async function readPromotion(context: OrdersContext, rawId: string): Promise<AdminPromotion> {
  const [row] = await context.db
    .select()
    .from(promotions)
    .where(eq(promotions.id, integerIdOf(rawId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toAdminPromotion(row);
}

export async function createPromotion(
  context: OrdersContext,
  staff: StaffMember,
  input: Input,
  lang: string,
): Promise<AdminPromotion> {
  await assertWorkable(context, input, lang);
  const now = context.clock.now();
  const row = await context.transaction(async (tx) => {
    const [created] = await tx
      .insert(promotions)
      .values({ ...(columnsOf(input) as Columns), createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('promotion insert returned nothing');
    await recordAudit(
      tx,
      staff,
      { action: 'create', entity: 'promotion', entityId: String(created.id), after: auditFields(created) },
      now,
    );
    return created;
  });
  context.promotions.forget();
  return toAdminPromotion(row);
}

/** Saves the fields sent at the version read; an untouched save changes nothing (no version, no history). */
export async function changePromotion(
  context: OrdersContext,
  staff: StaffMember,
  rawId: string,
  change: Change,
  lang: string,
): Promise<AdminPromotion> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  const { version, ...fields } = change;
  // Checked against the catalogue before the transaction (which waits for no service), on the version the
  // staff member read; the transaction saves it only if that is still the version.
  const [read] = await context.db.select().from(promotions).where(eq(promotions.id, id));
  if (!read) throw new AppError('not_found');
  if (read.version !== version) throw changedMeanwhile();
  await assertWorkable(context, { ...read, ...columnsOf(fields) }, lang);
  const saved = await context.transaction(async (tx) => {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== version) throw changedMeanwhile();
    const after: PromotionRow = { ...row, ...columnsOf(fields) };
    const changed = await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: 'promotion',
        entityId: String(id),
        before: auditFields(row),
        after: auditFields(after),
      },
      now,
    );
    if (!changed) return row;
    const { id: _, createdAt: __, ...columns } = after;
    const [updated] = await tx
      .update(promotions)
      .set({ ...columns, version: row.version + 1, updatedAt: now })
      .where(eq(promotions.id, id))
      .returning();
    return updated ?? row;
  });
  context.promotions.forget();
  return toAdminPromotion(saved);
}

/** Orders keep what a promotion gave them (name and amounts), so a promotion can always be deleted. */
export async function deletePromotion(context: OrdersContext, staff: StaffMember, rawId: string): Promise<void> {
  const id = integerIdOf(rawId);
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [row] = await tx.delete(promotions).where(eq(promotions.id, id)).returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: 'promotion', entityId: String(id), before: auditFields(row) },
      now,
    );
  });
  context.promotions.forget();
}
