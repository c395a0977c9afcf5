// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customer,
  errorOf,
  failure,
  fakeFragments,
  fakeGateway,
  json,
  preparePage,
  show,
  signedInAs,
} from '../../testing';

// "Request an invoice" on a retail order's page (issue 26, docs/decisions/invoices.md "Asked for later"):
// offered only when the service says so, with the last day; the form is checked at its fields (a NIP whose
// checksum fails, no company name) before anything is sent, the service's refusal is shown, and once sent the
// invoice list shows the new invoice (queued) or the page says it comes with the payment.

let gateway: ReturnType<typeof fakeGateway>;
let removeFragments: () => void;
const OrderViewStandIn = ({ order }: { order: OrderDetail }) => (
  <article aria-label="order" data-order={order.number} />
);

const issued = {
  id: '3a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
  kind: 'VAT',
  number: 'FV/2026/000124',
  state: 'queued',
  issueDate: '2026-11-27',
  currency: 'PLN',
  total: { amount: 1_299_900, currency: 'PLN' },
  totalPln: { amount: 1_299_900, currency: 'PLN' },
  refersTo: [],
  ksefNumber: null,
  splitPayment: false,
  createdAt: '2026-11-27T10:00:00.000Z',
};

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  await signedInAs();
  removeFragments = fakeFragments({ 'mf-checkout/order-view': OrderViewStandIn });
});
afterEach(() => {
  removeFragments();
  cleanup();
  vi.restoreAllMocks();
});

/** An order without invoices whose customer may ask until `lastDay`; asking answers `answer`. */
function serve(ask: { open: boolean; lastDay: string | null }, answer: () => Response) {
  const order = orderDetail();
  let items: unknown[] = [];
  gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
  gateway.on(`GET /api/orders/${order.id}/invoices`, () => json({ items }));
  gateway.on(`GET /api/orders/${order.id}/invoice-request`, () => json(ask));
  gateway.on(`POST /api/orders/${order.id}/invoice-request`, () => {
    const response = answer();
    if (response.status === 201) items = [{ ...issued, orderId: order.id }];
    return response;
  });
  return order;
}

describe('asking for an invoice later', () => {
  it('checks the company’s name and NIP at their fields, sends the request and lists the new invoice (pl)', async () => {
    const order = serve({ open: true, lastDay: '2027-02-28' }, () =>
      json({ invoice: { ...issued, orderId: 'x' } }, 201),
    );
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Faktury' });
    expect(section).toHaveTextContent('Fakturę do tego zamówienia możesz jeszcze otrzymać na prośbę – do 28.02.2027.');
    await userEvent.click(within(section).getByRole('button', { name: 'Poproś o fakturę' }));
    const form = within(section).getByRole('form', { name: 'Prośba o fakturę' });
    expect(within(form).getByRole('radio', { name: 'Firmę (z NIP)' })).toBeChecked();

    const name = within(form).getByRole('textbox', { name: /Nazwa firmy/ });
    const nip = within(form).getByRole('textbox', { name: /NIP/ });
    await userEvent.type(nip, '7792433422');
    await userEvent.click(within(form).getByRole('button', { name: 'Wyślij prośbę' }));
    await vi.waitFor(() => expect(errorOf(nip)).toBe('Ten NIP jest nieprawidłowy – sprawdź jego cyfry'));
    expect(errorOf(name)).toBeTruthy();
    expect(nip).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.sent(`POST /api/orders/${order.id}/invoice-request`)).toEqual([]);

    await userEvent.type(name, 'Pracownia Zefirek');
    await userEvent.clear(nip);
    await userEvent.type(nip, '7792433421');
    await userEvent.click(within(form).getByRole('button', { name: 'Wyślij prośbę' }));
    await vi.waitFor(() =>
      expect(document.body).toHaveTextContent(
        'Wystawiliśmy fakturę FV/2026/000124. Znajdziesz ją na liście faktur tego zamówienia.',
      ),
    );
    expect(gateway.sent(`POST /api/orders/${order.id}/invoice-request`)).toEqual([
      { buyer: 'company', companyName: 'Pracownia Zefirek', taxId: '7792433421' },
    ]);
    const list = (await screen.findByText(/Faktura VAT FV\/2026\/000124/)).closest('section');
    expect(list).toHaveAccessibleName('Faktury');
  });

  it('asks as a consumer on an unpaid order and shows the service’s refusal (en)', async () => {
    let refuse = true;
    const order = serve({ open: true, lastDay: null }, () =>
      refuse
        ? failure(409, 'conflict', 'An invoice has already been asked for this order')
        : json({ invoice: null }, 201),
    );
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    expect(section).toHaveTextContent('we will issue it once the order is paid');
    await userEvent.click(within(section).getByRole('button', { name: 'Request an invoice' }));
    const form = within(section).getByRole('form', { name: 'Invoice request' });
    await userEvent.click(within(form).getByRole('radio', { name: 'A private person (no NIP)' }));
    expect(within(form).queryByRole('textbox', { name: /NIP/ })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByText('An invoice has already been asked for this order')).toBeVisible();

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    await vi.waitFor(() =>
      expect(section).toHaveTextContent(
        'We have your invoice request. We will issue the invoice once the order is paid.',
      ),
    );
    expect(gateway.sent(`POST /api/orders/${order.id}/invoice-request`)).toEqual([
      { buyer: 'consumer' },
      { buyer: 'consumer' },
    ]);
  });

  it('offers nothing when the service says the time is past or the order is not for it', async () => {
    const order = serve({ open: false, lastDay: null }, () => json({ invoice: null }, 201));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    await screen.findByRole('article', { name: 'order' });
    await vi.waitFor(() => expect(gateway.calls.some((call) => call.path.endsWith('/invoice-request'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});
