import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { type CatalogueShelf, createCatalogueShelf } from './domain/shop-documents';
import { createPdfRenderer, type PdfRenderer } from './render/pdf-renderer';
import { type DocumentsSettings, documentsSettings } from './settings';

/** What the documents service works with: the kit's context, its settings and its one PDF renderer. */
export interface DocumentsContext extends ServiceContext<typeof schema> {
  settings: DocumentsSettings;
  /** One Chromium for the running service, started on the first document, closed when quiet or stopping. */
  renderer: PdfRenderer;
  /** The catalogue PDFs, built ahead and renewed when the catalogue changes. */
  catalogue: CatalogueShelf;
}

export function documentsContext(kit: ServiceContext<typeof schema>): DocumentsContext {
  const settings = documentsSettings(kit.env);
  const renderer = createPdfRenderer({
    executablePath: settings.chromiumPath,
    concurrency: settings.renderConcurrency,
    limits: { idleMs: settings.browserIdleMs },
    log: kit.log.child({ component: 'pdf-renderer' }),
  });
  // Closed after the HTTP server has drained, so no download loses its browser halfway.
  kit.onStop(() => renderer.close());
  const documents = { ...kit, settings, renderer };
  return { ...documents, catalogue: createCatalogueShelf(documents) };
}
