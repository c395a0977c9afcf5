// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The factory's setup pages and an assembly's page: a model's bill of materials refused line by line and then
// saved, a plan's parts against stock, and the stages of an assembly with who and when.

const makerId = '0b1c2d3e-0000-4000-8000-0000000000a1';
const frameId = '0b1c2d3e-0000-4000-8000-0000000000b1';
const greaseId = '0b1c2d3e-0000-4000-8000-0000000000b2';
const modelId = '0b1c2d3e-0000-4000-8000-0000000000c1';
const planId = '0b1c2d3e-0000-4000-8000-0000000000d1';
const assemblyId = '0b1c2d3e-0000-4000-8000-0000000000e1';
const at = '2026-11-26T08:00:00.000Z';

const part = (id: string, partNumber: string, name: string, unit: string) => ({
  id,
  name,
  manufacturerId: makerId,
  manufacturerName: 'Ramy Polska',
  partNumber,
  unit,
  inStock: 4,
  createdAt: at,
});
const parts = [part(frameId, 'RA-19', 'Rama 19"', 'pc'), part(greaseId, 'SM-1', 'Smar', 'l')];
const model = {
  id: modelId,
  name: 'Zefir City 28',
  sku: 'ZEFIR-CITY-28-M',
  parts: [{ partId: frameId, name: 'Rama 19"', partNumber: 'RA-19', unit: 'pc', quantity: 1 }],
  createdAt: at,
  updatedAt: at,
};
const variant = {
  id: '0b1c2d3e-0000-4000-8000-0000000000f1',
  warehouseId: '0b1c2d3e-0000-4000-8000-0000000000f2',
  warehouseCode: 'FAB',
  type: 'product_variant',
  sku: 'ZEFIR-CITY-28-M',
  name: 'Zefir City 28 M',
  unit: 'pc',
  quantity: 0,
  partId: null,
  updatedAt: at,
};
const list = <T,>(items: T[]) => json({ items, total: items.length, page: 1, limit: 200 });

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('factory_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/factory/parts', () => list(parts));
  gateway.on('GET /api/admin/warehouse/items', () =>
    list([variant, { ...variant, id: 'other', warehouseCode: 'MAG' }]),
  );
  gateway.on('GET /api/admin/factory/models', () => list([model]));
  await signedIn();
});
afterEach(cleanup);

describe('a production model', () => {
  it('is added with its bill of materials; a fraction of pieces is refused at its line', async () => {
    let attempt = 0;
    gateway.on('POST /api/admin/factory/models', () =>
      ++attempt === 1
        ? failure(400, 'validation_failed', 'Niektóre parametry były nieprawidłowe', {
            'parts.0.quantity': 'Liczone w całych sztukach: wpisz liczbę całkowitą',
          })
        : json(model, 201),
    );
    showPanel('pl', '/factory/models/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Nazwa/ }), 'Zefir City 28');
    const sku = screen.getByRole('combobox', { name: /SKU w katalogu/ });
    expect(
      within(sku)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wybierz wariant z katalogu', 'ZEFIR-CITY-28-M – Zefir City 28 M']);
    await userEvent.selectOptions(sku, 'ZEFIR-CITY-28-M');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Część 1/ }), frameId);
    await userEvent.type(screen.getByRole('textbox', { name: /Ilość części 1 na rower/ }), '0,5');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj część' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Część 2/ }), greaseId);
    await userEvent.type(screen.getByRole('textbox', { name: /Ilość części 2 na rower/ }), '0,25');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    const quantity = screen.getByRole('textbox', { name: /Ilość części 1 na rower/ });
    expect(await screen.findByText('Liczone w całych sztukach: wpisz liczbę całkowitą')).toBeVisible();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveFocus();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano: Zefir City 28.')).toBeVisible();
    expect(gateway.sent('POST /api/admin/factory/models')).toEqual([
      {
        name: 'Zefir City 28',
        sku: 'ZEFIR-CITY-28-M',
        parts: [
          { partId: frameId, quantity: 0.5 },
          { partId: greaseId, quantity: 0.25 },
        ],
      },
      {
        name: 'Zefir City 28',
        sku: 'ZEFIR-CITY-28-M',
        parts: [
          { partId: frameId, quantity: 1 },
          { partId: greaseId, quantity: 0.25 },
        ],
      },
    ]);
    expect(window.location.pathname).toBe(`/pl/admin/factory/models/${modelId}`);
  });

  it('names an empty line in the browser before anything is sent', async () => {
    showPanel('en', '/factory/models/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Zefir Trekking');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: /Part 1/ })).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.sent('POST /api/admin/factory/models')).toEqual([]);
  });
});

describe('a plan', () => {
  it('shows the parts the bikes not started yet need against stock, and saves a change', async () => {
    const plan = {
      id: planId,
      modelId,
      modelName: 'Zefir City 28',
      quantity: 5,
      dueDate: '2027-03-31',
      notes: '',
      started: 1,
      completed: 0,
      needs: [{ partId: frameId, name: 'Rama 19"', unit: 'pc', needed: 4, inStock: 1, short: 3 }],
      createdAt: at,
    };
    gateway.on(`GET /api/admin/factory/plans/${planId}`, () => json(plan));
    gateway.on(`PUT /api/admin/factory/plans/${planId}`, () => json({ ...plan, quantity: 6 }));
    showPanel('en', `/factory/plans/${planId}`);
    const needs = await screen.findByRole('region', { name: 'Parts for the bikes not started yet' });
    const row = within(needs).getByRole('row', { name: /Rama 19"/ });
    expect(row).toHaveTextContent('4 pcs');
    expect(row).toHaveTextContent('1 pcs');
    expect(row).toHaveTextContent('3 pcs');
    const bikes = screen.getByRole('textbox', { name: /Bikes/ });
    await userEvent.clear(bikes);
    await userEvent.type(bikes, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Zefir City 28 × 6 (2027-03-31).')).toBeVisible();
    expect(gateway.sent(`PUT /api/admin/factory/plans/${planId}`)).toEqual([
      { modelId, quantity: 6, dueDate: '2027-03-31', notes: '' },
    ]);
  });
});

describe('an assembly', () => {
  it('shows its frame number, model and every stage with who and when', async () => {
    const step = (stage: string, staffName: string, note = '') => ({ stage, at, staffId: 's', staffName, note });
    gateway.on(`GET /api/admin/factory/assemblies/${assemblyId}`, () =>
      json({
        id: assemblyId,
        frameNumber: 'ZF-2026-0042',
        modelId,
        modelName: 'Zefir City 28',
        warehouseId: variant.warehouseId,
        planId,
        stage: 'fix_repair',
        steps: [
          step('preparation', 'Ewa Nowak'),
          step('quality_control', 'Jan Kowalski'),
          step('fix_repair', 'Jan Kowalski', 'Luźna kierownica'),
        ],
        nextStages: ['quality_control'],
        createdAt: at,
        updatedAt: at,
      }),
    );
    showPanel('pl', `/factory/assemblies/${assemblyId}`);
    expect(await screen.findByRole('heading', { name: 'Rama ZF-2026-0042', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zefir City 28' })).toHaveAttribute(
      'href',
      `/pl/admin/factory/models/${modelId}`,
    );
    const steps = screen.getByRole('region', { name: 'Etapy: kto i kiedy' });
    const rows = within(steps).getAllByRole('row').slice(1);
    // Each cell also names its column for phones ("Etap", "Kto"): the stage is what follows.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.replace(/^Etap/, ''))).toEqual([
      'Przygotowanie',
      'Kontrola jakości',
      'Poprawki i naprawa',
    ]);
    expect(rows[2]).toHaveTextContent('Jan Kowalski');
    expect(rows[2]).toHaveTextContent('Luźna kierownica');
  });
});
