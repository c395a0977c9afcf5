import type { GiftCardBalance } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { giftCardAttempts, giftCards } from '../../db/schema';
import { hashGiftCardCode } from './gift-card-codes';
import { giftCardProblem } from './gift-card-rules';

// The storefront's balance check (docs/decisions/gift-cards.md). Beside the gateway's per-address limit of
// the forms: an address that typed LOCKOUT_FAILURES wrong codes within LOCKOUT_MINUTES (here or at checkout)
// is locked out for as long, and one card answers CARD_CHECKS_PER_HOUR checks an hour, so a leaked code
// cannot be polled.

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;
export const CARD_CHECKS_PER_HOUR = 10;
const MINUTE = 60_000;

function tooMany(minutes: number): AppError {
  return new AppError('too_many_requests', { messageKey: 'gift_card.too_many_attempts', params: { minutes } });
}

async function attemptsSince(context: OrdersContext, subject: string, since: Date): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(giftCardAttempts)
    .where(and(eq(giftCardAttempts.subject, subject), gt(giftCardAttempts.at, since)));
  return row?.n ?? 0;
}

/** 429 while `address` typed LOCKOUT_FAILURES wrong codes within LOCKOUT_MINUTES (balance check or checkout). */
export async function assertNotLockedOut(context: OrdersContext, address: string): Promise<void> {
  const since = new Date(context.clock.now().getTime() - LOCKOUT_MINUTES * MINUTE);
  if ((await attemptsSince(context, `address:${address}`, since)) >= LOCKOUT_FAILURES) throw tooMany(LOCKOUT_MINUTES);
}

/** Counts a wrong code typed from `address`; attempts older than a day are dropped on the way. */
export async function recordWrongCode(context: OrdersContext, address: string): Promise<void> {
  const now = context.clock.now();
  await context.db.delete(giftCardAttempts).where(lt(giftCardAttempts.at, new Date(now.getTime() - 24 * 60 * MINUTE)));
  await context.db.insert(giftCardAttempts).values({ subject: `address:${address}`, at: now });
}

export async function checkGiftCardBalance(
  context: OrdersContext,
  code: string,
  address: string,
): Promise<GiftCardBalance> {
  const now = context.clock.now();
  await assertNotLockedOut(context, address);
  const [card] = await context.db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  if (!card || card.state === 'pending' || card.state === 'cancelled' || !card.expiresAt) {
    await recordWrongCode(context, address);
    throw new AppError('not_found', { messageKey: 'gift_card.unknown' });
  }
  const cardKey = `card:${card.id}`;
  if ((await attemptsSince(context, cardKey, new Date(now.getTime() - 60 * MINUTE))) >= CARD_CHECKS_PER_HOUR)
    throw tooMany(60);
  await context.db.insert(giftCardAttempts).values({ subject: cardKey, at: now });

  const problem = giftCardProblem(card, now)?.problem;
  const currency = card.currency as GiftCardBalance['balance']['currency'];
  return {
    codeTail: card.codeTail,
    balance: { amount: card.balance, currency },
    value: { amount: card.value, currency },
    usable: !problem,
    state: problem === 'voided' || problem === 'expired' || problem === 'empty' ? problem : 'active',
    expiresAt: card.expiresAt.toISOString(),
  };
}

/**
 * Runs a checkout that names a gift card under the same lockout as the balance check: a locked-out address is
 * refused (429) before anything is reserved, and an unknown code counts as a wrong guess.
 */
export async function underCodeLockout<T>(
  context: OrdersContext,
  address: string,
  code: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!code) return run();
  await assertNotLockedOut(context, address);
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'gift_card.unknown') await recordWrongCode(context, address);
    throw error;
  }
}
