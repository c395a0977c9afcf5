import { PromotionConditions } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { applyPromotions, type BasketLine, type Promotion, type Shopper } from './apply-promotions';

const ACCESSORIES = 60;
const GROUP = '5b0c6a3e-8f4e-4d7a-9a55-1f0e2a9c7b11';

const shopper = (over: Partial<Shopper> = {}): Shopper => ({
  customerType: 'retail',
  currency: 'PLN',
  groupId: null,
  firstOrder: false,
  now: new Date('2026-11-26T12:00:00Z'),
  ...over,
});

let nextId = 1;
const promotion = (over: Partial<Omit<Promotion, 'conditions'>> & { conditions?: object } = {}): Promotion => ({
  id: nextId++,
  name: { pl: 'Promocja', en: 'Promotion' },
  priority: 0,
  exclusive: false,
  actions: [{ type: 'percent_off', target: 'basket', percent: 10 }],
  ...over,
  conditions: PromotionConditions.parse(over.conditions ?? { minimumPln: 1 }),
});

const line = (over: Partial<BasketLine> & { unitGross: number }): BasketLine => {
  const quantity = over.quantity ?? 1;
  return {
    productId: 1,
    collectionIds: [],
    category: 'bike',
    quantity,
    gross: over.unitGross * quantity,
    ...over,
  };
};

const bike = line({ productId: 1315, unitGross: 1_299_900, category: 'bike' });
const lock = line({
  productId: 1901,
  unitGross: 19_900,
  quantity: 2,
  category: 'accessory',
  collectionIds: [ACCESSORIES],
});
const bag = line({ productId: 1902, unitGross: 15_000, category: 'accessory', collectionIds: [ACCESSORIES] });

/** "10 % off accessories over 300 zł" as staff set it in the journey. */
const accessoriesOver300 = () =>
  promotion({
    conditions: { minimumPln: 30_000, categories: ['accessory'] },
    actions: [{ type: 'percent_off', target: 'matching', percent: 10 }],
  });

describe('conditions', () => {
  it('basket value from: the gross before any discount reaches the minimum of the basket’s currency', () => {
    const p = accessoriesOver300();
    expect(applyPromotions([p], [bag], shopper()).applied).toEqual([]); // 150 zł
    expect(applyPromotions([p], [lock, bag], shopper()).discount).toBe(5_480); // 548 zł
    expect(applyPromotions([p], [line({ unitGross: 29_999, category: 'accessory' })], shopper()).applied).toEqual([]);
    expect(applyPromotions([p], [line({ unitGross: 30_000, category: 'accessory' })], shopper()).discount).toBe(3_000);
    // No EUR minimum set: a basket in euro never matches.
    expect(applyPromotions([p], [lock, bag], shopper({ currency: 'EUR' })).applied).toEqual([]);
  });

  it('a product, a collection or a category in the basket', () => {
    const byProduct = promotion({ conditions: { products: [1902] } });
    const byCollection = promotion({ conditions: { collections: [ACCESSORIES] } });
    const byCategory = promotion({ conditions: { categories: ['battery'] } });
    expect(applyPromotions([byProduct], [bike], shopper()).applied).toEqual([]);
    expect(applyPromotions([byProduct], [bike, bag], shopper()).applied).toHaveLength(1);
    expect(applyPromotions([byCollection], [bike], shopper()).applied).toEqual([]);
    expect(applyPromotions([byCollection], [bike, lock], shopper()).applied).toHaveLength(1);
    expect(applyPromotions([byCategory], [bike, lock], shopper()).applied).toEqual([]);
  });

  it('customer group, retail or B2B, first order', () => {
    const group = promotion({ conditions: { groups: [GROUP] } });
    expect(applyPromotions([group], [bike], shopper()).applied).toEqual([]);
    expect(applyPromotions([group], [bike], shopper({ groupId: GROUP })).applied).toHaveLength(1);
    const dealers = promotion({ conditions: { audience: 'b2b' } });
    expect(applyPromotions([dealers], [bike], shopper()).applied).toEqual([]);
    expect(applyPromotions([dealers], [bike], shopper({ customerType: 'b2b' })).applied).toHaveLength(1);
    const first = promotion({ conditions: { firstOrder: true } });
    expect(applyPromotions([first], [bike], shopper()).applied).toEqual([]);
    expect(applyPromotions([first], [bike], shopper({ firstOrder: true })).applied).toHaveLength(1);
  });

  it('a date window: from its start to its end, inclusive', () => {
    const window = promotion({
      conditions: { validFrom: '2026-11-26T12:00:00.000Z', validTo: '2026-11-27T12:00:00.000Z' },
    });
    const at = (iso: string) => applyPromotions([window], [bike], shopper({ now: new Date(iso) })).applied.length;
    expect(at('2026-11-26T11:59:59.999Z')).toBe(0);
    expect(at('2026-11-26T12:00:00.000Z')).toBe(1);
    expect(at('2026-11-27T12:00:00.000Z')).toBe(1);
    expect(at('2026-11-27T12:00:00.001Z')).toBe(0);
  });

  it('every condition set must hold', () => {
    const both = promotion({ conditions: { audience: 'retail', products: [1902] } });
    expect(applyPromotions([both], [bag], shopper({ customerType: 'b2b' })).applied).toEqual([]);
    expect(applyPromotions([both], [bag], shopper()).applied).toHaveLength(1);
  });
});

describe('actions', () => {
  it('percent off the matching lines only, rounded half up once, spread so the lines add up', () => {
    const outcome = applyPromotions([accessoriesOver300()], [bike, lock, bag], shopper());
    // 10 % of 398 + 150 zł = 54,80 zł; the bike keeps its price.
    expect(outcome.discount).toBe(5_480);
    expect(outcome.applied[0]?.lineDiscounts).toEqual([0, 3_980, 1_500]);
    expect(outcome.remaining).toEqual([1_299_900, 35_820, 13_500]);
  });

  it('percent off the basket rounds half up to the grosz', () => {
    const p = promotion({ actions: [{ type: 'percent_off', target: 'basket', percent: 15 }] });
    // 15 % of 0,99 zł = 14,85 gr → 15 gr; of 0,97 zł = 14,55 gr → 15 gr; of 0,93 zł = 13,95 gr → 14 gr.
    expect(applyPromotions([p], [line({ unitGross: 99 })], shopper()).discount).toBe(15);
    expect(applyPromotions([p], [line({ unitGross: 97 })], shopper()).discount).toBe(15);
    expect(applyPromotions([p], [line({ unitGross: 93 })], shopper()).discount).toBe(14);
    // Three lines of 0,01 zł at 50 %: 1,5 gr → 2 gr, given to the first lines by remainder, never more than a line.
    const half = promotion({ actions: [{ type: 'percent_off', target: 'basket', percent: 50 }] });
    const cents = [line({ unitGross: 1 }), line({ unitGross: 1 }), line({ unitGross: 1 })];
    const outcome = applyPromotions([half], cents, shopper());
    expect(outcome.discount).toBe(2);
    expect(outcome.applied[0]?.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(outcome.remaining.every((r) => r >= 0)).toBe(true);
  });

  it('amount off: in the basket’s currency only, never more than the lines it takes from', () => {
    const fifty = promotion({
      conditions: { categories: ['accessory'] },
      actions: [{ type: 'amount_off', target: 'matching', amount: 100_000, currency: 'PLN' }],
    });
    const outcome = applyPromotions([fifty], [bike, bag], shopper());
    expect(outcome.discount).toBe(15_000);
    expect(outcome.remaining).toEqual([1_299_900, 0]);
    expect(applyPromotions([fifty], [bike, bag], shopper({ currency: 'EUR' })).applied).toEqual([]);
  });

  it('free delivery gives no item discount but is listed', () => {
    const p = promotion({ actions: [{ type: 'free_delivery' }] });
    const outcome = applyPromotions([p], [bike], shopper());
    expect(outcome).toMatchObject({ discount: 0, freeDelivery: true });
    expect(outcome.applied).toHaveLength(1);
  });

  it('a free item: up to its quantity of that product in the basket; nothing when it is not there', () => {
    const p = promotion({
      conditions: { products: [1315] },
      actions: [{ type: 'free_item', productId: 1901, quantity: 1 }],
    });
    expect(applyPromotions([p], [bike, lock], shopper()).applied[0]?.lineDiscounts).toEqual([0, 19_900]);
    expect(applyPromotions([p], [bike], shopper()).applied).toEqual([]);
    const three = promotion({ ...p, id: nextId++, actions: [{ type: 'free_item', productId: 1901, quantity: 3 }] });
    expect(applyPromotions([three], [bike, lock], shopper()).discount).toBe(39_800);
  });
});

describe('combining', () => {
  it('non-exclusive promotions add up in priority order, each on what the one before left', () => {
    const tenOffBasket = promotion({ priority: 1, actions: [{ type: 'percent_off', target: 'basket', percent: 10 }] });
    const fiftyOff = promotion({
      priority: 5,
      actions: [{ type: 'amount_off', target: 'basket', amount: 10_000, currency: 'PLN' }],
    });
    const outcome = applyPromotions([tenOffBasket, fiftyOff], [line({ unitGross: 100_000 })], shopper());
    // 100 zł first (priority 5), then 10 % of the 900 zł left.
    expect(outcome.applied.map((a) => [a.promotion.id, a.discount])).toEqual([
      [fiftyOff.id, 10_000],
      [tenOffBasket.id, 9_000],
    ]);
    expect(outcome.discount).toBe(19_000);
    expect(outcome.exclusive).toBeNull();
  });

  it('an exclusive promotion first by priority applies alone; one further down is left out', () => {
    const plain = promotion({ priority: 1 });
    const exclusive = promotion({ priority: 9, exclusive: true, actions: [{ type: 'free_delivery' }] });
    const alone = applyPromotions([plain, exclusive], [bike], shopper());
    expect(alone.applied.map((a) => a.promotion.id)).toEqual([exclusive.id]);
    expect(alone.exclusive?.id).toBe(exclusive.id);
    const lower = promotion({ priority: 0, exclusive: true });
    const outcome = applyPromotions([plain, lower], [bike], shopper());
    expect(outcome.applied.map((a) => a.promotion.id)).toEqual([plain.id]);
    expect(outcome.exclusive).toBeNull();
  });

  it('a promotion whose conditions fail does not block the others, exclusive or not', () => {
    const exclusiveElsewhere = promotion({ priority: 9, exclusive: true, conditions: { products: [999] } });
    const plain = promotion();
    expect(applyPromotions([exclusiveElsewhere, plain], [bike], shopper()).applied).toHaveLength(1);
  });

  it('the lines never go below zero, however many promotions stack', () => {
    const all = [1, 2, 3].map((priority) =>
      promotion({ priority, actions: [{ type: 'percent_off', target: 'basket', percent: 100 }] }),
    );
    const outcome = applyPromotions(all, [bike, lock], shopper());
    expect(outcome.discount).toBe(bike.gross + lock.gross);
    expect(outcome.remaining).toEqual([0, 0]);
  });
});
