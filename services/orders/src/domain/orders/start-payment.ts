import type { Currency, OrderPaymentAnswer, PaymentStartRequest } from '@shop/contracts';
import { AppError, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../../db/schema';
import { giftCardPaidOf } from '../gift-cards/checkout-gift-cards';
import type { OrderItemRow, OrderRow } from './order-view';
import { isPayable } from './transitions';

// Starting (or retrying) the payment of an order: every call is a new attempt in the payments service,
// which picks the provider's result pages for the order's language.

const deliveryLineName: Record<string, Record<'pl' | 'en', string>> = {
  COURIER: { pl: 'Dostawa kurierem', en: 'Courier delivery' },
  PICKUP: { pl: 'Odbiór osobisty', en: 'Pickup' },
  PREORDER: { pl: 'Dostawa przedsprzedaży', en: 'Preorder delivery' },
};

/**
 * The lines the provider shows (installment banks list the goods). They add up to the total: delivery is a
 * line of its own, and a discounted order is sent as one line, since providers take no negative prices.
 */
export function paymentLines(order: OrderRow, items: OrderItemRow[], giftCardPaid = 0): PaymentStartRequest['lines'] {
  const currency = order.currency as 'PLN' | 'EUR';
  const lang = order.language === 'en' ? 'en' : 'pl';
  if (order.discountAmount > 0 || giftCardPaid > 0)
    return [
      {
        name: lang === 'pl' ? `Zamówienie ${order.number}` : `Order ${order.number}`,
        quantity: 1,
        unitGross: { amount: order.totalAmount - giftCardPaid, currency },
      },
    ];
  const lines = items.map((item) => ({
    name: item.optionsLabel ? `${item.name} (${item.optionsLabel})` : item.name,
    quantity: item.quantity,
    unitGross: { amount: item.unitGross, currency },
  }));
  if (order.deliveryAmount > 0)
    lines.push({
      name: deliveryLineName[order.deliveryMethod]?.[lang] ?? order.deliveryMethod,
      quantity: 1,
      unitGross: { amount: order.deliveryAmount, currency },
    });
  return lines;
}

/** Starts a payment attempt; 422 when the order does not wait for one (paid, cancelled, a preorder). */
export async function startOrderPayment(
  context: Pick<ServiceContext<typeof schema>, 'services' | 'db'>,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<OrderPaymentAnswer> {
  if (!isPayable(order)) throw new AppError('business_rule', { messageKey: 'error.order_not_payable' });
  // A gift card paid part of it at checkout: the provider is asked for the rest.
  const giftCardPaid = await giftCardPaidOf(context.db, order.id);
  const billing = order.billing;
  const request: PaymentStartRequest = {
    orderId: order.id,
    orderNumber: order.number,
    method: order.paymentMethod as PaymentStartRequest['method'],
    amount: { amount: order.totalAmount - giftCardPaid, currency: order.currency as 'PLN' | 'EUR' },
    language: order.language === 'en' ? 'en' : 'pl',
    customer: {
      email: order.email,
      firstName: billing?.firstName ?? '',
      lastName: billing?.lastName ?? '',
      ...(order.phone ? { phone: order.phone } : {}),
      ...(billing ? { street: billing.street, zipCode: billing.zipCode, city: billing.city } : {}),
    },
    lines: paymentLines(order, items, giftCardPaid),
  };
  const answer = await context.services.post('/internal/payments/start', { body: request });
  if (!answer.ok && answer.error?.code === 'payment_provider_unavailable')
    throw new AppError('payment_provider_unavailable');
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `payments answered a start with ${answer.status}` });
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status as OrderPaymentAnswer['order']['status'],
      paymentStatus: order.paymentStatus,
      total: { amount: order.totalAmount, currency: order.currency as Currency },
    },
    payment: answer.body,
  };
}
