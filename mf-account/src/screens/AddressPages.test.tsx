// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, errorOf, failure, fakeGateway, field, json, preparePage, show, signedInAs } from '../testing';

const stored = (id: string, alias: string, isDefault: boolean) => ({
  id,
  alias,
  isDefault,
  type: 'person',
  firstName: 'Anna',
  lastName: 'Nowak',
  companyName: null,
  taxId: null,
  vatId: null,
  street: `${alias} 1`,
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  region: 'pl_mz',
  email: null,
  phone: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const home = stored('0b7d3c52-3c7a-4a9f-8d7e-1f2a3b4c5d6e', 'Dom', true);
const work = stored('7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b', 'Praca', false);

let book: ReturnType<typeof stored>[];
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  book = [home, work];
  gateway = fakeGateway(() => customer);
  gateway.on('GET /api/account/addresses', () => json({ items: book, total: book.length, page: 1, limit: 50 }));
  await signedInAs();
});
afterEach(cleanup);

const aliases = () =>
  within(screen.getByRole('list', { name: /Zapisane adresy|Saved addresses/ }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the address book', () => {
  it('lists the addresses with the default one marked', async () => {
    show('addresses', 'pl', '/pl/konto/adresy');
    const list = await screen.findByRole('list', { name: 'Zapisane adresy' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Dom', 'Praca']);
    expect(within(cards[0]!).getByText('Domyślny')).toBeVisible();
    expect(within(cards[1]!).queryByText('Domyślny')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Edytuj adres „Praca”' })).toHaveAttribute(
      'href',
      `/pl/konto/adresy/${work.id}`,
    );
  });

  it('makes another address the default', async () => {
    gateway.on(`PUT /api/account/addresses/${work.id}`, (body) => {
      book = [
        { ...work, isDefault: true },
        { ...home, isDefault: false },
      ];
      return json({ ...work, ...(body as object) });
    });
    show('addresses', 'en', '/en/account/addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Make “Praca” your default address' }));
    expect(await screen.findByText('“Praca” is now your default address.')).toBeVisible();
    const [sent] = gateway.sent(`PUT /api/account/addresses/${work.id}`) as Record<string, unknown>[];
    expect(sent).toMatchObject({ alias: 'Praca', isDefault: true, street: 'Praca 1', zipCode: '00-950' });
    expect(sent).not.toHaveProperty('id');
    await waitFor(() => expect(aliases()).toEqual(['Praca', 'Dom']));
  });

  it('deletes an address only after the shopper confirms', async () => {
    gateway.on(`DELETE /api/account/addresses/${work.id}`, () => {
      book = [home];
      return new Response(null, { status: 204 });
    });
    show('addresses', 'pl', '/pl/konto/adresy');
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń adres „Praca”' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć adres „Praca”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(gateway.sent(`DELETE /api/account/addresses/${work.id}`)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń adres „Praca”' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń adres' }));
    expect(await screen.findByText('Usunęliśmy adres „Praca”.')).toBeVisible();
    await waitFor(() => expect(aliases()).toEqual(['Dom']));
  });

  it('says when the list cannot be loaded', async () => {
    gateway.on('GET /api/account/addresses', () =>
      failure(503, 'service_unavailable', 'Usługa jest chwilowo niedostępna.'),
    );
    show('addresses', 'pl', '/pl/konto/adresy');
    expect(await screen.findByText('Nie udało się wczytać adresów.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  });
});

describe('the address form', () => {
  it('needs a name, street, postal code and city', async () => {
    show('addressCreate', 'pl', '/pl/konto/adresy/dodaj');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz adres' }));
    await waitFor(() => expect(errorOf(field('address', 'alias'))).toBe('To pole jest wymagane'));
    for (const name of ['firstName', 'lastName', 'street', 'zipCode', 'city']) {
      expect(errorOf(field('address', name)), name).toBe('To pole jest wymagane');
    }
    expect(gateway.sent('POST /api/account/addresses')).toEqual([]);
  });

  it('saves a new address and goes back to the list, which says so', async () => {
    gateway.on('POST /api/account/addresses', (body) => {
      book = [...book, { ...stored('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', 'Działka', false), ...(body as object) }];
      return json(book.at(-1), 201);
    });
    show('addressCreate', 'en', '/en/account/addresses/add');
    await userEvent.type(field('address', 'alias'), 'Działka');
    await userEvent.type(field('address', 'firstName'), 'Anna');
    await userEvent.type(field('address', 'lastName'), 'Nowak');
    await userEvent.type(field('address', 'street'), 'Leśna 3');
    await userEvent.type(field('address', 'zipCode'), '05-500');
    await userEvent.type(field('address', 'city'), 'Piaseczno');
    await userEvent.click(field('address', 'isDefault'));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/account/addresses'));
    expect(gateway.sent('POST /api/account/addresses')).toEqual([
      expect.objectContaining({
        alias: 'Działka',
        isDefault: true,
        street: 'Leśna 3',
        zipCode: '05-500',
        country: 'PL',
      }),
    ]);
    cleanup();
    show('addresses', 'en', '/en/account/addresses');
    expect(await screen.findByText('Your new address has been saved.')).toBeVisible();
  });

  it('edits a stored address, and says when it no longer exists', async () => {
    gateway.on(`GET /api/account/addresses/${work.id}`, () => json(work));
    show('addressEdit', 'pl', `/pl/konto/adresy/${work.id}`, { id: work.id });
    await waitFor(() => expect(field('address', 'alias').value).toBe('Praca'));
    expect(field('address', 'street').value).toBe('Praca 1');
    cleanup();
    show('addressEdit', 'pl', '/pl/konto/adresy/missing', { id: 'missing' });
    expect(await screen.findByText('Nie znaleźliśmy tego adresu. Mógł zostać usunięty.')).toBeVisible();
  });
});
