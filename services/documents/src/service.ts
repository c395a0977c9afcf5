import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@shop/service-kit';
import { type DocumentsContext, documentsContext } from './context';
import * as schema from './db/schema';
import { seedTrainingParticipants } from './db/seed';
import { serviceTrainingRoutes } from './http/service-training.routes';

/** Printable documents: the service training book for dealers (later the catalogue, price lists, reports). */
export const documentsService: ServiceDefinition<typeof schema, DocumentsContext> = {
  name: 'documents',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  context: documentsContext,
  routes: (context) => [serviceTrainingRoutes(context)],
  seed: seedTrainingParticipants,
};
