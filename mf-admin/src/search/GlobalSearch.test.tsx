// @vitest-environment jsdom
import type { CustomerSearchHit, OrderSearchHit, ProductSearchHit, ReturnSearchHit } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const order: OrderSearchHit = {
  id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  number: 'ZF/2026/004711',
  email: 'zofia@example.pl',
  buyer: 'Zofia Żółw',
  status: 'in_progress',
  total: { amount: 499_900, currency: 'PLN' },
  createdAt: '2026-11-20T10:00:00.000Z',
};
const customer: CustomerSearchHit = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'zofia@example.pl',
  name: 'Zofia Żółw',
  type: 'retail',
  state: 'active',
};
const product: ProductSearchHit = {
  id: 1315,
  name: { pl: 'Rower Żółw', en: 'Turtle bike' },
  category: 'bike',
  availability: 'available',
};
const claim: ReturnSearchHit = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  number: 'RMA/2026/0042',
  status: 'new',
  createdAt: '2026-11-21T09:00:00.000Z',
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('admin');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/search/orders', () => json({ items: [order] }));
  gateway.on('GET /api/admin/search/customers', () => json({ items: [customer] }));
  gateway.on('GET /api/admin/search/products', () => json({ items: [product] }));
  gateway.on('GET /api/admin/search/returns', () => json({ items: [claim] }));
  await signedIn();
});
afterEach(cleanup);

/** The search's own parts: the panel around it has lists and statuses of its own. */
const inSearch = () => within(screen.getByRole('search', { name: /Search the shop|Szukaj w sklepie/ }));
const searchCalls = () => gateway.calls.filter((call) => call.path.startsWith('/api/admin/search/'));

async function typeInSearch(text: string, lang: 'pl' | 'en' = 'en') {
  showPanel(lang, '/orders');
  const box = await screen.findByRole('combobox', { name: lang === 'en' ? 'Search the shop' : 'Szukaj w sklepie' });
  await userEvent.type(box, text);
  return box;
}

describe('the global search', () => {
  it('asks nothing for one character, and every group it may for two', async () => {
    const box = await typeInSearch('z');
    expect(box).toHaveAccessibleDescription('Type at least 2 characters');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'o');
    await screen.findByRole('option', { name: /ZF\/2026\/004711/ });
    expect(
      searchCalls()
        .map((call) => `${call.path}${call.search}`)
        .sort(),
    ).toEqual([
      '/api/admin/search/customers?q=zo',
      '/api/admin/search/orders?q=zo',
      '/api/admin/search/products?q=zo',
      '/api/admin/search/returns?q=zo',
    ]);
  });

  it('asks once when typing pauses, not at every keystroke', async () => {
    await typeInSearch('zolw');
    await screen.findByRole('option', { name: /Turtle bike/ });
    expect(searchCalls().filter((call) => call.path === '/api/admin/search/orders')).toHaveLength(1);
  });

  it('groups the hits, each telling what it is', async () => {
    await typeInSearch('zofia', 'pl');
    const list = await screen.findByRole('listbox', { name: 'Szukaj w sklepie' });
    await within(list).findAllByRole('option');
    const groupNames = ['Zamówienia', 'Klienci', 'Produkty', 'Zwroty i reklamacje'];
    const groups = groupNames.map((name) => within(list).getByRole('group', { name }));
    expect(within(list).getAllByRole('group')).toEqual(groups);
    expect(within(groups[0]!).getByRole('option')).toHaveTextContent(
      'ZF/2026/004711Zofia Żółw · 4 999,00 zł · W realizacji',
    );
    expect(within(groups[1]!).getByRole('option')).toHaveTextContent('Zofia Żółwzofia@example.pl');
    expect(within(groups[2]!).getByRole('option')).toHaveTextContent('Rower ŻółwZF-1315');
    expect(within(groups[3]!).getByRole('option')).toHaveTextContent('RMA/2026/0042Nowe · 21.11.2026');
    expect(inSearch().getByRole('status')).toHaveTextContent('4 wyniki');
  });

  it('moves through every group with the arrow keys, opens the chosen hit with Enter, closes with Escape', async () => {
    const box = await typeInSearch('zofia');
    const options = await inSearch().findAllByRole('option');
    expect(options).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('zofia');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await userEvent.type(box, 'zofia');
    await inSearch().findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(window.location.pathname).toBe('/en/admin/products/1315');
    expect(box).toHaveValue('');
  });

  it('searches only the groups the admin type may list', async () => {
    me = staffUser('marketing_employee');
    await signedIn();
    await typeInSearch('zofia');
    await screen.findByRole('option', { name: /Turtle bike/ });
    expect(searchCalls().map((call) => call.path)).toEqual(['/api/admin/search/products']);
    expect(inSearch().getAllByRole('group')).toHaveLength(1);
  });

  it('says when nothing is found, and still shows the groups whose service answered', async () => {
    gateway.on('GET /api/admin/search/orders', () => json({ items: [] }));
    gateway.on('GET /api/admin/search/customers', () => failure(503, 'service_unavailable', 'Unavailable.'));
    gateway.on('GET /api/admin/search/products', () => json({ items: [] }));
    await typeInSearch('qq');
    await waitFor(() => expect(inSearch().getByRole('status')).toHaveTextContent('1 result'));
    expect(inSearch().getAllByRole('group')).toHaveLength(1);
    gateway.on('GET /api/admin/search/returns', () => json({ items: [] }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the shop' }), 'x');
    await waitFor(() => expect(inSearch().getByRole('status')).toHaveTextContent('Nothing found for “qqx”'));
    expect(inSearch().queryAllByRole('option')).toHaveLength(0);
  });
});
