// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { canPayAgain, followPayment, type PaymentBrowser } from './pay-order';

const browser = () => ({
  go: vi.fn<PaymentBrowser['go']>(),
  submit: vi.fn<PaymentBrowser['submit']>(),
  reload: vi.fn<PaymentBrowser['reload']>(),
});

describe('following a payment start', () => {
  it('goes to the provider’s address', () => {
    const b = browser();
    followPayment({ kind: 'redirect', url: 'https://secure.tpay.example/pay/abc' }, b);
    expect(b.go).toHaveBeenCalledWith('https://secure.tpay.example/pay/abc');
    expect(b.submit).not.toHaveBeenCalled();
  });

  it('posts a real form with the provider’s fields, escaped as values', () => {
    const b = browser();
    const fields = { PARAM_HASH: 'a"b<c>', orderId: 'ZF/2026/000001' };
    followPayment({ kind: 'form', url: 'https://raty.example/wniosek', fields }, b);
    const form = b.submit.mock.calls[0]![0];
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://raty.example/wniosek');
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
    form.remove();
  });

  it('shows the order again when there is nothing to follow', () => {
    const b = browser();
    followPayment({ kind: 'none' }, b);
    expect(b.reload).toHaveBeenCalledTimes(1);
  });
});

describe('who may pay again', () => {
  it('is an unpaid order waiting for an online, card or installment payment', () => {
    expect(canPayAgain({ payable: true, paymentMethod: 'online_tpay' })).toBe(true);
    expect(canPayAgain({ payable: true, paymentMethod: 'installment_eraty' })).toBe(true);
    expect(canPayAgain({ payable: false, paymentMethod: 'card_polcard' })).toBe(false);
    expect(canPayAgain({ payable: true, paymentMethod: 'transfer' })).toBe(false);
    expect(canPayAgain({ payable: true, paymentMethod: 'cash' })).toBe(false);
  });
});
