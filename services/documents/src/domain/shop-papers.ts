import { ShopPaper } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { declarationDocument, paperDocument } from '../templates/shop-papers';
import { shopPaper } from '../templates/shop-papers.text';
import { recordGeneratedDocument } from './generated-documents';
import type { PdfDownload } from './print-service-training-book';
import { documentLanguage } from './shop-documents';

// The documents page's papers (issue 25). The warranty terms and the user manual are the same for every
// bike; a declaration of conformity names one bike the catalogue shows, with its specification. A speed
// pedelec (assistance beyond 25 km/h) is a type-approved moped with its own certificate: no EPAC declaration.

/** The warranty terms or the user manual; any other paper is a document that does not exist. */
export async function printShopPaper(context: DocumentsContext, paper: string, lang: string): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  const parsed = ShopPaper.safeParse(paper);
  if (!parsed.success) throw new AppError('not_found', { detail: `no paper '${paper}'` });
  // The maker is the company as staff keep it in the shop settings, the same the contact page names.
  const maker = context.shopSettings().company;
  const document = paperDocument({
    paper: shopPaper(parsed.data, language, context.settings.brand, maker),
    lang: language,
    brand: context.settings.brand,
    maker,
  });
  const pdf = await context.renderer.render(document);
  await recordGeneratedDocument(context.db, {
    kind: parsed.data,
    language,
    subject: parsed.data,
    bytes: pdf.byteLength,
  });
  return { fileName: document.fileName, pdf };
}

/** A bike's declaration of conformity; a product that is not a bike (or is hidden, or unknown) is not found. */
export async function printDeclaration(context: DocumentsContext, id: number, lang: string): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  const answer = await context.services.get('/internal/catalog/documents/products/:id', {
    params: { id },
    query: { lang: language },
  });
  if (!answer.ok) {
    if (answer.status === 404) throw new AppError('product_not_found');
    throw new AppError('service_unavailable', { detail: `catalog answered ${answer.status}` });
  }
  const { product } = answer.body;
  if (product.category !== 'bike' || product.tags.includes('s-pedelec')) {
    throw new AppError('not_found', { detail: `product ${id} has no EPAC declaration of conformity` });
  }
  const document = declarationDocument({
    product,
    lang: language,
    brand: context.settings.brand,
    maker: context.shopSettings().company,
    issuedOn: context.clock.now(),
  });
  const pdf = await context.renderer.render(document);
  await recordGeneratedDocument(context.db, {
    kind: 'declaration',
    language,
    subject: String(id),
    bytes: pdf.byteLength,
  });
  return { fileName: document.fileName, pdf };
}
