// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';
import { plainProductFields } from './product-fixture';

// The product page's panel of options chosen beside the variant (issue 24): required flags, bounds by
// display and surcharges per value in złoty and euro, checked by the contract before anything is sent.

const text = (pl: string, en: string) => ({ pl, en });
const extra = (id: number, code: string, name: { pl: string; en: string }, kind: string, display: string) => ({
  id,
  code,
  name,
  kind,
  display,
  required: false,
  variantAxis: false,
  minValue: null,
  maxValue: null,
  maxLength: null,
  futureOnly: false,
  values: [] as unknown[],
});
const fitting = {
  ...extra(11, 'fitting', text('Zamontuj przed wysyłką', 'Fit before shipping'), 'SELECT_MULTIPLE', 'checkbox'),
  values: [
    { id: 21, label: text('Dzwonek', 'Bell'), color: null, priceDeltas: { PLN: 29_00, EUR: 7_00 } },
    { id: 22, label: text('Nóżka', 'Kickstand'), color: null, priceDeltas: null },
  ],
};
const colour = {
  ...extra(10, 'color', text('Kolor', 'Colour'), 'SELECT', 'colors'),
  required: true,
  variantAxis: true,
  values: [{ id: 1, label: text('czerwony', 'red'), color: '#c0392b', priceDeltas: null }],
};
const product = {
  id: 1316,
  version: 2,
  name: text('Rower Lena', 'Lena bike'),
  slug: text('rower-lena', 'lena-bike'),
  ...plainProductFields,
  primaryCollectionId: null,
  collectionIds: [],
  options: [
    colour,
    fitting,
    extra(12, 'engraving', text('Grawer na ramie', 'Frame engraving'), 'CUSTOM', 'text'),
    extra(13, 'needed-by', text('Potrzebne na dzień', 'Needed by'), 'CUSTOM', 'date'),
    { ...extra(14, 'insurance', text('Ubezpieczenie', 'Insurance'), 'BOOLEAN', 'switch'), required: true },
  ],
  variants: [
    {
      id: 77,
      combination: '1',
      label: 'Kolor: czerwony',
      isDefault: true,
      sku: 'ZF-1316-R',
      barcode: null,
      availability: 'available',
      availableFrom: null,
      stock: 3,
      prices: [{ currency: 'PLN', regularGross: 499_900, reducedGross: null, b2bNet: null, lowestPriorGross: null }],
    },
  ],
  updatedAt: '2026-11-02T08:00:00.000Z',
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => staffUser('marketing_employee'));
  gateway.on('GET /api/admin/products/1316', () => json(product));
  gateway.on('GET /api/admin/products/1316/history', () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

const panelIn = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('section')!;
};

describe('options chosen beside the variant', () => {
  it('shows each option with the settings its display takes, refuses crossed bounds, and sends only changes in minor units', async () => {
    gateway.on('PATCH /api/admin/products/1316', () => json({ ...product, version: 3 }));
    showPanel('pl', '/products/1316');
    const panel = await panelIn('Opcje wybierane z produktem');
    // A variant axis is priced in its variants: not here.
    expect(within(panel).queryByRole('group', { name: /Kolor/ })).toBeNull();
    const fit = within(panel).getByRole('group', { name: '„Zamontuj przed wysyłką” (Pola wyboru)' });
    expect(within(fit).getByRole('textbox', { name: 'Dopłata za „Dzwonek” (PLN)' })).toHaveValue('29,00');
    expect(within(fit).getByRole('textbox', { name: 'Dopłata za „Nóżka” (EUR)' })).toHaveValue('');
    const engraving = within(panel).getByRole('group', { name: /Grawer na ramie/ });
    expect(within(engraving).getByRole('textbox', { name: 'Najwięcej znaków' })).toHaveAccessibleDescription(
      'Puste: 200',
    );
    expect(within(engraving).queryByRole('textbox', { name: /Dopłata/ })).toBeNull();
    expect(within(panel).getByRole('checkbox', { name: 'Nie wcześniej niż dziś' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Musi być zaznaczone (jak zgoda)' })).toBeChecked();

    await userEvent.type(within(fit).getByRole('textbox', { name: 'Najmniej pozycji' }), '2');
    await userEvent.type(within(fit).getByRole('textbox', { name: 'Najwięcej pozycji' }), '1');
    await userEvent.type(within(fit).getByRole('textbox', { name: 'Dopłata za „Nóżka” (PLN)' }), '12,5');
    await userEvent.type(within(fit).getByRole('textbox', { name: 'Dopłata za „Nóżka” (EUR)' }), 'trzy');
    await userEvent.click(within(panel).getByRole('button', { name: 'Zapisz opcje' }));
    const most = within(fit).getByRole('textbox', { name: 'Najwięcej pozycji' });
    expect(await within(fit).findByText('Wartość musi wynosić co najmniej 2')).toBeVisible();
    expect(most).toHaveAttribute('aria-invalid', 'true');
    expect(within(fit).getByRole('textbox', { name: 'Dopłata za „Nóżka” (EUR)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(gateway.sent('PATCH /api/admin/products/1316')).toEqual([]);

    await userEvent.clear(most);
    await userEvent.type(most, '2');
    const eur = within(fit).getByRole('textbox', { name: 'Dopłata za „Nóżka” (EUR)' });
    await userEvent.clear(eur);
    await userEvent.type(eur, '3');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Nie wcześniej niż dziś' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Zapisz opcje' }));
    expect(await screen.findByText('Opcje zostały zapisane.')).toBeVisible();
    expect(gateway.sent('PATCH /api/admin/products/1316')).toEqual([
      {
        version: 2,
        options: [
          { id: 11, minValue: 2, maxValue: 2, values: [{ id: 22, priceDeltas: { PLN: 12_50, EUR: 3_00 } }] },
          { id: 13, futureOnly: true },
        ],
      },
    ]);
  });

  it("shows the server's refusal at its field in English, and clears a surcharge when both amounts are emptied", async () => {
    gateway.on('PATCH /api/admin/products/1316', () =>
      failure(400, 'validation_failed', 'Check the marked fields.', {
        'options.0.maxValue': 'The value must be at most 2',
      }),
    );
    showPanel('en', '/products/1316');
    const panel = await panelIn('Options chosen with the product');
    const fit = within(panel).getByRole('group', { name: '“Fit before shipping” (Checkboxes)' });
    await userEvent.type(within(fit).getByRole('textbox', { name: 'Most choices' }), '3');
    await userEvent.clear(within(fit).getByRole('textbox', { name: 'Surcharge for “Bell” (PLN)' }));
    await userEvent.clear(within(fit).getByRole('textbox', { name: 'Surcharge for “Bell” (EUR)' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save options' }));
    expect(await within(fit).findByText('The value must be at most 2')).toBeVisible();
    expect(gateway.sent('PATCH /api/admin/products/1316')).toEqual([
      { version: 2, options: [{ id: 11, maxValue: 3, values: [{ id: 21, priceDeltas: null }] }] },
    ]);
  });

  it('is not offered for a product whose options all make variants', async () => {
    gateway.on('GET /api/admin/products/1316', () => json({ ...product, options: [colour] }));
    showPanel('en', '/products/1316');
    await screen.findByRole('heading', { level: 2, name: 'Variants, stock and prices' });
    expect(screen.queryByRole('heading', { name: 'Options chosen with the product' })).toBeNull();
  });
});
