import { translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { giftCards } from '../../db/schema';

// Why a card cannot pay now, shared by checkout (spend) and the balance check.

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardProblem = 'unknown' | 'voided' | 'expired' | 'empty' | 'currency';

export function giftCardProblem(
  card: GiftCardRow | undefined,
  now: Date,
  currency?: string,
): { problem: GiftCardProblem; params?: Record<string, unknown> } | null {
  if (!card || card.state === 'pending' || card.state === 'cancelled') return { problem: 'unknown' };
  if (card.state === 'voided') return { problem: 'voided' };
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime())
    return { problem: 'expired', params: { date: card.expiresAt.toISOString().slice(0, 10) } };
  if (card.balance <= 0) return { problem: 'empty' };
  if (currency && card.currency !== currency) return { problem: 'currency', params: { currency: card.currency } };
  return null;
}

/** 422 with the message at the checkout's gift-card field. */
export function giftCardRefusal(key: string, lang: string, params?: Record<string, unknown>): AppError {
  return new AppError('business_rule', {
    messageKey: `gift_card.${key}`,
    params,
    fields: { giftCardCode: translate(`gift_card.${key}`, lang, params) },
  });
}
