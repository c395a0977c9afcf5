import { z } from 'zod';
import { Currency, PaymentMethod } from './enums';
import { defineEvent } from './events';

// Refunds through the order's payment method (issue 27; docs/decisions/refunds.md). Another service asks
// (`refund-requested`, from its outbox); payments gives the money back once through Tpay or PolCard, or
// leaves a transfer (transfer, cash) or a notice to the installment bank to staff, and says how it ended.

export const RefundReason = z.enum(['withdrawal', 'return']);
export type RefundReason = z.infer<typeof RefundReason>;

const RefundFacts = z.object({
  /** The caller's idempotency key: the same refundId twice is one refund. */
  refundId: z.uuid(),
  orderId: z.uuid(),
  /** In minor units of the order's currency (grosze, euro cents, …). */
  amountMinor: z.number().int().min(1).max(1_000_000_000),
  currency: Currency,
  reason: RefundReason,
  /** The caller's own reference (a withdrawal's number), shown to staff and used as a transfer's title. */
  reference: z.string().trim().min(1).max(60),
});

/**
 * Refund this much of an order through its payment method (orders emits it for a withdrawal). `accountNumber`
 * is the buyer's bank account when the buyer gave one (needed for orders paid by transfer or cash on
 * delivery; staff may also enter it when they send the transfer).
 */
export const RefundRequested = defineEvent(
  'orders',
  'refund-requested',
  RefundFacts.extend({
    accountNumber: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9 ]*$/)
      .optional(),
  }),
);

/** The money went back (the order's `return` transaction is recorded: `transactionId`). */
export const RefundCompleted = defineEvent(
  'payments',
  'refund-completed',
  RefundFacts.extend({
    method: PaymentMethod,
    /** The provider's reference of the refund, or the transfer's title; null when none was given. */
    providerRef: z.string().nullable(),
    transactionId: z.uuid(),
    completedAt: z.iso.datetime(),
  }),
);

/** The refund could not be made (over what was paid, refused by the provider): staff settle it by hand. */
export const RefundFailed = defineEvent(
  'payments',
  'refund-failed',
  RefundFacts.extend({
    method: z.string(),
    /** Why, in the shop's words (Polish), with the provider's reason when it gave one. */
    failure: z.string(),
  }),
);
