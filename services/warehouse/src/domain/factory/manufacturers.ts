import type {
  ManufacturerAnswer,
  ManufacturerInput,
  ManufacturerListQuery,
  PartInput,
  PartListQuery,
} from '@shop/contracts';
import { quantityProblem, translate, type Unit } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  containsFolded,
  type Database,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
  unlessTaken,
} from '@shop/service-kit/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { manufacturers, modelParts, parts } from '../../db/factory.schema';
import type * as schema from '../../db/schema';
import { inventoryItems } from '../../db/schema';

// Manufacturers and the parts they supply (issue 17). A part's stock is the inventory items of type part
// carrying its id (one per warehouse); the part itself says who makes it, its number and its unit.

type Db = Database<typeof schema>;
type ManufacturerRow = typeof manufacturers.$inferSelect;

// Qualified by hand: drizzle leaves column names bare in a query of one table, and a bare "id" inside the
// subquery would be the part's own.
const partCount = sql<number>`(select count(*)::int from ${parts} where ${parts.manufacturerId} = ${manufacturers}.id)`;

const manufacturerOf = (row: ManufacturerRow, partsCount: number): ManufacturerAnswer => ({
  id: row.id,
  name: row.name,
  country: row.country,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
  parts: partsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listManufacturers(db: Db, query: z.output<typeof ManufacturerListQuery>) {
  const where = query.filters.q ? containsFolded(sql`${manufacturers.name}`, query.filters.q) : undefined;
  const order = listOrder(query, { name: manufacturers.name, createdAt: manufacturers.createdAt }, manufacturers.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ row: manufacturers, parts: partCount })
      .from(manufacturers)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(manufacturers).where(where),
  ]);
  return listAnswerOf(
    rows.map((r) => manufacturerOf(r.row, r.parts)),
    total,
    query,
  );
}

export async function manufacturerDetail(db: Pick<Db, 'select'>, id: string): Promise<ManufacturerAnswer> {
  const [found] = await db
    .select({ row: manufacturers, parts: partCount })
    .from(manufacturers)
    .where(eq(manufacturers.id, id));
  if (!found) throw new AppError('not_found');
  return manufacturerOf(found.row, found.parts);
}

export function saveManufacturer(
  db: Db,
  staff: StaffMember,
  id: string | null,
  input: z.output<typeof ManufacturerInput>,
  lang: string,
): Promise<ManufacturerAnswer> {
  return unlessTaken('manufacturers_name', ['name'], lang, () =>
    db.transaction(async (tx) => {
      const before = id ? await manufacturerDetail(tx, id) : undefined;
      const [row] = id
        ? await tx
            .update(manufacturers)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(manufacturers.id, id))
            .returning()
        : await tx.insert(manufacturers).values(input).returning();
      const after = manufacturerOf(row!, before?.parts ?? 0);
      const action = id ? 'update' : 'create';
      await recordAudit(
        tx,
        staff,
        { action, entity: 'manufacturer', entityId: row!.id, before, after, omit: ['updatedAt'] },
        new Date(),
      );
      return after;
    }),
  );
}

/** Only a manufacturer without parts can go (422 otherwise: parts keep pointing at it). */
export async function deleteManufacturer(db: Db, staff: StaffMember, id: string) {
  return db.transaction(async (tx) => {
    const before = await manufacturerDetail(tx, id);
    if (before.parts > 0) throw new AppError('business_rule', { detail: 'the manufacturer still has parts' });
    await tx.delete(manufacturers).where(eq(manufacturers.id, id));
    await recordAudit(tx, staff, { action: 'delete', entity: 'manufacturer', entityId: id, before }, new Date());
    return { deleted: true as const };
  });
}

// ---- parts ------------------------------------------------------------------------------------------------

const inStock = sql<number>`coalesce((select sum(${inventoryItems.quantity}) from ${inventoryItems}
  where ${inventoryItems.partId} = ${parts.id}), 0)::float8`;

const partColumns = { row: parts, manufacturerName: manufacturers.name, inStock };

type PartSelection = { row: typeof parts.$inferSelect; manufacturerName: string; inStock: number };

const partOf = ({ row, manufacturerName, inStock }: PartSelection) => ({
  id: row.id,
  name: row.name,
  manufacturerId: row.manufacturerId,
  manufacturerName,
  partNumber: row.partNumber,
  unit: row.unit,
  inStock: Number(inStock),
  createdAt: row.createdAt.toISOString(),
});

const partsWithMaker = (db: Pick<Db, 'select'>) =>
  db.select(partColumns).from(parts).innerJoin(manufacturers, eq(manufacturers.id, parts.manufacturerId));

export async function listParts(db: Db, query: z.output<typeof PartListQuery>) {
  const { filters } = query;
  const where = and(
    ...([
      filters.manufacturerId ? eq(parts.manufacturerId, filters.manufacturerId) : undefined,
      filters.q ? containsFolded(sql`${parts.partNumber} || ' ' || ${parts.name}`, filters.q) : undefined,
    ] as (SQL | undefined)[]),
  );
  const order = listOrder(
    query,
    { name: parts.name, partNumber: parts.partNumber, createdAt: parts.createdAt },
    parts.id,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    partsWithMaker(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(parts).where(where),
  ]);
  return listAnswerOf(rows.map(partOf), total, query);
}

export async function partDetail(db: Pick<Db, 'select'>, id: string) {
  const [found] = await partsWithMaker(db).where(eq(parts.id, id));
  if (!found) throw new AppError('not_found');
  return partOf(found);
}

/** A part counted in pieces cannot be used in fractions: a unit change must fit every model's quantity (400 at `unit`). */
async function unitFitsModels(tx: Pick<Db, 'select'>, partId: string, unit: Unit, lang: string) {
  const lines = await tx
    .select({ quantity: modelParts.quantity })
    .from(modelParts)
    .where(eq(modelParts.partId, partId));
  if (lines.some((line) => quantityProblem(line.quantity, unit)))
    throw new AppError('validation_failed', { fields: { unit: translate('field.unit_used_in_fractions', lang) } });
}

/** Adds or changes a part; an unknown manufacturer is 404 at its field, a number taken by the maker 409. */
export function savePart(
  db: Db,
  staff: StaffMember,
  id: string | null,
  input: z.output<typeof PartInput>,
  lang: string,
) {
  return unlessTaken('parts_manufacturer_number', ['partNumber'], lang, () =>
    db.transaction(async (tx) => {
      const [maker] = await tx
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(eq(manufacturers.id, input.manufacturerId));
      if (!maker) throw new AppError('not_found', { fields: { manufacturerId: translate('error.not_found', lang) } });
      const before = id ? await partDetail(tx, id) : undefined;
      if (before && before.unit !== input.unit) await unitFitsModels(tx, id!, input.unit, lang);
      const [row] = id
        ? await tx
            .update(parts)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(parts.id, id))
            .returning()
        : await tx.insert(parts).values(input).returning();
      const after = await partDetail(tx, row!.id);
      const action = id ? 'update' : 'create';
      await recordAudit(tx, staff, { action, entity: 'part', entityId: row!.id, before, after }, new Date());
      return after;
    }),
  );
}
