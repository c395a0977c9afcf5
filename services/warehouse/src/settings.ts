import { loadConfig } from '@shop/service-kit';
import { z } from 'zod';

const warehouseShape = {
  /**
   * Overrides the shop setting `warehouseSyncIntervalSeconds` (staff set it in the admin's general settings,
   * SPEC §9: 30 s) for this process: unset, the shop setting rules.
   */
  WAREHOUSE_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
};

export type WarehouseSettings = ReturnType<typeof warehouseSettings>;

/** The warehouse service's own settings, read once at start (a bad value stops the start with its name). */
export function warehouseSettings(env: Record<string, string | undefined>) {
  const config = loadConfig(warehouseShape, env);
  const override = config.WAREHOUSE_SYNC_INTERVAL_SECONDS;
  return { syncIntervalOverrideMs: override === undefined ? undefined : override * 1000 };
}
