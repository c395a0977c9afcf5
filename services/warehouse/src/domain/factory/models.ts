import {
  type PlanAnswer,
  type PlanInput,
  type PlanListQuery,
  type ProductionModelAnswer,
  type ProductionModelInput,
  type ProductionModelListQuery,
  quantityProblem,
  translate,
} from '@shop/contracts';
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
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assemblies, modelParts, parts, plans, productionModels } from '../../db/factory.schema';
import type * as schema from '../../db/schema';
import { inventoryItems } from '../../db/schema';

// Production models (a bike's bill of materials and the catalogue SKU it is sold as) and plans (how many of
// a model by when, and the parts that takes against the parts in stock).

type Db = Database<typeof schema>;
type Reader = Pick<Db, 'select'>;
type ModelRow = typeof productionModels.$inferSelect;

async function modelOf(db: Reader, row: ModelRow): Promise<ProductionModelAnswer> {
  const lines = await db
    .select({
      partId: parts.id,
      name: parts.name,
      partNumber: parts.partNumber,
      unit: parts.unit,
      quantity: modelParts.quantity,
    })
    .from(modelParts)
    .innerJoin(parts, eq(parts.id, modelParts.partId))
    .where(eq(modelParts.modelId, row.id))
    .orderBy(asc(parts.name));
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    parts: lines,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listModels(db: Db, query: z.output<typeof ProductionModelListQuery>) {
  const where = query.filters.q
    ? containsFolded(sql`${productionModels.name} || ' ' || ${productionModels.sku}`, query.filters.q)
    : undefined;
  const order = listOrder(
    query,
    { name: productionModels.name, createdAt: productionModels.createdAt },
    productionModels.id,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(productionModels)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(productionModels).where(where),
  ]);
  return listAnswerOf(await Promise.all(rows.map((row) => modelOf(db, row))), total, query);
}

export async function modelDetail(db: Reader, id: string): Promise<ProductionModelAnswer> {
  const [row] = await db.select().from(productionModels).where(eq(productionModels.id, id));
  if (!row) throw new AppError('not_found');
  return modelOf(db, row);
}

/**
 * Adds or changes a model with its whole bill of materials. Every part must exist and its quantity fit the
 * part's unit (whole pieces); the SKU must be a catalogue variant some warehouse keeps. Field errors name the
 * line (`parts.2.quantity`); nothing is written unless everything fits.
 */
export function saveModel(
  db: Db,
  staff: StaffMember,
  id: string | null,
  input: z.output<typeof ProductionModelInput>,
  lang: string,
): Promise<ProductionModelAnswer> {
  return unlessTaken('production_models_name', ['name'], lang, () =>
    db.transaction(async (tx) => {
      const known = await tx
        .select({ id: parts.id, unit: parts.unit })
        .from(parts)
        .where(
          inArray(
            parts.id,
            input.parts.map((line) => line.partId),
          ),
        );
      const units = new Map(known.map((part) => [part.id, part.unit]));
      const fields: Record<string, string> = {};
      input.parts.forEach((line, i) => {
        const unit = units.get(line.partId);
        if (!unit) fields[`parts.${i}.partId`] = translate('error.not_found', lang);
        else {
          const problem = quantityProblem(line.quantity, unit);
          if (problem) fields[`parts.${i}.quantity`] = translate(problem, lang);
        }
      });
      const [variant] = await tx
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.sku, input.sku), eq(inventoryItems.type, 'product_variant')))
        .limit(1);
      if (!variant) fields.sku = translate('error.not_found', lang);
      if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });

      const before = id ? await modelDetail(tx, id) : undefined;
      const values = { name: input.name, sku: input.sku };
      const [row] = id
        ? await tx
            .update(productionModels)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(productionModels.id, id))
            .returning()
        : await tx.insert(productionModels).values(values).returning();
      await tx.delete(modelParts).where(eq(modelParts.modelId, row!.id));
      await tx.insert(modelParts).values(input.parts.map((line) => ({ modelId: row!.id, ...line })));
      const after = await modelOf(tx, row!);
      const action = id ? 'update' : 'create';
      await recordAudit(
        tx,
        staff,
        { action, entity: 'production_model', entityId: row!.id, before, after, omit: ['updatedAt'] },
        new Date(),
      );
      return after;
    }),
  );
}

// ---- plans ------------------------------------------------------------------------------------------------

type PlanRow = typeof plans.$inferSelect;

/** On hand of each part in every warehouse together. */
export async function partsInStock(db: Reader, partIds: string[]): Promise<Map<string, number>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: inventoryItems.partId, quantity: sql<number>`sum(${inventoryItems.quantity})::float8` })
    .from(inventoryItems)
    .where(inArray(inventoryItems.partId, partIds))
    .groupBy(inventoryItems.partId);
  return new Map(rows.map((row) => [row.partId!, Number(row.quantity)]));
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

async function planOf(db: Reader, row: PlanRow): Promise<PlanAnswer> {
  const model = await modelDetail(db, row.modelId);
  const counts = await db
    .select({
      started: count(),
      completed: sql<number>`count(*) filter (where ${assemblies.stage} = 'completed')::int`,
    })
    .from(assemblies)
    .where(eq(assemblies.planId, row.id));
  const started = counts[0]?.started ?? 0;
  const toStart = Math.max(0, row.quantity - started);
  const stock = await partsInStock(
    db,
    model.parts.map((line) => line.partId),
  );
  const needs = model.parts.map((line) => {
    const needed = round3(line.quantity * toStart);
    const inStock = stock.get(line.partId) ?? 0;
    return {
      partId: line.partId,
      name: line.name,
      unit: line.unit,
      needed,
      inStock,
      short: round3(Math.max(0, needed - inStock)),
    };
  });
  return {
    id: row.id,
    modelId: row.modelId,
    modelName: model.name,
    quantity: row.quantity,
    dueDate: row.dueDate,
    notes: row.notes,
    started,
    completed: Number(counts[0]?.completed ?? 0),
    needs,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPlans(db: Db, query: z.output<typeof PlanListQuery>) {
  const where = query.filters.modelId ? eq(plans.modelId, query.filters.modelId) : undefined;
  const order = listOrder(query, { dueDate: plans.dueDate, createdAt: plans.createdAt }, plans.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(plans).where(where),
  ]);
  return listAnswerOf(await Promise.all(rows.map((row) => planOf(db, row))), total, query);
}

export async function planDetail(db: Reader, id: string): Promise<PlanAnswer> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw new AppError('not_found');
  return planOf(db, row);
}

/** Adds a plan, or changes one (its model, bikes, due date, notes); an unknown model is 404 at its field. */
export async function savePlan(
  db: Db,
  staff: StaffMember,
  id: string | null,
  input: z.output<typeof PlanInput>,
  lang: string,
): Promise<PlanAnswer> {
  return db.transaction(async (tx) => {
    const before = id ? await planDetail(tx, id) : undefined;
    const [model] = await tx
      .select({ id: productionModels.id })
      .from(productionModels)
      .where(eq(productionModels.id, input.modelId));
    if (!model) throw new AppError('not_found', { fields: { modelId: translate('error.not_found', lang) } });
    // Started assemblies were built from the plan's model: moving the plan to another would miscount them.
    if (before && before.started > 0 && before.modelId !== input.modelId)
      throw new AppError('business_rule', { messageKey: 'error.plan_model_started' });
    const [row] = id
      ? await tx
          .update(plans)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(plans.id, id))
          .returning()
      : await tx.insert(plans).values(input).returning();
    const after = await planOf(tx, row!);
    const action = id ? 'update' : 'create';
    await recordAudit(
      tx,
      staff,
      { action, entity: 'plan', entityId: row!.id, before, after, omit: ['needs'] },
      new Date(),
    );
    return after;
  });
}
