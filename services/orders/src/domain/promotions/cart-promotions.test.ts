import { PromotionConditions } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { BasketLine, Promotion, Shopper } from './apply-promotions';
import { promotionsOfBasket } from './cart-promotions';

// A cart's items as the promotions see them: an item that cannot be bought (null) neither meets a condition
// nor takes a discount, and what was taken is given back by the item's place in the cart.

const shopper: Shopper = { customerType: 'retail', currency: 'PLN', groupId: null, firstOrder: false, now: new Date() };
const accessory = (gross: number): BasketLine => ({
  productId: 1,
  collectionIds: [],
  category: 'accessory',
  quantity: 1,
  unitGross: gross,
  gross,
});
const tenOffAccessories: Promotion = {
  id: 1,
  name: { pl: 'Akcesoria -10%', en: 'Accessories -10%' },
  priority: 0,
  exclusive: false,
  conditions: PromotionConditions.parse({ categories: ['accessory'] }),
  actions: [{ type: 'percent_off', target: 'matching', percent: 10 }],
};

describe('promotions of a cart', () => {
  it('skips the items that cannot be bought and maps what was taken back to each item', () => {
    const { outcome, taken } = promotionsOfBasket([accessory(10_000), null, accessory(5_000)], {
      active: [tenOffAccessories],
      shopper,
    });
    expect(outcome.discount).toBe(1_500);
    expect(taken).toEqual([1_000, 0, 500]);
  });

  it('gives nothing when only an item that cannot be bought would meet the condition, or none is active', () => {
    expect(promotionsOfBasket([null], { active: [tenOffAccessories], shopper }).outcome.applied).toEqual([]);
    expect(promotionsOfBasket([accessory(100)], { active: [], shopper })).toEqual({
      outcome: { applied: [], discount: 0, remaining: [], freeDelivery: false, exclusive: null },
      taken: [0],
    });
    expect(promotionsOfBasket([accessory(100)], undefined).taken).toEqual([0]);
  });
});
