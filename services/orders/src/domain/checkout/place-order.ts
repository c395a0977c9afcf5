import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Cart,
  type CheckoutRequest,
  type ExchangeRate,
  type Identity,
  immediateDeliveryConsentOf,
  type OrderDetail,
  professionalPurchaseOf,
  type StorefrontLanguage,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Transaction } from '@shop/service-kit/db';
import { eq, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import type * as schema from '../../db/schema';
import { checkoutAttempts, orderItems, orders } from '../../db/schema';
import { recordOrderCreated } from '../../events/order-events';
import { recordInvoiceRequest } from '../../invoices/invoice-requests';
import { takeLineFiles } from '../cart/line-files';
import { paidByGiftCard, settleGiftCards } from '../gift-cards/checkout-gift-cards';
import { itemsOf } from '../orders/order-access';
import { toOrderDetail } from '../orders/order-view';
import { releaseStock, reserveStock, shortOfStock } from '../orders/stock';
import { initialStatus } from '../orders/transitions';
import {
  assertCartBuyable,
  assertMayOrder,
  assertOptionsChosen,
  assertRightsAnswered,
  callerKeyOf,
  checkoutMethods,
  customerTypeOf,
} from './checkout-rules';
import { billingAddress, deliveryAddress } from './order-addresses';
import { assertPromoStillApplies, claimPromoCode } from './promo-claim';

type Tx = Transaction<typeof schema>;

/** What checkout needs of the cart, so the cart's own rules (prices, totals, methods) stay in one place. */
export interface CheckoutCart {
  /** The caller's cart, its totals computed for the chosen delivery and payment method. */
  read(choice: Pick<CheckoutRequest, 'deliveryMethod' | 'paymentMethod'>): Promise<Cart>;
  /**
   * Locks the cart's row for the order's transaction; false when it is gone (another tab's checkout took it),
   * so two submits with different keys can never turn one cart into two orders, or when its lines are no
   * longer the ones `cart` was read with (another tab changed them), so the order never leaves out, and the
   * emptied cart never loses, what was changed meanwhile.
   */
  lock(tx: Tx, cart: Cart): Promise<boolean>;
  /** Empties the cart inside the order's transaction. */
  clear(tx: Tx, cartId: string): Promise<void>;
}

export interface CheckoutCall {
  identity: Identity;
  lang: StorefrontLanguage;
  request: CheckoutRequest;
  /** The `ref` cookie's code (SPEC §9), as the gateway passed it. */
  referralCode: string | null;
  /** In USD, CHF or GBP: the rate the cart's prices were converted from PLN at in this request. */
  conversion?: ExchangeRate | null;
}

export interface PlacedOrder {
  order: OrderDetail;
  /** false when the submit repeated an earlier one (same idempotency key): the earlier order is answered. */
  created: boolean;
}

/**
 * Places the order: checks the caller and the cart, reserves the stock in catalog (all or nothing), then in
 * ONE transaction (which calls no service) writes the order, its items, number and guest token, spends the gift card it is paid with,
 * empties the cart and records `order-created`. The idempotency key's row is the transaction's first write,
 * so a concurrent submit with the same key waits for it and then answers the same order. If anything fails
 * after the reservation, the reservation is released.
 */
export async function placeOrder(
  context: OrdersContext,
  cartAccess: CheckoutCart,
  call: CheckoutCall,
): Promise<PlacedOrder> {
  const { identity, lang, request } = call;
  assertMayOrder(identity);
  const callerKey = callerKeyOf(identity);

  const earlier = await orderOfAttempt(context, request.idempotencyKey, callerKey);
  if (earlier) return { order: earlier, created: false };

  const cart = await cartAccess.read({ deliveryMethod: request.deliveryMethod, paymentMethod: request.paymentMethod });
  assertCartBuyable(cart, lang);
  assertOptionsChosen(cart, lang);
  assertPromoStillApplies(cart);
  const methods = checkoutMethods(cart, request, lang, context.shopSettings().paymentMethods);
  assertRightsAnswered(request, { customerType: customerTypeOf(identity), lines: cart.items }, lang);

  // Stock is held before the transaction, which never waits for catalog (no transaction waits for another
  // service: service-runtime-and-databases.md); a submit that fails or turns out to repeat an earlier one
  // gives it back, and one that dies in between is released by the orphan sweeper.
  const orderId = randomUUID();
  const reservation = await reserveStock(
    context,
    orderId,
    cart.items.map((item) => ({ variantId: item.variantId, quantity: item.quantity })),
  );
  if (reservation.status === 'unavailable') {
    // The stock may be short because the same submit, sent twice at once, holds it and has placed the order
    // meanwhile: that order is the answer. (One still committing is not seen: that submit gets the short lines.)
    const repeated = await orderOfAttempt(context, request.idempotencyKey, callerKey);
    if (repeated) return { order: repeated, created: false };
    throw shortOfStock(cart.items, reservation.lines, lang);
  }
  let outcome: 'placed' | 'repeated';
  try {
    outcome = await context.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(checkoutAttempts)
        .values({ idempotencyKey: request.idempotencyKey, callerKey, orderId })
        .onConflictDoNothing()
        .returning({ orderId: checkoutAttempts.orderId });
      if (!claimed) return 'repeated' as const;
      if (!(await cartAccess.lock(tx, cart))) throw new AppError('product_unavailable');

      await claimPromoCode(tx, {
        cart,
        orderId,
        customerId: identity.customerId ?? null,
        email: request.email,
        lang,
        now: context.clock.now(),
      });
      const order = await insertOrder(tx, {
        orderId,
        cart,
        call,
        methods,
        numberPrefix: context.settings.ORDER_NUMBER_PREFIX,
        now: context.clock.now(),
      });
      const giftCardPaid = await settleGiftCards(tx, {
        code: request.giftCardCode,
        order,
        cart,
        lang,
        now: context.clock.now(),
      });
      await recordOrderCreated(tx, order, cart, giftCardPaid);
      await paidByGiftCard(tx, order, giftCardPaid);
      await cartAccess.clear(tx, cart.id);
      return 'placed' as const;
    });
  } catch (error) {
    await releaseAfterFailure(context, orderId);
    throw error;
  }
  if (outcome === 'repeated') {
    await releaseAfterFailure(context, orderId);
    const order = await orderOfAttempt(context, request.idempotencyKey, callerKey);
    if (!order) throw new AppError('business_rule', { detail: 'idempotency key claimed, order missing' });
    return { order, created: false };
  }
  const [row] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished after its commit`);
  return { order: toOrderDetail(row, await itemsOf(context.db, orderId)), created: true };
}

async function insertOrder(
  tx: Tx,
  input: {
    orderId: string;
    cart: Cart;
    call: CheckoutCall;
    methods: ReturnType<typeof checkoutMethods>;
    numberPrefix: string;
    /** The order's time: its reservation expires counted from it (expire-reservations.ts). */
    now: Date;
  },
) {
  const { orderId, cart, call, methods, now } = input;
  const { request, identity } = call;
  const { rows } = (await tx.execute(sql`select nextval('order_number_seq') as next`)) as unknown as {
    rows: Array<{ next: string | number }>;
  };
  const next = rows[0]?.next;
  const number = `${input.numberPrefix}/${now.getUTCFullYear()}/${String(next).padStart(6, '0')}`;
  const preorder = cart.type === 'preorder';
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      number,
      customerId: identity.customerId ?? null,
      sessionId: identity.sessionId ?? null,
      customerType: customerTypeOf(identity),
      professionalPurchase: professionalPurchaseOf(request, customerTypeOf(identity)),
      type: cart.type.toUpperCase() as 'STANDARD',
      status: initialStatus(methods.paymentMethod, preorder),
      paymentStatus: 'unpaid',
      deliveryMethod: methods.deliveryMethod,
      paymentMethod: methods.paymentMethod,
      totalAmount: cart.totals.total.amount,
      currency: cart.currency,
      ...priceRateColumns(call.conversion ?? null),
      itemsAmount: cart.totals.items.amount,
      discountAmount: cart.totals.discount.amount,
      deliveryAmount: cart.totals.delivery.amount,
      netAmount: cart.totals.net.amount,
      vatAmount: cart.totals.vat.amount,
      promoCode: cart.promoCode?.code ?? null,
      promotions: (cart.promotions ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        discount: p.discount.amount,
        delivery: p.delivery.amount,
        freeDelivery: p.freeDelivery,
      })),
      token: randomBytes(24).toString('base64url'),
      language: call.lang,
      email: request.email,
      phone: request.phone ?? null,
      billing: billingAddress(request),
      // An order that ships nothing keeps no delivery address (an address sent anyway is not kept).
      delivery: methods.deliveryMethod === 'NONE' ? null : deliveryAddress(request),
      comments: request.comments ?? cart.comments ?? '',
      referralCode: call.referralCode,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(
    cart.items.map((item, position) => ({
      orderId,
      position,
      productId: item.productId,
      variantId: item.variantId,
      sku: item.sku,
      name: item.name,
      slug: item.slug,
      image: item.image,
      optionsLabel: item.optionsLabel,
      options: item.options ?? [],
      quantity: item.quantity,
      unitGross: item.unitPrice.amount,
      unitNet: item.unitNet.amount,
      vatRate: item.vatRate,
      lineGross: item.lineTotal.amount,
      // Checked before (assertRightsAnswered): a retail download is bought only with this consent.
      immediateDeliveryConsentAt: immediateDeliveryConsentOf(item, request, now),
    })),
  );
  const files = cart.items.flatMap((item) => (item.options ?? []).flatMap((o) => (o.file ? [o.file.id] : [])));
  await takeLineFiles(tx, cart.id, orderId, files);
  await recordInvoiceRequest(tx, orderId, request.invoice);
  return order;
}

/** The order an earlier submit with this key placed; another caller's key reveals nothing (409). */
async function orderOfAttempt(
  context: OrdersContext,
  key: string,
  callerKey: string,
): Promise<OrderDetail | undefined> {
  const [attempt] = await context.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, key));
  if (!attempt) return undefined;
  if (attempt.callerKey !== callerKey) throw new AppError('duplicate');
  const [row] = await context.db.select().from(orders).where(eq(orders.id, attempt.orderId));
  if (!row) return undefined;
  return toOrderDetail(row, await itemsOf(context.db, row.id));
}

async function releaseAfterFailure(context: OrdersContext, orderId: string) {
  try {
    await releaseStock(context, orderId);
  } catch (error) {
    // The orphan sweeper gives it back later (orphan-reservations.ts).
    context.log.error(
      { err: error, reservationId: orderId },
      'checkout failed and its stock reservation was not released',
    );
  }
}

/** The columns keeping the rate a converted order's prices came from (all null in PLN and EUR). */
function priceRateColumns(rate: ExchangeRate | null) {
  return {
    priceRatePln: rate?.ratePln ?? null,
    priceRateSource: rate?.source ?? null,
    priceRateTable: rate?.tableNo ?? null,
    priceRateEffectiveAt: rate ? new Date(rate.effectiveAt) : null,
  };
}
