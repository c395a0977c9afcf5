import {
  type AdminTransaction,
  type AdminTransactionCreate,
  type EventData,
  formatMoney,
  type Money,
  type OrderFacts,
  type PaymentMethod,
  type ReturnRefundDecided,
  refundTransactionTypes,
  TransactionRecorded,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit, type Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsContext } from '../../context';
import type * as schema from '../../db/schema';
import { type PaymentMethodName, paymentMethods, transactions } from '../../db/schema';
import { toPln } from '../conversion';
import { rateColumns } from '../current-rates';
import type { TransactionRow } from '../transactions';
import { toAdminTransaction } from './admin-transactions';

// Money of an order recorded outside a provider (issue 14): staff record a transfer receipt, cash, a refund or
// a chargeback by hand; a refund decided on a return arrives from rma. Both go through `settle`, which holds
// the order's lock, so two staff members recording at once are counted one after the other and refunds never
// exceed what was paid (docs/decisions/payment-status.md).

type Tx = Transaction<typeof schema>;
type Context = Pick<PaymentsContext, 'db' | 'services' | 'transaction' | 'clock' | 'log'>;

/** The audit trail's name for a transaction. */
export const TRANSACTION_ENTITY = 'transaction';

const refundTypes: readonly TransactionRow['type'][] = refundTransactionTypes;
/** Types that bring money in (a discount lowers what is due instead, a refund gives money back). */
const incomingTypes: readonly TransactionRow['type'][] = ['online', 'card', 'installment', 'transfer', 'cash', 'other'];

/** What may still be given back: the settled money in, less the settled refunds and chargebacks. */
export async function refundableOf(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({
      paidIn: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${inArray(transactions.type, [...incomingTypes])}), 0)`,
      givenBack: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${inArray(transactions.type, [...refundTypes])}), 0)`,
    })
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.result, 'success')));
  return Number(row?.paidIn ?? 0) - Number(row?.givenBack ?? 0);
}

/** The method a recorded transaction is filed under: cash and transfer are themselves, the rest the order's. */
function methodOf(type: TransactionRow['type'], order: OrderFacts): PaymentMethodName {
  if (type === 'cash' || type === 'transfer') return type;
  const orderMethod = order.paymentMethod as PaymentMethod;
  return (paymentMethods as readonly string[]).includes(orderMethod) ? (orderMethod as PaymentMethodName) : 'transfer';
}

interface Settlement {
  type: TransactionRow['type'];
  amount: number;
  settledAt: Date;
  note: string | null;
  /** Null for money a provider moved (a provider's refund). */
  recordedBy: string | null;
  language: 'pl' | 'en';
  refund?: { returnId: string; returnNumber: string; itemId: string };
}

/**
 * Records one settled transaction of the order under the order's lock and publishes `transaction-recorded`.
 * A refund beyond what may still be given back is refused (`over: 'refuse'`, staff by hand: 422) or kept
 * as a failure with its reason (`over: 'fail'`, a return's refund: the decision is on record, the money is not).
 * `over: 'record'` records it as it happened: a provider already gave the money back (issue 27).
 */
async function settle(
  context: Context,
  tx: Tx,
  order: OrderFacts,
  settlement: Settlement,
  over: 'refuse' | 'fail' | 'record',
): Promise<TransactionRow> {
  // One order's money is counted by one writer at a time (the lock ends with the transaction).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payments:order:${order.id}`}, 0))`);
  const currency = order.total.currency;
  let result: TransactionRow['result'] = 'success';
  let reason: string | null = null;
  if (refundTypes.includes(settlement.type) && over !== 'record') {
    const available = Math.max(0, await refundableOf(tx, order.id));
    if (settlement.amount > available) {
      if (over === 'refuse') {
        throw new AppError('business_rule', {
          messageKey: 'error.refund_exceeds_paid',
          params: { available: formatMoney({ amount: available, currency }, settlement.language) },
          detail: `a ${settlement.type} of ${settlement.amount} exceeds the ${available} still refundable`,
        });
      }
      result = 'failure';
      reason = translate('error.refund_exceeds_paid', settlement.language, {
        available: formatMoney({ amount: available, currency }, settlement.language),
      });
    }
  }
  const now = context.clock.now();
  const { amountPln, rate } = await toPln(tx, { amount: settlement.amount, currency }, now);
  const [row] = await tx
    .insert(transactions)
    .values({
      id: crypto.randomUUID(),
      orderId: order.id,
      orderNumber: order.number,
      method: methodOf(settlement.type, order),
      type: settlement.type,
      provider: null,
      result,
      reason,
      retryable: result === 'failure' ? false : null,
      amount: settlement.amount,
      currency,
      amountPln,
      ...rateColumns(rate),
      language: settlement.language,
      // No shopper comes back from money recorded by hand: there is no result page.
      successPath: '',
      errorPath: '',
      createdAt: now,
      updatedAt: now,
      settledAt: settlement.settledAt,
      recordedBy: settlement.recordedBy,
      note: settlement.note,
      returnId: settlement.refund?.returnId ?? null,
      returnNumber: settlement.refund?.returnNumber ?? null,
      returnItemId: settlement.refund?.itemId ?? null,
    })
    .returning();
  const amount: Money = { amount: row!.amount, currency };
  await recordEvent(tx, TransactionRecorded, {
    orderId: order.id,
    transactionId: row!.id,
    type: row!.type,
    result: row!.result,
    amount,
    returnNumber: row!.returnNumber,
  });
  return row!;
}

/** The order as orders knows it, by id or by number; an unknown order is the field's error. */
async function orderFacts(
  context: Context,
  order: { orderId?: string; orderNumber?: string },
  lang: string,
): Promise<OrderFacts> {
  const answer = order.orderId
    ? await context.services.get('/internal/orders/:orderId', { params: { orderId: order.orderId } })
    : await context.services.get('/internal/orders', { query: { number: order.orderNumber ?? '' } });
  if (answer.ok) return answer.body;
  if (answer.status === 404) {
    const field = order.orderId ? 'orderId' : 'orderNumber';
    throw new AppError('validation_failed', { fields: { [field]: translate('field.order_unknown', lang) } });
  }
  throw new AppError('service_unavailable', { detail: `orders answered an order with ${answer.status}` });
}

const warsawToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);

/** Noon of a Warsaw day: the day the money moved, whatever the time zone it is read in. */
const warsawNoon = (day: string) => new Date(`${day}T10:00:00Z`);

/** Staff record money of an order by hand (audited); 422 for a refund beyond what was paid. */
export async function recordManualTransaction(
  context: Context,
  staff: StaffMember,
  body: z.output<typeof AdminTransactionCreate>,
  lang: string,
): Promise<AdminTransaction> {
  const now = context.clock.now();
  if (body.date > warsawToday(now))
    throw new AppError('validation_failed', { fields: { date: translate('field.date_future', lang) } });
  const order = await orderFacts(context, body, lang);
  const language = lang === 'en' ? 'en' : 'pl';
  const row = await context.transaction(async (tx) => {
    const settled = await settle(
      context,
      tx,
      order,
      {
        type: body.type,
        amount: body.amount,
        settledAt: warsawNoon(body.date),
        note: body.note || null,
        recordedBy: staff.name,
        language,
      },
      'refuse',
    );
    await recordAudit(
      tx,
      staff,
      {
        action: 'create',
        entity: TRANSACTION_ENTITY,
        entityId: settled.id,
        after: {
          order: order.number,
          type: settled.type,
          amount: formatMoney({ amount: settled.amount, currency: order.total.currency }, 'pl'),
          date: body.date,
          note: body.note,
        },
      },
      now,
    );
    return settled;
  });
  return toAdminTransaction(row);
}

/** The order a return's refund is for, asked of orders before the refund's transaction. */
export const orderOfReturnRefund = (context: Context, data: EventData<typeof ReturnRefundDecided>) =>
  orderFacts(context, { orderId: data.orderId }, 'pl');

/** A refund decided on a return: the `return` transaction (a failure when it exceeds what was paid). */
export async function recordReturnRefund(
  context: Context,
  tx: Tx,
  data: EventData<typeof ReturnRefundDecided>,
  order: OrderFacts,
) {
  const [already] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.returnItemId, data.itemId));
  if (already) return;
  if (order.total.currency !== data.amount.currency) {
    context.log.error(
      { returnId: data.returnId, orderId: order.id },
      "a return's refund is not in its order's currency",
    );
    return;
  }
  await settle(
    context,
    tx,
    order,
    {
      type: 'return',
      amount: data.amount.amount,
      settledAt: context.clock.now(),
      note: null,
      recordedBy: data.staffName,
      language: 'pl',
      refund: { returnId: data.returnId, returnNumber: data.returnNumber, itemId: data.itemId },
    },
    'fail',
  );
}

/** The order as far as a refund of the refunds table knows it (issue 27). */
export interface RefundedOrder {
  id: string;
  number: string;
  currency: 'PLN' | 'EUR';
  method: string;
}

/**
 * A refund of the refunds table done: the order's `return` transaction, under the order's lock. A provider's
 * refund is recorded as it happened (`record`); one staff sent by transfer is refused beyond what was paid.
 */
export function settleRefund(
  context: Context,
  tx: Tx,
  order: RefundedOrder,
  refund: { amount: number; settledAt: Date; recordedBy: string | null; note: string | null },
  over: 'refuse' | 'record',
): Promise<TransactionRow> {
  const facts = {
    id: order.id,
    number: order.number,
    total: { amount: 0, currency: order.currency },
    paymentMethod: order.method,
  } as OrderFacts;
  return settle(context, tx, facts, { type: 'return', language: 'pl', ...refund }, over);
}
