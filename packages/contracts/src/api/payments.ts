import { z } from 'zod';
import { Currency, PaymentMethod, TransactionResult, TransactionType } from '../enums';
import { Money } from './common';

/** How many PLN one unit of a currency buys, with where and when the rate came from. */
export const ExchangeRate = z.object({
  currency: Currency,
  ratePln: z.string().regex(/^\d+\.\d{4,6}$/),
  source: z.string(),
  effectiveAt: z.iso.datetime(),
  /** The National Bank of Poland's table A it comes from (229/A/NBP/2026) and that table's date; null for
   * a rate staff set by hand; absent in answers stored before tables were kept. */
  tableNo: z.string().nullable().optional(),
  tableDate: z.iso.date().nullable().optional(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;
export const ExchangeRates = z.object({ items: z.array(ExchangeRate) });
/**
 * The rates in force, as payments announces them whole after each change (a table stored, an override set or
 * removed); `revision` (the change's moment in ms) lets a follower keep the newest.
 */
export const RevisedExchangeRates = ExchangeRates.extend({ revision: z.number().int().min(0) });
export type RevisedExchangeRates = z.infer<typeof RevisedExchangeRates>;

/** Payment methods that go through the payments service (SPEC §3; preorder orders pay no one here). */
export const PaymentStartMethod = z.enum([
  'online_tpay',
  'card_polcard',
  'installment_eraty',
  'installment_ca',
  'transfer',
  'cash',
]);
export type PaymentStartMethod = z.infer<typeof PaymentStartMethod>;

const AmountOf = z.object({ amount: z.number().int().min(1).max(100_000_000), currency: Currency });

/** POST /internal/payments/start: a new payment attempt of an order (a retry is a new attempt). */
export const PaymentStartRequest = z.object({
  orderId: z.uuid(),
  orderNumber: z.string().min(1).max(40),
  method: PaymentStartMethod,
  /** The order total. */
  amount: AmountOf,
  language: z.enum(['pl', 'en']),
  customer: z.object({
    email: z.email(),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    phone: z.string().max(30).optional(),
    street: z.string().max(200).optional(),
    zipCode: z.string().max(20).optional(),
    city: z.string().max(100).optional(),
  }),
  lines: z
    .array(
      z.object({
        name: z.string().min(1).max(300),
        quantity: z.number().int().min(1),
        unitGross: z.object({ amount: z.number().int().min(0), currency: Currency }),
      }),
    )
    .max(500),
  /** The shop's payment result pages (paths); by default those of the method's provider and language. */
  resultPath: z
    .object({ success: z.string().startsWith('/').max(200), error: z.string().startsWith('/').max(200) })
    .optional(),
});
export type PaymentStartRequest = z.infer<typeof PaymentStartRequest>;

export const PaymentAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.url() }),
  z.object({ kind: z.literal('form'), url: z.url(), fields: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('none') }),
]);
export type PaymentAction = z.infer<typeof PaymentAction>;

/** How an order pays: where the browser goes (action) or, for a bank transfer, what to send where. */
export const PaymentStart = z.object({
  transactionId: z.uuid(),
  method: PaymentStartMethod,
  /** What is charged, in PLN (online payments are PLN only; other currencies are converted). */
  amountPln: Money,
  /** The rate that converted a non-PLN order, null for PLN. */
  rate: ExchangeRate.nullable(),
  action: PaymentAction,
  transfer: z
    .object({
      /** The shop's IBAN. */
      account: z.string(),
      recipient: z.string(),
      /** The order number. */
      title: z.string(),
      /** 7 working days after the order (SPEC §5), yyyy-mm-dd. */
      dueDate: z.iso.date(),
      amount: Money,
    })
    .optional(),
});
export type PaymentStart = z.infer<typeof PaymentStart>;

/** GET /internal/payments/orders/:orderId: the order's payment transactions, oldest first. */
export const PaymentTransaction = z.object({
  transactionId: z.uuid(),
  method: PaymentStartMethod,
  type: TransactionType,
  result: TransactionResult,
  amount: Money,
  amountPln: Money,
  createdAt: z.iso.datetime(),
  providerRef: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;
export const PaymentTransactions = z.object({ items: z.array(PaymentTransaction) });

/** POST /internal/payments/ca/decisions: staff record Credit Agricole's credit decision (by transaction or order). */
export const CaDecisionRequest = z
  .object({
    transactionId: z.uuid().optional(),
    orderNumber: z.string().min(1).max(40).optional(),
    decision: z.enum(['granted', 'rejected']),
  })
  .refine((body) => body.transactionId || body.orderNumber, { message: 'field.required', path: ['transactionId'] });
export type CaDecisionRequest = z.infer<typeof CaDecisionRequest>;

/** The payment methods the payments service can take now: transfer and cash, and each configured provider's. */
export const EnabledPaymentMethods = z.object({ methods: z.array(PaymentMethod) });
export type EnabledPaymentMethods = z.infer<typeof EnabledPaymentMethods>;

/** The decision as recorded: `effect` says whether this call changed anything or repeated a decision. */
export const CaDecisionAnswer = z.object({
  transactionId: z.uuid(),
  orderId: z.uuid(),
  result: TransactionResult,
  effect: z.enum(['recorded', 'duplicate', 'refused', 'ignored']),
});
export type CaDecisionAnswer = z.infer<typeof CaDecisionAnswer>;

/** GET /api/payments/:provider/result/:id: the attempt the shopper came back from, and its order (`?order=`). */
export const PaymentResultParams = z.strictObject({ provider: z.string().max(40), id: z.uuid() });
export const PaymentResultQuery = z.strictObject({ order: z.uuid() });

/**
 * Where the payment the shopper came back from stands, as the payments service knows it (never as the
 * browser's return claimed): paid (this attempt, or another of the order), pending (not confirmed by the
 * provider yet, or an installment application the bank has not decided) or failed.
 */
export const PaymentResult = z.object({ state: z.enum(['paid', 'pending', 'failed']) });
export type PaymentResult = z.infer<typeof PaymentResult>;

/**
 * POST /internal/payments/orders/:orderId/abandon: the order is being cancelled; its open attempts (pending,
 * or failed and retryable) are closed for good. `paid`: an attempt had already paid, so nothing was closed
 * and the order must not be cancelled.
 */
export const PaymentsAbandoned = z.object({ paid: z.boolean(), abandoned: z.number().int().min(0) });
export type PaymentsAbandoned = z.infer<typeof PaymentsAbandoned>;

/** POST /internal/payments/conversions: an amount in PLN now, with the rate that converted it (null for PLN). */
export const PlnConversionRequest = z.object({ amount: AmountOf });
export const PlnConversion = z.object({
  amountPln: z.number().int(),
  rate: ExchangeRate.nullable(),
});
export type PlnConversion = z.infer<typeof PlnConversion>;
