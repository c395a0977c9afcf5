import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { type WarehouseSettings, warehouseSettings } from './settings';

/** What the warehouse service works with: the kit's context and the service's settings. */
export interface WarehouseContext extends ServiceContext<typeof schema> {
  settings: WarehouseSettings;
}

export function warehouseContext(kit: ServiceContext<typeof schema>): WarehouseContext {
  return { ...kit, settings: warehouseSettings(kit.env) };
}

/**
 * The time between two reconciliations now: the process's override (WAREHOUSE_SYNC_INTERVAL_SECONDS), else
 * the shop setting staff keep in the general settings (SPEC §9: 30 s), read afresh before each wait.
 */
export function syncIntervalMs(context: Pick<WarehouseContext, 'settings' | 'shopSettings'>): number {
  return context.settings.syncIntervalOverrideMs ?? context.shopSettings().warehouseSyncIntervalSeconds * 1000;
}
