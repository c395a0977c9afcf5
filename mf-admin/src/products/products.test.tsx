// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const lena = {
  id: 1315,
  name: { pl: 'Rower miejski Lena', en: 'Lena city bike' },
  sku: 'ZF-1315',
  category: 'bike',
  availability: 'hidden',
  tags: [],
  variantCount: 4,
  stock: 12,
  priceGross: 499_900,
  primaryCollectionId: 59,
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

const product = {
  id: 1315,
  version: 3,
  name: lena.name,
  slug: { pl: 'rower-miejski-lena', en: 'lena-city-bike' },
  short: { pl: '', en: '' },
  description: { pl: '', en: '' },
  category: 'bike',
  type: 'physical',
  condition: 'new',
  unit: 'pc',
  availability: 'available',
  processingTime: '48h',
  vatRate: 23,
  minQuantity: 1,
  maxQuantity: 5,
  tags: [],
  primaryCollectionId: 59,
  collectionIds: [59],
  variants: [
    {
      id: 77,
      combination: '1-3',
      label: 'Kolor: czerwony, Rama: M',
      isDefault: true,
      sku: 'ZF-1315-RM',
      barcode: null,
      availability: 'available',
      availableFrom: null,
      stock: 0,
      prices: [
        { currency: 'PLN', regularGross: 549_900, reducedGross: 459_900, b2bNet: 300_000, lowestPriorGross: 499_900 },
      ],
    },
  ],
  updatedAt: '2026-11-02T08:00:00.000Z',
};
const noHistory = { items: [], total: 0, page: 1, limit: 10 };

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('marketing_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/products/1315', () => json(product));
  gateway.on('GET /api/admin/products/1315/history', () => json(noHistory));
  gateway.on('GET /api/admin/products', () => json({ items: [lena], total: 1, page: 1, limit: 50 }));
  await signedIn();
});
afterEach(cleanup);

describe('the products list', () => {
  it('lists name, SKU, category, availability, stock and price in Polish, and filters on the server', async () => {
    showPanel('pl', '/products');
    const table = await screen.findByRole('table', { name: 'Produkty' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Rower miejski Lena' })).toHaveAttribute(
      'href',
      '/pl/admin/products/1315',
    );
    expect(first).toHaveTextContent('ZF-1315');
    expect(first).toHaveTextContent('Rower');
    expect(first).toHaveTextContent('Ukryty');
    expect(first).toHaveTextContent('12 szt. (4 war.)');
    expect(first).toHaveTextContent('4 999,00 zł');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Nazwa lub SKU' }), 'lena');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dostępność' }), 'preorder');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategoria' }), 'battery');
    await userEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => {
      const last = gateway.calls.filter((call) => call.path === '/api/admin/products').at(-1);
      expect(new URLSearchParams(last?.search)).toEqual(
        new URLSearchParams('filters[q]=lena&filters[availability]=preorder&filters[category]=battery'),
      );
    });
  });

  it('names the product in English in the English panel', async () => {
    showPanel('en', '/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByText('Lena city bike')).toBeVisible();
    expect(within(table).getByText('Hidden')).toBeVisible();
  });
});

describe('a product', () => {
  it('shows its variants with stock and prices, and saves a new name at the version read', async () => {
    gateway.on('PATCH /api/admin/products/1315', () =>
      json({ ...product, version: 4, name: { pl: 'Rower Lena 2', en: 'Lena city bike' } }),
    );
    showPanel('pl', '/products/1315');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rower miejski Lena' })).toBeVisible();
    const variants = screen.getByRole('table', { name: 'Warianty, stany i ceny (PLN)' });
    const [, red] = within(variants).getAllByRole('row');
    expect(red).toHaveTextContent('ZF-1315-RM');
    expect(red).toHaveTextContent('5 499,00 zł');
    expect(red).toHaveTextContent('4 599,00 zł');
    expect(red).toHaveTextContent('4 999,00 zł');

    const polishName = screen.getByRole('textbox', { name: /Polski/ });
    await userEvent.clear(polishName);
    await userEvent.type(polishName, 'Rower Lena 2');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Produkt zapisany.')).toBeVisible();
    expect(gateway.sent('PATCH /api/admin/products/1315')).toEqual([
      { version: 3, name: { pl: 'Rower Lena 2', en: 'Lena city bike' } },
    ]);
  });

  it("says so when someone saved the product meanwhile, in the server's words", async () => {
    gateway.on('PATCH /api/admin/products/1315', () =>
      failure(
        409,
        'conflict',
        'Someone else saved this in the meantime. Reload the page to see their changes, then make yours again.',
      ),
    );
    showPanel('en', '/products/1315');
    await screen.findByRole('heading', { level: 1, name: 'Lena city bike' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'preorder');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else saved this in the meantime/)).toBeVisible();
  });

  it('offers no form to staff who may only read products', async () => {
    me = staffUser('sales_manager');
    await signedIn();
    showPanel('en', '/products/1315');
    await screen.findByRole('heading', { level: 1, name: 'Lena city bike' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Variants, stock and prices (PLN)' })).toBeVisible();
  });
});
