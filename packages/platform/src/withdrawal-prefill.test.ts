// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { leaveWithdrawalPrefill, takeWithdrawalPrefill } from './withdrawal-prefill';

// The order pages of two remotes hand the order to the withdrawal form (issue 27): what one leaves, the form
// takes once; anything else in the storage reads as nothing.

afterEach(() => sessionStorage.clear());

describe('the withdrawal prefill', () => {
  it('hands the order from an order page to the form once', () => {
    leaveWithdrawalPrefill({ name: 'Anna Nowak', orderNumber: 'ZF/2026/000123', email: 'anna@example.com' });
    expect(takeWithdrawalPrefill()).toEqual({
      name: 'Anna Nowak',
      orderNumber: 'ZF/2026/000123',
      email: 'anna@example.com',
    });
    expect(takeWithdrawalPrefill()).toEqual({ name: undefined, orderNumber: undefined, email: undefined });
  });

  it('reads nothing from a value it did not write', () => {
    sessionStorage.setItem('shop.withdrawal.prefill', '{not json');
    expect(takeWithdrawalPrefill()).toEqual({});
    sessionStorage.setItem('shop.withdrawal.prefill', JSON.stringify({ name: 7, orderNumber: ['x'], email: null }));
    expect(takeWithdrawalPrefill()).toEqual({ name: undefined, orderNumber: undefined, email: undefined });
  });
});
