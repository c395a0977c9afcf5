import type { DealerDiscount } from '@shop/contracts';
import { AppError, type Clock, type ServiceCaller } from '@shop/service-kit';

// A dealer's discounts as accounts answers them (GET /internal/customers/:customerId/discounts: per
// collection the better of the dealer's own and their group's), kept a few seconds per dealer so a listing,
// its product pages and the cart do not each ask. Accounts publishes no event when staff change a discount,
// so the short keeping is what bounds how late a change shows (docs/decisions/money-and-prices.md, "A
// dealer's discounts reach the catalogue within seconds"). While accounts cannot be asked, the last answer
// stands; a dealer never seen before gets 503 rather than a price without their discount.

/** How long an answer of accounts is used (by the service's clock). */
export const DEALER_DISCOUNTS_TTL_MS = 5_000;
const MAX_DEALERS = 10_000;

export interface DealerDiscounts {
  /** The dealer's discounts (empty when they have none). */
  of(customerId: string): Promise<readonly DealerDiscount[]>;
}

export function createDealerDiscounts(
  services: ServiceCaller,
  clock: Clock,
  ttlMs = DEALER_DISCOUNTS_TTL_MS,
): DealerDiscounts {
  const now = () => clock.now().getTime();
  const known = new Map<string, { discounts: readonly DealerDiscount[]; until: number }>();
  const asking = new Map<string, Promise<readonly DealerDiscount[]>>();

  async function ask(customerId: string): Promise<readonly DealerDiscount[]> {
    const answer = await services.get(
      '/internal/customers/:customerId/discounts',
      { params: { customerId } },
      { timeoutMs: 2_000 },
    );
    if (!answer.ok) throw new Error(`accounts answered a dealer's discounts with ${answer.status}`);
    const discounts = answer.body.discounts.map(({ collectionId, percent, source }) => ({
      collectionId,
      percent,
      source,
    }));
    if (known.size >= MAX_DEALERS) known.clear();
    known.set(customerId, { discounts, until: now() + ttlMs });
    return discounts;
  }

  return {
    of(customerId) {
      const kept = known.get(customerId);
      if (kept && kept.until > now()) return Promise.resolve(kept.discounts);
      const running = asking.get(customerId);
      if (running) return running;
      const made = ask(customerId)
        .catch((error: unknown) => {
          if (kept) return kept.discounts;
          throw new AppError('service_unavailable', { cause: error, detail: 'accounts did not answer discounts' });
        })
        .finally(() => asking.delete(customerId));
      asking.set(customerId, made);
      return made;
    },
  };
}

/**
 * The same discounts always make the same text, in any order: dealers with equal discounts share cached
 * catalogue answers, and a changed discount makes a new key at once (catalogue-cache.ts).
 */
export function discountsKey(discounts: readonly DealerDiscount[]): string {
  return discounts
    .map((d) => `${d.collectionId ?? '*'}:${d.percent}:${d.source}`)
    .sort()
    .join(',');
}
