import type { Identity, StorefrontLanguage, TrainingBookOffer } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import { serviceTrainingBook } from '../templates/service-training-book';
import { recordGeneratedDocument } from './generated-documents';
import { findTrainingParticipant } from './training-participants';

export interface PdfDownload {
  fileName: string;
  pdf: Uint8Array;
  /** Where the time of printing it went, in ms by step (sent as Server-Timing). */
  timings?: Record<string, number>;
}

/** Tax ids reach us as typed by people ('PL 526-025-02-74'); compare digits only. */
const digitsOfTaxId = (taxId: string | undefined) => taxId?.replace(/^PL/i, '').replace(/[\s-]/g, '');

/**
 * Who may print a dealer's training book: the dealer itself (a B2B customer with that tax id) or an admin.
 * Checked before the list is read, so nobody learns which other dealers were trained.
 */
export function assertMayPrintTrainingBook(identity: Identity, taxId: string): void {
  if (identity.role === 'ADMIN') return;
  if (identity.role === 'GUEST' || !identity.customerId) throw new AppError('authentication_required');
  const ownBook = identity.customerType === 'b2b' && digitsOfTaxId(identity.taxId) === taxId;
  if (!ownBook) throw new AppError('forbidden');
}

/**
 * Whether the downloads page offers a dealer its training book (SPEC §2): only in Polish, and only when the
 * dealer's tax id is on the training participants list. The caller is a dealer (checked by the route).
 */
export async function trainingBookOffer(
  context: Pick<DocumentsContext, 'db'>,
  input: { identity: Identity; lang: StorefrontLanguage },
): Promise<TrainingBookOffer> {
  const taxId = digitsOfTaxId(input.identity.taxId);
  if (input.lang !== 'pl' || !taxId || !/^[0-9]{10}$/.test(taxId)) return { offered: false, taxId: null };
  const listed = await findTrainingParticipant(context.db, taxId);
  return listed ? { offered: true, taxId } : { offered: false, taxId: null };
}

/** Renders the service training book of a dealer on the training list and logs that it was handed out. */
export async function printServiceTrainingBook(
  context: DocumentsContext,
  input: { identity: Identity; taxId: string; lang: StorefrontLanguage },
): Promise<PdfDownload> {
  assertMayPrintTrainingBook(input.identity, input.taxId);
  const dealer = await findTrainingParticipant(context.db, input.taxId);
  if (!dealer) throw new AppError('not_found', { detail: 'tax id not on the service training list' });

  const { brand } = context.settings;
  const book = serviceTrainingBook({ dealer, lang: input.lang, brand, issuedOn: context.clock.now() });
  const pdf = await context.renderer.render(book);
  await recordGeneratedDocument(context.db, {
    kind: 'service-training-book',
    language: input.lang,
    subject: dealer.taxId,
    bytes: pdf.byteLength,
  });
  return { fileName: book.fileName, pdf };
}
