import type { CheckoutInvoice } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import type * as schema from '../db/schema';
import { invoiceRequests } from '../db/schema';

/**
 * A shopper's "I want an invoice" from checkout, written in the order's transaction: the invoice itself is
 * issued once the order is paid or sent (order-invoices.ts). The NIP's checksum was checked by the contract.
 */
export async function recordInvoiceRequest(
  tx: Transaction<typeof schema>,
  orderId: string,
  invoice: CheckoutInvoice | undefined,
) {
  if (!invoice) return;
  await tx
    .insert(invoiceRequests)
    .values(
      invoice.buyer === 'company'
        ? { orderId, buyer: 'company', companyName: invoice.companyName, taxId: invoice.taxId }
        : { orderId, buyer: 'consumer' },
    );
}
