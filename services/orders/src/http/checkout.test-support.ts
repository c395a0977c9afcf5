import { randomUUID } from 'node:crypto';
import { catalogService } from '@shop/catalog';
import type { Identity } from '@shop/contracts';
import { paymentsService } from '@shop/payments';
import { startPaymentSandbox } from '@shop/payments/sandbox';
import { type ManualClock, manualClock, startTestService, type TestService } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import * as catalogSchema from '../../../catalog/src/db/schema';
import type * as schema from '../db/schema';
import { type OrdersContext, ordersService } from '../service';

// The shop around checkout for tests: the real catalog (stock and its reservations), the real payments
// service and orders, each on its own database (PGlite in memory, or PostgreSQL databases when given). The
// three share one clock the test moves by hand: an expiry (the cart's catalogue answers, a reservation) is
// reached by `clock.advance`, never by waiting.

export interface CheckoutShop {
  catalog: TestService<typeof catalogSchema>;
  payments: TestService<Record<string, unknown>>;
  orders: TestService<typeof schema, OrdersContext>;
  clock: ManualClock;
  stop(): Promise<void>;
}

export async function startCheckoutShop(
  options: { databases?: { catalog: string; orders: string; payments?: string }; env?: Record<string, string> } = {},
): Promise<CheckoutShop> {
  const { databases } = options;
  // Starts at the real time: stock reservations and rows the databases date themselves stay comparable.
  const clock = manualClock(new Date());
  const catalog = await startTestService(catalogService, { seed: true, databaseUrl: databases?.catalog, clock });
  // Accounts is not started: dealers have no discounts unless a test gives some (dealer-checkout.test.ts).
  catalog.context.dealerDiscounts = { of: async () => [] };
  // The providers' side is played by the payment sandbox, as in embedded mode: the cart offers only the
  // methods payments can take, so every provider must be configured.
  const sandbox = await startPaymentSandbox();
  const payments = (await startTestService(paymentsService, {
    databaseUrl: databases?.payments,
    env: { ...sandbox.env(), PAYMENT_POLL_SECONDS: '0' },
    clock,
  })) as unknown as TestService<Record<string, unknown>>;
  const orders = await startTestService(ordersService, {
    databaseUrl: databases?.orders,
    env: { CATALOG_URL: catalog.url, PAYMENTS_URL: payments.url, RESERVATION_SWEEP_SECONDS: '3600', ...options.env },
    clock,
  });
  return {
    catalog,
    payments,
    orders,
    clock,
    async stop() {
      await orders.stop();
      await payments.stop();
      await sandbox.stop();
      await catalog.stop();
    },
  };
}

export interface StockedProduct {
  productId: number;
  variantId: number;
}

/**
 * A plain physical product of the demo catalogue that stock limits, with `stock` units of its default
 * variant. `skip` picks another one, so tests do not share a product.
 */
export async function stockedProduct(
  catalog: CheckoutShop['catalog'],
  stock: number,
  skip = 0,
): Promise<StockedProduct> {
  const { products, variants } = catalogSchema;
  const rows = await catalog.context.db
    .select({ productId: products.id, variantId: variants.id })
    .from(products)
    .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isDefault, true)))
    .where(
      and(eq(products.availability, 'available'), eq(products.type, 'physical'), eq(products.category, 'accessory')),
    )
    .orderBy(products.id)
    .limit(skip + 1)
    .offset(skip);
  const row = rows[0];
  if (!row) throw new Error('the demo catalogue has no such product');
  await setStock(catalog, row.variantId, stock);
  await catalog.context.db.update(variants).set({ availability: 'available' }).where(eq(variants.id, row.variantId));
  return row;
}

export async function setStock(catalog: CheckoutShop['catalog'], variantId: number, stock: number) {
  await catalog.context.db
    .update(catalogSchema.variants)
    .set({ stock })
    .where(eq(catalogSchema.variants.id, variantId));
}

export async function stockOf(catalog: CheckoutShop['catalog'], variantId: number): Promise<number> {
  const [row] = await catalog.context.db
    .select({ stock: catalogSchema.variants.stock })
    .from(catalogSchema.variants)
    .where(eq(catalogSchema.variants.id, variantId));
  return row?.stock ?? Number.NaN;
}

export const guestShopper = (): Identity => ({
  app: 'storefront',
  role: 'GUEST',
  sessionId: `guest-${randomUUID()}`,
});

export const customer = (customerId = randomUUID()): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'retail',
  sessionId: `session-${randomUUID()}`,
});

/** Puts `quantity` of a product into the identity's cart and sets the checkout choices. */
export async function fillCart(
  orders: CheckoutShop['orders'],
  identity: Identity,
  product: StockedProduct,
  quantity: number,
) {
  const added = await orders.call('POST', '/api/cart/items', {
    identity,
    body: { productId: product.productId, variantId: product.variantId, quantity },
  });
  if (added.status >= 300) throw new Error(`add to cart answered ${added.status}: ${JSON.stringify(added.body)}`);
  return added.body;
}

/** A complete, valid checkout payload of a Polish retail shopper; `overrides` replace top-level fields. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    email: 'anna.nowak@example.com',
    phone: '+48 600 100 200',
    billing: {
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'ul. Długa 5/3',
      zipCode: '30-001',
      city: 'Kraków',
      country: 'PL',
      region: 'pl_mp',
    },
    deliveryMethod: 'COURIER',
    paymentMethod: 'transfer',
    consents: { terms: true, privacy: true },
    ...overrides,
  };
}
