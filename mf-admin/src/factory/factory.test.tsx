// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const modelId = '3b1f6a2c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const warehouseId = '4c2a7b3d-5e6f-4a71-9b8c-0d1e2f3a4b5c';
const step = (stage: string, at: string) => ({ stage, at, staffId: 's1', staffName: 'Jan Kowalski', note: '' });
const assembly = (id: string, frameNumber: string, stage: string, nextStages: string[]) => ({
  id,
  frameNumber,
  modelId,
  modelName: 'Zefir City 28',
  warehouseId,
  planId: null,
  stage,
  steps: [
    step('preparation', '2026-11-26T08:00:00.000Z'),
    ...(stage === 'preparation' ? [] : [step(stage, '2026-11-26T09:30:00.000Z')]),
  ],
  nextStages,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T09:30:00.000Z',
});
const inPreparation = assembly('1a2b3c4d-0000-4000-8000-000000000001', 'ZF-2026-0001', 'preparation', [
  'frame_equipment',
]);
const inQc = assembly('1a2b3c4d-0000-4000-8000-000000000002', 'ZF-2026-0002', 'quality_control', [
  'packaging',
  'fix_repair',
]);
const board = () => json({ items: [inPreparation, inQc], total: 2, page: 1, limit: 200 });

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('factory_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/factory/assemblies', board);
  await signedIn();
});
afterEach(cleanup);

describe('the factory board', () => {
  it('shows assemblies in the column of their stage, with who moved them there', async () => {
    showPanel('pl', '/factory');
    const preparation = await screen.findByRole('region', { name: /Przygotowanie/ });
    expect(within(preparation).getByText('ZF-2026-0001')).toBeVisible();
    expect(within(preparation).getByText(/Jan Kowalski/)).toBeVisible();
    const qc = screen.getByRole('region', { name: /Kontrola jakości/ });
    expect(within(qc).getByRole('button', { name: 'Przenieś ramę ZF-2026-0002 do etapu: Pakowanie' })).toBeVisible();
    expect(
      within(qc).getByRole('button', { name: 'Przenieś ramę ZF-2026-0002 do etapu: Poprawki i naprawa' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: /Pakowanie/ })).not.toHaveTextContent('ZF-');
    const asked = gateway.calls.filter((call) => call.path === '/api/admin/factory/assemblies').at(-1);
    expect(new URLSearchParams(asked?.search).get('filters[open]')).toBe('true');
  });

  it('moves an assembly from the stage it showed, and the card changes column', async () => {
    gateway.on(`POST /api/admin/factory/assemblies/${inPreparation.id}/stage`, () =>
      json(assembly(inPreparation.id, 'ZF-2026-0001', 'frame_equipment', ['production_line'])),
    );
    showPanel('en', '/factory');
    await userEvent.click(await screen.findByRole('button', { name: 'Move frame ZF-2026-0001 to: Frame equipment' }));
    expect(gateway.sent(`POST /api/admin/factory/assemblies/${inPreparation.id}/stage`)).toEqual([
      { from: 'preparation', to: 'frame_equipment' },
    ]);
    const column = screen.getByRole('region', { name: /Frame equipment/ });
    await waitFor(() => expect(within(column).getByText('ZF-2026-0001')).toBeVisible());
    expect(await screen.findByText('Frame ZF-2026-0001 moved to: Frame equipment.')).toBeVisible();
  });

  it('says why a move was refused and shows the board again', async () => {
    gateway.on(`POST /api/admin/factory/assemblies/${inQc.id}/stage`, () =>
      failure(409, 'conflict', 'This was changed meanwhile. Reload the page.'),
    );
    showPanel('en', '/factory');
    await userEvent.click(await screen.findByRole('button', { name: 'Move frame ZF-2026-0002 to: Packaging' }));
    expect(await screen.findByText('This was changed meanwhile. Reload the page.')).toBeVisible();
    await waitFor(() =>
      expect(gateway.calls.filter((call) => call.path === '/api/admin/factory/assemblies').length).toBeGreaterThan(1),
    );
  });

  it('is closed to types without factory rights', async () => {
    me = staffUser('warehouse_manager');
    await signedIn();
    showPanel('en', '/factory');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(gateway.calls.filter((call) => call.path === '/api/admin/factory/assemblies')).toEqual([]);
  });

  it('says when nothing is on the floor', async () => {
    gateway.on('GET /api/admin/factory/assemblies', () => json({ items: [], total: 0, page: 1, limit: 200 }));
    showPanel('en', '/factory');
    expect(await screen.findByText('No assemblies on the floor')).toBeVisible();
  });
});

describe('starting an assembly', () => {
  beforeEach(() => {
    gateway.on('GET /api/admin/factory/models', () =>
      json({
        items: [{ id: modelId, name: 'Zefir City 28', sku: 'EB-CITY-28', parts: [], createdAt: '', updatedAt: '' }],
        total: 1,
        page: 1,
        limit: 200,
      }),
    );
    gateway.on('GET /api/admin/warehouse/warehouses', () =>
      json({
        items: [
          {
            id: warehouseId,
            code: 'FAB',
            name: 'Fabryka Kraków',
            address: '',
            active: true,
            createdAt: '',
            updatedAt: '',
          },
        ],
        total: 1,
        page: 1,
        limit: 200,
      }),
    );
  });

  it('checks the frame number in the browser and shows parts short as the service says', async () => {
    gateway.on('POST /api/admin/factory/assemblies', () =>
      failure(422, 'business_rule', 'W magazynie brakuje części, by rozpocząć ten montaż: Śruba M5 (M5-10): 2.'),
    );
    showPanel('pl', '/factory/new');
    const frame = await screen.findByRole('textbox', { name: /Numer ramy/ });
    await userEvent.type(frame, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Rozpocznij montaż' }));
    expect(frame).toHaveAccessibleDescription(/od 5 do 30 liter i cyfr/);
    expect(gateway.sent('POST /api/admin/factory/assemblies')).toEqual([]);
    await userEvent.clear(frame);
    await userEvent.type(frame, 'zf-2026-0003');
    await userEvent.click(screen.getByRole('button', { name: 'Rozpocznij montaż' }));
    expect(await screen.findByText(/brakuje części.*Śruba M5/)).toBeVisible();
    expect(gateway.sent('POST /api/admin/factory/assemblies')).toEqual([
      { modelId, warehouseId, frameNumber: 'ZF-2026-0003', planId: null },
    ]);
  });

  it('imports bikes made before the system, one per line, and shows a refused line by its number', async () => {
    gateway.on('POST /api/admin/factory/assemblies/import', () =>
      failure(409, 'duplicate', 'Montaż z tym numerem ramy już istnieje.', {
        'frames.1.frameNumber': 'Montaż z tym numerem ramy już istnieje.',
      }),
    );
    showPanel('pl', '/factory');
    expect(await screen.findByRole('link', { name: 'Importuj ramy sprzed systemu' })).toHaveAttribute(
      'href',
      '/pl/admin/factory/import',
    );
    cleanup();
    showPanel('pl', '/factory/import');
    const frames = await screen.findByRole('textbox', { name: /Ramy i dni ukończenia/ });
    await userEvent.type(frames, 'zf2019a00123 14.05.2019{Enter}ZF2019A00124; 2019-06-01{Enter}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz rowery' }));
    await waitFor(() =>
      expect(frames).toHaveAccessibleDescription(/Wiersz 2: Montaż z tym numerem ramy już istnieje\./),
    );
    expect(gateway.sent('POST /api/admin/factory/assemblies/import')).toEqual([
      {
        modelId,
        warehouseId,
        frames: [
          { frameNumber: 'ZF2019A00123', completedOn: '2019-05-14' },
          { frameNumber: 'ZF2019A00124', completedOn: '2019-06-01' },
        ],
      },
    ]);

    // A line without a day is refused in the browser, by its number.
    await userEvent.clear(frames);
    await userEvent.type(frames, 'ZF2019A00125 2019-05-14{Enter}ZF2019A00126');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz rowery' }));
    await waitFor(() => expect(frames).toHaveAccessibleDescription(/Wiersz 2: Wpisz poprawną datę/));
    expect(gateway.sent('POST /api/admin/factory/assemblies/import')).toHaveLength(1);
  });
});

describe('what production uses', () => {
  it('lists plans with the parts they lack', async () => {
    me = staffUser('factory_manager');
    await signedIn();
    gateway.on('GET /api/admin/factory/plans', () =>
      json({
        items: [
          {
            id: '5d3b8c4e-6f70-4b82-8c9d-1e2f3a4b5c6d',
            modelId,
            modelName: 'Zefir City 28',
            quantity: 20,
            dueDate: '2026-12-18',
            notes: '',
            started: 2,
            completed: 1,
            needs: [{ partId: modelId, name: 'Rama 19"', unit: 'pc', needed: 18, inStock: 10, short: 8 }],
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        limit: 50,
      }),
    );
    showPanel('en', '/factory/plans');
    const table = await screen.findByRole('table', { name: 'Plans' });
    expect(table).toHaveTextContent('Zefir City 28');
    expect(table).toHaveTextContent('Rama 19": 8 pc');
    expect(table).toHaveTextContent('2 started, 1 completed');
  });
});
