import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedPromoCodes } from './domain/cart/promo-seed';
import { onPaymentOutcomes } from './events/payment-outcomes.consumer';
import { startReservationSweeper } from './events/reservation-sweeper';
import { cartRoutes } from './http/cart.routes';
import { checkoutRoutes } from './http/checkout.routes';
import { orderRoutes } from './http/orders.routes';
import { ordersSettings } from './settings';

/** Carts, checkout, orders and stock reservations. */
export const ordersService: ServiceDefinition<typeof schema> = {
  name: 'orders',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [cartRoutes(deps), orderRoutes(deps), checkoutRoutes(deps, ordersSettings(deps.env))],
  consumers: (deps) => [...onPaymentOutcomes(deps), startReservationSweeper(deps, ordersSettings(deps.env))],
  seed: (deps) => seedPromoCodes(deps.db),
};
