// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const details = {
  type: 'person',
  firstName: 'Zofia',
  lastName: 'Żółkiewska',
  companyName: null,
  taxId: null,
  vatId: null,
  street: 'Długa 5',
  zipCode: '00-950',
  city: 'Łódź',
  country: 'PL',
  region: null,
  email: 'zofia@example.pl',
  phone: null,
};
const zofia = {
  id: '5d2e8c1a-3b4f-4a6e-9c7d-1e2f3a4b5c6d',
  type: 'retail',
  state: 'active',
  lockedOut: false,
  email: 'zofia@example.pl',
  name: 'Zofia Żółkiewska',
  details,
  group: null as { id: string; name: string } | null,
  currency: 'PLN',
  language: 'pl',
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  lastSignInAt: null as string | null,
};
const empty = { items: [], total: 0, page: 1, limit: 10 };

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/customers', () => json({ items: [zofia], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/customers/${zofia.id}`, () => json(zofia));
  gateway.on(`GET /api/admin/customers/${zofia.id}/history`, () => json(empty));
  await signedIn();
});
afterEach(cleanup);

describe('the customer list', () => {
  it('lists name, e-mail, kind and state, each row leading to the customer, and filters on the server', async () => {
    showPanel('pl', '/customers');
    const table = await screen.findByRole('table', { name: 'Klienci i dealerzy' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Zofia Żółkiewska' })).toHaveAttribute(
      'href',
      `/pl/admin/customers/${zofia.id}`,
    );
    expect(first).toHaveTextContent('Klient detaliczny');
    expect(first).toHaveTextContent('Aktywne');
    expect(screen.getByRole('link', { name: 'Dodaj dealera' })).toHaveAttribute('href', '/pl/admin/customers/new');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Imię, nazwisko, firma, e-mail lub NIP' }), 'zolw');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rodzaj' }), 'b2b');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'blocked');
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/customers').at(-1);
      expect(new URLSearchParams(last?.search)).toEqual(
        new URLSearchParams('filters[q]=zolw&filters[type]=b2b&filters[state]=blocked'),
      );
    });
  });

  it('offers no new dealer to staff who may only read customers', async () => {
    me = staffUser('service_employee');
    await signedIn();
    showPanel('en', '/customers');
    await screen.findByRole('table', { name: 'Customers and dealers' });
    expect(screen.queryByRole('link', { name: 'Add a dealer' })).toBeNull();
  });
});

describe('a customer', () => {
  it('blocks only after the confirmation, then offers to unblock', async () => {
    gateway.on(`POST /api/admin/customers/${zofia.id}/block`, () => json({ ...zofia, state: 'blocked' }));
    showPanel('en', `/customers/${zofia.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zofia Żółkiewska' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block the account of Zofia Żółkiewska?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(gateway.sent(`POST /api/admin/customers/${zofia.id}/block`)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText("Zofia Żółkiewska's account is blocked.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeVisible();
  });

  it('checks the form with the storefront rules before sending, and shows the server’s answer at the field', async () => {
    gateway.on(`PATCH /api/admin/customers/${zofia.id}`, () =>
      failure(409, 'duplicate', 'Ten identyfikator klienta jest już zarejestrowany', {
        email: 'Ten identyfikator klienta jest już zarejestrowany',
      }),
    );
    showPanel('pl', `/customers/${zofia.id}`);
    const lastName = await screen.findByRole('textbox', { name: /Nazwisko/ });
    await userEvent.clear(lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(lastName).toHaveAccessibleDescription('To pole jest wymagane');
    expect(gateway.sent(`PATCH /api/admin/customers/${zofia.id}`)).toEqual([]);

    await userEvent.type(lastName, 'Nowak');
    const email = screen.getByRole('textbox', { name: /Adres e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jan@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ten identyfikator klienta jest już zarejestrowany'));
    expect(gateway.sent(`PATCH /api/admin/customers/${zofia.id}`)).toEqual([
      expect.objectContaining({ type: 'person', lastName: 'Nowak', email: 'jan@example.pl', zipCode: '00-950' }),
    ]);
  });

  it('shows the details without a form or block button to staff who may only read', async () => {
    me = staffUser('service_employee');
    await signedIn();
    showPanel('pl', `/customers/${zofia.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zofia Żółkiewska' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zablokuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});

describe('a new dealer', () => {
  it('says what is missing, then creates the dealer and opens the account', async () => {
    const dealer = { ...zofia, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', type: 'b2b', state: 'inactive' };
    gateway.on('POST /api/admin/customers', () => json({ ...dealer, email: 'hurt@rowery.pl' }, 201));
    gateway.on(`GET /api/admin/customers/${dealer.id}`, () => json(dealer));
    gateway.on(`GET /api/admin/customers/${dealer.id}/history`, () => json(empty));
    showPanel('pl', '/customers/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Utwórz konto i wyślij link' }));
    expect(screen.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(gateway.sent('POST /api/admin/customers')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Nazwa firmy/ }), 'Rowery Hurt');
    await userEvent.type(screen.getByRole('textbox', { name: /NIP/ }), '5260250274');
    await userEvent.type(screen.getByRole('textbox', { name: /Numer VAT UE/ }), 'PL5260250274');
    await userEvent.type(screen.getByRole('textbox', { name: /Imię/ }), 'Adam');
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwisko/ }), 'Kowal');
    await userEvent.type(screen.getByRole('textbox', { name: /Adres e-mail/ }), 'hurt@rowery.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz konto i wyślij link' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/pl/admin/customers/${dealer.id}`));
    expect(gateway.sent('POST /api/admin/customers')).toEqual([
      expect.objectContaining({ companyName: 'Rowery Hurt', vatId: 'PL5260250274', currency: 'PLN', language: 'pl' }),
    ]);
    expect(screen.getByText('Link aktywacyjny wysłano na adres hurt@rowery.pl.')).toBeVisible();
  });
});
