import { AppError } from '@shop/service-kit';
import { fakeServiceCaller, manualClock } from '@shop/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { CATALOG_LINE_TTL_MS, createCatalogLines } from './catalog-lines';

// The short cache in front of the catalogue: one call for many reads at once, none within the TTL, a new
// one after it, and nothing kept from a failed call.

/** A catalogue that answers only when `open()` is called, so reads can be made while a call is under way. */
function countingCatalog(fail = false) {
  const asked: number[][] = [];
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const services = fakeServiceCaller(async ({ input }) => {
    const lines = (input.body as { lines: { productId: number }[] }).lines;
    asked.push(lines.map((l) => l.productId));
    await opened;
    if (fail) throw new AppError('service_unavailable');
    return {
      ok: true,
      status: 200,
      body: {
        lines: lines.map((l) => ({ productId: l.productId, variantId: null, found: false, reason: 'not_found' })),
      },
    };
  });
  return { services, asked, open };
}

const view = { currency: 'PLN', customerType: 'retail', lang: 'pl' } as const;

describe('catalogue lines of a cart', () => {
  it('asks once for reads at once, then not again until the answers are 2 s old', async () => {
    const clock = manualClock();
    const { services, asked, open } = countingCatalog();
    const lines = createCatalogLines(services, clock);
    const reads = Promise.all(Array.from({ length: 20 }, () => lines.lookup(view, [{ productId: 1 }])));
    open();
    const answers = await reads;
    expect(answers.every((a) => a[0]?.productId === 1)).toBe(true);
    expect(asked).toEqual([[1]]);
    await lines.lookup(view, [{ productId: 1 }, { productId: 2 }]);
    expect(asked).toEqual([[1], [2]]);
    await lines.lookup({ ...view, currency: 'EUR' }, [{ productId: 1 }]);
    expect(asked).toHaveLength(3);
    clock.advance(CATALOG_LINE_TTL_MS - 1);
    await lines.lookup(view, [{ productId: 1 }]);
    expect(asked).toHaveLength(3);
    clock.advance(1);
    await lines.lookup(view, [{ productId: 1 }]);
    expect(asked).toHaveLength(4);
  });

  it("prices a dealer's lines as theirs (their discounts) and never sends a retail caller's id", async () => {
    const bodies: { customerType: string; customerId?: string }[] = [];
    const services = fakeServiceCaller(async ({ input }) => {
      const body = input.body as { customerType: string; customerId?: string; lines: { productId: number }[] };
      bodies.push({ customerType: body.customerType, customerId: body.customerId });
      return {
        ok: true,
        status: 200,
        body: {
          lines: body.lines.map((l) => ({
            productId: l.productId,
            variantId: null,
            found: false,
            reason: 'not_found',
          })),
        },
      };
    });
    const lines = createCatalogLines(services, manualClock());
    const dealerA = { ...view, customerType: 'b2b', customerId: '00000000-0000-4000-8000-00000000000a' } as const;
    const dealerB = { ...dealerA, customerId: '00000000-0000-4000-8000-00000000000b' } as const;
    await lines.lookup(dealerA, [{ productId: 1 }]);
    await lines.lookup(dealerA, [{ productId: 1 }]);
    await lines.lookup(dealerB, [{ productId: 1 }]);
    await lines.lookup({ ...view, customerId: dealerA.customerId }, [{ productId: 1 }]);
    expect(bodies).toEqual([
      { customerType: 'b2b', customerId: dealerA.customerId },
      { customerType: 'b2b', customerId: dealerB.customerId },
      { customerType: 'retail', customerId: undefined },
    ]);
  });

  it('keeps nothing from a failed call', async () => {
    const { services, asked, open } = countingCatalog(true);
    open();
    const lines = createCatalogLines(services, manualClock());
    await expect(lines.lookup(view, [{ productId: 1 }])).rejects.toThrow(AppError);
    await expect(lines.lookup(view, [{ productId: 1 }])).rejects.toThrow(AppError);
    expect(asked).toHaveLength(2);
  });
});
