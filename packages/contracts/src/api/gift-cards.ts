import { z } from 'zod';
import { Language, StorefrontCurrency } from '../enums';
import { listAnswer, listQuery } from '../list-query';
import type { ServiceName } from '../services';
import { adminRow, historyRow } from './admin/row';
import { Money, UuidParam } from './common';
import type { RouteSpec } from './route';

// Gift cards (issue 24, docs/decisions/gift-cards.md): owned by `orders`, which issues them when an order with
// a gift-card line is paid, spends them in the checkout transaction and gives the spend back when that order is
// cancelled. The code itself is shown only to whoever received it; staff see its last four characters.

/** Crockford base32: no I, L, O or U, so a code read aloud or off paper is typed right. */
export const GIFT_CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;
/** Gift-card option codes of product lines (the buyer's line data): who gets the card and what it says. */
export const GIFT_CARD_RECIPIENT_OPTION = 'recipient-email';
export const GIFT_CARD_MESSAGE_OPTION = 'gift-message';
export const GIFT_CARD_MESSAGE_MAX = 300;

/** The code as printed (`ABCD-EFGH-JKMN-PQRS`). */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A gift card's code as typed: case, spaces and hyphens do not matter; what remains must be 16 characters
 * of the card alphabet ('Enter the gift card code as printed' otherwise).
 */
export const GiftCardCode = z
  .string()
  .max(40)
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'field.required')
      .regex(new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`), { error: 'field.gift_card_code' }),
  );

export const GiftCardState = z.enum(['pending', 'active', 'voided', 'cancelled']);
export type GiftCardState = z.infer<typeof GiftCardState>;

/** POST /api/gift-cards/balance: the code travels in the body, never in an address that could be logged. */
export const GiftCardBalanceRequest = z.strictObject({ code: GiftCardCode });
export type GiftCardBalanceRequest = z.input<typeof GiftCardBalanceRequest>;

export const GiftCardBalance = z.object({
  /** The last four characters, so the shopper sees which card answered. */
  codeTail: z.string(),
  balance: Money,
  value: Money,
  /** Usable (active, before its expiry, something left), expired, used up or voided. */
  usable: z.boolean(),
  state: z.enum(['active', 'expired', 'empty', 'voided']),
  expiresAt: z.iso.datetime(),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;

// ---- staff ------------------------------------------------------------------------------------------------

export const AdminGiftCard = z.object({
  id: z.uuid(),
  codeTail: z.string(),
  state: GiftCardState,
  value: Money,
  balance: Money,
  issuedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  recipientEmail: z.string(),
  buyerEmail: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  voidReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

/** One movement of a card's balance: spent by an order, or given back when that order was cancelled. */
export const GiftCardUse = z.object({
  kind: z.enum(['spend', 'return']),
  amount: Money,
  orderId: z.uuid(),
  orderNumber: z.string(),
  at: z.iso.datetime(),
});
export type GiftCardUse = z.infer<typeof GiftCardUse>;

export const AdminGiftCardDetail = AdminGiftCard.extend({ message: z.string(), uses: z.array(GiftCardUse) });
export type AdminGiftCardDetail = z.infer<typeof AdminGiftCardDetail>;

export const GiftCardListQuery = listQuery({
  sort: ['createdAt', 'expiresAt', 'balance'],
  filters: {
    state: GiftCardState.optional(),
    currency: StorefrontCurrency.optional(),
    /** The code's last four characters, the recipient's or buyer's e-mail, or the order number. */
    q: z.string().trim().max(100).optional(),
  },
});
export type GiftCardListQuery = z.output<typeof GiftCardListQuery>;

/** POST /api/admin/gift-cards/:id/void: why (kept in the history), and the version read. */
export const GiftCardVoid = z.strictObject({
  reason: z.string().trim().min(1, 'field.required').max(500),
  version: z.number().int().min(1),
});
export type GiftCardVoid = z.input<typeof GiftCardVoid>;

// ---- the printable card (documents, asked by notifications) -----------------------------------------------

/** What the printed card shows; the code is in the body of an internal call only, never in an address. */
export const GiftCardForPrint = z.strictObject({
  code: z.string().min(1).max(40),
  value: Money,
  expiresAt: z.iso.datetime(),
  message: z.string().max(GIFT_CARD_MESSAGE_MAX),
  language: Language,
});
export type GiftCardForPrint = z.infer<typeof GiftCardForPrint>;

/** The card as a PDF, base64 (the internal calls speak JSON). */
export const GiftCardPdf = z.object({ filename: z.string(), pdfBase64: z.string() });
export type GiftCardPdf = z.infer<typeof GiftCardPdf>;

const r = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary'>> = {}>(summary: string, extra?: X) =>
  ({ service: 'orders' as ServiceName, summary, access: 'app', ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

/** The rows of gift cards, spread into `shopApi`. */
export const giftCardsApi = {
  'POST /api/gift-cards/balance': r(
    "A gift card's balance by its code (rate-limited per address; 429 after repeated wrong codes or checks)",
    { rateLimited: 'forms', body: GiftCardBalanceRequest, answer: GiftCardBalance },
  ),
  'GET /api/admin/gift-cards': adminRow('orders', 'Gift cards', 'gift_cards.list', {
    query: GiftCardListQuery,
    answer: listAnswer(AdminGiftCard),
  }),
  'GET /api/admin/gift-cards/:id': adminRow('orders', 'One gift card with its uses', 'gift_cards.view', {
    params: UuidParam,
    answer: AdminGiftCardDetail,
  }),
  'POST /api/admin/gift-cards/:id/void': adminRow(
    'orders',
    'Void a gift card: its balance falls to 0 (409 when changed meanwhile)',
    'gift_cards.update',
    { params: UuidParam, body: GiftCardVoid, answer: AdminGiftCardDetail },
  ),
  'GET /api/admin/gift-cards/:id/history': historyRow('orders', 'a gift card', 'gift_cards.view'),
} as const;
