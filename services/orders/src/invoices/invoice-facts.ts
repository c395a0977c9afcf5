import type { InvoiceRate, ProductCategory } from '@shop/contracts';
import type { ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import type { OrderItemRow, OrderRow } from '../domain/orders/order-view';

// What an invoice needs from other services, asked before it is numbered: the product categories of the
// order's lines (Annex 15), the NBP rate for a foreign currency, and the shop's bank account. A service that
// does not answer throws: the event is delivered again, and nothing was numbered.

type Context = Pick<ServiceContext<typeof schema>, 'services'>;

/**
 * The shop's goods listed in Annex 15 to the VAT act (split payment over 15 000 PLN), by catalogue category:
 * e-bike batteries (electric accumulators). Bicycles, motors, chargers, displays and the rest are not listed.
 * The reading is recorded in docs/decisions/invoices.md.
 */
export const ANNEX_15_CATEGORIES: ReadonlySet<ProductCategory> = new Set<ProductCategory>(['battery']);

/** The variants of `items` whose product is an Annex 15 good. */
export async function annex15Variants(
  context: Context,
  order: Pick<OrderRow, 'currency' | 'customerType' | 'customerId'>,
  items: readonly Pick<OrderItemRow, 'productId' | 'variantId'>[],
): Promise<Set<number>> {
  if (items.length === 0) return new Set();
  const answer = await context.services.post('/internal/catalog/cart-lines', {
    body: {
      currency: order.currency === 'EUR' ? 'EUR' : 'PLN',
      customerType: order.customerType,
      lang: 'pl',
      lines: items.map((item) => ({ productId: item.productId, variantId: item.variantId })),
    },
  });
  if (!answer.ok) throw new Error(`catalog answered the invoice's lines with ${answer.status}`);
  return new Set(
    answer.body.lines.flatMap((line) => (line.found && ANNEX_15_CATEGORIES.has(line.category) ? [line.variantId] : [])),
  );
}

/** The rate in force now (the last NBP table before today) for `currency`; null for PLN. */
export async function invoiceRate(context: Context, currency: string): Promise<InvoiceRate | null> {
  if (currency === 'PLN') return null;
  const answer = await context.services.get('/internal/payments/rates', {});
  if (!answer.ok) throw new Error(`payments answered the rates with ${answer.status}`);
  const rate = answer.body.items.find((item) => item.currency === currency);
  if (!rate) throw new Error(`payments has no rate of ${currency}`);
  return { ratePln: rate.ratePln, tableNo: rate.tableNo ?? null, tableDate: rate.tableDate ?? null };
}

/** The account transfers to the shop go to, printed on an invoice still to be paid; null when not known. */
export async function shopBankAccount(context: Context): Promise<string | null> {
  const answer = await context.services.get('/internal/payments/transfer-account', {});
  return answer.ok ? answer.body.account : null;
}
