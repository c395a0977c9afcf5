import type { InvoiceKind } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { invoiceCounters } from '../db/schema';

// One continuous series per kind and year (docs/decisions/invoices.md): FV/2026/000123. The counter row is
// incremented by one statement that inserts the year's first row or bumps it; the row stays locked until the
// issuing transaction ends, so issuers of one series take turns, and a transaction that never commits (an
// error, a refusal found late, a process killed with -9) takes its increment with it.

type Tx = Transaction<typeof schema>;

/** The series' prefix of each kind: faktura VAT, korygująca, zaliczkowa, rozliczeniowa. */
export const invoicePrefix: Record<InvoiceKind, string> = { VAT: 'FV', KOR: 'FK', ZAL: 'FZ', ROZ: 'FR' };

export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${invoicePrefix[kind]}/${year}/${String(sequence).padStart(6, '0')}`;
}

/** The next number of the series `kind`/`year`, taken inside `tx` (call it last, right before the insert). */
export async function nextInvoiceNumber(tx: Tx, kind: InvoiceKind, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastNumber });
  if (!row) throw new Error(`no number for the ${kind} series of ${year}`);
  return { year, sequence: row.sequence, number: formatInvoiceNumber(kind, year, row.sequence) };
}
