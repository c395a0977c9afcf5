import type {
  AdminInvoiceBuyerFix,
  AdminInvoiceCorrectionInput,
  AdminInvoiceListQuery,
  AdminInvoiceSummary,
  InvoiceParty,
} from '@shop/contracts';
import { translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  changedMeanwhile,
  containsFolded,
  type Executor,
  isUniqueViolation,
  listAnswerOf,
  listOffset,
  listOrder,
  recordAudit,
  type Transaction,
} from '@shop/service-kit/db';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../context';
import type * as schema from '../db/schema';
import { invoices, orders } from '../db/schema';
import { lockOrder } from '../domain/orders/order-changes';
import { issueCorrection } from './corrections';
import { fa3Problems, hasXmllint } from './fa3-check';
import { buildFa3Xml } from './fa3-xml';
import { toInvoiceView } from './invoice-views';
import type { InvoiceRow } from './issue-invoice';
import { sellerOf } from './parties';
import { isRefusal, toAppError } from './refusals';

// What staff do with invoices beyond reading one (issue 26): the list with its filters, a rejected invoice
// queued again under its number (its buyer's data fixed first when KSeF refused them), and a correction
// issued by hand, once per idempotency key. Each write is audited in its transaction.

type Db = Executor<typeof schema>;
type Tx = Transaction<typeof schema>;
const ENTITY = 'invoice';

export async function listAdminInvoices(db: Db, query: z.output<typeof AdminInvoiceListQuery>) {
  const { filters } = query;
  const where = and(
    filters.kind ? eq(invoices.kind, filters.kind) : undefined,
    filters.state ? eq(invoices.state, filters.state) : undefined,
    filters.buyer
      ? or(
          containsFolded(sql`${invoices.buyer}->>'name'`, filters.buyer),
          containsFolded(sql`coalesce(${invoices.buyer}->>'taxId', ${invoices.buyer}->>'vatId', '')`, filters.buyer),
        )
      : undefined,
    filters.from ? sql`${invoices.issueDate} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${invoices.issueDate} <= ${filters.to}::date` : undefined,
  );
  const columns = {
    createdAt: invoices.createdAt,
    issueDate: invoices.issueDate,
    number: invoices.number,
    state: invoices.state,
  };
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...listOrder(query, columns, invoices.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return listAnswerOf(rows.map(summaryOf), total, query);
}

function summaryOf(row: InvoiceRow): AdminInvoiceSummary {
  return {
    ...toInvoiceView(row),
    buyerName: row.buyer.name,
    buyerTaxId: row.buyer.taxId ?? row.buyer.vatId,
    ksefRejection: row.ksefRejection,
  };
}

/** 409 unless KSeF rejected the invoice: only its refusal lets an invoice be sent twice under its number. */
function assertRejected(row: InvoiceRow) {
  if (row.state !== 'rejected')
    throw new AppError('conflict', {
      messageKey: 'error.invoice_not_rejected',
      detail: `the invoice is ${row.state}; only a rejected one is sent again`,
    });
}

/**
 * The invoice's FA(3) document made again from its stored values with `buyer` and the seller as the settings
 * say now, checked against the official schema (xmllint where installed, else the document's frame): the
 * invoice is not yet in KSeF, so the document under the same number is still the shop's to make.
 */
async function rebuiltDocument(tx: Tx, row: InvoiceRow, seller: InvoiceParty, buyer: InvoiceParty, now: Date) {
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId));
  // An advance invoice states the whole order's value (WartoscZamowienia), kept only in its document.
  const orderValue = /<WartoscZamowienia>(-?)(\d+)\.(\d{2})<\/WartoscZamowienia>/.exec(row.xml);
  const orderGross = orderValue
    ? (orderValue[1] ? -1 : 1) * (Number(orderValue[2]) * 100 + Number(orderValue[3]))
    : undefined;
  const xml = buildFa3Xml({
    ...row,
    seller,
    buyer,
    orderGross,
    orderNumber: order?.number ?? '',
    generatedAt: now.toISOString(),
  });
  const problems = await fa3Problems(xml, await hasXmllint());
  if (problems.length)
    throw new AppError('business_rule', { detail: `the rebuilt FA(3) document fails: ${problems.join('; ')}` });
  return xml;
}

/** Queues a rejected row again with `changes`, the KSeF reference of the refused sending cleared. */
async function queueAgain(tx: Tx, id: string, changes: Partial<typeof invoices.$inferInsert> = {}) {
  const [queued] = await tx
    .update(invoices)
    .set({ ...changes, state: 'queued', ksefReference: null, ksefSession: null, ksefSentAt: null })
    .where(eq(invoices.id, id))
    .returning();
  return queued as InvoiceRow;
}

/**
 * A rejected invoice queued for KSeF again under the same number (the sender picks it up as any queued one);
 * an invoice in any other state is refused with 409, since only KSeF's refusal lets it be sent twice. One
 * issued online is made again with the seller as the settings say now (staff may have fixed them after KSeF's
 * refusal); one issued offline goes again as it is (its content already went to the buyer).
 */
export async function resendInvoice(context: OrdersContext, staff: StaffMember, id: string): Promise<InvoiceRow> {
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    assertRejected(row);
    const now = context.clock.now();
    const seller = row.offlineSince ? row.seller : sellerOf(context.shopSettings());
    const sellerChanged = !sameParty(row.seller, seller);
    const queued = await queueAgain(
      tx,
      id,
      sellerChanged ? { seller, xml: await rebuiltDocument(tx, row, seller, row.buyer, now) } : {},
    );
    await recordAudit(
      tx,
      staff,
      {
        action: 'resend',
        entity: ENTITY,
        entityId: id,
        before: {
          state: row.state,
          ksefRejection: row.ksefRejection,
          ...(sellerChanged ? { seller: row.seller } : {}),
        },
        after: { state: 'queued', ...(sellerChanged ? { seller } : {}) },
      },
      now,
    );
    return queued;
  });
}

const partyFields = ['name', 'taxId', 'vatId', 'street', 'zipCode', 'city', 'country', 'email'] as const;
const sameParty = (a: InvoiceParty, b: InvoiceParty) =>
  partyFields.every((key) => (a[key] ?? null) === (b[key] ?? null));

/**
 * A rejected invoice's buyer fixed (name, address, NIP) and the invoice queued again under its number: its
 * FA(3) rebuilt with the fix and the seller as the settings say now, checked, audited with before and after.
 * 409 when it is not rejected, or when the buyer or KSeF's reason differs from what the screen showed
 * (someone changed it meanwhile); 422 for an invoice issued offline (its content already went to the buyer);
 * 400 with the field when the NIP is missing on an invoice that names its buyer by NIP, or given on one that
 * does not.
 */
export async function fixAndResendInvoice(
  context: OrdersContext,
  staff: StaffMember,
  id: string,
  fix: z.output<typeof AdminInvoiceBuyerFix>,
  lang: string | undefined,
): Promise<InvoiceRow> {
  return context.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    assertRejected(row);
    if (!sameParty(row.buyer, fix.seen.buyer) || row.ksefRejection !== fix.seen.ksefRejection) throw changedMeanwhile();
    // Issued offline, it went to the buyer with its QR codes: KSeF takes it again only as a technical correction
    // of the same content (ksef-docs offline/korekta-techniczna.md), never with its content changed.
    if (row.offlineSince)
      throw new AppError('business_rule', {
        messageKey: 'error.invoice_offline_fixed',
        detail: 'an invoice issued offline is sent again unchanged',
      });
    const byNip = row.buyer.taxId !== null;
    if (byNip !== Boolean(fix.taxId))
      throw new AppError('validation_failed', {
        fields: { taxId: translate(byNip ? 'field.required' : 'field.invalid', lang) },
      });
    const buyer: InvoiceParty = {
      ...row.buyer,
      name: fix.name,
      street: fix.street,
      zipCode: fix.zipCode,
      city: fix.city,
      country: fix.country,
      taxId: fix.taxId ?? null,
    };
    const seller = sellerOf(context.shopSettings());
    const now = context.clock.now();
    const xml = await rebuiltDocument(tx, row, seller, buyer, now);
    const queued = await queueAgain(tx, id, { buyer, seller, xml });
    await recordAudit(
      tx,
      staff,
      {
        action: 'fix_resend',
        entity: ENTITY,
        entityId: id,
        before: { state: row.state, ksefRejection: row.ksefRejection, buyer: row.buyer, seller: row.seller },
        after: { state: 'queued', buyer, seller },
      },
      now,
    );
    return queued;
  });
}

/** The issue key of a correction by hand: the form's idempotency key, so a repeated submit finds it. */
const manualKey = (idempotencyKey: string) => `manual:${idempotencyKey}`;

/**
 * A correction of the order's invoice issued by staff (for a return's refund recorded elsewhere), once per
 * idempotency key: a repeated submit (a double click, a retried request) answers the correction the first one
 * issued (`created: false`). The order's row lock makes a concurrent repeat wait for the first and find it. A
 * key already used for another order or amount is 409: it names another correction.
 */
export async function correctByHand(
  context: OrdersContext,
  staff: StaffMember,
  orderId: string,
  input: AdminInvoiceCorrectionInput,
  lang: string | undefined,
): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const issueKey = manualKey(input.idempotencyKey);
  try {
    return await context.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const [earlier] = await tx.select().from(invoices).where(eq(invoices.issueKey, issueKey));
      if (earlier) {
        if (earlier.orderId !== orderId || earlier.totalGross !== -input.amount)
          throw new AppError('duplicate', { detail: 'this idempotency key issued another correction' });
        return { invoice: earlier, created: false };
      }
      const issued = await issueCorrection(context, tx, {
        orderId,
        refund: input.amount,
        reason: input.reason,
        issueKey,
      });
      if (isRefusal(issued)) throw toAppError(issued, lang);
      await recordAudit(
        tx,
        staff,
        {
          action: 'correct',
          entity: ENTITY,
          entityId: issued.id,
          after: {
            number: issued.number,
            orderId,
            amount: input.amount,
            reason: input.reason,
            ...(input.returnNumber ? { returnNumber: input.returnNumber } : {}),
          },
        },
        context.clock.now(),
      );
      return { invoice: issued, created: true };
    });
  } catch (error) {
    // The same key sent at once for two orders: the second insert meets the first's unique key.
    if (isUniqueViolation(error, 'invoices_issue_key'))
      throw new AppError('duplicate', { detail: 'this idempotency key issued another correction' });
    throw error;
  }
}
