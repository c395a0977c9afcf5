// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';
import { plainProductFields } from './product-fixture';

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
  ...plainProductFields,
  primaryCollectionId: 59,
  collectionIds: [59],
  options: [
    {
      id: 5,
      code: 'color',
      name: { pl: 'Kolor', en: 'Colour' },
      kind: 'SELECT',
      display: 'colors',
      required: true,
      variantAxis: true,
      values: [
        { id: 1, label: { pl: 'czerwony', en: 'red' }, color: '#c0392b' },
        { id: 2, label: { pl: 'niebieski', en: 'blue' }, color: '#2e86de' },
      ],
    },
  ],
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
        { currency: 'EUR', regularGross: 127_900, reducedGross: null, b2bNet: 70_000, lowestPriorGross: null },
      ],
    },
    {
      id: 78,
      combination: '2-3',
      label: 'Kolor: niebieski, Rama: M',
      isDefault: false,
      sku: 'ZF-1315-BM',
      barcode: null,
      availability: 'preorder',
      availableFrom: null,
      stock: 0,
      prices: [
        { currency: 'PLN', regularGross: 569_900, reducedGross: null, b2bNet: 310_000, lowestPriorGross: null },
        { currency: 'EUR', regularGross: 132_900, reducedGross: null, b2bNet: 72_000, lowestPriorGross: null },
      ],
    },
  ],
  updatedAt: '2026-11-02T08:00:00.000Z',
};
const noHistory = { items: [], total: 0, page: 1, limit: 10 };

/** Types a whole text at once (a long form typed key by key is slow on a busy machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

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
    const variants = screen.getByRole('table', { name: 'Warianty, stany i ceny' });
    const [, red] = within(variants).getAllByRole('row');
    expect(within(red!).getByRole('textbox', { name: /SKU wariantu/ })).toHaveValue('ZF-1315-RM');
    expect(within(red!).getByRole('textbox', { name: 'Cena regularna PLN' })).toHaveValue('5499,00');
    expect(within(red!).getByRole('textbox', { name: 'Cena obniżona PLN' })).toHaveValue('4599,00');
    expect(red).toHaveTextContent('Najniższa z 30 dni przed obniżką: 4 999,00 zł');

    const polishName = within(screen.getByRole('group', { name: 'Nazwa' })).getByRole('textbox', { name: /Polski/ });
    await userEvent.clear(polishName);
    await userEvent.type(polishName, 'Rower Lena 2');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Produkt zapisany.')).toBeVisible();
    expect(gateway.sent('PATCH /api/admin/products/1315')).toEqual([
      { version: 3, name: { pl: 'Rower Lena 2', en: 'Lena city bike' } },
    ]);
  });

  it('saves only the variants changed in the grid, a price change as the whole price set of its currency', async () => {
    gateway.on('PATCH /api/admin/products/1315', () => json({ ...product, version: 4 }));
    showPanel('pl', '/products/1315');
    const variants = await screen.findByRole('table', { name: 'Warianty, stany i ceny' });
    const [, , blue] = within(variants).getAllByRole('row');
    const stock = within(blue!).getByRole('textbox', { name: /Stan wariantu/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '4');
    await userEvent.type(within(blue!).getByRole('textbox', { name: 'Cena obniżona PLN' }), '4999');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz warianty' }));
    expect(await screen.findByText('Produkt zapisany.')).toBeVisible();
    expect(gateway.sent('PATCH /api/admin/products/1315')).toEqual([
      {
        version: 3,
        variants: [
          {
            id: 78,
            stock: 4,
            prices: [{ currency: 'PLN', regularGross: 569_900, reducedGross: 499_900, b2bNet: 310_000 }],
          },
        ],
      },
    ]);
  });

  it('shows a reduced price above the regular one at its cell, before asking the server', async () => {
    showPanel('en', '/products/1315');
    const variants = await screen.findByRole('table', { name: 'Variants, stock and prices' });
    const [, , blue] = within(variants).getAllByRole('row');
    await userEvent.type(within(blue!).getByRole('textbox', { name: 'Reduced price PLN' }), '6000');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await within(blue!).findByText('The value must be at most 569899')).toBeVisible();
    expect(gateway.sent('PATCH /api/admin/products/1315')).toEqual([]);
  });

  it('adds a colour with its variants, and refuses to delete a product in orders with the reason in the dialog', async () => {
    gateway.on('PATCH /api/admin/products/1315', () => json({ ...product, version: 4 }));
    gateway.on('DELETE /api/admin/products/1315', () =>
      failure(409, 'conflict', 'Tego produktu nie można usunąć, bo jest w realizowanych zamówieniach.'),
    );
    me = staffUser('marketing_manager');
    await signedIn();
    showPanel('pl', '/products/1315');
    await screen.findByRole('heading', { level: 1, name: 'Rower miejski Lena' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nowa wartość opcji „Kolor” (po polsku)' }), 'czarny');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nowa wartość opcji „Kolor” (po angielsku)' }), 'black');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do „Kolor”' }));
    await waitFor(() =>
      expect(gateway.sent('PATCH /api/admin/products/1315')).toEqual([
        { version: 3, addValues: [{ optionId: 5, label: { pl: 'czarny', en: 'black' }, color: '#000000' }] },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Usuń produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć „Rower miejski Lena”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń produkt' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/w realizowanych zamówieniach/);
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
    expect(screen.queryByRole('button', { name: 'Delete product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });
});

describe('a new product', () => {
  it('is created with one variant per value of its option, each with the SKU numbered, and opened', async () => {
    gateway.on('POST /api/admin/products', () => json({ ...product, id: 1400 }, 201));
    gateway.on('GET /api/admin/products/1400', () => json({ ...product, id: 1400 }));
    gateway.on('GET /api/admin/products/1400/history', () => json(noHistory));
    gateway.on('GET /api/admin/manufacturers', () =>
      json({ items: [{ id: 3, name: 'Zefir Sp. z o.o.' }], total: 1, page: 1, limit: 200 }),
    );
    showPanel('pl', '/products/new');
    await screen.findByRole('heading', { level: 1, name: 'Nowy produkt' });
    // Shown at once, it names its maker and warnings (product safety).
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Producent' }),
      await screen.findByRole('option', { name: 'Zefir Sp. z o.o.' }),
    );
    const warnings = screen.getByRole('group', { name: /Ostrzeżenia i informacje o bezpieczeństwie/ });
    await fill(within(warnings).getByRole('textbox', { name: /Polski/ }), 'Ładuj pod nadzorem.');
    await fill(within(warnings).getByRole('textbox', { name: /Angielski|English/ }), 'Charge under supervision.');
    const name = screen.getByRole('group', { name: 'Nazwa' });
    await fill(within(name).getByRole('textbox', { name: /Polski/ }), 'Rower Hela');
    await fill(within(name).getByRole('textbox', { name: /Angielski|English/ }), 'Hela bike');
    await fill(screen.getByRole('textbox', { name: 'SKU' }), 'HELA');
    const stock = screen.getByRole('textbox', { name: 'Stan magazynowy' });
    await userEvent.clear(stock);
    await fill(stock, '3');
    await fill(screen.getByRole('textbox', { name: 'Cena regularna (PLN, brutto)' }), '3999,00');
    await fill(screen.getByRole('textbox', { name: 'Cena dla dealera (PLN, netto)' }), '2000');
    await fill(screen.getByRole('textbox', { name: 'Cena regularna (EUR, brutto)' }), '929');
    await fill(screen.getByRole('textbox', { name: 'Cena dla dealera (EUR, netto)' }), '470');
    const option = screen.getByRole('group', { name: /Opcja, którą różnią się warianty/ });
    await fill(within(option).getByRole('textbox', { name: /Polski/ }), 'Kolor');
    await fill(within(option).getByRole('textbox', { name: /Angielski|English/ }), 'Colour');
    for (const [pl, en] of [
      ['zielony', 'green'],
      ['szary', 'grey'],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'Dodaj wartość' }));
      const n = screen.getAllByRole('textbox', { name: /^Wartość \d+ \(po polsku\)$/ }).length;
      await fill(screen.getByRole('textbox', { name: `Wartość ${n} (po polsku)` }), pl!);
      await fill(screen.getByRole('textbox', { name: `Wartość ${n} (po angielsku)` }), en!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz produkt' }));
    expect(await screen.findByText('Produkt został utworzony.')).toBeVisible();
    const [sent] = gateway.sent('POST /api/admin/products') as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({
      name: { pl: 'Rower Hela', en: 'Hela bike' },
      manufacturerId: 3,
      safety: { pl: 'Ładuj pod nadzorem.', en: 'Charge under supervision.' },
      options: [
        {
          code: 'colour',
          name: { pl: 'Kolor', en: 'Colour' },
          values: [{ label: { pl: 'zielony', en: 'green' } }, { label: { pl: 'szary', en: 'grey' } }],
        },
      ],
    });
    expect(
      (sent!.variants as Array<{ sku: string; values: number[]; stock: number }>).map((v) => [
        v.sku,
        v.values,
        v.stock,
      ]),
    ).toEqual([
      ['HELA-01', [0], 3],
      ['HELA-02', [1], 3],
    ]);
    expect((sent!.variants as Array<{ prices: unknown }>)[0]!.prices).toEqual([
      { currency: 'PLN', regularGross: 399_900, reducedGross: null, b2bNet: 200_000 },
      { currency: 'EUR', regularGross: 92_900, reducedGross: null, b2bNet: 47_000 },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/pl/admin/products/1400'));
  });

  it('takes the option and its values from a saved option, to change as needed', async () => {
    gateway.on('GET /api/admin/options', () =>
      json({
        items: [
          {
            id: 3,
            code: 'frame',
            name: { pl: 'Rama', en: 'Frame' },
            kind: 'SELECT',
            display: 'buttons',
            values: [
              { label: { pl: 'M', en: 'M' }, color: null },
              { label: { pl: 'L', en: 'L' }, color: null },
            ],
            productCount: 4,
            version: 1,
            createdAt: '2026-11-02T08:00:00.000Z',
            updatedAt: '2026-11-02T08:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        limit: 200,
      }),
    );
    showPanel('en', '/products/new');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Take a saved option' }), 'Frame');
    const option = screen.getByRole('group', { name: /Option the variants differ by/ });
    expect(within(option).getByRole('textbox', { name: /English/ })).toHaveValue('Frame');
    expect(screen.getByRole('textbox', { name: 'Value 2 (Polish)' })).toHaveValue('L');
  });

  it('shows what is missing at its field before asking the server', async () => {
    showPanel('en', '/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('textbox', { name: 'Regular price (PLN, gross)' })).toHaveAccessibleDescription(
      /required/i,
    );
    expect(gateway.sent('POST /api/admin/products')).toEqual([]);
  });
});

describe('bulk changes on the list', () => {
  it('hides the products ticked, all at once, and reloads the list', async () => {
    gateway.on('POST /api/admin/products/bulk', () => json({ changed: [1315] }));
    showPanel('pl', '/products');
    const table = await screen.findByRole('table', { name: 'Produkty' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Zaznacz Rower miejski Lena' }));
    const bar = screen.getByRole('region', { name: 'Zmień zaznaczone produkty' });
    expect(bar).toHaveTextContent('Zaznaczono 1 produkt');
    await userEvent.click(within(bar).getByRole('button', { name: 'Zastosuj do zaznaczonych' }));
    expect(await screen.findByText('Zmieniono 1 produkt.')).toBeVisible();
    expect(gateway.sent('POST /api/admin/products/bulk')).toEqual([
      { ids: [1315], change: { action: 'availability', availability: 'hidden' } },
    ]);
    expect(screen.queryByRole('region', { name: 'Zmień zaznaczone produkty' })).toBeNull();
  });

  it('offers no ticks to staff who may only read products', async () => {
    me = staffUser('sales_manager');
    await signedIn();
    showPanel('en', '/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
  });
});
