import type { Currency, Language, OrderAddress, OrderDetail, OrderSummary, PreorderPayment } from '@shop/contracts';
import { screens } from '@shop/i18n';
import type { orderItems, orders } from '../../db/schema';
import { isCancellable, isChangeable, isPayable } from './transitions';

// How an order row reads to its owner: the contracts' OrderSummary and OrderDetail.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const money = (amount: number, currency: string) => ({ amount, currency: currency as Currency });

export function screenPath(
  id: 'orderConfirmation' | 'orderDetails',
  language: string,
  params: Record<string, string>,
): string {
  const lang = language === 'en' ? 'en' : 'pl';
  const route = screens.find((screen) => screen.id === id);
  if (!route) throw new Error(`Unknown screen '${id}'`);
  const path = route[lang].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `/${lang}/${path}`;
}

/** The confirmation page of the order with its guest token: `/pl/zamowienie/<id>/<token>`. */
export const confirmationPath = (order: Pick<OrderRow, 'id' | 'token' | 'language'>) =>
  screenPath('orderConfirmation', order.language, { id: order.id, token: order.token });

/** Where the browser starts or retries the payment. */
export const paymentPath = (order: Pick<OrderRow, 'id' | 'token'>) =>
  `/api/orders/payment/${order.id}?t=${encodeURIComponent(order.token)}`;

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status as OrderSummary['status'],
    paymentStatus: row.paymentStatus,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod as OrderSummary['paymentMethod'],
    total: money(row.totalAmount, row.currency),
    net: money(row.netAmount, row.currency),
    payable: isPayable(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const emptyAddress: OrderAddress = {
  firstName: '',
  lastName: '',
  companyName: null,
  street: '',
  zipCode: '',
  city: '',
  country: 'PL',
};

/** A confirmed preorder's amount due in PLN and the rate that converted it (the transfer is added by the caller). */
export function preorderPaymentOf(row: OrderRow): PreorderPayment | null {
  if (!row.preorderConfirmedAt || row.dueAmountPln === null) return null;
  return {
    confirmedAt: row.preorderConfirmedAt.toISOString(),
    amountPln: money(row.dueAmountPln, 'PLN'),
    rate:
      row.dueRatePln && row.dueRateSource && row.dueRateEffectiveAt
        ? {
            ratePln: row.dueRatePln,
            source: row.dueRateSource,
            table: row.dueRateTable,
            effectiveAt: row.dueRateEffectiveAt.toISOString(),
          }
        : null,
    transfer: null,
  };
}

export function toOrderDetail(row: OrderRow, items: OrderItemRow[]): OrderDetail {
  const c = row.currency;
  const billing = row.billing ?? emptyAddress;
  return {
    ...toOrderSummary(row),
    version: row.version,
    cancellable: isCancellable(row),
    changeable: isChangeable(row),
    preorderPayment: preorderPaymentOf(row),
    token: row.token,
    language: row.language as Language,
    email: row.email,
    phone: row.phone,
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        sku: item.sku,
        name: item.name,
        slug: item.slug,
        image: item.image,
        optionsLabel: item.optionsLabel,
        options: item.options,
        quantity: item.quantity,
        unitPrice: money(item.unitGross, c),
        unitNet: money(item.unitNet, c),
        vatRate: item.vatRate,
        lineTotal: money(item.lineGross, c),
      })),
    totals: {
      items: money(row.itemsAmount, c),
      discount: money(row.discountAmount, c),
      delivery: money(row.deliveryAmount, c),
      net: money(row.netAmount, c),
      vat: money(row.vatAmount, c),
      total: money(row.totalAmount, c),
    },
    promoCode: row.promoCode,
    // Only an order that got a promotion names them (the answers of other orders stay as they were).
    ...(row.promotions.length > 0 && {
      promotions: row.promotions.map((p) => ({
        id: p.id,
        name: p.name,
        discount: money(p.discount, c),
        delivery: money(p.delivery, c),
        freeDelivery: p.freeDelivery ?? false,
      })),
    }),
    billing,
    delivery: row.delivery ?? billing,
    comments: row.comments,
    paymentPath: paymentPath(row),
    tracking: row.tracking ?? null,
  };
}
