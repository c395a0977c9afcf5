import type { InvoiceLine, InvoiceParty, InvoiceRate, InvoiceRateTotal } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.schema';

// VAT invoices (issue 26, docs/decisions/invoices.md). An invoice is written whole, numbered and with its
// FA(3) XML, in one transaction; the KSeF columns are filled later by the sender (state, KSeF number, UPO).

const kinds = ['VAT', 'KOR', 'ZAL', 'ROZ'] as const;
const states = ['draft', 'queued', 'sent', 'accepted', 'rejected', 'offline'] as const;

/**
 * The last number given in each series (kind and year). Issuing increments the row in the invoice's own
 * transaction: the row lock makes concurrent issuers wait, and a rolled-back or killed issue gives its number
 * back with everything else, so the series has no gap and no repeat.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: kinds }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export interface InvoicePayment {
  /** The order's payment method (SPEC §3). */
  method: string;
  /** Paid before the invoice: the day (yyyy-mm-dd); null when still due. */
  paidOn: string | null;
  /** When not paid yet: the last day to pay (yyyy-mm-dd). */
  dueDate: string | null;
  /** Where a transfer goes (the shop's account), when known. */
  bankAccount: string | null;
}

/** What an invoice refers to: a correction's original, or the advance invoices a final one accounts for. */
export interface InvoiceReference {
  invoiceId: string;
  number: string;
  issueDate: string;
  ksefNumber: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: kinds }).notNull(),
    /** FV/2026/000123: prefix of the kind, year, the series' sequence. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /**
     * What the invoice is issued for, once: `final:<order>` (VAT or ROZ), `advance:<order>` (ZAL),
     * `refund:<transaction>` (KOR). A second issue for the same thing finds it instead of numbering again.
     */
    issueKey: text('issue_key').notNull().unique(),
    state: text('state', { enum: states }).notNull().default('queued'),
    /** P_1: the day it is issued (Warsaw); P_6: the day of delivery or payment when it differs. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    saleDate: date('sale_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    rateTotals: jsonb('rate_totals').$type<InvoiceRateTotal[]>().notNull(),
    /** P_15 in minor units of `currency`: what the invoice documents (negative for a correction). */
    totalGross: bigint('total_gross', { mode: 'number' }).notNull(),
    totalGrossPln: bigint('total_gross_pln', { mode: 'number' }).notNull(),
    rate: jsonb('rate').$type<InvoiceRate>(),
    payment: jsonb('payment').$type<InvoicePayment>().notNull(),
    /** P_18A: split payment ("mechanizm podzielonej płatności"). */
    splitPayment: boolean('split_payment').notNull().default(false),
    references: jsonb('references').$type<InvoiceReference[]>().notNull().default([]),
    /** A correction's reason (PrzyczynaKorekty). */
    reason: text('reason'),
    /** The FA(3) document as issued (rebuilt by the sender when a referenced KSeF number arrives later). */
    xml: text('xml').notNull(),
    ksefNumber: text('ksef_number'),
    /** The reference KSeF gave the sent document, to poll its status. */
    ksefReference: text('ksef_reference'),
    /** The online session the document was sent in (its status and UPO are asked within it). */
    ksefSession: text('ksef_session'),
    ksefSentAt: timestamp('ksef_sent_at', { withTimezone: true }),
    /**
     * The sender's round that took it to send or to ask about, and until when (claim-then-send: no lock is held
     * while KSeF is called; another round takes it once the claim has run out).
     */
    ksefClaim: uuid('ksef_claim'),
    ksefClaimedUntil: timestamp('ksef_claimed_until', { withTimezone: true }),
    ksefAcceptedAt: timestamp('ksef_accepted_at', { withTimezone: true }),
    ksefRejection: text('ksef_rejection'),
    /** The official receipt (UPO) XML. */
    upo: text('upo'),
    /** Issued in offline mode: from when, so staff see the queue's age. */
    offlineSince: timestamp('offline_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_series_idx').on(t.kind, t.year, t.sequence),
    index('invoices_order_idx').on(t.orderId, t.createdAt),
    index('invoices_to_send_idx').on(t.createdAt).where(sql`${t.state} in ('queued', 'offline')`),
  ],
);

/** A shopper's "I want an invoice" from checkout, written with the order (a dealer's order needs none). */
export const invoiceRequests = pgTable('invoice_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  buyer: text('buyer', { enum: ['company', 'consumer'] }).notNull(),
  companyName: text('company_name'),
  taxId: text('tax_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
