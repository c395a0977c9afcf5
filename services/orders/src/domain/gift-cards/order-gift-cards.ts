import { GiftCardIssued, type Language } from '@shop/contracts';
import type { Transaction } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, sql } from 'drizzle-orm';
import type * as schema from '../../db/schema';
import { giftCards, giftCardUses } from '../../db/schema';
import type { OrderRow } from '../orders/order-view';
import { codeTailOf, expiryOf, hashGiftCardCode, newGiftCardCode } from './gift-card-codes';

// What an order's moves do to gift cards, inside `changeOrder`'s transaction (docs/decisions/gift-cards.md):
// paid, the cards it bought become usable and are e-mailed; cancelled or rejected, what it spent comes back
// once and the cards it bought are dropped.

type Tx = Transaction<typeof schema>;

/** Gives each pending card of a just-paid order its code and validity, and records `gift-card-issued`. */
export async function issueGiftCards(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const pending = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, order.id), eq(giftCards.state, 'pending')))
    .for('update');
  for (const { id } of pending) {
    const code = newGiftCardCode();
    const [card] = await tx
      .update(giftCards)
      .set({
        codeHash: hashGiftCardCode(code),
        codeTail: codeTailOf(code),
        state: 'active',
        issuedAt: now,
        expiresAt: expiryOf(now),
      })
      .where(eq(giftCards.id, id))
      .returning();
    if (!card?.expiresAt) continue;
    await recordEvent(tx, GiftCardIssued, {
      giftCardId: card.id,
      code,
      value: { amount: card.value, currency: card.currency as 'PLN' },
      expiresAt: card.expiresAt.toISOString(),
      recipientEmail: card.recipientEmail,
      buyerEmail: order.email,
      buyerName: [order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' '),
      message: card.message,
      language: (order.language === 'en' ? 'en' : 'pl') as Language,
      orderNumber: order.number,
    });
  }
}

/**
 * A cancelled or rejected order gives back what it spent of each card, once (the ledger's unique return
 * row): a card voided meanwhile gets nothing. The cards it bought and never paid for are dropped.
 */
export async function giveGiftCardsBack(tx: Tx, orderId: string, now: Date): Promise<void> {
  const spends = await tx
    .select()
    .from(giftCardUses)
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.kind, 'spend')));
  for (const spend of spends) {
    const [returned] = await tx
      .insert(giftCardUses)
      .values({ giftCardId: spend.giftCardId, orderId, kind: 'return', amount: spend.amount, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: giftCardUses.id });
    if (!returned) continue;
    await tx
      .update(giftCards)
      .set({ balance: sql`least(${giftCards.value}, ${giftCards.balance} + ${spend.amount})` })
      .where(and(eq(giftCards.id, spend.giftCardId), eq(giftCards.state, 'active')));
  }
  await tx
    .update(giftCards)
    .set({ state: 'cancelled' })
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.state, 'pending')));
}
