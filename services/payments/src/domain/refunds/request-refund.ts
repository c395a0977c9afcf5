import type { EventData, OrderFacts, RefundRequested } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type { PaymentsContext } from '../../context';
import type * as schema from '../../db/schema';
import { type RefundStatus, refunds } from '../../db/schema';
import { announceFailed } from './refund-rows';

// A refund asked for by another service (`refund-requested`, handled once through the inbox): it is written
// down under the caller's id, with the way it will go back. Tpay and PolCard: `requested`, the sender gives it
// to the provider (refund-sender.ts). Transfer, cash on delivery, a method whose provider is not configured:
// `awaiting_transfer`, staff send a bank transfer. Installment banks: `awaiting_notice`, staff notify the bank
// (their protocols here have no cancel call; docs/decisions/refunds.md).

type Tx = Transaction<typeof schema>;
type Context = Pick<PaymentsContext, 'services' | 'providers' | 'clock' | 'log'>;

/** The way a refund of an order paid by `method` goes back, when its provider can refund. */
export function refundRoute(context: Pick<Context, 'providers'>, method: string): RefundStatus {
  if (method === 'installment_eraty' || method === 'installment_ca') return 'awaiting_notice';
  if (method === 'online_tpay' || method === 'card_polcard') {
    return context.providers.byMethod(method)?.refund ? 'requested' : 'awaiting_transfer';
  }
  return 'awaiting_transfer';
}

/** The order a refund is asked for, asked of orders before the refund's transaction (undefined: none). */
export async function orderOfRefund(
  context: Pick<Context, 'services'>,
  orderId: string,
): Promise<OrderFacts | undefined> {
  const answer = await context.services.get('/internal/orders/:orderId', { params: { orderId } });
  if (answer.ok) return answer.body;
  if (answer.status === 404) return undefined;
  // Orders is away: the event is delivered again later.
  throw new AppError('service_unavailable', { detail: `orders answered an order with ${answer.status}` });
}

/** Writes the refund down once (a second request with the same id changes nothing). */
export async function requestRefund(
  context: Context,
  tx: Tx,
  data: EventData<typeof RefundRequested>,
  order: OrderFacts | undefined,
) {
  const [already] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, data.refundId));
  if (already) return;
  const now = context.clock.now();
  let status: RefundStatus = order ? refundRoute(context, order.paymentMethod) : 'failed';
  let failure: string | null = order ? null : 'Nie ma takiego zamówienia.';
  if (order && order.total.currency !== data.currency) {
    status = 'failed';
    failure = `Zwrot w ${data.currency}, a zamówienie jest w ${order.total.currency}.`;
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      id: data.refundId,
      orderId: data.orderId,
      orderNumber: order?.number ?? '',
      amount: data.amountMinor,
      currency: data.currency,
      reason: data.reason,
      reference: data.reference,
      method: order?.paymentMethod ?? 'unknown',
      status,
      accountNumber: data.accountNumber?.replace(/\s+/g, '').toUpperCase() || null,
      failure,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (row!.status === 'failed') {
    context.log.warn({ refundId: row!.id, orderId: row!.orderId, failure }, 'a refund cannot be made');
    await announceFailed(tx, row!);
  }
}
