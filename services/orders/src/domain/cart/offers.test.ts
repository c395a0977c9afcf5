import { defaultShopSettings } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryOffers, paymentOffers } from './offers';

const retail = {
  type: 'standard',
  customerType: 'retail',
  currency: 'PLN',
  shop: defaultShopSettings,
} as const;
const shopWith = (changes: Partial<typeof defaultShopSettings>) => ({ ...defaultShopSettings, ...changes });

describe('delivery offers', () => {
  it('makes the courier free for retail baskets over 200 PLN', () => {
    expect(deliveryOffers({ ...retail, basket: 20_000 })).toEqual([
      { method: 'COURIER', price: 4_900 },
      { method: 'PICKUP', price: 0 },
    ]);
    expect(deliveryOffers({ ...retail, basket: 20_001 })[0]).toEqual({ method: 'COURIER', price: 0 });
  });

  it('follows the free-courier threshold staff set', () => {
    const shop = shopWith({ freeCourierThreshold: { amount: 50_000, currency: 'PLN' } });
    expect(deliveryOffers({ ...retail, shop, basket: 20_001 })[0]).toEqual({
      method: 'COURIER',
      price: 4_900,
    });
    expect(deliveryOffers({ ...retail, shop, basket: 50_001 })[0]).toEqual({
      method: 'COURIER',
      price: 0,
    });
  });

  it('charges the courier price staff set, and leaves out a delivery method they switched off', () => {
    const shop = shopWith({
      courierPrice: { PLN: 2_500, EUR: 700 },
      deliveryMethods: { COURIER: true, PICKUP: false },
    });
    expect(deliveryOffers({ ...retail, shop, basket: 1_000 })).toEqual([{ method: 'COURIER', price: 2_500 }]);
    expect(deliveryOffers({ ...retail, shop, currency: 'EUR', basket: 1_000 })).toEqual([
      { method: 'COURIER', price: 700 },
    ]);
    const pickupOnly = shopWith({ deliveryMethods: { COURIER: false, PICKUP: true } });
    expect(deliveryOffers({ ...retail, shop: pickupOnly, basket: 90_000 })).toEqual([{ method: 'PICKUP', price: 0 }]);
  });

  it('charges the courier in EUR and to dealers whatever the basket', () => {
    expect(deliveryOffers({ ...retail, currency: 'EUR', basket: 900_000 })[0]).toEqual({
      method: 'COURIER',
      price: 1_200,
    });
    expect(deliveryOffers({ ...retail, customerType: 'b2b', basket: 900_000 })[0]).toEqual({
      method: 'COURIER',
      price: 4_900,
    });
  });

  it('offers no choice to a preorder cart, and never PREORDER to others', () => {
    expect(deliveryOffers({ ...retail, type: 'preorder', basket: 50_000 })).toEqual([]);
    for (const type of ['standard', 'request', 'proposal'] as const)
      expect(deliveryOffers({ ...retail, type, basket: 0 }).map((d) => d.method)).not.toContain('PREORDER');
  });
});

describe('payment offers', () => {
  it('offers installments only in PLN from 100 PLN', () => {
    expect(paymentOffers({ ...retail, basket: 9_999 })).toEqual(['online_tpay', 'card_polcard', 'cash', 'transfer']);
    expect(paymentOffers({ ...retail, basket: 10_000 })).toEqual([
      'online_tpay',
      'card_polcard',
      'cash',
      'transfer',
      'installment_eraty',
      'installment_ca',
    ]);
    expect(paymentOffers({ ...retail, currency: 'EUR', basket: 500_000 })).not.toContain('installment_eraty');
  });

  it('offers a dealer bank transfer only, and a preorder nothing', () => {
    expect(paymentOffers({ ...retail, customerType: 'b2b', basket: 500_000 })).toEqual(['transfer']);
    expect(paymentOffers({ ...retail, type: 'preorder', basket: 500_000 })).toEqual([]);
  });
});

describe('payment offers and the settings staff set', () => {
  it('leave out a method staff switched off, for shoppers and dealers alike', () => {
    const shop = shopWith({ paymentMethods: { ...defaultShopSettings.paymentMethods, cash: false, transfer: false } });
    expect(paymentOffers({ ...retail, shop, basket: 50_000 })).toEqual([
      'online_tpay',
      'card_polcard',
      'installment_eraty',
      'installment_ca',
    ]);
    expect(paymentOffers({ ...retail, shop, customerType: 'b2b', basket: 50_000 })).toEqual([]);
  });

  it('offer installments from the minimum staff set', () => {
    const shop = shopWith({ installmentMinimum: { amount: 50_000, currency: 'PLN' } });
    expect(paymentOffers({ ...retail, shop, basket: 49_999 })).not.toContain('installment_eraty');
    expect(paymentOffers({ ...retail, shop, basket: 50_000 })).toContain('installment_ca');
  });
});

describe('payment offers and the providers the shop has', () => {
  it('leave out a method whose provider the payments service does not have', () => {
    const enabled = new Set(['transfer', 'cash', 'online_tpay', 'card_polcard', 'installment_eraty'] as const);
    expect(paymentOffers({ ...retail, basket: 50_000, enabled })).toEqual([
      'online_tpay',
      'card_polcard',
      'cash',
      'transfer',
      'installment_eraty',
    ]);
  });

  it('offer every method while the payments service has not said', () => {
    expect(paymentOffers({ ...retail, basket: 50_000 })).toContain('installment_ca');
  });
});
