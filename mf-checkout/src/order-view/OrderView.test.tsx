// @vitest-environment jsdom

import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderViewFragment from '../fragments/OrderViewFragment';
import { customer, fakeGateway, json, preparePage, refreshPage } from '../testing';

// The order view as mf-account's order details mount it (mf-checkout/order-view): a signed-in customer's
// order, read by the account page and handed over.

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  sessionStorage.clear();
  gateway = fakeGateway(() => customer);
  await refreshPage();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an order’s view', () => {
  it('shows the state, the methods, the items, the totals and both addresses', async () => {
    const order = orderDetail({
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
    });
    render(<OrderViewFragment order={order} lang="pl" />);
    expect(screen.getByRole('heading', { name: 'Zamówienie ZF/2026/000123' })).toBeVisible();
    expect(fact('Data złożenia')).toBe('20.11.2026');
    expect(fact('Status')).toBe('W realizacji');
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
    billing.getByText('Anna Nowak');
    billing.getByText('05-500 Piaseczno');
    const shipping = within(screen.getByRole('region', { name: 'Adres dostawy' }));
    shipping.getByText('Rowery Jan');
    shipping.getByText('NIP: 5260001246');
    screen.getByText('Proszę dzwonić przed dostawą.');

    // Paid: nothing to pay again.
    expect(screen.queryByRole('button', { name: /Zapłać ponownie/ })).not.toBeInTheDocument();
  });

  it('shows how to pay an unpaid transfer order', async () => {
    const order = orderDetail({ paymentMethod: 'transfer', paymentStatus: 'unpaid', status: 'new', payable: true });
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
    render(<OrderViewFragment order={order} lang="en" />);
    const transfer = within(await screen.findByRole('region', { name: 'Bank transfer details' }));
    transfer.getByText('PL61 1090 1014 0000 0712 1981 2874');
    transfer.getByText('Zefir sp. z o.o.');
    transfer.getByText('ZF/2026/000123');
    transfer.getByText('4 999.00 PLN');
    transfer.getByText('01.12.2026');
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toHaveAttribute('data-payment-status', 'unpaid');
  });

  it('pays a declined card order again by posting the provider’s form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const order = orderDetail({
      paymentMethod: 'card_polcard',
      paymentStatus: 'unpaid',
      status: 'ready_to_pay',
      payable: true,
    });
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
    render(<OrderViewFragment order={order} lang="pl" />);
    await userEvent.click(screen.getByRole('button', { name: /Zapłać ponownie/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://ipg.example/connect');
    expect(Object.fromEntries(new FormData(form))).toEqual({ chargetotal: '4999.00', hashExtended: 'abc=' });
    form.remove();
  });

  it('warns when the payment needs a word with the shop', async () => {
    const order = orderDetail({ paymentStatus: 'contact_us', status: 'cancelled' });
    render(<OrderViewFragment order={order} lang="pl" />);
    expect(await screen.findByText(/Skontaktuj się z nami, a wyjaśnimy sprawę/)).toBeVisible();
    expect(fact('Płatność')).toBe('Skontaktuj się z nami');
    expect(fact('Status')).toBe('Anulowane');
  });

  it("shows a dealer each line's net price and VAT rate; a retail customer neither", async () => {
    const order = orderDetail();
    render(<OrderViewFragment order={order} lang="pl" />);
    expect(screen.queryByRole('columnheader', { name: 'Cena netto' })).not.toBeInTheDocument();
    cleanup();
    gateway = fakeGateway(() => ({ ...customer, customerType: 'b2b' }));
    await refreshPage();
    render(<OrderViewFragment order={order} lang="pl" />);
    expect(screen.getByRole('columnheader', { name: 'Cena netto' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Stawka VAT' })).toBeVisible();
    const item = order.items[0]!;
    const row = screen.getByRole('rowheader', { name: new RegExp(item.name) }).closest('tr') as HTMLElement;
    expect(within(row).getByText(`${item.vatRate}%`)).toBeVisible();
    cleanup();
    render(<OrderViewFragment order={order} lang="en" />);
    expect(screen.getByRole('columnheader', { name: 'Net price' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'VAT rate' })).toBeVisible();
  });

  it('shows the host page’s own actions beside its own', () => {
    const order = orderDetail({ paymentMethod: 'card_polcard', paymentStatus: 'unpaid', status: 'new', payable: true });
    render(
      <OrderViewFragment order={order} lang="pl" actions={<a href="/pl/konto/zamowienia/x/nowe">Zamów ponownie</a>} />,
    );
    const head = screen.getByRole('heading', { name: 'Zamówienie ZF/2026/000123' }).parentElement as HTMLElement;
    within(head).getByRole('button', { name: 'Zapłać ponownie' });
    expect(within(head).getByRole('link', { name: 'Zamów ponownie' })).toHaveAttribute(
      'href',
      '/pl/konto/zamowienia/x/nowe',
    );
  });
});
