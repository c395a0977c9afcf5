import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type DocumentsContext, documentsContext } from './context';
import * as schema from './db/schema';
import { seedTrainingParticipants } from './db/seed';
import { followCatalogueForDocuments } from './domain/shop-documents';
import { adminTrainingRoutes } from './http/admin-training.routes';
import { giftCardDocumentRoutes } from './http/gift-card.routes';
import { insuranceCertificateRoutes } from './http/insurance-certificate.routes';
import { orderAndReturnDocumentRoutes } from './http/order-and-return-documents.routes';
import { priceListRoutes } from './http/price-lists.routes';
import { serviceTrainingRoutes } from './http/service-training.routes';
import { shopDocumentRoutes } from './http/shop-documents.routes';

/** Printable documents: the service training book for dealers, the catalogue, product spec cards, price lists. */
export const documentsService: ServiceDefinition<typeof schema, DocumentsContext> = {
  name: 'documents',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: documentsContext,
  routes: (context) => [
    serviceTrainingRoutes(context),
    shopDocumentRoutes(context),
    orderAndReturnDocumentRoutes(context),
    priceListRoutes(context),
    adminTrainingRoutes(context),
    giftCardDocumentRoutes(context),
    insuranceCertificateRoutes(context),
  ],
  consumers: (context) => [followCatalogueForDocuments(context)],
  seed: seedTrainingParticipants,
};
