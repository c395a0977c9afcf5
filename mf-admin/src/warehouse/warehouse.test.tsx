// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const mainId = '4c2a7b3d-5e6f-4a71-9b8c-0d1e2f3a4b5c';
const itemId = '5d3b8c4e-6f70-4b82-8c9d-1e2f3a4b5c6d';
const warehouse = {
  id: mainId,
  code: 'MAG-1',
  name: 'Magazyn główny',
  address: 'ul. Fabryczna 12',
  active: true,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const item = {
  id: itemId,
  warehouseId: mainId,
  warehouseCode: 'MAG-1',
  type: 'product_variant',
  sku: 'ZF-CITY-28-M',
  name: 'Zefir City 28 M',
  unit: 'pc',
  partId: null,
  quantity: 4,
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const operation = (change: number, quantityAfter: number, source = 'receipt') => ({
  id: crypto.randomUUID(),
  sequence: 7,
  itemId,
  sku: item.sku,
  itemName: item.name,
  unit: 'pc',
  warehouseId: mainId,
  warehouseCode: 'MAG-1',
  source,
  change,
  quantityAfter,
  reason: 'Dostawa',
  reference: 'WZ/12',
  transferId: null,
  actorName: 'Ewa Kowalska',
  createdAt: '2026-11-26T09:00:00.000Z',
});
const page = <T,>(items: T[]) => json({ items, total: items.length, page: 1, limit: 50 });

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('warehouse_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/warehouse/warehouses', () => page([warehouse]));
  gateway.on('GET /api/admin/warehouse/items', () => page([item]));
  gateway.on('GET /api/admin/warehouse/operations', () => page([operation(5, 9)]));
  gateway.on('GET /api/admin/warehouse/stock-sync', () => json({ runs: [] }));
  await signedIn();
});
afterEach(cleanup);

describe('the warehouse section', () => {
  it('lists stock by item with its unit, and the pages the type may open', async () => {
    showPanel('pl', '/warehouse');
    expect(await screen.findByText('ZF-CITY-28-M')).toBeVisible();
    expect(screen.getByRole('cell', { name: '4 szt.' })).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Strony magazynu' });
    expect(pages).toHaveTextContent('Operacje magazynowe');
    // An employee does not count stock: that is the manager's.
    expect(pages).not.toHaveTextContent('Inwentaryzacja');
    expect(screen.getByRole('link', { name: 'Nowa operacja' })).toBeVisible();
  });

  it('shows the operations journal with the signed change and who did it', async () => {
    showPanel('en', '/warehouse/operations');
    expect(await screen.findByRole('cell', { name: '+5 pcs' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Ewa Kowalska' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Receipt from a manufacturer' })).toBeVisible();
  });

  it('records a receipt and says the stock after it', async () => {
    gateway.on('POST /api/admin/warehouse/operations', () => json({ operations: [operation(3, 7)] }, 201));
    showPanel('pl', '/warehouse/operations/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Magazyn/), mainId);
    await waitFor(() => expect(screen.getByLabelText(/^Pozycja/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^Pozycja/), itemId);
    await user.type(screen.getByLabelText(/^Ilość/), '3');
    await user.type(screen.getByLabelText(/^Powód/), 'Dostawa');
    await user.click(screen.getByRole('button', { name: 'Zapisz operację' }));
    await waitFor(() =>
      expect(gateway.sent('POST /api/admin/warehouse/operations')).toEqual([
        { source: 'receipt', itemId, quantity: 3, reason: 'Dostawa' },
      ]),
    );
    expect(await screen.findByText('Zapisano operację: ZF-CITY-28-M, stan po operacji 7.')).toBeVisible();
  });

  it('shows the refusal at the quantity when stock would go below zero', async () => {
    gateway.on('POST /api/admin/warehouse/operations', () =>
      failure(422, 'business_rule', 'Nie można wykonać operacji.', { quantity: 'Na stanie jest tylko 4' }),
    );
    showPanel('pl', '/warehouse/operations/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Magazyn/), mainId);
    await waitFor(() => expect(screen.getByLabelText(/^Pozycja/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^Pozycja/), itemId);
    await user.selectOptions(screen.getByLabelText(/^Rodzaj operacji/), 'issue');
    await user.type(screen.getByLabelText(/^Ilość/), '9');
    await user.type(screen.getByLabelText(/^Powód/), 'Zamówienie');
    await user.click(screen.getByRole('button', { name: 'Zapisz operację' }));
    expect(await screen.findByText('Na stanie jest tylko 4')).toBeVisible();
    expect(screen.getByLabelText(/^Ilość/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a negative quantity before asking the server (the contract schema in the browser)', async () => {
    showPanel('en', '/warehouse/operations/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Quantity/), '-2');
    await user.click(screen.getByRole('button', { name: 'Record operation' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(gateway.sent('POST /api/admin/warehouse/operations')).toEqual([]);
  });
});

describe('a new warehouse', () => {
  it('a manager adds one from the list; a taken code is shown at its field', async () => {
    const me = staffUser('warehouse_manager');
    gateway = fakeGateway(() => me);
    gateway.on('GET /api/admin/warehouse/warehouses', () => page([warehouse]));
    let calls = 0;
    gateway.on('POST /api/admin/warehouse/warehouses', () =>
      ++calls === 1
        ? failure(409, 'duplicate', 'Taka wartość już istnieje', { code: 'Taka wartość już istnieje' })
        : json({ ...warehouse, id: crypto.randomUUID(), code: 'MAG-2', name: 'Magazyn Kraków' }, 201),
    );
    await signedIn();
    showPanel('pl', '/warehouse/warehouses');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Nowy magazyn' })).toHaveAttribute(
      'href',
      '/pl/admin/warehouse/warehouses/new',
    );
    cleanup();
    showPanel('pl', '/warehouse/warehouses/new');
    await user.type(await screen.findByLabelText(/^Kod/), 'MAG-1');
    await user.type(screen.getByLabelText(/^Nazwa/), 'Magazyn Kraków');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('Taka wartość już istnieje')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Kod/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText(/^Kod/));
    await user.type(screen.getByLabelText(/^Kod/), 'MAG-2');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dodano magazyn MAG-2.')).toBeVisible();
    expect(gateway.sent('POST /api/admin/warehouse/warehouses').at(-1)).toEqual({
      code: 'MAG-2',
      name: 'Magazyn Kraków',
      address: '',
      active: true,
    });
  });
});

describe('the reconciliation alert', () => {
  it('tells a manager which SKUs a recent reconciliation lowered, on the stock page and the dashboard', async () => {
    const me = staffUser('warehouse_manager');
    gateway = fakeGateway(() => me);
    gateway.on('GET /api/admin/warehouse/items', () => page([item]));
    gateway.on('GET /api/admin/warehouse/stock-sync', () =>
      json({
        runs: [
          { id: crypto.randomUUID(), at: '2026-11-26T10:00:30.000Z', checked: 3, skipped: 0, drift: [], error: null },
          {
            id: crypto.randomUUID(),
            at: '2026-11-26T10:00:00.000Z',
            checked: 3,
            skipped: 0,
            drift: [{ sku: 'ZF-CITY-28-M', physical: 4, sellableBefore: 9, sellableAfter: 4 }],
            error: null,
          },
        ],
      }),
    );
    await signedIn();
    showPanel('en', '/warehouse');
    expect(
      await screen.findByText(/lowered sellable stock to what the warehouses hold: ZF-CITY-28-M \(9 → 4\)/),
    ).toBeVisible();
    cleanup();
    showPanel('pl', '');
    expect(
      await screen.findByText(/obniżyło stan sprzedażowy do stanu w magazynach: ZF-CITY-28-M \(9 → 4\)/),
    ).toBeVisible();
  });
});

describe('the stock count', () => {
  beforeEach(async () => {
    const me = staffUser('warehouse_manager');
    gateway = fakeGateway(() => me);
    gateway.on('GET /api/admin/warehouse/warehouses', () => page([warehouse]));
    gateway.on('GET /api/admin/warehouse/items', () => page([item]));
    gateway.on('POST /api/admin/warehouse/counts', () => json({ adjustments: [operation(-1, 3, 'adjustment')] }, 201));
    await signedIn();
  });

  it('sends what was counted and lists the adjustments made', async () => {
    showPanel('pl', '/warehouse/count');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Naliczono: ZF-CITY-28-M'), '3');
    await user.click(screen.getByRole('button', { name: 'Zapisz inwentaryzację' }));
    expect(await screen.findByText('Zapisano korekty: ZF-CITY-28-M −1.')).toBeVisible();
    expect(gateway.sent('POST /api/admin/warehouse/counts')).toEqual([
      { warehouseId: mainId, reason: '', lines: [{ itemId, counted: 3 }] },
    ]);
  });
});
