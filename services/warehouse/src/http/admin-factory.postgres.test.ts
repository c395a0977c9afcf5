import type { Identity } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  bikeFactory,
  bikesIn,
  expectCall,
  factoryEmployee,
  factoryManager,
  operationsReferencing,
  quantityOf,
  salesEmployee,
  warehouseOnPostgres,
} from './factory.test-support';

// Assemblies on PostgreSQL with a connection pool (PGlite runs one statement at a time and could not show a
// race): starting consumes the parts exactly once or not at all, the stages go in order, completing puts the
// bike in stock.

const shop = await warehouseOnPostgres('shop_test_factory');
/** Another service asking (cms, when a bike is registered). */
const internal: Identity = { app: 'internal', role: 'GUEST' };
const { available } = shop;

const start = (body: Record<string, unknown>, status: number) =>
  expectCall(shop.service, factoryEmployee, 'POST', '/api/admin/factory/assemblies', status, body);
const move = (id: string, from: string, to: string, status: number) =>
  expectCall(shop.service, factoryEmployee, 'POST', `/api/admin/factory/assemblies/${id}/stage`, status, { from, to });

describe.skipIf(!available)('assemblies', () => {
  it('start by consuming the parts, move through every stage and put the finished bike in stock', async () => {
    const f = await bikeFactory(shop.service, 'A1', { frames: 2, bolts: 10 });
    const assembly = await start({ modelId: f.modelId, warehouseId: f.warehouseId, frameNumber: 'zf-a1-0001' }, 201);
    expect(assembly).toMatchObject({
      frameNumber: 'ZF-A1-0001',
      stage: 'preparation',
      nextStages: ['frame_equipment'],
    });
    expect(await quantityOf(shop.service, f.frameItemId)).toBe(1);
    expect(await quantityOf(shop.service, f.boltItemId)).toBe(6);

    const path = ['preparation', 'frame_equipment', 'production_line', 'quality_control', 'fix_repair'];
    path.push('quality_control', 'packaging', 'completed');
    let last = assembly;
    for (let i = 0; i + 1 < path.length; i++) last = await move(assembly.id, path[i]!, path[i + 1]!, 200);
    expect(last.stage).toBe('completed');
    expect(last.nextStages).toEqual([]);
    expect(last.steps.map((step: { stage: string }) => step.stage)).toEqual(path);
    expect(last.steps[1]).toMatchObject({ staffName: 'Ewa Nowak', at: expect.any(String) });
    expect(await bikesIn(shop.service, f.warehouseId, f.bikeSku)).toBe(1);

    const operations = await operationsReferencing(shop.service, `assembly:${assembly.id}`);
    expect(operations.map((op) => [op.source, op.change]).sort()).toEqual([
      ['consumption', -1],
      ['consumption', -4],
      ['output', 1],
    ]);
    const board = await expectCall(
      shop.service,
      factoryEmployee,
      'GET',
      '/api/admin/factory/assemblies?filters[open]=false',
      200,
    );
    expect(board.items.map((a: { id: string }) => a.id)).toContain(assembly.id);
  });

  it('refuses a start when a part is short, naming it, and writes nothing', async () => {
    const f = await bikeFactory(shop.service, 'B1', { frames: 1, bolts: 3 });
    const refused = await start({ modelId: f.modelId, warehouseId: f.warehouseId, frameNumber: 'ZF-B1-0001' }, 422);
    expect(refused.error.message).toContain('Śruba M5');
    expect(await quantityOf(shop.service, f.frameItemId)).toBe(1);
    expect(await quantityOf(shop.service, f.boltItemId)).toBe(3);
    const list = await expectCall(
      shop.service,
      factoryEmployee,
      'GET',
      '/api/admin/factory/assemblies?filters[q]=ZF-B1',
      200,
    );
    expect(list.total).toBe(0);
  });

  it('consumes parts exactly once: the same frame number started twice at once, and two bikes racing for one set', async () => {
    const f = await bikeFactory(shop.service, 'C1', { frames: 3, bolts: 12 });
    const body = { modelId: f.modelId, warehouseId: f.warehouseId, frameNumber: 'ZF-C1-0001' };
    const twice = await Promise.all(
      [1, 2].map(() => shop.service.call('POST', '/api/admin/factory/assemblies', { identity: factoryEmployee, body })),
    );
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await quantityOf(shop.service, f.frameItemId)).toBe(2);
    expect(await quantityOf(shop.service, f.boltItemId)).toBe(8);

    // Parts left for two bikes; five start at once: two get them, three are refused, nothing goes below zero.
    const racers = await Promise.all(
      [2, 3, 4, 5, 6].map((n) =>
        shop.service.call('POST', '/api/admin/factory/assemblies', {
          identity: factoryEmployee,
          body: { ...body, frameNumber: `ZF-C1-000${n}` },
        }),
      ),
    );
    expect(racers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(await quantityOf(shop.service, f.frameItemId)).toBe(0);
    expect(await quantityOf(shop.service, f.boltItemId)).toBe(0);
  });

  it('refuses skipping, going backwards, a stale stage and moving a completed bike', async () => {
    const f = await bikeFactory(shop.service, 'D1', { frames: 1, bolts: 4 });
    const a = await start({ modelId: f.modelId, warehouseId: f.warehouseId, frameNumber: 'ZF-D1-0001' }, 201);
    const skip = await move(a.id, 'preparation', 'production_line', 422);
    expect(skip.error.message).toBe('Montaż przechodzi etapy po kolei: nie można pominąć etapu.');
    await move(a.id, 'preparation', 'frame_equipment', 200);
    const back = await move(a.id, 'frame_equipment', 'preparation', 422);
    expect(back.error.message).toBe('Montażu nie można cofnąć do wcześniejszego etapu.');
    await move(a.id, 'preparation', 'frame_equipment', 409);
    await move(a.id, 'frame_equipment', 'production_line', 200);
    await move(a.id, 'production_line', 'quality_control', 200);
    const unchecked = await move(a.id, 'quality_control', 'completed', 422);
    expect(unchecked.error.code).toBe('business_rule');
    const detail = await expectCall(shop.service, factoryEmployee, 'GET', `/api/admin/factory/assemblies/${a.id}`, 200);
    expect(detail.stage).toBe('quality_control');
    expect(await bikesIn(shop.service, f.warehouseId, f.bikeSku)).toBe(0);
  });

  it('refuses bad input with clear errors', async () => {
    const f = await bikeFactory(shop.service, 'E1', { frames: 1, bolts: 4 });
    const frame = await start({ modelId: f.modelId, warehouseId: f.warehouseId, frameNumber: '!!' }, 400);
    expect(Object.keys(frame.error.fields)).toEqual(['frameNumber']);
    const unknownModel = await start(
      { modelId: crypto.randomUUID(), warehouseId: f.warehouseId, frameNumber: 'ZF-E1-0001' },
      404,
    );
    expect(unknownModel.error.fields).toHaveProperty('modelId');
    await start({ modelId: f.modelId, warehouseId: crypto.randomUUID(), frameNumber: 'ZF-E1-0001' }, 404);
    const parts = await expectCall(shop.service, factoryManager, 'GET', '/api/admin/factory/parts?filters[q]=E1', 200);
    const frameId = parts.items.find((p: { partNumber: string }) => p.partNumber === 'RA-E1').id;
    const half = await expectCall(shop.service, factoryManager, 'POST', '/api/admin/factory/models', 400, {
      name: 'Pół roweru',
      sku: f.bikeSku,
      parts: [{ partId: frameId, quantity: 0.5 }],
    });
    expect(half.error.fields).toEqual({ 'parts.0.quantity': 'Liczone w całych sztukach: wpisz liczbę całkowitą' });
    await expectCall(shop.service, factoryManager, 'POST', '/api/admin/factory/models', 400, {
      name: 'Ujemny',
      sku: f.bikeSku,
      parts: [{ partId: frameId, quantity: -1 }],
    });
    const unknownSku = await expectCall(shop.service, factoryManager, 'POST', '/api/admin/factory/models', 400, {
      name: 'Nieznany',
      sku: 'NO-SUCH-SKU',
      parts: [{ partId: frameId, quantity: 1 }],
    });
    expect(unknownSku.error.fields).toHaveProperty('sku');
    expect(await quantityOf(shop.service, f.frameItemId)).toBe(1);
  });

  it('lets only the factory types work on assemblies', async () => {
    await expectCall(shop.service, salesEmployee, 'GET', '/api/admin/factory/assemblies', 403);
    await expectCall(shop.service, factoryEmployee, 'POST', '/api/admin/factory/models', 403, {});
  });

  it('shows a plan’s part needs against stock', async () => {
    const f = await bikeFactory(shop.service, 'G1', { frames: 1, bolts: 10 });
    const plan = await expectCall(shop.service, factoryManager, 'POST', '/api/admin/factory/plans', 201, {
      modelId: f.modelId,
      quantity: 3,
      dueDate: '2026-12-31',
    });
    expect(plan.needs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Rama aluminiowa 19"', needed: 3, inStock: 1, short: 2 }),
        expect.objectContaining({ name: 'Śruba M5', needed: 12, inStock: 10, short: 2 }),
      ]),
    );
  });

  it('records bikes made before the factory module as completed, so they can be insured, consuming nothing', async () => {
    const f = await bikeFactory(shop.service, 'I1', { frames: 1, bolts: 4 });
    const path = '/api/admin/factory/assemblies/import';
    const body = (frames: { frameNumber: string; completedOn: string }[]) => ({
      modelId: f.modelId,
      warehouseId: f.warehouseId,
      frames,
    });
    const imported = await expectCall(
      shop.service,
      factoryManager,
      'POST',
      path,
      201,
      body([
        { frameNumber: 'zf-old-0001', completedOn: '2025-03-14' },
        { frameNumber: 'ZF-OLD-0002', completedOn: '2025-10-26' },
      ]),
    );
    expect(imported).toEqual({ imported: ['ZF-OLD-0001', 'ZF-OLD-0002'] });
    // Nothing consumed, nothing put into stock.
    expect(await quantityOf(shop.service, f.frameItemId)).toBe(1);
    expect(await bikesIn(shop.service, f.warehouseId, f.bikeSku)).toBe(0);
    // What cms reads when such a bike is registered: completed on that Warsaw day, as the model's SKU.
    const frame = await expectCall(shop.service, internal, 'GET', '/internal/warehouse/assemblies/ZF-OLD-0002', 200);
    expect(frame).toMatchObject({ frameNumber: 'ZF-OLD-0002', sku: f.bikeSku });
    expect(new Date(frame.completedAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })).toBe('2025-10-26');

    // A frame recorded already, a day to come or the same frame twice: refused at its line, nothing recorded.
    const again = await expectCall(
      shop.service,
      factoryManager,
      'POST',
      path,
      409,
      body([
        { frameNumber: 'ZF-OLD-0003', completedOn: '2025-03-14' },
        { frameNumber: 'ZF-OLD-0001', completedOn: '2025-03-14' },
      ]),
    );
    expect(again.error.fields).toEqual({ 'frames.1.frameNumber': 'Montaż z tym numerem ramy już istnieje.' });
    const future = await expectCall(
      shop.service,
      factoryManager,
      'POST',
      path,
      400,
      body([{ frameNumber: 'ZF-OLD-0003', completedOn: '2999-01-01' }]),
    );
    expect(future.error.fields).toEqual({ 'frames.0.completedOn': 'Data nie może być z przyszłości' });
    const twice = await expectCall(
      shop.service,
      factoryManager,
      'POST',
      path,
      400,
      body([
        { frameNumber: 'ZF-OLD-0003', completedOn: '2025-03-14' },
        { frameNumber: 'zf-old-0003', completedOn: '2025-03-15' },
      ]),
    );
    expect(twice.error.fields).toEqual({ frames: 'Każdy numer ramy można podać tylko raz' });
    await expectCall(shop.service, internal, 'GET', '/internal/warehouse/assemblies/ZF-OLD-0003', 404);
    await expectCall(
      shop.service,
      salesEmployee,
      'POST',
      path,
      403,
      body([{ frameNumber: 'ZF-OLD-0004', completedOn: '2025-03-14' }]),
    );
  });
});
