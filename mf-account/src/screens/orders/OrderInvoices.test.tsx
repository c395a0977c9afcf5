// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failure, fakeFragments, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';

// The invoices of a customer's order on its page (issue 26): each downloaded as a PDF in the page's language
// or as FA(3) XML; an order without invoices shows no section; a failed list says so beside the order.

let gateway: ReturnType<typeof fakeGateway>;
let removeFragments: () => void;
const OrderViewStandIn = ({ order }: { order: OrderDetail }) => (
  <article aria-label="order" data-order={order.number} />
);

const invoice = {
  id: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
  kind: 'VAT',
  number: 'FV/2026/000123',
  state: 'accepted',
  issueDate: '2026-11-26',
  currency: 'PLN',
  total: { amount: 1_299_900, currency: 'PLN' },
  totalPln: { amount: 1_299_900, currency: 'PLN' },
  refersTo: [],
  ksefNumber: '5250000009-20261126-0123456789AB-CD',
  splitPayment: false,
  createdAt: '2026-11-26T10:00:00.000Z',
};

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => ({ ...customer, customerType: 'b2b', taxId: '5260250274' }));
  await signedInAs();
  removeFragments = fakeFragments({ 'mf-checkout/order-view': OrderViewStandIn });
});
afterEach(() => {
  removeFragments();
  cleanup();
  vi.restoreAllMocks();
});

function serve(items: unknown[] | 'fails') {
  const order = orderDetail();
  gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
  gateway.on(`GET /api/orders/${order.id}/invoices`, () =>
    items === 'fails'
      ? failure(503, 'service_unavailable', 'Try again.')
      : json({ items: items.map((i) => ({ ...(i as object), orderId: order.id })) }),
  );
  return order;
}

describe('an order’s invoices', () => {
  it('lists each with its KSeF number and downloads its PDF in the page’s language and its XML', async () => {
    const order = serve([invoice]);
    gateway.on(`GET /api/documents/invoices/${invoice.id}/pl`, () => new Response('%PDF-1.7'));
    gateway.on(`GET /api/orders/invoices/${invoice.id}/xml`, () => new Response('<Faktura/>'));
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Faktury' });
    expect(section).toHaveTextContent('Faktura VAT FV/2026/000123');
    expect(section).toHaveTextContent('26.11.2026');
    expect(section).toHaveTextContent('Numer KSeF: 5250000009-20261126-0123456789AB-CD');

    await userEvent.click(within(section).getByRole('button', { name: 'Pobierz PDF faktury FV/2026/000123' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await userEvent.click(within(section).getByRole('button', { name: 'Pobierz XML faktury FV/2026/000123' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const paths = gateway.calls.map((call) => call.path);
    expect(paths).toContain(`/api/documents/invoices/${invoice.id}/pl`);
    expect(paths).toContain(`/api/orders/invoices/${invoice.id}/xml`);
  });

  it('says when a download fails, shows no section without invoices, and says when the list fails', async () => {
    const order = serve([invoice]);
    gateway.on(`GET /api/documents/invoices/${invoice.id}/en`, () => failure(503, 'service_unavailable', 'Try again.'));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download PDF of invoice FV/2026/000123' }));
    expect(await within(section).findByRole('alert')).toBeVisible();
    cleanup();

    const empty = serve([]);
    show('orderDetails', 'en', `/en/account/orders/${empty.id}`, { id: empty.id });
    await screen.findByRole('article', { name: 'order' });
    await vi.waitFor(() => expect(gateway.calls.some((call) => call.path.endsWith('/invoices'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
    cleanup();

    const failing = serve('fails');
    show('orderDetails', 'en', `/en/account/orders/${failing.id}`, { id: failing.id });
    expect(await screen.findByText(/could not load this order's invoices/)).toBeVisible();
  });
});
