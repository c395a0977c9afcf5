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

describe('the payment result pages', () => {
  it('thanks for a payment and leads to the order', async () => {
    rememberOrderToken(orderId, 'guest-token-123');
    gateway.on(`GET /api/orders/status/${orderId}`, () => json({ order: makeOrder({ paymentStatus: 'paid' }) }));
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}`, { provider: 'tpay' });
    expect(await screen.findByText('Opłacone')).toBeVisible();
    expect(fact('Numer zamówienia')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('Nowe');
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      `/pl/zamowienie/${orderId}/guest-token-123`,
    );
  });

  it('reads the order of a signed-in customer without a guest token from their own orders', async () => {
    me = customer;
    await refreshPage();
    gateway.on(`GET /api/orders/${orderId}`, () =>
      json({ order: makeOrder({ status: 'in_progress', paymentStatus: 'paid' }) }),
    );
    show('paymentSuccess', 'pl', `/pl/platnosc/tpay/sukces?order=${orderId}`, { provider: 'tpay' });
    expect(await screen.findByText('Opłacone')).toBeVisible();
    expect(fact('Numer zamówienia')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('W realizacji');
    expect(gateway.calls.some((call) => call.path.startsWith('/api/orders/status/'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      `/pl/konto/zamowienia/${orderId}`,
    );
    cleanup();
    gateway.on(`GET /api/orders/${orderId}`, () => json({ order: makeOrder({ status: 'ready_to_pay' }) }));
    show('paymentError', 'en', `/en/payment/polcard/error?order=${orderId}`, { provider: 'polcard' });
    expect(await screen.findByText('Unpaid')).toBeVisible();
    expect(fact('Order number')).toBe('ZAM/2026/000123');
    expect(fact('Status')).toBe('Awaiting payment');
  });

  it('reads nothing for a guest without a token: no order to show, a way to the orders', async () => {
    window.history.replaceState(null, '', `/pl/platnosc/tpay/blad?order=${orderId}`);
    render(
      <>
        <App screen="paymentError" lang="pl" params={{ provider: 'tpay' }} />
        <SessionKnown />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Przejdź do zamówień' })).toBeVisible();
    // The page reads the order, if it may, in the render that learns who is there.
    expect(await screen.findByText('session known')).toBeInTheDocument();
    expect(gateway.calls.some((call) => call.path === '/api/account/me')).toBe(true);
    expect(gateway.calls.filter((call) => call.path.startsWith('/api/orders/'))).toEqual([]);
    expect(screen.queryByText('Numer zamówienia')).not.toBeInTheDocument();
  });

  it("says 'Payment provider not available' for an unknown provider", () => {
    show('paymentSuccess', 'en', '/en/payment/paypal/success?order=x', { provider: 'paypal' });
    expect(screen.getByText('Payment provider not available')).toBeVisible();
    expect(screen.getByText(/The address the payment provider sent you back to is not valid/)).toBeVisible();
    show('paymentError', 'pl', '/pl/platnosc/nieznany/blad', { provider: 'nieznany' });
    expect(screen.getAllByText('Operator płatności jest niedostępny').length).toBe(1);
  });

  it('offers to pay again after a failed payment, and a way to the order', async () => {
    me = customer;
    await refreshPage();
    gateway.on(`GET /api/orders/payment/${orderId}`, () => paymentAnswer('https://polcard.test/retry'));
    show('paymentError', 'pl', `/pl/platnosc/polcard/blad?order=${orderId}`, { provider: 'polcard' });
    expect(screen.getByText(/Twoje produkty są nadal zarezerwowane/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
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
