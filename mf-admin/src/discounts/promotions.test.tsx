// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The promotions screens: the list names what each promotion gives; the form sends conditions and actions in
// the contract's shape and shows a server's error at the field that holds it, wherever that action is listed.

const promotion = {
  id: 3,
  name: { pl: '10% taniej na akcesoria od 300 zł', en: '10% off accessories over 300 zł' },
  priority: 5,
  exclusive: true,
  state: 'active',
  conditions: {
    minimumPln: 30_000,
    minimumEur: null,
    products: [],
    collections: [],
    categories: ['accessory'],
    groups: [],
    audience: 'any',
    validFrom: null,
    validTo: null,
    firstOrder: false,
  },
  actions: [{ type: 'percent_off', target: 'matching', percent: 10 }, { type: 'free_delivery' }],
  version: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => staffUser('marketing_manager'));
  gateway.on('GET /api/admin/promotions', () => json({ items: [promotion], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/promotions/${promotion.id}`, () => json(promotion));
  gateway.on(`GET /api/admin/promotions/${promotion.id}/history`, () =>
    json({ items: [], total: 0, page: 1, limit: 10 }),
  );
  gateway.on('GET /api/admin/groups', () => json({ items: [], total: 0, page: 1, limit: 100 }));
  await signedIn();
});
afterEach(cleanup);

describe('the promotions list', () => {
  it('shows the name, what it gives, the priority and that it is exclusive', async () => {
    showPanel('pl', '/discounts/promotions');
    const table = await screen.findByRole('table', { name: 'Promocje automatyczne' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: promotion.name.pl })).toHaveAttribute(
      'href',
      '/pl/admin/discounts/promotions/3',
    );
    expect(first).toHaveTextContent('10 % od pasujących produktów, Darmowa dostawa');
    expect(first).toHaveTextContent('Wyłączna');
  });
});

describe('a new promotion', () => {
  it('sends the contract’s shape and shows an unknown free product at its field', async () => {
    gateway.on('POST /api/admin/promotions', () =>
      failure(400, 'validation_failed', 'Popraw zaznaczone pola', {
        'actions.1.productId': 'Wskazany identyfikator nie istnieje',
      }),
    );
    showPanel('pl', '/discounts/promotions/new');
    const name = await screen.findByRole('group', { name: /Nazwa widoczna w koszyku/ });
    await userEvent.type(within(name).getByRole('textbox', { name: /Polski/ }), 'Gratis do roweru');
    await userEvent.type(within(name).getByRole('textbox', { name: /Angielski/ }), 'A gift with a bike');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rower' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Rabat \(%\)/ }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /Produkt gratis/ }), '1901');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByRole('textbox', {
        name: /Produkt gratis/,
        description: /Wskazany identyfikator nie istnieje/,
      }),
    ).toBeVisible();
    expect(gateway.sent('POST /api/admin/promotions')).toEqual([
      expect.objectContaining({
        conditions: expect.objectContaining({ categories: ['bike'], minimumPln: null }),
        actions: [
          { type: 'percent_off', target: 'basket', percent: 5 },
          { type: 'free_item', productId: 1901, quantity: 1 },
        ],
      }),
    ]);
  });

  it('names a promotion without a condition in the browser before anything is sent', async () => {
    showPanel('en', '/discounts/promotions/new');
    const name = await screen.findByRole('group', { name: /Name shown in the cart/ });
    await userEvent.type(within(name).getByRole('textbox', { name: /Polish/ }), 'Rabat');
    await userEvent.type(within(name).getByRole('textbox', { name: /English/ }), 'Discount');
    await userEvent.type(screen.getByRole('textbox', { name: /Discount \(%\)/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Set at least one condition: a promotion without one would discount every order'),
    ).toBeVisible();
    expect(gateway.sent('POST /api/admin/promotions')).toEqual([]);
  });
});

describe("a promotion's page", () => {
  it('saves only what changed at the version read', async () => {
    gateway.on(`PATCH /api/admin/promotions/${promotion.id}`, () => json({ ...promotion, priority: 9, version: 3 }));
    showPanel('en', '/discounts/promotions/3');
    const priority = await screen.findByRole('textbox', { name: /Priority/ });
    await userEvent.clear(priority);
    await userEvent.type(priority, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.sent(`PATCH /api/admin/promotions/${promotion.id}`)).toEqual([{ priority: 9, version: 2 }]),
    );
  });
});
