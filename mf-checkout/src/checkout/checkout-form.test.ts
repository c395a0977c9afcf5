import { Region } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { attemptKeys, checkCheckout, checkoutBody, emptyCheckout, randomUuid } from './checkout-form';
import { regionOptions, regions } from './countries';

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

  it("sends a company's NIP or its EU VAT ID, whichever kind is chosen, and the voivodeship", () => {
    const company = {
      ...filled,
      'billing.type': 'company' as const,
      'billing.companyName': 'Rowery Sp. z o.o.',
      'billing.taxId': '5260250274',
      'billing.vatId': ' de123456789 ',
      'billing.region': 'pl_mz',
    };
    expect(checkoutBody(company, { type: 'standard' }).billing).toEqual({
      type: 'company',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: 'Rowery Sp. z o.o.',
      taxId: '5260250274',
      street: 'Marszałkowska 1',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
      region: 'pl_mz',
    });
    const vat = checkoutBody({ ...company, taxIdKind: 'vat' }, { type: 'standard' }).billing;
    expect(vat.vatId).toBe('de123456789');
    expect(vat).not.toHaveProperty('taxId');
    // A person sends neither number, whatever was typed while "company" was chosen.
    const person = checkoutBody({ ...company, 'billing.type': 'person', taxIdKind: 'vat' }, { type: 'standard' });
    expect(person.billing).not.toHaveProperty('taxId');
    expect(person.billing).not.toHaveProperty('vatId');
    expect(person.billing).not.toHaveProperty('companyName');
  });

  it('checks an EU VAT ID with the schema the server uses and asks for one of the numbers', async () => {
    const company = {
      ...filled,
      'billing.type': 'company' as const,
      'billing.companyName': 'Fahrrad GmbH',
      taxIdKind: 'vat' as const,
    };
    const bodyOf = (values: typeof company) => ({
      idempotencyKey: crypto.randomUUID(),
      ...checkoutBody(values, { type: 'standard' }),
    });
    expect(await checkCheckout(bodyOf({ ...company, 'billing.vatId': 'DE 123 456 789' }), 'pl')).toEqual({});
    expect(await checkCheckout(bodyOf({ ...company, 'billing.vatId': '123' }), 'pl')).toEqual({
      'billing.vatId': expect.stringMatching(/VAT/),
    });
    // Neither number: the schema names the taxId path (the page shows it on the field the shopper sees).
    expect(Object.keys(await checkCheckout(bodyOf(company), 'pl'))).toEqual(['billing.taxId']);
    expect(await checkCheckout(bodyOf({ ...company, 'billing.region': 'pl_xx' }), 'pl')).toHaveProperty(
      'billing.region',
    );
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

describe('voivodeships', () => {
  it("are the contracts' regions, in their order, named by the checkout's texts", () => {
    expect([...regions]).toEqual(Region.options);
    const names: Record<string, string> = { 'regions.pl_mz': 'mazowieckie', 'regions.other': 'inny region' };
    const options = regionOptions((key) => names[key] ?? key);
    expect(options).toHaveLength(17);
    expect(options.find((option) => option.value === 'pl_mz')?.label).toBe('mazowieckie');
    expect(options.at(-1)).toEqual({ value: 'other', label: 'inny region' });
  });
});
