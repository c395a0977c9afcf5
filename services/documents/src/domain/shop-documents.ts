import { hostname } from 'node:os';
import { CatalogueChanged, StorefrontLanguage as Languages, type StorefrontLanguage } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Consumer } from '@shop/service-kit/events';
import type { DocumentsContext } from '../context';
import { catalogueDocument, productCardDocument } from '../templates/shop-documents';
import { recordGeneratedDocument } from './generated-documents';
import { forgetCatalogPrices, printRetailPriceListsAhead } from './price-lists';
import type { PdfDownload } from './print-service-training-book';

// The catalogue and the product spec cards (issue 16). Both read the catalogue through catalog's internal
// routes, which send pictures inline; the renderer's own cache keeps a card printed once. The catalogue is
// built ahead for each language and kept until catalog announces a change, so a download is instant.

/** A language of a document path: pl or en; anything else is a document that does not exist (404). */
export function documentLanguage(lang: string): StorefrontLanguage {
  const parsed = Languages.safeParse(lang);
  if (!parsed.success) throw new AppError('not_found', { detail: `no documents in language '${lang}'` });
  return parsed.data;
}

async function printCatalogue(context: DocumentsContext, lang: StorefrontLanguage): Promise<PdfDownload> {
  const answer = await context.services.get(
    '/internal/catalog/documents/catalogue',
    { query: { lang } },
    { timeoutMs: 30_000 },
  );
  if (!answer.ok) throw new AppError('service_unavailable', { detail: `catalog answered ${answer.status}` });
  const document = catalogueDocument({
    catalogue: answer.body,
    lang,
    brand: context.settings.brand,
    issuedOn: context.clock.now(),
  });
  const pdf = await context.renderer.render(document);
  return { fileName: document.fileName, pdf };
}

export interface CatalogueShelf {
  /** The catalogue PDF of a language: the one built ahead, or built now when there is none yet. */
  get(lang: StorefrontLanguage): Promise<PdfDownload>;
  /** Drops the built catalogues and builds them again (the catalogue changed). */
  renew(): void;
}

export function createCatalogueShelf(context: Omit<DocumentsContext, 'catalogue'>): CatalogueShelf {
  const built = new Map<StorefrontLanguage, Promise<PdfDownload>>();
  const building = new Set<StorefrontLanguage>();
  // Changes that came while a build ran: one more build follows it, however many came (a bulk edit in the
  // panel announces many), so a burst of changes costs two builds, not one per change.
  const stale = new Set<StorefrontLanguage>();
  const build = (lang: StorefrontLanguage) => {
    const printing = printCatalogue(context as DocumentsContext, lang);
    built.set(lang, printing);
    building.add(lang);
    printing
      .catch((error: unknown) => {
        // A failed build is not kept: the next download tries again.
        if (built.get(lang) === printing) built.delete(lang);
        context.log.warn({ err: error, lang }, 'the catalogue PDF could not be built');
      })
      .finally(() => {
        building.delete(lang);
        if (stale.delete(lang)) build(lang);
      });
    return printing;
  };
  return {
    get: (lang) => built.get(lang) ?? build(lang),
    renew() {
      for (const lang of Languages.options) {
        if (building.has(lang)) stale.add(lang);
        else build(lang);
      }
    },
  };
}

/** The catalogue PDF of a language, recorded as handed out. */
export async function downloadCatalogue(context: DocumentsContext, lang: string): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  const download = await context.catalogue.get(language);
  await recordGeneratedDocument(context.db, {
    kind: 'catalogue',
    language,
    subject: 'catalogue',
    bytes: download.pdf.byteLength,
  });
  return download;
}

/** The spec card of a product shoppers can see; a hidden or unknown product is not found. */
export async function printProductCard(context: DocumentsContext, id: number, lang: string): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  const answer = await context.services.get('/internal/catalog/documents/products/:id', {
    params: { id },
    query: { lang: language },
  });
  if (!answer.ok) {
    if (answer.status === 404) throw new AppError('product_not_found');
    throw new AppError('service_unavailable', { detail: `catalog answered ${answer.status}` });
  }
  const document = await productCardDocument({
    product: answer.body,
    lang: language,
    brand: context.settings.brand,
    shopUrl: context.settings.shopUrl,
  });
  const pdf = await context.renderer.render(document);
  await recordGeneratedDocument(context.db, {
    kind: 'product-card',
    language,
    subject: String(id),
    bytes: pdf.byteLength,
  });
  return { fileName: document.fileName, pdf };
}

/** How long after the last of a run of catalogue changes the documents built ahead are printed again. */
export const AHEAD_AFTER_CHANGE_MS = 2_000;

/**
 * Prints again what is built ahead — the catalogues and the retail price lists — once catalog announces a
 * change, the last of a run of changes (a bulk edit in the panel announces many) followed by one build
 * `AHEAD_AFTER_CHANGE_MS` later; catalog's rows are forgotten at once, so a list asked meanwhile is current.
 * Nothing is built at start: Chromium starts with the first document (issue 20), and a catalogue not built
 * yet is built by its first download. Every replica has its own durable consumer, named like catalog's.
 */
export function followCatalogueForDocuments(context: DocumentsContext): Promise<Consumer> {
  const instance = (context.env.DOCUMENTS_INSTANCE ?? hostname()).replace(/[^\w-]/g, '_');
  let timer: NodeJS.Timeout | undefined;
  context.onStop(() => clearTimeout(timer));
  return context.bus.consume({
    durable: `documents-catalogue-${instance}`,
    stream: CatalogueChanged.source,
    subjects: [CatalogueChanged.subject],
    handler: async ({ envelope }) => {
      forgetCatalogPrices(context);
      clearTimeout(timer);
      timer = setTimeout(() => {
        context.catalogue.renew();
        void printRetailPriceListsAhead(context);
      }, AHEAD_AFTER_CHANGE_MS);
      timer.unref();
      context.log.debug({ eventId: envelope.id }, 'catalogue changed: documents built ahead again shortly');
    },
  });
}
