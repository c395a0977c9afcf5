import { z } from 'zod';
import { EmailAddress } from './api/account';
import { GIFT_CARD_MESSAGE_OPTION, GIFT_CARD_RECIPIENT_OPTION } from './api/gift-cards';
import type { LineOption } from './api/line-options';
import { Language } from './enums';
import { INSURANCE_EXTENSION_FRAME_OPTION } from './insurance-options';
import { isSpecificationOption } from './withdrawal-rights';
import { addCalendarDays, isWorkingDay } from './working-days';

// The consumer's right of withdrawal (issue 27, docs/decisions/withdrawals.md): 14 days to withdraw from a
// distance contract without a reason (ustawa o prawach konsumenta art. 27), through the withdrawal function
// of Article 11a of the Consumer Rights Directive (Directive (EU) 2023/2673): a statement in two steps.

/** Calendar days of the withdrawal period (art. 27). */
export const WITHDRAWAL_DAYS = 14;

/**
 * The last day of the withdrawal period that starts with the event of `start` ('yyyy-mm-dd', Warsaw): the
 * delivery of the goods (of the last item, for an order delivered in parts) or the contract (services,
 * downloads). The 14 calendar days are counted from the day after (Kodeks cywilny art. 111 § 2); a last day
 * that falls on a Saturday, a Sunday or a Polish public holiday moves to the next working day (art. 115).
 */
export function withdrawalPeriodEnd(start: string): string {
  let end = addCalendarDays(start, WITHDRAWAL_DAYS);
  while (!isWorkingDay(end)) end = addCalendarDays(end, 1);
  return end;
}

/** Why one line of an order cannot be withdrawn from (art. 38 of the consumer rights act). */
export const WithdrawalExclusion = z.enum([
  /** Made to the buyer's specification: an engraving, a custom text or logo (art. 38 ust. 1 pkt 3). */
  'custom_made',
  /** A download delivered with the buyer's prior consent and acknowledgement (art. 38 ust. 1 pkt 13). */
  'digital_consented',
  /** A gift card already used (in part): what it paid for has been delivered. */
  'gift_card_used',
]);
export type WithdrawalExclusion = z.infer<typeof WithdrawalExclusion>;

/** Why a whole order carries no right of withdrawal: it is not a consumer's contract. */
export const WithdrawalNoRight = z.enum(['b2b', 'professional_purchase']);
export type WithdrawalNoRight = z.infer<typeof WithdrawalNoRight>;

/**
 * Options that are typed text but not a thing made to the buyer's specification: a gift card's message and
 * recipient, the insured bike's frame number on the insurance extension (a service).
 */
const notSpecifications: readonly string[] = [
  GIFT_CARD_RECIPIENT_OPTION,
  GIFT_CARD_MESSAGE_OPTION,
  INSURANCE_EXTENSION_FRAME_OPTION.code,
];

/** The facts of an order line the exclusion reads. */
export interface WithdrawalLineFacts {
  options: readonly Pick<LineOption, 'code' | 'kind' | 'display' | 'value'>[];
  /** When the buyer consented to immediate delivery of a download (checkout, `immediate_delivery_consent_at`). */
  immediateDeliveryConsentAt: Date | string | null;
  /** A gift card line whose card has been used. */
  giftCardUsed?: boolean;
}

/**
 * Whether an option makes the line the buyer's own specification: a file they sent (a logo), or a text they
 * typed to be made (an engraving). Choices from the shop's list, switches, e-mails, dates and numbers do not.
 */
function isSpecification(option: WithdrawalLineFacts['options'][number]): boolean {
  if (notSpecifications.includes(option.code) || !isSpecificationOption(option)) return false;
  return option.kind === 'FILE' || (typeof option.value === 'string' && option.value.trim() !== '');
}

/** Why a line cannot be withdrawn from, or null when it can. */
export function lineWithdrawalExclusion(line: WithdrawalLineFacts): WithdrawalExclusion | null {
  if (line.immediateDeliveryConsentAt) return 'digital_consented';
  if (line.options.some(isSpecification)) return 'custom_made';
  if (line.giftCardUsed) return 'gift_card_used';
  return null;
}

/** Why an order carries no right at all: a dealer's B2B order, or a purchase for the buyer's business. */
export function orderWithdrawalNoRight(order: {
  customerType: string;
  professionalPurchase: boolean;
}): WithdrawalNoRight | null {
  if (order.customerType === 'b2b') return 'b2b';
  if (order.professionalPurchase) return 'professional_purchase';
  return null;
}

// --- Payloads of the two steps (POST /api/withdrawals/check, POST /api/withdrawals) ---

const PersonName = z.string().trim().min(2).max(200);
const OrderNumberText = z.string().trim().min(1).max(40);

/** What identifies the contract: the name, the order number and the e-mail the order was placed with. */
export const WithdrawalIdentity = z.strictObject({
  name: PersonName,
  orderNumber: OrderNumberText,
  email: EmailAddress,
});
export type WithdrawalIdentity = z.infer<typeof WithdrawalIdentity>;

/** Step one: which lines of the order can be withdrawn from, and until when. Nothing is recorded. */
export const WithdrawalCheckRequest = WithdrawalIdentity;
export type WithdrawalCheckRequest = z.infer<typeof WithdrawalCheckRequest>;

/** One line chosen for the statement, with how many of its pieces. */
export const WithdrawalItem = z.strictObject({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(9999),
});
export type WithdrawalItem = z.infer<typeof WithdrawalItem>;

/** Step two, "Confirm withdrawal": the statement itself. Items left out: every line that can be withdrawn. */
export const WithdrawalStatement = WithdrawalIdentity.extend({
  items: z
    .array(WithdrawalItem)
    .min(1)
    .max(200)
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, {
      error: 'field.invalid',
    })
    .optional(),
});
export type WithdrawalStatement = z.infer<typeof WithdrawalStatement>;

/** A line of the order as step one shows it. */
export const WithdrawalLine = z.object({
  itemId: z.uuid(),
  name: z.string(),
  optionsLabel: z.string(),
  /** Ordered. */
  quantity: z.number().int(),
  /** Already withdrawn from by earlier statements. */
  withdrawn: z.number().int(),
  /** What a statement may still name (0 for an excluded line). */
  available: z.number().int(),
  exclusion: WithdrawalExclusion.nullable(),
});
export type WithdrawalLine = z.infer<typeof WithdrawalLine>;

export const WithdrawalCheckAnswer = z.object({
  orderNumber: z.string(),
  /** The last day to withdraw; null while the goods are on their way (the period starts on delivery). */
  periodEndsOn: z.iso.date().nullable(),
  lines: z.array(WithdrawalLine),
});
export type WithdrawalCheckAnswer = z.infer<typeof WithdrawalCheckAnswer>;

/** The recorded statement (201; the same statement sent again answers the first one with 200). */
export const WithdrawalReceipt = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  name: z.string(),
  /** When the shop received it (ISO instant); the e-mail shows it in Warsaw time. */
  receivedAt: z.iso.datetime({ offset: true }),
  periodEndsOn: z.iso.date().nullable(),
  language: Language,
  lines: z.array(
    z.object({ itemId: z.uuid(), name: z.string(), optionsLabel: z.string(), quantity: z.number().int() }),
  ),
});
export type WithdrawalReceipt = z.infer<typeof WithdrawalReceipt>;

/** What an order page says about withdrawal (account and guest): the button while the period runs, or why not. */
export const OrderWithdrawal = z.object({
  /** Whether the "Withdraw from contract" button is shown. */
  available: z.boolean(),
  periodEndsOn: z.iso.date().nullable(),
  /** Why there is none: the order's (no right), every line's exclusion, or the period over / closed order. */
  reason: z
    .union([WithdrawalNoRight, WithdrawalExclusion, z.enum(['period_over', 'order_closed', 'all_withdrawn'])])
    .nullable(),
});
export type OrderWithdrawal = z.infer<typeof OrderWithdrawal>;
