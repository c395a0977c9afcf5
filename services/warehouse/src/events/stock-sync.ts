import { type Consumer, repeatEvery } from '@shop/service-kit/events';
import { syncIntervalMs, type WarehouseContext } from '../context';
import { fulfilPaidOrders } from '../domain/fulfilment/paid-orders';
import { reconcileStock } from '../domain/stock-sync';

/**
 * The reconciliation loop: every sync interval (the shop setting, SPEC §9's 30 s, or the process's
 * WAREHOUSE_SYNC_INTERVAL_SECONDS) one run, never two at once. Stopped with the service, waiting for a run
 * under way.
 */
export async function startStockSync(context: WarehouseContext): Promise<Consumer> {
  return repeatEvery(
    () => syncIntervalMs(context),
    () => reconcileStock(context).catch((error) => context.log.warn({ err: error }, 'stock reconciliation failed')),
  );
}

/**
 * At start, the fulfilments of orders paid before the warehouse listened; tried again every sync interval
 * until orders answers once (in embedded mode orders may start after the warehouse).
 */
export async function catchUpPaidOrders(context: WarehouseContext): Promise<Consumer> {
  return repeatEvery(
    () => syncIntervalMs(context),
    () =>
      fulfilPaidOrders(context).then(
        () => 'done',
        (error) => context.log.warn({ err: error }, 'paid orders could not be read from orders; trying again'),
      ),
    { now: true },
  );
}
