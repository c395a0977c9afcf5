// @vitest-environment jsdom
import type { OrderDetail } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customer,
  failure,
  fakeFragments,
  fakeGateway,
  guest,
  json,
  preparePage,
  show,
  signedInAs,
} from '../../testing';

// The order itself is the checkout team's fragment (mf-checkout/order-view, tested there); the account
// reads the order, frames it and adds "order again".

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;

/** What mf-checkout/order-view is handed, drawn so a test can read it. */
function OrderViewStandIn({ order, lang, actions }: { order: OrderDetail; lang: string; actions?: ReactNode }) {
  return (
    <article aria-label="mf-checkout/order-view" data-order={order.number} data-lang={lang}>
      {actions}
    </article>
  );
}

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

describe('an order’s details', () => {
  describe('with the checkout team’s order view', () => {
    let removeFragments: () => void;
    beforeEach(() => {
      removeFragments = fakeFragments({ 'mf-checkout/order-view': OrderViewStandIn });
    });
    afterEach(() => removeFragments());

    it('shows the order through the checkout team’s view, with the way to order it again', async () => {
      const order = serve(orderDetail());
      show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
      const view = await screen.findByRole('article', { name: 'mf-checkout/order-view' });
      expect(view).toHaveAttribute('data-order', 'ZF/2026/000123');
      expect(view).toHaveAttribute('data-lang', 'pl');
      expect(within(view).getByRole('link', { name: 'Zamów ponownie' })).toHaveAttribute(
        'href',
        `/pl/konto/zamowienia/${order.id}/nowe`,
      );
      expect(screen.getByRole('link', { name: 'Wróć do zamówień' })).toHaveAttribute('href', '/pl/konto/zamowienia');
    });

    it("offers a dealer the order's document as a PDF in the page's language, and says when it fails", async () => {
      me = { ...customer, customerType: 'b2b', taxId: '5260250274' };
      await signedInAs();
      const order = serve(orderDetail());
      gateway.on(`GET /api/documents/orders/${order.id}/en`, () => new Response('%PDF-1.7'));
      const createObjectURL = vi.fn(() => 'blob:pro-forma');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
      const view = await screen.findByRole('article', { name: 'mf-checkout/order-view' });
      await userEvent.click(await within(view).findByRole('button', { name: 'Order document (PDF)' }));
      await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      expect(gateway.calls.some((call) => call.path === `/api/documents/orders/${order.id}/en`)).toBe(true);

      gateway.on(`GET /api/documents/orders/${order.id}/en`, () => failure(503, 'service_unavailable', 'Try again.'));
      await userEvent.click(within(view).getByRole('button', { name: 'Order document (PDF)' }));
      expect(await within(view).findByRole('alert')).toHaveTextContent('Order document (PDF):');
    });

    it('offers a retail customer no order document', async () => {
      const order = serve(orderDetail());
      show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
      const view = await screen.findByRole('article', { name: 'mf-checkout/order-view' });
      expect(within(view).getByRole('link', { name: 'Zamów ponownie' })).toBeVisible();
      expect(within(view).queryByRole('button', { name: 'Dokument zamówienia (PDF)' })).not.toBeInTheDocument();
    });

    it('does not offer a preorder again', async () => {
      const order = serve(orderDetail({ type: 'PREORDER', paymentMethod: 'preorder', deliveryMethod: 'PREORDER' }));
      show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
      expect(await screen.findByRole('article', { name: 'mf-checkout/order-view' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
    });
  });

  it('says when the checkout team’s view cannot be shown, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = serve(orderDetail());
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText('Nie udało się pokazać zamówienia.')).toBeVisible();
    const removeFragments = fakeFragments({ 'mf-checkout/order-view': OrderViewStandIn });
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('article', { name: 'mf-checkout/order-view' })).toBeVisible();
    removeFragments();
  });

  it('shows another customer’s order as not found', async () => {
    const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${id}`, { id });
    expect(await screen.findByRole('heading', { name: 'Nie znaleźliśmy tego zamówienia.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });

  it('says when the order cannot be loaded', async () => {
    const order = orderDetail();
    gateway.on(`GET /api/orders/${order.id}`, () =>
      failure(503, 'service_unavailable', 'Usługa jest chwilowo niedostępna.'),
    );
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByText('Nie udało się wczytać zamówienia.')).toBeVisible();
    screen.getByRole('button', { name: 'Spróbuj ponownie' });
  });

  it('asks a guest to sign in', async () => {
    me = guest;
    await signedInAs();
    const order = serve(orderDetail());
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    expect(await screen.findByRole('heading', { name: 'Wymagane zalogowanie' })).toBeVisible();
    expect(gateway.calls.some((call) => call.path.startsWith('/api/orders'))).toBe(false);
  });

  it('says the order cannot be loaded, not a crash, when the answer is not an order', async () => {
    const id = orderDetail().id;
    gateway.on(`GET /api/orders/${id}`, () => json({ order: { id } }));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${id}`, { id });
    expect(await screen.findByText('Nie udało się wczytać zamówienia.')).toBeVisible();
    screen.getByRole('button', { name: 'Spróbuj ponownie' });
  });
});
