import type { Currency, OrderDocumentLine, OrderForDocument, PaymentMethod, VatRateTotal } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import type * as schema from '../../db/schema';
import { DELIVERY_VAT_RATE, netOfGross, spreadDiscount } from '../cart/totals';
import { itemsOf, ownOrder } from './order-access';
import { toOrderDetail } from './order-view';

// An order as its order document prints it (documents asks, issue 16): its lines with net, VAT and gross
// and the totals per VAT rate. The arithmetic is checkout's own (cart/totals.ts): the discount spread over
// the lines by their gross, net derived per line from the gross after its share, delivery at 23 %, so the
// rates add up to the order's net, VAT and total to the grosz.

type Db = Executor<typeof schema>;

function lineValues(gross: number, vatRate: number) {
  const net = netOfGross(gross, vatRate);
  return { net, vat: gross - net, gross };
}

/** Every line's values summed per VAT rate, highest rate first. */
export function totalsPerRate(lines: readonly Pick<OrderDocumentLine, 'vatRate' | 'net' | 'vat' | 'gross'>[]) {
  const byRate = new Map<number, VatRateTotal>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0, gross: 0 };
    byRate.set(line.vatRate, {
      ...sum,
      net: sum.net + line.net,
      vat: sum.vat + line.vat,
      gross: sum.gross + line.gross,
    });
  }
  return [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate);
}

/** The customer's own order (another's, or none, is not found) with its lines and totals per VAT rate. */
export async function orderForDocument(db: Db, customerId: string, orderId: string): Promise<OrderForDocument> {
  const row = await ownOrder(db, customerId, orderId);
  if (!row.customerId) throw new AppError('not_found');
  const items = await itemsOf(db, row.id);
  const detail = toOrderDetail(row, items);
  const shares = spreadDiscount(
    row.discountAmount,
    items.map((item) => item.lineGross),
  );
  const lines: OrderDocumentLine[] = items.map((item, i) => ({
    kind: 'item',
    sku: item.sku,
    name: item.name,
    optionsLabel: item.optionsLabel,
    options: item.options.map((o) => ({ name: o.name, text: o.text })),
    quantity: item.quantity,
    unitNet: item.unitNet,
    vatRate: item.vatRate,
    ...lineValues(item.lineGross - (shares[i] ?? 0), item.vatRate),
  }));
  if (row.deliveryAmount > 0) {
    const delivery = lineValues(row.deliveryAmount, DELIVERY_VAT_RATE);
    lines.push({
      kind: 'delivery',
      sku: '',
      name: row.deliveryMethod,
      optionsLabel: '',
      quantity: 1,
      unitNet: delivery.net,
      vatRate: DELIVERY_VAT_RATE,
      ...delivery,
    });
  }
  const vatRates = totalsPerRate(lines);
  const sum = (key: 'net' | 'vat' | 'gross') => vatRates.reduce((total, rate) => total + rate[key], 0);
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    status: detail.status,
    customerType: row.customerType,
    paymentMethod: row.paymentMethod as PaymentMethod,
    currency: row.currency as Currency,
    email: row.email,
    phone: row.phone,
    billing: detail.billing,
    delivery: detail.delivery,
    comments: row.comments,
    promoCode: row.promoCode,
    discount: row.discountAmount,
    lines,
    vatRates,
    totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') },
  };
}
