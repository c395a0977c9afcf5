import { randomBytes } from 'node:crypto';
import type { InvoiceParty } from '@shop/contracts';
import type { Database } from '@shop/service-kit/db';
import type * as schema from '../db/schema';
import { orders } from '../db/schema';
import { contentsOf, orderLines } from './contents';
import { type InvoiceDraft, type InvoiceRow, issueInvoice } from './issue-invoice';
import { isRefusal } from './refusals';

// What the invoice tests on PostgreSQL share: the demo shop as seller (its NIP is the KSeF sandbox's
// context), a dealer as buyer, one bike's lines, dealers' orders placed straight in the table, and a paid
// VAT invoice's draft for one of them.

export const sellerParty: InvoiceParty = {
  name: 'Zefir Sp. z o.o.',
  taxId: '5250000009',
  vatId: null,
  street: 'ul. Fabryczna 14',
  zipCode: '55-040',
  city: 'Kobierzyce',
  country: 'PL',
  email: null,
};

export const buyerParty: InvoiceParty = {
  name: 'Rowery Kowalski sp.j.',
  taxId: '7792433421',
  vatId: null,
  street: 'ul. Długa 5',
  zipCode: '61-001',
  city: 'Poznań',
  country: 'PL',
  email: null,
};

/** One Zefir City at 7 999 PLN gross, 23% VAT. */
export const oneBikeLines = orderLines({
  currency: 'PLN',
  items: [
    {
      name: 'Zefir City',
      sku: 'ZC-1',
      quantity: 1,
      unitGross: 799_900,
      lineGross: 799_900,
      vatRate: 23,
      annex15: false,
    },
  ],
  discount: 0,
  delivery: 0,
});

/** `count` dealers' orders, paid by transfer; their ids and numbers. */
export async function placeDealerOrders(
  db: Database<typeof schema>,
  count: number,
): Promise<{ id: string; number: string }[]> {
  return db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        number: `ZF/2026/${randomBytes(5).toString('hex')}`,
        customerType: 'b2b' as const,
        type: 'STANDARD' as const,
        deliveryMethod: 'COURIER' as const,
        paymentMethod: 'transfer',
        totalAmount: 799_900,
        currency: 'PLN',
        token: randomBytes(8).toString('hex'),
      })),
    )
    .returning({ id: orders.id, number: orders.number });
}

/** The final VAT invoice of a paid order, issued `issueDate` (26 November 2026 unless told). */
export function paidVatDraft(order: { id: string; number: string }, issueDate = '2026-11-26'): InvoiceDraft {
  return {
    kind: 'VAT',
    issueKey: `final:${order.id}`,
    orderId: order.id,
    orderNumber: order.number,
    issueDate,
    saleDate: null,
    currency: 'PLN',
    seller: sellerParty,
    buyer: buyerParty,
    contents: contentsOf(oneBikeLines, 'PLN', null),
    rate: null,
    payment: { method: 'transfer', paidOn: issueDate, dueDate: null, bankAccount: null },
    splitPayment: false,
    references: [],
    reason: null,
    now: new Date(`${issueDate}T10:00:00Z`),
  };
}

/** Issues `draft` in its own transaction; a refusal fails the test. */
export async function issued(db: Database<typeof schema>, draft: InvoiceDraft): Promise<InvoiceRow> {
  const row = await db.transaction((tx) => issueInvoice(tx, draft));
  if (isRefusal(row)) throw new Error(`refused: ${row.messageKey}`);
  return row;
}
