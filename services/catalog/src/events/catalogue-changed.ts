import { hostname } from 'node:os';
import { CatalogueChanged } from '@shop/contracts';
import type { Consumer } from '@shop/service-kit/events';
import type { CatalogContext } from '../context';
import { catalogueChanged } from '../http/catalogue-cache';

/**
 * Every catalog replica hears every staff change of the catalogue (its own durable consumer, named by
 * `CATALOG_INSTANCE` or the host, as the shop settings follower does) and drops its rendered answers, so
 * a change made through one replica is not served stale by another until its cache expires.
 */
export function followCatalogueChanges(context: CatalogContext): Promise<Consumer> {
  const instance = (context.env.CATALOG_INSTANCE ?? hostname()).replace(/[^\w-]/g, '_');
  return context.bus.consume({
    durable: `catalog-answers-${instance}`,
    stream: CatalogueChanged.source,
    subjects: [CatalogueChanged.subject],
    handler: async ({ envelope }) => {
      catalogueChanged(context);
      context.log.debug({ eventId: envelope.id }, 'catalogue changed: rendered answers dropped');
    },
  });
}
