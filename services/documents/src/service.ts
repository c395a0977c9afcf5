import { fileURLToPath } from 'node:url';
import type { ServiceDefinition, ServiceContext } from '@shop/service-kit';
import * as schema from './db/schema';
import { seedTrainingParticipants } from './db/seed';
import { serviceTrainingRoutes } from './http/service-training.routes';
import { createPdfRenderer, type PdfRenderer } from './render/pdf-renderer';
import { documentsSettings } from './settings';

type Deps = ServiceContext<typeof schema>;

// The kit builds routes and consumers from the same deps but has no stop hook of its own, so the one renderer
// of a running service is kept per deps: routes render with it, and the "consumer" below closes its browser
// when the service stops (after the HTTP server has drained).
const renderers = new WeakMap<Deps, PdfRenderer>();

function rendererOf(deps: Deps): PdfRenderer {
  let renderer = renderers.get(deps);
  if (!renderer) {
    const settings = documentsSettings(deps.env);
    renderer = createPdfRenderer({
      executablePath: settings.chromiumPath,
      concurrency: settings.renderConcurrency,
      log: deps.log.child({ component: 'pdf-renderer' }),
    });
    renderers.set(deps, renderer);
  }
  return renderer;
}

/** Printable documents: the service training book for dealers (later the catalogue, price lists, reports). */
export const documentsService: ServiceDefinition<typeof schema> = {
  name: 'documents',
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  routes: (deps) => [serviceTrainingRoutes(deps, rendererOf(deps), documentsSettings(deps.env))],
  consumers: (deps) => {
    const renderer = rendererOf(deps);
    return [Promise.resolve({ stop: () => renderer.close() })];
  },
  seed: seedTrainingParticipants,
};
