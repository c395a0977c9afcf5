import type { AdminPaymentStatus, PaymentTransaction } from '@shop/contracts';

// The admin payment status of SPEC §3 from the money of an order (docs/decisions/payment-status.md). Only
// settled transactions (result `success`) count; pending and failed ones are attempts, not money.

/** Types that bring money in; `discount` lowers what is due instead, `return` and `chargeback` give it back. */
const incoming = new Set<PaymentTransaction['type']>(['online', 'card', 'installment', 'transfer', 'cash', 'other']);

export interface SettledMoney {
  /** Money in (payments of every method, and `other`). */
  paidIn: number;
  /** Refunds (`return`). */
  returned: number;
  /** Chargebacks. */
  chargedBack: number;
  /** Discounts granted after the order (lower what is due). */
  discounted: number;
}

export function settledMoney(transactions: readonly Pick<PaymentTransaction, 'type' | 'result' | 'amount'>[]) {
  const money: SettledMoney = { paidIn: 0, returned: 0, chargedBack: 0, discounted: 0 };
  for (const transaction of transactions) {
    if (transaction.result !== 'success') continue;
    const amount = transaction.amount.amount;
    if (incoming.has(transaction.type)) money.paidIn += amount;
    else if (transaction.type === 'return') money.returned += amount;
    else if (transaction.type === 'chargeback') money.chargedBack += amount;
    else if (transaction.type === 'discount') money.discounted += amount;
  }
  return money;
}

/**
 * In this order: any chargeback → `chargeback`; any refund → `returned`; what is kept covers what is due
 * (the total less discounts) → `paid`; some money kept → `partially_paid`; else `unpaid`. `on_hold`, `fraud`
 * and `error` are staff's judgement, never computed from money.
 */
export function adminPaymentStatusOf(total: number, money: SettledMoney): AdminPaymentStatus {
  if (money.chargedBack > 0) return 'chargeback';
  if (money.returned > 0) return 'returned';
  const kept = money.paidIn - money.returned - money.chargedBack;
  const due = Math.max(0, total - money.discounted);
  if (kept >= due && (kept > 0 || due === 0)) return 'paid';
  if (kept > 0) return 'partially_paid';
  return 'unpaid';
}
