// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';
import { id, detail as orderDetail, summary as orderSummary, pendingTransfers, pln } from './order-fixtures';

// Issue 23: a request answered with an offer on its own order page.

// The orders section's order, asked for as a request for an offer.
const summary = { ...orderSummary, type: 'REQUEST' };
const detail = { ...orderDetail, type: 'REQUEST' };

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/orders', () => json({ items: [summary], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/orders/${id}`, () => json(detail));
  gateway.on(`GET /api/admin/orders/${id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  gateway.on('GET /api/admin/transactions', () => json(pendingTransfers));
  await signedIn();
});
afterEach(cleanup);

const proposal = (overrides: Record<string, unknown> = {}) => ({
  orderId: id,
  number: summary.number,
  type: 'REQUEST',
  status: 'new',
  state: 'requested',
  email: summary.email,
  customerId: null,
  firstName: 'Zofia',
  lastName: 'Żółw',
  companyName: 'Flota sp. z o.o.',
  comments: 'Dziesięć baterii dla kurierów',
  lines: [
    {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      productId: 7,
      variantId: 70,
      sku: 'ZEF-BAT-500',
      name: 'Bateria 500 Wh',
      optionsLabel: '',
      quantity: 10,
      listPrice: pln(129_900),
      agreedPrice: pln(129_900),
      difference: pln(0),
      lineTotal: pln(1_299_000),
    },
  ],
  total: pln(1_299_000),
  listTotal: pln(1_299_000),
  deliveryMethods: [],
  paymentMethods: [],
  validUntil: null,
  note: '',
  requestedAt: '2026-11-25T09:15:00.000Z',
  sentAt: null,
  decidedAt: null,
  ...overrides,
});

describe('the offer editor', () => {
  it('answers a request with agreed prices, shows the difference, saves a draft and sends it', async () => {
    let current = proposal();
    gateway.on(`GET /api/admin/proposals/${id}`, () => json({ proposal: current }));
    gateway.on('POST /api/admin/proposals', (body) => {
      const sent = body as { lines: Array<{ unitPrice: number; quantity: number }>; validUntil: string };
      current = proposal({
        type: 'PROPOSAL',
        state: 'draft',
        validUntil: sent.validUntil,
        deliveryMethods: ['COURIER'],
        paymentMethods: ['transfer'],
      });
      return json({ proposal: current }, 201);
    });
    gateway.on(`POST /api/admin/proposals/${id}/send`, () => {
      current = { ...current, state: 'sent' };
      return json({ proposal: current });
    });
    showPanel('pl', `/orders/${id}`);
    const table = await screen.findByRole('table', { name: 'Pozycje oferty' });
    expect(screen.getByText('Dziesięć baterii dla kurierów')).toBeVisible();
    const price = within(table).getByRole('textbox', { name: 'Uzgodniona cena: Bateria 500 Wh' });
    await userEvent.clear(price);
    await userEvent.type(price, '1199,00');
    expect(within(table).getByRole('row', { name: /Bateria 500 Wh/ })).toHaveTextContent(/-100,00\szł/);
    const until = screen.getByLabelText('Ważna do (włącznie)');
    await userEvent.clear(until);
    await userEvent.type(until, '2099-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    expect(await screen.findByRole('button', { name: 'Wyślij klientowi' })).toBeVisible();
    expect(gateway.sent('POST /api/admin/proposals')[0]).toEqual({
      requestId: id,
      lines: [{ productId: 7, variantId: 70, quantity: 10, unitPrice: 119_900 }],
      deliveryMethods: ['COURIER'],
      paymentMethods: ['transfer'],
      validUntil: '2099-12-31',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij klientowi' }));
    expect(await screen.findByText('Wysłana')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zapisz szkic' })).toBeNull();
  });

  it('shows the server’s field message for a past validity date', async () => {
    gateway.on(`GET /api/admin/proposals/${id}`, () => json({ proposal: proposal() }));
    gateway.on('POST /api/admin/proposals', () =>
      failure(400, 'validation_failed', 'Niektóre parametry były nieprawidłowe', {
        validUntil: 'Data ważności nie może być w przeszłości',
      }),
    );
    showPanel('pl', `/orders/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz szkic' }));
    expect(await screen.findByText('Data ważności nie może być w przeszłości')).toBeVisible();
  });

  it('adds a catalogue product found by the search, and writes an offer from scratch for an e-mail', async () => {
    gateway.on('GET /api/admin/search/products', () =>
      json({
        items: [
          { id: 9, name: { pl: 'Sakwa rowerowa', en: 'Pannier' }, category: 'accessory', availability: 'available' },
        ],
      }),
    );
    const made = '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3921';
    gateway.on('POST /api/admin/proposals', () => json({ proposal: proposal({ orderId: made, state: 'draft' }) }, 201));
    gateway.on(`GET /api/admin/orders/${made}`, () => json({ ...detail, id: made, type: 'PROPOSAL' }));
    gateway.on(`GET /api/admin/orders/${made}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
    gateway.on(`GET /api/admin/proposals/${made}`, () =>
      json({ proposal: proposal({ orderId: made, state: 'draft' }) }),
    );
    showPanel('pl', '/orders');
    expect(await screen.findByRole('link', { name: 'Nowa oferta' })).toHaveAttribute(
      'href',
      '/pl/admin/orders/new-proposal',
    );
    cleanup();
    showPanel('pl', '/orders/new-proposal');
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail klienta/ }), 'nowy@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: /Znajdź produkt/ }), 'sakwa');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj Sakwa rowerowa' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Uzgodniona cena: Sakwa rowerowa' }), '99,00');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz szkic' }));
    expect(await screen.findByRole('table', { name: 'Pozycje oferty' })).toBeVisible();
    const [sent] = gateway.sent('POST /api/admin/proposals') as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({
      email: 'nowy@example.com',
      language: 'pl',
      lines: [{ productId: 9, quantity: 1, unitPrice: 9_900 }],
    });
    expect(sent).not.toHaveProperty('requestId');
  });

  it('is read-only for staff without orders.create', async () => {
    me = staffUser('service_manager');
    await signedIn();
    gateway.on(`GET /api/admin/proposals/${id}`, () => json({ proposal: proposal() }));
    showPanel('en', `/orders/${id}`);
    await screen.findByRole('table', { name: 'Lines of the offer' });
    expect(screen.queryByRole('button', { name: 'Save the draft' })).toBeNull();
  });
});
