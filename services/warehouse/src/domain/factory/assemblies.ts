import {
  type AssemblyAnswer,
  type AssemblyListQuery,
  type AssemblyMoveInput,
  type AssemblyStartInput,
  assemblyMoveProblem,
  nextAssemblyStages,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  containsFolded,
  type Database,
  type Executor,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
  unlessTaken,
} from '@shop/service-kit/db';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assemblies, assemblySteps, modelParts, parts, plans, productionModels } from '../../db/factory.schema';
import type * as schema from '../../db/schema';
import { inventoryItems } from '../../db/schema';
import { itemInWarehouse } from '../items';
import { applyOperation } from '../operations';
import { activeWarehouse } from '../warehouses';

// Assemblies (issue 17): one bike, by its frame number, through the seven stages of the stage machine in
// @shop/contracts. Starting consumes the model's parts from the assembly's warehouse in the same transaction
// as the assembly is written (all or nothing: refused when any part is short); completing puts the bike into
// the same warehouse as the catalogue variant it is sold as (an output operation, which raises sellable stock).

type Db = Database<typeof schema>;
type Tx = Executor<typeof schema>;
type Row = typeof assemblies.$inferSelect;

const ENTITY = 'assembly';

async function assemblyOf(db: Pick<Db, 'select'>, row: Row, modelName?: string): Promise<AssemblyAnswer> {
  const [steps, model] = await Promise.all([
    db.select().from(assemblySteps).where(eq(assemblySteps.assemblyId, row.id)).orderBy(asc(assemblySteps.id)),
    modelName === undefined
      ? db.select({ name: productionModels.name }).from(productionModels).where(eq(productionModels.id, row.modelId))
      : [{ name: modelName }],
  ]);
  return {
    id: row.id,
    frameNumber: row.frameNumber,
    modelId: row.modelId,
    modelName: model[0]?.name ?? '',
    warehouseId: row.warehouseId,
    planId: row.planId,
    stage: row.stage,
    steps: steps.map((step) => ({
      stage: step.stage,
      at: step.at.toISOString(),
      staffId: step.staffId,
      staffName: step.staffName,
      note: step.note,
    })),
    nextStages: [...nextAssemblyStages(row.stage)],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAssemblies(db: Db, query: z.output<typeof AssemblyListQuery>) {
  const { filters } = query;
  const where = and(
    ...([
      filters.stage ? eq(assemblies.stage, filters.stage) : undefined,
      filters.open === 'true' ? ne(assemblies.stage, 'completed') : undefined,
      filters.open === 'false' ? eq(assemblies.stage, 'completed') : undefined,
      filters.q ? containsFolded(sql`${assemblies.frameNumber}`, filters.q) : undefined,
    ] as (SQL | undefined)[]),
  );
  const order = listOrder(
    query,
    { createdAt: assemblies.createdAt, updatedAt: assemblies.updatedAt, frameNumber: assemblies.frameNumber },
    assemblies.id,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ row: assemblies, modelName: productionModels.name })
      .from(assemblies)
      .innerJoin(productionModels, eq(productionModels.id, assemblies.modelId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(assemblies).where(where),
  ]);
  return listAnswerOf(await Promise.all(rows.map((r) => assemblyOf(db, r.row, r.modelName))), total, query);
}

export async function assemblyDetail(db: Pick<Db, 'select'>, id: string): Promise<AssemblyAnswer> {
  const [row] = await db.select().from(assemblies).where(eq(assemblies.id, id));
  if (!row) throw new AppError('not_found');
  return assemblyOf(db, row);
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Takes every part of the model from the warehouse, or nothing: the part items are locked in a fixed order
 * (so concurrent starts queue instead of deadlocking), every shortage is named at once, and each consumption
 * is an operation referencing the assembly.
 */
async function consumeParts(tx: Tx, staff: StaffMember, assembly: Row, lang: string) {
  const bill = await tx
    .select({
      partId: modelParts.partId,
      quantity: modelParts.quantity,
      name: parts.name,
      partNumber: parts.partNumber,
    })
    .from(modelParts)
    .innerJoin(parts, eq(parts.id, modelParts.partId))
    .where(eq(modelParts.modelId, assembly.modelId));
  const items = await tx
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.warehouseId, assembly.warehouseId),
        eq(inventoryItems.type, 'part'),
        inArray(
          inventoryItems.partId,
          bill.map((line) => line.partId),
        ),
      ),
    )
    .orderBy(asc(inventoryItems.id))
    .for('update');
  const itemOfPart = new Map(items.map((item) => [item.partId!, item]));
  const short = bill.filter((line) => (itemOfPart.get(line.partId)?.quantity ?? 0) < line.quantity);
  if (short.length > 0) {
    const list = short
      .map(
        (line) =>
          `${line.name} (${line.partNumber}): ${round3(line.quantity - (itemOfPart.get(line.partId)?.quantity ?? 0))}`,
      )
      .join(', ');
    throw new AppError('business_rule', {
      messageKey: 'error.parts_short',
      params: { parts: list },
      detail: `short: ${list}`,
    });
  }
  const ordered = [...bill].sort((a, b) => itemOfPart.get(a.partId)!.id.localeCompare(itemOfPart.get(b.partId)!.id));
  for (const line of ordered) {
    await applyOperation(tx, staff, {
      itemId: itemOfPart.get(line.partId)!.id,
      source: 'consumption',
      change: -line.quantity,
      reason: translate('factory.consumed_by', lang, { frameNumber: assembly.frameNumber }),
      reference: `assembly:${assembly.id}`,
    });
  }
}

/** Starts an assembly in preparation; 409 for a frame number already used, 422 when parts are short. */
export function startAssembly(
  db: Db,
  staff: StaffMember,
  input: z.output<typeof AssemblyStartInput>,
  lang: string,
): Promise<AssemblyAnswer> {
  return unlessTaken('assemblies_frame_number', ['frameNumber'], lang, async () => {
    const notFound = (field: string) =>
      new AppError('not_found', { fields: { [field]: translate('error.not_found', lang) } });
    await activeWarehouse(db, input.warehouseId, 'warehouseId');
    const [model] = await db.select().from(productionModels).where(eq(productionModels.id, input.modelId));
    if (!model) throw notFound('modelId');
    if (input.planId) {
      const [plan] = await db.select().from(plans).where(eq(plans.id, input.planId));
      if (!plan || plan.modelId !== model.id) throw notFound('planId');
    }
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(assemblies)
        .values({
          frameNumber: input.frameNumber,
          modelId: model.id,
          warehouseId: input.warehouseId,
          planId: input.planId,
        })
        .returning();
      await tx
        .insert(assemblySteps)
        .values({ assemblyId: row!.id, stage: 'preparation', staffId: staff.id, staffName: staff.name });
      await consumeParts(tx, staff, row!, lang);
      const after = await assemblyOf(tx, row!, model.name);
      await recordAudit(tx, staff, { action: 'create', entity: ENTITY, entityId: row!.id, after }, new Date());
      return after;
    });
  });
}

/**
 * Moves an assembly one allowed stage on, from the stage the screen showed (409 when it moved since; 422 for
 * a move the machine refuses). Completing puts the finished bike into stock in the same transaction.
 */
export async function moveAssembly(
  db: Db,
  staff: StaffMember,
  id: string,
  input: z.output<typeof AssemblyMoveInput>,
  lang: string,
): Promise<AssemblyAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(assemblies).where(eq(assemblies.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.stage !== input.from) throw new AppError('conflict', { messageKey: 'error.changed_meanwhile' });
    const problem = assemblyMoveProblem(row.stage, input.to);
    if (problem) throw new AppError('business_rule', { messageKey: `error.${problem}` });
    const before = await assemblyOf(tx, row);
    const [moved] = await tx
      .update(assemblies)
      .set({ stage: input.to, updatedAt: new Date() })
      .where(eq(assemblies.id, id))
      .returning();
    await tx
      .insert(assemblySteps)
      .values({ assemblyId: id, stage: input.to, staffId: staff.id, staffName: staff.name, note: input.note });
    if (input.to === 'completed') await putBikeInStock(tx, staff, moved!, lang);
    const after = await assemblyOf(tx, moved!);
    await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: { stage: before.stage },
        after: { stage: after.stage },
      },
      new Date(),
    );
    return after;
  });
}

async function putBikeInStock(tx: Tx, staff: StaffMember, assembly: Row, lang: string) {
  const [model] = await tx.select().from(productionModels).where(eq(productionModels.id, assembly.modelId));
  const [like] = await tx
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.sku, model!.sku), eq(inventoryItems.type, 'product_variant')))
    .limit(1);
  if (!like) throw new AppError('business_rule', { detail: `no inventory item for ${model!.sku}` });
  const item = await itemInWarehouse(tx, like, assembly.warehouseId);
  await applyOperation(tx, staff, {
    itemId: item.id,
    source: 'output',
    change: 1,
    reason: translate('factory.output_of', lang, { frameNumber: assembly.frameNumber }),
    reference: `assembly:${assembly.id}`,
  });
}
