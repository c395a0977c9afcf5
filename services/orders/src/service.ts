import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type OrdersContext, ordersContext } from './context';
import * as schema from './db/schema';
import { seedPromoCodes } from './domain/cart/promo-seed';
import { onPaymentOutcomes } from './events/payment-outcomes.consumer';
import { startReservationSweeper } from './events/reservation-sweeper';
import { onTransactionsRecorded } from './events/transaction-recorded.consumer';
import { adminDashboardRoutes } from './http/admin-dashboard.routes';
import { adminOrdersRoutes } from './http/admin-orders.routes';
import { adminPromoCodesRoutes } from './http/admin-promo-codes.routes';
import { adminSearchRoutes } from './http/admin-search.routes';
import { cartRoutes } from './http/cart.routes';
import { checkoutRoutes } from './http/checkout.routes';
import { internalOrderRoutes } from './http/internal-orders.routes';
import { orderRoutes } from './http/orders.routes';

export type { OrdersContext } from './context';

/** Carts, checkout, orders and stock reservations. */
export const ordersService: ServiceDefinition<typeof schema, OrdersContext> = {
  name: 'orders',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: ordersContext,
  routes: (context) => [
    cartRoutes(context),
    orderRoutes(context),
    checkoutRoutes(context),
    adminDashboardRoutes(context),
    adminSearchRoutes(context),
    adminOrdersRoutes(context),
    adminPromoCodesRoutes(context),
    internalOrderRoutes(context),
  ],
  consumers: (context) => [
    ...onPaymentOutcomes(context),
    onTransactionsRecorded(context),
    startReservationSweeper(context),
  ],
  seed: (context) => seedPromoCodes(context.db),
};
