import { describe, expect, it } from 'vitest';
import { changedOnly, newPromoValues, promoContract, promoValuesOf, warsawDay, warsawInstant } from './promo-form';

// The promo code form: what staff type (złoty with a comma, Warsaw days) and what the contract receives.

describe('the promo code form', () => {
  it('sends money in minor units and days as the start and end of the Warsaw day, summer or winter', () => {
    const contract = promoContract({
      ...newPromoValues(),
      code: 'jesien',
      kind: 'amount',
      value: '1 000,50',
      currency: 'PLN',
      minimumPln: '2500',
      validFrom: '2026-07-01',
      validTo: '2026-12-31',
      usageLimit: '100',
      products: '12, 15',
    });
    expect(contract).toMatchObject({
      value: 100_050,
      currency: 'PLN',
      minimumPln: 250_000,
      minimumEur: null,
      validFrom: '2026-06-30T22:00:00.000Z',
      validTo: '2026-12-31T22:59:59.000Z',
      usageLimit: 100,
      perCustomerLimit: null,
      products: [12, 15],
      collections: [],
    });
  });

  it('passes on what does not read as a number or a day, so the contract names the field', () => {
    const contract = promoContract({ ...newPromoValues(), value: 'dziesięć', usageLimit: '1,5', validFrom: '31.12' });
    expect(contract).toMatchObject({ value: 'dziesięć', usageLimit: '1,5', validFrom: '31.12', currency: null });
  });

  it('shows a stored code as typed back, and a save sends only what changed', () => {
    const values = promoValuesOf({
      id: 1,
      code: 'ROWER100',
      kind: 'amount',
      value: 10_000,
      currency: 'PLN',
      minimumPln: 100_000,
      minimumEur: null,
      validFrom: warsawInstant('2026-01-01', '00:00:00'),
      validTo: null,
      usageLimit: null,
      perCustomerLimit: 1,
      used: 3,
      audience: 'retail',
      collections: [59],
      products: [],
      state: 'active',
      version: 2,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(values).toMatchObject({
      value: '100,00',
      minimumPln: '1000,00',
      validFrom: '2026-01-01',
      collections: '59',
    });
    expect(changedOnly(promoContract, { ...values, perCustomerLimit: '2' }, values)).toEqual({ perCustomerLimit: 2 });
    expect(warsawDay('2026-06-30T22:00:00.000Z')).toBe('2026-07-01');
  });
});
