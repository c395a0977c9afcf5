import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { createDealerDiscounts, type DealerDiscounts } from './domain/dealer-discounts';
import { type AnswerCache, createAnswerCache } from './http/answer-cache';

/** What the catalogue service works with: the kit's context and the answers it keeps rendered. */
export interface CatalogContext extends ServiceContext<typeof schema> {
  /**
   * Rendered catalogue answers (product pages, lists, collections, the sitemap), kept until the catalogue
   * changes (`catalogueChanged`, `stockChanged` of http/catalogue-cache.ts) or they expire.
   */
  answers: AnswerCache;
  /** Dealers' discounts from accounts, kept a few seconds per dealer. */
  dealerDiscounts: DealerDiscounts;
}

/** Built once when the service starts; the answers live in memory and need no closing. */
export function catalogContext(kit: ServiceContext<typeof schema>): CatalogContext {
  return {
    ...kit,
    answers: createAnswerCache({ clock: kit.clock }),
    dealerDiscounts: createDealerDiscounts(kit.services, kit.clock),
  };
}
