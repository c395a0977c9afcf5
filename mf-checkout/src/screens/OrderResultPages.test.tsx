// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, rememberOrderToken, rememberPaymentProblem, rememberTransfer } from '../payment/payment';
import {
  customer,
  failure,
  fakeGateway,
  json,
  makeOrder,
  orderId,
  pln,
  preparePage,
  refreshPage,
  show,
} from '../testing';

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
const assign = vi.spyOn(browser, 'assign');

const paymentAnswer = (url = 'https://sandbox.tpay.test/pay/TR-9') =>
  json({
    order: { id: orderId, number: 'ZAM/2026/000123', status: 'new', paymentStatus: 'unpaid', total: pln(499900) },
    payment: {
      transactionId: 'TR-9',
      method: 'online_tpay',
      amountPln: pln(499900),
      rate: null,
      action: { kind: 'redirect', url },
    },
  });

beforeAll(preparePage);
beforeEach(async () => {
  me = { role: 'GUEST' };
  sessionStorage.clear();
  assign.mockReset().mockImplementation(() => {});
  gateway = fakeGateway(() => me);
  await refreshPage();
});
afterEach(cleanup);

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the order confirmation', () => {
  it("shows the order read with the link's token: number, status, payment, items, totals, addresses", async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, (_body, url) =>
      url.searchParams.get('t') === 'guest-token-123'
        ? json({ order: makeOrder({ paymentStatus: 'paid', status: 'in_progress' }) })
        : failure(404, 'not_found', 'Nie znaleziono.'),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/guest-token-123`, {
      id: orderId,
      token: 'guest-token-123',
    });
    expect(await screen.findByText('Dziękujemy! Przyjęliśmy zamówienie nr ZAM/2026/000123.')).toBeTruthy();
    expect(fact('Numer zamówienia')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('W realizacji');
    expect(fact('Płatność')).toBe('Opłacone');
    expect(fact('Data złożenia')).toBe('23.11.2026');
    expect(screen.getByText('1 × Rower elektryczny City')).toBeTruthy();
    // Without its own delivery address the order goes to the billing one.
    expect(screen.getAllByText('Marszałkowska 1')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Zapłać ponownie' })).toBeNull();
  });

  it('does not show an order to a wrong token', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => failure(404, 'not_found', 'Nie znaleziono.'));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/zly`, { id: orderId, token: 'zly' });
    expect(await screen.findByText('Nie znaleźliśmy tego zamówienia')).toBeTruthy();
    expect(screen.queryByText(/ZAM\/2026/)).toBeNull();
  });

  it('offers to pay an unpaid online order again, through the payment route', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder() }));
    gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentAnswer());
    show('orderConfirmation', 'en', `/en/order/${orderId}/guest-token-123`, { id: orderId, token: 'guest-token-123' });
    expect(await screen.findByText('Unpaid')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.tpay.test/pay/TR-9'));
    expect(gateway.calls.find((call) => call.path.startsWith('/api/orders/payment/'))?.search).toBe(
      '?t=guest-token-123',
    );
  });

  it('says once why the payment could not be started after the order was placed', async () => {
    rememberPaymentProblem(orderId, 'Operator płatności jest niedostępny');
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ payable: true }) }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Zamówienie przyjęte, ale płatności nie udało się rozpocząć')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapłać ponownie' })).toBeTruthy();
    cleanup();
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Nieopłacone')).toBeTruthy();
    expect(screen.queryByText('Zamówienie przyjęte, ale płatności nie udało się rozpocząć')).toBeNull();
  });

  it('offers no payment for an order the server says is not payable', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({ order: makeOrder({ payable: false, status: 'cancelled' }) }),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Anulowane')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapłać ponownie' })).toBeNull();
  });

  it("says 'contact us' as a warning", async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ paymentStatus: 'contact_us' }) }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText(/Z płatnością za to zamówienie coś jest nie tak/)).toBeTruthy();
    expect(screen.getAllByText('Skontaktuj się z nami').length).toBeGreaterThan(0);
  });

  it('shows how to pay by bank transfer', async () => {
    rememberTransfer(orderId, {
      account: 'PL61 1090 1014 0000 0712 1981 2874',
      recipient: 'E-Bike Sp. z o.o.',
      title: 'ZAM/2026/000123',
      dueDate: '2026-12-02',
      amount: pln(499900),
    });
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ paymentMethod: 'transfer' }) }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByRole('heading', { name: 'Dane do przelewu' })).toBeTruthy();
    expect(fact('Numer konta')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(fact('Tytuł przelewu')).toBe('ZAM/2026/000123');
    expect(fact('Termin płatności')).toBe('02.12.2026');
    expect(fact('Kwota')).toBe('4\u00a0999,00\u00a0zł');
    expect(screen.queryByRole('button', { name: 'Zapłać ponownie' })).toBeNull();
  });

  it('says when the order could not be read and reads it again', async () => {
    let down = true;
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      down ? failure(503, 'service_unavailable', 'Usługa chwilowo niedostępna.') : json({ order: makeOrder() }),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Usługa chwilowo niedostępna.')).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nieopłacone')).toBeTruthy();
  });
});

describe('the payment result pages', () => {
  it('thanks for a payment and leads to the order', async () => {
    rememberOrderToken(orderId, 'guest-token-123');
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ paymentStatus: 'paid' }) }));
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}`, { provider: 'tpay' });
    expect(await screen.findByText('Opłacone')).toBeTruthy();
    expect(screen.getByText(/Zamówienie nr ZAM\/2026\/000123/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' }).getAttribute('href')).toBe(
      `/pl/zamowienie/${orderId}/guest-token-123`,
    );
  });

  it("says 'Payment provider not available' for an unknown provider", () => {
    show('paymentSuccess', 'en', '/en/payment/paypal/success?order=x', { provider: 'paypal' });
    expect(screen.getByText('Payment provider not available')).toBeTruthy();
    expect(screen.getByText(/The address the payment provider sent you back to is not valid/)).toBeTruthy();
    show('paymentError', 'pl', '/pl/platnosc/nieznany/blad', { provider: 'nieznany' });
    expect(screen.getAllByText('Operator płatności jest niedostępny').length).toBe(1);
  });

  it('offers to pay again after a failed payment, and a way to the order', async () => {
    me = customer;
    await refreshPage();
    gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentAnswer('https://polcard.test/retry'));
    show('paymentError', 'pl', `/pl/platnosc/polcard/blad?order=${orderId}`, { provider: 'polcard' });
    expect(screen.getByText(/Twoje produkty są nadal zarezerwowane/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' }).getAttribute('href')).toBe(
      `/pl/konto/zamowienia/${orderId}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ponów płatność' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://polcard.test/retry'));
  });

  it("shows the server's refusal of a retry", async () => {
    gateway.on(`GET /api/orders/payment/${orderId}`, () =>
      failure(422, 'payment_provider_unavailable', 'Operator płatności jest niedostępny'),
    );
    show('paymentError', 'pl', `/pl/platnosc/tpay/blad?order=${orderId}&t=abc`, { provider: 'tpay' });
    await userEvent.click(screen.getByRole('button', { name: 'Ponów płatność' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Operator płatności jest niedostępny');
    expect(assign).not.toHaveBeenCalled();
  });
});
