import type { InvoiceKind, InvoiceParty, InvoiceRate } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { type InvoicePayment, type InvoiceReference, invoices } from '../db/schema';
import type { InvoiceContents } from './contents';
import { buildFa3Xml } from './fa3-xml';
import { nextInvoiceNumber } from './numbering';
import { type InvoiceRefusal, refusal } from './refusals';

// Issuing: everything the invoice says is settled before (contents, parties, payment); here it gets the
// next number of its series and is written with its FA(3) XML, in the caller's transaction, so the number
// and the invoice commit together or not at all. It starts `queued` for the KSeF sender.

type Tx = Transaction<typeof schema>;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceDraft {
  kind: InvoiceKind;
  /** What it is issued for, once (see `invoices.issueKey`). */
  issueKey: string;
  orderId: string;
  orderNumber: string;
  issueDate: string;
  saleDate: string | null;
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  contents: InvoiceContents;
  rate: InvoiceRate | null;
  payment: InvoicePayment;
  splitPayment: boolean;
  references: InvoiceReference[];
  reason: string | null;
  /** ZAL: the whole order's gross value. */
  orderGross?: number;
  now: Date;
}

/** Numbers and writes `draft`; an invoice already issued for its key is refused (nothing numbered). */
export async function issueInvoice(tx: Tx, draft: InvoiceDraft): Promise<InvoiceRow | InvoiceRefusal> {
  const [already] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.issueKey, draft.issueKey));
  if (already) return refusal('conflict', 'error.invoice_already_issued', undefined, { number: already.number });

  const year = Number(draft.issueDate.slice(0, 4));
  const { sequence, number } = await nextInvoiceNumber(tx, draft.kind, year);
  const { contents } = draft;
  const xml = buildFa3Xml({
    ...draft,
    ...contents,
    number,
    generatedAt: draft.now.toISOString(),
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: draft.kind,
      number,
      year,
      sequence,
      orderId: draft.orderId,
      issueKey: draft.issueKey,
      issueDate: draft.issueDate,
      saleDate: draft.saleDate,
      currency: draft.currency,
      seller: draft.seller,
      buyer: draft.buyer,
      lines: contents.lines,
      rateTotals: contents.rateTotals,
      totalGross: contents.totalGross,
      totalGrossPln: contents.totalGrossPln,
      rate: draft.rate,
      payment: draft.payment,
      splitPayment: draft.splitPayment,
      references: draft.references,
      reason: draft.reason,
      xml,
      createdAt: draft.now,
    })
    .returning();
  if (!row) throw new Error(`invoice ${number} was not written`);
  return row;
}
