import {
  currencyOfLanguage,
  type Identity,
  isUuid,
  StorefrontLanguage as Languages,
  type PricedCurrency,
  type PriceListForPrint,
  type StorefrontLanguage,
  slugOf,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { type PriceListHeading, priceListDocument } from '../templates/price-list';
import { priceListText } from '../templates/price-list.text';
import { recordGeneratedDocument } from './generated-documents';
import type { PriceListRule } from './price-list-rows';
import type { PdfDownload } from './print-service-training-book';
import { documentLanguage } from './shop-documents';

// Price lists as PDFs (issue 16, docs/decisions/documents.md "Price lists"): the public retail list, a
// dealer's own wholesale list, and a definition staff saved in accounts, printed for staff. The rows come
// from catalog's stored prices; the rule is applied here (price-list-rows.ts). The renderer's cache keeps a
// list printed once while its inputs stay the same.

/** What catalog answered per language and currency, kept until the catalogue changes (or for 10 minutes). */
const KEEP_PRICES_MS = 10 * 60_000;
const keptPrices = new WeakMap<object, Map<string, { at: number; answer: Promise<PriceListForPrint> }>>();

function pricesKeptBy(context: DocumentsContext) {
  const kept = keptPrices.get(context.catalogue) ?? new Map();
  keptPrices.set(context.catalogue, kept);
  return kept;
}

/** Forgets the prices read from catalog (the catalogue changed): the next price list reads them again. */
export function forgetCatalogPrices(context: DocumentsContext): void {
  pricesKeptBy(context).clear();
}

/**
 * The rows of a price list from catalog. One read serves every list in that language and currency until
 * catalog announces a change (`followCatalogueForDocuments`), so a list costs its render, not a read of the
 * whole catalogue; a failed read is not kept.
 */
function catalogPrices(
  context: DocumentsContext,
  lang: StorefrontLanguage,
  currency: PricedCurrency,
): Promise<PriceListForPrint> {
  const kept = pricesKeptBy(context);
  const key = `${lang}:${currency}`;
  const now = context.clock.now().getTime();
  const found = kept.get(key);
  if (found && now - found.at < KEEP_PRICES_MS) return found.answer;
  const answer = context.services
    .get('/internal/catalog/documents/price-list', { query: { lang, currency } }, { timeoutMs: 30_000 })
    .then((read) => {
      if (!read.ok) throw new AppError('service_unavailable', { detail: `catalog answered ${read.status}` });
      return read.body;
    });
  kept.set(key, { at: now, answer });
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  return answer;
}

/** A file name of plain letters: 'Dealerzy 2027 – ł' → 'dealerzy-2027-l'. */
const fileSlug = (name: string) => slugOf(name, 60) || 'price-list';

interface PriceListToPrint {
  lang: StorefrontLanguage;
  currency: PricedCurrency;
  rule: PriceListRule;
  heading: PriceListHeading;
  fileName: string;
  subject: string;
}

function priceListPdf(context: DocumentsContext, list: PriceListForPrint, input: PriceListToPrint) {
  const document = priceListDocument({
    list,
    rule: input.rule,
    heading: input.heading,
    lang: input.lang,
    brand: context.settings.brand,
    seller: context.shopSettings().company,
    issuedOn: context.clock.now(),
    fileName: input.fileName,
  });
  return { ...document, tagged: context.settings.priceListTagged };
}

async function printPriceList(context: DocumentsContext, input: PriceListToPrint): Promise<PdfDownload> {
  const timings: Record<string, number> = {};
  let from = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = now - from;
    from = now;
  };
  const list = await catalogPrices(context, input.lang, input.currency);
  step('catalog');
  const document = priceListPdf(context, list, input);
  step('html');
  const pdf = await context.renderer.render(document);
  step('pdf');
  await recordGeneratedDocument(context.db, {
    kind: 'price-list',
    language: input.lang,
    subject: input.subject,
    bytes: pdf.byteLength,
  });
  step('record');
  return { fileName: document.fileName, pdf, timings };
}

const brandSlug = (context: DocumentsContext) => fileSlug(context.settings.brand);

function retailPriceList(context: DocumentsContext, language: StorefrontLanguage): PriceListToPrint {
  const text = priceListText[language];
  return {
    lang: language,
    currency: currencyOfLanguage[language],
    rule: { kind: 'retail', prices: 'gross', discountPercent: 0 },
    heading: { name: text.retailTitle, audience: text.retailCustomers, prices: 'gross', discountPercent: 0 },
    fileName: `${brandSlug(context)}-${fileSlug(text.retailTitle)}-${language}.pdf`,
    subject: 'retail',
  };
}

/** The public retail price list: gross, in the language's currency, as the catalogue prints prices. */
export function printRetailPriceList(context: DocumentsContext, lang: string): Promise<PdfDownload> {
  return printPriceList(context, retailPriceList(context, documentLanguage(lang)));
}

/**
 * Prints the retail lists of every language ahead (after a catalogue change), so the next download is
 * answered from the renderer's cache: the same rows, the same day, the same hash. Nothing is recorded as
 * handed out, and a failure only means the next download prints the list itself.
 */
export async function printRetailPriceListsAhead(context: DocumentsContext): Promise<void> {
  for (const language of Languages.options) {
    const toPrint = retailPriceList(context, language);
    try {
      const list = await catalogPrices(context, language, toPrint.currency);
      await context.renderer.render(priceListPdf(context, list, toPrint));
    } catch (error) {
      context.log.warn({ err: error, lang: language }, 'the retail price list could not be printed ahead');
    }
  }
}

/**
 * The signed-in dealer's own wholesale list: their B2B net prices less their best discount on each product,
 * in the language's currency. A guest must sign in; anyone but a dealer is refused. It names no customer in
 * the path, so nobody can ask for another dealer's or group's prices here.
 */
export async function printDealerPriceList(
  context: DocumentsContext,
  identity: Identity,
  lang: string,
): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  if (identity.role === 'ADMIN') throw new AppError('forbidden');
  if (identity.role === 'GUEST' || !identity.customerId) throw new AppError('authentication_required');
  if (identity.customerType !== 'b2b') throw new AppError('forbidden');
  const answer = await context.services.get('/internal/customers/:customerId/discounts', {
    params: { customerId: identity.customerId },
  });
  if (!answer.ok) throw new AppError('service_unavailable', { detail: `accounts answered ${answer.status}` });
  const text = priceListText[language];
  return printPriceList(context, {
    lang: language,
    currency: currencyOfLanguage[language],
    rule: { kind: 'wholesale', prices: 'net', discountPercent: 0, discounts: answer.body.discounts },
    heading: { name: text.dealerTitle, audience: text.dealer(identity.taxId), prices: 'net', discountPercent: 0 },
    fileName: `${brandSlug(context)}-${fileSlug(text.dealerTitle)}-${language}.pdf`,
    subject: identity.customerId,
  });
}

/** A price list staff saved (accounts), printed in the path's language; an unknown one is not found. */
export async function printSavedPriceList(context: DocumentsContext, id: string, lang: string): Promise<PdfDownload> {
  const language = documentLanguage(lang);
  if (!isUuid(id)) throw new AppError('not_found');
  const answer = await context.services.get('/internal/price-lists/:id', { params: { id } });
  if (!answer.ok) {
    if (answer.status === 404) throw new AppError('not_found');
    throw new AppError('service_unavailable', { detail: `accounts answered ${answer.status}` });
  }
  const { priceList, groupDiscounts } = answer.body;
  const { prices, discountPercent } = priceList;
  const rule: PriceListRule = priceList.group
    ? { kind: 'wholesale', prices, discountPercent, discounts: groupDiscounts }
    : { kind: 'retail', prices, discountPercent };
  return printPriceList(context, {
    lang: language,
    currency: priceList.currency,
    rule,
    heading: {
      name: priceList.name,
      audience: priceList.group?.name ?? priceListText[language].retailCustomers,
      prices,
      discountPercent,
    },
    fileName: `${brandSlug(context)}-${fileSlug(priceList.name)}-${language}.pdf`,
    subject: priceList.id,
  });
}
