import { PromotionInput, validate } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { actionError, newPromotionValues, promotionContract, promotionValuesOf } from './promotion-form';

// The promotion form: what staff fill in becomes the contract's conditions and list of actions, and an error
// the server names by an action's place in that list finds its field again.

const accessoriesOver300 = {
  ...newPromotionValues(),
  name: { pl: '10% taniej na akcesoria od 300 zł', en: '10% off accessories over 300 zł' },
  minimumPln: '300',
  minimumEur: '70,00',
  categories: ['accessory'],
  target: 'matching',
  value: '10',
};

describe('the promotion form', () => {
  it('sends conditions in minor units and the actions in the order of the form', () => {
    const contract = promotionContract({
      ...accessoriesOver300,
      freeDelivery: true,
      freeItem: '1901',
      validTo: '2026-12-31',
    });
    expect(contract).toMatchObject({
      priority: 0,
      exclusive: false,
      conditions: {
        minimumPln: 30_000,
        minimumEur: 7_000,
        categories: ['accessory'],
        products: [],
        validFrom: null,
        validTo: '2026-12-31T22:59:59.000Z',
        firstOrder: false,
      },
      actions: [
        { type: 'percent_off', target: 'matching', percent: 10 },
        { type: 'free_delivery' },
        { type: 'free_item', productId: 1901, quantity: 1 },
      ],
    });
    expect(validate(PromotionInput, contract, 'en').ok).toBe(true);
  });

  it('is refused in the browser with the server’s messages: a missing percent, then no condition', () => {
    const bare = { ...newPromotionValues(), name: { pl: 'a', en: 'b' } };
    const first = validate(PromotionInput, promotionContract(bare), 'pl');
    expect(first.ok || first.fields).toEqual({ 'actions.0.percent': 'To pole jest wymagane' });
    const second = validate(PromotionInput, promotionContract({ ...bare, value: '10' }), 'pl');
    expect(second.ok || second.fields).toEqual({
      conditions: 'Ustaw co najmniej jeden warunek — promocja bez warunków obniżyłaby każde zamówienie',
    });
  });

  it('finds an action’s field by its place in the list', () => {
    const values = { ...accessoriesOver300, discount: '', freeDelivery: true, freeItem: '7' };
    const errors = { 'actions.1.productId': 'The id must exist' };
    expect(actionError(errors, values, 'free_item', 'productId')).toBe('The id must exist');
    expect(actionError(errors, values, 'discount', 'percent')).toBeUndefined();
  });

  it('reads a saved promotion back into the same values', () => {
    const contract = PromotionInput.parse(promotionContract(accessoriesOver300));
    const values = promotionValuesOf({
      ...contract,
      id: 1,
      version: 1,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(values).toEqual({ ...accessoriesOver300, minimumPln: '300,00' });
  });
});
