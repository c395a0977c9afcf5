import {
  type Cart,
  type CartItem,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGE_OPTION,
  GIFT_CARD_RECIPIENT_OPTION,
  type OrderDetail,
} from '@shop/contracts';
import type { Executor, Transaction } from '@shop/service-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { giftCards, giftCardUses, orderItems } from '../../db/schema';
import { changeOrder } from '../orders/order-changes';
import type { OrderRow } from '../orders/order-view';
import { hashGiftCardCode } from './gift-card-codes';
import { giftCardProblem, giftCardRefusal } from './gift-card-rules';

// What checkout does with gift cards, inside the order's transaction (docs/decisions/gift-cards.md): spends
// the card the shopper named and writes a pending card for every gift card the order buys.

type Tx = Transaction<typeof schema>;

const isGiftCard = (item: Pick<CartItem, 'type'>) => item.type === 'gift_card';

/**
 * Lowers the card's balance by what it pays of the order (all of it, or all the card has) and records the
 * spend; answers the amount. The card's row is locked first, so two orders racing for its last balance
 * take turns and the second finds it empty (422, its whole transaction rolled back).
 */
export async function spendGiftCard(
  tx: Tx,
  input: { code: string; order: OrderRow; cart: Cart; lang: string; now: Date },
): Promise<number> {
  const { order, cart, lang, now } = input;
  if (cart.items.some(isGiftCard)) throw giftCardRefusal('for_gift_card', lang);
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(input.code)))
    .for('update');
  const refused = giftCardProblem(card, now, order.currency);
  if (refused || !card) throw giftCardRefusal(refused?.problem ?? 'unknown', lang, refused?.params);
  const amount = Math.min(card.balance, order.totalAmount);
  if (amount <= 0) return 0;
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(eq(giftCards.id, card.id));
  await tx
    .insert(giftCardUses)
    .values({ giftCardId: card.id, orderId: order.id, kind: 'spend', amount, createdAt: now });
  return amount;
}

/** A text option of a line by its code ('' when the line has none), as the option kinds carry it. */
function lineText(item: { options?: ReadonlyArray<{ code: string; value: unknown }> }, code: string): string {
  const value = item.options?.find((option) => option.code === code)?.value;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * One pending card per unit of every gift-card line: its value is the unit's gross price in the order's
 * currency; it goes to the recipient the buyer named on the line, else to the buyer.
 */
export async function writePendingGiftCards(tx: Tx, order: OrderRow, cart: Cart): Promise<void> {
  const lines = cart.items.map((item, position) => ({ item, position })).filter(({ item }) => isGiftCard(item));
  if (lines.length === 0) return;
  const items = await tx
    .select({ id: orderItems.id, position: orderItems.position })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const idAt = new Map(items.map((item) => [item.position, item.id]));
  const rows = lines.flatMap(({ item, position }) => {
    const itemId = idAt.get(position);
    if (!itemId) throw new Error(`order ${order.id} has no item at position ${position}`);
    return Array.from({ length: item.quantity }, (_, unit) => ({
      orderId: order.id,
      itemId,
      unit,
      value: item.unitPrice.amount,
      balance: item.unitPrice.amount,
      currency: order.currency,
      recipientEmail: lineText(item, GIFT_CARD_RECIPIENT_OPTION) || order.email,
      message: lineText(item, GIFT_CARD_MESSAGE_OPTION).slice(0, GIFT_CARD_MESSAGE_MAX),
    }));
  });
  await tx.insert(giftCards).values(rows).onConflictDoNothing();
}

/** What gift cards paid of an order (its spends; a return does not lower what was due when it was placed). */
export async function giftCardPaidOf(db: Executor<typeof schema>, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${giftCardUses.amount}), 0)` })
    .from(giftCardUses)
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.kind, 'spend')));
  return Number(row?.paid ?? 0);
}

/**
 * The order's gift cards at checkout: the cards it buys wait for its payment; the card it pays with is spent.
 * Answers what that card paid.
 */
export async function settleGiftCards(
  tx: Tx,
  input: { code: string | undefined; order: OrderRow; cart: Cart; lang: string; now: Date },
): Promise<number> {
  await writePendingGiftCards(tx, input.order, input.cart);
  if (!input.code) return 0;
  return spendGiftCard(tx, { ...input, code: input.code });
}

/** An order a gift card paid in full is paid at once, after its `order-created`: no provider is asked for 0. */
export async function paidByGiftCard(tx: Tx, order: OrderRow, paid: number): Promise<void> {
  if (paid > 0 && paid === order.totalAmount)
    await changeOrder(tx, order, { status: 'in_progress', paymentStatus: 'paid' });
}

/** The order as its page shows it, with what a gift card paid of it (and so what is left to pay). */
export function withGiftCard<D extends Pick<OrderDetail, 'totals'>>(detail: D, paid: number): D {
  if (paid <= 0) return detail;
  return {
    ...detail,
    totals: { ...detail.totals, giftCard: { amount: paid, currency: detail.totals.total.currency } },
  };
}
