// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const collection = (id: number, parentId: number | null, position: number, pl: string, en: string, extra = {}) => ({
  id,
  parentId,
  depth: parentId === null ? 0 : 1,
  position,
  name: { pl, en },
  slug: { pl: `kat-${id}`, en: `col-${id}` },
  state: 'active',
  visible: true,
  productCount: 0,
  childCount: 0,
  version: 3,
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...extra,
});

const bikes = collection(59, null, 0, 'Rowery elektryczne', 'Electric bikes', { childCount: 2, productCount: 12 });
const city = collection(61, 59, 0, 'Miejskie', 'City');
const mtb = collection(90, 59, 1, 'Górskie MTB', 'MTB');
const tree = { items: [bikes, city, mtb] };

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('marketing_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/collections', () => json(tree));
  gateway.on('GET /api/admin/collections/59', () => json(bikes));
  gateway.on('GET /api/admin/collections/59/history', () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

describe('the collection tree', () => {
  it('lists collections in menu order and moves one up with its arrow, sending its place and version', async () => {
    gateway.on('POST /api/admin/collections/90/move', () =>
      json({ items: [bikes, { ...mtb, position: 0, version: 4 }, { ...city, position: 1 }] }),
    );
    showPanel('pl', '/collections');
    const table = await screen.findByRole('table', { name: 'Drzewo kategorii w kolejności menu sklepu' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rowery elektryczne', 'Miejskie', 'Górskie MTB']);
    expect(screen.getByRole('button', { name: 'Przesuń „Miejskie” w górę' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Przesuń „Górskie MTB” w górę' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Rowery elektryczne', 'Górskie MTB', 'Miejskie']),
    );
    expect(gateway.sent('POST /api/admin/collections/90/move')).toEqual([{ version: 3, parentId: 59, position: 0 }]);
  });

  it('shows no arrows or add button to staff who may only read', async () => {
    me = staffUser('sales_manager');
    showPanel('en', '/collections');
    await screen.findByRole('table', { name: "The collection tree in the shop menu's order" });
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add collection' })).toBeNull();
  });
});

describe("a collection's page", () => {
  it('says in the dialog why a collection with products cannot be deleted, and stays', async () => {
    gateway.on('DELETE /api/admin/collections/59', () =>
      failure(422, 'business_rule', 'Nie można usunąć tej kategorii, bo zawiera 12 produktów i 2 podkategorie.'),
    );
    showPanel('pl', '/collections/59');
    await screen.findByRole('heading', { level: 1, name: 'Rowery elektryczne' });
    await userEvent.click(screen.getByRole('button', { name: 'Usuń kategorię' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń kategorię' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nie można usunąć tej kategorii, bo zawiera 12 produktów i 2 podkategorie.',
    );
    expect(window.location.pathname).toBe('/pl/admin/collections/59');
  });

  it('adds a subcollection under the parent the address names, its slugs proposed from its names', async () => {
    gateway.on('POST /api/admin/collections', () => json(collection(107, 59, 2, 'Cargo', 'Cargo'), 201));
    gateway.on('GET /api/admin/collections/107', () => json(collection(107, 59, 2, 'Cargo', 'Cargo')));
    gateway.on('GET /api/admin/collections/107/history', () => json({ items: [], total: 0, page: 1, limit: 10 }));
    showPanel('pl', '/collections/new?parent=59');
    const name = await screen.findByRole('group', { name: 'Nazwa' });
    await userEvent.type(within(name).getByRole('textbox', { name: /^Polski/ }), 'Rowery cargo');
    await userEvent.type(within(name).getByRole('textbox', { name: /^Angielski/ }), 'Cargo bikes');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pl/admin/collections/107'));
    expect(gateway.sent('POST /api/admin/collections')).toEqual([
      {
        parentId: 59,
        name: { pl: 'Rowery cargo', en: 'Cargo bikes' },
        slug: { pl: 'rowery-cargo', en: 'cargo-bikes' },
        state: 'active',
      },
    ]);
  });
});
