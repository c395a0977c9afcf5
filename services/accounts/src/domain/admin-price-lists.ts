import type {
  AdminPriceList,
  ListAnswer,
  PriceListChange,
  PriceListInput,
  PriceListListQuery,
  PriceListToPrint,
} from '@shop/contracts';
import { isUuid, translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  changedMeanwhile,
  containsFolded,
  type Executor,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
  unlessTaken,
} from '@shop/service-kit/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customerGroups, individualDiscounts, priceLists } from '../db/schema';

// Saved price-list definitions (DESIGN §9 `price_lists.*`): a name (unique whatever the case), the customer
// group it is for (none: every customer), the currency, net or gross prices and a discount. Documents prints
// one as a PDF, reading it with its group's discounts (`priceListToPrint`, docs/decisions/documents.md).

type Db = Executor<typeof schema>;
type Row = typeof priceLists.$inferSelect;
type Input = z.output<typeof PriceListInput>;
type Change = z.output<typeof PriceListChange>;

export const PRICE_LIST_ENTITY = 'price_list';

type Joined = { list: Row; group: typeof customerGroups.$inferSelect | null };

function priceListOf({ list, group }: Joined): AdminPriceList {
  return {
    id: list.id,
    name: list.name,
    group: group ? { id: group.id, name: group.name } : null,
    currency: list.currency,
    prices: list.prices,
    discountPercent: list.discountPercent,
    version: list.version,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

const audited = (row: Pick<Row, 'name' | 'groupId' | 'currency' | 'prices' | 'discountPercent'>) => ({
  name: row.name,
  groupId: row.groupId,
  currency: row.currency,
  prices: row.prices,
  discountPercent: row.discountPercent,
});

const joined = (db: Db) =>
  db
    .select({ list: priceLists, group: customerGroups })
    .from(priceLists)
    .leftJoin(customerGroups, eq(customerGroups.id, priceLists.groupId));

export async function listPriceLists(db: Db, query: PriceListListQuery): Promise<ListAnswer<AdminPriceList>> {
  const { group, currency, q } = query.filters;
  const conditions: SQL[] = [];
  if (group) conditions.push(eq(priceLists.groupId, group));
  if (currency) conditions.push(eq(priceLists.currency, currency));
  if (q) conditions.push(containsFolded(sql`${priceLists.name}`, q));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...listOrder(query, { createdAt: priceLists.createdAt, name: priceLists.name }, priceLists.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ n: count() }).from(priceLists).where(where),
  ]);
  return listAnswerOf(rows.map(priceListOf), total?.n ?? 0, query);
}

export async function findPriceList(db: Db, id: string): Promise<AdminPriceList> {
  const [row] = isUuid(id) ? await joined(db).where(eq(priceLists.id, id)) : [];
  if (!row) throw new AppError('not_found');
  return priceListOf(row);
}

/**
 * A definition as documents prints it (`GET /internal/price-lists/:id`): the list and, for a group's list, the
 * group's discounts (each on everything or on one collection). Unknown id: not found.
 */
export async function priceListToPrint(db: Db, id: string): Promise<PriceListToPrint> {
  const priceList = await findPriceList(db, id);
  const rows = priceList.group
    ? await db
        .select({ collectionId: individualDiscounts.collectionId, percent: individualDiscounts.percent })
        .from(individualDiscounts)
        .where(eq(individualDiscounts.groupId, priceList.group.id))
        .orderBy(individualDiscounts.collectionId)
    : [];
  return { priceList, groupDiscounts: rows.map((row) => ({ ...row, source: 'group' as const })) };
}

/** The group named is locked against its deletion until the write commits; else 'the id must exist'. */
async function lockGroupOf(tx: Db, groupId: string | null, lang: string): Promise<void> {
  if (groupId === null) return;
  const [found] = isUuid(groupId)
    ? await tx
        .select({ id: customerGroups.id })
        .from(customerGroups)
        .where(eq(customerGroups.id, groupId))
        .for('update')
    : [];
  if (!found) throw new AppError('validation_failed', { fields: { groupId: translate('field.id_missing', lang) } });
}

const uniqueName = <T>(lang: string, write: () => Promise<T>) =>
  unlessTaken('price_lists_name_idx', ['name'], lang, write);

export async function createPriceList(
  context: AccountsContext,
  staff: StaffMember,
  input: Input,
  lang: string,
): Promise<AdminPriceList> {
  const now = context.clock.now();
  const id = await uniqueName(lang, () =>
    context.transaction(async (tx) => {
      await lockGroupOf(tx, input.groupId, lang);
      const [row] = await tx
        .insert(priceLists)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: PRICE_LIST_ENTITY, entityId: row!.id, after: audited(row!) },
        now,
      );
      return row!.id;
    }),
  );
  return findPriceList(context.db, id);
}

export async function changePriceList(
  context: AccountsContext,
  staff: StaffMember,
  id: string,
  change: Change,
  lang: string,
): Promise<AdminPriceList> {
  if (!isUuid(id)) throw new AppError('not_found');
  const now = context.clock.now();
  await uniqueName(lang, () =>
    context.transaction(async (tx) => {
      const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== change.version) throw changedMeanwhile();
      const { version: _, ...fields } = change;
      const after = { ...row, ...fields };
      if (fields.groupId !== undefined && fields.groupId !== row.groupId) await lockGroupOf(tx, fields.groupId, lang);
      const changed = await recordAudit(
        tx,
        staff,
        { action: 'update', entity: PRICE_LIST_ENTITY, entityId: id, before: audited(row), after: audited(after) },
        now,
      );
      if (!changed) return;
      await tx
        .update(priceLists)
        .set({ ...fields, version: row.version + 1, updatedAt: now })
        .where(eq(priceLists.id, id));
    }),
  );
  return findPriceList(context.db, id);
}

export async function deletePriceList(context: AccountsContext, staff: StaffMember, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [row] = await tx.delete(priceLists).where(eq(priceLists.id, id)).returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: PRICE_LIST_ENTITY, entityId: id, before: audited(row) },
      now,
    );
  });
}
