import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type DocumentsContext, documentsContext } from './context';
import * as schema from './db/schema';
import { seedTrainingParticipants } from './db/seed';
import { followCatalogueForDocuments } from './domain/shop-documents';
import { serviceTrainingRoutes } from './http/service-training.routes';
import { shopDocumentRoutes } from './http/shop-documents.routes';

/** Printable documents: the service training book for dealers, the catalogue and product spec cards. */
export const documentsService: ServiceDefinition<typeof schema, DocumentsContext> = {
  name: 'documents',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: documentsContext,
  routes: (context) => [serviceTrainingRoutes(context), shopDocumentRoutes(context)],
  consumers: (context) => [followCatalogueForDocuments(context)],
  seed: seedTrainingParticipants,
};
