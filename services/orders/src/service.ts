import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type OrdersContext, ordersContext } from './context';
import * as schema from './db/schema';
import { seedPromoCodes } from './domain/cart/promo-seed';
import { seedDownloadFiles } from './domain/downloads/seed-downloads';
import { onPaymentOutcomes } from './events/payment-outcomes.consumer';
import { onRefundOutcomes } from './events/refund-outcomes.consumer';
import { startReservationSweeper } from './events/reservation-sweeper';
import { onShipmentUpdates } from './events/shipment-updates.consumer';
import { onTransactionsRecorded } from './events/transaction-recorded.consumer';
import { adminDashboardRoutes } from './http/admin-dashboard.routes';
import { adminOrdersRoutes } from './http/admin-orders.routes';
import { adminPreordersRoutes } from './http/admin-preorders.routes';
import { adminPromoCodesRoutes } from './http/admin-promo-codes.routes';
import { adminPromotionsRoutes } from './http/admin-promotions.routes';
import { adminSearchRoutes } from './http/admin-search.routes';
import { adminWithdrawalsRoutes } from './http/admin-withdrawals.routes';
import { cartRoutes } from './http/cart.routes';
import { checkoutRoutes } from './http/checkout.routes';
import { downloadRoutes } from './http/downloads.routes';
import { giftCardRoutes } from './http/gift-cards.routes';
import { internalOrderRoutes } from './http/internal-orders.routes';
import { internalReceivedProductsRoutes } from './http/internal-received-products.routes';
import { orderRoutes } from './http/orders.routes';
import { preorderRoutes } from './http/preorders.routes';
import { quotesRoutes } from './http/quotes.routes';
import { withdrawalRoutes } from './http/withdrawals.routes';
import { adminInvoicesRoutes } from './invoices/admin-invoices.routes';
import { buyerInvoicesRoutes } from './invoices/buyer-invoices.routes';
import { onInvoiceEvents } from './invoices/invoices.consumer';
import { startKsefSender } from './invoices/ksef/sender';

export type { OrdersContext } from './context';

/** Carts, checkout, orders and stock reservations. */
export const ordersService: ServiceDefinition<typeof schema, OrdersContext> = {
  name: 'orders',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: ordersContext,
  routes: (context) => [
    quotesRoutes(context),
    cartRoutes(context),
    downloadRoutes(context),
    orderRoutes(context),
    checkoutRoutes(context),
    giftCardRoutes(context),
    adminDashboardRoutes(context),
    adminSearchRoutes(context),
    adminOrdersRoutes(context),
    adminPromoCodesRoutes(context),
    adminInvoicesRoutes(context),
    buyerInvoicesRoutes(context),
    adminPromotionsRoutes(context),
    adminPreordersRoutes(context),
    preorderRoutes(context),
    internalOrderRoutes(context),
    internalReceivedProductsRoutes(context),
    withdrawalRoutes(context),
    adminWithdrawalsRoutes(context),
  ],
  consumers: (context) => [
    ...onPaymentOutcomes(context),
    onTransactionsRecorded(context),
    onShipmentUpdates(context),
    ...onRefundOutcomes(context),
    ...onInvoiceEvents(context),
    startReservationSweeper(context),
    startKsefSender(context),
  ],
  seed: async (context) => {
    await seedPromoCodes(context.db);
    await seedDownloadFiles(context);
  },
};
