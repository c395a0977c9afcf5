import type { Currency, Language, OrderAddress, OrderDetail, OrderSummary } from '@shop/contracts';
import { screens } from '@shop/i18n';
import type { orderItems, orders } from '../../db/schema';
import { isPayable } from './transitions';

// How an order row reads to its owner: the contracts' OrderSummary and OrderDetail.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const money = (amount: number, currency: string) => ({ amount, currency: currency as Currency });

function screenPath(id: 'orderConfirmation', language: string, params: Record<string, string>): string {
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

export function toOrderDetail(row: OrderRow, items: OrderItemRow[]): OrderDetail {
  const c = row.currency;
  const billing = row.billing ?? emptyAddress;
  return {
    ...toOrderSummary(row),
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
    billing,
    delivery: row.delivery ?? billing,
    comments: row.comments,
    paymentPath: paymentPath(row),
  };
}
