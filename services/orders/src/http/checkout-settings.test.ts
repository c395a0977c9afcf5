import { cmsService } from '@shop/cms';
import { defaultShopSettings, type Identity, type PaymentDeliverySettings, settingsGroupsOf } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartWorld, cartCalls, newGuest, products, startCartWorld } from '../domain/cart/cart-test-fixtures';
import { checkoutBody } from './checkout.test-support';

// The cart and checkout follow the settings staff save in cms: orders reads them from cms at start and takes
// each shop-settings-changed event, so the next cart read offers what staff set (issue 12).

const bus = createLocalBus({ log: createLogger('test', 'silent') });
let cms: TestService<Record<string, unknown>>;
let world: CartWorld;

beforeAll(async () => {
  cms = (await startTestService(cmsService, { bus })) as unknown as TestService<Record<string, unknown>>;
  world = await startCartWorld({}, { bus, env: { CMS_URL: cms.url } });
}, 120_000);
afterAll(async () => {
  await world?.stop();
  await cms?.stop();
  await bus.close();
});

const { call, add } = cartCalls(() => world);
const owner: Identity = {
  app: 'admin',
  role: 'ADMIN',
  customerId: '00000000-0000-4000-8000-0000000000a1',
  adminType: 'super_admin',
  staffName: 'Ewa Nowak',
};
const { paymentDelivery } = settingsGroupsOf(defaultShopSettings);

/** Staff save the delivery and payment settings; resolves once every service has taken them. */
async function staffSet(changes: Partial<PaymentDeliverySettings>) {
  const answer = await cms.call('PUT', '/api/admin/settings/payment-delivery', {
    identity: owner,
    body: { ...paymentDelivery, ...changes },
  });
  expect(answer.status).toBe(200);
  await cms.eventsIdle();
}

const courierPrice = (cart: { deliveryMethods: Array<{ method: string; price: { amount: number } }> }) =>
  cart.deliveryMethods.find((offer) => offer.method === 'COURIER')?.price.amount;

describe('checkout under the settings staff set', () => {
  let shopper: Identity;

  beforeAll(async () => {
    // Five bells: 245 PLN, over the SPEC's 200 PLN threshold.
    shopper = newGuest();
    expect((await add(shopper, products.bell.id, 5)).status).toBe(200);
  });

  it('charges the courier for a 250 PLN basket once the free-courier threshold is 300 PLN', async () => {
    expect(courierPrice((await call(shopper, 'GET', '/api/cart')).body)).toBe(0);

    await staffSet({ freeCourierThreshold: { amount: 30_000, currency: 'PLN' } });
    const cart = (await call(shopper, 'GET', '/api/cart')).body;
    expect(cart.totals.items.amount).toBe(24_500);
    expect(courierPrice(cart)).toBe(4_900);

    const placed = await call(shopper, 'POST', '/api/cart/checkout', checkoutBody());
    expect(placed.status).toBe(201);
    expect(placed.body.order.totals.delivery).toEqual({ amount: 4_900, currency: 'PLN' });
    expect(placed.body.order.total).toEqual({ amount: 29_400, currency: 'PLN' });
  });

  it('neither offers nor accepts a payment method staff switched off', async () => {
    const anna = newGuest();
    expect((await add(anna, products.bell.id, 1)).status).toBe(200);
    await staffSet({ paymentMethods: { ...paymentDelivery.paymentMethods, cash: false } });

    expect((await call(anna, 'GET', '/api/cart')).body.paymentMethods).not.toContain('cash');
    for (const [lang, message] of [
      ['en', 'Payment provider not available'],
      ['pl', 'Operator płatności jest niedostępny'],
    ] as const) {
      const refused = await call(anna, 'POST', '/api/cart/checkout', checkoutBody({ paymentMethod: 'cash' }), { lang });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toEqual({
        code: 'payment_provider_unavailable',
        message,
        fields: { paymentMethod: message },
      });
    }
    expect((await call(anna, 'GET', '/api/cart')).body.items).toHaveLength(1);
  });

  it('charges the courier price staff set and drops pickup when switched off', async () => {
    await staffSet({ courierPrice: { PLN: 1_990, EUR: 500 }, deliveryMethods: { COURIER: true, PICKUP: false } });
    const cart = (await call(newGuest(), 'GET', '/api/cart')).body;
    expect(cart.deliveryMethods).toEqual([{ method: 'COURIER', price: { amount: 1_990, currency: 'PLN' } }]);
  });
});
