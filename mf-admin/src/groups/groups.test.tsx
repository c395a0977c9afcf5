// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const group = {
  id: '2c4e6a8b-1d3f-4a5b-9c7d-0e1f2a3b4c5d',
  name: 'Sklepy partnerskie',
  description: 'Dealerzy z Małopolski',
  members: 1,
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};
const zofia = {
  id: '5d2e8c1a-3b4f-4a6e-9c7d-1e2f3a4b5c6d',
  type: 'retail',
  state: 'active',
  lockedOut: false,
  email: 'zofia@example.pl',
  name: 'Zofia Żółkiewska',
  details: {
    type: 'person',
    firstName: 'Zofia',
    lastName: 'Żółkiewska',
    companyName: null,
    taxId: null,
    vatId: null,
    street: null,
    zipCode: null,
    city: null,
    country: null,
    region: null,
    email: 'zofia@example.pl',
    phone: null,
  },
  group: null as { id: string; name: string } | null,
  currency: 'PLN',
  language: 'pl',
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  lastSignInAt: null,
};
const empty = { items: [], total: 0, page: 1, limit: 10 };

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/groups', () => json({ items: [group], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/groups/${group.id}`, () => json(group));
  gateway.on(`GET /api/admin/groups/${group.id}/history`, () => json(empty));
  gateway.on('GET /api/admin/customers', () => json({ items: [{ ...zofia, group }], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/customers/${zofia.id}`, () => json(zofia));
  gateway.on(`GET /api/admin/customers/${zofia.id}/history`, () => json(empty));
  await signedIn();
});
afterEach(cleanup);

describe('customer groups', () => {
  it('lists the groups with their member counts', async () => {
    showPanel('pl', '/groups');
    const table = await screen.findByRole('table', { name: 'Grupy klientów' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Sklepy partnerskie' })).toHaveAttribute(
      'href',
      `/pl/admin/groups/${group.id}`,
    );
    expect(first).toHaveTextContent('Dealerzy z Małopolski');
    expect(screen.getByRole('link', { name: 'Dodaj grupę' })).toBeVisible();
  });

  it('shows a taken name at the field when creating', async () => {
    gateway.on('POST /api/admin/groups', () =>
      failure(409, 'duplicate', 'Taka wartość już istnieje', { name: 'Taka wartość już istnieje' }),
    );
    showPanel('pl', '/groups/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    const name = screen.getByRole('textbox', { name: /Nazwa/ });
    expect(name).toHaveAccessibleDescription('To pole jest wymagane');
    await userEvent.type(name, 'Sklepy partnerskie');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Taka wartość już istnieje'));
  });

  it("shows the group's members, asked only for this group's customers, and deletes after the confirmation", async () => {
    gateway.on(`DELETE /api/admin/groups/${group.id}`, () => json({ deleted: true }));
    showPanel('en', `/groups/${group.id}`);
    const members = await screen.findByRole('table', { name: 'Customers in Sklepy partnerskie' });
    expect(await within(members).findByRole('link', { name: 'Zofia Żółkiewska' })).toBeVisible();
    const asked = gateway.calls.filter((call) => call.path === '/api/admin/customers').at(-1);
    expect(new URLSearchParams(asked?.search).get('filters[group]')).toBe(group.id);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the group Sklepy partnerskie?' });
    expect(dialog).toHaveTextContent('Its customers (1) are left without a group.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the group' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/groups'));
  });

  it("puts a customer in a group from the customer's page", async () => {
    gateway.on(`PUT /api/admin/customers/${zofia.id}/group`, () => json({ ...zofia, group }));
    showPanel('pl', `/customers/${zofia.id}`);
    const choice = await screen.findByRole('combobox', { name: 'Grupa klienta' }, { timeout: 5_000 });
    await userEvent.selectOptions(choice, group.id);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz grupę' }));
    await waitFor(() =>
      expect(gateway.sent(`PUT /api/admin/customers/${zofia.id}/group`)).toEqual([{ groupId: group.id }]),
    );
    expect(await screen.findByText('Grupa klienta została zapisana.')).toBeVisible();
  });

  it('offers neither a new group nor the group choice to staff who may only read', async () => {
    me = staffUser('service_manager');
    await signedIn();
    showPanel('pl', `/customers/${zofia.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Zofia Żółkiewska' });
    expect(screen.queryByRole('combobox', { name: 'Grupa klienta' })).toBeNull();
  });
});
