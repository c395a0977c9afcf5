import {
  type AdminManufacturer,
  type AdminManufacturerListQuery,
  CatalogueChanged,
  type ListAnswer,
  type ManufacturerChange,
  type ManufacturerFields,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  changedMeanwhile,
  containsFolded,
  type Executor,
  integerIdOf,
  listAnswerOf,
  listOffset,
  recordAudit,
} from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { manufacturers, products } from '../db/schema';
import { deleteUnlessUsed, productsGenitive } from './admin-entities';

// Manufacturers as staff keep them (issue 27, GPSR): the name, postal and electronic address every product
// page of theirs shows, and the EU responsible person of a maker outside the EU. A change shows on every
// product that names the maker, so it drops the catalogue's answers like a product edit. Every write is
// audited in its transaction; a change carries the version read.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'db' | 'transaction' | 'clock'>;
type Row = typeof manufacturers.$inferSelect;
type Fields = z.output<typeof ManufacturerFields>;

export const MANUFACTURER_ENTITY = 'manufacturer';
export const manufacturerIdOf = integerIdOf;

const productCount = sql<number>`(select count(*)::int from products p where p.manufacturer_id = manufacturers.id)`;
const columns = { row: manufacturers, productCount };

const fieldNames = [
  'name',
  'address',
  'country',
  'email',
  'web',
  'responsibleName',
  'responsibleAddress',
  'responsibleCountry',
  'responsibleEmail',
  'responsibleWeb',
] as const;

function toAdmin({ row, productCount }: { row: Row; productCount: number }): AdminManufacturer {
  return {
    id: row.id,
    ...fieldsOf(row),
    productCount: Number(productCount),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function fieldsOf(m: Row | AdminManufacturer | Fields): Fields {
  return Object.fromEntries(fieldNames.map((field) => [field, m[field] ?? null])) as Fields;
}

export async function listManufacturers(
  db: Db,
  query: AdminManufacturerListQuery,
): Promise<ListAnswer<AdminManufacturer>> {
  const { q } = query.filters;
  const where = q ? containsFolded(sql`${manufacturers.name}`, q) : undefined;
  const direction = query.dir === 'asc' ? asc : desc;
  const order = query.sort === 'name' ? direction(manufacturers.name) : direction(manufacturers.updatedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(manufacturers)
      .where(where)
      .orderBy(order, asc(manufacturers.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ value: count() }).from(manufacturers).where(where),
  ]);
  return listAnswerOf(rows.map(toAdmin), total?.value ?? 0, query);
}

export async function adminManufacturer(db: Db, id: number): Promise<AdminManufacturer> {
  const [found] = await db.select(columns).from(manufacturers).where(eq(manufacturers.id, id));
  if (!found) throw new AppError('not_found');
  return toAdmin(found);
}

export async function createManufacturer(context: Context, staff: StaffMember, input: Fields) {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx
      .insert(manufacturers)
      .values({ ...fieldsOf(input), createdAt: now, updatedAt: now })
      .returning({ id: manufacturers.id });
    const created = await adminManufacturer(tx, row!.id);
    await recordAudit(
      tx,
      staff,
      { action: 'create', entity: MANUFACTURER_ENTITY, entityId: String(created.id), after: fieldsOf(created) },
      now,
    );
    return created;
  });
}

/**
 * Saves the manufacturer as sent (409 when changed since the version read). Answers it and whether anything
 * changed; when it did and products name it, a catalogue-changed event tells every replica their pages changed.
 */
export async function changeManufacturer(
  context: Context,
  staff: StaffMember,
  id: number,
  change: z.output<typeof ManufacturerChange>,
): Promise<{ manufacturer: AdminManufacturer; changed: boolean }> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(manufacturers).where(eq(manufacturers.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== change.version) throw changedMeanwhile();
    const before = fieldsOf(row);
    const after = fieldsOf(change);
    const record = { action: 'update', entity: MANUFACTURER_ENTITY, entityId: String(id), before, after };
    if (!(await recordAudit(tx, staff, record, now)))
      return { manufacturer: await adminManufacturer(tx, id), changed: false };
    await tx
      .update(manufacturers)
      .set({ ...after, version: row.version + 1, updatedAt: now })
      .where(eq(manufacturers.id, id));
    const named = await tx.select({ id: products.id }).from(products).where(eq(products.manufacturerId, id));
    if (named.length > 0)
      await recordEvent(tx, CatalogueChanged, { productIds: named.map((p) => p.id) }, { occurredAt: now });
    return { manufacturer: await adminManufacturer(tx, id), changed: true };
  });
}

/** Deletes a manufacturer no product names; otherwise 422 naming how many do. */
export function deleteManufacturer(context: Context, staff: StaffMember, id: number, lang: string): Promise<void> {
  return deleteUnlessUsed(
    context,
    staff,
    {
      entity: MANUFACTURER_ENTITY,
      read: adminManufacturer,
      remove: (tx, manufacturerId) => tx.delete(manufacturers).where(eq(manufacturers.id, manufacturerId)),
      auditFields: fieldsOf,
      inUse: { messageKey: 'error.manufacturer_in_use', noun: productsGenitive },
    },
    id,
    lang,
  );
}

export function manufacturerHistory(db: Db, id: number, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, MANUFACTURER_ENTITY, String(id), query);
}
