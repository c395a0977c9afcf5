// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// Dealers' changes to their own shops in the shops section (issue 15): each pending request shows the shop's
// current values beside the asked ones; staff approve or reject it, and it leaves the list.

const request = {
  id: 7,
  shopId: 12,
  changes: { openingHours: [{ day: 2, opens: '10:00', closes: '18:00' }], website: 'https://nowa.example' },
  state: 'pending',
  createdAt: '2026-11-26T09:00:00.000Z',
  shopName: 'Rowery Dealera A',
  dealerId: 'dealer-a',
  current: {
    openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
    phones: ['+48 12 111 22 33'],
    website: 'https://stara.example',
  },
};

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;
let pending = [request];

beforeAll(preparePage);
beforeEach(async () => {
  pending = [request];
  me = staffUser('marketing_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/shops', () => json({ items: [], total: 0, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/shop-change-requests', () => json({ items: pending }));
  for (const decision of ['approve', 'reject'])
    gateway.on(`POST /api/admin/shop-change-requests/7/${decision}`, () => {
      pending = [];
      return json({ ...request, state: decision === 'approve' ? 'approved' : 'rejected' });
    });
  await signedIn();
});
afterEach(cleanup);

describe("dealers' shop changes", () => {
  it('shows the current and asked values and approves the change, in Polish', async () => {
    showPanel('pl', '/shops');
    const card = await screen.findByRole('article', { name: 'Rowery Dealera A' });
    const table = within(card).getByRole('table', { name: 'Zmiany dla sklepu Rowery Dealera A' });
    const hours = within(table).getByRole('row', { name: /Godziny otwarcia/ });
    expect(hours).toHaveTextContent('pon. 09:00–17:00');
    expect(hours).toHaveTextContent('wt. 10:00–18:00');
    expect(within(table).getByRole('row', { name: /Strona internetowa/ })).toHaveTextContent(
      'https://stara.examplehttps://nowa.example',
    );
    expect(within(table).queryByRole('row', { name: /Telefony/ })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Zatwierdź zmiany: Rowery Dealera A' }));
    await waitFor(() => expect(gateway.sent('POST /api/admin/shop-change-requests/7/approve')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rowery Dealera A' })).not.toBeInTheDocument());
  });

  it('rejects a change, in English', async () => {
    showPanel('en', '/shops');
    const card = await screen.findByRole('article', { name: 'Rowery Dealera A' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the changes: Rowery Dealera A' }));
    await waitFor(() => expect(gateway.sent('POST /api/admin/shop-change-requests/7/reject')).toHaveLength(1));
  });

  it('shows a type that may not update shops the request without the buttons', async () => {
    me = staffUser('sales_employee');
    showPanel('en', '/shops');
    const card = await screen.findByRole('article', { name: 'Rowery Dealera A' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("links a shop to a dealer's account, sending only that", async () => {
    const shop = {
      id: 12,
      name: 'Rowery Dealera A',
      street: 'ul. Długa 1',
      zip: '30-001',
      city: 'Kraków',
      region: 'pl_mp',
      regionName: 'małopolskie',
      lat: 50.06,
      lng: 19.94,
      website: null,
      phones: [],
      email: null,
      tags: ['shop'],
      collections: [59],
      openingHours: [],
      version: 4,
      updatedAt: '2026-11-25T08:00:00.000Z',
      dealerId: null,
    };
    gateway.on('GET /api/admin/shops/12', () => json(shop));
    gateway.on('GET /api/admin/shops/12/history', () => json({ items: [], total: 0, page: 1, limit: 10 }));
    gateway.on('PATCH /api/admin/shops/12', (body) => json({ ...shop, ...(body as object), version: 5 }));
    showPanel('pl', '/shops/12');
    const dealerField = await screen.findByRole('textbox', { name: /Dealer \(identyfikator konta\)/ });
    await userEvent.type(dealerField, 'b1c2d3e4-0000-4000-8000-000000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(gateway.sent('PATCH /api/admin/shops/12')).toEqual([
        { dealerId: 'b1c2d3e4-0000-4000-8000-000000000001', version: 4 },
      ]),
    );
  });
});
