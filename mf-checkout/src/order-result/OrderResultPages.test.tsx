// @vitest-environment jsdom
import { useSession } from '@shop/platform';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import {
  browser,
  rememberOrderToken,
  rememberPaymentProblem,
  rememberPlacedOrder,
  rememberTransfer,
} from '../payment/payment';
import {
  customer,
  failure,
  fakeGateway,
  json,
  makeOrder,
  orderId,
  paymentStart,
  pln,
  preparePage,
  refreshPage,
  show,
} from '../testing';
import { RECHECK_AFTER_MS } from './use-payment-state';

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
const assign = vi.spyOn(browser, 'assign');

const paymentAnswer = paymentStart;

// Two cores shared by many runs: a page that answers in 2 s is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });
beforeAll(preparePage);
beforeEach(async () => {
  me = { role: 'GUEST' };
  sessionStorage.clear();
  assign.mockReset().mockImplementation(() => {});
  gateway = fakeGateway(() => me);
  await refreshPage();
});
afterEach(cleanup);

/** Says when the page knows who is there (the session's answer), beside the screen under test. */
function SessionKnown() {
  return useSession().loaded ? <p>session known</p> : null;
}

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the order confirmation', () => {
  it("shows the order read with the link's token: number, status, payment, items, totals, addresses", async () => {
    rememberPlacedOrder(orderId);
    gateway.on(`GET /api/orders/status/${orderId}`, (_body, url) =>
      url.searchParams.get('t') === 'guest-token-123'
        ? json({ order: makeOrder({ paymentStatus: 'paid', status: 'in_progress' }) })
        : failure(404, 'not_found', 'Nie znaleziono.'),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/guest-token-123`, {
      id: orderId,
      token: 'guest-token-123',
    });
    expect(await screen.findByText('Dziękujemy! Przyjęliśmy zamówienie nr ZAM/2026/000123.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Zamówienie ZAM/2026/000123' })).toBeVisible();
    expect(fact('Status')).toBe('W realizacji');
    expect(fact('Płatność')).toBe('Opłacone');
    expect(fact('Data złożenia')).toBe('23.11.2026');
    const line = screen.getByRole('rowheader', { name: /Rower elektryczny City/ }).closest('tr') as HTMLElement;
    expect(within(line).getAllByRole('cell')[0]?.lastElementChild?.textContent).toBe('1');
    // Without its own delivery address the order goes to the billing one.
    expect(screen.getAllByText('Marszałkowska 1')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Zapłać ponownie' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry, not a crash, when the answer is not an order', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: { id: orderId } }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/guest-token-123`, {
      id: orderId,
      token: 'guest-token-123',
    });
    expect(await screen.findByText('Nie udało się wczytać zamówienia')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  });

  it("greets only in the tab that placed the order; the e-mail's link opens a plain heading", async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder() }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/guest-token-123`, {
      id: orderId,
      token: 'guest-token-123',
    });
    expect(screen.queryByText(/Dziękujemy za zamówienie!/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zamówienie ZAM/2026/000123' })).toBeVisible();
    expect(screen.queryByText(/Dziękujemy/)).not.toBeInTheDocument();
    cleanup();
    rememberPlacedOrder(orderId);
    show('orderConfirmation', 'en', `/en/order/${orderId}/guest-token-123`, { id: orderId, token: 'guest-token-123' });
    expect(screen.getByText(/Thank you for your order!/)).toBeVisible();
    expect(await screen.findByText('Thank you! We have received order no. ZAM/2026/000123.')).toBeVisible();
  });

  it("shows a company's EU VAT ID and the voivodeship in the addresses", async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({
        order: makeOrder({
          billing: {
            ...makeOrder().billing,
            type: 'company',
            companyName: 'Fahrrad GmbH',
            vatId: 'DE123456789',
            region: 'pl_mz',
          },
        }),
      }),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findAllByText('NIP UE: DE123456789')).toHaveLength(2);
    expect(screen.getAllByText('mazowieckie')).toHaveLength(2);
  });

  it('does not show an order to a wrong token', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => failure(404, 'not_found', 'Nie znaleziono.'));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/zly`, { id: orderId, token: 'zly' });
    expect(await screen.findByText('Nie znaleźliśmy tego zamówienia')).toBeVisible();
    expect(screen.queryByText(/ZAM\/2026/)).not.toBeInTheDocument();
  });

  it('offers to pay an unpaid online order again, through the payment route', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder() }));
    gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentAnswer());
    show('orderConfirmation', 'en', `/en/order/${orderId}/guest-token-123`, { id: orderId, token: 'guest-token-123' });
    expect(await screen.findByText('Unpaid')).toBeVisible();
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
    expect(await screen.findByText('Zamówienie przyjęte, ale płatności nie udało się rozpocząć')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zapłać ponownie' })).toBeVisible();
    cleanup();
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Nieopłacone')).toBeVisible();
    expect(screen.queryByText('Zamówienie przyjęte, ale płatności nie udało się rozpocząć')).not.toBeInTheDocument();
  });

  it('offers an installment order whose application failed a new application, from the guest link too', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({ order: makeOrder({ paymentMethod: 'installment_eraty', payable: true, status: 'ready_to_pay' }) }),
    );
    show('orderConfirmation', 'en', `/en/order/${orderId}/guest-token-123`, { id: orderId, token: 'guest-token-123' });
    expect(await screen.findByText('Unpaid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('offers no payment for an order the server says is not payable', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({ order: makeOrder({ payable: false, status: 'cancelled' }) }),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Anulowane')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zapłać ponownie' })).not.toBeInTheDocument();
  });

  it("says 'contact us' as a warning", async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ paymentStatus: 'contact_us' }) }));
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText(/Z płatnością za to zamówienie coś jest nie tak/)).toBeVisible();
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
    expect(await screen.findByRole('heading', { name: 'Dane do przelewu' })).toBeVisible();
    expect(fact('Numer konta')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(fact('Tytuł przelewu')).toBe('ZAM/2026/000123');
    expect(fact('Termin płatności')).toBe('02.12.2026');
    expect(fact('Kwota')).toBe('4\u00a0999,00\u00a0zł');
    expect(screen.queryByRole('button', { name: 'Zapłać ponownie' })).not.toBeInTheDocument();
  });

  it('says when the order could not be read and reads it again', async () => {
    let down = true;
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      down ? failure(503, 'service_unavailable', 'Usługa chwilowo niedostępna.') : json({ order: makeOrder() }),
    );
    show('orderConfirmation', 'pl', `/pl/zamowienie/${orderId}/t`, { id: orderId, token: 't' });
    expect(await screen.findByText('Usługa chwilowo niedostępna.')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nieopłacone')).toBeVisible();
  });
});

const transactionId = '0f9e8d7c-5555-4b6a-9c8d-7e6f5a4b3c2d';
const result = `/api/payments/tpay/result/${transactionId}`;

/** The payments service's answer for the attempt, and how often the page asked. */
function paymentState(...states: ('paid' | 'pending' | 'failed')[]) {
  let asked = 0;
  gateway.on(`GET ${result}`, (_body, url) => {
    expect(url.searchParams.get('order')).toBe(orderId);
    const state = states[Math.min(asked, states.length - 1)];
    asked += 1;
    return json({ state });
  });
  return { asked: () => asked };
}

const status = () => screen.getByRole('status');

describe('the payment result pages', () => {
  it('thanks for a payment the payments service has, and leads to the order', async () => {
    rememberOrderToken(orderId, 'guest-token-123');
    paymentState('paid');
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ paymentStatus: 'paid' }) }));
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}`, {
      provider: 'tpay',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sprawdzamy płatność');
    expect(await screen.findByRole('heading', { name: 'Dziękujemy za płatność' })).toBeVisible();
    expect(status().textContent).toContain('Płatność jest potwierdzona.');
    expect(await screen.findByText('Opłacone')).toBeVisible();
    expect(fact('Numer zamówienia')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('Nowe');
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      `/pl/zamowienie/${orderId}/guest-token-123`,
    );
    expect(screen.queryByRole('button', { name: 'Ponów płatność' })).not.toBeInTheDocument();
  });

  it('shows a forged "success" of an unpaid order as pending: no thanks, the goods reserved, a way to the order', async () => {
    rememberOrderToken(orderId, 'guest-token-123');
    paymentState('pending');
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ status: 'reserved' }) }));
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}&status=success`, {
      provider: 'tpay',
    });
    expect(await screen.findByRole('heading', { name: 'Czekamy na potwierdzenie płatności' })).toBeVisible();
    expect(status().textContent).toContain('Do tego czasu Twoje produkty są zarezerwowane.');
    expect(await screen.findByText('Nieopłacone')).toBeVisible();
    expect(screen.queryByText(/Dziękujemy|potwierdzona|Opłacone/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sprawdź ponownie' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      `/pl/zamowienie/${orderId}/guest-token-123`,
    );
    // Pending is not failed: no "pay again" that could charge twice.
    expect(screen.queryByRole('button', { name: 'Ponów płatność' })).not.toBeInTheDocument();
  });

  it('asks again with growing waits while pending, and thanks once the payment is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = paymentState('pending', 'pending', 'paid');
      let paid = false;
      gateway.on(`GET /api/orders/status/${orderId}`, () =>
        json({ order: makeOrder({ status: 'reserved', paymentStatus: paid ? 'paid' : 'unpaid' }) }),
      );
      show('paymentSuccess', 'en', `/en/payment/tpay/success?order=${orderId}&tx=${transactionId}&t=guest-token-123`, {
        provider: 'tpay',
      });
      expect(await screen.findByRole('heading', { name: 'Waiting for the payment to be confirmed' })).toBeVisible();
      expect(asked.asked()).toBe(1);
      await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS[0]);
      await waitFor(() => expect(asked.asked()).toBe(2));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for the payment to be confirmed');
      paid = true;
      await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS[1]);
      expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
      // The order is read again, so its badge follows.
      expect(await screen.findByText('Paid')).toBeVisible();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(asked.asked()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops asking after its waits, says so, and asks again on "Check again"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = paymentState('pending');
      show('paymentSuccess', 'en', `/en/payment/tpay/success?order=${orderId}&tx=${transactionId}`, {
        provider: 'tpay',
      });
      expect(await screen.findByRole('heading', { name: 'Waiting for the payment to be confirmed' })).toBeVisible();
      for (const [index, wait] of RECHECK_AFTER_MS.entries()) {
        await vi.advanceTimersByTimeAsync(wait);
        await waitFor(() => expect(asked.asked()).toBe(index + 2));
      }
      expect(await screen.findByText(/We still have no confirmation/)).toBeVisible();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(asked.asked()).toBe(RECHECK_AFTER_MS.length + 1);
    } finally {
      vi.useRealTimers();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(gateway.calls.filter((call) => call.path === result)).toHaveLength(7));
    expect(screen.queryByText(/We still have no confirmation/)).not.toBeInTheDocument();
  });

  it("says an installment application waits for the bank's decision", async () => {
    gateway.on(`GET /api/payments/eraty/result/${transactionId}`, () => json({ state: 'pending' }));
    show('paymentSuccess', 'pl', `/pl/platnosc/eraty/sukces?order=${orderId}&tx=${transactionId}`, {
      provider: 'eraty',
    });
    expect(await screen.findByRole('heading', { name: 'Czekamy na decyzję banku' })).toBeVisible();
    expect(status().textContent).toContain('Bank rozpatruje Twój wniosek ratalny.');
  });

  it('shows a paid order as paid at the error address too', async () => {
    paymentState('paid');
    show('paymentError', 'en', `/en/payment/tpay/error?order=${orderId}&tx=${transactionId}`, { provider: 'tpay' });
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
    expect(screen.queryByText(/failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry the payment' })).not.toBeInTheDocument();
  });

  it('reads the order of a signed-in customer without a guest token from their own orders', async () => {
    me = customer;
    await refreshPage();
    paymentState('paid');
    gateway.on(`GET /api/orders/${orderId}`, () =>
      json({ order: makeOrder({ status: 'in_progress', paymentStatus: 'paid' }) }),
    );
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}`, {
      provider: 'tpay',
    });
    expect(await screen.findByText('Opłacone')).toBeVisible();
    expect(fact('Numer zamówienia')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('W realizacji');
    expect(gateway.calls.some((call) => call.path.startsWith('/api/orders/status/'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      `/pl/konto/zamowienia/${orderId}`,
    );
    cleanup();
    gateway.on(`GET /api/payments/polcard/result/${transactionId}`, () => json({ state: 'failed' }));
    gateway.on(`GET /api/orders/${orderId}`, () => json({ order: makeOrder({ status: 'ready_to_pay' }) }));
    show('paymentError', 'en', `/en/payment/polcard/error?order=${orderId}&tx=${transactionId}`, {
      provider: 'polcard',
    });
    expect(await screen.findByRole('heading', { name: 'The payment failed' })).toBeVisible();
    expect(await screen.findByText('Unpaid')).toBeVisible();
    expect(fact('Order number')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('Awaiting payment');
  });

  it('reads nothing for a guest without a token: no order to show, a way to the orders', async () => {
    paymentState('failed');
    window.history.replaceState(null, '', `/pl/platnosc/tpay/blad?order=${orderId}&tx=${transactionId}`);
    render(
      <>
        <App screen="paymentError" lang="pl" params={{ provider: 'tpay' }} />
        <SessionKnown />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Przejdź do zamówień' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Płatność nie powiodła się' })).toBeVisible();
    // The page reads the order, if it may, in the render that learns who is there.
    expect(await screen.findByText('session known')).toBeInTheDocument();
    expect(gateway.calls.some((call) => call.path === '/api/account/me')).toBe(true);
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/orders/'))).toEqual([]);
    expect(screen.queryByText('Numer zamówienia')).not.toBeInTheDocument();
  });

  it('claims nothing without an attempt to ask about, or with one that is not of the order', async () => {
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ status: 'reserved' }) }));
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}&t=abc`, { provider: 'tpay' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wynik płatności');
    expect(status().textContent).toContain('Nie możemy tu sprawdzić stanu tej płatności.');
    expect(await screen.findByText('Nieopłacone')).toBeVisible();
    expect(screen.queryByText(/Dziękujemy/)).not.toBeInTheDocument();
    expect(gateway.calls.some((call) => call.path.startsWith('/api/payments/'))).toBe(false);
    cleanup();
    // The payments service does not know the attempt as this order's (404).
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}&tx=${transactionId}&t=abc`, {
      provider: 'tpay',
    });
    await waitFor(() => expect(gateway.calls.some((call) => call.path === result)).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Wynik płatności' })).toBeVisible();
    expect(screen.queryByText(/Dziękujemy/)).not.toBeInTheDocument();
  });

  it('says when the payment could not be checked, and checks again', async () => {
    let down = true;
    gateway.on(`GET ${result}`, () =>
      down ? failure(503, 'service_unavailable', 'Usługa chwilowo niedostępna.') : json({ state: 'failed' }),
    );
    show('paymentError', 'pl', `/pl/platnosc/tpay/blad?order=${orderId}&tx=${transactionId}&t=abc`, {
      provider: 'tpay',
    });
    expect(await screen.findByText('Nie udało się sprawdzić stanu płatności')).toBeVisible();
    expect(status().textContent).toContain('Usługa chwilowo niedostępna.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wynik płatności');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Płatność nie powiodła się' })).toBeVisible();
  });

  it("says 'Payment provider not available' for an unknown provider", () => {
    show('paymentSuccess', 'en', '/en/payment/paypal/success?order=x', { provider: 'paypal' });
    expect(screen.getByText('Payment provider not available')).toBeVisible();
    expect(screen.getByText(/The address the payment provider sent you back to is not valid/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment result');
    show('paymentError', 'pl', '/pl/platnosc/nieznany/blad', { provider: 'nieznany' });
    expect(screen.getAllByText('Operator płatności jest niedostępny').length).toBe(1);
    expect(gateway.calls.some((call) => call.path.startsWith('/api/payments/'))).toBe(false);
  });

  it('offers to pay again after a failed payment, and a way to the order', async () => {
    me = customer;
    await refreshPage();
    gateway.on(`GET /api/payments/polcard/result/${transactionId}`, () => json({ state: 'failed' }));
    gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentAnswer('https://polcard.test/retry'));
    show('paymentError', 'pl', `/pl/platnosc/polcard/blad?order=${orderId}&tx=${transactionId}`, {
      provider: 'polcard',
    });
    expect(await screen.findByText(/Twoje produkty są nadal zarezerwowane/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      `/pl/konto/zamowienia/${orderId}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ponów płatność' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://polcard.test/retry'));
  });

  it('offers no payment again for a failed attempt of an order that cannot be paid any more', async () => {
    paymentState('failed');
    gateway.on(`GET /api/orders/status/${orderId}`, () =>
      json({ order: makeOrder({ status: 'cancelled', paymentMethod: 'online_tpay' }) }),
    );
    show('paymentError', 'pl', `/pl/platnosc/tpay/blad?order=${orderId}&tx=${transactionId}&t=abc`, {
      provider: 'tpay',
    });
    expect(await screen.findByText('Anulowane')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Płatność nie powiodła się');
    expect(screen.queryByRole('button', { name: 'Ponów płatność' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a retry", async () => {
    paymentState('failed');
    gateway.on(`GET /api/orders/payment/${orderId}`, () =>
      failure(422, 'payment_provider_unavailable', 'Operator płatności jest niedostępny'),
    );
    show('paymentError', 'pl', `/pl/platnosc/tpay/blad?order=${orderId}&tx=${transactionId}&t=abc`, {
      provider: 'tpay',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ponów płatność' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Operator płatności jest niedostępny');
    expect(assign).not.toHaveBeenCalled();
  });
});
