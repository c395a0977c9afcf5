import { z } from 'zod';
import { Currency } from '../enums';
import { normalizeTaxId, TaxId, taxIdPattern } from './account';
import { Money } from './common';

// VAT invoices (issue 26, docs/decisions/invoices.md): the kinds and states of an invoice, the NIP check that
// runs before anything is numbered, what a shopper asks for at checkout and how an invoice reads back.

/** FA(3)'s RodzajFaktury the shop issues: basic, correction, advance (zaliczkowa), final (rozliczeniowa). */
export const InvoiceKind = z.enum(['VAT', 'KOR', 'ZAL', 'ROZ']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/** Where an invoice stands with KSeF: numbered and waiting to be sent (queued) until KSeF answers. */
export const InvoiceState = z.enum(['draft', 'queued', 'sent', 'accepted', 'rejected', 'offline']);
export type InvoiceState = z.infer<typeof InvoiceState>;

/** The weights of a NIP's first nine digits; their sum modulo 11 is the tenth digit (10 is never valid). */
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * The tax office part FA(3) accepts (TNrNIP of the Ministry's schema): the first digit is not 0 and the first
 * three are not X00. A NIP outside it is rejected by KSeF after being numbered, so it is refused before.
 */
const taxOfficePattern = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/;

/**
 * True for a Polish NIP of a real tax office whose tenth digit is its checksum ('526-025-02-74' is read as its
 * digits).
 */
export function isValidNip(value: string): boolean {
  const digits = normalizeTaxId(value);
  if (!taxIdPattern.test(digits) || !taxOfficePattern.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** A NIP an invoice can carry: 10 digits (SPEC §5) whose checksum holds. */
export const Nip = TaxId.refine(isValidNip, { error: 'field.tax_id_checksum' });

/**
 * "I want an invoice" at checkout: a company's (its name and NIP; the address is the billing address) or a
 * consumer's, without NIP. Absent: no invoice (a dealer's order always gets one, SPEC §1).
 */
export const CheckoutInvoice = z.discriminatedUnion('buyer', [
  z.strictObject({ buyer: z.literal('company'), companyName: z.string().trim().min(1).max(200), taxId: Nip }),
  z.strictObject({ buyer: z.literal('consumer') }),
]);
export type CheckoutInvoice = z.infer<typeof CheckoutInvoice>;

/** One line as the invoice shows it, amounts in the invoice's currency (gross method, art. 106e ust. 7). */
export const InvoiceLine = z.object({
  name: z.string(),
  sku: z.string().nullable(),
  unit: z.string(),
  quantity: z.number(),
  unitGross: z.number().int(),
  /** The line's share of the order's discount (P_10). */
  discount: z.number().int(),
  /** What the line comes to after the discount (P_11A). */
  gross: z.number().int(),
  vatRate: z.number(),
  /** A good of Annex 15 to the VAT act (split payment), by the shop's list in docs/decisions/invoices.md. */
  annex15: z.boolean(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** Net, VAT and gross of one VAT rate, in the invoice's currency and (for a foreign currency) VAT in PLN. */
export const InvoiceRateTotal = z.object({
  vatRate: z.number(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  vatPln: z.number().int(),
});
export type InvoiceRateTotal = z.infer<typeof InvoiceRateTotal>;

/** A party of an invoice: seller or buyer. A consumer has no NIP; an EU buyer may have a VAT ID instead. */
export const InvoiceParty = z.object({
  name: z.string(),
  taxId: z.string().nullable(),
  vatId: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof InvoiceParty>;

/** The NBP rate an invoice in a foreign currency converts its VAT with (the last table before the event). */
export const InvoiceRate = z.object({
  ratePln: z.string(),
  tableNo: z.string().nullable(),
  tableDate: z.iso.date().nullable(),
});
export type InvoiceRate = z.infer<typeof InvoiceRate>;

export const InvoiceView = z.object({
  id: z.uuid(),
  kind: InvoiceKind,
  number: z.string(),
  state: InvoiceState,
  orderId: z.uuid(),
  issueDate: z.iso.date(),
  currency: Currency,
  total: Money,
  totalPln: Money,
  /** The original a correction corrects, or the advance invoices a final one accounts for. */
  refersTo: z.array(z.object({ number: z.string(), ksefNumber: z.string().nullable() })),
  ksefNumber: z.string().nullable(),
  splitPayment: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type InvoiceView = z.infer<typeof InvoiceView>;
export const InvoiceList = z.object({ items: z.array(InvoiceView) });
export type InvoiceList = z.infer<typeof InvoiceList>;

/** One invoice as the back office reads it: the parties, lines, totals per rate, payment and KSeF state. */
export const InvoiceDetail = InvoiceView.extend({
  /** P_6: the day of delivery or payment when it differs from the issue date. */
  saleDate: z.iso.date().nullable(),
  seller: InvoiceParty,
  buyer: InvoiceParty,
  lines: z.array(InvoiceLine),
  rateTotals: z.array(InvoiceRateTotal),
  rate: InvoiceRate.nullable(),
  payment: z.object({
    method: z.string(),
    paidOn: z.iso.date().nullable(),
    dueDate: z.iso.date().nullable(),
    bankAccount: z.string().nullable(),
  }),
  /** A correction's reason. */
  reason: z.string().nullable(),
  /** Why KSeF refused it, when it did. */
  ksefRejection: z.string().nullable(),
  /** When KSeF accepted it; whether its official receipt (UPO) is kept; since when it waits offline. */
  ksefAcceptedAt: z.iso.datetime().nullable(),
  hasUpo: z.boolean(),
  offlineSince: z.iso.datetime().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;
