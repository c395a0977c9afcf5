import { AppError } from '@shop/service-kit';
import { fakeServiceCaller, manualClock } from '@shop/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createDealerDiscounts, DEALER_DISCOUNTS_TTL_MS, discountsKey } from './dealer-discounts';

// The catalogue's short keeping of a dealer's discounts: one question for many reads, a new one after the
// TTL, the last answer while accounts is down, and 503 (never a price without the discount) before any.

const dealer = '00000000-0000-4000-8000-0000000000d1';

function accounts() {
  const asked: string[] = [];
  let percent = 10;
  let down = false;
  const services = fakeServiceCaller(async ({ path, input }) => {
    asked.push(`${path} ${String(input.params?.customerId)}`);
    if (down) throw new Error('connection refused');
    return {
      ok: true,
      status: 200,
      body: { customerId: dealer, discounts: [{ collectionId: null, percent, source: 'group' }] },
    };
  });
  return {
    services,
    asked,
    setPercent: (p: number) => {
      percent = p;
    },
    setDown: (d: boolean) => {
      down = d;
    },
  };
}

describe("a dealer's discounts in the catalogue", () => {
  it('asks accounts once for reads at once and again only after the TTL', async () => {
    const clock = manualClock();
    const fake = accounts();
    const discounts = createDealerDiscounts(fake.services, clock);
    const reads = await Promise.all(Array.from({ length: 10 }, () => discounts.of(dealer)));
    expect(reads.every((r) => r[0]?.percent === 10)).toBe(true);
    expect(fake.asked).toEqual([`/internal/customers/:customerId/discounts ${dealer}`]);
    fake.setPercent(12);
    clock.advance(DEALER_DISCOUNTS_TTL_MS - 1);
    expect((await discounts.of(dealer))[0]?.percent).toBe(10);
    clock.advance(1);
    expect((await discounts.of(dealer))[0]?.percent).toBe(12);
    expect(fake.asked).toHaveLength(2);
  });

  it('keeps the last answer while accounts is down, and refuses a dealer it never heard of', async () => {
    const clock = manualClock();
    const fake = accounts();
    const discounts = createDealerDiscounts(fake.services, clock);
    await discounts.of(dealer);
    fake.setDown(true);
    clock.advance(DEALER_DISCOUNTS_TTL_MS);
    expect((await discounts.of(dealer))[0]?.percent).toBe(10);
    const other = '00000000-0000-4000-8000-0000000000d2';
    const refused = await discounts.of(other).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('service_unavailable');
  });

  it('names the same discounts alike in any order, and different ones apart', () => {
    const a = { collectionId: null, percent: 10, source: 'dealer' } as const;
    const b = { collectionId: 90, percent: 20, source: 'group' } as const;
    expect(discountsKey([a, b])).toBe(discountsKey([b, a]));
    expect(discountsKey([a])).not.toBe(discountsKey([{ ...a, percent: 11 }]));
    expect(discountsKey([])).toBe('');
  });
});
