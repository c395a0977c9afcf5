import { describe, expect, it } from 'vitest';
import { bikeFactory, expectCall, factoryEmployee, factoryManager, warehouseOnPostgres } from './factory.test-support';

// What production is set up with, as the admin forms send it: manufacturers, parts (unit), models (a bill of
// materials) and plans are added and changed; bad input is refused at its field and leaves nothing behind.

const shop = await warehouseOnPostgres('shop_test_factory_setup');
const { available } = shop;

const manager = (method: string, path: string, status: number, body?: unknown) =>
  expectCall(shop.service, factoryManager, method, path, status, body);

describe.skipIf(!available)('setting up production', () => {
  it('adds and changes a manufacturer and a part; a taken part number and an unknown manufacturer are refused', async () => {
    const maker = await manager('POST', '/api/admin/warehouse/manufacturers', 201, { name: 'Shimano Polska' });
    const changed = await manager('PUT', `/api/admin/warehouse/manufacturers/${maker.id}`, 200, {
      name: 'Shimano Polska sp. z o.o.',
      country: 'PL',
    });
    expect(changed).toMatchObject({ name: 'Shimano Polska sp. z o.o.', country: 'PL', parts: 0 });

    const part = await manager('POST', '/api/admin/factory/parts', 201, {
      name: 'Smar do łańcucha',
      manufacturerId: maker.id,
      partNumber: 'SM-100',
      unit: 'l',
    });
    expect(part).toMatchObject({ manufacturerName: 'Shimano Polska sp. z o.o.', unit: 'l', inStock: 0 });
    const renamed = await manager('PUT', `/api/admin/factory/parts/${part.id}`, 200, {
      name: 'Smar do łańcucha 1 l',
      manufacturerId: maker.id,
      partNumber: 'SM-100',
      unit: 'l',
    });
    expect(renamed.name).toBe('Smar do łańcucha 1 l');

    const taken = await manager('POST', '/api/admin/factory/parts', 409, {
      name: 'Inny smar',
      manufacturerId: maker.id,
      partNumber: 'SM-100',
      unit: 'l',
    });
    expect(Object.keys(taken.error.fields)).toEqual(['partNumber']);
    const unknownMaker = await manager('POST', '/api/admin/factory/parts', 404, {
      name: 'Dętka',
      manufacturerId: crypto.randomUUID(),
      partNumber: 'DT-1',
      unit: 'pc',
    });
    expect(unknownMaker.error.fields).toEqual({ manufacturerId: 'Nie znaleziono.' });
    const badUnit = await manager('POST', '/api/admin/factory/parts', 400, {
      name: 'Dętka',
      manufacturerId: maker.id,
      partNumber: 'DT 1',
      unit: 'box',
    });
    expect(Object.keys(badUnit.error.fields).sort()).toEqual(['partNumber', 'unit']);
    await manager('PUT', `/api/admin/factory/parts/${crypto.randomUUID()}`, 404, {
      name: 'Nikt',
      manufacturerId: maker.id,
      partNumber: 'NN-1',
      unit: 'pc',
    });
    await manager('PUT', '/api/admin/factory/parts/not-an-id', 400, {});

    const list = await manager('GET', '/api/admin/factory/parts?filters[q]=DT-1', 200);
    expect(list.total).toBe(0);
    const maker2 = await manager('GET', `/api/admin/warehouse/manufacturers/${maker.id}`, 200);
    expect(maker2.parts).toBe(1);
  });

  it('changes a model’s bill of materials whole, or not at all', async () => {
    const f = await bikeFactory(shop.service, 'S1', { frames: 0, bolts: 0 });
    const model = await manager('GET', `/api/admin/factory/models/${f.modelId}`, 200);
    const frame = (model.parts as { partId: string; name: string }[]).find((line) => line.name.startsWith('Rama'));
    const lines = model.parts.map((line: { partId: string; quantity: number }) => ({
      partId: line.partId,
      quantity: line.quantity,
    }));

    const refusals: [unknown, string][] = [
      [[...lines, { partId: crypto.randomUUID(), quantity: 1 }], 'parts.2.partId'],
      [[{ ...lines[0], quantity: 2.5 }, lines[1]], 'parts.0.quantity'],
      [[{ ...lines[0], quantity: -2 }, lines[1]], 'parts.0.quantity'],
      [[{ ...lines[0], quantity: 0 }, lines[1]], 'parts.0.quantity'],
      [[lines[0], lines[0]], 'parts'],
      [[], 'parts'],
    ];
    for (const [parts, field] of refusals) {
      const refused = await manager('PUT', `/api/admin/factory/models/${f.modelId}`, 400, {
        name: 'Zmieniony',
        sku: f.bikeSku,
        parts,
      });
      expect(Object.keys(refused.error.fields), JSON.stringify(parts)).toContain(field);
    }
    const unchanged = await manager('GET', `/api/admin/factory/models/${f.modelId}`, 200);
    expect(unchanged).toEqual(model);

    const changed = await manager('PUT', `/api/admin/factory/models/${f.modelId}`, 200, {
      name: 'Zefir City S1 2027',
      sku: f.bikeSku,
      parts: [lines.find((line: { partId: string }) => line.partId === frame!.partId)],
    });
    expect(changed.name).toBe('Zefir City S1 2027');
    expect(changed.parts.map((line: { name: string }) => line.name)).toEqual([frame!.name]);
    await manager('PUT', `/api/admin/factory/models/${crypto.randomUUID()}`, 404, {
      name: 'Nikt',
      sku: f.bikeSku,
      parts: [lines[0]],
    });
    await expectCall(shop.service, factoryEmployee, 'PUT', `/api/admin/factory/models/${f.modelId}`, 403, {
      name: 'Zefir',
      sku: f.bikeSku,
      parts: [lines[0]],
    });
  });

  it('keeps a part’s unit in step with the models that use it', async () => {
    const maker = await manager('POST', '/api/admin/warehouse/manufacturers', 201, { name: 'Linki T1' });
    const cable = await manager('POST', '/api/admin/factory/parts', 201, {
      name: 'Linka hamulcowa',
      manufacturerId: maker.id,
      partNumber: 'LH-T1',
      unit: 'm',
    });
    const f = await bikeFactory(shop.service, 'T1', { frames: 0, bolts: 0 });
    const model = await manager('GET', `/api/admin/factory/models/${f.modelId}`, 200);
    await manager('PUT', `/api/admin/factory/models/${f.modelId}`, 200, {
      name: model.name,
      sku: model.sku,
      parts: [{ partId: cable.id, quantity: 1.75 }],
    });
    const refused = await manager('PUT', `/api/admin/factory/parts/${cable.id}`, 400, {
      name: 'Linka hamulcowa',
      manufacturerId: maker.id,
      partNumber: 'LH-T1',
      unit: 'pc',
    });
    expect(refused.error.fields).toEqual({
      unit: 'Model produkcyjny używa tej części w ułamkach: najpierw zmień tam jej ilość',
    });
    expect((await manager('GET', `/api/admin/factory/parts/${cable.id}`, 200)).unit).toBe('m');
    await manager('PUT', `/api/admin/factory/parts/${cable.id}`, 200, {
      name: 'Linka hamulcowa',
      manufacturerId: maker.id,
      partNumber: 'LH-T1',
      unit: 'cm',
    });
  });

  it('adds and changes a plan; its model stays once assemblies started', async () => {
    const f = await bikeFactory(shop.service, 'P1', { frames: 2, bolts: 8 });
    const other = await bikeFactory(shop.service, 'P2', { frames: 0, bolts: 0 });
    const plan = await manager('POST', '/api/admin/factory/plans', 201, {
      modelId: f.modelId,
      quantity: 5,
      dueDate: '2027-03-31',
    });
    expect(plan.needs.map((need: { short: number }) => need.short).sort((a: number, b: number) => a - b)).toEqual([
      3, 12,
    ]);

    const moved = await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 200, {
      modelId: other.modelId,
      quantity: 2,
      dueDate: '2027-04-30',
      notes: 'Na targi',
    });
    expect(moved).toMatchObject({ modelId: other.modelId, quantity: 2, dueDate: '2027-04-30', notes: 'Na targi' });
    const back = await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 200, {
      modelId: f.modelId,
      quantity: 2,
      dueDate: '2027-04-30',
    });
    expect(back.needs.every((need: { short: number }) => need.short === 0)).toBe(true);

    await expectCall(shop.service, factoryEmployee, 'POST', '/api/admin/factory/assemblies', 201, {
      modelId: f.modelId,
      warehouseId: f.warehouseId,
      frameNumber: 'ZF-P1-0001',
      planId: plan.id,
    });
    const refused = await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 422, {
      modelId: other.modelId,
      quantity: 2,
      dueDate: '2027-04-30',
    });
    expect(refused.error.message).toContain('nie można zmienić jego modelu');
    const more = await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 200, {
      modelId: f.modelId,
      quantity: 4,
      dueDate: '2027-04-30',
    });
    expect(more).toMatchObject({ quantity: 4, started: 1 });

    const bad = await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 400, {
      modelId: f.modelId,
      quantity: 1.5,
      dueDate: '31.04.2027',
    });
    expect(Object.keys(bad.error.fields).sort()).toEqual(['dueDate', 'quantity']);
    await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 400, {
      modelId: f.modelId,
      quantity: -1,
      dueDate: '2027-04-30',
    });
    const unknownModel = await manager('PUT', `/api/admin/factory/plans/${plan.id}`, 404, {
      modelId: crypto.randomUUID(),
      quantity: 1,
      dueDate: '2027-04-30',
    });
    expect(unknownModel.error.fields).toHaveProperty('modelId');
    await manager('PUT', `/api/admin/factory/plans/${crypto.randomUUID()}`, 404, {
      modelId: f.modelId,
      quantity: 1,
      dueDate: '2027-04-30',
    });
    expect(await manager('GET', `/api/admin/factory/plans/${plan.id}`, 200)).toMatchObject({ quantity: 4 });
  });
});
