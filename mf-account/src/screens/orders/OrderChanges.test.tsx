// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failure, fakeFragments, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';

// What a customer may still do to their order on its page (issue 23): cancel an unpaid one after a
// confirmation, change a new one's comment and delivery address, and see a confirmed preorder's transfer.

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
let removeFragments: () => void;

function OrderViewStandIn({ order, actions }: { order: OrderDetail; actions?: ReactNode }) {
  return (
    <article aria-label="mf-checkout/order-view" data-status={order.status}>
      {actions}
    </article>
  );
}

beforeAll(preparePage);
beforeEach(async () => {
  me = customer;
  gateway = fakeGateway(() => me);
  await signedInAs();
  removeFragments = fakeFragments({ 'mf-checkout/order-view': OrderViewStandIn });
});
afterEach(() => {
  removeFragments();
  cleanup();
  vi.restoreAllMocks();
});

const unpaid = () =>
  orderDetail({ status: 'new', paymentStatus: 'unpaid', paymentMethod: 'transfer', payable: true, version: 3 });

describe('cancelling an order', () => {
  it('asks first, then cancels, and shows the order cancelled', async () => {
    let order = unpaid();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    gateway.on(`DELETE /api/orders/${order.id}`, () => {
      order = { ...order, status: 'cancelled', cancellable: false, changeable: false, version: 4 };
      return json({ order });
    });
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj zamówienie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować zamówienie ZF/2026/000123?' });
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Nie anuluj' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nie anuluj' }));
    expect(gateway.sent(`DELETE /api/orders/${order.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Anuluj zamówienie' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, anuluj zamówienie' }));
    expect(await screen.findByText('Zamówienie ZF/2026/000123 zostało anulowane.')).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.getByRole('article', { name: 'mf-checkout/order-view' })).toHaveAttribute(
        'data-status',
        'cancelled',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Anuluj zamówienie' })).not.toBeInTheDocument();
    expect(gateway.sent(`DELETE /api/orders/${order.id}`)).toHaveLength(1);
  });

  it('says why when the order can no longer be cancelled', async () => {
    const order = unpaid();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    gateway.on(`DELETE /api/orders/${order.id}`, () =>
      failure(422, 'business_rule', 'This order can no longer be cancelled: it is paid or already being prepared.'),
    );
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be cancelled');
  });

  it('offers no cancel for a paid order', async () => {
    const order = orderDetail();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    expect(await screen.findByRole('article', { name: 'mf-checkout/order-view' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change your order' })).not.toBeInTheDocument();
  });
});

describe('changing a new order', () => {
  const address = {
    id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    alias: 'Biuro',
    isDefault: false,
    type: 'person',
    firstName: 'Anna',
    lastName: 'Nowak',
    companyName: null,
    taxId: null,
    vatId: null,
    street: 'Prosta 2',
    zipCode: '00-001',
    city: 'Warszawa',
    country: 'PL',
    region: null,
    email: null,
    phone: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };

  it('sends the comment and the chosen address with the version it showed', async () => {
    let order = unpaid();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    gateway.on('GET /api/account/addresses', () => json({ items: [address], total: 1, page: 1, limit: 50 }));
    gateway.on(`PUT /api/orders/${order.id}`, (body) => {
      order = { ...order, comments: (body as { comments: string }).comments, version: 4 };
      return json({ order });
    });
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const comment = await screen.findByLabelText('Comment to the order');
    await userEvent.type(comment, 'Please call before delivery');
    await userEvent.selectOptions(await screen.findByLabelText('Delivery address'), address.id);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
    expect(gateway.sent(`PUT /api/orders/${order.id}`)).toEqual([
      { version: 3, comments: 'Please call before delivery', deliveryAddressId: address.id },
    ]);
  });

  it('says so when the order changed meanwhile', async () => {
    const order = unpaid();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    gateway.on('GET /api/account/addresses', () => json({ items: [], total: 0, page: 1, limit: 50 }));
    gateway.on(`PUT /api/orders/${order.id}`, () =>
      failure(409, 'conflict', 'Ktoś inny zapisał w międzyczasie zmiany.'),
    );
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText('Dodaj adres do książki adresowej, aby zmienić miejsce dostawy.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Komentarz do zamówienia'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ktoś inny zapisał w międzyczasie zmiany.');
  });
});

describe('a dealer’s preorder', () => {
  const preorder = (extra: Partial<OrderDetail> = {}) =>
    orderDetail({
      type: 'PREORDER',
      status: 'preorder',
      paymentStatus: 'unpaid',
      paymentMethod: 'preorder',
      deliveryMethod: 'PREORDER',
      total: { amount: 1_234_567, currency: 'EUR' },
      cancellable: false,
      changeable: false,
      ...extra,
    });

  beforeEach(async () => {
    me = { ...customer, customerType: 'b2b' };
    await signedInAs();
    gateway.on('GET /api/orders/status/preorder', () => json({ ordered: 8, completed: 2, percentage: 25, items: [] }));
  });

  it('shows the PLN amount, the rate and its table, the transfer, and the preorder progress', async () => {
    const order = preorder({
      preorderPayment: {
        confirmedAt: '2026-11-26T10:00:00.000Z',
        amountPln: { amount: 5_238_391, currency: 'PLN' },
        rate: {
          ratePln: '4.243100',
          source: 'NBP tabela A 229/A/NBP/2026',
          table: '229/A/NBP/2026',
          effectiveAt: '2026-11-25T11:45:00.000Z',
        },
        transfer: {
          account: 'PL61 1090 1014 0000 0712 1981 2874',
          recipient: 'Zefir sp. z o.o.',
          title: 'ZF/2026/000123',
        },
      },
    });
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Payment for the preorder' });
    expect(within(section).getByTestId('preorder-amount-pln')).toHaveTextContent(/^52\s383\.91\sPLN$/);
    expect(within(section).getByTestId('preorder-rate')).toHaveTextContent(
      '1 EUR = 4.2431 PLN (average rate of the National Bank of Poland, table 229/A/NBP/2026 of 25.11.2026)',
    );
    expect(within(section).getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeVisible();
    expect(await within(section).findByRole('progressbar', { name: 'Preorder progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('says a preorder not confirmed yet waits for staff, in Polish', async () => {
    const order = preorder();
    gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText(/Twoja przedsprzedaż czeka na nasze potwierdzenie/)).toBeVisible();
  });
});
