import type { WarehouseContext } from './context';
import { warehouses } from './db/schema';

/** Demo data for embedded mode: the main warehouse and the factory floor (safe to run on every start). */
export async function seedWarehouse(context: WarehouseContext): Promise<void> {
  await context.db
    .insert(warehouses)
    .values([
      { code: 'MAG-1', name: 'Magazyn główny', address: 'ul. Fabryczna 12, 32-300 Olkusz' },
      { code: 'FAB-1', name: 'Hala produkcyjna', address: 'ul. Fabryczna 14, 32-300 Olkusz' },
    ])
    .onConflictDoNothing();
}
