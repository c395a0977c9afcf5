import type { ExchangeRate, InvoiceLine, InvoiceRateTotal } from '@shop/contracts';
import { DELIVERY_VAT_RATE, divideHalfUp, spreadDiscount } from '../domain/cart/totals';
import { plnAmount } from '../domain/dashboard/pln';

// What an invoice says, computed once when it is issued (docs/decisions/invoices.md). Prices in the shop are
// gross, so the invoice uses the gross method (art. 106e ust. 7-8 of the VAT act): lines show the gross unit
// price, their share of the discount and the gross value; per VAT rate the tax is worked out from the sum of
// the gross values, so P_15 equals what the customer pays to the grosz. Amounts are minor units.

/** Split payment applies to invoices to a VAT payer over this gross amount in PLN (art. 108a ust. 1a). */
export const SPLIT_PAYMENT_THRESHOLD_PLN = 1_500_000;

export interface OrderLineForInvoice {
  name: string;
  sku: string;
  quantity: number;
  unitGross: number;
  lineGross: number;
  vatRate: number;
  annex15: boolean;
}

export interface OrderForInvoice {
  currency: string;
  items: readonly OrderLineForInvoice[];
  discount: number;
  delivery: number;
}

export interface InvoiceContents {
  lines: InvoiceLine[];
  rateTotals: InvoiceRateTotal[];
  totalGross: number;
  totalGrossPln: number;
}

/** The rate that turns the invoice's currency into PLN; null for a PLN invoice. */
export type PlnRate = Pick<ExchangeRate, 'ratePln'> | null;

const toPln = (amount: number, currency: string, rate: PlnRate) =>
  currency === 'PLN' || !rate ? amount : plnAmount(amount, currency, () => rate as ExchangeRate);

/** The VAT inside a gross amount at `vatRate` percent, rounded half up (symmetric for negative amounts). */
export function vatOfGross(gross: number, vatRate: number): number {
  const vat = divideHalfUp(Math.abs(gross) * vatRate, 100 + vatRate);
  return gross < 0 ? -vat : vat;
}

/** Lines of an order as the invoice lists them: its goods, each with its share of the discount, and delivery. */
export function orderLines(order: OrderForInvoice): InvoiceLine[] {
  const shares = spreadDiscount(
    order.discount,
    order.items.map((item) => item.lineGross),
  );
  const lines: InvoiceLine[] = order.items.map((item, i) => ({
    name: item.name,
    sku: item.sku,
    unit: 'szt.',
    quantity: item.quantity,
    unitGross: item.unitGross,
    discount: shares[i] ?? 0,
    gross: item.lineGross - (shares[i] ?? 0),
    vatRate: item.vatRate,
    annex15: item.annex15,
  }));
  if (order.delivery > 0)
    lines.push({
      name: 'Dostawa',
      sku: null,
      unit: 'usł.',
      quantity: 1,
      unitGross: order.delivery,
      discount: 0,
      gross: order.delivery,
      vatRate: DELIVERY_VAT_RATE,
      annex15: false,
    });
  return lines;
}

/** Net, VAT and gross per VAT rate (highest rate first), VAT from each rate's gross sum. */
export function rateTotalsOf(
  lines: readonly Pick<InvoiceLine, 'gross' | 'vatRate'>[],
  currency: string,
  rate: PlnRate,
): InvoiceRateTotal[] {
  const grossByRate = new Map<number, number>();
  for (const line of lines) grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.gross);
  return [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, gross]) => {
      const vat = vatOfGross(gross, vatRate);
      return { vatRate, net: gross - vat, vat, gross, vatPln: toPln(vat, currency, rate) };
    });
}

/** The contents of an invoice for `lines`: what it documents in total, in its currency and in PLN. */
export function contentsOf(lines: InvoiceLine[], currency: string, rate: PlnRate): InvoiceContents {
  const rateTotals = rateTotalsOf(lines, currency, rate);
  const totalGross = rateTotals.reduce((sum, total) => sum + total.gross, 0);
  return { lines, rateTotals, totalGross, totalGrossPln: toPln(totalGross, currency, rate) };
}

/**
 * P_18A: an invoice to a VAT payer over 15 000 PLN gross with at least one good of Annex 15 carries
 * "mechanizm podzielonej płatności".
 */
export function needsSplitPayment(contents: InvoiceContents, buyerIsTaxpayer: boolean): boolean {
  return (
    buyerIsTaxpayer &&
    contents.totalGrossPln > SPLIT_PAYMENT_THRESHOLD_PLN &&
    contents.lines.some((line) => line.annex15)
  );
}

/**
 * A correction giving back `refund` (gross, positive) of an invoice whose totals per rate were `original`:
 * one line per rate, the refund shared out by each rate's gross, every amount negative.
 */
export function refundLines(refund: number, original: readonly InvoiceRateTotal[], title: string): InvoiceLine[] {
  const positive = original.filter((total) => total.gross > 0);
  const shares = spreadDiscount(
    refund,
    positive.map((total) => total.gross),
  );
  return positive
    .map((total, i) => ({ vatRate: total.vatRate, share: shares[i] ?? 0 }))
    .filter(({ share }) => share > 0)
    .map(({ vatRate, share }) => ({
      name: title,
      sku: null,
      unit: 'szt.',
      quantity: 1,
      unitGross: -share,
      discount: 0,
      gross: -share,
      vatRate,
      annex15: false,
    }));
}
