import { randomBytes, randomUUID } from 'node:crypto';
import { OrderCreated, type QuoteRequestSubmit, type QuoteRequestSubmitted } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { orderItems, orderOffers, orders } from '../../db/schema';
import type { CartCaller } from '../cart/caller';
import { confirmationPath } from '../orders/order-view';
import { clearRequestLines, requestLinesOf, settleGuestLines, takeRequestLines } from './request-cart';

// Submitting the request cart (POST /api/cart/request/submit): one order of type REQUEST, status new, with the
// lines at today's list prices for orientation. No payment, no stock reserved, no delivery choice: the order
// keeps COURIER and transfer only because the columns need a value; it is not payable (transitions.ts) until
// staff answer it with a proposal on the same number and the customer accepts that (proposals.ts).

type Tx = Transaction<typeof schema>;
type Submit = z.output<typeof import('@shop/contracts').QuoteRequestSubmit>;

/** The next human order number, ZF/<year>/<000123> (the sequence place-order.ts uses). */
export async function nextOrderNumber(tx: Tx, prefix: string, now: Date): Promise<string> {
  const { rows } = (await tx.execute(sql`select nextval('order_number_seq') as next`)) as unknown as {
    rows: Array<{ next: string | number }>;
  };
  return `${prefix}/${now.getUTCFullYear()}/${String(rows[0]?.next).padStart(6, '0')}`;
}

export async function submitQuoteRequest(
  context: OrdersContext,
  caller: CartCaller,
  request: Submit | QuoteRequestSubmit,
): Promise<QuoteRequestSubmitted> {
  const body = request as Submit;
  await settleGuestLines(context, caller);
  const now = context.clock.now();
  const orderId = randomUUID();
  const token = randomBytes(24).toString('base64url');
  // The catalogue is asked before the transaction (which waits for no service); the lines taken under lock
  // are matched to its answers by variant, and a line added meanwhile has none: the submit is asked again.
  const seen = await requestLinesOf(context.db, caller);
  const found = await context.catalogLines.lookup(
    caller,
    seen.map((line) => ({ productId: line.productId, variantId: line.variantId })),
  );
  const catalogLine = new Map(seen.map((line, i) => [`${line.productId}:${line.variantId}`, found[i]]));
  const number = await context.transaction(async (tx) => {
    // The lines under lock: a second submit of the same cart (double click, two tabs) waits and finds none.
    const locked = await takeRequestLines(tx, caller);
    const items = locked.flatMap((line) => {
      const key = `${line.productId}:${line.variantId}`;
      if (!catalogLine.has(key)) throw new AppError('conflict', { messageKey: 'error.changed_meanwhile' });
      const catalog = catalogLine.get(key);
      return catalog?.found ? [{ ...catalog, quantity: line.quantity }] : [];
    });
    if (items.length === 0) throw new AppError('business_rule', { messageKey: 'error.request_empty' });
    const orderNumber = await nextOrderNumber(tx, context.settings.ORDER_NUMBER_PREFIX, now);
    const total = items.reduce((sum, item) => sum + item.unitGross * item.quantity, 0);
    const net = items.reduce((sum, item) => sum + item.unitNet * item.quantity, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        number: orderNumber,
        customerId: caller.customerId ?? null,
        sessionId: caller.sessionId ?? null,
        customerType: caller.customerType,
        type: 'REQUEST',
        status: 'new',
        paymentStatus: 'unpaid',
        deliveryMethod: 'COURIER',
        paymentMethod: 'transfer',
        totalAmount: total,
        currency: caller.currency,
        itemsAmount: total,
        netAmount: net,
        vatAmount: total - net,
        token,
        language: caller.lang,
        email: body.email,
        phone: body.phone ?? null,
        billing: {
          type: body.companyName ? 'company' : 'person',
          firstName: body.firstName,
          lastName: body.lastName,
          companyName: body.companyName ?? null,
          taxId: body.taxId ?? null,
          street: '',
          zipCode: '',
          city: '',
          country: 'PL',
          phone: body.phone ?? null,
        },
        comments: body.comments ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('request order insert returned nothing');
    await tx.insert(orderItems).values(
      items.map((item, position) => ({
        orderId,
        position,
        productId: item.productId,
        variantId: item.variantId,
        sku: item.sku,
        name: item.name,
        slug: item.slug,
        image: item.image,
        optionsLabel: item.optionsLabel,
        quantity: item.quantity,
        unitGross: item.unitGross,
        unitNet: item.unitNet,
        vatRate: item.vatRate,
        lineGross: item.unitGross * item.quantity,
      })),
    );
    await tx.insert(orderOffers).values({ orderId, state: 'requested', requestedAt: now, listTotal: total });
    await clearRequestLines(tx, caller);
    await recordEvent(tx, OrderCreated, {
      orderId,
      number: orderNumber,
      token,
      customerId: order.customerId,
      email: order.email,
      language: caller.lang,
      type: 'REQUEST',
      status: 'new',
      paymentMethod: 'transfer',
      deliveryMethod: 'COURIER',
      total: { amount: total, currency: caller.currency },
      items: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unitPrice: { amount: item.unitGross, currency: caller.currency },
      })),
      referralCode: null,
      path: confirmationPath(order),
    });
    return orderNumber;
  });
  return { orderId, orderNumber: number, token };
}
