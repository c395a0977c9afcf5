import { type Address, type AddressInput, isUuid, MAX_ADDRESSES } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AccountsContext } from '../context';
import type * as schema from '../db/schema';
import { addresses, customers } from '../db/schema';
import { customerDetailsOf, customerFormColumns } from './account-details';

// The address book. A customer only ever reaches their own addresses: every query is scoped by the caller's
// customer id, and someone else's address is 'not found', never 'forbidden', so ids reveal nothing.
// Exactly one address is the default once there is any: the first one becomes it, choosing another moves
// it, deleting it passes it to the oldest remaining one. Writes lock the customer's row, so two tabs
// cannot race past the rule (a unique index also refuses two defaults).

type Db = Executor<typeof schema>;
type AddressRow = typeof addresses.$inferSelect;

export function addressOf(row: AddressRow): Address {
  return {
    id: row.id,
    alias: row.alias,
    isDefault: row.isDefault,
    ...customerDetailsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: AddressInput) => ({ alias: input.alias, ...customerFormColumns(input), email: input.email });

export async function listAddresses(db: Db, customerId: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return { items: rows.map(addressOf), total: rows.length, page: 1, limit: MAX_ADDRESSES };
}

async function findOwn(db: Db, customerId: string, id: string): Promise<AddressRow> {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getAddress(db: Db, customerId: string, id: string): Promise<Address> {
  return addressOf(await findOwn(db, customerId, id));
}

/** Serialises the customer's address-book writes. */
async function lockCustomer(tx: Db, customerId: string): Promise<void> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw new AppError('authentication_required');
}

async function clearDefault(tx: Db, customerId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
}

export async function createAddress(context: AccountsContext, customerId: string, input: AddressInput) {
  return context.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    if (n >= MAX_ADDRESSES)
      throw new AppError('business_rule', { messageKey: 'error.address_book_full', params: { max: MAX_ADDRESSES } });
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(addresses)
      .values({ customerId, ...columnsOf(input), isDefault })
      .returning();
    return addressOf(row!);
  });
}

/** Updates an address; `isDefault: true` makes it the default. The default stays one until another is chosen. */
export async function updateAddress(context: AccountsContext, customerId: string, id: string, input: AddressInput) {
  return context.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await findOwn(tx, customerId, id);
    const makeDefault = input.isDefault === true && !existing.isDefault;
    if (makeDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .update(addresses)
      .set({ ...columnsOf(input), isDefault: existing.isDefault || makeDefault, updatedAt: new Date() })
      .where(and(eq(addresses.id, existing.id), eq(addresses.customerId, customerId)))
      .returning();
    return addressOf(row!);
  });
}

export async function deleteAddress(context: AccountsContext, customerId: string, id: string): Promise<void> {
  await context.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await findOwn(tx, customerId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, existing.id), eq(addresses.customerId, customerId)));
    if (!existing.isDefault) return;
    const [oldest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (oldest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
  });
}
