import type {
  CustomerDiscounts,
  IndividualDiscount,
  IndividualDiscountChange,
  IndividualDiscountInput,
  IndividualDiscountListQuery,
  ListAnswer,
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
import { and, count, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { customerGroups, customers, individualDiscounts } from '../db/schema';
import { nameOf } from './admin-customers';

// Individual discounts (DESIGN §9 `discounts.*`): a dealer's own, or every member's of a customer group, in
// whole percent, on everything or on one catalogue collection; one per owner and collection (409 for a
// second). They live beside the dealers and groups they belong to and go with them. The dealer area reads what
// one customer gets through `GET /internal/customers/:id/discounts` (docs/decisions/discounts.md).

type Db = Executor<typeof schema>;
type Row = typeof individualDiscounts.$inferSelect;
type Input = z.output<typeof IndividualDiscountInput>;
type Change = z.output<typeof IndividualDiscountChange>;

export const DISCOUNT_ENTITY = 'individual_discount';

const selection = { discount: individualDiscounts, customer: customers, group: customerGroups };
type Joined = {
  discount: Row;
  customer: typeof customers.$inferSelect | null;
  group: typeof customerGroups.$inferSelect | null;
};

function discountOf({ discount, customer, group }: Joined): IndividualDiscount {
  return {
    id: discount.id,
    target: discount.customerId ? 'dealer' : 'group',
    targetId: (discount.customerId ?? discount.groupId) as string,
    targetName: customer ? nameOf(customer) : (group?.name ?? ''),
    collectionId: discount.collectionId,
    percent: discount.percent,
    version: discount.version,
    createdAt: discount.createdAt.toISOString(),
    updatedAt: discount.updatedAt.toISOString(),
  };
}

const audited = (row: Row) => ({ collectionId: row.collectionId, percent: row.percent });

function joined(db: Db) {
  return db
    .select(selection)
    .from(individualDiscounts)
    .leftJoin(customers, eq(customers.id, individualDiscounts.customerId))
    .leftJoin(customerGroups, eq(customerGroups.id, individualDiscounts.groupId));
}

export async function listDiscounts(
  db: Db,
  query: IndividualDiscountListQuery,
): Promise<ListAnswer<IndividualDiscount>> {
  const { target, targetId, q } = query.filters;
  const conditions: SQL[] = [];
  if (target === 'dealer') conditions.push(isNotNull(individualDiscounts.customerId));
  if (target === 'group') conditions.push(isNotNull(individualDiscounts.groupId));
  if (targetId)
    conditions.push(or(eq(individualDiscounts.customerId, targetId), eq(individualDiscounts.groupId, targetId))!);
  if (q)
    conditions.push(
      containsFolded(
        sql`concat_ws(' ', ${customers.companyName}, ${customers.firstName}, ${customers.lastName}, ${customers.email}, ${customerGroups.name})`,
        q,
      ),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = { createdAt: individualDiscounts.createdAt, percent: individualDiscounts.percent };
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...listOrder(query, columns, individualDiscounts.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db
      .select({ n: count() })
      .from(individualDiscounts)
      .leftJoin(customers, eq(customers.id, individualDiscounts.customerId))
      .leftJoin(customerGroups, eq(customerGroups.id, individualDiscounts.groupId))
      .where(where),
  ]);
  return listAnswerOf(rows.map(discountOf), total?.n ?? 0, query);
}

async function joinedRow(db: Db, id: string): Promise<Joined> {
  const [row] = isUuid(id) ? await joined(db).where(eq(individualDiscounts.id, id)) : [];
  if (!row) throw new AppError('not_found');
  return row;
}

export async function findDiscount(db: Db, id: string): Promise<IndividualDiscount> {
  return discountOf(await joinedRow(db, id));
}

/** The dealer or group named, locked against its deletion until the write commits; else 'the id must exist'. */
async function lockTarget(tx: Db, input: Pick<Input, 'target' | 'targetId'>, lang: string): Promise<void> {
  const missing = () =>
    new AppError('validation_failed', { fields: { targetId: translate('field.id_missing', lang) } });
  if (!isUuid(input.targetId)) throw missing();
  const [found] =
    input.target === 'dealer'
      ? await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, input.targetId), eq(customers.role, 'CUSTOMER'), eq(customers.type, 'b2b')))
          .for('update')
      : await tx
          .select({ id: customerGroups.id })
          .from(customerGroups)
          .where(eq(customerGroups.id, input.targetId))
          .for('update');
  if (!found) throw missing();
}

/** A second discount of one owner for one collection (or for everything) answers 409 at the collection. */
const onePerCollection = <T>(lang: string, write: () => Promise<T>) =>
  unlessTaken('individual_discounts_owner_idx', ['collectionId'], lang, write);

export async function createDiscount(
  context: AccountsContext,
  staff: StaffMember,
  input: Input,
  lang: string,
): Promise<IndividualDiscount> {
  const now = context.clock.now();
  const id = await onePerCollection(lang, () =>
    context.transaction(async (tx) => {
      await lockTarget(tx, input, lang);
      const [row] = await tx
        .insert(individualDiscounts)
        .values({
          customerId: input.target === 'dealer' ? input.targetId : null,
          groupId: input.target === 'group' ? input.targetId : null,
          collectionId: input.collectionId,
          percent: input.percent,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(
        tx,
        staff,
        {
          action: 'create',
          entity: DISCOUNT_ENTITY,
          entityId: row!.id,
          after: { target: input.target, targetId: input.targetId, ...audited(row!) },
        },
        now,
      );
      return row!.id;
    }),
  );
  return findDiscount(context.db, id);
}

export async function changeDiscount(
  context: AccountsContext,
  staff: StaffMember,
  id: string,
  change: Change,
  lang: string,
): Promise<IndividualDiscount> {
  if (!isUuid(id)) throw new AppError('not_found');
  const now = context.clock.now();
  await onePerCollection(lang, () =>
    context.transaction(async (tx) => {
      const [row] = await tx.select().from(individualDiscounts).where(eq(individualDiscounts.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== change.version) throw changedMeanwhile();
      const after: Row = {
        ...row,
        collectionId: change.collectionId !== undefined ? change.collectionId : row.collectionId,
        percent: change.percent ?? row.percent,
      };
      const changed = await recordAudit(
        tx,
        staff,
        { action: 'update', entity: DISCOUNT_ENTITY, entityId: id, before: audited(row), after: audited(after) },
        now,
      );
      if (!changed) return;
      await tx
        .update(individualDiscounts)
        .set({ collectionId: after.collectionId, percent: after.percent, version: row.version + 1, updatedAt: now })
        .where(eq(individualDiscounts.id, id));
    }),
  );
  return findDiscount(context.db, id);
}

export async function deleteDiscount(context: AccountsContext, staff: StaffMember, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [row] = await tx.delete(individualDiscounts).where(eq(individualDiscounts.id, id)).returning();
    if (!row) throw new AppError('not_found');
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: DISCOUNT_ENTITY, entityId: id, before: audited(row) },
      now,
    );
  });
}

/**
 * What one customer gets: per collection (null: everything), the better of their own and their group's
 * discount (`dealerDiscountOn` of @shop/contracts then picks the best one covering a product). A
 * customer who is not a dealer, or unknown, gets none (an empty list, not 404: the caller prices as usual).
 */
export async function discountsOfCustomer(db: Db, customerId: string): Promise<CustomerDiscounts> {
  const [customer] = await db
    .select({ groupId: customers.groupId, type: customers.type })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (customer?.type !== 'b2b') return { customerId, discounts: [] };
  const owners = customer.groupId
    ? or(eq(individualDiscounts.customerId, customerId), eq(individualDiscounts.groupId, customer.groupId))
    : eq(individualDiscounts.customerId, customerId);
  const rows = await db.select().from(individualDiscounts).where(owners);
  const chosen = new Map<number | null, CustomerDiscounts['discounts'][number]>();
  for (const row of rows) {
    const source = row.customerId ? 'dealer' : 'group';
    const held = chosen.get(row.collectionId);
    if (held && (held.percent > row.percent || (held.percent === row.percent && held.source === 'dealer'))) continue;
    chosen.set(row.collectionId, { collectionId: row.collectionId, percent: row.percent, source });
  }
  const discounts = [...chosen.values()].sort((a, b) => (a.collectionId ?? 0) - (b.collectionId ?? 0));
  return { customerId, discounts };
}
