import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import {
  type CheckoutShop,
  checkoutBody,
  fillCart,
  guestShopper,
  type StockedProduct,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from '../../http/checkout.test-support';
import { expireReservations } from './expire-reservations';

let shop: CheckoutShop;
let product: StockedProduct;
const minutes = (n: number) => n * 60_000;
/** Moves the shop's clock to `ms` after `from`. */
const moveTo = (from: Date, ms: number) => shop.clock.set(new Date(from.getTime() + ms));

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop.catalog, 10);
});
afterAll(() => shop?.stop());

async function placeOrder(paymentMethod: string, quantity: number) {
  const shopper = guestShopper();
  await fillCart(shop.orders, shopper, product, quantity);
  const answer = await shop.orders.call('POST', '/api/cart/checkout', {
    identity: shopper,
    body: checkoutBody({ paymentMethod }),
  });
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.order.id as string;
}

const statusOf = async (id: string) =>
  (await shop.orders.context.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('reservation expiry', () => {
  it('cancels unpaid online orders after RESERVATION_TTL and gives their stock back; transfers stay', async () => {
    const online = await placeOrder('online_tpay', 2);
    const card = await placeOrder('card_polcard', 1);
    const transfer = await placeOrder('transfer', 1);
    const installment = await placeOrder('installment_eraty', 1);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(5);
    const placedAt = shop.clock.now();

    // Not yet: 59 minutes on.
    moveTo(placedAt, minutes(59));
    expect(await expireReservations(shop.orders.context)).toBe(0);

    moveTo(placedAt, minutes(61));
    expect(await expireReservations(shop.orders.context)).toBe(2);
    expect(await statusOf(online)).toBe('cancelled');
    expect(await statusOf(card)).toBe('cancelled');
    expect(await statusOf(transfer)).toBe('new');
    expect(await statusOf(installment)).toBe('reserved');
    expect(await stockOf(shop.catalog, product.variantId)).toBe(8);

    // A second sweep finds nothing more to do and gives nothing back twice.
    expect(await expireReservations(shop.orders.context)).toBe(0);
    expect(await stockOf(shop.catalog, product.variantId)).toBe(8);

    // Installment orders wait for the bank for INSTALLMENT_RESERVATION_TTL (7 days by default).
    moveTo(placedAt, minutes(7 * 24 * 60 + 1));
    expect(await expireReservations(shop.orders.context)).toBe(1);
    expect(await statusOf(installment)).toBe('cancelled');
    expect(await statusOf(transfer)).toBe('new');
    expect(await stockOf(shop.catalog, product.variantId)).toBe(9);
  });

  it('leaves a paid order alone', async () => {
    const paid = await placeOrder('online_tpay', 1);
    await shop.orders.context.db
      .update(orders)
      .set({ status: 'in_progress', paymentStatus: 'paid' })
      .where(eq(orders.id, paid));
    moveTo(shop.clock.now(), minutes(120));
    expect(await expireReservations(shop.orders.context)).toBe(0);
    expect(await statusOf(paid)).toBe('in_progress');
  });
});
