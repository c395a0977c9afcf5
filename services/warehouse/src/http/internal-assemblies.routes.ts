import { internalApi } from '@shop/contracts';
import { AppError, createRouter, routesOn } from '@shop/service-kit';
import { and, asc, eq } from 'drizzle-orm';
import type { WarehouseContext } from '../context';
import { assemblies, assemblySteps, productionModels } from '../db/factory.schema';

/**
 * What cms asks when a sold bike is registered with the insurer (issue 25): whether the factory assembled this
 * frame, as which catalogue variant (the model's SKU), and when it was completed (null while still being made).
 */
export function internalAssemblyRoutes(context: WarehouseContext) {
  const router = createRouter();
  const route = routesOn(router, internalApi);
  route('GET /internal/warehouse/assemblies/:frameNumber', async ({ params }) => {
    const [row] = await context.db
      .select({
        id: assemblies.id,
        frameNumber: assemblies.frameNumber,
        sku: productionModels.sku,
        modelName: productionModels.name,
      })
      .from(assemblies)
      .innerJoin(productionModels, eq(productionModels.id, assemblies.modelId))
      .where(eq(assemblies.frameNumber, params.frameNumber));
    if (!row) throw new AppError('not_found');
    const [completed] = await context.db
      .select({ at: assemblySteps.at })
      .from(assemblySteps)
      .where(and(eq(assemblySteps.assemblyId, row.id), eq(assemblySteps.stage, 'completed')))
      .orderBy(asc(assemblySteps.id))
      .limit(1);
    return {
      frameNumber: row.frameNumber,
      sku: row.sku,
      modelName: row.modelName,
      completedAt: completed ? completed.at.toISOString() : null,
    };
  });
  return router;
}
