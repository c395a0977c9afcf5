import type {
  AdminGiftCard,
  AdminGiftCardDetail,
  Currency,
  GiftCardListQuery,
  GiftCardVoid,
  ListAnswer,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { changedMeanwhile, listAnswerOf, listOffset, listOrder, recordAudit } from '@shop/service-kit/db';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersContext } from '../../context';
import { giftCards, giftCardUses, orders } from '../../db/schema';
import type { GiftCardRow } from './gift-card-rules';

// Gift cards as staff see them (`gift_cards.*`, docs/decisions/gift-cards.md): the masked code, value, balance
// and the order that bought each; a card's page lists its uses; voiding one is audited with its reason.

const money = (amount: number, currency: string) => ({ amount, currency: currency as Currency });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toAdminGiftCard(row: GiftCardRow, order: { number: string; email: string }): AdminGiftCard {
  return {
    id: row.id,
    codeTail: row.codeTail,
    state: row.state,
    value: money(row.value, row.currency),
    balance: money(row.balance, row.currency),
    issuedAt: iso(row.issuedAt),
    expiresAt: iso(row.expiresAt),
    recipientEmail: row.recipientEmail,
    buyerEmail: order.email,
    orderId: row.orderId,
    orderNumber: order.number,
    voidReason: row.voidReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

const orderColumns = { number: orders.number, email: orders.email };

export async function listGiftCards(
  context: OrdersContext,
  query: GiftCardListQuery,
): Promise<ListAnswer<AdminGiftCard>> {
  const { state, currency, q } = query.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(giftCards.state, state));
  if (currency) conditions.push(eq(giftCards.currency, currency));
  if (q) {
    const text = q.toLowerCase();
    const found = or(
      eq(giftCards.codeTail, q.toUpperCase().replace(/[\s-]/g, '').slice(-4)),
      sql`strpos(lower(${giftCards.recipientEmail}), ${text}) > 0`,
      sql`strpos(lower(${orders.email}), ${text}) > 0`,
      sql`strpos(lower(${orders.number}), ${text}) > 0`,
    );
    if (found) conditions.push(found);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = { createdAt: giftCards.createdAt, expiresAt: giftCards.expiresAt, balance: giftCards.balance };
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ card: giftCards, order: orderColumns })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(where)
      .orderBy(...listOrder(query, columns, giftCards.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    context.db
      .select({ value: count() })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(where),
  ]);
  return listAnswerOf(
    rows.map(({ card, order }) => toAdminGiftCard(card, order)),
    total?.value ?? 0,
    query,
  );
}

export async function readGiftCard(context: Pick<OrdersContext, 'db'>, id: string): Promise<AdminGiftCardDetail> {
  const [row] = await context.db
    .select({ card: giftCards, order: orderColumns })
    .from(giftCards)
    .innerJoin(orders, eq(orders.id, giftCards.orderId))
    .where(eq(giftCards.id, id));
  if (!row) throw new AppError('not_found');
  const uses = await context.db
    .select({ use: giftCardUses, number: orders.number })
    .from(giftCardUses)
    .innerJoin(orders, eq(orders.id, giftCardUses.orderId))
    .where(eq(giftCardUses.giftCardId, id))
    .orderBy(asc(giftCardUses.createdAt), asc(giftCardUses.kind));
  return {
    ...toAdminGiftCard(row.card, row.order),
    message: row.card.message,
    uses: uses.map(({ use, number }) => ({
      kind: use.kind,
      amount: money(use.amount, row.card.currency),
      orderId: use.orderId,
      orderNumber: number,
      at: use.createdAt.toISOString(),
    })),
  };
}

/** Voids an active card at the version read: its balance falls to 0, for good; audited with the reason. */
export async function voidGiftCard(
  context: OrdersContext,
  staff: StaffMember,
  id: string,
  input: z.output<typeof GiftCardVoid>,
): Promise<AdminGiftCardDetail> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!card) throw new AppError('not_found');
    if (card.version !== input.version) throw changedMeanwhile();
    if (card.state !== 'active') throw new AppError('conflict');
    const [voided] = await tx
      .update(giftCards)
      .set({ state: 'voided', balance: 0, voidReason: input.reason, version: card.version + 1 })
      .where(eq(giftCards.id, id))
      .returning();
    if (!voided) throw new Error(`gift card ${id} vanished under its lock`);
    await recordAudit(
      tx,
      staff,
      {
        action: 'void',
        entity: 'gift_card',
        entityId: id,
        before: { state: card.state, balance: card.balance, voidReason: null },
        after: { state: voided.state, balance: voided.balance, voidReason: voided.voidReason },
      },
      now,
    );
  });
  return readGiftCard(context, id);
}
