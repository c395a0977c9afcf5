import type { ServiceContext } from '@shop/service-kit';
import type * as schema from '../../db/schema';
import { type CatalogLines, createCatalogLines } from './catalog-lines';
import { createEnabledPayments, type EnabledPayments } from './enabled-payments';
import { createPromoLookup, type PromoLookup } from './promo-codes';

/** What the cart use cases need of the service. */
export type CartDeps = Pick<ServiceContext<typeof schema>, 'db' | 'services' | 'transaction'>;

interface CartTools {
  catalog: CatalogLines;
  promos: PromoLookup;
  payments: EnabledPayments;
}

// One set of short-lived caches per running service (tests start several in one process).
const toolsByDatabase = new WeakMap<object, CartTools>();

export function cartTools(deps: CartDeps): CartTools {
  let tools = toolsByDatabase.get(deps.db);
  if (!tools) {
    tools = {
      catalog: createCatalogLines(deps.services),
      promos: createPromoLookup(deps.db),
      payments: createEnabledPayments(deps.services),
    };
    toolsByDatabase.set(deps.db, tools);
  }
  return tools;
}
