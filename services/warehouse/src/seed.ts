import { eq } from 'drizzle-orm';
import type { WarehouseContext } from './context';
import { assemblies, assemblySteps, productionModels } from './db/factory.schema';
import { warehouses } from './db/schema';

/**
 * Frames of demo bikes the factory completed 40 days before the first start, not sold yet (issue 25). The
 * registration journey registers the first four; the claims journey (e2e/insurance-claims.spec.ts) the fifth and
 * sixth; the shop's own sale (e2e/insurance-shop-sale.spec.ts) ships the last two, so the journeys can run
 * against one embedded shop.
 */
export const demoCompletedFrames = [
  'ZF2026D00001',
  'ZF2026D00002',
  'ZF2026D00003',
  'ZF2026D00004',
  'ZF2026D00005',
  'ZF2026D00006',
  'ZF2026D00007',
  'ZF2026D00008',
] as const;

/** Demo data for embedded mode: the main warehouse and the factory floor (safe to run on every start). */
export async function seedWarehouse(context: WarehouseContext): Promise<void> {
  await context.db
    .insert(warehouses)
    .values([
      { code: 'MAG-1', name: 'Magazyn główny', address: 'ul. Fabryczna 12, 32-300 Olkusz' },
      { code: 'FAB-1', name: 'Hala produkcyjna', address: 'ul. Fabryczna 14, 32-300 Olkusz' },
    ])
    .onConflictDoNothing();
  await seedCompletedBikes(context);
}

/**
 * A few bikes assembled before the shop opened its demo: completed Zefir Miejski C1 (the catalogue's variant
 * ZF-1001-01), so a dealer can register a sold one with the insurer and the check can find it insured.
 */
async function seedCompletedBikes(context: WarehouseContext): Promise<void> {
  await context.transaction(async (tx) => {
    const [hall] = await tx.select().from(warehouses).where(eq(warehouses.code, 'FAB-1'));
    if (!hall) return;
    const [existing] = await tx.select().from(assemblies).where(eq(assemblies.frameNumber, demoCompletedFrames[0]));
    if (existing) return;
    const [model] = await tx
      .insert(productionModels)
      .values({ name: 'Zefir Miejski C1 (dane demo)', sku: 'ZF-1001-01' })
      .onConflictDoNothing()
      .returning();
    if (!model) return;
    const completedAt = new Date(context.clock.now().getTime() - 40 * 86_400_000);
    for (const frameNumber of demoCompletedFrames) {
      const [assembly] = await tx
        .insert(assemblies)
        .values({
          frameNumber,
          modelId: model.id,
          warehouseId: hall.id,
          stage: 'completed',
          createdAt: completedAt,
          updatedAt: completedAt,
        })
        .returning();
      await tx.insert(assemblySteps).values(
        (['preparation', 'completed'] as const).map((stage) => ({
          assemblyId: assembly!.id,
          stage,
          staffId: 'seed',
          staffName: 'Dane demo',
          at: completedAt,
        })),
      );
    }
  });
}
