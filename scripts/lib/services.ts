import type { ServiceName } from '@shop/contracts';
import type { ServiceDefinition } from '@shop/service-kit';

/** Every service of the shop, in the order they start (accounts first: the gateway resolves sessions there). */
export async function loadServiceDefinitions(): Promise<Record<ServiceName, ServiceDefinition>> {
  const [accounts, catalog, orders, payments, rma, cms, documents, notifications, warehouse] = await Promise.all([
    import('@shop/accounts').then((m) => m.accountsService),
    import('@shop/catalog').then((m) => m.catalogService),
    import('@shop/orders').then((m) => m.ordersService),
    import('@shop/payments').then((m) => m.paymentsService),
    import('@shop/rma').then((m) => m.rmaService),
    import('@shop/cms').then((m) => m.cmsService),
    import('@shop/documents').then((m) => m.documentsService),
    import('@shop/notifications').then((m) => m.notificationsService),
    import('@shop/warehouse').then((m) => m.warehouseService),
  ]);
  return { accounts, catalog, orders, payments, rma, cms, documents, notifications, warehouse };
}
