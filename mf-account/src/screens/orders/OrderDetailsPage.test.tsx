// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failure, fakeGateway, guest, json, preparePage, show, signedInAs } from '../../testing';
import { orderDetail } from './order-fixtures';
import { realBrowser } from './pay-order';

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;

beforeAll(preparePage);
beforeEach(async () => {
  me = customer;
  gateway = fakeGateway(() => me);
  await signedInAs();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function serve(order: ReturnType<typeof orderDetail>) {
  gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
  return order;
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an order’s details', () => {
  it('shows the state, the methods, the items, the totals and both addresses', async () => {
    const order = serve(
      orderDetail({
        promoCode: 'WIOSNA10',
        comments: 'Proszę dzwonić przed dostawą.',
        totals: {
          items: { amount: 499_900, currency: 'PLN' },
          discount: { amount: 49_990, currency: 'PLN' },
          delivery: { amount: 0, currency: 'PLN' },
          net: { amount: 365_780, currency: 'PLN' },
          vat: { amount: 84_130, currency: 'PLN' },
          total: { amount: 449_910, currency: 'PLN' },
        },
        delivery: {
          type: 'company',
          firstName: 'Jan',
          lastName: 'Kowalski',
          companyName: 'Rowery Jan',
          taxId: '5260001246',
          street: 'Długa 1',
          zipCode: '80-001',
          city: 'Gdańsk',
          country: 'PL',
        },
      }),
    );
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByRole('heading', { name: 'Zamówienie ZF/2026/000123' })).toBeTruthy();
    expect(screen.getByText('Złożone 20.11.2026')).toBeTruthy();
    expect(fact('Status zamówienia')).toBe('W realizacji');
    expect(fact('Płatność')).toBe('Opłacone');
    expect(fact('Sposób płatności')).toBe('Płatność online (Tpay)');
    expect(fact('Sposób dostawy')).toBe('Kurier');

    const items = within(screen.getByRole('region', { name: 'Zamówione produkty' }));
    const city = items.getByRole('rowheader', { name: /Zefir City 28/ });
    expect(city.textContent).toContain('Kolor: czerwony, Rama: M');
    const lock = items.getByRole('rowheader', { name: /Zapięcie U-lock/ }).closest('tr') as HTMLElement;
    expect(
      within(lock)
        .getAllByRole('cell')
        .map((cell) => cell.lastElementChild?.textContent),
    ).toEqual(['2', '50,00\u00a0zł', '100,00\u00a0zł']);

    const totals = screen.getByLabelText('Razem');
    expect(totals.textContent).toContain('Rabat (kod WIOSNA10)−499,90\u00a0zł');
    expect(totals.textContent).toContain('Do zapłaty4\u00a0499,10\u00a0zł');

    const billing = within(screen.getByRole('region', { name: 'Dane do faktury' }));
    expect(billing.getByText('Anna Nowak')).toBeTruthy();
    expect(billing.getByText('05-500 Piaseczno')).toBeTruthy();
    const shipping = within(screen.getByRole('region', { name: 'Adres dostawy' }));
    expect(shipping.getByText('Rowery Jan')).toBeTruthy();
    expect(shipping.getByText('NIP: 5260001246')).toBeTruthy();
    expect(screen.getByText('Proszę dzwonić przed dostawą.')).toBeTruthy();

    // Paid: nothing to pay again; the same products can be ordered again.
    expect(screen.queryByRole('button', { name: /Zapłać ponownie/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zamów ponownie' }).getAttribute('href')).toBe(
      `/pl/konto/zamowienia/${order.id}/nowe`,
    );
  });

  it('shows how to pay an unpaid transfer order', async () => {
    const order = serve(
      orderDetail({ paymentMethod: 'transfer', paymentStatus: 'unpaid', status: 'new', payable: true }),
    );
    gateway.on(`GET /api/orders/payment/${order.id}`, () =>
      json({
        order: { id: order.id, number: order.number, status: 'new', paymentStatus: 'unpaid', total: order.total },
        payment: {
          transactionId: 't-1',
          method: 'transfer',
          action: { kind: 'none' },
          transfer: {
            account: 'PL61109010140000071219812874',
            recipient: 'Zefir sp. z o.o.',
            title: 'ZF/2026/000123',
            dueDate: '2026-12-01',
            amount: order.total,
          },
        },
      }),
    );
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const transfer = within(await screen.findByRole('region', { name: 'Bank transfer details' }));
    expect(transfer.getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(transfer.getByText('Zefir sp. z o.o.')).toBeTruthy();
    expect(transfer.getByText('ZF/2026/000123')).toBeTruthy();
    expect(transfer.getByText('4 999.00 PLN')).toBeTruthy();
    expect(transfer.getByText('01.12.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay again/ })).toBeNull();
    expect(screen.getByText('Unpaid').dataset.paymentStatus).toBe('unpaid');
  });

  it('pays a declined card order again by posting the provider’s form', async () => {
    const submit = vi.spyOn(realBrowser, 'submit').mockImplementation(() => {});
    const order = serve(
      orderDetail({ paymentMethod: 'card_polcard', paymentStatus: 'unpaid', status: 'ready_to_pay', payable: true }),
    );
    gateway.on(`GET /api/orders/payment/${order.id}`, () =>
      json({
        order: {
          id: order.id,
          number: order.number,
          status: 'ready_to_pay',
          paymentStatus: 'unpaid',
          total: order.total,
        },
        payment: {
          transactionId: 't-9',
          method: 'card_polcard',
          action: {
            kind: 'form',
            url: 'https://ipg.example/connect',
            fields: { chargetotal: '4999.00', hashExtended: 'abc=' },
          },
        },
      }),
    );
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    await userEvent.click(await screen.findByRole('button', { name: /Zapłać ponownie/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.calls[0]![0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://ipg.example/connect');
    expect(Object.fromEntries(new FormData(form))).toEqual({ chargetotal: '4999.00', hashExtended: 'abc=' });
    form.remove();
  });

  it('warns when the payment needs a word with the shop', async () => {
    const order = serve(orderDetail({ paymentStatus: 'contact_us', status: 'cancelled' }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText(/Skontaktuj się z nami, a wyjaśnimy to/)).toBeTruthy();
    expect(fact('Płatność')).toBe('Skontaktuj się z nami');
    expect(fact('Status zamówienia')).toBe('Anulowane');
  });

  it('shows another customer’s order as not found', async () => {
    const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${id}`, { id });
    expect(await screen.findByRole('heading', { name: 'Nie znaleźliśmy tego zamówienia.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  });

  it('says when the order cannot be loaded', async () => {
    const order = orderDetail();
    gateway.on(`GET /api/orders/${order.id}`, () =>
      failure(503, 'service_unavailable', 'Usługa jest chwilowo niedostępna.'),
    );
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText('Nie udało się wczytać zamówienia.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('asks a guest to sign in', async () => {
    me = guest;
    await signedInAs();
    const order = serve(orderDetail());
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByRole('heading', { name: 'Wymagane zalogowanie' })).toBeTruthy();
    expect(gateway.calls.some((call) => call.path.startsWith('/api/orders'))).toBe(false);
  });

  it('says the order cannot be loaded, not a crash, when the answer is not an order', async () => {
    const id = orderDetail().id;
    gateway.on(`GET /api/orders/${id}`, () => json({ order: { id } }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${id}`, { id });
    expect(await screen.findByText('Nie udało się wczytać zamówienia.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
