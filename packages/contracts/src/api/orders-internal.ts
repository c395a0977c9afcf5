import { z } from 'zod';
import { AdminPaymentStatus, CustomerType, OrderStatus, PaymentMethod, StorefrontLanguage } from '../enums';
import { Money } from './common';

// What other services ask orders about an order (internal): payments, before staff record money by hand;
// rma, when staff link a return to the order it came from.

/** The money side of an order: who placed it, in which currency, for how much, and how it stands. */
export const OrderFacts = z.object({
  id: z.uuid(),
  number: z.string(),
  customerId: z.uuid().nullable(),
  email: z.string(),
  total: Money,
  paymentMethod: PaymentMethod,
  status: OrderStatus,
  adminPaymentStatus: AdminPaymentStatus,
  customerType: CustomerType,
  /** The billing name: the person's first and last name, else the company's. */
  buyerName: z.string(),
  language: StorefrontLanguage,
});
export type OrderFacts = z.infer<typeof OrderFacts>;

/** GET /internal/orders?number=ZF/2026/000123 (the number as staff type it). */
export const OrderNumberQuery = z.strictObject({ number: z.string().trim().min(1).max(40) });

/**
 * GET /internal/orders/paid/unsent (warehouse, at start): paid orders not sent, completed, cancelled, rejected
 * or returned yet, oldest first, with each line's SKU and pieces — so an order paid before the warehouse
 * listened still gets its fulfilment. At most `PAID_UNSENT_LIMIT` a call.
 */
export const PAID_UNSENT_LIMIT = 1000;
export const PaidUnsentOrders = z.object({
  orders: z.array(
    z.object({
      orderId: z.uuid(),
      number: z.string(),
      lines: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export type PaidUnsentOrders = z.infer<typeof PaidUnsentOrders>;
