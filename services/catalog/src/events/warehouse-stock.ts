import { SellableStockChanged } from '@shop/contracts';
import { subscribe } from '@shop/service-kit/events';
import type { CatalogContext } from '../context';
import { applySellableChange } from '../domain/warehouse-stock';
import { stockChanged } from '../http/catalogue-cache';

/** The warehouse's receipts, assemblies, returns and counts move sellable stock; once per event (inbox). */
export function followWarehouseStock(context: CatalogContext) {
  const changed: number[] = [];
  return subscribe(context.bus, context.db, {
    durable: 'catalog-sellable-stock',
    event: SellableStockChanged,
    log: context.log,
    // One at a time: the events of one SKU are applied in the order the warehouse wrote them.
    maxConcurrency: 1,
    handler: async (tx, data) => {
      const productId = await applySellableChange(tx, data);
      if (productId !== undefined) changed.push(productId);
    },
    afterCommit: () => stockChanged(context, changed.splice(0)),
  });
}
