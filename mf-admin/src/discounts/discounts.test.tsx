// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const promo = {
  id: 4,
  code: 'ROWER100',
  kind: 'amount',
  value: 10_000,
  currency: 'PLN',
  minimumPln: 100_000,
  minimumEur: null,
  validFrom: null,
  validTo: null,
  usageLimit: 50,
  perCustomerLimit: 1,
  used: 3,
  audience: 'retail',
  collections: [],
  products: [],
  state: 'active',
  version: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('marketing_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/promo-codes', () => json({ items: [promo], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/promo-codes/${promo.id}`, () => json(promo));
  gateway.on(`GET /api/admin/promo-codes/${promo.id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

describe('the promo codes list', () => {
  it('shows the discount, the minimum, the uses against the limit and the state', async () => {
    showPanel('pl', '/discounts');
    const table = await screen.findByRole('table', { name: 'Kody rabatowe' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'ROWER100' })).toHaveAttribute('href', '/pl/admin/discounts/4');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^100,00\szł$/);
    expect(cells[1]).toHaveTextContent(/^1\s000,00\szł$/);
    expect(first).toHaveTextContent('3 / 50');
    expect(first).toHaveTextContent('Aktywny');
    expect(screen.getByRole('link', { name: 'Rabaty indywidualne' })).toHaveAttribute(
      'href',
      '/pl/admin/discounts/individual',
    );
  });
});

describe('a new promo code', () => {
  it("sends a percent code with its minimum in grosze and shows the server's 409 at the code", async () => {
    gateway.on('POST /api/admin/promo-codes', () =>
      failure(409, 'duplicate', 'Taka wartość już istnieje', { code: 'Taka wartość już istnieje' }),
    );
    showPanel('pl', '/discounts/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Kod/ }), 'wiosna10');
    await userEvent.type(screen.getByRole('textbox', { name: /Rabat \(%\)/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Minimalny koszyk \(zł\)/ }), '250,50');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByRole('textbox', { name: /^Kod/, description: /Taka wartość już istnieje/ }),
    ).toBeVisible();
    expect(gateway.sent('POST /api/admin/promo-codes')).toEqual([
      expect.objectContaining({ code: 'WIOSNA10', kind: 'percent', value: 10, minimumPln: 25_050, currency: null }),
    ]);
  });

  it('names a wrong value in the browser before anything is sent', async () => {
    showPanel('en', '/discounts/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Code/ }), 'x');
    await userEvent.type(screen.getByRole('textbox', { name: /Discount \(%\)/ }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use 3 to 32 letters, digits, hyphens or underscores')).toBeVisible();
    expect(screen.getByText('The value must be at most 100')).toBeVisible();
    expect(gateway.sent('POST /api/admin/promo-codes')).toEqual([]);
  });
});

describe("a promo code's page", () => {
  it('saves only what changed at the version read', async () => {
    gateway.on(`PATCH /api/admin/promo-codes/${promo.id}`, () => json({ ...promo, perCustomerLimit: 2, version: 3 }));
    showPanel('en', '/discounts/4');
    const limit = await screen.findByRole('textbox', { name: /Uses per customer/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.sent(`PATCH /api/admin/promo-codes/${promo.id}`)).toEqual([{ perCustomerLimit: 2, version: 2 }]),
    );
  });
});
