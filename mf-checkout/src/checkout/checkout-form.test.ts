import { describe, expect, it } from 'vitest';
import { attemptKeys, checkCheckout, checkoutBody, emptyCheckout, randomUuid } from './checkout-form';

const filled = {
  ...emptyCheckout,
  email: ' jan@example.com ',
  'billing.firstName': 'Jan',
  'billing.lastName': 'Kowalski',
  'billing.companyName': 'left over from a company',
  'billing.street': 'Marszałkowska 1',
  'billing.zipCode': '00-950',
  'billing.city': 'Warszawa',
  'delivery.city': 'ignored without a different address',
  deliveryMethod: 'COURIER',
  paymentMethod: 'transfer',
  'consents.terms': true,
  'consents.privacy': true,
};

describe('the checkout body', () => {
  it('leaves out empty fields, company fields of a person and an unasked delivery address', () => {
    expect(checkoutBody(filled, { type: 'standard' })).toEqual({
      email: 'jan@example.com',
      billing: {
        type: 'person',
        firstName: 'Jan',
        lastName: 'Kowalski',
        street: 'Marszałkowska 1',
        zipCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      consents: { terms: true, privacy: true },
    });
  });

  it('gives a preorder cart its own delivery and payment', () => {
    expect(checkoutBody({ ...filled, deliveryMethod: '', paymentMethod: '' }, { type: 'preorder' })).toMatchObject({
      deliveryMethod: 'PREORDER',
      paymentMethod: 'preorder',
    });
  });

  it('passes the checkout schema of @shop/contracts, which refuses what the server refuses', async () => {
    const body = { idempotencyKey: crypto.randomUUID(), ...checkoutBody(filled, { type: 'standard' }) };
    expect(await checkCheckout(body, 'pl')).toEqual({});
    const abroad = { ...body, billing: { ...body.billing, country: 'DE', zipCode: '10115' } };
    expect(await checkCheckout(abroad, 'pl')).toEqual({
      'billing.country': 'Zamówienia detaliczne przyjmujemy tylko z dostawą na terenie Polski',
    });
    expect(await checkCheckout(abroad, 'pl', 'b2b')).toEqual({});
  });
});

describe('idempotency keys', () => {
  it('are version 4 UUIDs, also where crypto.randomUUID is missing (a page without https)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const made = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(made.size).toBe(50);
      for (const key of made) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('keeps the key while the same body is sent again and makes a new one for a changed body', () => {
    let made = 0;
    const keys = attemptKeys(() => `key-${++made}`);
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 2 })).toBe('key-2');
    expect(keys.keyFor({ a: 1 })).toBe('key-3');
  });
});
