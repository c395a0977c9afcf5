import { OrderStatus } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertOrderTransition,
  assertPaymentTransition,
  canMoveOrder,
  initialStatus,
  isCancellable,
  isPayable,
  orderTransitions,
} from './transitions';

describe('the order transition table', () => {
  it('names every status of SPEC §4, and only those', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...OrderStatus.options].sort());
    for (const targets of Object.values(orderTransitions))
      for (const target of targets) expect(OrderStatus.options).toContain(target);
  });

  it('lets a paid or granted order go to fulfilment, and a failed payment wait for a retry', () => {
    expect(canMoveOrder('reserved', 'in_progress')).toBe(true);
    expect(canMoveOrder('reserved', 'ready_to_pay')).toBe(true);
    expect(canMoveOrder('ready_to_pay', 'in_progress')).toBe(true);
    expect(canMoveOrder('reserved', 'cancelled')).toBe(true);
  });

  it('refuses moves the table does not have, with 422', () => {
    for (const [from, to] of [
      ['cancelled', 'in_progress'],
      ['completed', 'new'],
      ['sent', 'reserved'],
      ['returned', 'completed'],
      ['ready_to_pay', 'reserved'],
      ['in_progress', 'ready_to_pay'],
    ] as const) {
      expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(false);
      expect(() => assertOrderTransition(from, to)).toThrow(expect.objectContaining({ code: 'business_rule' }));
    }
    expect(() => assertOrderTransition('reserved', 'in_progress')).not.toThrow();
  });

  it('keeps final states final', () => {
    for (const status of ['cancelled', 'rejected', 'returned'] as const) expect(orderTransitions[status]).toEqual([]);
  });

  it('lets a payment status go from unpaid to paid, never from paid back to unpaid', () => {
    expect(() => assertPaymentTransition('unpaid', 'paid')).not.toThrow();
    expect(() => assertPaymentTransition('paid', 'contact_us')).not.toThrow();
    expect(() => assertPaymentTransition('paid', 'unpaid')).toThrow(expect.objectContaining({ code: 'business_rule' }));
  });
});

describe('where an order starts and when it can be paid', () => {
  it('holds stock for online, card and installment orders; transfer and cash start as new', () => {
    expect(initialStatus('online_tpay', false)).toBe('reserved');
    expect(initialStatus('card_polcard', false)).toBe('reserved');
    expect(initialStatus('installment_eraty', false)).toBe('reserved');
    expect(initialStatus('installment_ca', false)).toBe('reserved');
    expect(initialStatus('transfer', false)).toBe('new');
    expect(initialStatus('cash', false)).toBe('new');
    expect(initialStatus('preorder', true)).toBe('preorder');
  });

  it('is payable only while unpaid and waiting', () => {
    const order = { status: 'ready_to_pay', paymentStatus: 'unpaid', paymentMethod: 'card_polcard' };
    expect(isPayable(order)).toBe(true);
    expect(isPayable({ ...order, paymentStatus: 'paid' })).toBe(false);
    expect(isPayable({ ...order, status: 'cancelled' })).toBe(false);
    expect(isPayable({ ...order, status: 'in_progress' })).toBe(false);
    expect(isPayable({ status: 'preorder', paymentStatus: 'unpaid', paymentMethod: 'preorder' })).toBe(false);
  });
});

describe('isCancellable', () => {
  const order = (type: string, status: string, paymentStatus = 'unpaid') => ({ type, status, paymentStatus });
  it('lets an owner cancel an unpaid standard order that is new, reserved or waits for a new payment', () => {
    for (const status of ['new', 'reserved', 'ready_to_pay'])
      expect(isCancellable(order('STANDARD', status))).toBe(true);
    for (const status of ['in_progress', 'sent', 'cancelled', 'preorder'])
      expect(isCancellable(order('STANDARD', status))).toBe(false);
    expect(isCancellable(order('STANDARD', 'new', 'paid'))).toBe(false);
    expect(isCancellable(order('STANDARD', 'new', 'contact_us'))).toBe(false);
  });

  it('leaves preorders, quote requests and undecided proposals to their own ways', () => {
    expect(isCancellable(order('PREORDER', 'preorder'))).toBe(false);
    expect(isCancellable(order('REQUEST', 'new'))).toBe(false);
    expect(isCancellable(order('PROPOSAL', 'new'))).toBe(false);
    expect(isCancellable(order('PROPOSAL', 'ready_to_pay'))).toBe(true);
  });
});
