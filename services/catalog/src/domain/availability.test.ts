import { describe, expect, it } from 'vitest';
import { offeredAvailability, type StockFacts, shopToday, stockRuleOf } from './availability';

const facts = (over: Partial<StockFacts> = {}): StockFacts => ({
  productAvailability: 'available',
  variantAvailability: 'available',
  availableFrom: null,
  type: 'physical',
  ...over,
});

describe('how an order line treats stock', () => {
  it('takes stock of physical goods on sale now', () => {
    expect(stockRuleOf(facts(), '2026-11-23')).toBe('held');
  });

  it('takes none for preorder goods, whether the product or the variant says so', () => {
    expect(stockRuleOf(facts({ productAvailability: 'preorder' }), '2026-11-23')).toBe('unlimited');
    expect(stockRuleOf(facts({ variantAvailability: 'preorder' }), '2026-11-23')).toBe('unlimited');
  });

  it('sells goods made to order (on request) without stock, whether the product or the variant says so', () => {
    expect(stockRuleOf(facts({ variantAvailability: 'available_on_request' }), '2026-11-23')).toBe('unlimited');
    expect(stockRuleOf(facts({ productAvailability: 'available_on_request' }), '2026-11-23')).toBe('unlimited');
  });

  it('takes none for services, downloads and gift cards', () => {
    for (const type of ['service', 'download', 'gift_card'])
      expect(stockRuleOf(facts({ type }), '2026-11-23')).toBe('unlimited');
  });

  it('orders goods arriving later without stock, and takes stock from the day they arrive', () => {
    const arriving = facts({ variantAvailability: 'available_from', availableFrom: '2026-11-24' });
    expect(stockRuleOf(arriving, '2026-11-23')).toBe('unlimited');
    expect(stockRuleOf(arriving, '2026-11-24')).toBe('held');
    expect(stockRuleOf(facts({ variantAvailability: 'available_from' }), '2026-11-23')).toBe('held');
  });

  it('refuses hidden and unavailable goods, even a service', () => {
    for (const availability of ['hidden', 'unavailable', 'unavailable_online']) {
      expect(stockRuleOf(facts({ productAvailability: availability }), '2026-11-23')).toBe('unavailable');
      expect(stockRuleOf(facts({ variantAvailability: availability, type: 'service' }), '2026-11-23')).toBe(
        'unavailable',
      );
    }
  });
});

describe('what a shopper is offered', () => {
  const today = '2026-11-23';
  it("is 'unavailable' for goods that take stock and have none, whatever staff set", () => {
    expect(offeredAvailability({ ...facts(), stock: 0 }, today)).toBe('unavailable');
    expect(offeredAvailability({ ...facts(), stock: -2 }, today)).toBe('unavailable');
    const arrived = facts({ variantAvailability: 'available_from', availableFrom: '2026-11-01' });
    expect(offeredAvailability({ ...arrived, stock: 0 }, today)).toBe('unavailable');
  });

  it('keeps the setting when stock does not limit the sale, or there is stock', () => {
    expect(offeredAvailability({ ...facts(), stock: 1 }, today)).toBe('available');
    expect(offeredAvailability({ ...facts({ productAvailability: 'preorder' }), stock: 0 }, today)).toBe('preorder');
    expect(offeredAvailability({ ...facts({ variantAvailability: 'available_on_request' }), stock: 0 }, today)).toBe(
      'available_on_request',
    );
    expect(offeredAvailability({ ...facts({ type: 'service' }), stock: 0 }, today)).toBe('available');
    const arriving = facts({ variantAvailability: 'available_from', availableFrom: '2026-12-01' });
    expect(offeredAvailability({ ...arriving, stock: 0 }, today)).toBe('available_from');
    expect(offeredAvailability({ ...facts({ productAvailability: 'unavailable_online' }), stock: 9 }, today)).toBe(
      'unavailable_online',
    );
  });
});

describe("the shop's today", () => {
  it('is the date in Warsaw, not in UTC', () => {
    expect(shopToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(shopToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(shopToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
