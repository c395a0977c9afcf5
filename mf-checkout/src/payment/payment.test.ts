// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPayment } from '../api/orders';
import { browser, canPayAgain, followPayment, orderPagePath, submitProviderForm } from './payment';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('following a payment start', () => {
  it('posts a real form with every field of the provider', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = submitProviderForm('https://polcard.test/connect/gateway/processing', {
      chargetotal: '4999.00',
      currency: '985',
      hashExtended: 'a+b/c=',
    });
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://polcard.test/connect/gateway/processing');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      chargetotal: '4999.00',
      currency: '985',
      hashExtended: 'a+b/c=',
    });
    expect(form.isConnected).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('goes to the provider’s address', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const submit = vi.spyOn(browser, 'submit');
    followPayment({ kind: 'redirect', url: 'https://secure.tpay.example/pay/abc' }, 'pl', { id: 'o1' });
    expect(assign).toHaveBeenCalledWith('https://secure.tpay.example/pay/abc');
    expect(submit).not.toHaveBeenCalled();
  });

  it('posts a real form with the provider’s fields, escaped as values', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fields = { PARAM_HASH: 'a"b<c>', orderId: 'ZF/2026/000001' };
    const form = submitProviderForm('https://raty.example/wniosek', fields);
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://raty.example/wniosek');
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
  });

  it('shows the order again when there is nothing to follow', () => {
    followPayment({ kind: 'none' }, 'pl', { id: 'o1' });
    expect(window.location.pathname).toBe('/pl/konto/zamowienia/o1');
  });

  it('goes to the provider, posts its form, or shows the order', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const submit = vi.spyOn(browser, 'submit').mockImplementation(() => document.createElement('form'));
    followPayment({ kind: 'redirect', url: 'https://tpay.test/x' }, 'pl', { id: 'o1', token: 't1' });
    expect(assign).toHaveBeenCalledWith('https://tpay.test/x');
    followPayment({ kind: 'form', url: 'https://bank.test/f', fields: { a: '1' } }, 'pl', { id: 'o1' });
    expect(submit).toHaveBeenCalledWith('https://bank.test/f', { a: '1' });
    followPayment({ kind: 'none' }, 'en', { id: 'o1', token: 't1' });
    expect(window.location.pathname).toBe('/en/order/o1/t1');
  });

  it('names the payment route and the order page with and without a token', async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await startPayment('o 1', 'a&b');
    await startPayment('o1');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/orders/payment/o%201?t=a%26b',
      '/api/orders/payment/o1',
    ]);
    expect(orderPagePath('pl', 'o1', 'tok')).toBe('/pl/zamowienie/o1/tok');
    expect(orderPagePath('pl', 'o1')).toBe('/pl/konto/zamowienia/o1');
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
