// @vitest-environment jsdom
import type { OrderDetail, OwnReview } from '@shop/contracts';
import { orderDetail } from '@shop/platform/order-fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, failure, fakeFragments, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';

// "Your reviews" on a completed order's page (issue 25): the customer writes a review of a product of the
// order (checked by the contract's schema before it is sent), sees its state and staff's reason for a
// rejection, changes it until it is published; not shown for an order that is not completed or to a dealer.

let gateway: ReturnType<typeof fakeGateway>;
let removeFragments: () => void;
let me: object;
const OrderViewStandIn = ({ order }: { order: OrderDetail }) => (
  <article aria-label="order" data-order={order.number} />
);

const pending: OwnReview = {
  id: 9,
  productId: 101,
  rating: 4,
  title: 'Dobry rower',
  text: 'Jeżdżę nim codziennie do pracy.',
  state: 'rejected',
  hasLinks: false,
  rejectionReason: 'Opinia dotyczy dostawy.',
  photo: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

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
});

function serve(status: OrderDetail['status'], review: OwnReview | null = null) {
  const order = orderDetail({ status });
  const [first] = order.items;
  gateway.on(`GET /api/orders/${order.id}`, () => json({ order }));
  gateway.on('GET /api/cms/reviews/mine', () =>
    json({ items: [{ productId: first!.productId, name: first!.name, slug: 'rower', image: null, review }] }),
  );
  return { order, product: first! };
}

describe('reviews on an order page', () => {
  it('writes a review of a received product, checked before it is sent, in Polish', async () => {
    const { order, product } = serve('completed');
    gateway.on('POST /api/cms/reviews', () => json({ ...pending, state: 'pending', rejectionReason: null }, 201));
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Twoje opinie' });
    await userEvent.click(within(section).getByRole('button', { name: `Napisz opinię: ${product.name}` }));
    await userEvent.click(within(section).getByRole('button', { name: 'Wyślij opinię' }));
    expect(await within(section).findAllByText('To pole jest wymagane')).not.toHaveLength(0);
    expect(gateway.sent('POST /api/cms/reviews')).toHaveLength(0);

    await userEvent.click(within(section).getByRole('radio', { name: '5 / 5' }));
    await userEvent.type(within(section).getByLabelText(/^Tytuł/), 'Świetny rower');
    await userEvent.type(within(section).getByLabelText(/^Treść opinii/), 'Za krótko');
    await userEvent.click(within(section).getByRole('button', { name: 'Wyślij opinię' }));
    await waitFor(() => expect(within(section).getByLabelText(/^Treść opinii/)).toHaveAccessibleDescription(/10/));
    await userEvent.type(within(section).getByLabelText(/^Treść opinii/), ', ale dobrze.');
    await userEvent.click(within(section).getByRole('button', { name: 'Wyślij opinię' }));
    await waitFor(() => expect(gateway.sent('POST /api/cms/reviews')).toHaveLength(1));
    expect(gateway.sent('POST /api/cms/reviews')[0]).toEqual({
      productId: product.productId,
      rating: 5,
      title: 'Świetny rower',
      text: 'Za krótko, ale dobrze.',
    });
    expect(await within(section).findByText('Dziękujemy! Opinia czeka na sprawdzenie przez sklep.')).toBeVisible();
  }, 60_000);

  it("shows staff's reason for a rejection and sends the change, in English", async () => {
    const { order, product } = serve('completed', pending);
    gateway.on('PUT /api/cms/reviews/9', () => json({ ...pending, state: 'pending', rejectionReason: null }));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Your reviews' });
    expect(section).toHaveTextContent('Rejected');
    expect(section).toHaveTextContent('Why it was rejected: Opinia dotyczy dostawy.');
    await userEvent.click(within(section).getByRole('button', { name: `Change the review: ${product.name}` }));
    expect(within(section).getByLabelText(/^Title/)).toHaveValue('Dobry rower');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(gateway.sent('PUT /api/cms/reviews/9')).toHaveLength(1));
  });

  it('shows the service refusal at the form', async () => {
    const { order, product } = serve('completed');
    gateway.on('POST /api/cms/reviews', () => failure(409, 'duplicate', 'You have already reviewed this product.'));
    show('orderDetails', 'en', `/en/account/orders/${order.id}`, { id: order.id });
    const section = await screen.findByRole('region', { name: 'Your reviews' });
    await userEvent.click(within(section).getByRole('button', { name: `Write a review: ${product.name}` }));
    await userEvent.click(within(section).getByRole('radio', { name: '3 / 5' }));
    await userEvent.type(within(section).getByLabelText(/^Title/), 'OK');
    await userEvent.type(within(section).getByLabelText(/^Your review/), 'Works fine for me.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send the review' }));
    expect(await within(section).findByText('You have already reviewed this product.')).toBeVisible();
  });

  it('shows nothing for an order not completed, nor to a dealer', async () => {
    const { order } = serve('sent');
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${order.id}`, { id: order.id });
    await screen.findByRole('article', { name: 'order' });
    expect(screen.queryByRole('region', { name: 'Twoje opinie' })).not.toBeInTheDocument();
    expect(gateway.calls.map((call) => call.path)).not.toContain('/api/cms/reviews/mine');
    cleanup();
    me = { ...customer, customerType: 'b2b' };
    gateway = fakeGateway(() => me);
    await signedInAs();
    const completed = serve('completed');
    show('orderDetails', 'pl', `/pl/konto/zamowienia/${completed.order.id}`, { id: completed.order.id });
    await screen.findByRole('article', { name: 'order' });
    expect(screen.queryByRole('region', { name: 'Twoje opinie' })).not.toBeInTheDocument();
  });
});
