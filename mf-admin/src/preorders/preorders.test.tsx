// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const season = {
  id: 7,
  name: { pl: 'Sezon 2027', en: 'Season 2027' },
  state: 'open',
  opensOn: '2026-11-20',
  closesOn: '2026-12-20',
  priceGuaranteeUntil: '2026-03-31',
  linkValidDays: 21,
  products: [{ productId: 1315, variantId: null, percentOff: 10, limit: 20 }],
  linksSent: 2,
  submitted: 1,
  version: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};
const report = {
  dealers: [
    {
      customerId: '0b7e4c1a-2f43-4c4e-9a53-4d5f0e1b2c3d',
      name: 'Rowerowo Sp. z o.o.',
      email: 'zakupy@rowerowo.example.pl',
      status: 'submitted',
      sentAt: '2026-11-21T09:00:00.000Z',
      expiresAt: '2026-12-12T09:00:00.000Z',
      openedAt: '2026-11-21T10:00:00.000Z',
      submittedAt: '2026-11-22T10:00:00.000Z',
      orderNumber: 'ZF/2026/000123',
    },
    {
      customerId: '1c8f5d2b-3a54-4d5f-8b64-5e6a1f2c3d4e',
      name: 'Bike Co Ltd',
      email: 'orders@bikeco.example.com',
      status: 'link_sent',
      sentAt: '2026-11-21T09:00:00.000Z',
      expiresAt: '2026-12-12T09:00:00.000Z',
      openedAt: null,
      submittedAt: null,
      orderNumber: null,
    },
  ],
  products: [{ productId: 1315, variantId: 4001, sku: 'ZEF-CITY-M', name: 'Zefir City', quantity: 12 }],
};
const dealer = {
  id: '2d9a6e3c-4b65-4e6a-9c75-6f7b2a3d4e5f',
  type: 'b2b',
  state: 'active',
  lockedOut: false,
  email: 'serwis@szprycha.example.pl',
  name: 'Szprycha s.c.',
  details: {},
  group: null,
  currency: 'PLN',
  language: 'pl',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/preorder-seasons', () => json({ items: [season], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/preorder-seasons/${season.id}`, () => json(season));
  gateway.on(`GET /api/admin/preorder-seasons/${season.id}/report`, () => json(report));
  gateway.on(`GET /api/admin/preorder-seasons/${season.id}/history`, () =>
    json({ items: [], total: 0, page: 1, limit: 10 }),
  );
  gateway.on('GET /api/admin/customers', () => json({ items: [dealer], total: 1, page: 1, limit: 20 }));
  await signedIn();
});
afterEach(cleanup);

describe('the preorder seasons list', () => {
  it('shows the dates, the state and how many dealers were sent the link and submitted', async () => {
    showPanel('pl', '/preorders');
    const table = await screen.findByRole('table', { name: 'Sezony przedsprzedaży' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Sezon 2027' })).toHaveAttribute('href', '/pl/admin/preorders/7');
    expect(first).toHaveTextContent('20.11.2026 – 20.12.2026');
    expect(first).toHaveTextContent('Otwarty');
  });
});

describe('a new season', () => {
  it('sends the names in both languages, the days and each product row in the contract shape', async () => {
    gateway.on('POST /api/admin/preorder-seasons', () => json({ ...season, id: 8 }));
    showPanel('en', '/preorders/new');
    const name = await screen.findByRole('group', { name: 'Season name' });
    await userEvent.type(within(name).getByRole('textbox', { name: /Polish/ }), 'Sezon 2027');
    await userEvent.type(within(name).getByRole('textbox', { name: /English/ }), 'Season 2027');
    await userEvent.type(screen.getByLabelText(/Orders from/), '2026-11-20');
    await userEvent.type(screen.getByLabelText(/Orders until/), '2026-12-20');
    await userEvent.type(screen.getByRole('textbox', { name: /Product 1: ID/ }), '1315');
    await userEvent.clear(screen.getByRole('textbox', { name: /Product 1: off/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Product 1: off/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Product 2: ID/ }), '1400');
    await userEvent.type(screen.getByRole('textbox', { name: /Product 2: most units/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.sent('POST /api/admin/preorder-seasons')).toEqual([
        {
          name: { pl: 'Sezon 2027', en: 'Season 2027' },
          state: 'draft',
          opensOn: '2026-11-20',
          closesOn: '2026-12-20',
          priceGuaranteeUntil: '2026-03-31',
          linkValidDays: 21,
          products: [
            { productId: 1315, variantId: null, percentOff: 10, limit: null },
            { productId: 1400, variantId: null, percentOff: 0, limit: 5 },
          ],
        },
      ]),
    );
  });

  it('names a bad percent and limit at their row before anything is sent', async () => {
    showPanel('en', '/preorders/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Product 1: ID/ }), '1315');
    await userEvent.clear(screen.getByRole('textbox', { name: /Product 1: off/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Product 1: off/ }), '95');
    await userEvent.type(screen.getByRole('textbox', { name: /Product 1: most units/ }), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('textbox', { name: /Product 1: off/, description: /at most 90/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Product 1: most units/ })).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.sent('POST /api/admin/preorder-seasons')).toEqual([]);
  });
});

describe("a season's page", () => {
  it('lists who was sent, opened and submitted, and the units per product', async () => {
    showPanel('pl', '/preorders/7');
    const dealers = await screen.findByRole('table', { name: 'Dealerzy, do których wysłano link' });
    await within(dealers).findByRole('rowheader', { name: 'Rowerowo Sp. z o.o.' });
    const rows = within(dealers).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Rowerowo Sp. z o.o.');
    expect(rows[1]).toHaveTextContent('Złożone');
    expect(rows[1]).toHaveTextContent('ZF/2026/000123');
    expect(rows[2]).toHaveTextContent('Link wysłany');
    const totals = screen.getByRole('table', { name: 'Suma zamówionych sztuk według produktu' });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent('12');
  });

  it('finds a dealer and sends them the link', async () => {
    gateway.on(`POST /api/admin/preorder-seasons/${season.id}/links`, () => json({ sent: [] }));
    showPanel('en', '/preorders/7');
    await userEvent.type(await screen.findByRole('textbox', { name: /Find a dealer/ }), 'szprycha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Szprycha s\.c\./ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the link (1)' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/preorder-seasons/${season.id}/links`)).toEqual([
        { customerIds: [dealer.id] },
      ]),
    );
  });
});
