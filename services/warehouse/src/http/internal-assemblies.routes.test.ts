import { AssembledFrame, type Identity } from '@shop/contracts';
import { guest, manualClock, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseContext } from '../context';
import type * as schema from '../db/schema';
import { demoCompletedFrames } from '../seed';
import { warehouseService } from '../service';
import { testEnv } from '../testing/inventory';

// What cms asks when a sold bike is registered with the insurer (issue 25): a frame the factory made, as which
// catalogue variant and when it was completed; the demo data's completed bikes answer it.

let warehouse: TestService<typeof schema, WarehouseContext>;
const internal: Identity = { app: 'internal', role: 'GUEST' };
const clock = manualClock('2026-11-26T10:00:00Z');

beforeAll(async () => {
  warehouse = (await startTestService(warehouseService, { env: testEnv, seed: true, clock })) as typeof warehouse;
});
afterAll(() => warehouse?.stop());

describe('GET /internal/warehouse/assemblies/:frameNumber', () => {
  it('answers a completed demo bike with its SKU and the moment it was completed, case ignored', async () => {
    const answer = await warehouse.call(
      'GET',
      `/internal/warehouse/assemblies/${demoCompletedFrames[0].toLowerCase()}`,
      {
        identity: internal,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(AssembledFrame.parse(answer.body)).toEqual({
      frameNumber: demoCompletedFrames[0],
      sku: 'ZF-1001-01',
      modelName: 'Zefir Miejski C1 (dane demo)',
      completedAt: '2026-10-17T10:00:00.000Z',
    });
  });

  it('answers 404 for a frame the factory never made, and nothing to a shopper', async () => {
    expect(
      (await warehouse.call('GET', '/internal/warehouse/assemblies/ZF0000NONE', { identity: internal })).status,
    ).toBe(404);
    expect(
      (await warehouse.call('GET', `/internal/warehouse/assemblies/${demoCompletedFrames[1]}`, { identity: guest }))
        .status,
    ).toBe(403);
  });
});
